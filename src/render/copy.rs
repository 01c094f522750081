//! Copying rectangles between pictures a row at a time (`memcpy` per row).
//!
//! `image::imageops::replace` and `crop_imm(..).to_image()` go pixel by pixel through the
//! generic `GenericImage` interface; on a board-sized picture that is tens of times slower
//! than copying rows, and the replay copies several board-sized pictures per move.

use image::RgbImage;

/// A rectangle of a picture: left, top, width, height.
pub(crate) type Rect = (u32, u32, u32, u32);

/// `rect` of `img` as a picture of its own, clipped to `img`.
pub(crate) fn crop(img: &RgbImage, rect: Rect) -> RgbImage {
    let (l, t, w, h) = clip(img, rect);
    let stride = img.width() as usize * 3;
    let row = w as usize * 3;
    let mut raw = Vec::with_capacity(row * h as usize);
    for y in t..t + h {
        let start = y as usize * stride + l as usize * 3;
        raw.extend_from_slice(&img.as_raw()[start..start + row]);
    }
    RgbImage::from_raw(w, h, raw).unwrap_or_default()
}

/// Paints `src` over `dst` with its top-left corner at (x, y), clipped to `dst`.
pub(crate) fn paste(dst: &mut RgbImage, src: &RgbImage, x: u32, y: u32) {
    let (_, _, w, h) = clip(dst, (x, y, src.width(), src.height()));
    let dst_stride = dst.width() as usize * 3;
    let src_stride = src.width() as usize * 3;
    let row = w as usize * 3;
    let raw = src.as_raw();
    let out: &mut [u8] = dst;
    for dy in 0..h as usize {
        let from = dy * src_stride;
        let to = (y as usize + dy) * dst_stride + x as usize * 3;
        out[to..to + row].copy_from_slice(&raw[from..from + row]);
    }
}

/// `rect` cut down to what lies inside `img`.
fn clip(img: &RgbImage, (l, t, w, h): Rect) -> Rect {
    let l = l.min(img.width());
    let t = t.min(img.height());
    (l, t, w.min(img.width() - l), h.min(img.height() - t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    fn numbered(w: u32, h: u32) -> RgbImage {
        RgbImage::from_fn(w, h, |x, y| Rgb([x as u8, y as u8, (x * y) as u8]))
    }

    /// The row copies give the same pixels as the generic `image` operations.
    #[test]
    fn copies_match_the_generic_operations() {
        let img = numbered(37, 23);
        for rect in [
            (0, 0, 37, 23),
            (3, 4, 10, 7),
            (30, 20, 20, 20),
            (37, 0, 5, 5),
        ] {
            let clipped = clip(&img, rect);
            let generic =
                image::imageops::crop_imm(&img, clipped.0, clipped.1, clipped.2, clipped.3)
                    .to_image();
            assert_eq!(crop(&img, rect), generic, "{rect:?}");
        }
        let patch = numbered(9, 5);
        for (x, y) in [(0, 0), (5, 3), (33, 21), (40, 40)] {
            let mut ours = img.clone();
            paste(&mut ours, &patch, x, y);
            let mut theirs = img.clone();
            image::imageops::replace(&mut theirs, &patch, i64::from(x), i64::from(y));
            assert_eq!(ours, theirs, "at {x},{y}");
        }
    }
}
