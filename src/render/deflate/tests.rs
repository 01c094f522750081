//! The deflater's tests: what it writes inflates to what went in, codes keep deflate's limits.

use super::*;
use std::io::Read;

fn inflate(z: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::ZlibDecoder::new(z)
        .read_to_end(&mut out)
        .expect("a valid zlib stream");
    out
}

/// Many blocks' worth of tokens: short rows of little noise.
fn noise_rows() -> Vec<u8> {
    let mut state = 99u32;
    (0..40_000)
        .map(|i| {
            state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            if i % 57 < 20 {
                (state >> 29) as u8
            } else {
                (i % 57 / 9) as u8
            }
        })
        .collect()
}

/// Rows of flat runs, repeated rows, letters repeated along a row, noise: every kind of
/// data comes back as it went in.
#[test]
fn what_is_deflated_inflates_to_itself() {
    let mut state = 7u32;
    let mut noise = move || {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
        (state >> 16) as u8
    };
    let stride = 301;
    let mut picture = Vec::new();
    for row in 0..200 {
        for x in 0..stride {
            picture.push(match (row / 20, x) {
                (_, 0) => 0,
                (r, x) if r % 3 == 1 && x % 40 < 9 => ((x % 40) as u8 ^ row as u8) & 7,
                (r, _) if r % 5 == 4 => noise() % 3,
                (r, x) => (r as u8) + (x / 50) as u8,
            });
        }
    }
    let noisy: Vec<u8> = (0..70_000).map(|_| noise()).collect();
    for (data, stride) in [
        (picture, stride),
        (noisy, 100),
        (vec![5u8; 100_000], 1000),
        (noise_rows(), 57),
        (Vec::new(), 1),
        (vec![1, 2], 2),
        (b"abcabcabcabcabcabcab".to_vec(), 3),
    ] {
        let z = zlib(&data, stride);
        assert_eq!(inflate(&z), data, "{} bytes", data.len());
    }
}

/// A picture drawn over another keeps the other's tokens where the two agree, and is
/// still itself when inflated: whatever changed (a few bytes, a whole segment, the
/// bytes a kept segment's matches copy from, nothing), and rows added below or taken
/// away.
#[test]
fn a_picture_drawn_over_another_inflates_to_itself() {
    let stride = 101;
    let mut state = 5u32;
    let mut noise = move || {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
        (state >> 16) as u8
    };
    // Rows of bands and little words repeated along and down: long matches that reach
    // back across segments.
    let mut base = Vec::new();
    for row in 0..120 {
        for x in 0..stride {
            base.push(match (row % 13, x) {
                (_, 0) => 0,
                (r, x) if r < 4 && x % 17 < 6 => (x % 17) as u8 + r as u8,
                (9, _) => noise() % 4,
                _ => (row / 30) as u8,
            });
        }
    }
    let known = known(&base, stride);
    assert!(known.starts.len() > 10, "{} segments", known.starts.len());
    // Nothing changed: the very stream the picture makes alone.
    assert_eq!(zlib_over(&base, stride, &base, &known), zlib(&base, stride));
    let mut changes: Vec<Vec<u8>> = Vec::new();
    let mut one = base.clone();
    one[40 * stride + 7] ^= 0x55;
    changes.push(one);
    let mut band = base.clone();
    for b in &mut band[30 * stride..38 * stride] {
        *b = b.wrapping_add(1);
    }
    changes.push(band);
    // The rows a later segment copies from change; the segment itself does not.
    let mut source = base.clone();
    for b in &mut source[13 * stride..14 * stride] {
        *b = 9;
    }
    changes.push(source);
    let mut longer = base.clone();
    longer.extend((0..30 * stride).map(|i| (i % 7) as u8));
    changes.push(longer);
    changes.push(base[..50 * stride].to_vec());
    let mut scattered = base.clone();
    for k in 0..200 {
        let at = (k * 7919) % scattered.len();
        scattered[at] = noise();
    }
    changes.push(scattered);
    for (i, data) in changes.iter().enumerate() {
        let z = zlib_over(data, stride, &base, &known);
        assert!(inflate(&z) == *data, "change {i}");
    }
}

#[test]
fn codes_are_never_longer_than_the_limit() {
    // Fibonacci frequencies make the deepest Huffman tree.
    let mut freqs = vec![1u32, 1];
    while freqs.len() < 40 {
        let n = freqs.len();
        freqs.push(freqs[n - 1] + freqs[n - 2]);
    }
    let lens = lengths(&freqs, 15);
    assert!(lens.iter().all(|&l| (1..=15).contains(&l)));
    let kraft: f64 = lens.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
    assert!(kraft <= 1.0, "{kraft}");
    assert_eq!(lengths(&[0, 9, 0], 7), vec![0, 1, 0]);
}

#[test]
fn codes_follow_the_tables() {
    for (dist, code) in [
        (1, 0),
        (4, 3),
        (5, 4),
        (6, 4),
        (7, 5),
        (24577, 29),
        (32768, 29),
    ] {
        assert_eq!(dist_code(dist), code, "{dist}");
    }
    for (len, code) in [(3, 0), (10, 7), (11, 8), (12, 8), (257, 27), (258, 28)] {
        assert_eq!(usize::from(LEN_CODE[len]), code, "{len}");
    }
}
