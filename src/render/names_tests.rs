//! Tests that every kind of name a Discord user can have is drawn (issue 10, point 7):
//! emoji (the computer's 🤖 first), CJK, Hebrew and Arabic in the right order, combining
//! marks on their letters, zero-width characters as nothing, emoji sequences and flags. They
//! look at pixels: the score table and caption of a board, and single lines of text.

use image::RgbImage;

use super::canvas::{draw_text, fit_text, text_width};
use super::fonts::Face;
use super::*;

/// A character no bundled font has (private use): drawn as the missing-glyph box.
const UNKNOWN: &str = "\u{E000}";

/// The sample board with one player per name (none to move) and `caption`.
fn board_with(names: &[&str], caption: &str) -> RgbImage {
    let mut view = sample::every_kind_of_name();
    view.players = names
        .iter()
        .map(|n| PlayerLine {
            name: (*n).into(),
            score: 1,
            to_move: false,
            colour: None,
        })
        .collect();
    view.caption = caption.into();
    board_image(&view, &Labels::default()).expect("the board draws")
}

/// The smallest rectangle (x, y, w, h) holding every pixel where `a` and `b` differ.
fn diff_box(a: &RgbImage, b: &RgbImage) -> Option<(u32, u32, u32, u32)> {
    assert_eq!(
        a.dimensions(),
        b.dimensions(),
        "pictures of different sizes"
    );
    let mut bounds: Option<(u32, u32, u32, u32)> = None;
    for (x, y, p) in a.enumerate_pixels() {
        if b.get_pixel(x, y) != p {
            bounds = Some(match bounds {
                None => (x, y, x, y),
                Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
            });
        }
    }
    bounds.map(|(x0, y0, x1, y1)| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}

/// How many pixels of `a` and `b` differ.
fn diff_count(a: &RgbImage, b: &RgbImage) -> usize {
    assert_eq!(
        a.dimensions(),
        b.dimensions(),
        "pictures of different sizes"
    );
    a.pixels().zip(b.pixels()).filter(|(p, q)| p != q).count()
}

/// The missing-glyph box as drawn on a board: a score-table name (`in_table`) or the
/// caption; the pixels of its bounding rectangle.
fn missing_glyph_box(in_table: bool) -> RgbImage {
    let (with, without) = if in_table {
        (board_with(&[UNKNOWN], ""), board_with(&[""], ""))
    } else {
        (
            board_with(&[], &format!("Ala {UNKNOWN}")),
            board_with(&[], "Ala "),
        )
    };
    let (x, y, w, h) = diff_box(&with, &without).expect("the unknown character leaves ink");
    image::imageops::crop_imm(&with, x, y, w, h).to_image()
}

/// Whether `template` occurs, pixel for pixel, anywhere in `img`.
fn contains(img: &RgbImage, template: &RgbImage) -> bool {
    let (tw, th) = template.dimensions();
    if tw > img.width() || th > img.height() {
        return false;
    }
    (0..=img.height() - th).any(|y| {
        (0..=img.width() - tw).any(|x| {
            template
                .enumerate_pixels()
                .all(|(dx, dy, p)| img.get_pixel(x + dx, y + dy) == p)
        })
    })
}

/// Draw `text` white on black with the pen at x = 20; the picture and the advance width.
fn drawn(face: Face, size: u16, text: &str) -> (RgbImage, f32) {
    let mut img = RgbImage::new(60 * u32::from(size), 3 * u32::from(size));
    let w = draw_text(
        &mut img,
        face,
        size,
        20.0,
        2 * i32::from(size),
        [255, 255, 255],
        text,
    )
    .expect("text draws");
    (img, w)
}

/// Assert that `a` and `b` are drawn alike in `face` at `size`: the same pixels and width.
fn assert_drawn_alike(face: Face, size: u16, a: &str, b: &str) {
    let ((img_a, w_a), (img_b, w_b)) = (drawn(face, size, a), drawn(face, size, b));
    let differ = diff_count(&img_a, &img_b);
    assert!(
        differ == 0 && w_a == w_b,
        "{a:?} and {b:?}: {differ} pixels differ, widths {w_a} and {w_b}"
    );
}

/// Assert that `a` and `b` are drawn differently in `face` at `size`.
fn assert_drawn_unlike(face: Face, size: u16, a: &str, b: &str) {
    let (img_a, img_b) = (drawn(face, size, a).0, drawn(face, size, b).0);
    assert!(
        diff_count(&img_a, &img_b) > 0,
        "{a:?} and {b:?} look the same"
    );
}

/// Assert that two boards are the same picture.
fn assert_same_board(a: &RgbImage, b: &RgbImage, what: &str) {
    let differ = diff_count(a, b);
    assert!(differ == 0, "{what}: {differ} pixels differ");
}

/// Assert that `a` and `b` are drawn alike as a line of text, and on a board as a player's
/// name and as the caption.
fn assert_alike_as_name_and_caption(a: &str, b: &str) {
    assert_drawn_alike(Face::Regular, 20, a, b);
    assert_same_board(&board_with(&[a], a), &board_with(&[b], b), a);
}

/// The columns and rows that have ink: (left, top, right, bottom), inclusive.
fn ink_bounds(img: &RgbImage) -> Option<(u32, u32, u32, u32)> {
    diff_box(img, &RgbImage::new(img.width(), img.height()))
        .map(|(x, y, w, h)| (x, y, x + w - 1, y + h - 1))
}

#[test]
fn the_missing_glyph_box_is_found_where_it_is_drawn() {
    // The detector the next test relies on: it finds the box in a name and in a caption.
    let board = board_with(&["Ala", "Private \u{E000} use"], "Ala \u{E000} ma kota");
    assert!(contains(&board, &missing_glyph_box(true)));
    assert!(contains(&board, &missing_glyph_box(false)));
}

#[test]
fn no_name_of_any_kind_is_drawn_as_missing_glyph_boxes() {
    let names: Vec<&str> = sample::NAMES_OF_EVERY_KIND
        .iter()
        .copied()
        .filter(|n| !n.contains(UNKNOWN))
        .collect();
    let caption = "🤖 Computer (strong): ŹDŹBŁO 38; 王小明 שלום علي 👨\u{200D}👩\u{200D}👧 🇵🇱";
    let board = board_with(&names, caption);
    assert!(
        !contains(&board, &missing_glyph_box(true)),
        "a name shows a box"
    );
    assert!(
        !contains(&board, &missing_glyph_box(false)),
        "the caption shows a box"
    );
    // And something real is drawn for each: the name leaves ink in its row.
    let empty = board_with(&[""], "");
    for name in names {
        let one = board_with(&[name], "");
        assert!(
            diff_count(&one, &empty) > 40,
            "{name} draws next to nothing"
        );
    }
}

#[test]
fn the_computers_robot_and_other_emoji_are_glyphs_not_the_missing_box() {
    for emoji in [
        "🤖",
        "🦀",
        "😀",
        "👨\u{200D}👩\u{200D}👧",
        "🇵🇱",
        "字",
        "한",
        "さ",
    ] {
        for face in [Face::Regular, Face::Bold] {
            let (img, w) = drawn(face, 20, emoji);
            let (unknown, _) = drawn(face, 20, UNKNOWN);
            assert!(
                diff_count(&img, &unknown) > 0,
                "{emoji} is drawn as the missing box"
            );
            let (left, top, right, bottom) = ink_bounds(&img).expect("ink");
            assert!(right - left >= 8 && bottom - top >= 8, "{emoji}: a speck");
            assert!(w >= 10.0, "{emoji}: {w} px wide");
        }
    }
}

/// Emoji newer than the bundled emoji font (Unicode 11 and later) draw a plain face, never
/// the missing box.
#[test]
fn an_emoji_newer_than_the_font_draws_a_face_not_the_box() {
    for emoji in ["🥺", "🫠", "🥺\u{200D}🫠", "🧑\u{200D}💻"] {
        let (img, w) = drawn(Face::Regular, 20, emoji);
        let (unknown, _) = drawn(Face::Regular, 20, UNKNOWN);
        assert!(
            diff_count(&img, &unknown) > 0,
            "{emoji} is drawn as the missing box"
        );
        assert!(w >= 10.0, "{emoji}: {w} px wide");
    }
    assert_drawn_alike(Face::Regular, 20, "🫠", "\u{263A}");
}

#[test]
fn an_emoji_sequence_draws_its_emoji_and_a_skin_tone_is_left_out() {
    let family = "👨\u{200D}👩\u{200D}👧";
    assert_drawn_alike(Face::Regular, 20, family, "👨👩👧");
    assert_drawn_alike(Face::Regular, 20, "👍🏽", "👍");
    // A sequence the emoji font cannot draw whole shows its first emoji only.
    assert_drawn_alike(Face::Regular, 20, "👨\u{200D}🦰", "👨");
}

#[test]
fn zero_width_characters_take_no_width_and_draw_nothing() {
    for zw in [
        "\u{200B}",
        "\u{200C}",
        "\u{200D}",
        "\u{200E}",
        "\u{200F}",
        "\u{202A}",
        "\u{202E}",
        "\u{2060}",
        "\u{2066}",
        "\u{2067}",
        "\u{2068}",
        "\u{2069}",
        "\u{FE0E}",
        "\u{FE0F}",
        "\u{FEFF}",
        "\u{061C}",
        "\u{E0067}",
        "\u{E007F}",
        "\u{00AD}",
    ] {
        let (img, w) = drawn(Face::Regular, 20, zw);
        assert_eq!(
            w,
            0.0,
            "U+{:04X} has width",
            zw.chars().next().map_or(0, u32::from)
        );
        assert_eq!(
            ink_bounds(&img),
            None,
            "U+{:04X} leaves ink",
            zw.chars().next().map_or(0, u32::from)
        );
    }
    let plain = "Ala ma kota";
    let hidden = "\u{2068}A\u{200B}l\u{200D}a\u{2069}\u{FEFF}\u{FE0F} ma \u{2066}kota\u{2069}";
    assert_alike_as_name_and_caption(hidden, plain);
}

#[test]
fn a_combining_mark_sits_on_its_base_letter_and_adds_no_width() {
    // No precomposed letter exists for these: the mark is a glyph of its own. Ж́ is a
    // Russian stress mark.
    for (base, marked) in [
        ("W", "W\u{0303}"),
        ("q", "q\u{0303}"),
        ("q", "q\u{0308}"),
        ("Ж", "Ж\u{0301}"),
    ] {
        let (plain, w) = drawn(Face::Regular, 30, base);
        let (img, w_marked) = drawn(Face::Regular, 30, marked);
        assert_eq!(w, w_marked, "{marked} is wider than {base}");
        let (left, top, right, _) = ink_bounds(&plain).expect("ink");
        // The mark: the ink above the base letter's top.
        let mark =
            image::imageops::crop_imm(&img, 0, 0, img.width(), top.saturating_sub(1)).to_image();
        let (ml, _, mr, _) = ink_bounds(&mark).expect("the mark is above its letter");
        let (base_mid, mark_mid) = ((left + right) as f32 / 2.0, (ml + mr) as f32 / 2.0);
        assert!(
            (base_mid - mark_mid).abs() <= 2.0,
            "{marked}: mark centred at {mark_mid}, letter at {base_mid}"
        );
    }
}

#[test]
fn hebrew_names_read_right_to_left_in_the_score_table() {
    // U+202D LEFT-TO-RIGHT OVERRIDE draws its text in the order given: the glyphs reversed.
    let name = "שלום עליכם";
    let reversed = "\u{202D}םכילע םולש\u{202C}";
    let logical = "\u{202D}שלום עליכם\u{202C}";
    assert_same_board(&board_with(&[name], ""), &board_with(&[reversed], ""), name);
    let differ = diff_count(&board_with(&[name], ""), &board_with(&[logical], ""));
    assert!(differ > 0, "drawn left to right");
}

#[test]
fn a_mixed_name_keeps_its_parts_in_place() {
    // The bidi algorithm: the Hebrew word reverses, the digits after it read left to right
    // and go with it, the Latin word stays first.
    let name = "Ali שלום 123";
    let visual = "\u{202D}Ali 123 םולש\u{202C}";
    assert_alike_as_name_and_caption(name, visual);
}

#[test]
fn arabic_letters_are_joined_and_read_right_to_left() {
    // علي drawn right to left with its initial ain, medial lam and final yeh: the same
    // glyphs as the presentation forms U+FECB U+FEE0 U+FEF2 set left to right by hand.
    let name = "علي";
    let joined = "\u{202D}\u{FEF2}\u{FEE0}\u{FECB}\u{202C}";
    let isolated = "\u{202D}\u{FEF1}\u{FEDD}\u{FEC9}\u{202C}";
    assert_drawn_alike(Face::Regular, 20, name, joined);
    assert_drawn_unlike(Face::Regular, 20, name, isolated);
    assert_same_board(&board_with(&[name], ""), &board_with(&[joined], ""), name);
}

#[test]
fn long_names_are_cut_between_whole_clusters() {
    let names = [
        "👨\u{200D}👩\u{200D}👧".repeat(12),
        "e\u{0301}\u{0302}".repeat(40),
        "王小明田中さくら김민준".repeat(4),
        "שלום עליכם ".repeat(6),
        "علي بن أبي طالب ".repeat(4),
    ];
    for name in &names {
        for max in [30.0, 57.0, 101.0, 180.0] {
            let cut = fit_text(Face::Regular, 20, name, max).expect("fits");
            assert!(
                text_width(Face::Regular, 20, &cut).expect("width") <= max,
                "{cut}"
            );
            let kept = cut.strip_suffix('…').expect("cut with an ellipsis");
            assert!(name.starts_with(kept), "{cut} is not the start of {name}");
            use unicode_segmentation::UnicodeSegmentation;
            assert!(
                kept.is_empty() || name.grapheme_indices(true).any(|(i, _)| i == kept.len()),
                "{cut} ends inside a cluster"
            );
        }
    }
}
