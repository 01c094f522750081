//! Pictures drawn as palette indices, for small PNGs made fast.
//!
//! Our pictures are flat colours with anti-aliased edges, and every edge is drawn with a
//! coverage cut to a few steps ([`canvas::step`]): so a picture has a few flat colours and,
//! for each colour drawn over another, those few blends. An [`Indexed`] picture keeps one
//! byte per pixel, an index into its [`Palette`]; a flat colour gets an index the first
//! time it is painted, a blend the first time that colour is mixed over that background
//! at that step. Drawing never looks for a nearest colour, and the PNG needs no
//! quantizing afterwards: the palette is the picture's own, exact. Only a picture of more
//! than 256 colours (none of ours) has its later colours drawn as their nearest.
//!
//! Each row is kept as a PNG writes it: a filter byte (0, "none") then the row's indices,
//! so the encoder deflates the buffer as it stands, without copying a megabyte of rows.
//!
//! [`Indexed::to_rgb`] gives the same picture as RGB, for tests and for the pictures made
//! from it (the GIF).

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::{Arc, OnceLock};

use image::{RgbImage, RgbaImage};

use super::canvas::{mix_channel, Surface};
use super::colour_map::{nearest, pack, ColourHasher, ColourMap};
use super::deflate;

/// The most colours a palette holds (a PNG's palette, 8 bits a pixel).
pub(crate) const MAX_COLOURS: usize = 256;

/// Slots of [`Palette`]'s cache of recent blends.
const LATELY: usize = 32;

/// The colours of one picture: flat colours and blends, each with its index.
#[derive(Debug, Clone, Default)]
pub(crate) struct Palette {
    colours: Vec<[u8; 3]>,
    /// Colour (packed) to index.
    exact: ColourMap<u8>,
    /// (background index, colour index, coverage) to the index of their blend.
    blends: HashMap<u32, u8, BuildHasherDefault<ColourHasher>>,
    /// The blends asked for lately, in front of `blends`: a glyph's edge asks for the same
    /// few again and again. Each slot holds `key << 8 | index` and its key's place, 0 when
    /// empty.
    lately: [u64; LATELY],
    /// The colour asked for last and its index (a span or a glyph asks again and again).
    last: Option<(u32, u8)>,
}

impl Palette {
    /// The index of `colour`, added when new (its nearest when the palette is full).
    pub(crate) fn index(&mut self, colour: [u8; 3]) -> u8 {
        let c = pack(&colour);
        if let Some((lc, li)) = self.last {
            if lc == c {
                return li;
            }
        }
        let i = match self.exact.get(&c) {
            Some(&i) => i,
            None => self.add(colour),
        };
        self.last = Some((c, i));
        i
    }

    fn add(&mut self, colour: [u8; 3]) -> u8 {
        let c = pack(&colour);
        let i = if self.colours.len() < MAX_COLOURS {
            self.colours.push(colour);
            (self.colours.len() - 1) as u8
        } else {
            self.nearest(colour)
        };
        self.exact.insert(c, i);
        i
    }

    /// The palette colour nearest `colour`, weighted as the eye weighs the channels.
    fn nearest(&self, colour: [u8; 3]) -> u8 {
        nearest(&self.colours, colour).map_or(0, |i| i as u8)
    }

    /// The index of colour `fg` mixed over colour `bg` with coverage `alpha` (1..=254).
    pub(crate) fn blend(&mut self, bg: u8, fg: u8, alpha: u8) -> u8 {
        let key = u32::from(bg) << 16 | u32::from(fg) << 8 | u32::from(alpha);
        // The slot's key is kept one more than itself, so that an empty slot matches none.
        let slot = (bg ^ fg.rotate_left(3) ^ alpha.rotate_left(5)) as usize % LATELY;
        let held = self.lately[slot];
        if held >> 8 == u64::from(key) + 1 {
            return held as u8;
        }
        if let Some(&i) = self.blends.get(&key) {
            self.lately[slot] = (u64::from(key) + 1) << 8 | u64::from(i);
            return i;
        }
        let (b, f) = (self.colour(bg), self.colour(fg));
        let a = u32::from(alpha);
        let mixed = [
            mix_channel(b[0], f[0], a),
            mix_channel(b[1], f[1], a),
            mix_channel(b[2], f[2], a),
        ];
        let i = self.index(mixed);
        self.blends.insert(key, i);
        self.lately[slot] = (u64::from(key) + 1) << 8 | u64::from(i);
        i
    }

    /// The colour of index `i`.
    pub(crate) fn colour(&self, i: u8) -> [u8; 3] {
        self.colours.get(usize::from(i)).copied().unwrap_or([0; 3])
    }

    /// How many colours it has.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.colours.len()
    }

    /// The colours in index order.
    pub(crate) fn colours(&self) -> &[[u8; 3]] {
        &self.colours
    }
}

/// A picture of palette indices, one byte a pixel, row by row, each row after its PNG
/// filter byte (always 0: none).
#[derive(Debug, Clone)]
pub(crate) struct Indexed {
    width: u32,
    height: u32,
    /// `height` rows of `width + 1` bytes: the filter byte, then the indices.
    rows: Vec<u8>,
    /// The picture's colours.
    pub(crate) palette: Palette,
    /// The picture this one was drawn over ([`Indexed::drawn_over`]), whose deflated form
    /// its PNG reuses where the two agree.
    over: Option<Arc<Indexed>>,
    /// This picture's own tokens, made the first time a picture drawn over it is encoded.
    known: KnownTokens,
}

/// A picture's deflate tokens, kept once made ([`deflate::Known`]). A copy of the picture
/// starts without them: it may be drawn on.
#[derive(Debug, Default)]
struct KnownTokens(OnceLock<deflate::Known>);

impl Clone for KnownTokens {
    fn clone(&self) -> Self {
        KnownTokens::default()
    }
}

impl Indexed {
    /// A picture `width` x `height` of one colour.
    pub(crate) fn new(width: u32, height: u32, background: [u8; 3]) -> Self {
        let mut palette = Palette::default();
        let i = palette.index(background);
        Indexed::of_rows(width, height, filled(width, height, i), palette)
    }

    /// A picture of `rows` (each a filter byte, then `width` indices) in `palette`'s
    /// colours, drawn over nothing and with no tokens kept.
    fn of_rows(width: u32, height: u32, rows: Vec<u8>, palette: Palette) -> Indexed {
        Indexed {
            width,
            height,
            rows,
            palette,
            over: None,
            known: KnownTokens::default(),
        }
    }

    /// `img` as palette indices (past 256 colours, a colour drawn as its nearest).
    pub(crate) fn from_rgb(img: &RgbImage) -> Self {
        let (width, height) = img.dimensions();
        let mut palette = Palette::default();
        let mut rows = Vec::with_capacity((width as usize + 1) * height as usize);
        for row in img.rows() {
            rows.push(0);
            rows.extend(row.map(|p| palette.index(p.0)));
        }
        Indexed::of_rows(width, height, rows, palette)
    }

    /// Takes `seed` as this picture's palette when `seed` begins with this picture's own
    /// colours (so every pixel keeps its colour), else keeps its own: colours drawn from now
    /// on get the index they have in `seed`, new ones the next after it.
    pub(crate) fn seed_palette(&mut self, seed: &Palette) {
        if seed.colours().starts_with(self.palette.colours()) {
            self.palette = seed.clone();
        }
    }

    /// Bytes a row takes: its filter byte and its indices.
    #[inline]
    fn stride(&self) -> usize {
        self.width as usize + 1
    }

    /// Width in pixels.
    pub(crate) fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub(crate) fn height(&self) -> u32 {
        self.height
    }

    /// The indices of row `y`.
    pub(crate) fn row(&self, y: u32) -> &[u8] {
        let at = y as usize * self.stride() + 1;
        &self.rows[at..at + self.width as usize]
    }

    /// This picture as the top of one `height` high (at least its own), the rows added
    /// painted `background`; `room` more rows are kept free in the buffer.
    pub(crate) fn extended(&self, height: u32, background: [u8; 3], room: u32) -> Indexed {
        let height = height.max(self.height);
        let mut rows = Vec::with_capacity(self.stride() * (height + room) as usize);
        rows.extend_from_slice(&self.rows);
        let mut palette = self.palette.clone();
        let bg = palette.index(background);
        let mut grown = Indexed::of_rows(self.width, self.height, rows, palette);
        grown.add_rows(height, bg);
        grown
    }

    /// [`Indexed::extended`] of `base`, to be drawn on: its PNG deflates only what the
    /// drawing changed and keeps `base`'s deflated form for the rest
    /// ([`deflate::zlib_over`]; `base`'s is made once, the first time).
    pub(crate) fn drawn_over(
        base: &Arc<Indexed>,
        height: u32,
        background: [u8; 3],
        room: u32,
    ) -> Indexed {
        let mut img = base.extended(height, background, room);
        img.over = Some(Arc::clone(base));
        img
    }

    /// The picture's rows deflated as a zlib stream.
    pub(crate) fn deflated(&self) -> Vec<u8> {
        let stride = self.stride();
        match &self.over {
            Some(base) => {
                let known = base
                    .known
                    .0
                    .get_or_init(|| deflate::known(&base.rows, base.stride()));
                deflate::zlib_over(&self.rows, stride, &base.rows, known)
            }
            None => deflate::zlib(&self.rows, stride),
        }
    }

    /// This picture grown to `height` rows (at least its own) in place, the rows added
    /// painted `background`.
    pub(crate) fn grown(mut self, height: u32, background: [u8; 3]) -> Indexed {
        let bg = self.palette.index(background);
        self.add_rows(height, bg);
        self
    }

    /// This picture cut to its top `height` rows (at most its own).
    pub(crate) fn truncated(mut self, height: u32) -> Indexed {
        self.height = height.min(self.height);
        let len = self.stride() * self.height as usize;
        self.rows.truncate(len);
        self
    }

    /// This picture centred at the top of one `width` x `height` (at least its own)
    /// painted `background` around it.
    pub(crate) fn centred_in(self, width: u32, height: u32, background: [u8; 3]) -> Indexed {
        if width <= self.width {
            return self.grown(height, background);
        }
        let height = height.max(self.height);
        let mut palette = self.palette;
        let bg = palette.index(background);
        let mut rows = filled(width, height, bg);
        let x = ((width - self.width) / 2) as usize;
        let w = self.width as usize;
        for (y, line) in self.rows.chunks_exact(w + 1).enumerate() {
            let at = y * (width as usize + 1) + 1 + x;
            rows[at..at + w].copy_from_slice(&line[1..]);
        }
        Indexed::of_rows(width, height, rows, palette)
    }

    /// The same picture in RGB.
    pub(crate) fn to_rgb(&self) -> RgbImage {
        // Every index has a colour (black past the palette), so the loop needs no checks.
        let mut colours = [[0u8; 3]; MAX_COLOURS];
        for (slot, c) in colours.iter_mut().zip(self.palette.colours()) {
            *slot = *c;
        }
        let width = self.width as usize;
        let mut raw = vec![0u8; width * self.height as usize * 3];
        for (y, out) in (0..self.height).zip(raw.chunks_exact_mut(width * 3)) {
            for (px, &i) in out.chunks_exact_mut(3).zip(self.row(y)) {
                px.copy_from_slice(&colours[usize::from(i)]);
            }
        }
        RgbImage::from_raw(self.width, self.height, raw).unwrap_or_default()
    }

    /// Paint `stamp` with its top-left corner at (x, y) (clipped): opaque pixels set, the
    /// anti-aliased edge mixed in, transparent ones left alone.
    pub(crate) fn stamp(&mut self, stamp: &Stamp, x: i32, y: i32) {
        let (dw, dh) = (self.width as i32, self.height as i32);
        let (sw, sh) = (stamp.width as i32, stamp.height as i32);
        let (x0, x1) = (x.max(0), (x + sw).min(dw));
        let (y0, y1) = (y.max(0), (y + sh).min(dh));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        // The stamp's colours as this picture's indices (None: mixed at each pixel).
        let mut map: Vec<Option<u8>> = Vec::with_capacity(stamp.colours.len());
        for c in &stamp.colours {
            map.push((c[3] == 255).then(|| self.palette.index([c[0], c[1], c[2]])));
        }
        let span = (x1 - x0) as usize;
        let stride = self.stride();
        for yy in y0..y1 {
            let s_start = ((yy - y) * sw + (x0 - x)) as usize;
            let d_start = yy as usize * stride + 1 + x0 as usize;
            let from = &stamp.pixels[s_start..s_start + span];
            for (k, &local) in from.iter().enumerate() {
                if local == 0 {
                    continue;
                }
                let l = usize::from(local) - 1;
                let d = &mut self.rows[d_start + k];
                match map[l] {
                    Some(i) => *d = i,
                    None => {
                        let c = stamp.colours[l];
                        let fg = self.palette.index([c[0], c[1], c[2]]);
                        *d = self.palette.blend(*d, fg, c[3]);
                    }
                }
            }
        }
    }
}

impl Surface for Indexed {
    fn size(&self) -> (i32, i32) {
        (self.width as i32, self.height as i32)
    }

    #[inline]
    fn mix(&mut self, x: u32, y: u32, colour: [u8; 3], alpha: u8) {
        let fg = self.palette.index(colour);
        let at = y as usize * self.stride() + 1 + x as usize;
        self.rows[at] = if alpha == 255 {
            fg
        } else {
            self.palette.blend(self.rows[at], fg, alpha)
        };
    }

    fn fill_span(&mut self, x0: u32, x1: u32, y: u32, colour: [u8; 3]) {
        let fg = self.palette.index(colour);
        let row = y as usize * self.stride() + 1;
        self.rows[row + x0 as usize..row + x1 as usize].fill(fg);
    }
}

impl Indexed {
    /// Rows painted `index` added at the bottom, up to `height` rows in all.
    fn add_rows(&mut self, height: u32, index: u8) {
        if height <= self.height {
            return;
        }
        let from = self.rows.len();
        self.rows.resize(self.stride() * height as usize, index);
        for row in self.rows[from..].chunks_exact_mut(self.width as usize + 1) {
            row[0] = 0;
        }
        self.height = height;
    }
}

/// `height` rows of `width` indices `index`, each after its filter byte 0.
fn filled(width: u32, height: u32, index: u8) -> Vec<u8> {
    let mut rows = vec![index; (width as usize + 1) * height as usize];
    for row in rows.chunks_exact_mut(width as usize + 1) {
        row[0] = 0;
    }
    rows
}

/// An RGBA picture (a tile, a badge) kept as its own few colours, to be painted on an
/// [`Indexed`] picture with [`Indexed::stamp`].
#[derive(Debug, Clone)]
pub(crate) struct Stamp {
    width: u32,
    height: u32,
    /// The distinct colours with their coverage (alpha).
    colours: Vec<[u8; 4]>,
    /// Per pixel, 0 for transparent, else 1 + the index of its colour in `colours`.
    pixels: Vec<u8>,
}

impl Stamp {
    /// `rgba` as a stamp; a sprite of more than 255 distinct colours keeps its first 255
    /// and draws the rest as transparent (ours have a few dozen).
    pub(crate) fn new(rgba: &RgbaImage) -> Stamp {
        let mut colours: Vec<[u8; 4]> = Vec::new();
        let mut seen: HashMap<[u8; 4], u8> = HashMap::new();
        let pixels = rgba
            .pixels()
            .map(|p| {
                if p.0[3] == 0 {
                    return 0;
                }
                if let Some(&l) = seen.get(&p.0) {
                    return l;
                }
                if colours.len() >= 255 {
                    return 0;
                }
                colours.push(p.0);
                let l = colours.len() as u8;
                seen.insert(p.0, l);
                l
            })
            .collect();
        Stamp {
            width: rgba.width(),
            height: rgba.height(),
            colours,
            pixels,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::canvas::{blend, fill_rect, fill_rounded};
    use image::Rgb;

    /// Drawing on indices gives, pixel for pixel, what drawing on RGB gives.
    #[test]
    fn indices_draw_what_rgb_draws() {
        let mut rgb = RgbImage::from_pixel(40, 30, Rgb([10, 20, 30]));
        let mut ix = Indexed::new(40, 30, [10, 20, 30]);
        fill_rect(&mut rgb, 3, 3, 20, 10, [200, 100, 0]);
        fill_rect(&mut ix, 3, 3, 20, 10, [200, 100, 0]);
        fill_rounded(&mut rgb, 10, 5, 25, 20, 6.0, [0, 90, 250]);
        fill_rounded(&mut ix, 10, 5, 25, 20, 6.0, [0, 90, 250]);
        for a in [0, 1, 60, 128, 200, 255] {
            blend(&mut rgb, i32::from(a) / 8, 28, [255, 255, 255], a);
            blend(&mut ix, i32::from(a) / 8, 28, [255, 255, 255], a);
        }
        assert_eq!(ix.to_rgb(), rgb);
        assert!(ix.palette.len() < 40, "{} colours", ix.palette.len());
    }
    /// Past 256 colours a colour is drawn as its nearest.
    #[test]
    fn a_full_palette_draws_the_nearest() {
        let mut p = Palette::default();
        for i in 0..256u32 {
            p.index([(i % 16 * 16) as u8, (i / 16 * 16) as u8, 0]);
        }
        assert_eq!(p.len(), MAX_COLOURS);
        let i = p.index([33, 18, 0]);
        assert_eq!(p.colour(i), [32, 16, 0]);
        assert_eq!(p.len(), MAX_COLOURS);
    }
}
