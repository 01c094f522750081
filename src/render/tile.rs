//! Tiles as drawn on the board and on the rack: a rounded face in the value's colour, a
//! big letter, the value in the lower right corner; a blank is off-white with a thinner
//! grey letter and no value. Each distinct tile is drawn once per size and cached as a
//! small RGBA sprite.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::{RgbImage, RgbaImage};

use super::canvas::{blend, draw_text_centred, fill_rounded, mix_channel, ring};
use super::fonts::Face;
use super::palette::{self, tile_paint};
use super::{RenderError, TileLook};

type TileKey = (char, u32, bool, u32, Option<u8>);
static SPRITES: OnceLock<Mutex<HashMap<TileKey, Arc<RgbaImage>>>> = OnceLock::new();
const SPRITE_CACHE_LIMIT: usize = 2048;

/// The sprite of `tile` for a cell of `size` x `size` pixels (transparent around the tile).
pub(crate) fn sprite(tile: &TileLook, size: u32) -> Result<Arc<RgbaImage>, RenderError> {
    let letter = tile.letter.to_uppercase().next().unwrap_or(tile.letter);
    let key = (letter, tile.value, tile.blank, size, tile.owner);
    let cache = SPRITES.get_or_init(|| Mutex::new(HashMap::new()));
    if let Ok(map) = cache.lock() {
        if let Some(s) = map.get(&key) {
            return Ok(Arc::clone(s));
        }
    }
    let s = Arc::new(draw_sprite(
        letter, tile.value, tile.blank, size, tile.owner,
    )?);
    if let Ok(mut map) = cache.lock() {
        if map.len() >= SPRITE_CACHE_LIMIT {
            map.clear();
        }
        map.insert(key, Arc::clone(&s));
    }
    Ok(s)
}

fn draw_sprite(
    letter: char,
    value: u32,
    blank: bool,
    size: u32,
    owner: Option<u8>,
) -> Result<RgbaImage, RenderError> {
    let mut img = RgbaImage::new(size, size);
    let paint = match owner {
        Some(o) if !blank => palette::player_paint(o),
        _ => tile_paint(value, blank),
    };
    let rgb = |c: image::Rgba<u8>| [c.0[0], c.0[1], c.0[2]];
    let s = size as i32;
    let radius = size as f32 * 0.12;
    let inset = 2;
    let rim = (size as i32 / 16).max(2);
    fill_rounded(
        &mut img,
        inset,
        inset,
        s - 2 * inset,
        s - 2 * inset,
        radius,
        rgb(paint.rim),
    );
    fill_rounded(
        &mut img,
        inset,
        inset,
        s - 2 * inset - rim,
        s - 2 * inset - rim,
        radius,
        rgb(paint.fill),
    );
    let face_w = (s - 2 * inset - rim) as f32;
    let blank_tile = blank || value == 0;
    if letter != ' ' {
        let letter_size = (size as f32 * 0.66).round() as u16;
        let face = if blank_tile {
            Face::Regular
        } else {
            Face::Bold
        };
        let shift = match (blank_tile, value) {
            (true, _) => 0.0,
            (false, 0..=9) => size as f32 * 0.07,
            (false, _) => size as f32 * 0.12,
        };
        let letter_size = if value >= 10 && !blank_tile {
            (size as f32 * 0.58).round() as u16
        } else {
            letter_size
        };
        let cx = inset as f32 + face_w / 2.0 - shift;
        let cy = inset as f32 + face_w / 2.0 + size as f32 * 0.02;
        draw_text_centred(
            &mut img,
            face,
            letter_size,
            cx,
            cy,
            rgb(paint.ink),
            &letter.to_string(),
        )?;
    }
    if !blank_tile {
        let digits = value.to_string();
        let value_size = if value >= 10 {
            size as f32 * 0.25
        } else {
            size as f32 * 0.3
        };
        let value_size = value_size.round() as u16;
        let right = inset as f32 + face_w - size as f32 * 0.04;
        let w = super::canvas::text_width(Face::Bold, value_size, &digits)?;
        let cy = inset as f32 + face_w - size as f32 * 0.14;
        draw_text_centred(
            &mut img,
            Face::Bold,
            value_size,
            right - w / 2.0 - 1.0,
            cy,
            rgb(paint.ink),
            &digits,
        )?;
    } else {
        // A dotted inner border tells a blank apart even in grey scale.
        let s1 = s - 2 * inset - rim;
        let edge = [0xb8, 0xb8, 0xb0];
        let step = 4;
        let (a, b) = (inset + 3, inset + s1 - 4);
        let mut i = a;
        while i <= b {
            for (x, y) in [(i, a), (i, b), (a, i), (b, i)] {
                blend(&mut img, x, y, edge, 255);
            }
            i += step;
        }
    }
    Ok(img)
}

/// Paint `sprite` onto `dst` with its top-left corner at (x, y) (clipped): opaque pixels
/// copied, the anti-aliased edge mixed in, transparent ones left alone.
pub(crate) fn blit(dst: &mut RgbImage, sprite: &RgbaImage, x: i32, y: i32) {
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
                        *dc = mix_channel(*dc, c, a);
                    }
                }
            }
        }
    }
}

/// A soft halo `width` pixels wide just outside a cell of `size` pixels at (x, y), drawn
/// before the [`highlight`] rings so that a move stands out even when zoomed out.
pub(crate) fn glow(dst: &mut RgbImage, x: i32, y: i32, size: i32, width: i32) {
    for yy in y - width..y + size + width {
        for xx in x - width..x + size + width {
            let inside = xx >= x && xx < x + size && yy >= y && yy < y + size;
            if !inside {
                let d = (x - xx)
                    .max(xx - (x + size - 1))
                    .max(y - yy)
                    .max(yy - (y + size - 1));
                let alpha = 200 - 150 * (d - 1) / width.max(1);
                blend(dst, xx, yy, palette::HIGHLIGHT.0, alpha.clamp(0, 255) as u8);
            }
        }
    }
}

/// The "just played" mark: a thick bright ring with a thin dark edge inside, around a
/// cell of `size` pixels at (x, y).
pub(crate) fn highlight(dst: &mut RgbImage, x: i32, y: i32, size: i32) {
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

    fn tile(letter: char, value: u32, blank: bool) -> TileLook {
        TileLook {
            letter,
            value,
            blank,
            fresh: false,
            owner: None,
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

    /// The row-at-a-time blit paints what mixing each pixel on its own paints, clipped
    /// at every edge.
    #[test]
    fn blit_matches_pixel_by_pixel_blending() {
        let sprite = sprite(&tile('Ą', 3, false), 40).unwrap();
        let base = RgbImage::from_fn(70, 50, |x, y| image::Rgb([x as u8 * 3, y as u8 * 5, 90]));
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
