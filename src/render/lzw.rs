//! GIF's LZW compression of a frame's palette indices, fast on long runs of one index.
//!
//! A replay's frame is mostly transparent: the rectangle around a move's tiles, the last
//! move's ring and the caption is written whole, and the pixels between them that did not
//! change are one index repeated (see `animation`). A general LZW encoder looks up every one
//! of those pixels in its table; this one knows which codes stand for runs of that index
//! (`run[k]`: the code of the index repeated `k` times) and takes a run in one step, so a
//! frame costs about its changed pixels. The codes written are the very ones a textbook
//! encoder writes (the same greedy longest match, the table cleared when full), so any GIF
//! decoder reads them; the tests decode them with `weezl`, the `gif` crate's own LZW.
//!
//! The table is a small open-addressed hash (twice as many slots as codes, 64 KB), with a
//! generation number per entry so that a clear costs nothing. A direct table of every code
//! and byte (4 MB a replay) measured within 6% of it on the ending bench, so the small one.

/// The most codes GIF's LZW has (12 bits).
const MAX_CODES: usize = 4096;

/// Slots of the hash table (a power of two, twice [`MAX_CODES`]).
const SLOTS: usize = 2 * MAX_CODES;

/// An LZW encoder for GIF frames; keep one to encode many frames without new tables.
pub(crate) struct Lzw {
    /// Slots of `generation << 32 | (code << 8 | byte) << 12 | child code`; a slot of an
    /// older generation is empty.
    table: Vec<u64>,
    generation: u32,
    /// The code of the run byte repeated `k` times at `run[k]` (`run[1]` the byte itself).
    run: Vec<u16>,
}

impl Default for Lzw {
    fn default() -> Self {
        Lzw {
            table: vec![0; SLOTS],
            generation: 0,
            run: Vec::with_capacity(MAX_CODES),
        }
    }
}

/// Codes written least significant bit first, as GIF packs them.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u32,
    n: u32,
}

impl Bits<'_> {
    #[inline]
    fn put(&mut self, code: u16, width: u32) {
        self.acc |= u32::from(code) << self.n;
        self.n += width;
        while self.n >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }

    fn finish(self) {
        if self.n > 0 {
            self.out.push(self.acc as u8);
        }
    }
}

/// How many bytes at the start of `data` are `byte`, eight at a time.
fn run_length(data: &[u8], byte: u8) -> usize {
    let pattern = u64::from_ne_bytes([byte; 8]);
    let chunks = data.chunks_exact(8);
    let whole = chunks
        .take_while(|c| <[u8; 8]>::try_from(*c).is_ok_and(|c| u64::from_ne_bytes(c) == pattern))
        .count()
        * 8;
    whole + data[whole..].iter().take_while(|&&b| b == byte).count()
}

impl Lzw {
    /// `data` compressed for a GIF image block: the minimum code size first (enough bits
    /// for the largest index in `data`, at least 2), then the codes; `run_byte` is the
    /// index that makes long runs (a frame's transparent one).
    pub(crate) fn encode(&mut self, data: &[u8], run_byte: u8) -> Vec<u8> {
        let largest = data.iter().copied().max().unwrap_or(0);
        let min_code_size = (u32::from(largest) + 1)
            .max(4)
            .next_power_of_two()
            .trailing_zeros();
        let mut out = Vec::with_capacity(data.len() / 4 + 16);
        out.push(min_code_size as u8);
        let clear = 1u16 << min_code_size;
        let end = clear + 1;
        let mut bits = Bits {
            out: &mut out,
            acc: 0,
            n: 0,
        };
        let mut width = min_code_size + 1;
        bits.put(clear, width);
        let Some(&first) = data.first() else {
            bits.put(end, width);
            bits.finish();
            return out;
        };
        self.reset(run_byte);
        let mut next = clear + 2;
        // The code of the string matched so far, and how many run bytes it is (0: it is
        // not a run of the run byte alone).
        let mut w = u16::from(first);
        let mut w_run = usize::from(first == run_byte);
        // Where the run of run bytes at or after `pos` ends (found once a run).
        let mut run_end = 0;
        let mut pos = 1;
        while let Some(&byte) = data.get(pos) {
            if byte == run_byte && w_run > 0 {
                // A run: extend the match by every run code the table has, at once (run
                // bytes past the longest run code known are matched after the next code).
                if run_end <= pos {
                    run_end = pos + run_length(&data[pos..], run_byte);
                }
                let known = self.run.len() - 1;
                let reach = (w_run + run_end - pos).min(known);
                if reach > w_run {
                    pos += reach - w_run;
                    w_run = reach;
                    w = self.run[reach];
                    continue;
                }
            } else if let Some(child) = self.child(w, byte) {
                w = child;
                w_run = 0;
                pos += 1;
                continue;
            }
            // No longer match: write it, and the string it and `byte` make is the next code.
            bits.put(w, width);
            if usize::from(next) < MAX_CODES {
                self.add(w, byte, next);
                if byte == run_byte && w_run > 0 && w_run + 1 == self.run.len() {
                    self.run.push(next);
                }
                next += 1;
                if u32::from(next) > (1 << width) && width < 12 {
                    width += 1;
                }
            } else {
                bits.put(clear, width);
                self.reset(run_byte);
                next = clear + 2;
                width = min_code_size + 1;
            }
            w = u16::from(byte);
            w_run = usize::from(byte == run_byte);
            pos += 1;
        }
        bits.put(w, width);
        bits.put(end, width);
        bits.finish();
        out
    }

    /// An empty table: only the single bytes.
    fn reset(&mut self, run_byte: u8) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.iter_mut().for_each(|e| *e = 0);
            self.generation = 1;
        }
        self.run.clear();
        // run[0] is never read; run[1] is the run byte's own code.
        self.run.extend([0, u16::from(run_byte)]);
    }

    /// The slot of `key` (`code << 8 | byte`): where it is, or the empty slot it goes in.
    #[inline]
    fn slot(&self, key: u32) -> usize {
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 19) as usize & (SLOTS - 1);
        loop {
            let e = self.table[i];
            if (e >> 32) as u32 != self.generation || (e >> 12) as u32 & 0xf_ffff == key {
                return i;
            }
            i = (i + 1) & (SLOTS - 1);
        }
    }

    #[inline]
    fn child(&self, code: u16, byte: u8) -> Option<u16> {
        let key = u32::from(code) << 8 | u32::from(byte);
        let e = self.table[self.slot(key)];
        ((e >> 32) as u32 == self.generation).then_some((e & 0xfff) as u16)
    }

    #[inline]
    fn add(&mut self, code: u16, byte: u8, child: u16) {
        let key = u32::from(code) << 8 | u32::from(byte);
        let i = self.slot(key);
        self.table[i] = u64::from(self.generation) << 32 | u64::from(key) << 12 | u64::from(child);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    fn decoded(encoded: &[u8]) -> Vec<u8> {
        let mut decoder = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, encoded[0]);
        decoder.decode(&encoded[1..]).expect("a valid LZW stream")
    }

    /// What `weezl` (the `gif` crate's encoder) writes for the same data.
    fn weezl_len(data: &[u8], min_code_size: u8) -> usize {
        let mut encoder = weezl::encode::Encoder::new(weezl::BitOrder::Lsb, min_code_size);
        encoder.encode(data).expect("encoded").len() + 1
    }

    /// A frame-like picture: runs of the transparent index between patches of a few
    /// colours, rows `width` long.
    fn frame(rng: &mut StdRng, width: usize, rows: usize, colours: u8) -> Vec<u8> {
        let mut data = vec![0u8; width * rows];
        for _ in 0..rng.gen_range(0..6) {
            let (x, y) = (rng.gen_range(0..width), rng.gen_range(0..rows));
            let (w, h) = (rng.gen_range(1..60), rng.gen_range(1..40));
            for yy in y..(y + h).min(rows) {
                for xx in x..(x + w).min(width) {
                    data[yy * width + xx] = if rng.gen_bool(0.8) {
                        1 + (xx / 7 % usize::from(colours)) as u8
                    } else {
                        rng.gen_range(0..=colours)
                    };
                }
            }
        }
        data
    }

    /// Every stream decodes to its data: empty, one byte, runs shorter and longer than the
    /// table holds, runs of another byte, noise that fills the table again and again (the
    /// clears), and frame-like pictures; and it is as small as the textbook encoder's.
    #[test]
    fn every_stream_decodes_to_its_data_and_is_as_small_as_weezl_s() {
        let mut lzw = Lzw::default();
        let mut rng = StdRng::seed_from_u64(7);
        let mut cases: Vec<Vec<u8>> = vec![
            vec![],
            vec![0],
            vec![5],
            vec![0; 3],
            vec![0; 100_000],
            vec![9; 100_000],
            (0..200_000)
                .map(|i| if i % 1000 < 990 { 0 } else { 3 })
                .collect(),
            (0..300_000).map(|_| rng.gen()).collect(),
            (0..300_000).map(|_| rng.gen_range(0..4)).collect(),
        ];
        for _ in 0..30 {
            let colours = rng.gen_range(1..=255);
            let (w, h) = (rng.gen_range(1..700), rng.gen_range(1..300));
            cases.push(frame(&mut rng, w, h, colours));
        }
        for (i, data) in cases.iter().enumerate() {
            let encoded = lzw.encode(data, 0);
            assert_eq!(&decoded(&encoded), data, "case {i}");
            let ours = encoded.len();
            let theirs = weezl_len(data, encoded[0]);
            assert!(ours <= theirs + 2, "case {i}: {ours} bytes, weezl {theirs}");
        }
    }

    /// A run byte other than the data's most common one is still written right.
    #[test]
    fn any_run_byte_gives_the_same_picture() {
        let mut lzw = Lzw::default();
        let mut rng = StdRng::seed_from_u64(8);
        let data = frame(&mut rng, 500, 200, 20);
        for run_byte in [0, 1, 7, 255] {
            assert_eq!(decoded(&lzw.encode(&data, run_byte)), data);
        }
    }
}
