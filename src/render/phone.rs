//! Sizes for a phone. Discord shows a picture about [`PHONE_WIDTH`] pixels wide on a phone
//! whatever its own width, so everything on it shrinks by `PHONE_WIDTH / width`; a text a
//! player must read there (the coordinates they type, the premium labels, the names and
//! scores) is drawn big enough that its capitals stay at least [`PHONE_CAP`] pixels tall
//! after that.

use super::fonts::{self, Face};
use super::RenderError;

/// How wide a phone shows a picture, in its pixels.
pub const PHONE_WIDTH: f32 = 375.0;
/// The least height of a capital letter (or digit) a player reads, in a phone's pixels.
pub const PHONE_CAP: f32 = 9.5;

/// `img` shrunk to a phone's width, as a phone shows it (for a look; never sent).
pub fn shrink_to_phone(img: &image::RgbImage) -> image::RgbImage {
    let w = PHONE_WIDTH as u32;
    let h = (img.height() * w / img.width().max(1)).max(1);
    image::imageops::resize(img, w, h, image::imageops::FilterType::CatmullRom)
}

/// `px` pixels of a picture `width` pixels wide, in a phone's pixels.
pub fn on_phone(px: f32, width: i32) -> f32 {
    px * PHONE_WIDTH / width.max(1) as f32
}

/// The smallest size of `face` whose capitals are `cap` phone pixels tall or more in a
/// picture `width` pixels wide.
pub(crate) fn readable(face: Face, width: i32, cap: f32) -> Result<u16, RenderError> {
    let mut size = 6u16;
    while size < 400 && on_phone(fonts::cap_height(face, size)?, width) < cap {
        size += 1;
    }
    Ok(size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_readable_size_is_the_smallest_that_keeps_the_capitals_tall_enough() {
        for width in [375, 600, 793, 889, 1200] {
            let size = readable(Face::Narrow, width, PHONE_CAP).unwrap();
            let cap = |s| on_phone(fonts::cap_height(Face::Narrow, s).unwrap(), width);
            assert!(cap(size) >= PHONE_CAP, "{width}: {size}");
            assert!(cap(size - 1) < PHONE_CAP, "{width}: {size}");
        }
    }
}
