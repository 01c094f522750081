//! The board picture: the empty board (grid, premiums, start star, coordinates, legend)
//! drawn once per layout and cached; then per picture the tiles, the last move's
//! highlight, the score table, the bag and the caption.

use std::sync::{Arc, Mutex, OnceLock};

use image::{Rgb, RgbImage};

use super::canvas::{draw_text, draw_text_centred, fill_rect, fit_text, text_width};
use super::fonts::Face;
use super::labels::Labels;
use super::palette::{self, field_tint};
use super::tile::{blit, glow, highlight, sprite};
use super::{BoardView, RenderError, SquareLook};

/// Side of one square in pixels.
pub const SQUARE: i32 = 48;
/// The largest board side we draw (more is a bad view).
pub const MAX_SIDE: u8 = 32;
const COORD: i32 = 24;
const PAD: i32 = 12;
const MIN_WIDTH: i32 = 720;
const LEGEND_H: i32 = 36;
const ROW_H: i32 = 34;
const BAG_H: i32 = 76;
const CAPTION_LINE: i32 = 28;
const CAPTION_SIZE: u16 = 19;
const MAX_PLAYER_ROWS: usize = 12;

/// Where things go in a picture of a board of one size.
#[derive(Debug, Clone, Copy)]
struct Geometry {
    width: i32,
    board_x: i32,
    board_y: i32,
    board_w: i32,
    board_h: i32,
    legend_y: i32,
    base_h: i32,
}

impl Geometry {
    fn new(cols: u8, rows: u8) -> Self {
        let board_w = i32::from(cols) * SQUARE + 1;
        let board_h = i32::from(rows) * SQUARE + 1;
        let width = (2 * (PAD + COORD) + board_w).max(MIN_WIDTH);
        let board_x = (width - board_w) / 2;
        let board_y = PAD + COORD;
        let legend_y = board_y + board_h + COORD + 4;
        Geometry {
            width,
            board_x,
            board_y,
            board_w,
            board_h,
            legend_y,
            base_h: legend_y + LEGEND_H,
        }
    }

    fn cell(&self, row: i32, col: i32) -> (i32, i32) {
        (self.board_x + col * SQUARE, self.board_y + row * SQUARE)
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
    width: u8,
    height: u8,
    squares: Vec<SquareLook>,
    start: (u8, u8),
    labels: Labels,
}

/// Empty boards drawn so far, oldest first.
type BaseCache = Mutex<Vec<(BaseKey, Arc<RgbImage>)>>;
static BASES: OnceLock<BaseCache> = OnceLock::new();
const BASE_CACHE_LIMIT: usize = 8;

fn base(view: &BoardView, labels: &Labels, g: &Geometry) -> Result<Arc<RgbImage>, RenderError> {
    let key = BaseKey {
        width: view.width,
        height: view.height,
        squares: view.squares.clone(),
        start: view.start,
        labels: labels.clone(),
    };
    let cache = BASES.get_or_init(|| Mutex::new(Vec::new()));
    if let Ok(list) = cache.lock() {
        if let Some((_, img)) = list.iter().find(|(k, _)| *k == key) {
            return Ok(Arc::clone(img));
        }
    }
    let img = Arc::new(draw_base(view, labels, g)?);
    if let Ok(mut list) = cache.lock() {
        if list.len() >= BASE_CACHE_LIMIT {
            list.remove(0);
        }
        list.push((key, Arc::clone(&img)));
    }
    Ok(img)
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
        SquareLook::QuadWord(arrow) => {
            let (f, i) = palette::QUAD_WORD;
            (f, i, format!("{}{arrow}", labels.quad_word))
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

/// Draw an empty square of `size` at (x, y) (inside the grid lines), with its label or
/// the start star.
fn draw_square(
    img: &mut RgbImage,
    x: i32,
    y: i32,
    size: i32,
    look: SquareLook,
    labels: &Labels,
    star: bool,
) -> Result<(), RenderError> {
    let (fill, ink, label) = square_paint(look, labels);
    fill_rect(img, x, y, size, size, fill.0);
    let (cx, cy) = (x as f32 + size as f32 / 2.0, y as f32 + size as f32 / 2.0);
    if star {
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
    } else if !label.is_empty() {
        let big = matches!(look, SquareLook::Colour(_));
        let mut text_size = if big {
            (size as f32 * 0.36) as u16
        } else {
            (size as f32 * 0.33) as u16
        };
        while text_size > 8 && text_width(Face::Bold, text_size, &label)? > size as f32 - 4.0 {
            text_size -= 1;
        }
        draw_text_centred(img, Face::Bold, text_size, cx, cy, ink.0, &label)?;
    }
    Ok(())
}

fn draw_base(view: &BoardView, labels: &Labels, g: &Geometry) -> Result<RgbImage, RenderError> {
    let mut img = RgbImage::from_pixel(g.width as u32, g.base_h as u32, palette::BACKGROUND);
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
        draw_square(&mut img, x + 1, y + 1, SQUARE - 1, look, labels, star)?;
    }
    let coord_size = 16;
    for col in 0..i32::from(view.width) {
        let name = column_name(col as usize);
        let cx = (g.board_x + col * SQUARE) as f32 + SQUARE as f32 / 2.0;
        for cy in [g.board_y - COORD / 2 - 1, g.board_y + g.board_h + COORD / 2] {
            draw_text_centred(
                &mut img,
                Face::Regular,
                coord_size,
                cx,
                cy as f32,
                palette::COORD_TEXT.0,
                &name,
            )?;
        }
    }
    for row in 0..i32::from(view.height) {
        let name = (row + 1).to_string();
        let cy = (g.board_y + row * SQUARE) as f32 + SQUARE as f32 / 2.0;
        for cx in [g.board_x - COORD / 2 - 1, g.board_x + g.board_w + COORD / 2] {
            draw_text_centred(
                &mut img,
                Face::Regular,
                coord_size,
                cx as f32,
                cy,
                palette::COORD_TEXT.0,
                &name,
            )?;
        }
    }
    draw_legend(&mut img, view, labels, g)?;
    Ok(img)
}

/// The legend strip: a small swatch of every kind of square the board has, with a word.
fn draw_legend(
    img: &mut RgbImage,
    view: &BoardView,
    labels: &Labels,
    g: &Geometry,
) -> Result<(), RenderError> {
    let mut colours: Vec<u32> = view
        .squares
        .iter()
        .filter_map(|s| match s {
            SquareLook::Colour(v) => Some(*v),
            _ => None,
        })
        .collect();
    colours.sort_unstable();
    colours.dedup();
    let has = |look: SquareLook| view.squares.contains(&look);
    let mut groups: Vec<(Vec<SquareLook>, String)> = Vec::new();
    if !colours.is_empty() {
        let looks = colours.iter().map(|&v| SquareLook::Colour(v)).collect();
        groups.push((looks, labels.colour_field.clone()));
    }
    let letters: Vec<_> = [SquareLook::DoubleLetter, SquareLook::TripleLetter]
        .into_iter()
        .filter(|&l| has(l))
        .collect();
    if !letters.is_empty() {
        groups.push((letters, labels.letter_premium.clone()));
    }
    let words: Vec<_> = [SquareLook::DoubleWord, SquareLook::TripleWord]
        .into_iter()
        .filter(|&l| has(l))
        .collect();
    if !words.is_empty() {
        groups.push((words, labels.word_premium.clone()));
    }
    let mut special: Vec<SquareLook> = Vec::new();
    if let Some(quad) = view
        .squares
        .iter()
        .find(|s| matches!(s, SquareLook::QuadWord(_)))
    {
        special.push(*quad);
    }
    if has(SquareLook::Exchange) {
        special.push(SquareLook::Exchange);
    }
    if !special.is_empty() {
        groups.push((special, labels.special.clone()));
    }
    if has(SquareLook::Clearing) {
        groups.push((vec![SquareLook::Clearing], labels.clearing_legend.clone()));
    }
    let swatch = 28;
    let text_size = 15;
    let y = g.legend_y + (LEGEND_H - swatch) / 2;
    let mut x = g.board_x;
    let right = g.board_x + g.board_w;
    let mut entries: Vec<(Vec<SquareLook>, bool, String)> =
        groups.into_iter().map(|(l, t)| (l, false, t)).collect();
    entries.push((vec![SquareLook::Plain], true, labels.start.clone()));
    for (looks, star, text) in entries {
        let need = looks.len() as i32 * (swatch + 2)
            + 6
            + text_width(Face::Regular, text_size, &text)? as i32;
        if x + need > right {
            break;
        }
        for look in looks {
            fill_rect(img, x, y, swatch, swatch, palette::GRID.0);
            draw_square(img, x + 1, y + 1, swatch - 2, look, labels, star)?;
            x += swatch + 2;
        }
        x += 4;
        let baseline = y + swatch / 2 + 6;
        let w = draw_text(
            img,
            Face::Regular,
            text_size,
            x as f32,
            baseline,
            palette::COORD_TEXT.0,
            &text,
        )?;
        x += w as i32 + 22;
    }
    Ok(())
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

/// Draw `view` as an RGB picture, with `labels` on premiums and in the legend.
pub(crate) fn draw_board(view: &BoardView, labels: &Labels) -> Result<RgbImage, RenderError> {
    check(view)?;
    let g = Geometry::new(view.width, view.height);
    let base = base(view, labels, &g)?;
    let caption_w = (g.width - 2 * PAD) as f32;
    let caption = wrap(&view.caption, CAPTION_SIZE, caption_w, 2)?;
    let rows = view.players.len().min(MAX_PLAYER_ROWS) as i32;
    let panel_y = g.base_h + 6;
    let panel_h = (rows * ROW_H).max(BAG_H);
    let caption_y = panel_y + panel_h + 8;
    let height = caption_y + caption.len() as i32 * CAPTION_LINE + PAD;

    let mut raw = Vec::with_capacity((g.width * height * 3) as usize);
    raw.extend_from_slice(base.as_raw());
    let start = raw.len();
    raw.resize((g.width * height * 3) as usize, 0);
    for px in raw[start..].chunks_exact_mut(3) {
        px.copy_from_slice(&palette::BACKGROUND.0);
    }
    let mut img = RgbImage::from_raw(g.width as u32, height as u32, raw)
        .ok_or_else(|| RenderError::BadView("picture size overflow".into()))?;

    draw_tiles(&mut img, view, &g)?;
    draw_scores(&mut img, view, &g, panel_y)?;
    draw_bag(&mut img, view, labels, &g, panel_y)?;
    for (i, line) in caption.iter().enumerate() {
        let baseline = caption_y + i as i32 * CAPTION_LINE + 20;
        draw_text(
            &mut img,
            Face::Regular,
            CAPTION_SIZE,
            PAD as f32,
            baseline,
            palette::TEXT.0,
            line,
        )?;
    }
    Ok(img)
}

/// The tiles on the board, the last move's marked.
fn draw_tiles(img: &mut RgbImage, view: &BoardView, g: &Geometry) -> Result<(), RenderError> {
    let w = usize::from(view.width);
    for (i, tile) in view.tiles.iter().enumerate() {
        if let Some(t) = tile {
            let (x, y) = g.cell((i / w) as i32, (i % w) as i32);
            fill_rect(img, x + 1, y + 1, SQUARE - 1, SQUARE - 1, palette::PLAIN.0);
            let s = sprite(t, (SQUARE + 1) as u32)?;
            blit(img, &s, x, y);
        }
    }
    let fresh: Vec<(i32, i32)> = view
        .tiles
        .iter()
        .enumerate()
        .filter(|(_, t)| matches!(t, Some(t) if t.fresh))
        .map(|(i, _)| g.cell((i / w) as i32, (i % w) as i32))
        .collect();
    for &(x, y) in &fresh {
        glow(img, x, y, SQUARE + 1, 3);
    }
    for &(x, y) in &fresh {
        highlight(img, x, y, SQUARE + 1);
    }

    Ok(())
}

/// The board alone: [`draw_board`]'s picture down to the legend, without the score table,
/// the bag and the caption (for pictures that put their own text under it). Room for
/// `room` more rows is kept in the picture's buffer, so adding them copies nothing.
pub(crate) fn draw_plate(
    view: &BoardView,
    labels: &Labels,
    room: u32,
) -> Result<RgbImage, RenderError> {
    check(view)?;
    let g = Geometry::new(view.width, view.height);
    let base = base(view, labels, &g)?;
    let mut raw = Vec::with_capacity(base.as_raw().len() + (g.width as usize) * room as usize * 3);
    raw.extend_from_slice(base.as_raw());
    let mut img = RgbImage::from_raw(base.width(), base.height(), raw)
        .ok_or_else(|| RenderError::BadView("picture size overflow".into()))?;
    draw_tiles(&mut img, view, &g)?;
    Ok(img)
}

fn draw_scores(
    img: &mut RgbImage,
    view: &BoardView,
    g: &Geometry,
    top: i32,
) -> Result<(), RenderError> {
    let left = PAD;
    let right = (g.width as f32 * 0.66) as i32;
    let name_size = 20;
    for (i, p) in view.players.iter().take(MAX_PLAYER_ROWS).enumerate() {
        let y = top + i as i32 * ROW_H;
        let baseline = y + ROW_H / 2 + 7;
        if p.to_move {
            fill_rect(
                img,
                left,
                y + 1,
                right - left,
                ROW_H - 2,
                palette::TO_MOVE_BAND.0,
            );
            fill_rect(img, left, y + 1, 4, ROW_H - 2, palette::HIGHLIGHT.0);
            draw_text(
                img,
                Face::Regular,
                18,
                (left + 10) as f32,
                baseline - 1,
                palette::HIGHLIGHT.0,
                "▶",
            )?;
        }
        let score = p.score.to_string();
        let score_w = text_width(Face::Bold, name_size, &score)?;
        let mut name_x = left + 34;
        if let Some(colour) = p.colour {
            let paint = palette::player_paint(colour);
            let side = ROW_H / 2;
            let rgb = |c: image::Rgba<u8>| [c.0[0], c.0[1], c.0[2]];
            fill_rect(
                img,
                name_x,
                y + (ROW_H - side) / 2,
                side,
                side,
                rgb(paint.rim),
            );
            fill_rect(
                img,
                name_x,
                y + (ROW_H - side) / 2,
                side - 2,
                side - 2,
                rgb(paint.fill),
            );
            name_x += side + 8;
        }
        let name_face = if p.to_move { Face::Bold } else { Face::Regular };
        let room = (right - 10) as f32 - score_w - 16.0 - name_x as f32;
        let name = fit_text(name_face, name_size, &p.name, room.max(0.0))?;
        draw_text(
            img,
            name_face,
            name_size,
            name_x as f32,
            baseline,
            palette::TEXT.0,
            &name,
        )?;
        draw_text(
            img,
            Face::Bold,
            name_size,
            (right - 10) as f32 - score_w,
            baseline,
            palette::TEXT.0,
            &score,
        )?;
    }
    Ok(())
}

fn draw_bag(
    img: &mut RgbImage,
    view: &BoardView,
    labels: &Labels,
    g: &Geometry,
    top: i32,
) -> Result<(), RenderError> {
    let left = (g.width as f32 * 0.66) as i32 + 12;
    let right = g.width - PAD;
    fill_rect(
        img,
        left,
        top + 1,
        right - left,
        BAG_H - 2,
        palette::TO_MOVE_BAND.0,
    );
    let cx = (left + right) as f32 / 2.0;
    let number = view.bag_left.to_string();
    draw_text_centred(
        img,
        Face::Bold,
        36,
        cx,
        (top + 28) as f32,
        palette::TEXT.0,
        &number,
    )?;
    let label = fit_text(Face::Regular, 16, &labels.bag, (right - left - 8) as f32)?;
    draw_text_centred(
        img,
        Face::Regular,
        16,
        cx,
        (top + 58) as f32,
        palette::COORD_TEXT.0,
        &label,
    )?;
    Ok(())
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
        let lines = wrap(&text, CAPTION_SIZE, 300.0, 2).unwrap();
        assert_eq!(lines.len(), 2);
        assert!(lines[1].ends_with('…'));
        assert!(wrap("", CAPTION_SIZE, 300.0, 2).unwrap().is_empty());
    }

    /// The plate is the board's picture down to the legend, whatever the room asked for.
    #[test]
    fn the_plate_is_the_top_of_the_board_picture() {
        let view = crate::render::sample::mid_game();
        let labels = Labels::default();
        let whole = draw_board(&view, &labels).unwrap();
        let g = Geometry::new(view.width, view.height);
        for room in [0, 104, 5000] {
            let plate = draw_plate(&view, &labels, room).unwrap();
            assert_eq!(plate.dimensions(), (whole.width(), g.base_h as u32));
            let top = image::imageops::crop_imm(&whole, 0, 0, whole.width(), g.base_h as u32);
            assert!(plate == top.to_image(), "room {room}");
        }
    }
}
