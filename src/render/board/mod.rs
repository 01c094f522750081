//! The board picture, laid out for a phone: the board as wide as the picture, coordinates
//! on its four sides, the legend, the score table and the bag under it, then two lines of
//! caption. Everything a player reads is sized from the picture's width (see `phone`): shown
//! 375 pixels wide, a coordinate, a premium label, a legend word, a name or the caption
//! keeps capitals at least [`PHONE_CAP`] pixels tall. The picture's height depends only on
//! the board, the labels and the number of players, so every picture of a game has one
//! size and an edited message does not jump.
//!
//! The empty board (grid, premiums, start star, coordinates, legend) is drawn once per
//! layout and cached with its geometry; then per picture the tiles, the last move's
//! highlight, the score table, the bag and the caption. The legend's entries and lines are
//! in `legend`, the score table and the bag in `panel`; a board without them, for the
//! ending's pictures and the replay, is a plate ([`draw_plate`]).

use std::sync::{Arc, Mutex, OnceLock};

use image::Rgb;

use super::canvas::{draw_text, draw_text_centred, fill_rect, fit_text, ink_box, text_width};
use super::fonts::{self, Face};
use super::indexed::{Indexed, Palette};
use super::labels::Labels;
use super::palette::{self, field_tint};
use super::phone::{readable, PHONE_CAP};
use super::tile::{glow, highlight, sprite};
use super::{BoardView, RenderError, SquareLook};

mod legend;
mod panel;

#[cfg(test)]
mod probe;

use legend::{draw_legend, lay_out_legend, Entry};
use panel::{draw_bag, draw_scores};
#[cfg(test)]
pub(crate) use probe::{legend, measures, square_at, square_ink};

/// Side of one square in pixels on a board of 11 columns or more (smaller boards get
/// bigger squares, so that the board fills the picture).
pub const SQUARE: i32 = 48;
/// The largest board side we draw (more is a bad view).
pub const MAX_SIDE: u8 = 32;
const MAX_SQUARE: i32 = 96;
const PAD: i32 = 8;
/// The narrowest picture: room for the score table and the bag beside it.
const MIN_WIDTH: i32 = 520;
/// The most players the score table lists.
const MAX_PLAYER_ROWS: usize = 12;
/// Caption lines kept under the score table, whether the caption needs them or not.
const CAPTION_LINES: usize = 2;

/// Where things go in a picture of one board layout.
#[derive(Debug, Clone)]
struct Geometry {
    /// Side of a square.
    sq: i32,
    width: i32,
    board_x: i32,
    board_y: i32,
    board_w: i32,
    board_h: i32,
    /// Width of the column of row numbers on each side, height of the row of column letters.
    coord_w: i32,
    coord_h: i32,
    /// The size of every text a player reads (coordinates, labels, legend, names, caption).
    text: u16,
    /// Side of a legend swatch, height of a legend line.
    swatch: i32,
    line_h: i32,
    /// The legend, line by line: each entry and its x.
    legend: Vec<Vec<(Entry, i32)>>,
    legend_y: i32,
    /// Height of the empty board picture (down to the legend's last line).
    base_h: i32,
}

impl Geometry {
    /// The geometry of `view` with squares of `square` pixels (more on a small board).
    fn new(view: &BoardView, labels: &Labels, square: i32) -> Result<Self, RenderError> {
        let (cols, rows) = (i32::from(view.width), i32::from(view.height));
        // The squares grow on small boards, so that the board fills the narrowest picture.
        let mut sq = square
            .max((MIN_WIDTH - 2 * PAD - 80) / cols)
            .min(MAX_SQUARE);
        let mut coord_w = 32;
        let mut width = 0;
        let mut text = 0;
        // The text size follows the width, the width the room the row numbers take.
        for _ in 0..4 {
            width = (2 * (PAD + coord_w) + cols * sq + 1).max(MIN_WIDTH);
            text = readable(Face::Narrow, width, PHONE_CAP)?;
            let widest = text_width(Face::Narrow, text, &rows.to_string())?.ceil() as i32;
            coord_w = widest + 8;
        }
        if cols * sq + 1 + 2 * (PAD + coord_w) > width {
            width = 2 * (PAD + coord_w) + cols * sq + 1;
        }
        // A board too small for the narrowest picture gets squares as big as fit.
        sq = sq.max(((width - 2 * (PAD + coord_w) - 1) / cols).min(MAX_SQUARE));
        let board_w = cols * sq + 1;
        let board_h = rows * sq + 1;
        let cap = fonts::cap_height(Face::Narrow, text)?.ceil() as i32;
        let coord_h = cap + 14;
        let board_x = (width - board_w) / 2;
        let board_y = PAD + coord_h;
        let legend_y = board_y + board_h + coord_h + 4;
        let swatch = (f32::from(text) * 1.15).round() as i32;
        let line_h = swatch + 10;
        let legend = lay_out_legend(view, labels, text, swatch, board_x, width - board_x)?;
        let base_h = legend_y + legend.len() as i32 * line_h + 4;
        Ok(Geometry {
            sq,
            width,
            board_x,
            board_y,
            board_w,
            board_h,
            coord_w,
            coord_h,
            text,
            swatch,
            line_h,
            legend,
            legend_y,
            base_h,
        })
    }

    fn cell(&self, row: i32, col: i32) -> (i32, i32) {
        (self.board_x + col * self.sq, self.board_y + row * self.sq)
    }

    /// Height of a score table row.
    fn row_h(&self) -> i32 {
        (f32::from(self.text) * 1.6).round() as i32
    }

    /// Height of a caption line.
    fn caption_line(&self) -> i32 {
        (f32::from(self.text) * 1.3).round() as i32
    }

    /// Height of the score table with `players` rows (the bag box is never shorter).
    fn panel_h(&self, players: usize) -> i32 {
        let rows = players.min(MAX_PLAYER_ROWS) as i32;
        (rows * self.row_h()).max(self.row_h() * 2 + 8)
    }

    /// Height of the whole picture for `players` players.
    fn height(&self, players: usize) -> i32 {
        self.base_h
            + 6
            + self.panel_h(players)
            + 8
            + CAPTION_LINES as i32 * self.caption_line()
            + PAD
    }
}

/// The name of column `i` (0-based): A..Z, then AA, AB, ...
pub fn column_name(i: usize) -> String {
    let mut n = i + 1;
    let mut out = Vec::new();
    while n > 0 {
        let r = (n - 1) % 26;
        out.push(char::from(b'A' + r as u8));
        n = (n - 1) / 26;
    }
    out.iter().rev().collect()
}

fn check(view: &BoardView) -> Result<usize, RenderError> {
    let (w, h) = (view.width, view.height);
    if w == 0 || h == 0 || w > MAX_SIDE || h > MAX_SIDE {
        return Err(RenderError::BadView(format!(
            "the board is {w}x{h}; each side must be 1 to {MAX_SIDE} squares"
        )));
    }
    let n = usize::from(w) * usize::from(h);
    if view.squares.len() != n {
        return Err(RenderError::BadView(format!(
            "{} square looks for a {w}x{h} board of {n} squares",
            view.squares.len()
        )));
    }
    if view.tiles.len() != n {
        return Err(RenderError::BadView(format!(
            "{} tile places for a {w}x{h} board of {n} squares",
            view.tiles.len()
        )));
    }
    let (r, c) = view.start;
    if r >= h || c >= w {
        return Err(RenderError::BadView(format!(
            "the start square (row {}, column {}) is off the {w}x{h} board",
            u32::from(r) + 1,
            u32::from(c) + 1
        )));
    }
    Ok(n)
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct BaseKey {
    square: i32,
    width: u8,
    height: u8,
    squares: Vec<SquareLook>,
    start: (u8, u8),
    labels: Labels,
}

/// An empty board and where things go on it.
type Base = (Arc<Indexed>, Arc<Geometry>);
/// Empty boards drawn so far, oldest first.
type BaseCache = Mutex<Vec<(BaseKey, Base)>>;
static BASES: OnceLock<BaseCache> = OnceLock::new();
/// Empty boards kept: a board's picture and its replay's for each of six variants in the
/// languages a server mixes (one is 0.5-0.8 MB with its deflate tokens).
const BASE_CACHE_LIMIT: usize = 12;

fn base(view: &BoardView, labels: &Labels, square: i32) -> Result<Base, RenderError> {
    let key = BaseKey {
        square,
        width: view.width,
        height: view.height,
        squares: view.squares.clone(),
        start: view.start,
        labels: labels.clone(),
    };
    let cache = BASES.get_or_init(|| Mutex::new(Vec::new()));
    if let Ok(list) = cache.lock() {
        if let Some((_, (img, g))) = list.iter().find(|(k, _)| *k == key) {
            return Ok((Arc::clone(img), Arc::clone(g)));
        }
    }
    let g = Arc::new(Geometry::new(view, labels, square)?);
    let img = Arc::new(draw_base(view, labels, &g)?);
    if let Ok(mut list) = cache.lock() {
        if list.len() >= BASE_CACHE_LIMIT {
            list.remove(0);
        }
        list.push((key, (Arc::clone(&img), Arc::clone(&g))));
    }
    Ok((img, g))
}

/// Fill and label colour of an empty square, and its label text.
fn square_paint(look: SquareLook, labels: &Labels) -> (Rgb<u8>, Rgb<u8>, String) {
    match look {
        SquareLook::Plain => (palette::PLAIN, palette::GRID, String::new()),
        SquareLook::Colour(v) => {
            let (fill, ink) = field_tint(v);
            (fill, ink, v.to_string())
        }
        SquareLook::DoubleLetter => {
            let (f, i) = palette::DOUBLE_LETTER;
            (f, i, labels.double_letter.clone())
        }
        SquareLook::TripleLetter => {
            let (f, i) = palette::TRIPLE_LETTER;
            (f, i, labels.triple_letter.clone())
        }
        SquareLook::DoubleWord => {
            let (f, i) = palette::DOUBLE_WORD;
            (f, i, labels.double_word.clone())
        }
        SquareLook::TripleWord => {
            let (f, i) = palette::TRIPLE_WORD;
            (f, i, labels.triple_word.clone())
        }
        SquareLook::QuadWord(_) => {
            let (f, i) = palette::QUAD_WORD;
            (f, i, labels.quad_word.clone())
        }
        SquareLook::Exchange => {
            let (f, i) = palette::EXCHANGE;
            (f, i, labels.exchange.clone())
        }
        SquareLook::Clearing => {
            let (f, i) = palette::CLEARING;
            (f, i, labels.clearing.clone())
        }
    }
}

/// The height of `text`'s ink at `size` in `face` (0 when it inks nothing).
fn ink_height(face: Face, size: u16, text: &str) -> Result<i32, RenderError> {
    Ok(ink_box(face, size, 0.0, 0, text)?.map_or(0, |b| b.3 - b.1))
}

/// The size a premium label is drawn at in a square with `room` pixels for it, from the
/// picture's text size `text`: a label of symbols shorter than a capital (⇄) is made as
/// tall as one, and any label shrinks until it fits across the square.
pub(crate) fn label_size(label: &str, room: i32, text: u16) -> Result<u16, RenderError> {
    let face = Face::Narrow;
    let want = fonts::cap_height(face, text)?.round() as i32;
    let fits =
        |s: u16| -> Result<bool, RenderError> { Ok(text_width(face, s, label)? <= room as f32) };
    let mut size = text;
    while size < text * 3 && ink_height(face, size, label)? < want && fits(size + 1)? {
        size += 1;
    }
    while size > 6 && !fits(size)? {
        size -= 1;
    }
    Ok(size)
}

/// The text of a premium label at (cx, cy) and, for a 4S square, its arrow under it: the
/// label's size, and each piece with its pen position (x, baseline).
pub(crate) type SquareText = Vec<(Face, u16, f32, i32, String)>;

/// Lays out the label of a square `size` pixels wide centred on (cx, cy), for a picture
/// whose text size is `text`.
pub(crate) fn square_text(
    look: SquareLook,
    label: &str,
    size: i32,
    cx: f32,
    cy: f32,
    text: u16,
) -> Result<SquareText, RenderError> {
    if label.is_empty() {
        return Ok(Vec::new());
    }
    let room = size - 3;
    let label_px = label_size(label, room, text)?;
    let mut pieces = vec![(Face::Narrow, label_px, label.to_string())];
    if let SquareLook::QuadWord(arrow) = look {
        let arrow_px = (f32::from(label_px) * 0.75).round() as u16;
        pieces.push((Face::Bold, arrow_px, arrow.to_string()));
    }
    // Stack the pieces' ink, 2 pixels apart, centred on cy.
    let mut boxes = Vec::with_capacity(pieces.len());
    for (face, px, t) in &pieces {
        let b = ink_box(*face, *px, 0.0, 0, t)?.unwrap_or((0, 0, 0, 0));
        boxes.push(b);
    }
    let gap = 2;
    let total: i32 = boxes.iter().map(|b| b.3 - b.1).sum::<i32>() + gap * (boxes.len() as i32 - 1);
    let mut top = (cy - total as f32 / 2.0).round() as i32;
    let mut out = Vec::with_capacity(pieces.len());
    for ((face, px, t), b) in pieces.into_iter().zip(boxes) {
        let w = text_width(face, px, &t)?;
        // The baseline that puts the ink's top at `top`.
        let baseline = top - b.1;
        out.push((face, px, cx - w / 2.0, baseline, t));
        top += b.3 - b.1 + gap;
    }
    Ok(out)
}

/// Draw an empty square of `size` at (x, y) (inside the grid lines), with its label and,
/// on the start square, the star (behind the label when the square has one).
#[allow(clippy::too_many_arguments)]
fn draw_square(
    img: &mut Indexed,
    x: i32,
    y: i32,
    size: i32,
    look: SquareLook,
    labels: &Labels,
    star: bool,
    text: u16,
) -> Result<(), RenderError> {
    let (fill, ink, label) = square_paint(look, labels);
    fill_rect(img, x, y, size, size, fill.0);
    let (cx, cy) = (x as f32 + size as f32 / 2.0, y as f32 + size as f32 / 2.0);
    let mut label_cy = cy;
    if star && label.is_empty() {
        let star_size = (size as f32 * 0.8) as u16;
        draw_text_centred(
            img,
            Face::Regular,
            star_size,
            cx,
            cy + size as f32 * 0.04,
            palette::STAR.0,
            "★",
        )?;
    } else if star {
        // A labelled start square: a small star over its label, which moves down a little
        // and stays whole (the square's value is part of the first move's score).
        let star_size = (size as f32 * 0.5) as u16;
        draw_text_centred(
            img,
            Face::Regular,
            star_size,
            cx,
            y as f32 + size as f32 * 0.19,
            ink.0,
            "★",
        )?;
        label_cy = cy + size as f32 * 0.12;
    }
    for (face, px, pen, baseline, t) in square_text(look, &label, size, cx, label_cy, text)? {
        draw_text(img, face, px, pen, baseline, ink.0, &t)?;
    }
    Ok(())
}

fn draw_base(view: &BoardView, labels: &Labels, g: &Geometry) -> Result<Indexed, RenderError> {
    let mut img = Indexed::new(g.width as u32, g.base_h as u32, palette::BACKGROUND.0);
    fill_rect(
        &mut img,
        g.board_x,
        g.board_y,
        g.board_w,
        g.board_h,
        palette::GRID.0,
    );
    let w = usize::from(view.width);
    for (i, &look) in view.squares.iter().enumerate() {
        let (row, col) = ((i / w) as i32, (i % w) as i32);
        let (x, y) = g.cell(row, col);
        let star = (row, col) == (i32::from(view.start.0), i32::from(view.start.1));
        draw_square(&mut img, x + 1, y + 1, g.sq - 1, look, labels, star, g.text)?;
    }
    let coord = |img: &mut Indexed, cx: f32, cy: f32, name: &str| {
        draw_text_centred(
            img,
            Face::Narrow,
            g.text,
            cx,
            cy,
            palette::COORD_TEXT.0,
            name,
        )
    };
    for col in 0..i32::from(view.width) {
        let name = column_name(col as usize);
        let cx = (g.board_x + col * g.sq) as f32 + g.sq as f32 / 2.0;
        coord(&mut img, cx, (g.board_y - g.coord_h / 2) as f32, &name)?;
        coord(
            &mut img,
            cx,
            (g.board_y + g.board_h + g.coord_h / 2) as f32,
            &name,
        )?;
    }
    for row in 0..i32::from(view.height) {
        let name = (row + 1).to_string();
        let cy = (g.board_y + row * g.sq) as f32 + g.sq as f32 / 2.0;
        coord(&mut img, (g.board_x - g.coord_w / 2) as f32, cy, &name)?;
        coord(
            &mut img,
            (g.board_x + g.board_w + g.coord_w / 2) as f32,
            cy,
            &name,
        )?;
    }
    draw_legend(&mut img, labels, g)?;
    Ok(img)
}

/// Split `text` into at most `max_lines` lines that fit `width`; the last one is cut with "…".
fn wrap(text: &str, size: u16, width: f32, max_lines: usize) -> Result<Vec<String>, RenderError> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let candidate = if current.is_empty() {
            word.to_string()
        } else {
            format!("{current} {word}")
        };
        if current.is_empty() || text_width(Face::Regular, size, &candidate)? <= width {
            current = candidate;
        } else {
            lines.push(std::mem::replace(&mut current, word.to_string()));
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    if lines.len() > max_lines {
        let rest = lines.split_off(max_lines - 1).join(" ");
        lines.push(rest);
    }
    let mut out = Vec::with_capacity(lines.len());
    for line in lines {
        out.push(fit_text(Face::Regular, size, &line, width)?);
    }
    Ok(out)
}

/// Draw `view`, with `labels` on premiums and in the legend.
pub(crate) fn draw_board(view: &BoardView, labels: &Labels) -> Result<Indexed, RenderError> {
    check(view)?;
    let (base, g) = base(view, labels, SQUARE)?;
    let caption_w = (g.width - 2 * PAD) as f32;
    let caption = wrap(&view.caption, g.text, caption_w, CAPTION_LINES)?;
    let panel_y = g.base_h + 6;
    let caption_y = panel_y + g.panel_h(view.players.len()) + 8;
    let height = g.height(view.players.len());

    let mut img = Indexed::drawn_over(&base, height as u32, palette::BACKGROUND.0, 0);

    draw_tiles(&mut img, view, &g, true)?;
    draw_scores(&mut img, view, &g, panel_y)?;
    draw_bag(&mut img, view, labels, &g, panel_y)?;
    let line = g.caption_line();
    for (i, text) in caption.iter().enumerate() {
        let cy = caption_y + i as i32 * line + line / 2;
        let baseline = super::canvas::centred_baseline(Face::Regular, g.text, cy as f32)?;
        draw_text(
            &mut img,
            Face::Regular,
            g.text,
            PAD as f32,
            baseline,
            palette::TEXT.0,
            text,
        )?;
    }
    Ok(img)
}

/// The tiles on the board, the last move's ringed (and haloed when `halo`).
fn draw_tiles(
    img: &mut Indexed,
    view: &BoardView,
    g: &Geometry,
    halo: bool,
) -> Result<(), RenderError> {
    let w = usize::from(view.width);
    for (i, tile) in view.tiles.iter().enumerate() {
        if let Some(t) = tile {
            let (x, y) = g.cell((i / w) as i32, (i % w) as i32);
            fill_rect(img, x + 1, y + 1, g.sq - 1, g.sq - 1, palette::PLAIN.0);
            let s = sprite(t, (g.sq + 1) as u32)?;
            img.stamp(&s.stamp, x, y);
        }
    }
    let fresh: Vec<(i32, i32)> = view
        .tiles
        .iter()
        .enumerate()
        .filter(|(_, t)| matches!(t, Some(t) if t.fresh))
        .map(|(i, _)| g.cell((i / w) as i32, (i % w) as i32))
        .collect();
    if halo {
        glow(img, &fresh, g.sq + 1, 3);
    }
    for &(x, y) in &fresh {
        highlight(img, x, y, g.sq + 1);
    }
    Ok(())
}

/// How a board is drawn without its score table and caption ([`draw_plate`]): as on the
/// board's picture, or smaller and plainer in a replay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PlateLook {
    /// Side of a square in pixels (more on a small board).
    pub square: i32,
    /// Whether the last move's ringed tiles also get a halo ([`glow`]).
    pub halo: bool,
}

impl PlateLook {
    /// As on the board's picture ([`draw_board`]): the final picture.
    pub(crate) const BOARD: PlateLook = PlateLook {
        square: SQUARE,
        halo: true,
    };

    /// A replay's frames ([`super::replay`]). A chat shows a GIF at the message's width (a
    /// phone's 375 pixels, a desktop's 550), never at a board picture's 800, so 36-pixel
    /// squares (a 15x15 replay about 620 pixels wide, its texts sized for a phone from the
    /// width) lose nothing there and take a quarter fewer bytes a frame. The halo, there to
    /// find a move on a still picture, is left out: in a replay the tiles appearing show
    /// where the move went, the ring marks them, and the halo and its erasing one frame later
    /// cost a tenth of the file (`cargo bench --bench ending`: 150 KB with it, 140 KB
    /// without, for the same 31 moves).
    pub(crate) const REPLAY: PlateLook = PlateLook {
        square: 36,
        halo: false,
    };
}

/// The board alone: [`draw_board`]'s picture down to the legend (its squares and the last
/// move's marks as `look` says), without the score table, the bag and the caption (for
/// pictures that put their own text under it). Room for `room` more rows is kept in the
/// picture's buffer, so adding them copies nothing.
///
/// With a `seed` (the palette of a picture drawn over the same empty board before, as a
/// replay's frame before this one), the picture starts from that palette, so that every
/// colour the two share has one index in both (see `animation`).
pub(crate) fn draw_plate(
    view: &BoardView,
    labels: &Labels,
    room: u32,
    look: PlateLook,
    seed: Option<&Palette>,
) -> Result<Indexed, RenderError> {
    check(view)?;
    let (base, g) = base(view, labels, look.square)?;
    let mut img = base.extended(0, palette::BACKGROUND.0, room);
    if let Some(seed) = seed {
        img.seed_palette(seed);
    }
    draw_tiles(&mut img, view, &g, look.halo)?;
    Ok(img)
}

/// Empty this file's cache.
pub(crate) fn clear_cache() {
    if let Some(cache) = BASES.get() {
        if let Ok(mut c) = cache.lock() {
            c.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_names_go_past_z() {
        assert_eq!(column_name(0), "A");
        assert_eq!(column_name(14), "O");
        assert_eq!(column_name(25), "Z");
        assert_eq!(column_name(26), "AA");
    }

    #[test]
    fn long_captions_wrap_into_two_lines_at_most() {
        let text = "Ala ułożyła KOT za 12 punktów ".repeat(20);
        let lines = wrap(&text, 19, 300.0, 2).unwrap();
        assert_eq!(lines.len(), 2);
        assert!(lines[1].ends_with('…'));
        assert!(wrap("", 19, 300.0, 2).unwrap().is_empty());
    }

    /// The plate is the board's picture down to the legend, whatever the room asked for.
    #[test]
    fn the_plate_is_the_top_of_the_board_picture() {
        let view = crate::render::sample::mid_game();
        let labels = Labels::default();
        let whole = draw_board(&view, &labels).unwrap().to_rgb();
        let g = Geometry::new(&view, &labels, SQUARE).unwrap();
        for room in [0, 104, 5000] {
            let plate = draw_plate(&view, &labels, room, PlateLook::BOARD, None)
                .unwrap()
                .to_rgb();
            assert_eq!(plate.dimensions(), (whole.width(), g.base_h as u32));
            let top = image::imageops::crop_imm(&whole, 0, 0, whole.width(), g.base_h as u32);
            assert!(plate == top.to_image(), "room {room}");
        }
    }
}
