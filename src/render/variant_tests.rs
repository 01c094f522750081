//! The pictures of every variant with its real letters, values and squares (and WordCap's
//! grids in its four languages): each letter draws as itself, clear of its value; no tile
//! looks like a square of its board; and shown on a phone, every coordinate, premium label
//! and text a player reads stays readable.

use std::collections::HashSet;

use super::board::{self, measures, SquareText};
use super::canvas::{draw_text, ink_box};
use super::fonts::{cap_height, Face};
use super::palette::{distance, APART};
use super::phone::{on_phone, PHONE_CAP};
use super::tile::{clearance, sprite, tile_look_paint, tile_text, touch};
use super::{grid, grid_image, Labels, SquareLook, TileLook};
use crate::lexicon::{capital, Alphabet, Language, Letter};
use crate::rules::{BoardTile, GameSetup, VariantId};
use crate::table::{square_looks, tile_look, tiles_by_value, GridMark, Seat};

/// A set of pixels.
type Ink = HashSet<(i32, i32)>;

/// How many pixels one drawing has that the other has not.
fn apart(a: &Ink, b: &Ink) -> usize {
    a.symmetric_difference(b).count()
}

/// `c` drawn on its own in `face` at `size` with its pen at (x, baseline), in a picture
/// `w` x `h`: the pixels it covers half or more.
fn glyph_ink(face: Face, size: u16, x: f32, baseline: i32, c: char, w: u32, h: u32) -> Ink {
    let mut img = image::RgbImage::new(w, h);
    draw_text(&mut img, face, size, x, baseline, [255; 3], &c.to_string()).expect("draws");
    img.enumerate_pixels()
        .filter(|(_, _, p)| p.0[0] >= 128)
        .map(|(x, y, _)| (x as i32, y as i32))
        .collect()
}

/// Whether two colours differ by at least half of `contrast` in some channel.
fn differs(a: [u8; 3], b: [u8; 3], contrast: i32) -> bool {
    (0..3).any(|k| 2 * (i32::from(a[k]) - i32::from(b[k])).abs() >= contrast)
}

fn contrast(ink: [u8; 3], face: [u8; 3]) -> i32 {
    (0..3)
        .map(|k| (i32::from(ink[k]) - i32::from(face[k])).abs())
        .max()
        .unwrap_or(0)
}

fn rgb(c: image::Rgba<u8>) -> [u8; 3] {
    [c.0[0], c.0[1], c.0[2]]
}

/// The letter read off a tile: where the tile differs from the same tile without a letter.
fn tile_letter(look: &TileLook, size: u32) -> Ink {
    let with = sprite(look, size).expect("a sprite");
    let mut bare = look.clone();
    bare.letter = ' ';
    let without = sprite(&bare, size).expect("a sprite");
    let paint = tile_look_paint(look);
    let c = contrast(rgb(paint.ink), rgb(paint.fill));
    with.enumerate_pixels()
        .zip(without.pixels())
        .filter(|((_, _, a), b)| differs(rgb(**a), rgb(**b), c))
        .map(|((x, y, _), _)| (x as i32, y as i32))
        .collect()
}

/// Which letter of `alphabet` some ink reads as: the letter (in either case) whose glyph,
/// drawn alone where the ink was drawn, differs from it in the fewest pixels; how many, and
/// how many the nearest other letter differs in.
fn read(alphabet: &Alphabet, ink: &Ink, draw: impl Fn(char) -> Ink) -> (Letter, usize, usize) {
    let mut offs: Vec<(usize, Letter)> = Vec::new();
    for l in alphabet.letters() {
        let lower = alphabet.lower(l);
        let off = [capital(lower), lower]
            .into_iter()
            .map(|c| apart(ink, &draw(c)))
            .min()
            .unwrap_or(usize::MAX);
        offs.push((off, l));
    }
    offs.sort();
    let (best, letter) = offs[0];
    (letter, best, offs.get(1).map_or(usize::MAX, |o| o.0))
}

/// Every tile of a variant: each letter as a tile and as a blank, as the table draws them.
fn tiles_of(id: VariantId) -> Vec<(Letter, TileLook)> {
    let v = id.variant();
    v.language
        .alphabet()
        .letters()
        .flat_map(|l| {
            [false, true]
                .map(|blank| (l, tile_look(v, BoardTile { letter: l, blank }, false, None)))
        })
        .collect()
}

/// A glyph read back differs from its own drawing in at most this many pixels (those at
/// half coverage, rounded either way).
const SAME: usize = 4;

const BOARD_TILE: u32 = (board::SQUARE + 1) as u32;

/// Issue 24, point 2: "every letter of every alphabet must draw as itself" (a `ß` was drawn
/// as `S`, its uppercase being two letters). Each tile of each variant, as a tile and as a
/// blank, reads back as its own letter, and no two letters of a variant draw alike.
#[test]
fn every_letter_of_every_variant_draws_as_itself_on_its_tile() {
    for &id in VariantId::ALL {
        let alphabet = id.variant().language.alphabet();
        let mut seen: Vec<(Letter, bool, Ink)> = Vec::new();
        for (letter, look) in tiles_of(id) {
            let ink = tile_letter(&look, BOARD_TILE);
            let drawn = capital(look.letter);
            let text = tile_text(drawn, look.value, look.blank, BOARD_TILE).expect("laid out");
            let (face, size, x, baseline) = text.letter.expect("a letter");
            let (read_as, off, next) = read(alphabet, &ink, |c| {
                glyph_ink(face, size, x, baseline, c, BOARD_TILE, BOARD_TILE)
            });
            let ctx = format!("{} {:?} blank {}", id.name(), look.letter, look.blank);
            assert_eq!(
                alphabet.lower(read_as),
                alphabet.lower(letter),
                "{ctx}: reads as {:?} ({off} pixels off)",
                alphabet.lower(read_as)
            );
            assert!(off <= SAME, "{ctx}: {off} pixels off its own glyph");
            assert!(
                next > off,
                "{ctx}: another letter's glyph is as near ({next})"
            );
            for (other, blank, drawn) in &seen {
                if *blank == look.blank && *other != letter {
                    assert!(
                        apart(&ink, drawn) > 0,
                        "{ctx} draws as {:?} does",
                        alphabet.lower(*other)
                    );
                }
            }
            seen.push((letter, look.blank, ink));
        }
    }
}

fn seats(n: usize) -> Vec<Seat> {
    (0..n)
        .map(|i| Seat {
            user: i as u64 + 1,
            name: format!("P{i}"),
            locale: "en".into(),
            dm_closed: false,
            computer: None,
        })
        .collect()
}

/// Issue 24, point 2, on WordCap's grid: every letter of each of its four languages, laid
/// in a grid and drawn as the table draws it, reads back as itself.
#[test]
fn every_letter_of_every_wordcap_language_draws_as_itself_in_its_cell() {
    use crate::wordcap::{Grid, WordCapGame, WordCapOptions};
    let (ink_colour, face_colour) = grid::LETTER_ON_FACE;
    let c = contrast(ink_colour, face_colour);
    for language in [
        Language::Polish,
        Language::English,
        Language::Russian,
        Language::German,
    ] {
        let alphabet = language.alphabet();
        let letters: Vec<Letter> = alphabet.letters().collect();
        for chunk in letters.chunks(25) {
            let cells: Vec<Letter> = (0..25).map(|i| chunk[i % chunk.len()]).collect();
            let rows: Vec<String> = cells
                .chunks(5)
                .map(|r| r.iter().map(|&l| alphabet.lower(l)).collect())
                .collect();
            let grid = Grid::from_rows(language, &rows.join("/")).expect("a grid");
            let game =
                WordCapGame::from_grid(WordCapOptions::new(language), grid, 2).expect("a game");
            let mut view =
                crate::table::grid_view(&game, &seats(2), String::new(), GridMark::Nothing);
            view.bonuses = vec![0; view.bonuses.len()];
            let mut bare = view.clone();
            bare.letters = vec![' '; bare.letters.len()];
            let labels = Labels::english();
            let with = grid_image(&view, &labels).expect("draws");
            let without = grid_image(&bare, &labels).expect("draws");
            for (i, &letter) in cells.iter().enumerate().take(chunk.len()) {
                let (row, col) = ((i / 5) as i32, (i % 5) as i32);
                let (x, y, side) = grid::tile_rect(5, row, col).expect("a cell");
                let ink: Ink = (y..y + side)
                    .flat_map(|py| (x..x + side).map(move |px| (px, py)))
                    .filter(|&(px, py)| {
                        let a = with.get_pixel(px as u32, py as u32).0;
                        let b = without.get_pixel(px as u32, py as u32).0;
                        differs(a, b, c)
                    })
                    .collect();
                let drawn = capital(view.letters[i]).to_string();
                let (size, pen, baseline) = grid::letter_at(5, row, col, &drawn).expect("a letter");
                let (w, h) = with.dimensions();
                let (read_as, off, next) = read(alphabet, &ink, |c| {
                    glyph_ink(Face::Bold, size, pen, baseline, c, w, h)
                });
                let ctx = format!("{language:?} {:?}", alphabet.lower(letter));
                assert_eq!(
                    read_as,
                    letter,
                    "{ctx}: reads as {:?}",
                    alphabet.lower(read_as)
                );
                assert!(off <= SAME, "{ctx}: {off} pixels off its own glyph");
                assert!(
                    next > off,
                    "{ctx}: another letter's glyph is as near ({next})"
                );
            }
        }
    }
}

/// Issue 24, point 3: "Ą and Ę: the hook runs into the value digit". On every tile of
/// every variant, at the board's, the rack's and other sizes, the letter's ink keeps its
/// clearance from the value's and stays on the tile's face.
#[test]
fn no_letter_runs_into_its_value() {
    for &id in VariantId::ALL {
        for (_, look) in tiles_of(id).into_iter().filter(|(_, t)| !t.blank) {
            for size in [40, BOARD_TILE, 57, super::RACK_TILE as u32, 72, 97] {
                let letter = capital(look.letter);
                let text = tile_text(letter, look.value, false, size).expect("laid out");
                let (face, px, x, baseline) = text.letter.expect("a letter");
                let ink = ink_box(face, px, x, baseline, &letter.to_string())
                    .expect("measured")
                    .expect("ink");
                let (digits, vpx, vx, vbase) = text.value.expect("a value");
                let value = ink_box(Face::Bold, vpx, vx, vbase, &digits)
                    .expect("measured")
                    .expect("ink");
                let ctx = format!(
                    "{} {letter}{} at {size}: {ink:?} {value:?}",
                    id.name(),
                    look.value
                );
                assert!(!touch(ink, value, clearance(size)), "{ctx}");
                assert!(
                    ink.0 >= 0 && ink.1 >= 0 && ink.2 <= size as i32 && ink.3 <= size as i32,
                    "{ctx}"
                );
            }
        }
    }
}

/// The picture's words in each language plansza speaks.
fn every_language() -> [Labels; 4] {
    [
        Labels::polish(),
        Labels::english(),
        Labels::german(),
        Labels::russian(),
    ]
}

/// A variant's board with every square look it has, as the table draws it.
fn board_of(id: VariantId, players: usize) -> super::BoardView {
    let mut setup = GameSetup::new(id, players);
    setup.players.truncate(players);
    let game = setup.into_game().expect("a game");
    crate::table::board_view(&game, &seats(players), "Ala: KOT +12".into())
}

/// The fill of an empty square of `look`.
fn square_fill(look: SquareLook, labels: &Labels) -> [u8; 3] {
    let view = super::BoardView {
        width: 1,
        height: 1,
        squares: vec![look],
        start: (0, 0),
        tiles: vec![None],
        players: Vec::new(),
        bag_left: 0,
        caption: String::new(),
    };
    let img = super::board_image(&view, labels).expect("draws");
    let (x, y, _) = board::square_at(&view, labels, 0, 0).expect("a square");
    // A corner of the square, away from its label and star.
    img.get_pixel((x + 3) as u32, (y + 3) as u32).0
}

/// Issue 24, point 4: "a tile must never look like a square". Every tile a variant can show
/// (each value, a blank, each player's colour where tiles have owners) is at least
/// [`APART`] from every premium square of its board, and its edge at least that far from
/// every square (a plain one too). Only Literaki's tiles wear their fields' colours, by
/// rule: there the saturated face stays clearly off its pale field (12 or more) and the
/// dark edge sets it apart.
#[test]
fn no_tile_looks_like_a_square_of_its_board() {
    let labels = Labels::english();
    for &id in VariantId::ALL {
        let v = id.variant();
        let mut looks = square_looks(v);
        looks.push(SquareLook::Plain);
        looks.sort_by_key(|l| format!("{l:?}"));
        looks.dedup();
        let mut tiles: Vec<TileLook> = tiles_of(id).into_iter().map(|(_, t)| t).collect();
        if v.hooks.word_takeover == crate::rules::WordTakeover::ExtendedWord {
            for owner in 0..v.max_players as u8 {
                let mut t = tiles[0].clone();
                t.owner = Some(owner);
                t.blank = false;
                tiles.push(t);
            }
        }
        for t in &tiles {
            let paint = tile_look_paint(t);
            let (fill, edge) = (rgb(paint.fill), rgb(paint.edge));
            for &look in &looks {
                let square = square_fill(look, &labels);
                let ctx = format!(
                    "{} tile {:?} ({} pts) on {look:?}",
                    id.name(),
                    t.letter,
                    t.value
                );
                let own_field = t.by_value && look == SquareLook::Colour(t.value) && !t.blank;
                let face_apart = distance(fill, square);
                if own_field {
                    assert!(face_apart >= 12.0, "{ctx}: face {face_apart:.1} apart");
                } else if look != SquareLook::Plain {
                    assert!(face_apart >= APART, "{ctx}: face {face_apart:.1} apart");
                }
                let edge_apart = distance(edge, square);
                assert!(edge_apart >= APART, "{ctx}: edge {edge_apart:.1} apart");
            }
        }
        assert_eq!(
            tiles_by_value(v),
            id == VariantId::Literaki,
            "{}",
            id.name()
        );
    }
}

/// The height of a label piece's ink on a phone.
fn ink_on_phone(piece: &(Face, u16, f32, i32, String), width: i32) -> f32 {
    let (face, size, _, _, text) = piece;
    let b = ink_box(*face, *size, 0.0, 0, text)
        .expect("measured")
        .expect("ink");
    on_phone((b.3 - b.1) as f32, width)
}

/// Issue 24, point 5: "a phone shows the board at about 375 px". On every variant's board in
/// every language, shown 375 pixels wide: the coordinates, the legend, the names and the
/// caption have capitals at least [`PHONE_CAP`] pixels tall, and so has every premium
/// label (a symbol's ink as tall as a capital), each fitting in its square.
#[test]
fn a_phone_shows_every_board_s_coordinates_and_labels_readably() {
    for &id in VariantId::ALL {
        for labels in every_language() {
            let view = board_of(id, 2);
            let (width, text, squares) = measures(&view, &labels).expect("measured");
            let ctx = format!("{} ({}) {width} px wide", id.name(), labels.bag);
            let cap = on_phone(cap_height(Face::Narrow, text).expect("a size"), width);
            assert!(cap >= PHONE_CAP, "{ctx}: coordinates {cap:.1} px");
            let cap = on_phone(cap_height(Face::Regular, text).expect("a size"), width);
            assert!(cap >= PHONE_CAP, "{ctx}: legend and names {cap:.1} px");
            let (_, _, side) = board::square_at(&view, &labels, 0, 0).expect("a square");
            for (look, pieces) in squares {
                check_label(&ctx, look, &pieces, width, side - 1);
            }
        }
    }
}

fn check_label(ctx: &str, look: SquareLook, pieces: &SquareText, width: i32, room: i32) {
    let Some(label) = pieces.first() else {
        assert_eq!(look, SquareLook::Plain, "{ctx}: {look:?} has no label");
        return;
    };
    let tall = ink_on_phone(label, width);
    assert!(
        tall >= PHONE_CAP,
        "{ctx}: {look:?} label {:?} {tall:.1} px",
        label.4
    );
    for (face, size, x, baseline, t) in pieces {
        let b = ink_box(*face, *size, *x, *baseline, t)
            .expect("measured")
            .expect("ink");
        assert!(
            b.0 >= 0 && b.1 >= 0 && b.2 <= room && b.3 <= room,
            "{ctx}: {look:?} {t:?} {b:?} leaves its square of {room}"
        );
    }
}

/// Issue 24, point 5, WordCap: the grid's picture is portrait (the grid as wide as the
/// picture), and shown 375 pixels wide its coordinates, table, letters and badges keep
/// capitals at least [`PHONE_CAP`] pixels tall.
#[test]
fn a_phone_shows_the_wordcap_grid_wide_and_readably() {
    let (width, text, badge) = grid::measures(5).expect("measured");
    for (what, face, size) in [
        ("coordinates", Face::Narrow, text),
        ("table", Face::Regular, text),
        ("badges", Face::Bold, badge),
        (
            "letters",
            Face::Bold,
            grid::letter_size("W").expect("a size"),
        ),
    ] {
        let cap = on_phone(cap_height(face, size).expect("a size"), width);
        assert!(cap >= PHONE_CAP, "{what}: {cap:.1} px");
    }
    let (x0, _, _) = grid::tile_rect(5, 0, 0).expect("a cell");
    let (x4, _, side) = grid::tile_rect(5, 0, 4).expect("a cell");
    let grid_px = on_phone((x4 + side - x0) as f32, width);
    assert!(
        grid_px >= 300.0,
        "the grid is {grid_px:.0} px wide on a phone"
    );
}

/// Issue 24, point 6: "the Literaki centre star hides its own value". On every variant's
/// board the start square shows its label as every square of its kind does, with the star
/// beside it: the label's ink on another square of that kind is all ink on the start
/// square too, moved down at most a quarter of the square.
#[test]
fn the_start_square_keeps_its_label_beside_the_star() {
    let labels = Labels::polish();
    for &id in VariantId::ALL {
        let view = board_of(id, 2);
        let img = super::board_image(&view, &labels).expect("draws");
        let w = usize::from(view.width);
        let (sr, sc) = (usize::from(view.start.0), usize::from(view.start.1));
        let look = view.squares[sr * w + sc];
        let Some(other) =
            (0..view.squares.len()).find(|&i| view.squares[i] == look && i != sr * w + sc)
        else {
            continue;
        };
        let Some(ink) = super::board::square_ink(look, &labels) else {
            continue;
        };
        let (ox, oy, side) =
            board::square_at(&view, &labels, (other / w) as i32, (other % w) as i32)
                .expect("a square");
        let (sx, sy, _) = board::square_at(&view, &labels, sr as i32, sc as i32).expect("a square");
        let label: Vec<(i32, i32)> = (1..side)
            .flat_map(|dy| (1..side).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| img.get_pixel((ox + dx) as u32, (oy + dy) as u32).0 == ink)
            .collect();
        assert!(
            label.len() > 20,
            "{}: {look:?} has a label ({} pixels)",
            id.name(),
            label.len()
        );
        let kept = (0..=side / 4).any(|shift| {
            label.iter().all(|&(dx, dy)| {
                dy + shift < side
                    && img.get_pixel((sx + dx) as u32, (sy + dy + shift) as u32).0 == ink
            })
        });
        assert!(
            kept,
            "{}: the start square's {look:?} label is hidden",
            id.name()
        );
    }
}

/// Issue 24, point 6: "the Literki legend drops the 4W and SWAP items in English". On every
/// variant's board in every language, the legend shows every kind of square the board has,
/// and the start, each with its words whole.
#[test]
fn the_legend_shows_every_kind_of_square_in_every_language() {
    for &id in VariantId::ALL {
        for labels in every_language() {
            let view = board_of(id, 2);
            let legend = board::legend(&view, &labels).expect("laid out");
            let mut kinds: Vec<SquareLook> = view
                .squares
                .iter()
                .copied()
                .filter(|&l| l != SquareLook::Plain)
                .collect();
            kinds.sort_by_key(|l| format!("{l:?}"));
            kinds.dedup();
            for kind in kinds {
                let shown = match kind {
                    SquareLook::QuadWord(_) => legend.iter().any(|(looks, _)| {
                        looks.iter().any(|l| matches!(l, SquareLook::QuadWord(_)))
                    }),
                    _ => legend.iter().any(|(looks, _)| looks.contains(&kind)),
                };
                assert!(shown, "{} ({}): {kind:?} missing", id.name(), labels.bag);
            }
            assert!(legend.iter().any(|(_, text)| *text == labels.start));
            for (_, text) in &legend {
                assert!(
                    !text.ends_with('…'),
                    "{} ({}): {text} cut",
                    id.name(),
                    labels.bag
                );
            }
        }
    }
}
