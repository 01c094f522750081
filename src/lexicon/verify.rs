//! Checking the structure of a lexicon's fst before anything walks it.
//!
//! The fst crate checks only a checksum ([`fst::raw::Fst::verify`]); its node decoder
//! (`fst::raw::Node`) trusts every byte it reads: a crafted file with a valid checksum over
//! damaged node data makes it index out of bounds or underflow an address, that is panic, on
//! the first lookup or walk. [`check`] walks every node reachable from the root once, in the
//! fst's own terms (the layout of `fst 0.4`'s `raw/node.rs`: a node is addressed by its last
//! byte, its state byte, and its fields lie below it), and proves what the decoder and
//! plansza rely on:
//!
//! - the footer: version 3 (with a checksum), the root at the end of the node area;
//! - every node's fields (input bytes, pack sizes, transition count and index, transition
//!   addresses) lie inside the node area, below the node's state byte;
//! - transition addresses have 1 to 8 bytes, and every transition leads to a node written
//!   earlier (a lower address) or to the empty final node: the graph has no cycle, so every
//!   walk ends;
//! - no outputs (a set has none, and summing crafted ones could overflow);
//! - each node's inputs strictly increase (the order streams and the DAWG's child indices
//!   assume), are letters of the alphabet (`letters`), and a node's transition index (nodes
//!   of more than 32 transitions) agrees with its inputs;
//! - the number of keys the footer states is the number of words the graph spells.
//!
//! After it, any walk of the fst through its public API stays in bounds.

use fst::raw::{CompiledAddr, Fst};

/// The fst format version with a checksum (`fst 0.4`).
const VERSION: u64 = 3;
/// Bytes before the first node: the version and the fst type.
const FIRST_NODE: usize = 16;
/// Bytes after the root node's last byte: the key count, the root address, the checksum.
const FOOTER: usize = 20;
/// The address of the empty final node (no bytes of its own).
const EMPTY: CompiledAddr = 0;
/// A byte of the word set where no node was found (yet).
const UNSEEN: u32 = u32::MAX;
/// Nodes with more transitions than this carry a 256-byte index of their inputs.
const INDEX_THRESHOLD: usize = 32;

/// What [`check`] found wrong, in words, with the byte where it was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage(pub String);

impl std::fmt::Display for Damage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

fn damage(addr: usize, what: &str) -> Damage {
    Damage(format!("the node at byte {addr} {what}"))
}

/// One node as checked: where its bytes start, and its transitions' targets (read from the
/// bytes with checked arithmetic, last transition first as the fst stores them).
struct Shape {
    end: usize,
    targets: Vec<usize>,
}

/// Checks every node reachable from the root (see the module doc); `letters`: inputs must
/// be below it. Returns the number of words the graph spells.
pub fn check<D: AsRef<[u8]>>(fst: &Fst<D>, letters: usize) -> Result<u64, Damage> {
    let data = fst.as_bytes();
    let len = data.len();
    let word = |at: usize| -> u64 {
        let mut b = [0u8; 8];
        if let Some(s) = data.get(at..at + 8) {
            b.copy_from_slice(s);
        }
        u64::from_le_bytes(b)
    };
    if len < FIRST_NODE + FOOTER || word(0) != VERSION {
        return Err(Damage(format!(
            "the word set is not in fst format {VERSION} (with a checksum)"
        )));
    }
    let stated_keys = word(len - FOOTER);
    let root = usize::try_from(word(len - FOOTER + 8)).unwrap_or(usize::MAX);
    let root_fits = if root == EMPTY {
        len == FIRST_NODE + FOOTER
    } else {
        root.checked_add(FOOTER + 1) == Some(len)
    };
    if !root_fits {
        return Err(Damage(format!(
            "the root address {root} is not at the end of the word set ({len} bytes)"
        )));
    }
    // Every node reachable from the root, each once: `slot[addr]` numbers it, `finals` and
    // `kids` keep what counting the words needs, so no node is decoded twice.
    let mut slot = vec![UNSEEN; len];
    let mut finals: Vec<bool> = Vec::new();
    let mut kids: Vec<(u32, u32)> = Vec::new(); // per node: its range in `targets`
    let mut targets: Vec<usize> = Vec::new();
    let mut stack = Vec::new();
    if root != EMPTY {
        slot[root] = 0;
        stack.push(root);
    }
    let mut shape = Shape {
        end: 0,
        targets: Vec::new(),
    };
    while let Some(addr) = stack.pop() {
        node_shape(data, addr, len - FOOTER, &mut shape)?;
        for &t in &shape.targets {
            if t != EMPTY && (t < FIRST_NODE || t >= shape.end) {
                return Err(damage(addr, "has a transition that does not lead below it"));
            }
        }
        // Every byte the decoder reads is now known to be in bounds: read the inputs in the
        // fst's own terms, and make sure it agrees on the addresses.
        let node = fst.node(addr);
        if node.addr() != addr || node.len() != shape.targets.len() {
            return Err(damage(addr, "does not decode as it was checked"));
        }
        let mut last: Option<u8> = None;
        for (i, t) in node.transitions().enumerate() {
            if shape.targets.get(i) != Some(&t.addr) {
                return Err(damage(addr, "does not decode as it was checked"));
            }
            if usize::from(t.inp) >= letters {
                return Err(damage(addr, "has a transition on a byte that is no letter"));
            }
            if last.is_some_and(|l| l >= t.inp) {
                return Err(damage(addr, "has inputs out of order"));
            }
            last = Some(t.inp);
            // Queued once: marked as met (any number but UNSEEN) until it is numbered.
            if t.addr != EMPTY && slot[t.addr] == UNSEEN {
                slot[t.addr] = 0;
                stack.push(t.addr);
            }
        }
        slot[addr] = finals.len() as u32;
        finals.push(node.is_final());
        let from = targets.len() as u32;
        targets.extend_from_slice(&shape.targets);
        kids.push((from, targets.len() as u32));
    }
    // Words spelled from each node, lowest address first: children (lower addresses) are
    // counted before their parents. The empty final node spells the empty word.
    let mut counts = vec![0u64; finals.len()];
    for &s in slot.iter().filter(|&&s| s != UNSEEN) {
        let s = s as usize;
        let (from, to) = kids[s];
        let below = targets[from as usize..to as usize]
            .iter()
            .map(|&t| match slot[t] {
                UNSEEN => 1,
                k => counts[k as usize],
            });
        counts[s] = below.fold(u64::from(finals[s]), u64::saturating_add);
    }
    let keys = match slot[root] {
        UNSEEN => 1, // the root is the empty final node: the empty word only
        k => counts[k as usize],
    };
    if keys != stated_keys {
        return Err(Damage(format!(
            "the word set says it holds {stated_keys} words but spells {keys}"
        )));
    }
    Ok(keys)
}

/// Mirrors `fst::raw::Node::new` and the node's accessors with checked arithmetic: every
/// byte the decoder will read lies in `[FIRST_NODE, limit)`. Fills `shape` with where the
/// node starts and its transitions' targets.
fn node_shape(data: &[u8], addr: usize, limit: usize, shape: &mut Shape) -> Result<(), Damage> {
    if addr < FIRST_NODE || addr >= limit {
        return Err(damage(addr, "lies outside the word set"));
    }
    let below = |n: usize| -> Result<usize, Damage> {
        addr.checked_sub(n)
            .filter(|&at| at >= FIRST_NODE)
            .ok_or_else(|| damage(addr, "runs below the start of the word set"))
    };
    shape.targets.clear();
    let state = data[addr];
    let common = state & 0b0011_1111 != 0;
    let input_len = usize::from(!common);
    match state >> 6 {
        // One transition to the node written just before (`OneTransNext`).
        0b11 => {
            shape.end = below(input_len)?;
            shape.targets.push(shape.end - 1);
        }
        // One transition with an address (`OneTrans`).
        0b10 => {
            let sizes = data[below(input_len + 1)?];
            let tsize = pack_sizes(addr, sizes)?;
            if tsize == 0 {
                return Err(damage(addr, "has a transition address of 0 bytes"));
            }
            shape.end = below(input_len + 1 + tsize)?;
            let target = target(data, addr, shape.end, shape.end, tsize)?;
            shape.targets.push(target);
        }
        // Any number of transitions (`AnyTrans`).
        _ => {
            let in_state = usize::from(state & 0b0011_1111);
            let (ntrans, ntrans_len) = if in_state != 0 {
                (in_state, 0)
            } else {
                match data[below(1)?] {
                    1 => (256, 1),
                    n => (usize::from(n), 1),
                }
            };
            let sizes = data[below(ntrans_len + 1)?];
            let tsize = pack_sizes(addr, sizes)?;
            if ntrans > 0 && tsize == 0 {
                return Err(damage(addr, "has transition addresses of 0 bytes"));
            }
            let index = if ntrans > INDEX_THRESHOLD { 256 } else { 0 };
            shape.end = below(ntrans_len + 1 + index + ntrans * (1 + tsize))?;
            if index > 0 {
                check_index(data, addr, below(ntrans_len + 1 + index)?, ntrans)?;
            }
            // The addresses sit at the node's start, the last transition's first.
            for i in 0..ntrans {
                let at = shape.end + (ntrans - 1 - i) * tsize;
                shape
                    .targets
                    .push(target(data, addr, at, shape.end, tsize)?);
            }
        }
    }
    Ok(())
}

/// A transition's target: `tsize` bytes at `at` hold the distance below the node's start
/// (`end`); 0 is the empty final node. A distance past the start of the data is damage.
fn target(data: &[u8], addr: usize, at: usize, end: usize, tsize: usize) -> Result<usize, Damage> {
    let mut delta: u64 = 0;
    for (k, &b) in data[at..at + tsize].iter().enumerate() {
        delta |= u64::from(b) << (8 * k);
    }
    if delta == 0 {
        return Ok(EMPTY);
    }
    usize::try_from(delta)
        .ok()
        .and_then(|d| end.checked_sub(d))
        .ok_or_else(|| damage(addr, "has a transition that leads before the word set"))
}

/// The pack sizes byte: transition address bytes (at most 8) and output bytes (none: a
/// set has no outputs). Returns the address bytes.
fn pack_sizes(addr: usize, sizes: u8) -> Result<usize, Damage> {
    let (tsize, osize) = (usize::from(sizes >> 4), sizes & 0x0f);
    if tsize > 8 {
        return Err(damage(
            addr,
            "has transition addresses of more than 8 bytes",
        ));
    }
    if osize != 0 {
        return Err(damage(addr, "carries outputs, which a word set never has"));
    }
    Ok(tsize)
}

/// A node of more than 32 transitions carries a 256-byte index (at `at`, right above its
/// inputs): byte `b` holds the number of the transition on `b`, or a number past the last.
/// It must name exactly the node's inputs (`fst::raw::Node::find_input` reads it).
fn check_index(data: &[u8], addr: usize, at: usize, ntrans: usize) -> Result<(), Damage> {
    let index = &data[at..at + 256];
    let inputs = at
        .checked_sub(ntrans)
        .filter(|&s| s >= FIRST_NODE)
        .ok_or_else(|| damage(addr, "runs below the start of the word set"))?;
    // Input `i` is stored right below the index, the first one highest.
    let input = |i: usize| data[inputs + ntrans - 1 - i];
    let mut listed = 0;
    for (b, &i) in index.iter().enumerate() {
        let i = usize::from(i);
        if i < ntrans {
            listed += 1;
            if usize::from(input(i)) != b {
                return Err(damage(
                    addr,
                    "has an input index that disagrees with its inputs",
                ));
            }
        }
    }
    if listed != ntrans {
        return Err(damage(addr, "has an input index that misses inputs"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::lexicon::{Language, Lexicon, BUNDLED};

    #[test]
    fn every_bundled_word_list_passes() {
        for dict in BUNDLED {
            match dict.load() {
                Ok(lex) => assert!(!lex.is_empty(), "{}", dict.name),
                Err(e) => panic!("{}: {e}", dict.name),
            }
        }
    }

    #[test]
    fn empty_and_tiny_sets_pass() {
        for words in [
            vec![],
            vec!["ab".to_string()],
            vec!["ab".into(), "abc".into()],
        ] {
            let n = words.len();
            let lex = Lexicon::from_words(Language::English, words).expect("a set");
            assert_eq!(lex.len(), n);
        }
    }
}
