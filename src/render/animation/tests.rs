//! The animation's tests: changes found, frames written and decoded, one numbering.

use super::numbering::COLOURS;
use super::*;
use image::Rgb;

fn ix(img: &RgbImage) -> Indexed {
    Indexed::from_rgb(img)
}

/// [`changed`] between two RGB pictures, numbered as one animation numbers them.
fn changed_rgb(a: &RgbImage, b: &RgbImage) -> Vec<Rect> {
    let mut numbering = Numbering::default();
    let (a, b) = (numbering.number(&ix(a)), numbering.number(&ix(b)));
    changed(&a, &b)
}

fn frames() -> Vec<RgbImage> {
    let mut a = RgbImage::from_pixel(40, 30, Rgb([10, 20, 30]));
    let mut b = a.clone();
    b.put_pixel(5, 6, Rgb([200, 0, 0]));
    b.put_pixel(9, 20, Rgb([0, 200, 0]));
    a.put_pixel(0, 0, Rgb([1, 2, 3]));
    vec![a, b.clone(), b]
}

/// Every frame's colours by one numbering: a colour keeps its GIF index whatever its
/// index in a frame's own palette; past 255 colours, and once frozen, a new colour is
/// drawn as its nearest.
#[test]
fn one_numbering_serves_every_frame() {
    let mut n = Numbering::default();
    let a = RgbImage::from_fn(3, 1, |x, _| {
        Rgb([[10, 20, 30], [200, 0, 0], [0, 200, 0]][x as usize])
    });
    let b = RgbImage::from_fn(3, 1, |x, _| {
        Rgb([[0, 200, 0], [10, 20, 30], [9, 9, 9]][x as usize])
    });
    assert_eq!(n.number(&ix(&a)).data, vec![1, 2, 3]);
    assert_eq!(n.number(&ix(&b)).data, vec![3, 1, 4]);
    n.frozen = true;
    assert_eq!(n.index([190, 10, 0]), 2, "frozen: the nearest");
    assert_eq!(n.colours.len(), 4);
    let mut full = Numbering::default();
    for i in 0..300u32 {
        full.index([(i % 256) as u8, (i / 256) as u8, 7]);
    }
    assert_eq!(full.colours.len(), COLOURS);
    assert_eq!(
        full.index([254, 0, 7]),
        255,
        "past 255 colours: the nearest"
    );
    assert_eq!(full.table().len(), 3 * (COLOURS + 1));
}

/// Pictures whose palettes list their colours in other orders (compared by their GIF
/// indices) and in the same order (compared as they are) play as drawn: each decoded
/// frame, over the ones before, is its picture.
#[test]
fn frames_play_as_drawn_whatever_their_palettes_order() {
    use image::AnimationDecoder;
    let bg = Rgb([10, 20, 30]);
    let a = RgbImage::from_fn(
        30,
        20,
        |x, y| if (x, y) == (0, 0) { Rgb([1, 2, 3]) } else { bg },
    );
    let mut b = RgbImage::from_pixel(30, 20, bg);
    b.put_pixel(7, 3, Rgb([200, 0, 0]));
    b.put_pixel(29, 19, Rgb([1, 2, 3]));
    let mut c = b.clone();
    c.put_pixel(8, 3, Rgb([0, 0, 200]));
    c.put_pixel(0, 0, Rgb([200, 0, 0]));
    let pictures = [a, b, c];
    let bytes = gif(&[100, 100, 100], usize::MAX, |i| Ok(ix(&pictures[i]))).expect("gif");
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).expect("a GIF");
    let frames = decoder.into_frames().collect_frames().expect("frames");
    assert_eq!(frames.len(), 3);
    for (frame, picture) in frames.iter().zip(&pictures) {
        let shown = image::DynamicImage::ImageRgba8(frame.buffer().clone()).to_rgb8();
        assert!(shown == *picture);
    }
}

/// Whether every pixel where `a` and `b` differ lies in one of `rects`, and no two
/// rectangles overlap.
fn covers(a: &RgbImage, b: &RgbImage, rects: &[Rect]) -> bool {
    let inside = |x: u32, y: u32, &(l, t, w, h): &Rect| x >= l && x < l + w && y >= t && y < t + h;
    let all_in = a
        .enumerate_pixels()
        .filter(|&(x, y, p)| b.get_pixel(x, y) != p)
        .all(|(x, y, _)| rects.iter().filter(|r| inside(x, y, r)).count() == 1);
    let apart = rects.iter().enumerate().all(|(i, r)| {
        rects[i + 1..]
            .iter()
            .all(|q| r.0 + r.2 <= q.0 || q.0 + q.2 <= r.0 || r.1 + r.3 <= q.1 || q.1 + q.3 <= r.1)
    });
    all_in && apart
}

#[test]
fn the_changed_rectangle_holds_every_change() {
    let f = frames();
    assert_eq!(changed_rgb(&f[0], &f[1]), vec![(0, 0, 10, 21)]);
    assert!(changed_rgb(&f[1], &f[2]).is_empty());
}

#[test]
fn a_gif_has_every_frame_and_its_colours() {
    let f = frames();
    let bytes = gif(&[10, 20, 30], usize::MAX, |i| Ok(ix(&f[i]))).expect("gif");
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
        gif(&[10, 20, 30], 50, |i| Ok(ix(&f[i]))),
        Err(GifError::OverBudget)
    ));
}

/// Changes far apart, down or across, are found apart (the pixels between them are never
/// looked up), and each picture is written as one frame around all of them, shown for
/// its own delay: the decoded picture is the picture drawn, and the first frame covers
/// the whole picture.
#[test]
fn far_apart_changes_are_found_apart_and_written_as_one_frame() {
    let a = RgbImage::from_pixel(100, 200, Rgb([10, 20, 30]));
    let mut b = a.clone();
    b.put_pixel(3, 2, Rgb([200, 0, 0]));
    b.put_pixel(40, 100, Rgb([0, 200, 0]));
    b.put_pixel(95, 101, Rgb([0, 200, 0]));
    b.put_pixel(45, 199, Rgb([0, 0, 200]));
    assert_eq!(
        changed_rgb(&a, &b),
        vec![
            (3, 2, 1, 1),
            (40, 100, 1, 1),
            (95, 101, 1, 1),
            (45, 199, 1, 1)
        ]
    );
    assert!(covers(&a, &b, &changed_rgb(&a, &b)));
    // Near changes are one rectangle.
    let mut near = a.clone();
    near.put_pixel(10, 10, Rgb([1, 1, 1]));
    near.put_pixel(20, 20, Rgb([1, 1, 1]));
    assert_eq!(changed_rgb(&a, &near), vec![(10, 10, 11, 11)]);
    // Scattered changes: at most MAX_RECTS rectangles, every change in one.
    let mut many = a.clone();
    for y in (0..200).step_by(25) {
        for x in (0..100).step_by(30) {
            many.put_pixel(x, y, Rgb([1, 1, 1]));
        }
    }
    let rects = changed_rgb(&a, &many);
    assert_eq!(rects.len(), MAX_RECTS);
    assert!(covers(&a, &many, &rects));
    // Changes everywhere: one rectangle.
    let mut noise = a.clone();
    for y in (0..200).step_by(3) {
        for x in (0..100).step_by(3) {
            noise.put_pixel(x, y, Rgb([1, 1, 1]));
        }
    }
    assert_eq!(changed_rgb(&a, &noise), vec![(0, 0, 100, 199)]);
    let pictures = [a, b];
    let bytes = gif(&[100, 120], usize::MAX, |i| Ok(ix(&pictures[i]))).expect("gif");
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes.as_slice()).expect("decodes");
    let mut screen = vec![0u8; 100 * 200 * 4];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        frames.push((
            frame.delay,
            frame.left,
            frame.top,
            frame.width,
            frame.height,
        ));
        for y in 0..frame.height as usize {
            for x in 0..frame.width as usize {
                let px = &frame.buffer[(y * frame.width as usize + x) * 4..][..4];
                if px[3] != 0 {
                    let at = ((frame.top as usize + y) * 100 + frame.left as usize + x) * 4;
                    screen[at..at + 4].copy_from_slice(px);
                }
            }
        }
    }
    assert_eq!(
        frames,
        vec![(100, 0, 0, 100, 200), (120, 3, 2, 93, 198)],
        "the first frame whole, then one frame around every change"
    );
    for (x, y, p) in pictures[1].enumerate_pixels() {
        let at = (y as usize * 100 + x as usize) * 4;
        assert_eq!(&screen[at..at + 3], &p.0, "pixel {x},{y}");
    }
}

/// Frames drawn again for the second pass (over the memory cap) make the same file as
/// frames kept from the first.
#[test]
fn frames_drawn_again_make_the_same_gif() {
    let f = frames();
    let kept = gif_keeping(&[10, 20, 30], usize::MAX, usize::MAX, |i| Ok(ix(&f[i])));
    let mut draws = 0;
    let redrawn = gif_keeping(&[10, 20, 30], usize::MAX, 0, |i| {
        draws += 1;
        Ok(ix(&f[i]))
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
