//! Animated GIF out of a series of pictures of one size, small and fast.
//!
//! The pictures are flat colours with anti-aliased edges, so one palette serves them all:
//! it is chosen from how often each colour appears (in the first picture and wherever a
//! later picture differs from the one before), the 255 most common colours exactly; any
//! other colour is drawn as its nearest palette colour. Each picture after the first is
//! written as the rectangle where it differs from the one before, with the pixels that did
//! not change transparent, so a move costs about its tiles and its caption. Where the
//! changes lie far apart (a move's tiles near the top, the caption at the bottom), the
//! picture is written as one rectangle per band of rows that changed, all but the last shown
//! for [`STEP`] (two hundredths of a second, the shortest delay browsers honour): the pixels
//! between them are never encoded, which made the encoder several times faster on boards.
//!
//! The palette needs every picture before the first is written: the first pass keeps the
//! rectangles that changed (up to a memory cap; past it a picture is drawn again for the
//! second pass), so memory stays bounded whatever the number of frames. Writing stops as
//! soon as the file grows past a byte budget.

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbImage;

use super::copy::{self, Rect};
use super::quantize::{choose_palette, count, ColourMap, Quantizer, TRANSPARENT};
use super::RenderError;

/// How long a band of a picture written in several bands shows before the next band, in
/// hundredths of a second (browsers show 0 and 1 as 10).
const STEP: u16 = 2;
/// The most bands a picture is written in.
const MAX_BANDS: usize = 4;
/// Bands closer than this many rows are written as one.
const MIN_GAP: u32 = 24;

/// The columns where two rows of pixels differ: (first, last), or None.
fn row_change(ra: &[u8], rb: &[u8]) -> Option<(usize, usize)> {
    if ra == rb {
        return None;
    }
    let w = ra.len() / 3;
    let differs = |x: usize| ra[x * 3..x * 3 + 3] != rb[x * 3..x * 3 + 3];
    let first = (0..w).find(|&x| differs(x))?;
    let last = (first..w).rev().find(|&x| differs(x))?;
    Some((first, last))
}

/// Where `b` differs from `a` (same size): the rectangles (left, top, width, height) of the
/// bands of rows that changed, top to bottom, at most [`MAX_BANDS`], none when nothing did.
fn changed(a: &RgbImage, b: &RgbImage) -> Vec<Rect> {
    let row = a.width() as usize * 3;
    // (top, bottom, left, right), inclusive.
    let mut bands: Vec<(u32, u32, usize, usize)> = Vec::new();
    for (y, (ra, rb)) in a
        .as_raw()
        .chunks_exact(row)
        .zip(b.as_raw().chunks_exact(row))
        .enumerate()
    {
        let Some((first, last)) = row_change(ra, rb) else {
            continue;
        };
        let y = y as u32;
        match bands.last_mut() {
            Some(band) if y - band.1 <= MIN_GAP => {
                band.1 = y;
                band.2 = band.2.min(first);
                band.3 = band.3.max(last);
            }
            _ => bands.push((y, y, first, last)),
        }
    }
    while bands.len() > MAX_BANDS {
        // Join the two bands with the fewest rows between them.
        let i = (0..bands.len() - 1)
            .min_by_key(|&i| bands[i + 1].0 - bands[i].1)
            .unwrap_or(0);
        let next = bands.remove(i + 1);
        let band = &mut bands[i];
        band.1 = next.1;
        band.2 = band.2.min(next.2);
        band.3 = band.3.max(next.3);
    }
    bands
        .into_iter()
        .map(|(top, bottom, left, right)| {
            (
                left as u32,
                top,
                (right - left + 1) as u32,
                bottom - top + 1,
            )
        })
        .collect()
}

/// Why writing stopped.
#[derive(Debug)]
pub(crate) enum GifError {
    /// The file would be larger than the budget.
    OverBudget,
    /// Something else went wrong.
    Render(RenderError),
}

impl From<RenderError> for GifError {
    fn from(e: RenderError) -> Self {
        GifError::Render(e)
    }
}

fn encode_error(e: gif::EncodingError) -> GifError {
    GifError::Render(RenderError::Encode(e.to_string()))
}

/// What the first pass keeps of a frame for the second.
enum Kept {
    /// Nothing changed since the frame before.
    Unchanged,
    /// The bands that changed and their pixels.
    Changed(Vec<(Rect, RgbImage)>),
    /// Over the memory cap: drawn again.
    Redraw,
}

/// The most bytes of changed rectangles the first pass keeps for the second (frames past
/// it are drawn again): a 30-move game keeps them all.
const KEEP_BYTES: usize = 64 * 1024 * 1024;

/// The pixels of each band of `img`.
fn cut_bands(img: &RgbImage, bands: Vec<Rect>) -> Vec<(Rect, RgbImage)> {
    bands
        .into_iter()
        .map(|rect| (rect, copy::crop(img, rect)))
        .collect()
}

/// Writes `delays.len()` frames, the i-th drawn by `frame(i)` (all of one size) and shown
/// for `delays[i]` hundredths of a second, looping forever. Fails with
/// [`GifError::OverBudget`] as soon as the file grows past `budget` bytes.
pub(crate) fn gif(
    delays: &[u16],
    budget: usize,
    frame: impl FnMut(usize) -> Result<RgbImage, RenderError>,
) -> Result<Vec<u8>, GifError> {
    gif_keeping(delays, budget, KEEP_BYTES, frame)
}

/// [`gif`], keeping at most `keep_bytes` of changed rectangles between the passes.
fn gif_keeping(
    delays: &[u16],
    budget: usize,
    keep_bytes: usize,
    mut frame: impl FnMut(usize) -> Result<RgbImage, RenderError>,
) -> Result<Vec<u8>, GifError> {
    if delays.is_empty() {
        return Err(RenderError::BadView("an animation needs a frame".into()).into());
    }
    // First pass: the colours, and what changed from frame to frame.
    let first = frame(0)?;
    let (width, height) = (first.width(), first.height());
    let (Ok(w16), Ok(h16)) = (u16::try_from(width), u16::try_from(height)) else {
        return Err(RenderError::BadView(format!("a {width}x{height} frame is too big")).into());
    };
    let mut counts = ColourMap::default();
    count(&first, (0, 0, width, height), &mut counts);
    let mut kept: Vec<Kept> = Vec::with_capacity(delays.len());
    let mut kept_bytes = 0;
    let mut before = first.clone();
    for i in 1..delays.len() {
        let img = frame(i)?;
        if img.dimensions() != (width, height) {
            return Err(RenderError::BadView(format!(
                "frame {i} is {}x{}, the first {width}x{height}",
                img.width(),
                img.height()
            ))
            .into());
        }
        let bands = changed(&before, &img);
        kept.push(if bands.is_empty() {
            Kept::Unchanged
        } else {
            for &rect in &bands {
                count(&img, rect, &mut counts);
            }
            let bytes: usize = bands.iter().map(|r| r.2 as usize * r.3 as usize * 3).sum();
            if kept_bytes + bytes <= keep_bytes {
                kept_bytes += bytes;
                Kept::Changed(cut_bands(&img, bands))
            } else {
                Kept::Redraw
            }
        });
        before = img;
    }
    drop(before);
    let mut quantizer = Quantizer::new(choose_palette(&counts));
    // Second pass: the frames, each against the one before (`canvas`).
    let mut out = Vec::with_capacity(256 * 1024);
    let mut encoder = Encoder::new(&mut out, w16, h16, &quantizer.table()).map_err(encode_error)?;
    encoder.set_repeat(Repeat::Infinite).map_err(encode_error)?;
    let whole = (0, 0, width, height);
    let buffer = quantizer.indices(&first, None, whole);
    write(&mut encoder, delays[0], whole, buffer, budget)?;
    let mut canvas = first;
    for (i, k) in kept.into_iter().enumerate() {
        let i = i + 1;
        let bands = match k {
            Kept::Unchanged => Vec::new(),
            Kept::Changed(bands) => bands,
            Kept::Redraw => {
                let img = frame(i)?;
                let rects = changed(&canvas, &img);
                cut_bands(&img, rects)
            }
        };
        if bands.is_empty() {
            // A frame that changes nothing is still a frame: one transparent pixel.
            write(
                &mut encoder,
                delays[i],
                (0, 0, 1, 1),
                vec![TRANSPARENT],
                budget,
            )?;
        }
        let last = bands.len().saturating_sub(1);
        let steps = STEP * last as u16;
        for (b, (rect, crop)) in bands.into_iter().enumerate() {
            let delay = if b == last {
                delays[i].saturating_sub(steps).max(STEP)
            } else {
                STEP
            };
            let buffer = quantizer.indices(&crop, Some(&canvas), rect);
            write(&mut encoder, delay, rect, buffer, budget)?;
            copy::paste(&mut canvas, &crop, rect.0, rect.1);
        }
    }
    encoder.into_inner().map_err(encode_error)?;
    if out.len() > budget {
        return Err(GifError::OverBudget);
    }
    Ok(out)
}

/// Writes one frame of palette indices over `rect`, kept over the ones before.
fn write(
    encoder: &mut Encoder<&mut Vec<u8>>,
    delay: u16,
    rect: Rect,
    buffer: Vec<u8>,
    budget: usize,
) -> Result<(), GifError> {
    let f = Frame {
        delay,
        dispose: DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        left: rect.0 as u16,
        top: rect.1 as u16,
        width: rect.2 as u16,
        height: rect.3 as u16,
        buffer: buffer.into(),
        ..Frame::default()
    };
    encoder.write_frame(&f).map_err(encode_error)?;
    if encoder.get_ref().len() > budget {
        return Err(GifError::OverBudget);
    }
    Ok(())
}

/// `img` made `factor` times smaller on each side, each pixel the average of its block.
pub(crate) fn shrink(img: RgbImage, factor: u32) -> RgbImage {
    if factor <= 1 {
        return img;
    }
    let (w, h) = (img.width() / factor, img.height() / factor);
    let mut out = RgbImage::new(w.max(1), h.max(1));
    let n = factor * factor;
    for (x, y, p) in out.enumerate_pixels_mut() {
        let mut sum = [0u32; 3];
        for dy in 0..factor {
            for dx in 0..factor {
                let (sx, sy) = (x * factor + dx, y * factor + dy);
                if sx < img.width() && sy < img.height() {
                    let q = img.get_pixel(sx, sy).0;
                    for k in 0..3 {
                        sum[k] += u32::from(q[k]);
                    }
                }
            }
        }
        p.0 = [
            ((sum[0] + n / 2) / n) as u8,
            ((sum[1] + n / 2) / n) as u8,
            ((sum[2] + n / 2) / n) as u8,
        ];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    fn frames() -> Vec<RgbImage> {
        let mut a = RgbImage::from_pixel(40, 30, Rgb([10, 20, 30]));
        let mut b = a.clone();
        b.put_pixel(5, 6, Rgb([200, 0, 0]));
        b.put_pixel(9, 20, Rgb([0, 200, 0]));
        a.put_pixel(0, 0, Rgb([1, 2, 3]));
        vec![a, b.clone(), b]
    }

    #[test]
    fn the_changed_rectangle_holds_every_change() {
        let f = frames();
        assert_eq!(changed(&f[0], &f[1]), vec![(0, 0, 10, 21)]);
        assert!(changed(&f[1], &f[2]).is_empty());
    }

    /// Every frame is written, an unchanged one too, and decodes to the pictures' colours.
    #[test]
    fn a_gif_has_every_frame_and_its_colours() {
        let f = frames();
        let bytes = gif(&[10, 20, 30], usize::MAX, |i| Ok(f[i].clone())).expect("gif");
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(bytes.as_slice()).expect("decodes");
        let mut n = 0;
        let mut delays = Vec::new();
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            n += 1;
            delays.push(frame.delay);
        }
        assert_eq!(n, 3);
        assert_eq!(delays, vec![10, 20, 30]);
        assert!(matches!(
            gif(&[10, 20, 30], 50, |i| Ok(f[i].clone())),
            Err(GifError::OverBudget)
        ));
    }

    /// Changes far apart are written as bands: the in-between rows are never encoded, the
    /// bands before the last show for [`STEP`], the picture's delay is kept in all, and the
    /// decoded picture is the picture drawn.
    #[test]
    fn far_apart_changes_are_written_as_bands() {
        let a = RgbImage::from_pixel(50, 200, Rgb([10, 20, 30]));
        let mut b = a.clone();
        b.put_pixel(3, 2, Rgb([200, 0, 0]));
        b.put_pixel(40, 100, Rgb([0, 200, 0]));
        b.put_pixel(45, 199, Rgb([0, 0, 200]));
        assert_eq!(
            changed(&a, &b),
            vec![(3, 2, 1, 1), (40, 100, 1, 1), (45, 199, 1, 1)]
        );
        let mut many = a.clone();
        for y in (0..200).step_by(30) {
            many.put_pixel(1, y, Rgb([1, 1, 1]));
        }
        let bands = changed(&a, &many);
        assert_eq!(bands.len(), MAX_BANDS);
        for y in (0..200).step_by(30) {
            assert!(
                bands.iter().any(|&(_, t, _, h)| (t..t + h).contains(&y)),
                "row {y} is in a band"
            );
        }
        let pictures = [a, b];
        let bytes = gif(&[100, 120], usize::MAX, |i| Ok(pictures[i].clone())).expect("gif");
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(bytes.as_slice()).expect("decodes");
        let mut screen = vec![0u8; 50 * 200 * 4];
        let mut delays = Vec::new();
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            delays.push(frame.delay);
            for y in 0..frame.height as usize {
                for x in 0..frame.width as usize {
                    let px = &frame.buffer[(y * frame.width as usize + x) * 4..][..4];
                    if px[3] != 0 {
                        let at = ((frame.top as usize + y) * 50 + frame.left as usize + x) * 4;
                        screen[at..at + 4].copy_from_slice(px);
                    }
                }
            }
        }
        assert_eq!(delays, vec![100, STEP, STEP, 120 - 2 * STEP]);
        for (x, y, p) in pictures[1].enumerate_pixels() {
            let at = (y as usize * 50 + x as usize) * 4;
            assert_eq!(&screen[at..at + 3], &p.0, "pixel {x},{y}");
        }
    }

    /// Frames drawn again for the second pass (over the memory cap) make the same file as
    /// frames kept from the first.
    #[test]
    fn frames_drawn_again_make_the_same_gif() {
        let f = frames();
        let kept = gif_keeping(&[10, 20, 30], usize::MAX, usize::MAX, |i| Ok(f[i].clone()));
        let mut draws = 0;
        let redrawn = gif_keeping(&[10, 20, 30], usize::MAX, 0, |i| {
            draws += 1;
            Ok(f[i].clone())
        });
        assert_eq!(kept.ok(), redrawn.ok());
        assert_eq!(
            draws, 4,
            "the changed frame is drawn twice, the unchanged one once"
        );
    }

    #[test]
    fn shrinking_averages_blocks() {
        let mut img = RgbImage::from_pixel(4, 4, Rgb([0, 0, 0]));
        img.put_pixel(0, 0, Rgb([200, 200, 200]));
        let s = shrink(img, 2);
        assert_eq!(s.dimensions(), (2, 2));
        assert_eq!(s.get_pixel(0, 0).0, [50, 50, 50]);
        assert_eq!(s.get_pixel(1, 1).0, [0, 0, 0]);
    }
}
