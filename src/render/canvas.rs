//! Drawing primitives on image buffers: clipped rectangles, rounded rectangles, rings and
//! text from the glyph cache. Coordinates are `i32` and everything is clipped, so no
//! input can draw out of bounds.

use image::{Rgb, RgbImage, Rgba, RgbaImage};

use super::fonts::{self, Face};
use super::layout;
use super::RenderError;

/// Something we can paint on: an RGB picture or an RGBA sprite.
pub(crate) trait Surface {
    /// Width and height.
    fn size(&self) -> (i32, i32);
    /// Mix `colour` into the pixel at (x, y) with coverage `alpha` (0..=255); the caller
    /// has checked the bounds.
    fn mix(&mut self, x: u32, y: u32, colour: [u8; 3], alpha: u8);
    /// Paint `colour` over the pixels `x0..x1` of row `y`; the caller has checked the
    /// bounds.
    fn fill_span(&mut self, x0: u32, x1: u32, y: u32, colour: [u8; 3]) {
        for x in x0..x1 {
            self.mix(x, y, colour, 255);
        }
    }
}

/// One channel of `src` over `dst` with coverage `a` (0..=255), rounded.
#[inline]
pub(crate) fn mix_channel(dst: u8, src: u8, a: u32) -> u8 {
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
    fn fill_span(&mut self, x0: u32, x1: u32, y: u32, colour: [u8; 3]) {
        let start = (y as usize * self.width() as usize + x0 as usize) * 3;
        let end = start + (x1 - x0) as usize * 3;
        let raw: &mut [u8] = self;
        for px in raw[start..end].chunks_exact_mut(3) {
            px.copy_from_slice(&colour);
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

/// The coverages an edge is drawn with between none and full: a glyph's or a shape's
/// anti-aliasing is cut to these steps, so that each colour drawn over another makes at most
/// this many blends and a picture's colours fit a small palette (see `indexed`). One step,
/// half way, keeps letters as smooth to the eye as 255 do at our sizes: a phone shows an
/// 811-pixel board about pixel for pixel (375 points at 2-3 pixels a point), where the
/// boards drawn with one step and with three could not be told apart side by side, and a
/// shrunk view smooths the edges again. What a step costs, on the render bench's mid-game
/// board (2026-11-28): one step 29.1 KB (29.2 KB since it keeps its empty board's deflate),
/// two 32.8 KB, three 34.8 KB; the ending bench's replay, then drawn at the board's size with
/// its halo, 210, 231 and 238 KB.
pub(crate) const STEPS: u32 = 1;

/// `alpha` cut to the nearest of none, the [`STEPS`] and full.
#[inline]
pub(crate) fn step(alpha: u8) -> u8 {
    let n = STEPS + 1;
    let k = (u32::from(alpha) * n + 127) / 255;
    ((k * 255 + n / 2) / n) as u8
}

/// Mix one pixel with its coverage cut to a [`step`], ignoring anything outside the
/// surface.
#[inline]
pub(crate) fn blend<S: Surface>(s: &mut S, x: i32, y: i32, colour: [u8; 3], alpha: u8) {
    mix_clipped(s, x, y, colour, step(alpha));
}

/// Mix one pixel with `alpha` as given, ignoring anything outside the surface.
#[inline]
fn mix_clipped<S: Surface>(s: &mut S, x: i32, y: i32, colour: [u8; 3], alpha: u8) {
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
    if x0 >= x1 {
        return;
    }
    for yy in y0..y1 {
        s.fill_span(x0 as u32, x1 as u32, yy as u32, colour);
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

/// The width of `text` in pixels, as [`draw_text`] draws it.
pub(crate) fn text_width(face: Face, size: u16, text: &str) -> Result<f32, RenderError> {
    Ok(layout::line(face, size, text)?.width)
}

/// `text`, cut and ended with "…" so that it fits in `max_width` pixels. It is cut between
/// grapheme clusters in reading order, so an emoji sequence or a letter with its marks
/// stays whole, and a right-to-left name keeps its beginning.
pub(crate) fn fit_text(
    face: Face,
    size: u16,
    text: &str,
    max_width: f32,
) -> Result<String, RenderError> {
    let line = layout::line(face, size, text)?;
    if line.width <= max_width {
        return Ok(text.to_string());
    }
    let ellipsis = text_width(face, size, "…")?;
    let mut w = 0.0;
    let mut keep = 0;
    for &(_, advance) in &line.clusters {
        if w + advance + ellipsis > max_width {
            break;
        }
        w += advance;
        keep += 1;
    }
    // Shaping may change a letter's width once its neighbour is gone (an Arabic letter
    // takes its final form): measure the cut text and cut more while it does not fit.
    loop {
        let end = match keep {
            0 => 0,
            k => line.clusters[k - 1].0,
        };
        let cut = format!("{}…", &line.text[..end]);
        if keep == 0 || text_width(face, size, &cut)? <= max_width {
            return Ok(cut);
        }
        keep -= 1;
    }
}

/// A score table row's two texts on `baseline`: the name in `face` from `name_x`, cut so
/// that it ends 12 pixels before the score, and the score in bold ending at `score_right`
/// (the board's score table and the WordCap grid's).
pub(crate) fn draw_name_and_score<S: Surface>(
    s: &mut S,
    (face, size): (Face, u16),
    (name_x, score_right): (i32, f32),
    baseline: i32,
    colour: [u8; 3],
    (name, score): (&str, &str),
) -> Result<(), RenderError> {
    let score_w = text_width(Face::Bold, size, score)?;
    let room = score_right - score_w - 12.0 - name_x as f32;
    let name = fit_text(face, size, name, room.max(0.0))?;
    draw_text(s, face, size, name_x as f32, baseline, colour, &name)?;
    draw_text(
        s,
        Face::Bold,
        size,
        score_right - score_w,
        baseline,
        colour,
        score,
    )?;
    Ok(())
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
    each_pixel(face, size, x, baseline, text, |px, py, a| {
        blend(s, px, py, colour, a)
    })
}

/// Calls `paint(x, y, coverage)` for each pixel of each glyph of `text` laid out with its
/// pen at `x` on `baseline`; returns the line's width.
fn each_pixel(
    face: Face,
    size: u16,
    x: f32,
    baseline: i32,
    text: &str,
    mut paint: impl FnMut(i32, i32, u8),
) -> Result<f32, RenderError> {
    let line = layout::line(face, size, text)?;
    for placed in &line.glyphs {
        let g = fonts::glyph(face, placed.typeface, placed.id, size)?;
        let gx = (x + placed.x).round() as i32 + g.left;
        let gy = baseline - placed.y.round() as i32 + g.top;
        for row in 0..g.height {
            for col in 0..g.width {
                let a = g.coverage[(row * g.width + col) as usize];
                paint(gx + col as i32, gy + row as i32, a);
            }
        }
    }
    Ok(line.width)
}

/// The pixels [`draw_text`] would ink for `text` with its pen at `x` on `baseline`, as a
/// box (left, top, right, bottom; right and bottom exclusive); None when it inks nothing.
pub(crate) fn ink_box(
    face: Face,
    size: u16,
    x: f32,
    baseline: i32,
    text: &str,
) -> Result<Option<(i32, i32, i32, i32)>, RenderError> {
    let mut bounds: Option<(i32, i32, i32, i32)> = None;
    each_pixel(face, size, x, baseline, text, |px, py, a| {
        if a > 0 {
            bounds = Some(match bounds {
                None => (px, py, px + 1, py + 1),
                Some((l, t, r, b)) => (l.min(px), t.min(py), r.max(px + 1), b.max(py + 1)),
            });
        }
    })?;
    Ok(bounds)
}

/// The baseline [`draw_text_centred`] puts `text` on to centre it on `cy`.
pub(crate) fn centred_baseline(face: Face, size: u16, cy: f32) -> Result<i32, RenderError> {
    let cap = fonts::cap_height(face, size)?;
    Ok((cy + cap / 2.0).round() as i32)
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
    let baseline = centred_baseline(face, size, cy)?;
    draw_text(s, face, size, cx - w / 2.0, baseline, colour, text)?;
    Ok(())
}

/// An anti-aliased coverage mask over a rectangle of the picture: shapes are added into it
/// (where they overlap the larger coverage wins), then it is painted once with one colour
/// and opacity, so that the joints of a semi-opaque stroke do not come out darker.
pub(crate) struct Mask {
    x: i32,
    y: i32,
    w: i32,
    h: i32,
    cover: Vec<u8>,
}

impl Mask {
    /// An empty mask over the rectangle at (x, y) of `w` x `h` pixels; shapes are clipped
    /// to it.
    pub(crate) fn new(x: i32, y: i32, w: i32, h: i32) -> Self {
        let (w, h) = (w.max(0), h.max(0));
        Mask {
            x,
            y,
            w,
            h,
            cover: vec![0; (w as usize) * (h as usize)],
        }
    }

    /// Add a shape inside `(min_x, min_y, max_x, max_y)` whose coverage at a pixel centre
    /// is `cover(x, y)` (0..=1).
    fn add(&mut self, bounds: (f32, f32, f32, f32), cover: impl Fn(f32, f32) -> f32) {
        self.add_spans(bounds, |_| (bounds.0, bounds.2), cover);
    }

    /// Like [`Mask::add`], with the shape on the row through `y` known to lie within
    /// `span(y)` (left, right): only those pixels are visited.
    fn add_spans(
        &mut self,
        bounds: (f32, f32, f32, f32),
        span: impl Fn(f32) -> (f32, f32),
        cover: impl Fn(f32, f32) -> f32,
    ) {
        if !(bounds.0.is_finite()
            && bounds.1.is_finite()
            && bounds.2.is_finite()
            && bounds.3.is_finite())
        {
            return;
        }
        let x0 = (bounds.0.floor() as i32 - 1).max(self.x);
        let y0 = (bounds.1.floor() as i32 - 1).max(self.y);
        let x1 = (bounds.2.ceil() as i32 + 1).min(self.x + self.w);
        let y1 = (bounds.3.ceil() as i32 + 1).min(self.y + self.h);
        for py in y0..y1 {
            let row = ((py - self.y) * self.w) as usize;
            let (l, r) = span(py as f32 + 0.5);
            let l = if l.is_finite() {
                l.floor() as i32 - 1
            } else {
                x0
            };
            let r = if r.is_finite() {
                r.ceil() as i32 + 1
            } else {
                x1
            };
            for px in x0.max(l)..x1.min(r) {
                let c = cover(px as f32 + 0.5, py as f32 + 0.5);
                if c > 0.0 {
                    let v = (c.min(1.0) * 255.0).round() as u8;
                    let slot = &mut self.cover[row + (px - self.x) as usize];
                    *slot = (*slot).max(v);
                }
            }
        }
    }

    /// Raise the coverage at pixel (x, y) to `cover` (0..=255), if it is in the mask.
    pub(crate) fn raise(&mut self, x: i32, y: i32, cover: u8) {
        let (dx, dy) = (x - self.x, y - self.y);
        if dx >= 0 && dy >= 0 && dx < self.w && dy < self.h {
            let slot = &mut self.cover[(dy * self.w + dx) as usize];
            *slot = (*slot).max(cover);
        }
    }

    /// A segment from `a` to `b`, `width` pixels thick, with round ends.
    pub(crate) fn segment(&mut self, a: (f32, f32), b: (f32, f32), width: f32) {
        let r = width / 2.0;
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len2 = dx * dx + dy * dy;
        let bounds = (
            a.0.min(b.0) - r,
            a.1.min(b.1) - r,
            a.0.max(b.0) + r,
            a.1.max(b.1) + r,
        );
        // The pixels of a row lie within r of the part of the segment between the rows
        // r above and r below.
        let span = |py: f32| {
            if dy.abs() < 1.0 {
                return (bounds.0, bounds.2);
            }
            let ta = ((py - r - 1.0 - a.1) / dy).clamp(0.0, 1.0);
            let tb = ((py + r + 1.0 - a.1) / dy).clamp(0.0, 1.0);
            let (xa, xb) = (a.0 + ta * dx, a.0 + tb * dx);
            (xa.min(xb) - r - 1.0, xa.max(xb) + r + 1.0)
        };
        self.add_spans(bounds, span, |px, py| {
            let t = if len2 > 0.0 {
                (((px - a.0) * dx + (py - a.1) * dy) / len2).clamp(0.0, 1.0)
            } else {
                0.0
            };
            let (qx, qy) = (a.0 + t * dx, a.1 + t * dy);
            let d = ((px - qx).powi(2) + (py - qy).powi(2)).sqrt();
            (r + 0.5 - d).clamp(0.0, 1.0)
        });
    }

    /// A disc of radius `r` around `c`.
    pub(crate) fn disc(&mut self, c: (f32, f32), r: f32) {
        let bounds = (c.0 - r, c.1 - r, c.0 + r, c.1 + r);
        self.add(bounds, |px, py| {
            let d = ((px - c.0).powi(2) + (py - c.1).powi(2)).sqrt();
            (r + 0.5 - d).clamp(0.0, 1.0)
        });
    }

    /// A circular ring around `c`: outer radius `r`, `thickness` pixels wide inwards.
    pub(crate) fn circle_ring(&mut self, c: (f32, f32), r: f32, thickness: f32) {
        let inner = r - thickness;
        let bounds = (c.0 - r, c.1 - r, c.0 + r, c.1 + r);
        self.add(bounds, |px, py| {
            let d = ((px - c.0).powi(2) + (py - c.1).powi(2)).sqrt();
            (r + 0.5 - d).min(d - inner + 0.5).clamp(0.0, 1.0)
        });
    }

    /// A filled triangle.
    pub(crate) fn triangle(&mut self, p: [(f32, f32); 3]) {
        let area = (p[1].0 - p[0].0) * (p[2].1 - p[0].1) - (p[1].1 - p[0].1) * (p[2].0 - p[0].0);
        if area == 0.0 || !area.is_finite() {
            return;
        }
        let sign = area.signum();
        let mut edges = [(0.0f32, 0.0f32, 0.0f32, 0.0f32, 1.0f32); 3];
        for (i, e) in edges.iter_mut().enumerate() {
            let (a, b) = (p[i], p[(i + 1) % 3]);
            let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
            *e = (a.0, a.1, b.0 - a.0, b.1 - a.1, len);
        }
        let bounds = (
            p[0].0.min(p[1].0).min(p[2].0),
            p[0].1.min(p[1].1).min(p[2].1),
            p[0].0.max(p[1].0).max(p[2].0),
            p[0].1.max(p[1].1).max(p[2].1),
        );
        self.add(bounds, |px, py| {
            let mut inside = f32::MAX;
            for &(ax, ay, ex, ey, len) in &edges {
                let d = sign * (ex * (py - ay) - ey * (px - ax)) / len;
                inside = inside.min(d);
            }
            (inside + 0.5).clamp(0.0, 1.0)
        });
    }

    /// Paint the mask onto `s` in `colour` at `opacity` (0..=255): the coverage is cut to a
    /// [`step`] first and the opacity applied after, so that a see-through stroke stays as
    /// see-through as asked however few the steps (its edges make [`STEPS`] blends more).
    pub(crate) fn paint<S: Surface>(&self, s: &mut S, colour: [u8; 3], opacity: u8) {
        if self.w == 0 {
            return;
        }
        let o = u32::from(opacity);
        for (yy, row) in self.cover.chunks_exact(self.w as usize).enumerate() {
            for (xx, &c) in row.iter().enumerate() {
                if c > 0 {
                    let a = ((u32::from(step(c)) * o + 127) / 255) as u8;
                    mix_clipped(s, self.x + xx as i32, self.y + yy as i32, colour, a);
                }
            }
        }
    }
}

/// A filled anti-aliased disc of radius `r` around (cx, cy).
pub(crate) fn fill_circle<S: Surface>(s: &mut S, cx: f32, cy: f32, r: f32, colour: [u8; 3]) {
    let x = (cx - r).floor() as i32 - 1;
    let y = (cy - r).floor() as i32 - 1;
    let side = (2.0 * r).ceil() as i32 + 3;
    let mut m = Mask::new(x, y, side, side);
    m.disc((cx, cy), r);
    m.paint(s, colour, 255);
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

    /// Coverage is cut to none, full and the steps between, each the nearest, so an edge
    /// of one colour over another makes at most STEPS blends.
    #[test]
    fn coverage_is_cut_to_a_few_steps() {
        let levels: std::collections::BTreeSet<u8> = (0..=255).map(step).collect();
        assert_eq!(levels.len() as u32, STEPS + 2);
        assert_eq!((step(0), step(255)), (0, 255));
        for a in 0..=255u8 {
            assert_eq!(step(step(a)), step(a));
            let nearest = levels
                .iter()
                .min_by_key(|&&l| (i32::from(l) - i32::from(a)).abs());
            let d = |l: u8| (i32::from(l) - i32::from(a)).abs();
            assert_eq!(d(step(a)), d(*nearest.unwrap()), "{a}");
        }
        let mut img = RgbImage::new(1, 1);
        blend(&mut img, 0, 0, [255, 255, 255], 100);
        assert_eq!(img.get_pixel(0, 0).0, [128, 128, 128]);
    }

    #[test]
    fn a_mask_paints_overlaps_once() {
        let mut img = RgbImage::new(40, 20);
        let mut m = Mask::new(-5, -5, 60, 30);
        m.segment((5.0, 10.0), (20.0, 10.0), 6.0);
        m.segment((20.0, 10.0), (35.0, 10.0), 6.0);
        m.paint(&mut img, [200, 0, 0], 128);
        assert_eq!(img.get_pixel(20, 10), img.get_pixel(12, 10));
        assert_eq!(img.get_pixel(20, 2).0, [0, 0, 0]);
        let mut t = RgbImage::new(20, 20);
        let mut m = Mask::new(0, 0, 20, 20);
        m.triangle([(2.0, 2.0), (18.0, 10.0), (2.0, 18.0)]);
        m.circle_ring((10.0, 10.0), 9.0, 2.0);
        m.paint(&mut t, [255, 255, 255], 255);
        assert_eq!(t.get_pixel(6, 10).0, [255, 255, 255]);
        fill_circle(&mut t, -100.0, 5.0, 30.0, [1, 1, 1]);
    }
}
