//! The colours of the pictures: flat, few and palette-friendly (small PNGs), chosen so
//! that a tile never looks like a square, and every coloured thing also carries a label for
//! colour-blind players.
//!
//! Squares: cream when plain; premiums light blue (2×L), blue (3×L), orange (2×W), purple
//! (3×W), red (Literki's 4S), green (Literki's WYM), yellow (Letterbox's clearing field);
//! Literaki's coloured fields pale yellow, green, blue and red.
//!
//! Tiles: ivory with a dark letter, rimmed and outlined, so that no tile has a premium
//! square's colour; a blank is charcoal with a light letter. Only where the board has fields
//! of the tiles' colours (Literaki, whose rules give each value its colour) are tiles painted
//! by value: 1 yellow, 2 green, 3 blue, 5 red, saturated where their fields are pale, and
//! outlined darker. [`distance`] measures how far apart two colours look; the tests keep
//! every tile at least [`APART`] from every premium square of its board.

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

/// How a tile is painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TilePaint {
    /// Face of the tile.
    pub fill: Rgba<u8>,
    /// Darker rim along the bottom and right.
    pub rim: Rgba<u8>,
    /// The letter and the value.
    pub ink: Rgba<u8>,
    /// The thin line around the whole tile, which sets it off from any square.
    pub edge: Rgba<u8>,
}

const fn paint(fill: [u8; 3], rim: [u8; 3], ink: [u8; 3], edge: [u8; 3]) -> TilePaint {
    TilePaint {
        fill: Rgba([fill[0], fill[1], fill[2], 255]),
        rim: Rgba([rim[0], rim[1], rim[2], 255]),
        ink: Rgba([ink[0], ink[1], ink[2], 255]),
        edge: Rgba([edge[0], edge[1], edge[2], 255]),
    }
}

const DARK_INK: [u8; 3] = [0x1e, 0x1e, 0x1e];
const LIGHT_INK: [u8; 3] = [0xff, 0xff, 0xff];

/// A tile of a board without coloured fields: ivory, a dark brown letter.
pub const IVORY: TilePaint = paint(
    [0xfa, 0xf3, 0xe6],
    [0xc2, 0xae, 0x8a],
    [0x2a, 0x22, 0x1a],
    [0x7a, 0x66, 0x48],
);
/// A blank: charcoal with a light letter, unlike any real tile and any square; its grey edge
/// sets it off the dark background of a rack too.
pub const BLANK: TilePaint = paint(
    [0x3a, 0x3a, 0x3c],
    [0x1c, 0x1c, 0x1e],
    [0xf0, 0xf0, 0xf0],
    [0x8c, 0x8c, 0x90],
);

/// The paint of a tile worth `value` points: a blank's, the value's colour when tiles are
/// painted `by_value` (Literaki's 1, 2, 3 and 5), ivory otherwise.
pub fn tile_paint(value: u32, blank: bool, by_value: bool) -> TilePaint {
    if blank || value == 0 {
        return BLANK;
    }
    match (by_value, value) {
        (true, 1) => paint(
            [0xf6, 0xc6, 0x1d],
            [0xb8, 0x8c, 0x00],
            DARK_INK,
            [0x6e, 0x52, 0x00],
        ),
        (true, 2) => paint(
            [0x2e, 0x9e, 0x4f],
            [0x1a, 0x6b, 0x32],
            LIGHT_INK,
            [0x0e, 0x42, 0x1e],
        ),
        (true, 3) => paint(
            [0x2a, 0x68, 0xd1],
            [0x17, 0x43, 0x90],
            LIGHT_INK,
            [0x1a, 0x1a, 0x2a],
        ),
        (true, 5) => paint(
            [0xd0, 0x2b, 0x2b],
            [0x8e, 0x16, 0x16],
            LIGHT_INK,
            [0x3a, 0x12, 0x12],
        ),
        _ => IVORY,
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
        0 => paint(
            [0x2a, 0x68, 0xd1],
            [0x17, 0x43, 0x90],
            LIGHT_INK,
            [0x1a, 0x1a, 0x2a],
        ),
        1 => paint(
            [0xf5, 0x9e, 0x2a],
            [0xb0, 0x65, 0x08],
            DARK_INK,
            [0x6a, 0x3c, 0x02],
        ),
        2 => paint(
            [0x2e, 0x9e, 0x4f],
            [0x1a, 0x6b, 0x32],
            LIGHT_INK,
            [0x0e, 0x42, 0x1e],
        ),
        _ => paint(
            [0xc9, 0xa2, 0xe6],
            [0x7e, 0x4f, 0xa3],
            DARK_INK,
            [0x2a, 0x20, 0x30],
        ),
    }
}

/// Fill and ink of a Letterbox yellow field (letter x2, clears the board).
pub const CLEARING: (Rgb<u8>, Rgb<u8>) = (Rgb([0xf7, 0xd8, 0x2b]), Rgb([0x4a, 0x3b, 0x00]));

/// Fill and ink of a 4S (word x4, directional) square.
pub const QUAD_WORD: (Rgb<u8>, Rgb<u8>) = (Rgb([0xb0, 0x1e, 0x2f]), Rgb([0xff, 0xff, 0xff]));
/// Fill and ink of a WYM (exchange) square: green, a colour no other square has.
pub const EXCHANGE: (Rgb<u8>, Rgb<u8>) = (Rgb([0x2e, 0x85, 0x55]), Rgb([0xff, 0xff, 0xff]));

/// Tiles and premium squares of one board look at least this far apart ([`distance`]);
/// the tile colours the issue found too near a square (8-point purple beside 3×W, 4-point
/// orange beside 2×W, 3-point blue beside 3×L) were 9 to 14 apart.
pub const APART: f32 = 20.0;

/// How far apart two colours look: CIEDE2000's ΔE (about 1: just seen side by side; 10:
/// clearly different shades; 20 and more: different colours).
pub fn distance(a: [u8; 3], b: [u8; 3]) -> f32 {
    ciede2000(lab(a), lab(b))
}

/// sRGB to CIELAB (D65).
fn lab(c: [u8; 3]) -> [f32; 3] {
    let lin = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let (r, g, b) = (lin(c[0]), lin(c[1]), lin(c[2]));
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
    let f = |t: f32| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIEDE2000 colour difference of two Lab colours.
fn ciede2000(p: [f32; 3], q: [f32; 3]) -> f32 {
    let [l1, a1, b1] = p;
    let [l2, a2, b2] = q;
    let pow7 = |v: f32| v.powi(7);
    let c_bar = ((a1.hypot(b1)) + (a2.hypot(b2))) / 2.0;
    let g = 0.5 * (1.0 - (pow7(c_bar) / (pow7(c_bar) + pow7(25.0))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f32, a: f32| b.atan2(a).to_degrees().rem_euclid(360.0);
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else {
        let d = h2p - h1p;
        if d > 180.0 {
            d - 360.0
        } else if d < -180.0 {
            d + 360.0
        } else {
            d
        }
    };
    let dh_big = 2.0 * (c1p * c2p).sqrt() * (dh / 2.0).to_radians().sin();
    let l_bar = (l1 + l2) / 2.0;
    let c_bar_p = (c1p + c2p) / 2.0;
    let h_bar = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() > 180.0 {
        if h1p + h2p < 360.0 {
            (h1p + h2p + 360.0) / 2.0
        } else {
            (h1p + h2p - 360.0) / 2.0
        }
    } else {
        (h1p + h2p) / 2.0
    };
    let cos = |deg: f32| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_bar - 30.0) + 0.24 * cos(2.0 * h_bar) + 0.32 * cos(3.0 * h_bar + 6.0)
            - 0.20 * cos(4.0 * h_bar - 63.0);
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (pow7(c_bar_p) / (pow7(c_bar_p) + pow7(25.0))).sqrt();
    let sl = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * c_bar_p;
    let sh = 1.0 + 0.015 * c_bar_p * t;
    let rt = -(2.0 * d_theta).to_radians().sin() * rc;
    ((dl / sl).powi(2) + (dc / sc).powi(2) + (dh_big / sh).powi(2) + rt * (dc / sc) * (dh_big / sh))
        .sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rgb(c: Rgba<u8>) -> [u8; 3] {
        [c.0[0], c.0[1], c.0[2]]
    }

    #[test]
    fn literaki_values_have_four_distinct_tile_colours() {
        let fills: Vec<_> = [1, 2, 3, 5]
            .iter()
            .map(|&v| tile_paint(v, false, true).fill)
            .collect();
        for (i, a) in fills.iter().enumerate() {
            for b in &fills[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(tile_paint(5, true, true), tile_paint(0, false, true));
        assert_eq!(tile_paint(5, false, false), IVORY);
    }

    #[test]
    fn field_tints_are_paler_than_tiles() {
        for v in [1, 2, 3, 5] {
            let t = field_tint(v).0;
            let f = tile_paint(v, false, true).fill;
            let sum = |c: [u8; 3]| c.iter().map(|&x| u32::from(x)).sum::<u32>();
            assert!(sum(t.0) > sum(rgb(f)), "value {v}");
        }
    }

    /// Reference values of CIEDE2000 (Sharma, Wu and Dalal's test data, pairs 1 and 17).
    #[test]
    fn the_distance_is_ciede2000() {
        let d = ciede2000([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485]);
        assert!((d - 2.0425).abs() < 1e-3, "{d}");
        let d = ciede2000([50.0, 2.5, 0.0], [73.0, 25.0, -18.0]);
        assert!((d - 27.1492).abs() < 1e-3, "{d}");
        assert!(distance([0, 0, 0], [0, 0, 0]) < 1e-6);
    }
}
