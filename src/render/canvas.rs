//! Drawing primitives on image buffers: clipped rectangles, rounded rectangles, rings and
//! text from the glyph cache. Coordinates are `i32` and everything is clipped, so no
//! input can draw out of bounds.

use image::{Rgb, RgbImage, Rgba, RgbaImage};

use super::fonts::{self, Face};
use super::RenderError;

/// Something we can paint on: an RGB picture or an RGBA sprite.
pub(crate) trait Surface {
    /// Width and height.
    fn size(&self) -> (i32, i32);
    /// Mix `colour` into the pixel at (x, y) with coverage `alpha` (0..=255); the caller
    /// has checked the bounds.
    fn mix(&mut self, x: u32, y: u32, colour: [u8; 3], alpha: u8);
}

#[inline]
fn mix_channel(dst: u8, src: u8, a: u32) -> u8 {
    ((u32::from(dst) * (255 - a) + u32::from(src) * a + 127) / 255) as u8
}

impl Surface for RgbImage {
    fn size(&self) -> (i32, i32) {
        (self.width() as i32, self.height() as i32)
    }
    #[inline]
    fn mix(&mut self, x: u32, y: u32, colour: [u8; 3], alpha: u8) {
        let p = self.get_pixel_mut(x, y);
        if alpha == 255 {
            *p = Rgb(colour);
            return;
        }
        let a = u32::from(alpha);
        for (d, &c) in p.0.iter_mut().zip(colour.iter()) {
            *d = mix_channel(*d, c, a);
        }
    }
}

impl Surface for RgbaImage {
    fn size(&self) -> (i32, i32) {
        (self.width() as i32, self.height() as i32)
    }
    #[inline]
    fn mix(&mut self, x: u32, y: u32, colour: [u8; 3], alpha: u8) {
        let p = self.get_pixel_mut(x, y);
        if alpha == 255 || p.0[3] == 0 {
            *p = Rgba([colour[0], colour[1], colour[2], p.0[3].max(alpha)]);
            if alpha == 255 {
                p.0[3] = 255;
            }
            return;
        }
        let a = u32::from(alpha);
        for (d, &c) in p.0.iter_mut().zip(colour.iter()) {
            *d = mix_channel(*d, c, a);
        }
        p.0[3] = p.0[3].max(alpha);
    }
}

/// Mix one pixel, ignoring anything outside the surface.
#[inline]
pub(crate) fn blend<S: Surface>(s: &mut S, x: i32, y: i32, colour: [u8; 3], alpha: u8) {
    let (w, h) = s.size();
    if x >= 0 && y >= 0 && x < w && y < h && alpha > 0 {
        s.mix(x as u32, y as u32, colour, alpha);
    }
}

/// Fill a rectangle (clipped).
pub(crate) fn fill_rect<S: Surface>(s: &mut S, x: i32, y: i32, w: i32, h: i32, colour: [u8; 3]) {
    let (sw, sh) = s.size();
    let (x0, y0) = (x.max(0), y.max(0));
    let (x1, y1) = ((x + w).min(sw), (y + h).min(sh));
    for yy in y0..y1 {
        for xx in x0..x1 {
            s.mix(xx as u32, yy as u32, colour, 255);
        }
    }
}

/// Fill a rectangle with rounded, anti-aliased corners of radius `r`.
pub(crate) fn fill_rounded<S: Surface>(
    s: &mut S,
    x: i32,
    y: i32,
    w: i32,
    h: i32,
    r: f32,
    colour: [u8; 3],
) {
    let r = r.clamp(0.0, (w.min(h) as f32) / 2.0);
    for yy in 0..h {
        for xx in 0..w {
            let (px, py) = (xx as f32 + 0.5, yy as f32 + 0.5);
            let cx = if px < r {
                r
            } else if px > w as f32 - r {
                w as f32 - r
            } else {
                px
            };
            let cy = if py < r {
                r
            } else if py > h as f32 - r {
                h as f32 - r
            } else {
                py
            };
            let d = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt();
            let cover = (r + 0.5 - d).clamp(0.0, 1.0);
            if cover > 0.0 {
                let a = if d == 0.0 { 255 } else { (cover * 255.0) as u8 };
                blend(s, x + xx, y + yy, colour, a);
            }
        }
    }
}

/// A rectangular ring `thickness` pixels wide, inside the rectangle.
pub(crate) fn ring<S: Surface>(
    s: &mut S,
    x: i32,
    y: i32,
    w: i32,
    h: i32,
    thickness: i32,
    colour: [u8; 3],
) {
    let t = thickness.min(w / 2).min(h / 2).max(0);
    fill_rect(s, x, y, w, t, colour);
    fill_rect(s, x, y + h - t, w, t, colour);
    fill_rect(s, x, y + t, t, h - 2 * t, colour);
    fill_rect(s, x + w - t, y + t, t, h - 2 * t, colour);
}

/// The width of `text` in pixels (uncovered characters measured as their replacement).
pub(crate) fn text_width(face: Face, size: u16, text: &str) -> Result<f32, RenderError> {
    let mut w = 0.0;
    for c in text.chars() {
        if let Some(c) = fonts::drawable(face, c)? {
            w += fonts::glyph(face, c, size)?.advance;
        }
    }
    Ok(w)
}

/// `text`, cut and ended with "…" so that it fits in `max_width` pixels.
pub(crate) fn fit_text(
    face: Face,
    size: u16,
    text: &str,
    max_width: f32,
) -> Result<String, RenderError> {
    if text_width(face, size, text)? <= max_width {
        return Ok(text.to_string());
    }
    let ellipsis = text_width(face, size, "…")?;
    let mut out = String::new();
    let mut w = 0.0;
    for c in text.chars() {
        let advance = match fonts::drawable(face, c)? {
            Some(d) => fonts::glyph(face, d, size)?.advance,
            None => 0.0,
        };
        if w + advance + ellipsis > max_width {
            break;
        }
        w += advance;
        out.push(c);
    }
    out.push('…');
    Ok(out)
}

/// Draw `text` with its pen starting at `x` on the baseline `baseline`; returns the width.
pub(crate) fn draw_text<S: Surface>(
    s: &mut S,
    face: Face,
    size: u16,
    x: f32,
    baseline: i32,
    colour: [u8; 3],
    text: &str,
) -> Result<f32, RenderError> {
    let mut pen = x;
    for c in text.chars() {
        let Some(c) = fonts::drawable(face, c)? else {
            continue;
        };
        let g = fonts::glyph(face, c, size)?;
        let gx = pen.round() as i32 + g.left;
        let gy = baseline + g.top;
        for row in 0..g.height {
            for col in 0..g.width {
                let a = g.coverage[(row * g.width + col) as usize];
                blend(s, gx + col as i32, gy + row as i32, colour, a);
            }
        }
        pen += g.advance;
    }
    Ok(pen - x)
}

/// Draw `text` centred on (cx, cy): horizontally by its advance width, vertically by the
/// height of a capital letter (so letters with and without accents sit alike).
pub(crate) fn draw_text_centred<S: Surface>(
    s: &mut S,
    face: Face,
    size: u16,
    cx: f32,
    cy: f32,
    colour: [u8; 3],
    text: &str,
) -> Result<(), RenderError> {
    let w = text_width(face, size, text)?;
    let cap = fonts::cap_height(face, size)?;
    let baseline = (cy + cap / 2.0).round() as i32;
    draw_text(s, face, size, cx - w / 2.0, baseline, colour, text)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawing_is_clipped() {
        let mut img = RgbImage::new(10, 10);
        fill_rect(&mut img, -5, -5, 100, 100, [9, 9, 9]);
        fill_rounded(&mut img, 5, 5, 20, 20, 4.0, [1, 2, 3]);
        ring(&mut img, -3, 4, 30, 30, 3, [7, 7, 7]);
        draw_text(&mut img, Face::Bold, 40, -20.0, 50, [255, 0, 0], "ŻÓŁW").unwrap();
        assert_eq!(img.get_pixel(0, 0).0, [9, 9, 9]);
    }

    #[test]
    fn text_leaves_ink() {
        let mut img = RgbImage::new(60, 30);
        let w = draw_text(&mut img, Face::Regular, 20, 2.0, 22, [255, 255, 255], "Ala").unwrap();
        assert!(w > 20.0);
        assert!(img.pixels().any(|p| p.0[0] > 200));
    }

    #[test]
    fn long_text_is_cut_with_an_ellipsis() {
        let long = "Grzegorz Brzęczyszczykiewicz z Chrząszczyżewoszyc";
        let cut = fit_text(Face::Regular, 18, long, 120.0).unwrap();
        assert!(cut.ends_with('…'));
        assert!(text_width(Face::Regular, 18, &cut).unwrap() <= 120.0);
        assert_eq!(fit_text(Face::Regular, 18, "Ala", 120.0).unwrap(), "Ala");
    }
}
