//! A zlib stream (RFC 1950/1951) made for our pictures' rows of palette indices: small and
//! fast where general deflaters must choose one (zlib's level 9 is as small and twenty times
//! slower; its level 1 is as fast and half again as big).
//!
//! A picture of flat colours repeats itself in a few ways only: a run of one colour, the row
//! above (the inside of a square, a band, the part of a line of text between the letters),
//! and the same letter or tile drawn elsewhere on the row. So the LZ77 pass tries, at each
//! place, a match with the byte before, with the row above, with the distance of the last
//! match, and with the last few places of the same four bytes (a small hash table); the
//! longest wins, and a short match is dropped for a longer one starting a byte later.
//! Runs and rows above are compared eight bytes at a time, and most of a picture is long
//! matches, so the pass rarely looks at a byte alone. Then one block with Huffman codes made
//! for the picture's own tokens.
//!
//! Measured and left out (the mid-game board's 983 KB of rows drawn with three coverage
//! steps, 149 colours; ours 34.3 KB in 0.88 ms alone; drawn with one step since, 82 colours
//! and 29.1 KB): PNG filters Sub, Up, or Up on rows like the one above are all larger
//! (Up makes the next row lose its match with the row above); more hash ways, a longer
//! [`GOOD`] or 2048-token blocks give 2-3% for 15-25% more time; trying the distances of
//! recent copies, rows further up, or the copy that covered the same column a row above
//! gives 1-4% for 15-40% more time. The size is in the longest match from any place:
//! zlib's level 9 (4096-deep chains over every place) 30.1 KB, the same search with our
//! blocks 29.4 KB but ten times slower, zopfli 26.5 KB.

/// A token is a literal byte (below 256) or a match: `MATCH | length << 16 | distance`.
const MATCH: u32 = 1 << 31;
const MIN_MATCH: usize = 3;
const MAX_MATCH: usize = 258;
/// How far back a match may reach.
const WINDOW: usize = 32768;
/// The hash table: 2^HASH_BITS buckets of WAYS places each (the latest first).
const HASH_BITS: u32 = 14;
const WAYS: usize = 2;
/// A match this long is taken without looking in the hash table or one byte further.
const GOOD: usize = 16;
/// Tokens per block: each block has Huffman codes of its own, fitted to its part of the
/// picture (the board's squares, the tiles, the text under it).
const BLOCK: usize = 4096;

/// How many bytes from `a` on equal those from `b` on (b < a), at most `max`.
#[inline(always)]
fn common(data: &[u8], a: usize, b: usize, max: usize) -> usize {
    let mut n = 0;
    while n + 8 <= max {
        let x = u64::from_le_bytes(data[a + n..a + n + 8].try_into().unwrap_or([0; 8]));
        let y = u64::from_le_bytes(data[b + n..b + n + 8].try_into().unwrap_or([0; 8]));
        let d = x ^ y;
        if d != 0 {
            return n + (d.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    while n < max && data[a + n] == data[b + n] {
        n += 1;
    }
    n
}

#[inline]
fn hash(data: &[u8], i: usize) -> usize {
    let v = u32::from_le_bytes([data[i], data[i + 1], data[i + 2], data[i + 3]]);
    (v.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize * WAYS
}

/// The match finder's state over one stream of rows `stride` bytes long.
struct Finder<'a> {
    data: &'a [u8],
    stride: usize,
    table: Vec<u32>,
    last: usize,
}

impl Finder<'_> {
    /// The longest match at `i` as (length, distance); a length under [`MIN_MATCH`] is none.
    /// Place `i` goes into the hash table when it was looked up there.
    fn find(&mut self, i: usize) -> (usize, usize) {
        let data = self.data;
        let max = (data.len() - i).min(MAX_MATCH);
        let mut best = (0, 0);
        if max < MIN_MATCH {
            return best;
        }
        let try_at = |d: usize, best: &mut (usize, usize)| {
            if d > 0 && d <= i && d <= WINDOW {
                let l = common(data, i, i - d, max);
                if l > best.0 {
                    *best = (l, d);
                }
            }
        };
        // A run first: on a tie it is the cheapest to write (distance 1, no extra bits).
        try_at(1, &mut best);
        if best.0 < max {
            try_at(self.stride, &mut best);
        }
        if best.0 < max && self.last != self.stride && self.last != 1 {
            try_at(self.last, &mut best);
        }
        if best.0 < GOOD && data.len() - i >= 4 {
            let h = hash(data, i);
            for w in 0..WAYS {
                match self.table[h + w] {
                    u32::MAX => break,
                    at => try_at(i - at as usize, &mut best),
                }
            }
            self.table.copy_within(h..h + WAYS - 1, h + 1);
            self.table[h] = i as u32;
        }
        best
    }
}

/// The LZ77 tokens of `data`, whose rows are `stride` bytes long.
fn tokens(data: &[u8], stride: usize) -> Vec<u32> {
    let mut f = Finder {
        data,
        stride,
        table: vec![u32::MAX; (1 << HASH_BITS) * WAYS],
        last: 0,
    };
    let mut out = Vec::with_capacity(data.len() / 32);
    let mut i = 0;
    let mut ahead: Option<(usize, usize)> = None;
    while i < data.len() {
        let best = match ahead.take() {
            Some(b) => b,
            None => f.find(i),
        };
        if best.0 >= MIN_MATCH && best.0 < GOOD && i + 1 < data.len() {
            let next = f.find(i + 1);
            if next.0 > best.0 + 1 {
                out.push(u32::from(data[i]));
                i += 1;
                ahead = Some(next);
                continue;
            }
        }
        if best.0 >= MIN_MATCH {
            out.push(MATCH | (best.0 as u32) << 16 | best.1 as u32);
            f.last = best.1;
            i += best.0;
        } else {
            out.push(u32::from(data[i]));
            i += 1;
        }
    }
    out
}

const LEN_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

/// The length code (0..29, 257 less) of each match length 0..=258.
const LEN_CODE: [u8; 259] = {
    let mut t = [0u8; 259];
    let mut len = 3;
    while len < 259 {
        let mut c = 28;
        while LEN_BASE[c] as usize > len {
            c -= 1;
        }
        t[len] = c as u8;
        len += 1;
    }
    t
};

/// The distance code (0..30) of a distance 1..=32768.
#[inline]
fn dist_code(dist: usize) -> usize {
    if dist <= 4 {
        return dist - 1;
    }
    let d = dist - 1;
    let top = (usize::BITS - 1 - d.leading_zeros()) as usize;
    2 * top + ((d >> (top - 1)) & 1)
}

/// Huffman code lengths for symbols of frequencies `freqs`, none longer than `limit`
/// (the deepest codes moved up as zlib does).
fn lengths(freqs: &[u32], limit: usize) -> Vec<u8> {
    let mut lens = vec![0u8; freqs.len()];
    let mut syms: Vec<(u32, usize)> = freqs
        .iter()
        .enumerate()
        .filter(|(_, &f)| f > 0)
        .map(|(s, &f)| (f, s))
        .collect();
    if syms.len() < 2 {
        if let Some(&(_, s)) = syms.first() {
            lens[s] = 1;
        }
        return lens;
    }
    syms.sort_unstable();
    // Huffman's tree from two queues: the leaves by weight, the inner nodes as made.
    let n = syms.len();
    let mut weight: Vec<u64> = syms.iter().map(|&(f, _)| u64::from(f)).collect();
    weight.resize(2 * n - 1, 0);
    let mut parent = vec![0usize; 2 * n - 1];
    let (mut leaf, mut inner) = (0, n);
    for next in n..2 * n - 1 {
        for _ in 0..2 {
            let take_leaf = leaf < n && (inner >= next || weight[leaf] <= weight[inner]);
            let k = if take_leaf {
                leaf += 1;
                leaf - 1
            } else {
                inner += 1;
                inner - 1
            };
            weight[next] += weight[k];
            parent[k] = next;
        }
    }
    let root = 2 * n - 2;
    let mut depth = vec![0usize; 2 * n - 1];
    for k in (0..root).rev() {
        depth[k] = depth[parent[k]] + 1;
    }
    let mut count = vec![0u64; limit + 1];
    for &d in &depth[..n] {
        count[d.min(limit)] += 1;
    }
    // Too many codes at the limit: make room by lengthening a shorter one (Kraft's sum).
    let mut total: u64 = (1..=limit).map(|l| count[l] << (limit - l)).sum();
    while total > 1 << limit {
        count[limit] -= 1;
        if let Some(l) = (1..limit).rev().find(|&l| count[l] > 0) {
            count[l] -= 1;
            count[l + 1] += 2;
        }
        total -= 1;
    }
    // The most frequent symbols get the shortest codes.
    let mut k = n;
    for (l, &c) in count.iter().enumerate().skip(1) {
        for _ in 0..c {
            k -= 1;
            lens[syms[k].1] = l as u8;
        }
    }
    lens
}

/// The canonical codes of `lens`, bit-reversed to be written first bit first.
fn codes(lens: &[u8]) -> Vec<u16> {
    let mut bl_count = [0u16; 16];
    for &l in lens {
        bl_count[usize::from(l)] += 1;
    }
    bl_count[0] = 0;
    let mut next = [0u16; 16];
    let mut code = 0u16;
    for b in 1..16 {
        code = (code + bl_count[b - 1]) << 1;
        next[b] = code;
    }
    lens.iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[usize::from(l)];
            next[usize::from(l)] += 1;
            c.reverse_bits() >> (16 - l)
        })
        .collect()
}

/// Bits written first bit first, as deflate wants them.
struct Bits {
    out: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits {
    #[inline]
    fn put(&mut self, value: u32, bits: u8) {
        self.acc |= u64::from(value) << self.n;
        self.n += u32::from(bits);
        if self.n >= 32 {
            self.out.extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.n -= 32;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        while self.n > 0 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n = self.n.saturating_sub(8);
        }
        self.out
    }
}

/// The code lengths `lens` run-length coded as deflate's header codes them: (symbol 0..19,
/// its extra bits' value); 16 repeats the last length, 17 and 18 repeat zero.
fn header_runs(lens: &[u8]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lens.len() {
        let l = lens[i];
        let run = lens[i..].iter().take_while(|&&x| x == l).count();
        let mut left = run;
        if l == 0 {
            while left >= 11 {
                let k = left.min(138);
                out.push((18, (k - 11) as u8));
                left -= k;
            }
            if left >= 3 {
                out.push((17, (left - 3) as u8));
                left = 0;
            }
        } else {
            out.push((l, 0));
            left -= 1;
            while left >= 3 {
                let k = left.min(6);
                out.push((16, (k - 3) as u8));
                left -= k;
            }
        }
        out.extend(std::iter::repeat_n((l, 0), left));
        i += run;
    }
    out
}

/// The order deflate's header lists the code-length code's lengths in.
const HEADER_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// `data` (rows `stride` bytes long) as a zlib stream.
pub(crate) fn zlib(data: &[u8], stride: usize) -> Vec<u8> {
    let tokens = tokens(data, stride.max(1));
    let mut b = Bits {
        out: Vec::with_capacity(data.len() / 24 + 1024),
        acc: 0,
        n: 0,
    };
    // zlib: deflate with a 32 KiB window, no dictionary, "fastest" (31 divides 0x7801).
    b.out.extend_from_slice(&[0x78, 0x01]);
    let blocks = tokens.len().div_ceil(BLOCK).max(1);
    for k in 0..blocks {
        let part = &tokens[(k * BLOCK).min(tokens.len())..((k + 1) * BLOCK).min(tokens.len())];
        block(&mut b, part, k + 1 == blocks);
    }
    let mut out = b.finish();
    let mut adler = simd_adler32::Adler32::new();
    adler.write(data);
    out.extend_from_slice(&adler.finish().to_be_bytes());
    out
}

/// Writes `tokens` as one block with dynamic Huffman codes (the stream's `last` block).
fn block(b: &mut Bits, tokens: &[u32], last: bool) {
    let mut lit_freq = [0u32; 286];
    let mut dist_freq = [0u32; 30];
    for &t in tokens {
        if t & MATCH != 0 {
            lit_freq[257 + usize::from(LEN_CODE[((t >> 16) & 0x1ff) as usize])] += 1;
            dist_freq[dist_code((t & 0xffff) as usize)] += 1;
        } else {
            lit_freq[t as usize] += 1;
        }
    }
    lit_freq[256] = 1;
    let mut lit_lens = lengths(&lit_freq, 15);
    let mut dist_lens = lengths(&dist_freq, 15);
    if dist_lens.iter().all(|&l| l == 0) {
        dist_lens[0] = 1;
    }
    let used = |lens: &[u8]| lens.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1);
    let hlit = used(&lit_lens).max(257);
    let hdist = used(&dist_lens).max(1);
    lit_lens.truncate(hlit);
    dist_lens.truncate(hdist);
    let runs = header_runs(&[lit_lens.as_slice(), dist_lens.as_slice()].concat());
    let mut run_freq = [0u32; 19];
    for &(s, _) in &runs {
        run_freq[usize::from(s)] += 1;
    }
    let run_lens = lengths(&run_freq, 7);
    let run_codes = codes(&run_lens);
    let hclen = HEADER_ORDER
        .iter()
        .rposition(|&s| run_lens[s] > 0)
        .map_or(0, |p| p + 1)
        .max(4);
    let lit_codes = codes(&lit_lens);
    let dist_codes = codes(&dist_lens);

    b.put(u32::from(last), 1);
    b.put(2, 2); // dynamic Huffman codes
    b.put((hlit - 257) as u32, 5);
    b.put((hdist - 1) as u32, 5);
    b.put((hclen - 4) as u32, 4);
    for &s in &HEADER_ORDER[..hclen] {
        b.put(u32::from(run_lens[s]), 3);
    }
    for &(s, extra) in &runs {
        let s = usize::from(s);
        b.put(u32::from(run_codes[s]), run_lens[s]);
        match s {
            16 => b.put(u32::from(extra), 2),
            17 => b.put(u32::from(extra), 3),
            18 => b.put(u32::from(extra), 7),
            _ => {}
        }
    }
    for &t in tokens {
        if t & MATCH != 0 {
            let len = ((t >> 16) & 0x1ff) as usize;
            let dist = (t & 0xffff) as usize;
            let lc = usize::from(LEN_CODE[len]);
            b.put(u32::from(lit_codes[257 + lc]), lit_lens[257 + lc]);
            b.put((len - usize::from(LEN_BASE[lc])) as u32, LEN_EXTRA[lc]);
            let dc = dist_code(dist);
            b.put(u32::from(dist_codes[dc]), dist_lens[dc]);
            b.put((dist - usize::from(DIST_BASE[dc])) as u32, DIST_EXTRA[dc]);
        } else {
            let s = t as usize;
            b.put(u32::from(lit_codes[s]), lit_lens[s]);
        }
    }
    b.put(u32::from(lit_codes[256]), lit_lens[256]);
}

#[cfg(test)]
mod tests {
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
}
