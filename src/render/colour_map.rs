//! Maps keyed by colour: an RGB colour packed into a `u32` ([`pack`]) and a cheap hasher
//! for such keys ([`ColourHasher`]), for the palettes of indexed pictures (`indexed`) and of
//! the replay GIF (`animation`).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

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

/// A map keyed by a packed colour ([`pack`]).
pub(crate) type ColourMap<V> = HashMap<u32, V, BuildHasherDefault<ColourHasher>>;

/// The colour `p` (its first three bytes: red, green, blue) as one number.
pub(crate) fn pack(p: &[u8]) -> u32 {
    u32::from(p[0]) << 16 | u32::from(p[1]) << 8 | u32::from(p[2])
}

/// The place in `colours` of the colour nearest `colour`, weighted as the eye weighs the
/// channels (red 2, green 4, blue 3); None when `colours` is empty.
pub(crate) fn nearest(colours: &[[u8; 3]], colour: [u8; 3]) -> Option<usize> {
    let dist = |p: &[u8; 3]| {
        let d = |k: usize| i32::from(p[k]) - i32::from(colour[k]);
        2 * d(0) * d(0) + 4 * d(1) * d(1) + 3 * d(2) * d(2)
    };
    colours
        .iter()
        .enumerate()
        .min_by_key(|(_, p)| dist(p))
        .map(|(i, _)| i)
}
