//! The colours of the pictures: flat, few and palette-friendly (small PNGs), chosen so
//! that tiles, coloured fields and word premiums stay apart, and every coloured thing
//! also carries a label for colour-blind players.
//!
//! Tiles take the colour of their value (Literaki): 1 yellow, 2 green, 3 blue, 5 red;
//! other values (other variants): 4 orange-red, 6-8 purple, 9 and more dark brown;
//! a blank (0) is off-white with a grey letter.

use image::{Rgb, Rgba};

/// Picture background (around the board and behind the score table).
pub const BACKGROUND: Rgb<u8> = Rgb([0x2b, 0x2d, 0x31]);
/// A plain empty square.
pub const PLAIN: Rgb<u8> = Rgb([0xee, 0xe6, 0xd4]);
/// Lines between squares.
pub const GRID: Rgb<u8> = Rgb([0x9c, 0x92, 0x7e]);
/// Coordinates and secondary text on the background.
pub const COORD_TEXT: Rgb<u8> = Rgb([0xb5, 0xba, 0xc1]);
/// Main text on the background.
pub const TEXT: Rgb<u8> = Rgb([0xf2, 0xf3, 0xf5]);
/// Band behind the player to move.
pub const TO_MOVE_BAND: Rgb<u8> = Rgb([0x40, 0x44, 0x4b]);
/// The marker for the player to move, and the outline of the last move's tiles.
pub const HIGHLIGHT: Rgb<u8> = Rgb([0xff, 0x2e, 0xd1]);
/// A thin dark line that keeps the highlight visible on light tiles.
pub const HIGHLIGHT_EDGE: Rgb<u8> = Rgb([0x1a, 0x1a, 0x1a]);
/// The start star.
pub const STAR: Rgb<u8> = Rgb([0x7a, 0x5c, 0x1e]);

/// Double word: fill, label.
pub const DOUBLE_WORD: (Rgb<u8>, Rgb<u8>) = (Rgb([0xf0, 0x8a, 0x24]), Rgb([0x3a, 0x1d, 0x00]));
/// Triple word: fill, label.
pub const TRIPLE_WORD: (Rgb<u8>, Rgb<u8>) = (Rgb([0x6a, 0x2c, 0x91]), Rgb([0xff, 0xff, 0xff]));
/// Double letter: fill, label.
pub const DOUBLE_LETTER: (Rgb<u8>, Rgb<u8>) = (Rgb([0x9e, 0xd8, 0xe8]), Rgb([0x0d, 0x3b, 0x4a]));
/// Triple letter: fill, label.
pub const TRIPLE_LETTER: (Rgb<u8>, Rgb<u8>) = (Rgb([0x1f, 0x7f, 0xa8]), Rgb([0xff, 0xff, 0xff]));

/// How a tile of some value is painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TilePaint {
    /// Face of the tile.
    pub fill: Rgba<u8>,
    /// Darker rim along the bottom and right.
    pub rim: Rgba<u8>,
    /// The letter and the value.
    pub ink: Rgba<u8>,
}

const fn paint(fill: [u8; 3], rim: [u8; 3], ink: [u8; 3]) -> TilePaint {
    TilePaint {
        fill: Rgba([fill[0], fill[1], fill[2], 255]),
        rim: Rgba([rim[0], rim[1], rim[2], 255]),
        ink: Rgba([ink[0], ink[1], ink[2], 255]),
    }
}

const DARK_INK: [u8; 3] = [0x1e, 0x1e, 0x1e];
const LIGHT_INK: [u8; 3] = [0xff, 0xff, 0xff];

/// The paint of a tile worth `value` points (`blank`: a blank, whatever its value).
pub fn tile_paint(value: u32, blank: bool) -> TilePaint {
    if blank || value == 0 {
        return paint([0xf7, 0xf7, 0xf4], [0xb0, 0xb0, 0xa8], [0x6e, 0x6e, 0x6e]);
    }
    match value {
        1 => paint([0xf6, 0xc6, 0x1d], [0xb8, 0x8c, 0x00], DARK_INK),
        2 => paint([0x2e, 0x9e, 0x4f], [0x1a, 0x6b, 0x32], LIGHT_INK),
        3 => paint([0x2a, 0x68, 0xd1], [0x17, 0x43, 0x90], LIGHT_INK),
        4 => paint([0xe8, 0x5d, 0x1e], [0xa3, 0x3d, 0x0c], LIGHT_INK),
        5 => paint([0xd0, 0x2b, 0x2b], [0x8e, 0x16, 0x16], LIGHT_INK),
        6..=8 => paint([0x8e, 0x3c, 0xb8], [0x5e, 0x22, 0x7e], LIGHT_INK),
        _ => paint([0x5a, 0x3a, 0x22], [0x36, 0x22, 0x12], LIGHT_INK),
    }
}

/// A pale tint of the tile colour for a coloured field of `value`, and its label colour.
pub fn field_tint(value: u32) -> (Rgb<u8>, Rgb<u8>) {
    match value {
        0 => (Rgb([0xf4, 0xf4, 0xf0]), Rgb([0x70, 0x70, 0x70])),
        1 => (Rgb([0xfc, 0xe9, 0xa6]), Rgb([0x8a, 0x68, 0x00])),
        2 => (Rgb([0xbf, 0xe6, 0xc9]), Rgb([0x1a, 0x6b, 0x32])),
        3 => (Rgb([0xc3, 0xd6, 0xf5]), Rgb([0x17, 0x43, 0x90])),
        4 => (Rgb([0xf8, 0xcf, 0xb8]), Rgb([0xa3, 0x3d, 0x0c])),
        5 => (Rgb([0xf5, 0xc0, 0xc0]), Rgb([0x8e, 0x16, 0x16])),
        6..=8 => (Rgb([0xe1, 0xc9, 0xee]), Rgb([0x5e, 0x22, 0x7e])),
        _ => (Rgb([0xdd, 0xcf, 0xc2]), Rgb([0x36, 0x22, 0x12])),
    }
}

/// The tile colours of the players when tiles have owners (Letterbox): blue, orange, green,
/// purple, apart in hue and in lightness so they also differ for colour-blind players.
pub fn player_paint(player: u8) -> TilePaint {
    match player % 4 {
        0 => paint([0x2a, 0x68, 0xd1], [0x17, 0x43, 0x90], LIGHT_INK),
        1 => paint([0xf5, 0x9e, 0x2a], [0xb0, 0x65, 0x08], DARK_INK),
        2 => paint([0x2e, 0x9e, 0x4f], [0x1a, 0x6b, 0x32], LIGHT_INK),
        _ => paint([0xc9, 0xa2, 0xe6], [0x7e, 0x4f, 0xa3], DARK_INK),
    }
}

/// Fill and ink of a Letterbox yellow field (letter x2, clears the board).
pub const CLEARING: (Rgb<u8>, Rgb<u8>) = (Rgb([0xf7, 0xd8, 0x2b]), Rgb([0x4a, 0x3b, 0x00]));

/// Fill and ink of a 4S (word x4, directional) square.
pub const QUAD_WORD: (Rgb<u8>, Rgb<u8>) = (Rgb([0xb0, 0x1e, 0x2f]), Rgb([0xff, 0xff, 0xff]));
/// Fill and ink of a WYM (exchange) square.
pub const EXCHANGE: (Rgb<u8>, Rgb<u8>) = (Rgb([0x2f, 0x3b, 0x45]), Rgb([0xff, 0xd5, 0x4a]));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literaki_values_have_four_distinct_tile_colours() {
        let fills: Vec<_> = [1, 2, 3, 5]
            .iter()
            .map(|&v| tile_paint(v, false).fill)
            .collect();
        for (i, a) in fills.iter().enumerate() {
            for b in &fills[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(tile_paint(5, true), tile_paint(0, false));
    }

    #[test]
    fn field_tints_are_paler_than_tiles() {
        for v in [1, 2, 3, 5] {
            let t = field_tint(v).0;
            let f = tile_paint(v, false).fill;
            let sum = |c: [u8; 3]| c.iter().map(|&x| u32::from(x)).sum::<u32>();
            assert!(sum(t.0) > sum([f.0[0], f.0[1], f.0[2]]), "value {v}");
        }
    }
}
