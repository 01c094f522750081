//! Per-square scoring tables, filled once per variant from the rules' own functions
//! ([`tile_points`], [`word_multiplier`], [`arrow_multiplier`]), so the generator's running
//! scores agree with [`crate::rules::score_placement`] by construction and cost a lookup.

use crate::lexicon::Letter;
use crate::rules::{
    arrow_multiplier, tile_points, word_multiplier, BoardTile, Direction, Pos, Variant,
};

/// Scoring lookups by square index (`row * width + col`) and letter (the blank after the
/// alphabet's letters).
#[derive(Debug, Clone)]
pub(super) struct Tables {
    pub width: usize,
    stride: usize,
    blank: usize,
    pts: Vec<u32>,
    face: Vec<u32>,
    pub wmul: Vec<u32>,
    arrow_first: [Vec<u32>; 2],
    arrow_last: [Vec<u32>; 2],
}

fn dir_index(dir: Direction) -> usize {
    match dir {
        Direction::Across => 0,
        Direction::Down => 1,
    }
}

impl Tables {
    /// The tables of a variant.
    pub fn new(v: &Variant) -> Tables {
        let (w, h) = (v.width as usize, v.height as usize);
        let letters = v.alphabet().len();
        let stride = letters + 1;
        let mut pts = vec![0; w * h * stride];
        let mut wmul = vec![1; w * h];
        let mut arrow_first = [vec![1; w * h], vec![1; w * h]];
        let mut arrow_last = [vec![1; w * h], vec![1; w * h]];
        for r in 0..h {
            for c in 0..w {
                let pos = Pos::new(r as u8, c as u8);
                let i = r * w + c;
                for l in 0..letters {
                    pts[i * stride + l] =
                        tile_points(v, pos, BoardTile::letter(Letter(l as u8)), true);
                }
                pts[i * stride + letters] = tile_points(v, pos, BoardTile::blank(Letter(0)), true);
                wmul[i] = word_multiplier(v, pos, true);
                for dir in [Direction::Across, Direction::Down] {
                    let d = dir_index(dir);
                    arrow_first[d][i] = arrow_multiplier(v, pos, true, dir, true, false);
                    arrow_last[d][i] = arrow_multiplier(v, pos, true, dir, false, true);
                }
            }
        }
        let mut face: Vec<u32> = (0..letters)
            .map(|l| v.value(BoardTile::letter(Letter(l as u8))))
            .collect();
        face.push(v.blank_value);
        Tables {
            width: w,
            stride,
            blank: letters,
            pts,
            face,
            wmul,
            arrow_first,
            arrow_last,
        }
    }

    /// Points of a new tile (`blank`: a blank standing for `letter`) on square `sq`.
    #[inline]
    pub fn points(&self, sq: usize, letter: u8, blank: bool) -> u32 {
        let l = if blank { self.blank } else { letter as usize };
        self.pts[sq * self.stride + l]
    }

    /// Points of a tile already on the board.
    #[inline]
    pub fn face(&self, letter: u8, blank: bool) -> u32 {
        let l = if blank { self.blank } else { letter as usize };
        self.face[l]
    }

    /// The 4S multiplier of a word in `dir` whose first square is `sq` (a new tile).
    #[inline]
    pub fn arrow_first(&self, dir: Direction, sq: usize) -> u32 {
        self.arrow_first[dir_index(dir)][sq]
    }

    /// The 4S multiplier of a word in `dir` whose last square is `sq` (a new tile).
    #[inline]
    pub fn arrow_last(&self, dir: Direction, sq: usize) -> u32 {
        self.arrow_last[dir_index(dir)][sq]
    }
}
