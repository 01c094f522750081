//! Animated GIF out of a series of pictures of one size, small and fast.
//!
//! The pictures come drawn as palette indices (`Indexed`: flat colours and the few blends of
//! their anti-aliased edges), so one palette serves them all: each colour gets the GIF's
//! next index the first time a picture shows it ([`Numbering`]), each picture's own indices
//! looked up once, not its pixels. A replay has about 150 colours, written exactly; past
//! 255, a colour is drawn as its nearest.
//!
//! The first picture is written whole, so a viewer that does not play the animation shows
//! it all. Each picture after it is written as one frame: the rectangle around everything
//! that changed since the one before, the pixels that did not change transparent, so a
//! move costs about its tiles and its caption and a viewer never sees a picture half
//! written (a new board under the old caption). The changes are found as a few tight
//! rectangles (a move's tiles, the caption, a score far apart); the pixels between them
//! are transparent at once, and the long runs of transparent pixels cost the compression
//! next to nothing (`lzw`).
//!
//! The palette needs every picture before the first is written: the first pass keeps the
//! rectangles that changed (up to a memory cap; past it a picture is drawn again for the
//! second pass), so memory stays bounded whatever the number of frames. Writing stops as
//! soon as the file grows past a byte budget.

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbImage;

use super::indexed::Indexed;
use super::lzw::Lzw;
use super::RenderError;

mod numbering;

use numbering::{Ids, Numbering, Rows};

/// A rectangle of a picture: left, top, width, height.
type Rect = (u32, u32, u32, u32);

/// The palette index of "unchanged since the frame before" (no colour).
const TRANSPARENT: u8 = 0;

/// The columns where two rows of indices differ: (first, last), or None.
fn row_change(ra: &[u8], rb: &[u8]) -> Option<(usize, usize)> {
    if ra == rb {
        return None;
    }
    let first = ra.iter().zip(rb).position(|(a, b)| a != b)?;
    let last = ra.iter().zip(rb).rposition(|(a, b)| a != b)?;
    Some((first, last))
}

/// The most rectangles a picture is written in.
const MAX_RECTS: usize = 8;
/// Changes are found in squares of this many pixels a side.
const PATCH: usize = 8;
/// Squares of change with at most this many unchanged squares between them (across or
/// down) are written in one rectangle.
const NEAR: usize = 1;
/// Past this many runs of changed squares (a picture that changed all over), the
/// rectangles are not worked out: the picture is written as one.
const MAX_RUNS: usize = 256;

/// A rectangle by its edges, inclusive: (left, top, right, bottom).
type Edges = (usize, usize, usize, usize);

fn union(a: Edges, b: Edges) -> Edges {
    (a.0.min(b.0), a.1.min(b.1), a.2.max(b.2), a.3.max(b.3))
}

fn area(e: Edges) -> usize {
    (e.2 + 1 - e.0) * (e.3 + 1 - e.1)
}

/// Whether two rectangles of squares overlap or lie within [`NEAR`] squares of each other.
fn near(a: Edges, b: Edges) -> bool {
    a.0 <= b.2 + NEAR + 1 && b.0 <= a.2 + NEAR + 1 && a.1 <= b.3 + NEAR + 1 && b.1 <= a.3 + NEAR + 1
}

/// Joins rectangles that are near each other until none are, then, while there are more
/// than [`MAX_RECTS`], the two whose union adds the least area.
fn join(mut rects: Vec<Edges>) -> Vec<Edges> {
    loop {
        let pair = (0..rects.len())
            .flat_map(|i| (i + 1..rects.len()).map(move |j| (i, j)))
            .find(|&(i, j)| near(rects[i], rects[j]));
        let (i, j) = match pair {
            Some(p) => p,
            None if rects.len() > MAX_RECTS => (0..rects.len())
                .flat_map(|i| (i + 1..rects.len()).map(move |j| (i, j)))
                .min_by_key(|&(i, j)| {
                    area(union(rects[i], rects[j])).saturating_sub(area(rects[i]) + area(rects[j]))
                })
                .unwrap_or((0, 1)),
            None => return rects,
        };
        let b = rects.swap_remove(j);
        rects[i] = union(rects[i], b);
    }
}

/// Where `b` differs from `a` (same size): rectangles (left, top, width, height), none
/// overlapping, at most [`MAX_RECTS`], each as tight as its changes, top to bottom; none
/// when nothing changed. The changes are found in squares of [`PATCH`] pixels (a row the
/// same in both pictures is skipped at once), the squares that changed are joined into
/// runs along each row of squares, runs near each other into rectangles, and each
/// rectangle is cut down to the pixels that changed in it: a move's tiles, its caption and
/// a score far apart are written apart, and the unchanged pixels between them never are.
fn changed<R: Rows>(a: &R, b: &R) -> Vec<Rect> {
    let (w, h) = a.size();
    let (pw, ph) = (w.div_ceil(PATCH), h.div_ceil(PATCH));
    let mut patch = vec![false; pw * ph];
    for y in 0..h {
        let (ra, rb) = (a.row(y), b.row(y));
        if ra == rb {
            continue;
        }
        let flags = &mut patch[(y / PATCH) * pw..(y / PATCH + 1) * pw];
        for (px, flag) in flags.iter_mut().enumerate() {
            let (x0, x1) = (px * PATCH, ((px + 1) * PATCH).min(w));
            if !*flag && ra[x0..x1] != rb[x0..x1] {
                *flag = true;
            }
        }
    }
    let mut runs: Vec<Edges> = Vec::new();
    for (py, flags) in patch.chunks_exact(pw.max(1)).enumerate() {
        let mut run: Option<(usize, usize)> = None;
        for px in (0..pw).filter(|&px| flags[px]) {
            match &mut run {
                Some((_, right)) if px - *right <= NEAR + 1 => *right = px,
                _ => {
                    runs.extend(run.map(|(l, r)| (l, py, r, py)));
                    run = Some((px, px));
                }
            }
        }
        runs.extend(run.map(|(l, r)| (l, py, r, py)));
    }
    let rects = if runs.len() > MAX_RUNS {
        runs.into_iter().reduce(union).into_iter().collect()
    } else {
        join(runs)
    };
    let mut tight: Vec<Rect> = rects
        .into_iter()
        .filter_map(|(l, t, r, btm)| {
            let (x0, x1) = (l * PATCH, ((r + 1) * PATCH).min(w));
            let (y0, y1) = (t * PATCH, ((btm + 1) * PATCH).min(h));
            let mut edges: Option<Edges> = None;
            for y in y0..y1 {
                let (ra, rb) = (&a.row(y)[x0..x1], &b.row(y)[x0..x1]);
                if let Some((first, last)) = row_change(ra, rb) {
                    let e = (x0 + first, y, x0 + last, y);
                    edges = Some(edges.map_or(e, |k| union(k, e)));
                }
            }
            edges.map(|(l, t, r, b)| (l as u32, t as u32, (r + 1 - l) as u32, (b + 1 - t) as u32))
        })
        .collect();
    tight.sort_by_key(|&(l, t, _, _)| (t, l));
    tight
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
    /// The rectangles that changed and their indices.
    Changed(Vec<(Rect, Vec<u8>)>),
    /// Over the memory cap: drawn again.
    Redraw,
}

/// The most bytes of changed rectangles the first pass keeps for the second (frames past
/// it are drawn again): a 30-move game keeps them all.
const KEEP_BYTES: usize = 64 * 1024 * 1024;

/// The indices of each rectangle of `img`.
fn cut(img: &Ids, rects: Vec<Rect>) -> Vec<(Rect, Vec<u8>)> {
    rects
        .into_iter()
        .map(|rect| (rect, img.crop(rect)))
        .collect()
}

/// Writes `delays.len()` frames, the i-th drawn by `frame(i)` (all of one size) and shown
/// for `delays[i]` hundredths of a second, looping forever. Fails with
/// [`GifError::OverBudget`] as soon as the file grows past `budget` bytes.
pub(crate) fn gif(
    delays: &[u16],
    budget: usize,
    frame: impl FnMut(usize) -> Result<Indexed, RenderError>,
) -> Result<Vec<u8>, GifError> {
    gif_keeping(delays, budget, KEEP_BYTES, frame)
}

/// [`gif`], keeping at most `keep_bytes` of changed rectangles between the passes.
fn gif_keeping(
    delays: &[u16],
    budget: usize,
    keep_bytes: usize,
    mut frame: impl FnMut(usize) -> Result<Indexed, RenderError>,
) -> Result<Vec<u8>, GifError> {
    if delays.is_empty() {
        return Err(RenderError::BadView("an animation needs a frame".into()).into());
    }
    // First pass: the colours, and what changed from frame to frame.
    let mut numbering = Numbering::default();
    let first_drawn = frame(0)?;
    let first = numbering.number(&first_drawn);
    let (width, height) = (first.width as u32, first.height as u32);
    let (Ok(w16), Ok(h16)) = (u16::try_from(width), u16::try_from(height)) else {
        return Err(RenderError::BadView(format!("a {width}x{height} frame is too big")).into());
    };
    let whole = (0, 0, width, height);
    let mut kept: Vec<Kept> = Vec::with_capacity(delays.len());
    let mut kept_bytes = 0;
    // The frame before: its lookup, itself, and its GIF indices once worked out.
    let mut before = (
        numbering.lut(&first_drawn),
        first_drawn,
        Some(first.clone()),
    );
    for i in 1..delays.len() {
        let drawn = frame(i)?;
        if (drawn.width(), drawn.height()) != (width, height) {
            return Err(RenderError::BadView(format!(
                "frame {i} is {}x{}, the first {width}x{height}",
                drawn.width(),
                drawn.height()
            ))
            .into());
        }
        let lut = numbering.lut(&drawn);
        // Compared in the pictures' own indices where their palettes agree (the usual
        // case), else both numbered whole.
        let mut numbered = None;
        let rects = if lut.agrees(&before.0) {
            changed(&before.1, &drawn)
        } else {
            let was = match before.2.take() {
                Some(ids) => ids,
                None => numbering.number(&before.1),
            };
            let now = numbering.number(&drawn);
            let rects = changed(&was, &now);
            numbered = Some(now);
            rects
        };
        kept.push(if rects.is_empty() {
            Kept::Unchanged
        } else {
            let bytes: usize = rects.iter().map(|r| r.2 as usize * r.3 as usize).sum();
            if kept_bytes + bytes <= keep_bytes {
                kept_bytes += bytes;
                Kept::Changed(
                    rects
                        .into_iter()
                        .map(|rect| (rect, lut.crop(&drawn, rect)))
                        .collect(),
                )
            } else {
                Kept::Redraw
            }
        });
        before = (lut, drawn, numbered);
    }
    drop(before);
    // The palette is written now: a frame drawn again gets no new colour.
    numbering.frozen = true;
    // Second pass: the frames, each against the one before (`canvas`).
    let mut out = Vec::with_capacity(256 * 1024);
    let mut encoder = Encoder::new(&mut out, w16, h16, &numbering.table()).map_err(encode_error)?;
    encoder.set_repeat(Repeat::Infinite).map_err(encode_error)?;
    let mut lzw = Lzw::default();
    let run_byte = most_common(&first.data);
    write(
        &mut encoder,
        &mut lzw,
        (delays[0], whole),
        &first.data,
        run_byte,
        budget,
    )?;
    let mut canvas = first;
    for (i, k) in kept.into_iter().enumerate() {
        let i = i + 1;
        let rects = match k {
            Kept::Unchanged => Vec::new(),
            Kept::Changed(rects) => rects,
            Kept::Redraw => {
                let img = numbering.number(&frame(i)?);
                cut(&img, changed(&canvas, &img))
            }
        };
        let Some(around) = rects.iter().map(|(r, _)| *r).reduce(bounding) else {
            // A frame that changes nothing is still a frame: one transparent pixel.
            write(
                &mut encoder,
                &mut lzw,
                (delays[i], (0, 0, 1, 1)),
                &[TRANSPARENT],
                TRANSPARENT,
                budget,
            )?;
            continue;
        };
        // One frame around every change: the pixels between the changes, and those in a
        // change's rectangle that are as before, transparent.
        let (aw, ah) = (around.2 as usize, around.3 as usize);
        let mut buffer = vec![TRANSPARENT; aw * ah];
        for (rect, crop) in &rects {
            let (dx, dy) = ((rect.0 - around.0) as usize, (rect.1 - around.1) as usize);
            let (l, w) = (rect.0 as usize, rect.2 as usize);
            for (row, line) in crop.chunks_exact(w.max(1)).enumerate() {
                let was = &canvas.row(rect.1 as usize + row)[l..l + w];
                let at = (dy + row) * aw + dx;
                for ((o, &now), &then) in buffer[at..at + w].iter_mut().zip(line).zip(was) {
                    if now != then {
                        *o = now;
                    }
                }
            }
        }
        write(
            &mut encoder,
            &mut lzw,
            (delays[i], around),
            &buffer,
            TRANSPARENT,
            budget,
        )?;
        for (rect, crop) in &rects {
            canvas.paste(crop, *rect);
        }
    }
    encoder.into_inner().map_err(encode_error)?;
    if out.len() > budget {
        return Err(GifError::OverBudget);
    }
    Ok(out)
}

/// The smallest rectangle holding both.
fn bounding(a: Rect, b: Rect) -> Rect {
    let (l, t) = (a.0.min(b.0), a.1.min(b.1));
    let (r, btm) = ((a.0 + a.2).max(b.0 + b.2), (a.1 + a.3).max(b.1 + b.3));
    (l, t, r - l, btm - t)
}

/// The index `buffer` holds most often (0 for an empty one).
fn most_common(buffer: &[u8]) -> u8 {
    let mut counts = [0usize; 256];
    for &b in buffer {
        counts[usize::from(b)] += 1;
    }
    (0..=255u8)
        .max_by_key(|&b| counts[usize::from(b)])
        .unwrap_or(0)
}

/// Writes one frame of palette indices (`buffer`, `rect.2` a row) over `rect`, shown for
/// `delay`, kept over the ones before; compressed with `lzw`, fast on runs of `run_byte`.
fn write(
    encoder: &mut Encoder<&mut Vec<u8>>,
    lzw: &mut Lzw,
    (delay, rect): (u16, Rect),
    buffer: &[u8],
    run_byte: u8,
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
        buffer: lzw.encode(buffer, run_byte).into(),
        ..Frame::default()
    };
    encoder
        .write_lzw_pre_encoded_frame(&f)
        .map_err(encode_error)?;
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
mod tests;
