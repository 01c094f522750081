//! The WordCap picture: sizes, the traced line, bad views, odd names, determinism.

use super::super::{grid_png, grid_png_with, sample, GridPlayerLine};
use super::*;

fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory(png).expect("a valid PNG").to_rgb8()
}

#[test]
fn grid_png_decodes_to_the_expected_size() {
    let view = sample::wordcap_grid();
    let img = decode(&grid_png(&view).unwrap());
    let g = Geometry::new(5).unwrap();
    assert_eq!(
        (img.width() as i32, img.height() as i32),
        (g.width, g.height(view.players.len()))
    );
    // Portrait: the grid takes the picture's width, the table goes under it.
    assert!(img.width() >= 420 && img.width() <= 520, "{}", img.width());
    assert!(img.height() > img.width(), "{}", img.height());
}

#[test]
fn a_path_changes_pixels_along_its_line() {
    let with = sample::wordcap_grid();
    let mut without = with.clone();
    without.path.clear();
    let a = decode(&grid_png(&without).unwrap());
    let b = decode(&grid_png(&with).unwrap());
    let g = Geometry::new(5).unwrap();
    for w in with.path.windows(2) {
        let p = g.centre(i32::from(w[0].0), i32::from(w[0].1));
        let q = g.centre(i32::from(w[1].0), i32::from(w[1].1));
        // A quarter of the way along: on the tile, away from letters and badges.
        let (x, y) = (p.0 + (q.0 - p.0) * 0.3, p.1 + (q.1 - p.1) * 0.3);
        let (x, y) = (x as u32, y as u32);
        assert_ne!(a.get_pixel(x, y), b.get_pixel(x, y), "at {x},{y} of {w:?}");
    }
    // A corner of the picture is untouched.
    assert_eq!(a.get_pixel(2, 2), b.get_pixel(2, 2));
    // The crossed badge is ringed in the path's colour.
    let crossed = crossed(&with.path);
    assert!(!crossed.is_empty());
    let (r, c) = crossed[0];
    let (cx, cy) = g.crossing(i32::from(r), i32::from(c));
    let fill = rgb(palette::player_paint(with.path_player.unwrap()).fill);
    let ring = b.get_pixel((cx - BADGE_R - 5.5) as u32, cy as u32).0;
    assert_eq!(ring, fill);
}

#[test]
fn bad_views_are_refused() {
    let good = sample::wordcap_grid();
    let mut v = good.clone();
    v.letters.pop();
    assert!(matches!(grid_png(&v), Err(RenderError::BadView(_))));
    let mut v = good.clone();
    v.bonuses.push(3);
    assert!(matches!(grid_png(&v), Err(RenderError::BadView(_))));
    let mut v = good.clone();
    v.path.push((5, 0));
    let err = grid_png(&v).unwrap_err();
    assert!(matches!(err, RenderError::BadView(_)));
    assert!(err.to_string().contains("row 6"), "{err}");
    let mut v = good.clone();
    v.side = 0;
    assert!(matches!(grid_png(&v), Err(RenderError::BadView(_))));
    let mut v = good.clone();
    v.side = MAX_GRID_SIDE + 1;
    assert!(matches!(grid_png(&v), Err(RenderError::BadView(_))));
    let mut v = good;
    v.path = vec![(0, 0); 26];
    assert!(matches!(grid_png(&v), Err(RenderError::BadView(_))));
}

#[test]
fn long_and_odd_names_and_texts_draw() {
    let mut v = sample::wordcap_grid();
    v.players = (0..12)
        .map(|i| GridPlayerLine {
            name: "Grzegorz Brzęczyszczykiewicz Фёдор 🦀 Jürgen Groß\n".repeat(i + 1),
            score: if i % 2 == 0 { i32::MIN } else { i32::MAX },
            sorts_left: u8::MAX,
            to_move: i % 3 == 0,
        })
        .collect();
    v.caption = "Żaneta: ŹDŹBŁO +38 ".repeat(40);
    v.turns_left = Some(u32::MAX);
    v.letters[0] = '🦀';
    v.letters[1] = 'ß';
    v.letters[2] = '\n';
    v.bonuses[0] = 0;
    v.bonuses[1] = 200;
    v.path = vec![(0, 0)];
    v.path_player = Some(255);
    assert!(image::load_from_memory(&grid_png(&v).unwrap()).is_ok());
    for side in 1..=MAX_GRID_SIDE {
        let n = usize::from(side);
        let small = GridView {
            letters: vec!['A'; n * n],
            side,
            bonuses: vec![5; (n - 1) * (n - 1)],
            path: (0..side).map(|i| (i, i)).collect(),
            path_player: None,
            fresh: vec![(0, 0)],
            caption: String::new(),
            turns_left: None,
            players: vec![],
        };
        let img = decode(&grid_png(&small).unwrap());
        assert!(img.width() as i32 >= i32::from(side) * GRID_CELL);
    }
}

#[test]
fn the_same_view_gives_the_same_bytes() {
    let v = sample::wordcap_grid();
    let a = grid_png(&v).unwrap();
    clear_cache();
    let b = grid_png(&v).unwrap();
    assert_eq!(a, b);
    assert_eq!(a, grid_png(&v).unwrap());
    let en = grid_png_with(&v, &Labels::english()).unwrap();
    assert_ne!(a, en, "the sort header follows the labels");
}

/// Writes /tmp/wordcap-sample.png, /tmp/wordcap-sample-ru.png (default colour, Russian
/// header) and /tmp/wordcap-sample-en.png (no path) to look at.
#[test]
#[ignore]
fn write_sample() {
    let v = sample::wordcap_grid();
    let png = grid_png(&v).unwrap();
    std::fs::write("/tmp/wordcap-sample.png", &png).unwrap();
    println!("/tmp/wordcap-sample.png: {} bytes", png.len());
    let mut other = v.clone();
    other.path = vec![(4, 4), (3, 3), (2, 2), (1, 1), (0, 0), (0, 1)];
    other.path_player = None;
    let png = grid_png_with(&other, &Labels::russian()).unwrap();
    std::fs::write("/tmp/wordcap-sample-ru.png", &png).unwrap();
    let mut quiet = v.clone();
    quiet.path.clear();
    quiet.caption = "New game: WordCap. Ala starts.".into();
    quiet.turns_left = Some(30);
    let png = grid_png_with(&quiet, &Labels::english()).unwrap();
    std::fs::write("/tmp/wordcap-sample-en.png", &png).unwrap();
}
