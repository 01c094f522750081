//! The body of a `.lex` file: the words' automaton and the automaton of their reversed
//! prefixes ([`Dawg`]) in the arrays a lexicon keeps in memory, checked as they are read so
//! that a damaged or crafted file is an error, never a panic or an endless walk later.
//!
//! ```text
//! the body, after the header (see `file`); numbers little-endian
//! 4 bytes     CRC-32 (IEEE) of everything after it
//! ...         the words' automaton
//! ...         the reversed prefixes' automaton
//!
//! an automaton
//! 4 bytes     N, its nodes (the root is node 0)
//! 4 bytes     C, the children of all nodes together
//! N x 8 bytes each node's letters, bit per letter (bit 63: a word ends there)
//! C x 4 bytes each node's children in letter order, node after node: node numbers
//! ```
//!
//! Fixed-width numbers, so that reading is copying and one pass of checks (a varint form was
//! half the size and took three times as long to read). What the checks prove is what every
//! walk relies on: each node's letters are letters of the alphabet, its children lie in the
//! child list and come after it (so no walk loops), and no node but the root is a dead end.
//! The words' automaton is also counted (its words must be the header's count); the checksum
//! catches a file damaged in copying that still has that shape.

use super::dawg::{Dawg, DawgNode, NodeId, FINAL};

/// Appends the body of `dawg` (with its reversed prefixes, which it must have).
pub(crate) fn write(dawg: &Dawg, out: &mut Vec<u8>) {
    let mut body = Vec::new();
    write_automaton(dawg, &mut body);
    if let Some(reversed) = dawg.reversed() {
        write_automaton(reversed, &mut body);
    }
    out.extend_from_slice(&crc32fast::hash(&body).to_le_bytes());
    out.extend_from_slice(&body);
}

fn write_automaton(dawg: &Dawg, out: &mut Vec<u8>) {
    let (nodes, children) = dawg.parts();
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
/// letters: the automaton and the words it spells (the caller compares them with its
/// header), or why it cannot be had. The file is read in pieces as it is checked; the
/// checksum is compared once the whole body has passed, before anything is returned.
pub(crate) fn read(
    reader: impl std::io::Read,
    len: u64,
    letters: usize,
) -> Result<(Dawg, u64), Unreadable> {
    let mut source = Source {
        reader,
        left: len,
        piece: vec![0; PIECE],
        sum: crc32fast::Hasher::new(),
    };
    if len < 4 {
        return Err(format!("{len} bytes after the header, too few").into());
    }
    let mut stated = [0u8; 4];
    source
        .reader
        .read_exact(&mut stated)
        .map_err(Unreadable::Io)?;
    source.left -= 4;
    let (mut dawg, words) = read_automaton(&mut source, letters, true).map_err(|e| match e {
        Unreadable::Damaged(e) => Unreadable::Damaged(format!("the words: {e}")),
        io => io,
    })?;
    let (reversed, _) = read_automaton(&mut source, letters, false).map_err(|e| match e {
        Unreadable::Damaged(e) => Unreadable::Damaged(format!("the reversed prefixes: {e}")),
        io => io,
    })?;
    if source.left != 0 {
        return Err(format!("{} bytes after the automata", source.left).into());
    }
    if source.sum.finalize() != u32::from_le_bytes(stated) {
        return Err("its checksum does not match its contents"
            .to_string()
            .into());
    }
    dawg.set_reversed(reversed);
    Ok((dawg, words))
}

/// One automaton, checked, with the words it spells (counted only when `words`: for the
/// words' automaton, whose count the header states; that one gets its letters below too).
fn read_automaton<R: std::io::Read>(
    source: &mut Source<R>,
    letters: usize,
    words: bool,
) -> Result<(Dawg, u64), Unreadable> {
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
    let mut nodes = Vec::with_capacity(count);
    let mut base = 0usize;
    source.read(count * 8, |piece| {
        for m in piece.chunks_exact(8) {
            let mask = u64::from_le_bytes(m.try_into().unwrap_or_default());
            let n = nodes.len();
            if mask & !(alphabet | FINAL) != 0 {
                return Err(format!(
                    "node {n} goes on with a letter outside the alphabet"
                ));
            }
            if mask == 0 && n != 0 {
                return Err(format!("node {n} leads to no word"));
            }
            nodes.push(DawgNode {
                mask,
                base: base as u32,
            });
            base += (mask & !FINAL).count_ones() as usize;
        }
        Ok(())
    })?;
    if base != child_count {
        return Err(format!("the nodes have {base} children, {child_count} stated").into());
    }
    // Every child after its parent and among the nodes: walks end and stay in bounds. The
    // parent of each child is followed as the children pass.
    let mut children: Vec<NodeId> = Vec::with_capacity(child_count);
    // The words are counted as the children pass (when `words`): the paths from the root to
    // each node, added to its children's; a node's parents all come before it, so its paths
    // are complete when its children are read.
    let mut paths = if words { vec![0u64; count] } else { Vec::new() };
    if let Some(root) = paths.first_mut() {
        *root = 1;
    }
    let end_of = |p: usize| nodes.get(p + 1).map_or(child_count, |n| n.base as usize);
    let (mut parent, mut end) = (0usize, end_of(0));
    source.read(child_count * 4, |piece| {
        for c in piece.chunks_exact(4) {
            let c = u32::from_le_bytes(c.try_into().unwrap_or_default());
            while children.len() == end {
                parent += 1;
                end = end_of(parent);
            }
            if c as usize <= parent || c as usize >= count {
                return Err(format!(
                    "node {parent} has a child outside the nodes after it"
                ));
            }
            if words {
                paths[c as usize] = paths[c as usize].saturating_add(paths[parent]);
            }
            children.push(c);
        }
        Ok(())
    })?;
    let spelled = nodes
        .iter()
        .zip(&paths)
        .filter(|(n, _)| n.mask & FINAL != 0)
        .fold(0u64, |t, (_, &p)| t.saturating_add(p));
    Ok((Dawg::from_checked(nodes, children, words), spelled))
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
        let (back, words) = read(&body[..], body.len() as u64, 26).expect("reads");
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
            assert!(read(&body[..cut], cut as u64, 26).is_err(), "cut at {cut}");
        }
        for i in 0..body.len() {
            let mut bad = body.clone();
            bad[i] ^= 0x21;
            assert!(read(&bad[..], bad.len() as u64, 26).is_err(), "byte {i}");
        }
        let mut longer = body.clone();
        longer.push(0);
        assert!(read(&longer[..], longer.len() as u64, 26).is_err());
        assert!(
            read(&body[..], body.len() as u64, 20).is_err(),
            "letters outside a smaller alphabet"
        );
    }
}
