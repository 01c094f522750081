//! The rack picture: the player's tiles in a row on a dark bar, in the same style as on
//! the board but bigger. A tile marked `fresh` (e.g. just drawn from the bag) gets the
//! same highlight as the last move on the board.

use super::canvas::fill_rounded;
use super::indexed::Indexed;
use super::palette;
use super::tile::{highlight, sprite};
use super::{RackView, RenderError};

/// Side of one rack tile in pixels.
pub const RACK_TILE: i32 = 64;
const GAP: i32 = 6;
const PAD: i32 = 12;
/// The most tiles a rack picture shows (more is a bad view).
pub const MAX_RACK: usize = 32;

/// Draw `view`.
pub(crate) fn draw_rack(view: &RackView) -> Result<Indexed, RenderError> {
    if view.tiles.len() > MAX_RACK {
        return Err(RenderError::BadView(format!(
            "{} tiles on a rack; at most {MAX_RACK} can be drawn",
            view.tiles.len()
        )));
    }
    let slots = view.tiles.len().max(1) as i32;
    let width = 2 * PAD + slots * RACK_TILE + (slots - 1) * GAP;
    let height = 2 * PAD + RACK_TILE + 6;
    let mut img = Indexed::new(width as u32, height as u32, palette::BACKGROUND.0);
    let bar = [0x4a, 0x3b, 0x2c];
    fill_rounded(
        &mut img,
        PAD / 2,
        PAD + RACK_TILE / 2,
        width - PAD,
        RACK_TILE / 2 + PAD / 2 + 6,
        6.0,
        bar,
    );
    for (i, tile) in view.tiles.iter().enumerate() {
        let x = PAD + i as i32 * (RACK_TILE + GAP);
        let s = sprite(tile, RACK_TILE as u32)?;
        img.stamp(&s.stamp, x, PAD);
        if tile.fresh {
            highlight(&mut img, x, PAD, RACK_TILE);
        }
    }
    Ok(img)
}
