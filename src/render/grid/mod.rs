//! The WordCap grid picture: a square of letter tiles on a dark plate with the bonus of
//! each diagonal crossing drawn as a numbered badge where four tiles meet, the word just
//! traced as a thick semi-opaque line in its author's colour (a ring on the first letter,
//! an arrow head on the last, the crossed badges ringed), the score table beside the grid
//! and two lines of text under it.
//!
//! The empty grid of a size (background, coordinates, plate, blank tile faces, table
//! header) is drawn once and cached, and so is each kind of badge; a picture is then a
//! copy, the path, 25 letters from the glyph cache, 16 badge sprites and the table.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::{RgbImage, Rgba, RgbaImage};

use super::board::column_name;
use super::canvas::{
    draw_text, draw_text_centred, fill_circle, fill_rect, fill_rounded, fit_text, text_width, Mask,
};
use super::fonts::Face;
use super::labels::Labels;
use super::palette;
use super::tile::blit;
use super::{GridView, RenderError};

/// Side of one grid cell in pixels (the tile and half the gap on each side).
pub const GRID_CELL: i32 = 76;
/// The largest grid side we draw (more is a bad view).
pub const MAX_GRID_SIDE: u8 = 8;

const PAD: i32 = 16;
const COORD: i32 = 26;
/// Room between the plate's edge and the outer tiles.
const PLATE: i32 = 10;
const GAP: i32 = 8;
const TABLE_GAP: i32 = 28;
const TABLE_W: i32 = 400;
const SORT_W: i32 = 96;
const HEADER_H: i32 = 30;
const ROW_H: i32 = 46;
const MAX_ROWS: usize = 8;
const CAPTION_SIZE: u16 = 21;
const FOOTER_SIZE: u16 = 17;
const LETTER_SIZE: u16 = 46;
const PATH_W: f32 = 20.0;
const BADGE_R: f32 = 15.0;

/// Tile face, its darker rim (bottom and right) and the letters.
const TILE_FACE: [u8; 3] = palette::PLAIN.0;
const TILE_RIM: [u8; 3] = palette::GRID.0;
const TILE_INK: [u8; 3] = [0x26, 0x22, 0x1c];
/// The plate under the tiles.
const PLATE_FILL: [u8; 3] = [0x1e, 0x1f, 0x22];
/// The thin edge around a badge, so it stands out on tiles and on the line alike.
const BADGE_EDGE: [u8; 3] = [0x1e, 0x1f, 0x22];

/// Fill and ink of the badge of a bonus: a heat scale from mild to strong, in the board
/// picture's colours (light blue, yellow, orange, red, purple).
fn badge_paint(value: u8) -> ([u8; 3], [u8; 3]) {
    let dark = [0x1e, 0x1e, 0x1e];
    let light = [0xff, 0xff, 0xff];
    match value {
        0 | 1 => (palette::DOUBLE_LETTER.0 .0, palette::DOUBLE_LETTER.1 .0),
        2 => (rgb(palette::tile_paint(1, false).fill), dark),
        3 => (palette::DOUBLE_WORD.0 .0, palette::DOUBLE_WORD.1 .0),
        4 => (rgb(palette::tile_paint(5, false).fill), light),
        _ => (palette::TRIPLE_WORD.0 .0, light),
    }
}

fn rgb(c: Rgba<u8>) -> [u8; 3] {
    [c.0[0], c.0[1], c.0[2]]
}

/// Where things go in a picture of a grid of one size.
#[derive(Debug, Clone, Copy)]
struct Geometry {
    side: i32,
    width: i32,
    height: i32,
    plate_x: i32,
    plate_y: i32,
    plate_w: i32,
    /// Top-left corner of the first cell.
    grid_x: i32,
    grid_y: i32,
    table_x: i32,
    caption_y: i32,
}

impl Geometry {
    fn new(side: u8) -> Self {
        let side = i32::from(side);
        let plate_x = PAD + COORD;
        let plate_y = PAD + COORD;
        let plate_w = side * GRID_CELL + 2 * PLATE;
        let body_h = plate_w.max(HEADER_H + MAX_ROWS as i32 * ROW_H);
        let table_x = plate_x + plate_w + TABLE_GAP;
        let caption_y = plate_y + body_h + 14;
        Geometry {
            side,
            width: table_x + TABLE_W + PAD,
            height: caption_y + 32 + 26 + PAD - 4,
            plate_x,
            plate_y,
            plate_w,
            grid_x: plate_x + PLATE,
            grid_y: plate_y + PLATE,
            table_x,
            caption_y,
        }
    }

    /// The centre of cell (row, col).
    fn centre(&self, row: i32, col: i32) -> (f32, f32) {
        (
            (self.grid_x + col * GRID_CELL) as f32 + GRID_CELL as f32 / 2.0,
            (self.grid_y + row * GRID_CELL) as f32 + GRID_CELL as f32 / 2.0,
        )
    }

    /// The crossing point below and right of cell (row, col).
    fn crossing(&self, row: i32, col: i32) -> (f32, f32) {
        (
            (self.grid_x + (col + 1) * GRID_CELL) as f32,
            (self.grid_y + (row + 1) * GRID_CELL) as f32,
        )
    }

    /// Right edge of the score column (the sorts column follows).
    fn score_right(&self) -> i32 {
        self.table_x + TABLE_W - SORT_W - 6
    }

    fn sorts_centre(&self) -> f32 {
        (self.table_x + TABLE_W - SORT_W / 2) as f32
    }
}

fn check(view: &GridView) -> Result<(), RenderError> {
    let side = view.side;
    if side == 0 || side > MAX_GRID_SIDE {
        return Err(RenderError::BadView(format!(
            "the grid side is {side}; it must be 1 to {MAX_GRID_SIDE} cells"
        )));
    }
    let n = usize::from(side) * usize::from(side);
    if view.letters.len() != n {
        return Err(RenderError::BadView(format!(
            "{} letters for a {side}x{side} grid of {n} cells",
            view.letters.len()
        )));
    }
    let crossings = usize::from(side - 1) * usize::from(side - 1);
    if view.bonuses.len() != crossings {
        return Err(RenderError::BadView(format!(
            "{} bonuses for a {side}x{side} grid of {crossings} crossings",
            view.bonuses.len()
        )));
    }
    if view.path.len() > n {
        return Err(RenderError::BadView(format!(
            "a path of {} cells on a grid of {n} cells",
            view.path.len()
        )));
    }
    if let Some(&(r, c)) = view.path.iter().find(|&&(r, c)| r >= side || c >= side) {
        return Err(RenderError::BadView(format!(
            "the path cell (row {}, column {}) is off the {side}x{side} grid",
            u32::from(r) + 1,
            u32::from(c) + 1
        )));
    }
    Ok(())
}

/// Empty grids drawn so far, oldest first, by side and sort header.
type BaseCache = Mutex<Vec<((u8, String), Arc<RgbImage>)>>;
static BASES: OnceLock<BaseCache> = OnceLock::new();
const BASE_CACHE_LIMIT: usize = 8;

fn base(side: u8, labels: &Labels, g: &Geometry) -> Result<Arc<RgbImage>, RenderError> {
    let key = (side, labels.sorts.clone());
    let cache = BASES.get_or_init(|| Mutex::new(Vec::new()));
    if let Ok(list) = cache.lock() {
        if let Some((_, img)) = list.iter().find(|(k, _)| *k == key) {
            return Ok(Arc::clone(img));
        }
    }
    let img = Arc::new(draw_base(labels, g)?);
    if let Ok(mut list) = cache.lock() {
        if list.len() >= BASE_CACHE_LIMIT {
            list.remove(0);
        }
        list.push((key, Arc::clone(&img)));
    }
    Ok(img)
}

/// Background, coordinates, the plate with blank tile faces, the table header.
fn draw_base(labels: &Labels, g: &Geometry) -> Result<RgbImage, RenderError> {
    let mut img = RgbImage::from_pixel(g.width as u32, g.height as u32, palette::BACKGROUND);
    fill_rounded(
        &mut img, g.plate_x, g.plate_y, g.plate_w, g.plate_w, 14.0, PLATE_FILL,
    );
    let tile = GRID_CELL - GAP;
    let rim = 3;
    for row in 0..g.side {
        for col in 0..g.side {
            let x = g.grid_x + col * GRID_CELL + GAP / 2;
            let y = g.grid_y + row * GRID_CELL + GAP / 2;
            fill_rounded(&mut img, x, y, tile, tile, 10.0, TILE_RIM);
            fill_rounded(&mut img, x, y, tile - rim, tile - rim, 10.0, TILE_FACE);
        }
    }
    let coord_size = 17;
    for i in 0..g.side {
        let (cx, _) = g.centre(0, i);
        draw_text_centred(
            &mut img,
            Face::Regular,
            coord_size,
            cx,
            (g.plate_y - COORD / 2 - 2) as f32,
            palette::COORD_TEXT.0,
            &column_name(i as usize),
        )?;
        let (_, cy) = g.centre(i, 0);
        draw_text_centred(
            &mut img,
            Face::Regular,
            coord_size,
            (g.plate_x - COORD / 2 - 2) as f32,
            cy,
            palette::COORD_TEXT.0,
            &(i + 1).to_string(),
        )?;
    }
    let header = fit_text(Face::Regular, 15, &labels.sorts, (SORT_W - 4) as f32)?;
    draw_text_centred(
        &mut img,
        Face::Regular,
        15,
        g.sorts_centre(),
        (g.plate_y + HEADER_H / 2 - 2) as f32,
        palette::COORD_TEXT.0,
        &header,
    )?;
    fill_rect(
        &mut img,
        g.table_x,
        g.plate_y + HEADER_H - 4,
        TABLE_W,
        1,
        palette::TO_MOVE_BAND.0,
    );
    Ok(img)
}

/// Draw `view` as an RGB picture, with `labels` in the score table.
pub(crate) fn draw_grid(view: &GridView, labels: &Labels) -> Result<RgbImage, RenderError> {
    check(view)?;
    let g = Geometry::new(view.side);
    let base = base(view.side, labels, &g)?;
    let mut img = (*base).clone();
    let paint = match view.path_player {
        Some(p) => palette::player_paint(p),
        None => palette::TilePaint {
            fill: Rgba([
                palette::HIGHLIGHT.0[0],
                palette::HIGHLIGHT.0[1],
                palette::HIGHLIGHT.0[2],
                255,
            ]),
            rim: Rgba([0x8a, 0x10, 0x70, 255]),
            ink: Rgba([0xff, 0xff, 0xff, 255]),
        },
    };
    draw_path(&mut img, view, &g, paint);
    let side = usize::from(view.side);
    for (i, &letter) in view.letters.iter().enumerate() {
        let (cx, cy) = g.centre((i / side) as i32, (i % side) as i32);
        let letter = letter.to_uppercase().next().unwrap_or(letter);
        let mut text = [0u8; 4];
        let text = letter.encode_utf8(&mut text);
        let mut size = LETTER_SIZE;
        while size > 20 && text_width(Face::Bold, size, text)? > (GRID_CELL - GAP - 12) as f32 {
            size -= 2;
        }
        // The tile face sits up-left of the rim; centre the letter on the face.
        draw_text_centred(
            &mut img,
            Face::Bold,
            size,
            cx - 1.5,
            cy - 1.0,
            TILE_INK,
            text,
        )?;
    }
    draw_badges(&mut img, view, &g, paint)?;
    draw_table(&mut img, view, &g)?;
    let text_w = (g.width - 2 * PAD) as f32;
    let caption = fit_text(Face::Bold, CAPTION_SIZE, &view.caption, text_w)?;
    draw_text(
        &mut img,
        Face::Bold,
        CAPTION_SIZE,
        PAD as f32,
        g.caption_y + 24,
        palette::TEXT.0,
        &caption,
    )?;
    let footer = view
        .turns_left
        .map(|n| format!("{}: {n}", labels.turns_left))
        .unwrap_or_default();
    let footer = fit_text(Face::Regular, FOOTER_SIZE, &footer, text_w)?;
    draw_text(
        &mut img,
        Face::Regular,
        FOOTER_SIZE,
        PAD as f32,
        g.caption_y + 32 + 20,
        palette::COORD_TEXT.0,
        &footer,
    )?;
    Ok(img)
}

/// The grid alone: [`draw_grid`]'s picture cut to the plate and its coordinates, without
/// the score table and the text under it (for pictures that put their own text around it).
pub(crate) fn draw_grid_plate(view: &GridView, labels: &Labels) -> Result<RgbImage, RenderError> {
    let img = draw_grid(view, labels)?;
    let g = Geometry::new(view.side);
    let w = ((g.plate_x + g.plate_w + PAD) as u32).min(img.width());
    let h = ((g.plate_y + g.plate_w + PAD) as u32).min(img.height());
    Ok(super::copy::crop(&img, (0, 0, w, h)))
}

/// The crossings passed by diagonal steps of the path, as (row, col) of the cell above
/// and left of each.
fn crossed(path: &[(u8, u8)]) -> Vec<(u8, u8)> {
    path.windows(2)
        .filter(|w| w[0].0.abs_diff(w[1].0) == 1 && w[0].1.abs_diff(w[1].1) == 1)
        .map(|w| (w[0].0.min(w[1].0), w[0].1.min(w[1].1)))
        .collect()
}

/// The traced word: a dark edge and the coloured line, each painted once from a mask so
/// that the joints stay even; a ring around the first cell, an arrow head on the last.
fn draw_path(img: &mut RgbImage, view: &GridView, g: &Geometry, paint: palette::TilePaint) {
    let Some(&(r0, c0)) = view.path.first() else {
        return;
    };
    let pts: Vec<(f32, f32)> = view
        .path
        .iter()
        .map(|&(r, c)| g.centre(i32::from(r), i32::from(c)))
        .collect();
    let start = g.centre(i32::from(r0), i32::from(c0));
    let arrow = match pts.len() {
        0 | 1 => None,
        n => {
            let (a, b) = (pts[n - 2], pts[n - 1]);
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt();
            if len > 0.0 {
                Some((b, (dx / len, dy / len)))
            } else {
                None
            }
        }
    };
    // Only the rectangle around the path (and its markers) is masked and painted.
    let reach = 48.0;
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in &pts {
        (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
    }
    let (mx, my) = ((x0 - reach) as i32, (y0 - reach) as i32);
    let (mw, mh) = (
        (x1 - x0 + 2.0 * reach) as i32,
        (y1 - y0 + 2.0 * reach) as i32,
    );
    let shape = |grow: f32| {
        let mut m = Mask::new(mx, my, mw, mh);
        for w in pts.windows(2) {
            m.segment(w[0], w[1], PATH_W + 2.0 * grow);
        }
        m.circle_ring(start, 28.0 + grow, 6.0 + 2.0 * grow);
        if let Some((tip, (dx, dy))) = arrow {
            let (nx, ny) = (-dy, dx);
            let head = 34.0 + grow * 2.0;
            let half = 17.0 + grow * 1.5;
            let point = (
                tip.0 + dx * (26.0 + grow * 2.0),
                tip.1 + dy * (26.0 + grow * 2.0),
            );
            let back = (point.0 - dx * head, point.1 - dy * head);
            m.triangle([
                point,
                (back.0 + nx * half, back.1 + ny * half),
                (back.0 - nx * half, back.1 - ny * half),
            ]);
        }
        m
    };
    shape(2.0).paint(img, rgb(paint.rim), 150);
    shape(0.0).paint(img, rgb(paint.fill), 200);
}

/// The bonus badges at the crossings; those the path crosses are bigger and ringed in the
/// path's colour.
fn draw_badges(
    img: &mut RgbImage,
    view: &GridView,
    g: &Geometry,
    paint: palette::TilePaint,
) -> Result<(), RenderError> {
    let n = usize::from(view.side.saturating_sub(1));
    if n == 0 {
        return Ok(());
    }
    let crossed = crossed(&view.path);
    for (i, &value) in view.bonuses.iter().enumerate() {
        if value == 0 {
            continue;
        }
        let (row, col) = ((i / n) as u8, (i % n) as u8);
        let (cx, cy) = g.crossing(i32::from(row), i32::from(col));
        let hit = crossed.contains(&(row, col));
        let ring = if hit { Some(rgb(paint.fill)) } else { None };
        let sprite = badge(value, ring)?;
        let half = BADGE_SPRITE / 2;
        blit(img, &sprite, cx as i32 - half, cy as i32 - half);
    }
    Ok(())
}

/// Side of a badge sprite; its centre sits on the crossing point.
const BADGE_SPRITE: i32 = 54;

type BadgeKey = (u8, Option<[u8; 3]>);
static BADGES: OnceLock<Mutex<HashMap<BadgeKey, Arc<RgbaImage>>>> = OnceLock::new();
const BADGE_CACHE_LIMIT: usize = 256;

/// The badge of a bonus `value`, cached; `ring`: crossed by the path of that colour (bigger,
/// ringed).
fn badge(value: u8, ring: Option<[u8; 3]>) -> Result<Arc<RgbaImage>, RenderError> {
    let key = (value, ring);
    let cache = BADGES.get_or_init(|| Mutex::new(HashMap::new()));
    if let Ok(map) = cache.lock() {
        if let Some(s) = map.get(&key) {
            return Ok(Arc::clone(s));
        }
    }
    let mut img = RgbaImage::new(BADGE_SPRITE as u32, BADGE_SPRITE as u32);
    let c = BADGE_SPRITE as f32 / 2.0;
    let (fill, ink) = badge_paint(value);
    let r = if ring.is_some() {
        BADGE_R + 2.0
    } else {
        BADGE_R
    };
    if let Some(colour) = ring {
        fill_circle(&mut img, c, c, r + 7.0, palette::HIGHLIGHT_EDGE.0);
        fill_circle(&mut img, c, c, r + 5.5, colour);
    }
    fill_circle(&mut img, c, c, r + 2.0, BADGE_EDGE);
    fill_circle(&mut img, c, c, r, fill);
    let digits = value.to_string();
    let size = match (value, ring.is_some()) {
        (0..=9, false) => 19,
        (0..=9, true) => 21,
        (10..=99, _) => 15,
        _ => 11,
    };
    draw_text_centred(&mut img, Face::Bold, size, c, c, ink, &digits)?;
    let img = Arc::new(img);
    if let Ok(mut map) = cache.lock() {
        if map.len() >= BADGE_CACHE_LIMIT {
            map.clear();
        }
        map.insert(key, Arc::clone(&img));
    }
    Ok(img)
}

/// The score table: a swatch of the seat's colour, the name, the score, the sorts left;
/// the player to move on a band with the highlight marker.
fn draw_table(img: &mut RgbImage, view: &GridView, g: &Geometry) -> Result<(), RenderError> {
    let left = g.table_x;
    let top = g.plate_y + HEADER_H;
    let size = 20;
    for (i, p) in view.players.iter().take(MAX_ROWS).enumerate() {
        let y = top + i as i32 * ROW_H;
        let baseline = y + ROW_H / 2 + 7;
        if p.to_move {
            fill_rect(
                img,
                left,
                y + 2,
                TABLE_W,
                ROW_H - 4,
                palette::TO_MOVE_BAND.0,
            );
            fill_rect(img, left, y + 2, 4, ROW_H - 4, palette::HIGHLIGHT.0);
            draw_text(
                img,
                Face::Regular,
                17,
                (left + 10) as f32,
                baseline - 1,
                palette::HIGHLIGHT.0,
                "▶",
            )?;
        }
        let seat = palette::player_paint(i as u8);
        let sw = 16;
        let sx = left + 32;
        let sy = y + (ROW_H - sw) / 2;
        fill_rounded(img, sx, sy, sw, sw, 3.0, rgb(seat.rim));
        fill_rounded(img, sx, sy, sw - 2, sw - 2, 3.0, rgb(seat.fill));
        let score = p.score.to_string();
        let score_w = text_width(Face::Bold, size, &score)?;
        let name_x = sx + sw + 10;
        let face = if p.to_move { Face::Bold } else { Face::Regular };
        let room = g.score_right() as f32 - score_w - 14.0 - name_x as f32;
        let name = fit_text(face, size, &p.name, room.max(0.0))?;
        draw_text(
            img,
            face,
            size,
            name_x as f32,
            baseline,
            palette::TEXT.0,
            &name,
        )?;
        draw_text(
            img,
            Face::Bold,
            size,
            g.score_right() as f32 - score_w,
            baseline,
            palette::TEXT.0,
            &score,
        )?;
        draw_text_centred(
            img,
            Face::Regular,
            size,
            g.sorts_centre(),
            (y + ROW_H / 2) as f32,
            palette::COORD_TEXT.0,
            &p.sorts_left.to_string(),
        )?;
    }
    Ok(())
}

/// Empty this file's cache.
pub(crate) fn clear_cache() {
    if let Some(cache) = BASES.get() {
        if let Ok(mut c) = cache.lock() {
            c.clear();
        }
    }
    if let Some(cache) = BADGES.get() {
        if let Ok(mut c) = cache.lock() {
            c.clear();
        }
    }
}

#[cfg(test)]
mod tests;
