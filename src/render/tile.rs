//! Tiles as drawn on the board and on the rack: a rounded face outlined and rimmed, a big
//! letter, the value in the lower right corner; a blank is charcoal with a thinner light
//! letter, and a value only where the rules give blanks one (Эрудит's "* - 3"). The letter
//! keeps clear of the value: a letter with a tail (Ą, Ę, Щ) moves up or left, or shrinks,
//! until a pixel of space stays between them. Each distinct tile is drawn once per size and
//! cached as a small RGBA sprite.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::RgbaImage;

use super::canvas::{centred_baseline, draw_text, fill_rounded, ink_box, ring, Mask, Surface};
use super::fonts::Face;
use super::indexed::Stamp;
use super::palette::{self, tile_paint, TilePaint};
use super::{RenderError, TileLook};

/// A tile drawn once: as RGBA, and as a [`Stamp`] for pictures of palette indices.
#[derive(Debug)]
pub(crate) struct Sprite {
    /// The tile on a transparent square.
    pub rgba: RgbaImage,
    /// The same, as its own few colours.
    pub stamp: Stamp,
}

impl std::ops::Deref for Sprite {
    type Target = RgbaImage;
    fn deref(&self) -> &RgbaImage {
        &self.rgba
    }
}

type TileKey = (char, u32, bool, bool, u32, Option<u8>);
static SPRITES: OnceLock<Mutex<HashMap<TileKey, Arc<Sprite>>>> = OnceLock::new();
const SPRITE_CACHE_LIMIT: usize = 2048;

/// The most pixels a letter moves up, and left, to keep clear of the value before it is
/// made smaller.
const MOVE_UP: i32 = 5;
const MOVE_LEFT: i32 = 3;
/// Room between a sprite's edge and the tile.
const INSET: i32 = 2;
/// Pixels kept free between the letter's ink and the value's on a tile of `size`: a
/// sixteenth of the tile, at least 2.
pub(crate) fn clearance(size: u32) -> i32 {
    (size as i32 / 16).max(2)
}

/// The sprite of `tile` for a cell of `size` x `size` pixels (transparent around the tile).
pub(crate) fn sprite(tile: &TileLook, size: u32) -> Result<Arc<Sprite>, RenderError> {
    let letter = crate::lexicon::capital(tile.letter);
    let key = (
        letter,
        tile.value,
        tile.blank,
        tile.by_value,
        size,
        tile.owner,
    );
    let cache = SPRITES.get_or_init(|| Mutex::new(HashMap::new()));
    if let Ok(map) = cache.lock() {
        if let Some(s) = map.get(&key) {
            return Ok(Arc::clone(s));
        }
    }
    let paint = tile_look_paint(tile);
    let rgba = draw_sprite(letter, tile.value, tile.blank, size, paint)?;
    let stamp = Stamp::new(&rgba);
    let s = Arc::new(Sprite { rgba, stamp });
    if let Ok(mut map) = cache.lock() {
        if map.len() >= SPRITE_CACHE_LIMIT {
            map.clear();
        }
        map.insert(key, Arc::clone(&s));
    }
    Ok(s)
}

/// How `tile` is painted: its owner's colour when it has one (and is no blank), else its
/// value's ([`tile_paint`]).
pub(crate) fn tile_look_paint(tile: &TileLook) -> TilePaint {
    match tile.owner {
        Some(o) if !tile.blank => palette::player_paint(o),
        _ => tile_paint(tile.value, tile.blank, tile.by_value),
    }
}

/// Where the text of a tile goes: the letter and the value, each as (face, size, pen x,
/// baseline) in the sprite.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct TileText {
    /// The letter; None for a letterless tile (a blank on the rack).
    pub letter: Option<(Face, u16, f32, i32)>,
    /// The value's digits; None for a tile worth nothing (a blank, except in Эрудит).
    pub value: Option<(String, u16, f32, i32)>,
}

/// The tile's face, inside its outline and rim: (left, top, side).
fn face_box(size: u32) -> (i32, i32, i32) {
    let s = size as i32;
    let rim = (s / 16).max(2);
    (INSET + 1, INSET + 1, s - 2 * INSET - 2 - rim)
}

/// Whether two ink boxes come closer than `clear` pixels.
pub(crate) fn touch(a: (i32, i32, i32, i32), b: (i32, i32, i32, i32), clear: i32) -> bool {
    a.0 < b.2 + clear && b.0 < a.2 + clear && a.1 < b.3 + clear && b.1 < a.3 + clear
}

/// Lays out a tile's letter and value for a cell of `size` pixels: the value in the lower
/// right corner, the letter big in the middle (a little left of it when there is a value);
/// a letter whose ink would come near the value's or leave the face is moved up and left
/// a few pixels, and made smaller until it fits.
pub(crate) fn tile_text(
    letter: char,
    value: u32,
    blank: bool,
    size: u32,
) -> Result<TileText, RenderError> {
    let (fx, fy, side) = face_box(size);
    let sz = size as f32;
    let blank_tile = blank || value == 0;
    let value = if value == 0 {
        None
    } else {
        let digits = value.to_string();
        let value_size = (sz * if value >= 10 { 0.27 } else { 0.32 }).round() as u16;
        let w = super::canvas::text_width(Face::Bold, value_size, &digits)?;
        let right = (fx + side) as f32 - sz * 0.04;
        let cy = (fy + side) as f32 - sz * 0.14;
        let baseline = centred_baseline(Face::Bold, value_size, cy)?;
        Some((digits, value_size, right - w - 1.0, baseline))
    };
    let value_ink = match &value {
        Some((digits, vs, x, baseline)) => ink_box(Face::Bold, *vs, *x, *baseline, digits)?,
        None => None,
    };
    if letter == ' ' {
        return Ok(TileText {
            letter: None,
            value,
        });
    }
    let face = if blank_tile {
        Face::Regular
    } else {
        Face::Bold
    };
    let (start, shift) = match value.as_ref().map(|v| v.0.len()) {
        None => (0.66, 0.0),
        Some(1) => (0.66, 0.07),
        Some(_) => (0.58, 0.12),
    };
    let text = letter.to_string();
    let start = (sz * start).round() as u16;
    let cx = fx as f32 + side as f32 / 2.0 - sz * shift;
    let cy = fy as f32 + side as f32 / 2.0 + sz * 0.02;
    let inside =
        |b: (i32, i32, i32, i32)| b.0 >= fx && b.1 >= fy && b.2 <= fx + side && b.3 <= fy + side;
    let mut fallback = None;
    for letter_size in (start / 2..=start).rev() {
        let w = super::canvas::text_width(face, letter_size, &text)?;
        let base = centred_baseline(face, letter_size, cy)?;
        for moved in 0..=MOVE_UP + MOVE_LEFT {
            for up in 0..=moved.min(MOVE_UP) {
                let left = moved - up;
                if left > MOVE_LEFT {
                    continue;
                }
                let x = cx - w / 2.0 - left as f32;
                let baseline = base - up;
                let placed = (face, letter_size, x, baseline);
                fallback.get_or_insert(placed);
                let Some(ink) = ink_box(face, letter_size, x, baseline, &text)? else {
                    return Ok(TileText {
                        letter: Some(placed),
                        value,
                    });
                };
                let clear = value_ink.is_none_or(|v| !touch(ink, v, clearance(size)));
                if clear && inside(ink) {
                    return Ok(TileText {
                        letter: Some(placed),
                        value,
                    });
                }
            }
        }
    }
    Ok(TileText {
        letter: fallback,
        value,
    })
}

fn draw_sprite(
    letter: char,
    value: u32,
    blank: bool,
    size: u32,
    paint: TilePaint,
) -> Result<RgbaImage, RenderError> {
    let mut img = RgbaImage::new(size, size);
    let rgb = |c: image::Rgba<u8>| [c.0[0], c.0[1], c.0[2]];
    let s = size as i32;
    let radius = size as f32 * 0.12;
    let (fx, fy, side) = face_box(size);
    let outer = s - 2 * INSET;
    fill_rounded(
        &mut img,
        INSET,
        INSET,
        outer,
        outer,
        radius,
        rgb(paint.edge),
    );
    fill_rounded(
        &mut img,
        fx,
        fy,
        outer - 2,
        outer - 2,
        radius - 1.0,
        rgb(paint.rim),
    );
    fill_rounded(&mut img, fx, fy, side, side, radius - 1.0, rgb(paint.fill));
    let text = tile_text(letter, value, blank, size)?;
    if let Some((face, letter_size, x, baseline)) = text.letter {
        draw_text(
            &mut img,
            face,
            letter_size,
            x,
            baseline,
            rgb(paint.ink),
            &letter.to_string(),
        )?;
    }
    if let Some((digits, value_size, x, baseline)) = &text.value {
        draw_text(
            &mut img,
            Face::Bold,
            *value_size,
            *x,
            *baseline,
            rgb(paint.ink),
            digits,
        )?;
    }
    Ok(img)
}

/// Paint `sprite` onto `dst` with its top-left corner at (x, y) (clipped): opaque pixels
/// copied, the anti-aliased edge mixed in, transparent ones left alone. (Pictures are drawn
/// with [`Stamp`]s; this RGB twin checks them in tests.)
#[cfg(test)]
pub(crate) fn blit(dst: &mut image::RgbImage, sprite: &RgbaImage, x: i32, y: i32) {
    let (dw, dh) = (dst.width() as i32, dst.height() as i32);
    let (sw, sh) = (sprite.width() as i32, sprite.height() as i32);
    let (x0, x1) = (x.max(0), (x + sw).min(dw));
    let (y0, y1) = (y.max(0), (y + sh).min(dh));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let span = (x1 - x0) as usize;
    let src = sprite.as_raw();
    let out: &mut [u8] = dst;
    for yy in y0..y1 {
        let s_start = (((yy - y) * sw + (x0 - x)) * 4) as usize;
        let d_start = ((yy * dw + x0) * 3) as usize;
        let from = &src[s_start..s_start + span * 4];
        let to = &mut out[d_start..d_start + span * 3];
        for (d, p) in to.chunks_exact_mut(3).zip(from.chunks_exact(4)) {
            match p[3] {
                0 => {}
                255 => d.copy_from_slice(&p[..3]),
                a => {
                    let a = u32::from(a);
                    for (dc, &c) in d.iter_mut().zip(&p[..3]) {
                        *dc = super::canvas::mix_channel(*dc, c, a);
                    }
                }
            }
        }
    }
}

/// A soft halo `width` pixels wide just outside the cells of `size` pixels at `cells`
/// (their top-left corners), drawn before the [`highlight`] rings so that a move stands out
/// even when zoomed out. Where two halos meet the stronger shows, and none is drawn inside
/// a cell (the rings cover it).
pub(crate) fn glow<S: Surface>(dst: &mut S, cells: &[(i32, i32)], size: i32, width: i32) {
    let Some(&(first_x, first_y)) = cells.first() else {
        return;
    };
    let (mut l, mut t, mut r, mut b) = (first_x, first_y, first_x, first_y);
    for &(x, y) in cells {
        (l, t, r, b) = (l.min(x), t.min(y), r.max(x), b.max(y));
    }
    let (mx, my) = (l - width, t - width);
    let (mw, mh) = (r - l + size + 2 * width, b - t + size + 2 * width);
    let mut mask = Mask::new(mx, my, mw, mh);
    // Which pixels of the mask lie on a cell: the glow goes around the cells, not on them.
    let mut covered = vec![false; (mw.max(0) * mh.max(0)) as usize];
    for &(x, y) in cells {
        for yy in (y - my).max(0)..(y - my + size).min(mh) {
            let row = (yy * mw) as usize;
            let (from, to) = ((x - mx).max(0), (x - mx + size).min(mw));
            if from < to {
                covered[row + from as usize..row + to as usize].fill(true);
            }
        }
    }
    let inside = |xx: i32, yy: i32| {
        let (dx, dy) = (xx - mx, yy - my);
        dx >= 0 && dy >= 0 && dx < mw && dy < mh && covered[(dy * mw + dx) as usize]
    };
    for &(x, y) in cells {
        for yy in y - width..y + size + width {
            for xx in x - width..x + size + width {
                if inside(xx, yy) {
                    continue;
                }
                let d = (x - xx)
                    .max(xx - (x + size - 1))
                    .max(y - yy)
                    .max(yy - (y + size - 1));
                let alpha = 200 - 150 * (d - 1) / width.max(1);
                mask.raise(xx, yy, alpha.clamp(0, 255) as u8);
            }
        }
    }
    mask.paint(dst, palette::HIGHLIGHT.0, 255);
}

/// The "just played" mark: a thick bright ring with a thin dark edge inside, around a
/// cell of `size` pixels at (x, y).
pub(crate) fn highlight<S: Surface>(dst: &mut S, x: i32, y: i32, size: i32) {
    let t = (size / 10).max(3);
    ring(dst, x, y, size, size, t, palette::HIGHLIGHT.0);
    ring(
        dst,
        x + t,
        y + t,
        size - 2 * t,
        size - 2 * t,
        1,
        palette::HIGHLIGHT_EDGE.0,
    );
}

/// Empty this file's cache.
pub(crate) fn clear_cache() {
    if let Some(cache) = SPRITES.get() {
        if let Ok(mut c) = cache.lock() {
            c.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::canvas::blend;

    /// A stamp paints what blending its RGBA pixels one by one paints.
    #[test]
    fn a_stamp_paints_as_its_rgba_blends() {
        let mut sprite = RgbaImage::new(12, 12);
        crate::render::canvas::fill_rounded(&mut sprite, 1, 1, 10, 10, 4.0, [250, 240, 230]);
        crate::render::canvas::fill_rect(&mut sprite, 4, 4, 3, 3, [20, 20, 20]);
        let stamp = super::super::indexed::Stamp::new(&sprite);
        let mut ix = super::super::indexed::Indexed::new(20, 16, [40, 40, 40]);
        let mut rgb = image::RgbImage::from_pixel(20, 16, image::Rgb([40, 40, 40]));
        for (x, y) in [(0, 0), (-5, 6), (12, 9)] {
            ix.stamp(&stamp, x, y);
            blit(&mut rgb, &sprite, x, y);
        }
        assert_eq!(ix.to_rgb(), rgb);
    }

    fn tile(letter: char, value: u32, blank: bool) -> TileLook {
        TileLook {
            letter,
            value,
            blank,
            fresh: false,
            owner: None,
            by_value: true,
        }
    }

    #[test]
    fn sprites_are_cached_and_differ_by_value() {
        let a = sprite(&tile('A', 1, false), 48).unwrap();
        let b = sprite(&tile('A', 1, false), 48).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        let c = sprite(&tile('A', 5, false), 48).unwrap();
        assert_ne!(a.as_raw(), c.as_raw());
        let blank = sprite(&tile('A', 0, true), 48).unwrap();
        assert_ne!(a.as_raw(), blank.as_raw());
        assert_eq!(a.get_pixel(0, 0).0[3], 0, "corners are transparent");
        assert_eq!(a.get_pixel(20, 20).0[3], 255);
    }

    /// Эрудит's rules give the blank a value ("* - 3" in the points table), and the score
    /// counts it: its tile shows the 3, on the board and on the rack, as letters show theirs;
    /// a blank worth nothing (every other variant) shows none.
    #[test]
    fn a_blank_shows_its_value_where_the_rules_give_it_one() {
        let shown = |letter: char, value: u32| {
            tile_text(letter, value, true, 48)
                .unwrap()
                .value
                .map(|(digits, ..)| digits)
        };
        assert_eq!(shown('А', 3), Some("3".to_string()), "on the board");
        assert_eq!(shown(' ', 3), Some("3".to_string()), "on the rack");
        assert_eq!(shown('A', 0), None);
        assert_eq!(shown(' ', 0), None);
    }

    /// The row-at-a-time blit paints what mixing each pixel on its own paints, clipped
    /// at every edge.
    #[test]
    fn blit_matches_pixel_by_pixel_blending() {
        let sprite = sprite(&tile('Ą', 3, false), 40).unwrap();
        let base =
            image::RgbImage::from_fn(70, 50, |x, y| image::Rgb([x as u8 * 3, y as u8 * 5, 90]));
        for (x, y) in [(5, 4), (-12, -7), (50, 30), (69, 0), (-40, 0), (80, 80)] {
            let mut fast = base.clone();
            blit(&mut fast, &sprite, x, y);
            let mut slow = base.clone();
            for (sx, sy, p) in sprite.enumerate_pixels() {
                let colour = [p.0[0], p.0[1], p.0[2]];
                blend(&mut slow, x + sx as i32, y + sy as i32, colour, p.0[3]);
            }
            assert_eq!(fast, slow, "at {x},{y}");
        }
    }

    #[test]
    fn lowercase_letters_are_drawn_as_capitals() {
        let a = sprite(&tile('ż', 5, false), 40).unwrap();
        let b = sprite(&tile('Ż', 5, false), 40).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
    }
}
