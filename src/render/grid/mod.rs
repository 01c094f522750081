//! The WordCap grid picture, laid out for a phone: a square of letter tiles on a dark
//! plate as wide as the picture, with the bonus of each diagonal crossing drawn as a
//! numbered badge where four tiles meet, the word just traced as a thick semi-opaque line in
//! its author's colour (a ring on the first letter, an arrow head on the last, the crossed
//! badges ringed) or the new letters after a word stood ringed in its author's colour, then
//! the score table and two lines of text under it. Texts are sized from the picture's width
//! (see `phone`), so that shown 375 pixels wide the coordinates, names and scores stay
//! readable; the height depends only on the grid and the number of players.
//!
//! The empty grid of a size (background, coordinates, plate, blank tile faces, table
//! header) is drawn once and cached, and so is each kind of badge; a picture is then a
//! copy, the path, 25 letters from the glyph cache, 16 badge sprites and the table.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::{Rgba, RgbaImage};

use super::board::column_name;
use super::canvas::{
    centred_baseline, draw_name_and_score, draw_text, draw_text_centred, fill_circle, fill_rect,
    fill_rounded, fit_text, text_width, Mask,
};
use super::fonts::Face;
use super::indexed::{Indexed, Stamp};
use super::labels::Labels;
use super::palette;
use super::phone::{readable, PHONE_CAP};
use super::{GridView, RenderError};

/// Side of one grid cell in pixels (the tile and half the gap on each side).
pub const GRID_CELL: i32 = 76;
/// The largest grid side we draw (more is a bad view).
pub const MAX_GRID_SIDE: u8 = 8;

const PAD: i32 = 12;
/// Room between the plate's edge and the outer tiles.
const PLATE: i32 = 10;
const GAP: i32 = 8;
/// The narrowest picture (a grid of one or two cells still gets a score table).
const MIN_WIDTH: i32 = 360;
const MAX_ROWS: usize = 8;
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
        2 => (rgb(palette::tile_paint(1, false, true).fill), dark),
        3 => (palette::DOUBLE_WORD.0 .0, palette::DOUBLE_WORD.1 .0),
        4 => (rgb(palette::tile_paint(5, false, true).fill), light),
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
    plate_x: i32,
    plate_y: i32,
    plate_w: i32,
    /// Top-left corner of the first cell.
    grid_x: i32,
    grid_y: i32,
    /// Width of the row numbers' column, height of the column letters' row.
    coord_w: i32,
    coord_h: i32,
    /// The size of the texts a player reads (coordinates, table, caption).
    text: u16,
    /// The score table's top (its header), left and width; a row's height.
    table_y: i32,
    table_x: i32,
    table_w: i32,
    header_h: i32,
    row_h: i32,
    /// Width of the column of Sorts left.
    sort_w: i32,
}

impl Geometry {
    fn new(side: u8) -> Result<Self, RenderError> {
        let side = i32::from(side);
        let plate_w = side * GRID_CELL + 2 * PLATE;
        let mut coord_w = 24;
        let mut width = 0;
        let mut text = 0;
        for _ in 0..4 {
            width = (PAD + coord_w + plate_w + PAD).max(MIN_WIDTH);
            text = readable(Face::Narrow, width, PHONE_CAP)?;
            coord_w = text_width(Face::Narrow, text, &side.to_string())?.ceil() as i32 + 10;
        }
        let cap = super::fonts::cap_height(Face::Narrow, text)?.ceil() as i32;
        let coord_h = cap + 12;
        let plate_x = (PAD + coord_w).max((width - plate_w) / 2);
        let plate_y = PAD + coord_h;
        let row_h = (f32::from(text) * 1.7).round() as i32;
        Ok(Geometry {
            side,
            width,
            plate_x,
            plate_y,
            plate_w,
            grid_x: plate_x + PLATE,
            grid_y: plate_y + PLATE,
            coord_w,
            coord_h,
            text,
            table_y: plate_y + plate_w + 14,
            table_x: PAD,
            table_w: width - 2 * PAD,
            header_h: (f32::from(text) * 1.4).round() as i32,
            row_h,
            sort_w: (f32::from(text) * 4.5).round() as i32,
        })
    }

    /// Height of the empty grid picture: down to the score table's header.
    fn base_h(&self) -> i32 {
        self.table_y + self.header_h
    }

    /// Top of the caption line, under the table of `players` rows.
    fn caption_y(&self, players: usize) -> i32 {
        self.base_h() + players.min(MAX_ROWS) as i32 * self.row_h + 8
    }

    /// Height of a caption or footer line.
    fn line_h(&self) -> i32 {
        (f32::from(self.text) * 1.45).round() as i32
    }

    /// Height of the whole picture with `players` rows in the table.
    fn height(&self, players: usize) -> i32 {
        self.caption_y(players) + 2 * self.line_h() + PAD
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
        self.table_x + self.table_w - self.sort_w - 6
    }

    fn sorts_centre(&self) -> f32 {
        (self.table_x + self.table_w - self.sort_w / 2) as f32
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
type BaseCache = Mutex<Vec<((u8, String), Arc<Indexed>)>>;
static BASES: OnceLock<BaseCache> = OnceLock::new();
const BASE_CACHE_LIMIT: usize = 8;

fn base(side: u8, labels: &Labels, g: &Geometry) -> Result<Arc<Indexed>, RenderError> {
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

/// A grid tile at the top-left corner (x, y): the rim, then the face up-left of it.
fn draw_tile(img: &mut Indexed, x: i32, y: i32) {
    let tile = GRID_CELL - GAP;
    let rim = 3;
    fill_rounded(img, x, y, tile, tile, 10.0, TILE_RIM);
    fill_rounded(img, x, y, tile - rim, tile - rim, 10.0, TILE_FACE);
}

/// The top-left corner of cell (row, col)'s tile.
fn tile_corner(g: &Geometry, row: i32, col: i32) -> (i32, i32) {
    (
        g.grid_x + col * GRID_CELL + GAP / 2,
        g.grid_y + row * GRID_CELL + GAP / 2,
    )
}

/// Background, coordinates, the plate with blank tile faces, the table header.
fn draw_base(labels: &Labels, g: &Geometry) -> Result<Indexed, RenderError> {
    let mut img = Indexed::new(g.width as u32, g.base_h() as u32, palette::BACKGROUND.0);
    fill_rounded(
        &mut img, g.plate_x, g.plate_y, g.plate_w, g.plate_w, 14.0, PLATE_FILL,
    );
    for row in 0..g.side {
        for col in 0..g.side {
            let (x, y) = tile_corner(g, row, col);
            draw_tile(&mut img, x, y);
        }
    }
    for i in 0..g.side {
        let (cx, _) = g.centre(0, i);
        draw_text_centred(
            &mut img,
            Face::Narrow,
            g.text,
            cx,
            (g.plate_y - g.coord_h / 2) as f32,
            palette::COORD_TEXT.0,
            &column_name(i as usize),
        )?;
        let (_, cy) = g.centre(i, 0);
        draw_text_centred(
            &mut img,
            Face::Narrow,
            g.text,
            (g.plate_x - g.coord_w / 2 - 2) as f32,
            cy,
            palette::COORD_TEXT.0,
            &(i + 1).to_string(),
        )?;
    }
    let header = fit_text(Face::Regular, g.text, &labels.sorts, (g.sort_w - 4) as f32)?;
    draw_text_centred(
        &mut img,
        Face::Regular,
        g.text,
        g.sorts_centre(),
        (g.table_y + g.header_h / 2 - 2) as f32,
        palette::COORD_TEXT.0,
        &header,
    )?;
    fill_rect(
        &mut img,
        g.table_x,
        g.table_y + g.header_h - 3,
        g.table_w,
        1,
        palette::TO_MOVE_BAND.0,
    );
    Ok(img)
}

/// The size a cell's letter is drawn at: [`LETTER_SIZE`], smaller for a letter too wide
/// for its tile.
pub(crate) fn letter_size(text: &str) -> Result<u16, RenderError> {
    let mut size = LETTER_SIZE;
    while size > 20 && text_width(Face::Bold, size, text)? > (GRID_CELL - GAP - 12) as f32 {
        size -= 2;
    }
    Ok(size)
}

/// The pen position of a cell's letter drawn centred on (cx, cy) at `size`.
fn letter_pen(text: &str, size: u16, cx: f32, cy: f32) -> Result<(f32, i32), RenderError> {
    let w = text_width(Face::Bold, size, text)?;
    // The tile face sits up-left of the rim; centre the letter on the face.
    Ok((
        cx - 1.5 - w / 2.0,
        centred_baseline(Face::Bold, size, cy - 1.0)?,
    ))
}

/// Draw `view`, with `labels` in the score table.
pub(crate) fn draw_grid(view: &GridView, labels: &Labels) -> Result<Indexed, RenderError> {
    let (img, g) = draw_grid_top(view, labels, true)?;
    let mut img = img;
    draw_table(&mut img, view, &g)?;
    let text_w = (g.width - 2 * PAD) as f32;
    let caption_y = g.caption_y(view.players.len());
    let caption_size = g.text + 1;
    let caption = fit_text(Face::Bold, caption_size, &view.caption, text_w)?;
    let line = g.line_h();
    draw_text(
        &mut img,
        Face::Bold,
        caption_size,
        PAD as f32,
        centred_baseline(Face::Bold, caption_size, (caption_y + line / 2) as f32)?,
        palette::TEXT.0,
        &caption,
    )?;
    let footer = view
        .turns_left
        .map(|n| format!("{}: {n}", labels.turns_left))
        .unwrap_or_default();
    let footer = fit_text(Face::Regular, g.text, &footer, text_w)?;
    draw_text(
        &mut img,
        Face::Regular,
        g.text,
        PAD as f32,
        centred_baseline(Face::Regular, g.text, (caption_y + line + line / 2) as f32)?,
        palette::COORD_TEXT.0,
        &footer,
    )?;
    Ok(img)
}

/// The grid with its letters, line, rings and badges on a picture as tall as the whole
/// picture (`whole`) or as the empty grid.
fn draw_grid_top(
    view: &GridView,
    labels: &Labels,
    whole: bool,
) -> Result<(Indexed, Geometry), RenderError> {
    check(view)?;
    let g = Geometry::new(view.side)?;
    let base = base(view.side, labels, &g)?;
    let height = if whole {
        g.height(view.players.len())
    } else {
        g.base_h()
    };
    let mut img = Indexed::drawn_over(&base, height as u32, palette::BACKGROUND.0, 0);
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
            edge: Rgba([0x8a, 0x10, 0x70, 255]),
        },
    };
    draw_fresh(&mut img, view, &g, paint);
    draw_path(&mut img, view, &g, paint);
    let side = usize::from(view.side);
    for (i, &letter) in view.letters.iter().enumerate() {
        let (cx, cy) = g.centre((i / side) as i32, (i % side) as i32);
        let letter = crate::lexicon::capital(letter);
        let mut text = [0u8; 4];
        let text = letter.encode_utf8(&mut text);
        let size = letter_size(text)?;
        let (x, baseline) = letter_pen(text, size, cx, cy)?;
        draw_text(&mut img, Face::Bold, size, x, baseline, TILE_INK, text)?;
    }
    draw_badges(&mut img, view, &g, paint)?;
    Ok((img, g))
}

/// The rings around the cells with new letters: the tile drawn again inside a band of the
/// author's colour with a dark edge.
fn draw_fresh(img: &mut Indexed, view: &GridView, g: &Geometry, paint: palette::TilePaint) {
    let tile = GRID_CELL - GAP;
    for &(r, c) in &view.fresh {
        if r >= view.side || c >= view.side {
            continue;
        }
        let (x, y) = tile_corner(g, i32::from(r), i32::from(c));
        fill_rounded(
            img,
            x - 4,
            y - 4,
            tile + 8,
            tile + 8,
            13.0,
            palette::HIGHLIGHT_EDGE.0,
        );
        fill_rounded(img, x - 3, y - 3, tile + 6, tile + 6, 12.0, rgb(paint.fill));
        // The tile inside the band is a little smaller, so the band shows on every side.
        fill_rounded(img, x + 2, y + 2, tile - 4, tile - 4, 8.0, TILE_RIM);
        fill_rounded(img, x + 2, y + 2, tile - 7, tile - 7, 8.0, TILE_FACE);
    }
}

/// The grid alone: [`draw_grid`]'s picture down to the plate and its coordinates, without
/// the score table and the text under it (for pictures that put their own text around it).
pub(crate) fn draw_grid_plate(view: &GridView, labels: &Labels) -> Result<Indexed, RenderError> {
    let (img, g) = draw_grid_top(view, labels, false)?;
    let h = (g.plate_y + g.plate_w + PAD) as u32;
    Ok(img.truncated(h))
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
fn draw_path(img: &mut Indexed, view: &GridView, g: &Geometry, paint: palette::TilePaint) {
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
    img: &mut Indexed,
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
        img.stamp(&sprite, cx as i32 - half, cy as i32 - half);
    }
    Ok(())
}

/// The size of a badge's digit (a bonus from 1 to 9, not crossed).
const BADGE_DIGITS: u16 = 19;
/// Side of a badge sprite; its centre sits on the crossing point.
const BADGE_SPRITE: i32 = 54;

type BadgeKey = (u8, Option<[u8; 3]>);
static BADGES: OnceLock<Mutex<HashMap<BadgeKey, Arc<Stamp>>>> = OnceLock::new();
const BADGE_CACHE_LIMIT: usize = 256;

/// The badge of a bonus `value`, cached; `ring`: crossed by the path of that colour (bigger,
/// ringed).
fn badge(value: u8, ring: Option<[u8; 3]>) -> Result<Arc<Stamp>, RenderError> {
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
        (0..=9, false) => BADGE_DIGITS,
        (0..=9, true) => 21,
        (10..=99, _) => 15,
        _ => 11,
    };
    draw_text_centred(&mut img, Face::Bold, size, c, c, ink, &digits)?;
    let img = Arc::new(Stamp::new(&img));
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
fn draw_table(img: &mut Indexed, view: &GridView, g: &Geometry) -> Result<(), RenderError> {
    let left = g.table_x;
    let top = g.base_h();
    let size = g.text;
    let row_h = g.row_h;
    for (i, p) in view.players.iter().take(MAX_ROWS).enumerate() {
        let y = top + i as i32 * row_h;
        let baseline = centred_baseline(Face::Regular, size, (y + row_h / 2) as f32)?;
        if p.to_move {
            fill_rect(
                img,
                left,
                y + 2,
                g.table_w,
                row_h - 4,
                palette::TO_MOVE_BAND.0,
            );
            fill_rect(img, left, y + 2, 4, row_h - 4, palette::HIGHLIGHT.0);
            draw_text(
                img,
                Face::Regular,
                size,
                (left + 9) as f32,
                baseline,
                palette::HIGHLIGHT.0,
                "▶",
            )?;
        }
        let seat = palette::player_paint(i as u8);
        let sw = (row_h / 2).max(8);
        let sx = left + 14 + i32::from(size);
        let sy = y + (row_h - sw) / 2;
        fill_rounded(img, sx, sy, sw, sw, 3.0, rgb(seat.rim));
        fill_rounded(img, sx, sy, sw - 2, sw - 2, 3.0, rgb(seat.fill));
        let name_x = sx + sw + 8;
        let face = if p.to_move { Face::Bold } else { Face::Regular };
        draw_name_and_score(
            img,
            (face, size),
            (name_x, g.score_right() as f32),
            baseline,
            palette::TEXT.0,
            (&p.name, &p.score.to_string()),
        )?;
        draw_text_centred(
            img,
            Face::Regular,
            size,
            g.sorts_centre(),
            (y + row_h / 2) as f32,
            palette::COORD_TEXT.0,
            &p.sorts_left.to_string(),
        )?;
    }
    Ok(())
}

/// What a player reads on a grid picture of `side`, for the tests of its sizes on a phone:
/// the picture's width, the size of its coordinates and table, and of a badge's digits.
#[cfg(test)]
pub(crate) fn measures(side: u8) -> Result<(i32, u16, u16), RenderError> {
    let g = Geometry::new(side)?;
    Ok((g.width, g.text, BADGE_DIGITS))
}

/// Cell (row, col)'s tile in a grid picture of `side`: its top-left corner and side.
#[cfg(test)]
pub(crate) fn tile_rect(side: u8, row: i32, col: i32) -> Result<(i32, i32, i32), RenderError> {
    let g = Geometry::new(side)?;
    let (x, y) = tile_corner(&g, row, col);
    Ok((x, y, GRID_CELL - GAP))
}

/// Where cell (row, col)'s letter `text` is drawn in a grid picture of `side`: its size and
/// pen position (x, baseline).
#[cfg(test)]
pub(crate) fn letter_at(
    side: u8,
    row: i32,
    col: i32,
    text: &str,
) -> Result<(u16, f32, i32), RenderError> {
    let g = Geometry::new(side)?;
    let (cx, cy) = g.centre(row, col);
    let size = letter_size(text)?;
    let (x, baseline) = letter_pen(text, size, cx, cy)?;
    Ok((size, x, baseline))
}

/// The ink colours of a cell's letter and of its tile's face.
#[cfg(test)]
pub(crate) const LETTER_ON_FACE: ([u8; 3], [u8; 3]) = (TILE_INK, TILE_FACE);

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
