//! The replay GIF's one palette, made as the frames come ([`Numbering`]), and a frame's
//! pixels by it ([`Ids`]); a frame's own palette indices mapped to it ([`Lut`]); the rows
//! two frames are compared by ([`Rows`]).

use super::Rect;
use crate::render::colour_map::{nearest, pack, ColourMap};
use crate::render::indexed::Indexed;

/// Colours a GIF's palette holds besides the transparent entry.
pub(super) const COLOURS: usize = 255;

/// The GIF's palette, made as the frames are numbered: a colour gets the next index (from
/// 1; 0 is transparent) the first time a frame shows it, so a replay's colours (about 150)
/// are written exactly; past [`COLOURS`] colours, or once `frozen`, a new colour is drawn as
/// its nearest (weighted as the eye weighs the channels).
#[derive(Default)]
pub(super) struct Numbering {
    known: ColourMap<u8>,
    /// The colours by GIF index less one.
    pub(super) colours: Vec<[u8; 3]>,
    /// No colour is added any more (the palette has been written).
    pub(super) frozen: bool,
}

impl Numbering {
    /// The GIF index of `colour`.
    pub(super) fn index(&mut self, colour: [u8; 3]) -> u8 {
        let c = pack(&colour);
        if let Some(&i) = self.known.get(&c) {
            return i;
        }
        let i = if !self.frozen && self.colours.len() < COLOURS {
            self.colours.push(colour);
            self.colours.len() as u8
        } else {
            nearest(&self.colours, colour).map_or(1, |i| (i + 1) as u8)
        };
        self.known.insert(c, i);
        i
    }

    /// The GIF index of each of `img`'s palette indices (those past its palette, which no
    /// pixel has, the first colour's).
    pub(super) fn lut(&mut self, img: &Indexed) -> Lut {
        let colours = img.palette.colours();
        let mut ids = [1u8; 256];
        for (id, &colour) in ids.iter_mut().zip(colours) {
            *id = self.index(colour);
        }
        let first = ids[0];
        ids[colours.len().min(256)..].fill(first);
        Lut {
            ids,
            len: colours.len(),
        }
    }

    /// `img`'s pixels as GIF indices.
    pub(super) fn number(&mut self, img: &Indexed) -> Ids {
        let lut = self.lut(img);
        let (width, height) = (img.width() as usize, img.height() as usize);
        let mut data = vec![0u8; width * height];
        for (y, out) in data.chunks_exact_mut(width.max(1)).enumerate() {
            for (o, &i) in out.iter_mut().zip(img.row(y as u32)) {
                *o = lut.ids[usize::from(i)];
            }
        }
        Ids {
            width,
            height,
            data,
        }
    }

    /// The palette as the GIF writes it: the transparent entry first.
    pub(super) fn table(&self) -> Vec<u8> {
        let mut t = vec![0u8, 0, 0];
        for c in &self.colours {
            t.extend_from_slice(c);
        }
        t
    }
}

/// A frame's pixels as GIF palette indices ([`Numbering`]), row after row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Ids {
    pub(super) width: usize,
    pub(super) height: usize,
    pub(super) data: Vec<u8>,
}

impl Ids {
    pub(super) fn row(&self, y: usize) -> &[u8] {
        &self.data[y * self.width..(y + 1) * self.width]
    }

    /// The indices inside `rect`, row after row.
    pub(super) fn crop(&self, (l, t, w, h): Rect) -> Vec<u8> {
        let (l, w) = (l as usize, w as usize);
        (t as usize..(t + h) as usize)
            .flat_map(|y| &self.row(y)[l..l + w])
            .copied()
            .collect()
    }

    /// `crop` (a rectangle's indices, as [`Ids::crop`] gives them) put back at `rect`.
    pub(super) fn paste(&mut self, crop: &[u8], (l, t, w, _): Rect) {
        let (l, w) = (l as usize, w as usize);
        for (i, line) in crop.chunks_exact(w.max(1)).enumerate() {
            let at = (t as usize + i) * self.width + l;
            self.data[at..at + w].copy_from_slice(line);
        }
    }
}

/// A picture's palette indices to the GIF's ([`Numbering::lut`]).
#[derive(Clone)]
pub(super) struct Lut {
    ids: [u8; 256],
    /// Colours in the picture's palette.
    len: usize,
}

impl Lut {
    /// Whether two pictures' own indices can be compared as they are: every index both
    /// palettes have stands for the same colour. (A colour is in a palette once, so then two
    /// pixels are the same colour exactly when their indices are equal.) Pictures drawn
    /// over one empty board mostly are: their palettes grow from the board's alike.
    pub(super) fn agrees(&self, other: &Lut) -> bool {
        let n = self.len.min(other.len);
        self.ids[..n] == other.ids[..n]
    }

    /// The GIF indices of `rect` of `img` (whose lookup this is), row after row.
    pub(super) fn crop(&self, img: &Indexed, (l, t, w, h): Rect) -> Vec<u8> {
        let (l, w) = (l as usize, w as usize);
        (t..t + h)
            .flat_map(|y| &img.row(y)[l..l + w])
            .map(|&i| self.ids[usize::from(i)])
            .collect()
    }
}

/// Rows of indices of one picture, as [`changed`] compares them.
pub(super) trait Rows {
    fn size(&self) -> (usize, usize);
    fn row(&self, y: usize) -> &[u8];
}

impl Rows for Ids {
    fn size(&self) -> (usize, usize) {
        (self.width, self.height)
    }
    fn row(&self, y: usize) -> &[u8] {
        Ids::row(self, y)
    }
}

impl Rows for Indexed {
    fn size(&self) -> (usize, usize) {
        (self.width() as usize, self.height() as usize)
    }
    fn row(&self, y: usize) -> &[u8] {
        Indexed::row(self, y as u32)
    }
}
