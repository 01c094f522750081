//! One palette for pictures of flat colours with anti-aliased edges (the replay GIF, the
//! indexed-colour PNGs): the 255 most common colours exactly, any other colour drawn as its
//! nearest palette colour (weighted as the eye weighs the channels). Index 0 is left out of
//! the palette: the GIF's "unchanged since the frame before".

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use image::RgbImage;

use super::copy::Rect;

/// The palette index of "unchanged since the frame before" (no colour).
pub(crate) const TRANSPARENT: u8 = 0;
/// Colours in the palette besides the transparent entry.
pub(crate) const COLOURS: usize = 255;

/// A hasher for packed RGB colours (a multiply and a shift: the keys are small and few).
#[derive(Default)]
pub(crate) struct ColourHasher(u64);

impl Hasher for ColourHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | u64::from(b)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = u64::from(n).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 16;
    }
}

pub(crate) type ColourMap<V> = HashMap<u32, V, BuildHasherDefault<ColourHasher>>;

pub(crate) fn pack(p: &[u8]) -> u32 {
    u32::from(p[0]) << 16 | u32::from(p[1]) << 8 | u32::from(p[2])
}

/// The runs of one colour along a row of pixels: (colour, length).
fn runs(row: &[u8], out: &mut Vec<(u32, u64)>) {
    out.clear();
    for px in row.chunks_exact(3) {
        let c = pack(px);
        match out.last_mut() {
            Some((rc, n)) if *rc == c => *n += 1,
            _ => out.push((c, 1)),
        }
    }
}

/// Counts the colours of `img` inside a rectangle. A run of one colour is counted at once,
/// and a row equal to the row above (most rows of a board: a square's inside repeats) is
/// counted as that row's runs again, without looking at its pixels one by one.
pub(crate) fn count(img: &RgbImage, rect: Rect, counts: &mut ColourMap<u64>) {
    let (l, t, w, h) = rect;
    let stride = img.width() as usize * 3;
    let raw = img.as_raw();
    let row_at = |y: u32| {
        let start = y as usize * stride + l as usize * 3;
        &raw[start..start + w as usize * 3]
    };
    let mut row_runs = Vec::new();
    // How many rows in a row gave `row_runs`.
    let mut repeats = 0u64;
    let flush = |row_runs: &[(u32, u64)], repeats: u64, counts: &mut ColourMap<u64>| {
        for &(c, n) in row_runs {
            *counts.entry(c).or_insert(0) += n * repeats;
        }
    };
    for y in t..t + h {
        if y > t && row_at(y) == row_at(y - 1) {
            repeats += 1;
            continue;
        }
        flush(&row_runs, repeats, counts);
        runs(row_at(y), &mut row_runs);
        repeats = 1;
    }
    flush(&row_runs, repeats, counts);
}

/// The palette: the most common colours (ties by colour, so the choice is repeatable).
pub(crate) fn choose_palette(counts: &ColourMap<u64>) -> Vec<u32> {
    let mut all: Vec<(u32, u64)> = counts.iter().map(|(&c, &n)| (c, n)).collect();
    all.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    all.into_iter().take(COLOURS).map(|(c, _)| c).collect()
}

/// Maps colours to palette indices (1..=255), remembering each answer.
pub(crate) struct Quantizer {
    palette: Vec<u32>,
    known: ColourMap<u8>,
}

impl Quantizer {
    pub(crate) fn new(palette: Vec<u32>) -> Self {
        let mut known = ColourMap::default();
        for (i, &c) in palette.iter().enumerate() {
            known.insert(c, (i + 1) as u8);
        }
        Quantizer { palette, known }
    }

    /// The palette as the GIF writes it: the transparent entry first.
    pub(crate) fn table(&self) -> Vec<u8> {
        let mut t = vec![0u8, 0, 0];
        for &c in &self.palette {
            t.extend_from_slice(&[(c >> 16) as u8, (c >> 8) as u8, c as u8]);
        }
        t
    }

    pub(crate) fn index(&mut self, c: u32) -> u8 {
        if let Some(&i) = self.known.get(&c) {
            return i;
        }
        let channel = |c: u32, shift: u32| ((c >> shift) & 0xff) as i32;
        // Distance weighted as the eye weighs the channels (red 2, green 4, blue 3).
        let dist = |p: u32| {
            let dr = channel(p, 16) - channel(c, 16);
            let dg = channel(p, 8) - channel(c, 8);
            let db = channel(p, 0) - channel(c, 0);
            2 * dr * dr + 4 * dg * dg + 3 * db * db
        };
        let best = self
            .palette
            .iter()
            .enumerate()
            .min_by_key(|&(_, &p)| dist(p))
            .map_or(1, |(i, _)| (i + 1) as u8);
        self.known.insert(c, best);
        best
    }

    /// The indices of `crop`, the pixels of a frame inside `rect`; where `canvas` (the
    /// frame before, whole) has the same colour, transparent. A row the same as the one
    /// above (and over the same row of the canvas as the row above) gets that row's indices
    /// again, and a row the canvas already has is transparent, both without looking at its
    /// pixels one by one.
    pub(crate) fn indices(
        &mut self,
        crop: &RgbImage,
        canvas: Option<&RgbImage>,
        rect: Rect,
    ) -> Vec<u8> {
        let (l, t, w, h) = rect;
        let width = w as usize;
        let row_len = width * 3;
        let mut out = Vec::with_capacity(width * h as usize);
        let old_row = |dy: usize| {
            canvas.map(|c| {
                let start = (t as usize + dy) * c.width() as usize * 3 + l as usize * 3;
                &c.as_raw()[start..start + row_len]
            })
        };
        let rows: Vec<&[u8]> = crop.as_raw().chunks_exact(row_len).collect();
        let mut last: Option<(u32, u8)> = None;
        for (dy, &row) in rows.iter().enumerate() {
            let old = old_row(dy);
            if old == Some(row) {
                out.resize(out.len() + width, TRANSPARENT);
                continue;
            }
            if dy > 0 && rows[dy - 1] == row && (old.is_none() || old_row(dy - 1) == old) {
                let from = out.len() - width;
                out.extend_from_within(from..);
                continue;
            }
            for (x, px) in row.chunks_exact(3).enumerate() {
                let c = pack(px);
                if old.is_some_and(|o| pack(&o[x * 3..x * 3 + 3]) == c) {
                    out.push(TRANSPARENT);
                    continue;
                }
                let i = match last {
                    Some((lc, li)) if lc == c => li,
                    _ => self.index(c),
                };
                last = Some((c, i));
                out.push(i);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    /// More colours than a palette holds: the most common are kept, the others drawn as
    /// their nearest.
    #[test]
    fn rare_colours_go_to_their_nearest() {
        let mut img = RgbImage::from_pixel(300, 2, Rgb([0, 0, 0]));
        for x in 0..300 {
            img.put_pixel(x, 1, Rgb([(x % 256) as u8, (x / 256) as u8, 7]));
        }
        let mut counts = ColourMap::default();
        count(&img, (0, 0, 300, 2), &mut counts);
        let palette = choose_palette(&counts);
        assert_eq!(palette.len(), COLOURS);
        assert_eq!(palette[0], 0, "black is the most common");
        let mut q = Quantizer::new(vec![0x000000, 0xffffff, 0xff0000]);
        assert_eq!(q.index(0xfa0a0a), 3);
        assert_eq!(q.index(0xf0f0f0), 2);
        assert_eq!(q.index(0x202020), 1);
        assert_eq!(q.index(0xff0000), 3);
    }

    /// A picture of bands of repeated rows (as a board has), with a few colours.
    fn banded(w: u32, h: u32, seed: u32) -> RgbImage {
        RgbImage::from_fn(w, h, |x, y| {
            let band = (y / 3).wrapping_mul(seed) % 5;
            let v = ((x / 4 + band * 7 + seed) % 6) as u8;
            Rgb([v * 40, band as u8 * 50, (v ^ band as u8) * 30])
        })
    }

    /// The shortcuts (runs, rows equal to the row above, rows the canvas has) give what
    /// counting and mapping every pixel on its own gives.
    #[test]
    fn row_shortcuts_change_nothing() {
        let img = banded(37, 40, 3);
        let rect = (2, 5, 30, 31);
        let mut fast = ColourMap::default();
        count(&img, rect, &mut fast);
        let mut slow: ColourMap<u64> = ColourMap::default();
        for y in 5..36 {
            for x in 2..32 {
                *slow.entry(pack(&img.get_pixel(x, y).0)).or_insert(0) += 1;
            }
        }
        assert_eq!(fast, slow);

        let mut canvas = banded(37, 40, 4);
        for y in [6, 7, 8, 20] {
            for x in 0..37 {
                canvas.put_pixel(x, y, *img.get_pixel(x, y));
            }
        }
        canvas.put_pixel(10, 30, *img.get_pixel(10, 30));
        let crop = crate::render::copy::crop(&img, rect);
        let palette = choose_palette(&slow);
        for canvas in [None, Some(&canvas)] {
            let got = Quantizer::new(palette.clone()).indices(&crop, canvas, rect);
            let mut q = Quantizer::new(palette.clone());
            let mut want = Vec::new();
            for y in 5..36 {
                for x in 2..32 {
                    let c = pack(&img.get_pixel(x, y).0);
                    let same = canvas.is_some_and(|k| pack(&k.get_pixel(x, y).0) == c);
                    want.push(if same { TRANSPARENT } else { q.index(c) });
                }
            }
            assert_eq!(got, want, "canvas: {}", canvas.is_some());
        }
    }
}
