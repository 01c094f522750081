//! Renderer speed and size, against an anchor measured in the same run: Pillow (Python's
//! PIL) drawing the same mid-game board (same size, squares, labels, tiles, letters from
//! the same TTF files, score table and caption) and saving it as PNG with its defaults,
//! through `benches/render_pillow.py`. The summary lines print ours and Pillow's
//! milliseconds and bytes and their ratios; criterion then times the mid-game board PNG
//! with cold and warm caches, a rack PNG and a WordCap grid PNG (cached and cold). The
//! ending's pictures (replay GIF, final picture, chart) are measured by `cargo bench
//! --bench ending`.
//!
//! Run: `cargo bench --bench render`. Pillow: `apt-get install python3-pil` (or `pip
//! install pillow`); the python is `$PILLOW_PYTHON`, else the first of `python3` and
//! `/usr/bin/python3` that has Pillow. Without it the anchor is skipped, and says so.
//! `RENDER_OUT=DIR` also writes `board.png` (ours) and `board-pillow.png` there, for a look.

use std::hint::black_box;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Instant;

use criterion::{criterion_group, criterion_main, Criterion};
use plansza::render::{self, palette, sample, BoardView, Labels, SquareLook};
use serde_json::{json, Value};

/// The median milliseconds of `runs` calls of `f`, after one warm-up call.
fn median_ms<T>(runs: usize, mut f: impl FnMut() -> T) -> f64 {
    black_box(f());
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn rgb(c: image::Rgb<u8>) -> Value {
    json!(c.0)
}

fn rgba(c: image::Rgba<u8>) -> Value {
    json!([c.0[0], c.0[1], c.0[2]])
}

/// A square's fill, label colour and label, as our board draws it.
fn square(look: SquareLook, labels: &Labels) -> Value {
    let (fill, ink, label) = match look {
        SquareLook::Plain => (palette::PLAIN, palette::GRID, String::new()),
        SquareLook::Colour(v) => {
            let (f, i) = palette::field_tint(v);
            (f, i, v.to_string())
        }
        SquareLook::DoubleLetter => (
            palette::DOUBLE_LETTER.0,
            palette::DOUBLE_LETTER.1,
            labels.double_letter.clone(),
        ),
        SquareLook::TripleLetter => (
            palette::TRIPLE_LETTER.0,
            palette::TRIPLE_LETTER.1,
            labels.triple_letter.clone(),
        ),
        SquareLook::DoubleWord => (
            palette::DOUBLE_WORD.0,
            palette::DOUBLE_WORD.1,
            labels.double_word.clone(),
        ),
        SquareLook::TripleWord => (
            palette::TRIPLE_WORD.0,
            palette::TRIPLE_WORD.1,
            labels.triple_word.clone(),
        ),
        _ => (palette::PLAIN, palette::GRID, String::new()),
    };
    json!({"fill": rgb(fill), "ink": rgb(ink), "label": label})
}

/// The scene `benches/render_pillow.py` draws: `view` as our board picture shows it.
fn scene(view: &BoardView, labels: &Labels) -> Value {
    let img = render::board_image(view, labels).expect("board");
    let (width, height) = (img.width() as i32, img.height() as i32);
    let sq = render::SQUARE;
    let cols = i32::from(view.width);
    let board_x = (width - cols * sq - 1) / 2;
    let text = 20;
    let row_h = text * 16 / 10;
    let caption_h = 2 * text * 13 / 10 + 8;
    let panel_y = height - 8 - caption_h - 8 - (view.players.len() as i32 * row_h);
    let root = env!("CARGO_MANIFEST_DIR");
    let tiles: Vec<Value> = view
        .tiles
        .iter()
        .map(|t| match t {
            None => Value::Null,
            Some(t) => {
                let p = palette::tile_paint(t.value, t.blank, t.by_value);
                json!({
                    "letter": t.letter.to_string(), "value": t.value, "blank": t.blank,
                    "fresh": t.fresh, "fill": rgba(p.fill), "rim": rgba(p.rim),
                    "ink": rgba(p.ink), "edge": rgba(p.edge),
                })
            }
        })
        .collect();
    let caption: Vec<String> = {
        let words: Vec<&str> = view.caption.split_whitespace().collect();
        let half = words.len().div_ceil(2);
        vec![words[..half].join(" "), words[half..].join(" ")]
    };
    let legend = [
        (palette::field_tint(1).0, labels.colour_field.as_str()),
        (palette::DOUBLE_WORD.0, labels.word_premium.as_str()),
        (palette::PLAIN, labels.start.as_str()),
    ]
    .map(|(fill, text)| json!({"fill": rgb(fill), "text": text}));
    json!({
        "width": width, "height": height, "square": sq, "cols": cols,
        "rows": i32::from(view.height), "board_x": board_x, "board_y": board_x,
        "text_size": text, "panel_y": panel_y,
        "font": format!("{root}/fonts/DejaVuSans.ttf"),
        "bold_font": format!("{root}/fonts/DejaVuSans-Bold.ttf"),
        "background": rgb(palette::BACKGROUND), "grid": rgb(palette::GRID),
        "coord": rgb(palette::COORD_TEXT), "text": rgb(palette::TEXT),
        "band": rgb(palette::TO_MOVE_BAND), "highlight": rgb(palette::HIGHLIGHT),
        "squares": view.squares.iter().map(|&l| square(l, labels)).collect::<Vec<_>>(),
        "tiles": tiles, "legend": legend.to_vec(),
        "players": view.players.iter().map(|p| json!({
            "name": p.name, "score": p.score, "to_move": p.to_move,
        })).collect::<Vec<_>>(),
        "bag": view.bag_left, "bag_label": labels.bag, "caption": caption,
    })
}

/// A python that has Pillow, if any.
fn pillow_python() -> Option<String> {
    let candidates = std::env::var("PILLOW_PYTHON")
        .into_iter()
        .chain(["python3".to_string(), "/usr/bin/python3".to_string()]);
    for py in candidates {
        let ok = Command::new(&py)
            .args(["-c", "import PIL"])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            return Some(py);
        }
    }
    None
}

/// Pillow's milliseconds and bytes for `scene`, or why there are none.
fn pillow(scene: &Value, out: Option<&str>) -> Result<(f64, usize), String> {
    let py = pillow_python().ok_or(
        "no python with Pillow: apt-get install python3-pil (or pip install pillow), \
         or set PILLOW_PYTHON",
    )?;
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/render_pillow.py");
    let mut cmd = Command::new(py);
    cmd.arg(script).args(["--repeat", "40"]);
    if let Some(dir) = out {
        cmd.args(["--out", &format!("{dir}/board-pillow.png")]);
    }
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not start python: {e}"))?;
    child
        .stdin
        .take()
        .ok_or("no stdin")?
        .write_all(scene.to_string().as_bytes())
        .map_err(|e| e.to_string())?;
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    let answer: Value = serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("render_pillow.py said no JSON ({e})"))?;
    if let Some(e) = answer.get("error") {
        return Err(e.to_string());
    }
    match (answer["ms"].as_f64(), answer["bytes"].as_u64()) {
        (Some(ms), Some(bytes)) => Ok((ms, bytes as usize)),
        _ => Err(format!("render_pillow.py said {answer}")),
    }
}

fn bench(c: &mut Criterion) {
    let board = sample::mid_game();
    let labels = Labels::default();
    let out = std::env::var("RENDER_OUT").ok();
    let png = render::board_png(&board).expect("board");
    if let Some(dir) = &out {
        std::fs::write(format!("{dir}/board.png"), &png).expect("writes board.png");
    }
    let ours_ms = median_ms(200, || render::board_png(&board).expect("board"));
    println!(
        "board (mid-game 15x15): ours {ours_ms:.3} ms, {} bytes",
        png.len()
    );
    match pillow(&scene(&board, &labels), out.as_deref()) {
        Ok((ms, bytes)) => {
            println!("board (mid-game 15x15): Pillow {ms:.3} ms, {bytes} bytes");
            println!(
                "board: ours {:.1}x faster than Pillow, {:.2}x its bytes",
                ms / ours_ms,
                png.len() as f64 / bytes as f64
            );
        }
        Err(why) => println!("board: no Pillow anchor ({why})"),
    }
    let rack = sample::rack();
    println!(
        "rack PNG: {} bytes",
        render::rack_png(&rack).expect("rack").len()
    );
    let grid = sample::wordcap_grid();
    println!(
        "WordCap grid PNG: {} bytes",
        render::grid_png(&grid).expect("grid").len()
    );

    c.bench_function("board_png mid-game (cached)", |b| {
        b.iter(|| render::board_png(black_box(&board)).expect("board"))
    });
    c.bench_function("board_png mid-game (cold caches)", |b| {
        b.iter(|| {
            render::clear_caches();
            render::board_png(black_box(&board)).expect("board")
        })
    });
    c.bench_function("rack_png", |b| {
        b.iter(|| render::rack_png(black_box(&rack)).expect("rack"))
    });
    c.bench_function("grid_png wordcap (cached)", |b| {
        b.iter(|| render::grid_png(black_box(&grid)).expect("grid"))
    });
    c.bench_function("grid_png wordcap (cold caches)", |b| {
        b.iter(|| {
            render::clear_caches();
            render::grid_png(black_box(&grid)).expect("grid")
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
