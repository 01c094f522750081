//! The body of a `.lex` file: the words' automaton and the automaton of their reversed
//! prefixes ([`Dawg`]) in the arrays a lexicon keeps in memory, checked as they are read so
//! that a damaged or crafted file is an error, never a panic or an endless walk later.
//!
//! ```text
//! the body, after the header (see `file`); numbers little-endian
//! 4 bytes     CRC-32 (IEEE) of the words' automaton
//! ...         the words' automaton
//! 4 bytes     CRC-32 (IEEE) of the reversed prefixes' automaton
//! ...         the reversed prefixes' automaton (not read by a process that only looks
//!             words up)
//!
//! an automaton
//! 4 bytes     N, its nodes (the root is node 0)
//! 4 bytes     C, the children of all nodes together
//! N x 8 bytes each node's letters, bit per letter (bit 63: a word ends there)
//! C x 4 bytes each node's children in letter order, node after node: node numbers
//! N x 8 bytes the words' automaton only: each node's letters below it (a generator's hint)
//! ```
//!
//! Fixed-width numbers, so that reading is copying and a pass of checks (a varint form was
//! half the size and took three times as long to read). What the checks prove is what every
//! walk relies on: each node's letters are letters of the alphabet, its children lie in the
//! child list and among the nodes, and no node but the root is a dead end. The words'
//! automaton is walked whole (its words listed, counted), so its children must also come
//! after their parents (no walk loops), and its words must be the header's count; the
//! reversed prefixes are only stepped through as deep as a line
//! ([`super::dawg::ReversedPrefixes`]), so bounds are enough for them. The letters below a
//! node only prune the generator's search: they are read as written. The checksum catches a
//! file damaged in copying that still has that shape.

use super::dawg::{Dawg, DawgNode, NodeId, ReversedPrefixes, FINAL};

/// Appends the body of `dawg` (with its reversed prefixes, which it must have).
pub(crate) fn write(dawg: &Dawg, out: &mut Vec<u8>) {
    let mut words = Vec::new();
    write_automaton(dawg.parts(), &mut words);
    for below in dawg.below() {
        words.extend_from_slice(&below.to_le_bytes());
    }
    out.extend_from_slice(&crc32fast::hash(&words).to_le_bytes());
    out.extend_from_slice(&words);
    if let Some(reversed) = dawg.reversed() {
        let mut part = Vec::new();
        write_automaton(reversed.parts(), &mut part);
        out.extend_from_slice(&crc32fast::hash(&part).to_le_bytes());
        out.extend_from_slice(&part);
    }
}

fn write_automaton((nodes, children): (&[DawgNode], &[NodeId]), out: &mut Vec<u8>) {
    // Node and child numbers are u32 (`NodeId`), so both counts fit.
    out.extend_from_slice(&(nodes.len() as u32).to_le_bytes());
    out.extend_from_slice(&(children.len() as u32).to_le_bytes());
    out.reserve(nodes.len() * 8 + children.len() * 4);
    for node in nodes {
        out.extend_from_slice(&node.mask.to_le_bytes());
    }
    for &c in children {
        out.extend_from_slice(&c.to_le_bytes());
    }
}

/// Why a body could not be read.
#[derive(Debug)]
pub(crate) enum Unreadable {
    /// The bytes are there but damaged: the reason in words.
    Damaged(String),
    /// Reading them failed.
    Io(std::io::Error),
}

impl From<String> for Unreadable {
    fn from(reason: String) -> Unreadable {
        Unreadable::Damaged(reason)
    }
}

/// Bytes read from a body in pieces (never the whole file in memory at once), summed as
/// they pass.
struct Source<R> {
    reader: R,
    /// Bytes not read yet.
    left: u64,
    piece: Vec<u8>,
    sum: crc32fast::Hasher,
}

/// Bytes read at a time: a multiple of every field's width.
const PIECE: usize = 1 << 16;

impl<R: std::io::Read> Source<R> {
    /// Reads `len` bytes (a multiple of `width`), handing them to `each` in pieces whose
    /// lengths are multiples of `width`.
    fn read(
        &mut self,
        len: usize,
        mut each: impl FnMut(&[u8]) -> Result<(), String>,
    ) -> Result<(), Unreadable> {
        if (len as u64) > self.left {
            return Err(Unreadable::Damaged(format!(
                "cut short ({} bytes left, {len} needed)",
                self.left
            )));
        }
        let mut done = 0;
        while done < len {
            let n = (len - done).min(PIECE);
            self.reader
                .read_exact(&mut self.piece[..n])
                .map_err(Unreadable::Io)?;
            self.sum.update(&self.piece[..n]);
            each(&self.piece[..n])?;
            done += n;
        }
        self.left -= len as u64;
        Ok(())
    }

    /// One part of the body: its checksum, then what `read` makes of the bytes after it,
    /// which must sum to it. Errors are prefixed with the part's `name`.
    fn part<T>(
        &mut self,
        name: &str,
        read: impl FnOnce(&mut Self) -> Result<T, Unreadable>,
    ) -> Result<T, Unreadable> {
        let named = |e| match e {
            Unreadable::Damaged(e) => Unreadable::Damaged(format!("{name}: {e}")),
            io => io,
        };
        let stated = self.u32().map_err(named)?;
        self.sum = crc32fast::Hasher::new();
        let made = read(self).map_err(named)?;
        if std::mem::take(&mut self.sum).finalize() != stated {
            return Err(format!("{name}: the checksum does not match the contents").into());
        }
        Ok(made)
    }

    /// `count` little-endian u64s.
    fn u64s(&mut self, count: usize) -> Result<Vec<u64>, Unreadable> {
        self.array(count, |b: [u8; 8]| u64::from_le_bytes(b))
    }

    /// `count` little-endian u32s.
    fn u32s(&mut self, count: usize) -> Result<Vec<u32>, Unreadable> {
        self.array(count, |b: [u8; 4]| u32::from_le_bytes(b))
    }

    /// `count` numbers of `N` bytes each, converted by `number`.
    fn array<T, const N: usize>(
        &mut self,
        count: usize,
        number: impl Fn([u8; N]) -> T,
    ) -> Result<Vec<T>, Unreadable> {
        let mut out = Vec::with_capacity(count);
        self.read(count * N, |piece| {
            out.extend(
                piece
                    .chunks_exact(N)
                    .map(|b| number(b.try_into().unwrap_or([0; N]))),
            );
            Ok(())
        })?;
        Ok(out)
    }

    /// A little-endian u32.
    fn u32(&mut self) -> Result<u32, Unreadable> {
        let mut out = 0;
        self.read(4, |b| {
            out = u32::from_le_bytes(b.try_into().unwrap_or_default());
            Ok(())
        })?;
        Ok(out)
    }
}

/// Reads and checks a body of `len` bytes from `reader`, for an alphabet of `letters`
/// letters: the words' automaton with (when `reversed`) its reversed prefixes, and the words
/// it spells (the caller compares them with its header), or why it cannot be had. The file is
/// read in pieces as it is checked; each part's checksum is compared once the part has
/// passed, before anything is returned. Without `reversed`, the reversed prefixes are not
/// read at all (a process that only looks words up).
pub(crate) fn read(
    reader: impl std::io::Read,
    len: u64,
    letters: usize,
    reversed: bool,
) -> Result<(Dawg, u64), Unreadable> {
    let mut source = Source {
        reader,
        left: len,
        piece: vec![0; PIECE],
        sum: crc32fast::Hasher::new(),
    };
    let (mut dawg, words) = source.part("the words", |s| read_words(s, letters))?;
    if reversed {
        let (nodes, children) =
            source.part("the reversed prefixes", |s| read_automaton(s, letters))?;
        if source.left != 0 {
            return Err(format!("{} bytes after the automata", source.left).into());
        }
        dawg.set_reversed(ReversedPrefixes::from_checked(nodes, children));
    }
    Ok((dawg, words))
}

/// The words' automaton, checked (children after their parents too), with its letters below
/// and the words it spells.
fn read_words<R: std::io::Read>(
    source: &mut Source<R>,
    letters: usize,
) -> Result<(Dawg, u64), Unreadable> {
    let (nodes, children) = read_automaton(source, letters)?;
    let count = nodes.len();
    let below = source.u64s(count)?;
    // Every child after its parent: walks end. The words are counted in the same pass: the
    // paths from the root to each node, added to its children's; a node's parents all come
    // before it, so its paths are complete when its turn comes.
    // Counted in u32 (a few bytes less to fill than u64): no list has 4 billion words, and
    // a count that reaches u32::MAX is taken as u64::MAX, which no header states.
    let mut paths = vec![0u32; count];
    paths[0] = 1;
    let mut spelled = 0u64;
    for (n, node) in nodes.iter().enumerate() {
        let base = node.base as usize;
        let mask = node.mask;
        let kids = &children[base..base + (mask & !FINAL).count_ones() as usize];
        let p = paths[n];
        if mask & FINAL != 0 {
            spelled = if p == u32::MAX {
                u64::MAX
            } else {
                spelled.saturating_add(u64::from(p))
            };
        }
        let mut after = true;
        for &c in kids {
            after &= c as usize > n;
            paths[c as usize] = paths[c as usize].saturating_add(p);
        }
        if !after {
            return Err(format!("node {n} has a child before it").into());
        }
    }
    Ok((Dawg::from_checked(nodes, children, below), spelled))
}

/// One automaton's nodes and children, checked: letters of the alphabet, no dead end but
/// the root, as many children as stated, every child among the nodes.
fn read_automaton<R: std::io::Read>(
    source: &mut Source<R>,
    letters: usize,
) -> Result<(Vec<DawgNode>, Vec<NodeId>), Unreadable> {
    let count = source.u32()? as usize;
    let child_count = source.u32()? as usize;
    if count == 0 {
        return Err("no root".to_string().into());
    }
    // Checked against the bytes there before anything is allocated.
    let needed = (count as u64) * 8 + (child_count as u64) * 4;
    if needed > source.left {
        return Err(format!("cut short ({} bytes left, {needed} needed)", source.left).into());
    }
    let alphabet = if letters >= 63 {
        !FINAL
    } else {
        (1u64 << letters) - 1
    };
    // The nodes and the children as they come, converted in bulk, then checked, each in a
    // tight loop.
    let mut nodes: Vec<DawgNode> = Vec::with_capacity(count);
    let mut base = 0u64;
    let mut stray = 0u64;
    source.read(count * 8, |piece| {
        for m in piece.chunks_exact(8) {
            let mask = u64::from_le_bytes(m.try_into().unwrap_or_default());
            stray |= mask & !(alphabet | FINAL);
            nodes.push(DawgNode {
                mask,
                base: base as u32,
            });
            base += u64::from((mask & !FINAL).count_ones());
        }
        Ok(())
    })?;
    let children: Vec<NodeId> = source.u32s(child_count)?;
    if stray != 0 {
        let n = nodes
            .iter()
            .position(|n| n.mask & !(alphabet | FINAL) != 0)
            .unwrap_or_default();
        return Err(format!("node {n} goes on with a letter outside the alphabet").into());
    }
    if let Some(n) = nodes.iter().skip(1).position(|n| n.mask == 0) {
        return Err(format!("node {} leads to no word", n + 1).into());
    }
    if base != child_count as u64 {
        return Err(format!("the nodes have {base} children, {child_count} stated").into());
    }
    if children.iter().fold(0, |m, &c| m.max(c)) as usize >= count {
        return Err("a child outside the nodes".to_string().into());
    }
    Ok((nodes, children))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dawg(words: &[&str]) -> Dawg {
        let a = crate::lexicon::Language::English.alphabet();
        let mut coded: Vec<Vec<u8>> = words
            .iter()
            .filter_map(|w| a.encode(w))
            .map(|w| w.iter().map(|l| l.0).collect())
            .collect();
        coded.sort();
        coded.dedup();
        Dawg::from_sorted_words(coded.iter().map(Vec::as_slice)).expect("short words")
    }

    #[test]
    fn a_body_reads_back_as_it_was_written() {
        let d = dawg(&["at", "ate", "eat", "tea", "tee", "zzz", "cat", "cats"]);
        let mut body = Vec::new();
        write(&d, &mut body);
        let (back, words) = read(&body[..], body.len() as u64, 26, true).expect("reads");
        assert_eq!(back, d);
        assert_eq!(words, 8);
        assert_eq!(back.words().count(), 8);
    }

    #[test]
    fn every_cut_and_every_flipped_byte_is_an_error() {
        let d = dawg(&["at", "ate", "eat", "tea", "tee", "zzz"]);
        let mut body = Vec::new();
        write(&d, &mut body);
        for cut in 0..body.len() {
            assert!(
                read(&body[..cut], cut as u64, 26, true).is_err(),
                "cut at {cut}"
            );
        }
        for i in 0..body.len() {
            let mut bad = body.clone();
            bad[i] ^= 0x21;
            assert!(
                read(&bad[..], bad.len() as u64, 26, true).is_err(),
                "byte {i}"
            );
        }
        let mut longer = body.clone();
        longer.push(0);
        assert!(read(&longer[..], longer.len() as u64, 26, true).is_err());
        assert!(
            read(&body[..], body.len() as u64, 20, true).is_err(),
            "letters outside a smaller alphabet"
        );
    }
}
