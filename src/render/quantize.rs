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

/// Counts the colours of `img` inside a rectangle, a run of one colour counted at once.
pub(crate) fn count(img: &RgbImage, rect: Rect, counts: &mut ColourMap<u64>) {
    let (l, t, w, h) = rect;
    let stride = img.width() as usize * 3;
    for y in t..t + h {
        let start = y as usize * stride + l as usize * 3;
        let row = &img.as_raw()[start..start + w as usize * 3];
        let mut run: Option<(u32, u64)> = None;
        for px in row.chunks_exact(3) {
            let c = pack(px);
            match &mut run {
                Some((rc, n)) if *rc == c => *n += 1,
                _ => {
                    if let Some((rc, n)) = run {
                        *counts.entry(rc).or_insert(0) += n;
                    }
                    run = Some((c, 1));
                }
            }
        }
        if let Some((rc, n)) = run {
            *counts.entry(rc).or_insert(0) += n;
        }
    }
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
    /// frame before, whole) has the same colour, transparent.
    pub(crate) fn indices(
        &mut self,
        crop: &RgbImage,
        canvas: Option<&RgbImage>,
        rect: Rect,
    ) -> Vec<u8> {
        let (l, t, w, h) = rect;
        let row_len = w as usize * 3;
        let mut out = Vec::with_capacity(w as usize * h as usize);
        let mut last: Option<(u32, u8)> = None;
        for (dy, row) in crop.as_raw().chunks_exact(row_len).enumerate() {
            let old = canvas.map(|c| {
                let start = (t as usize + dy) * c.width() as usize * 3 + l as usize * 3;
                &c.as_raw()[start..start + row_len]
            });
            for (x, px) in row.chunks_exact(3).enumerate() {
                if old.is_some_and(|o| &o[x * 3..x * 3 + 3] == px) {
                    out.push(TRANSPARENT);
                    continue;
                }
                let c = pack(px);
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
}
