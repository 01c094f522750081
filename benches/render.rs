//! Renderer speed: one mid-game board PNG with cold caches (fonts parsed, glyphs, tile
//! sprites and the empty board drawn anew) and with warm caches, a rack PNG, a WordCap grid
//! PNG (`-- grid`), and the PNG encoder settings compared (true colour and palette). Prints the PNG byte sizes. Run: `cargo bench --bench render`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use plansza::render::{self, sample, Labels};

fn encode(img: &RgbImage, c: CompressionType, f: FilterType) -> Vec<u8> {
    let mut out = Vec::new();
    PngEncoder::new_with_quality(&mut out, c, f)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgb8,
        )
        .expect("encoding to memory");
    out
}

fn bench(c: &mut Criterion) {
    let board = sample::mid_game();
    let rack = sample::rack();
    let png = render::board_png(&board).expect("board");
    println!("mid-game board PNG: {} bytes", png.len());
    println!(
        "empty board PNG: {} bytes",
        render::board_png(&sample::empty_board())
            .expect("board")
            .len()
    );
    println!(
        "rack PNG: {} bytes",
        render::rack_png(&rack).expect("rack").len()
    );

    let img = render::board_image(&board, &Labels::default()).expect("board");
    let settings = [
        ("fast/sub", CompressionType::Fast, FilterType::Sub),
        ("fast/up", CompressionType::Fast, FilterType::Up),
        ("fast/adaptive", CompressionType::Fast, FilterType::Adaptive),
        ("fast/none", CompressionType::Fast, FilterType::NoFilter),
        ("level3/sub", CompressionType::Level(3), FilterType::Sub),
        ("default/sub", CompressionType::Default, FilterType::Sub),
        (
            "default/adaptive",
            CompressionType::Default,
            FilterType::Adaptive,
        ),
        ("best/adaptive", CompressionType::Best, FilterType::Adaptive),
    ];
    for (name, comp, filter) in settings {
        println!("encode {name}: {} bytes", encode(&img, comp, filter).len());
    }
    let palette_filters = [
        ("palette/none", png::Filter::NoFilter),
        ("palette/sub", png::Filter::Sub),
        ("palette/up", png::Filter::Up),
        ("palette/adaptive", png::Filter::Adaptive),
    ];
    for (name, filter) in palette_filters {
        let bytes = render::palette_png(&img, filter).expect("palette PNG");
        println!("encode {name}: {} bytes", bytes.len());
    }

    c.bench_function("board_png mid-game (cached)", |b| {
        b.iter(|| render::board_png(black_box(&board)).expect("board"))
    });
    c.bench_function("board_png mid-game (cold caches)", |b| {
        b.iter(|| {
            render::clear_caches();
            render::board_png(black_box(&board)).expect("board")
        })
    });
    c.bench_function("board_image mid-game (no PNG)", |b| {
        b.iter(|| render::board_image(black_box(&board), &Labels::default()).expect("board"))
    });
    c.bench_function("rack_png", |b| {
        b.iter(|| render::rack_png(black_box(&rack)).expect("rack"))
    });
    let grid = sample::wordcap_grid();
    println!(
        "WordCap grid PNG: {} bytes",
        render::grid_png(&grid).expect("grid").len()
    );
    c.bench_function("grid_png wordcap (cached)", |b| {
        b.iter(|| render::grid_png(black_box(&grid)).expect("grid"))
    });
    c.bench_function("grid_png wordcap (cold caches)", |b| {
        b.iter(|| {
            render::clear_caches();
            render::grid_png(black_box(&grid)).expect("grid")
        })
    });
    c.bench_function("grid_image wordcap (no PNG)", |b| {
        b.iter(|| render::grid_image(black_box(&grid), &Labels::default()).expect("grid"))
    });
    let mut group = c.benchmark_group("encode");
    group.sample_size(20);
    for (name, comp, filter) in settings {
        group.bench_function(name, |b| b.iter(|| encode(black_box(&img), comp, filter)));
    }
    for (name, filter) in palette_filters {
        group.bench_function(name, |b| {
            b.iter(|| render::palette_png(black_box(&img), filter).expect("palette PNG"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
