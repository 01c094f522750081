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
//! Most of a board's picture is its empty board, drawn once and kept (`board::base`): a
//! picture drawn over a kept one ([`zlib_over`]) keeps the kept one's tokens wherever the
//! two agree, and matches afresh only the rest.
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
    /// Matches end here at the latest (the end of the part being tokenized).
    end: usize,
}

impl<'a> Finder<'a> {
    fn new(data: &'a [u8], stride: usize) -> Self {
        Finder {
            data,
            stride,
            table: vec![u32::MAX; (1 << HASH_BITS) * WAYS],
            last: 0,
            end: data.len(),
        }
    }

    /// The longest match at `i` as (length, distance); a length under [`MIN_MATCH`] is none.
    /// Place `i` goes into the hash table when it was looked up there.
    fn find(&mut self, i: usize) -> (usize, usize) {
        let data = self.data;
        let max = (self.end - i).min(MAX_MATCH);
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

    /// Appends the tokens of `data[from..to]` to `out`, matches reaching back as far as the
    /// window allows but ending by `to`.
    fn tokenize(&mut self, from: usize, to: usize, out: &mut Vec<u32>) {
        let data = self.data;
        self.end = to;
        let mut i = from;
        let mut ahead: Option<(usize, usize)> = None;
        while i < to {
            let best = match ahead.take() {
                Some(b) => b,
                None => self.find(i),
            };
            if best.0 >= MIN_MATCH && best.0 < GOOD && i + 1 < to {
                let next = self.find(i + 1);
                if next.0 > best.0 + 1 {
                    out.push(u32::from(data[i]));
                    i += 1;
                    ahead = Some(next);
                    continue;
                }
            }
            if best.0 >= MIN_MATCH {
                out.push(MATCH | (best.0 as u32) << 16 | best.1 as u32);
                self.last = best.1;
                i += best.0;
            } else {
                out.push(u32::from(data[i]));
                i += 1;
            }
        }
    }
}

/// The LZ77 tokens of `data`, whose rows are `stride` bytes long.
fn tokens(data: &[u8], stride: usize) -> Vec<u32> {
    let mut out = Vec::with_capacity(data.len() / 32);
    Finder::new(data, stride).tokenize(0, data.len(), &mut out);
    out
}

/// Bytes a token stands for.
#[inline]
fn token_len(t: u32) -> usize {
    if t & MATCH != 0 {
        ((t >> 16) & 0x1ff) as usize
    } else {
        1
    }
}

/// Rows in a segment of a [`Known`] picture: the part kept or tokenized again as a whole.
/// The render bench's mid-game board (2026-11-28, one run, the machine busy): 1.24 ms
/// without keeping, 1.02 ms with segments of 8 rows (half the empty board's bytes kept),
/// the same with 4 or 16 rows; segments of 64-512 bytes keep more bytes (70%) yet are no
/// faster and 1-4% larger: what they keep besides is the empty squares between tiles,
/// cheap to match anyway, and they cut more matches short.
const SEGMENT_ROWS: usize = 8;

/// A picture's tokens, made once and kept for the pictures drawn over it ([`zlib_over`]),
/// cut into segments of about [`SEGMENT_ROWS`] rows, each starting with a token.
#[derive(Debug)]
pub(crate) struct Known {
    tokens: Vec<u32>,
    /// Where each segment starts: (byte, token); the first is (0, 0).
    starts: Vec<(usize, usize)>,
    /// Bytes of the picture.
    len: usize,
}

/// The tokens of `data` (rows `stride` bytes long), kept for pictures drawn over it.
pub(crate) fn known(data: &[u8], stride: usize) -> Known {
    let tokens = tokens(data, stride.max(1));
    let every = SEGMENT_ROWS * stride.max(1);
    let mut starts = vec![(0, 0)];
    let mut at = 0;
    for (k, &t) in tokens.iter().enumerate() {
        if at / every > starts.last().map_or(0, |&(s, _)| s / every) {
            starts.push((at, k));
        }
        at += token_len(t);
    }
    Known {
        tokens,
        starts,
        len: data.len(),
    }
}

/// Whether the matches of `part` (tokens from byte `from` on, of a picture `base`) that
/// copy from before `from` copy the same bytes in `data`.
fn sources_kept(data: &[u8], base: &[u8], from: usize, part: &[u32]) -> bool {
    let mut at = from;
    for &t in part {
        let len = token_len(t);
        if t & MATCH != 0 {
            let src = at - (t & 0xffff) as usize;
            if src < from {
                let until = (src + len).min(from);
                if data[src..until] != base[src..until] {
                    return false;
                }
            }
        }
        at += len;
    }
    true
}

/// `data` (rows `stride` bytes long) as a zlib stream, for a picture drawn over `base`
/// (whose [`known`] tokens are `known`): a segment whose bytes, and the bytes its matches
/// copy, are as in `base` keeps `base`'s tokens; the others, and the rows below `base`'s,
/// are tokenized afresh. The same stream as [`zlib`] would make where nothing was kept;
/// where much is kept, most of the matching is saved.
pub(crate) fn zlib_over(data: &[u8], stride: usize, base: &[u8], known: &Known) -> Vec<u8> {
    if base.len() != known.len || data.len() < base.len() {
        return zlib(data, stride);
    }
    let mut finder = Finder::new(data, stride.max(1));
    let mut out = Vec::with_capacity(data.len() / 32);
    for (k, &(from, t0)) in known.starts.iter().enumerate() {
        let (to, t1) = known
            .starts
            .get(k + 1)
            .copied()
            .unwrap_or((known.len, known.tokens.len()));
        let part = &known.tokens[t0..t1];
        if data[from..to] == base[from..to] && sources_kept(data, base, from, part) {
            out.extend_from_slice(part);
        } else {
            finder.tokenize(from, to, &mut out);
        }
    }
    finder.tokenize(known.len, data.len(), &mut out);
    write_zlib(data, &out)
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
    write_zlib(data, &tokens(data, stride.max(1)))
}

/// `tokens`, the LZ77 tokens of `data`, as a zlib stream.
fn write_zlib(data: &[u8], tokens: &[u32]) -> Vec<u8> {
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
mod tests;
