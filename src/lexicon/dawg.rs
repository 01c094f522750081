//! [`Dawg`]: a lexicon's words as a minimal automaton in flat arrays, the form a loaded
//! lexicon keeps them in and the move generator walks; with the automaton of the words'
//! reversed prefixes in the same form.
//!
//! Every node is a bit mask of the letters that can follow (bit 63: a word ends here) and
//! the index of its first child; the child for letter `l` is found by counting the mask's
//! bits below `l`: no node decoding in the generator's inner loop. Nodes are numbered so
//! that every child comes after its parent (the root is 0): every walk ends, and the passes
//! over the whole automaton (the words it spells, the letters below each node) are one loop
//! over the arrays. `lexicon::packed` writes the arrays into the `.lex` file and checks them
//! when they are read back.
//!
//! For the generator, the child list is also kept as [`Step`]s, each child's node beside
//! its number ([`Dawg::steps`]): a step to a child and a look at what can follow it are then
//! one load where they were two, the second waiting on the first (the search spends most of
//! its time waiting on these loads). Made on the first call, not at load: 16 bytes a child
//! (7 MB for the Polish words, 3 MB for the English), and a few milliseconds of scattered
//! reads that a process only looking words up does not pay. The reversed prefixes have none
//! (their 1.3 million Polish children would cost 20 MB and about 20 ms).
//!
//! The reversed prefixes (every `reverse(w[..i])`: the left half of a GADDAG) let the
//! generator build a left part leftwards from the tiles right of an anchor
//! ([`Dawg::reversed`]). `plansza lexicon build` builds them once (about 0.17 us a prefix:
//! 0.9 s for the Polish list's 5.4 million) and stores them in the file beside the words.

use std::sync::OnceLock;

/// A node of the [`Dawg`]: the empty prefix is [`Dawg::ROOT`].
pub type NodeId = u32;

/// Bit of a node's mask saying a word ends there.
pub(crate) const FINAL: u64 = 1 << 63;

/// One node: the letters that can follow (bit 63: a word ends here) and where its children
/// start in [`Dawg`]'s child list; both in one cache line (but for one node in sixteen).
/// Twelve bytes, not sixteen: a quarter less memory to fill when a lexicon loads and to
/// cache when moves are generated.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[repr(C, packed(4))]
pub struct DawgNode {
    /// Bit per letter that can follow, and [`FINAL`].
    pub mask: u64,
    /// Index of the first child.
    pub base: u32,
}

impl DawgNode {
    /// The child index for `letter` (which must be in the mask).
    #[inline]
    pub fn child_index(self, letter: u8) -> usize {
        (self.base + (self.mask & ((1u64 << letter) - 1)).count_ones()) as usize
    }
}

/// A child as the generator's search meets it: its node (letters and first child) beside
/// its number, so that stepping to a child and looking at what can follow it is one load
/// where the node number alone needs two, one waiting on the other.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Step {
    /// The child's node.
    pub node: DawgNode,
    /// Its number.
    pub id: NodeId,
}

/// The same words, whether or not their steps were made yet.
impl PartialEq for Dawg {
    fn eq(&self, other: &Dawg) -> bool {
        self.nodes == other.nodes
            && self.children == other.children
            && self.below == other.below
            && self.reversed == other.reversed
    }
}

impl Eq for Dawg {}

/// A word set as flat arrays: per node a letter mask and the index of its first child.
#[derive(Debug, Clone)]
pub struct Dawg {
    nodes: Vec<DawgNode>,
    children: Vec<NodeId>,
    /// The child list again, each child with its node ([`Dawg::steps`]): made the first
    /// time a generator asks, so that a process that only looks words up never pays for it.
    steps: OnceLock<Vec<Step>>,
    /// Per node: every letter that can follow it or any node below it (for pruning left
    /// parts that can never reach the letters an anchor allows).
    below: Vec<u64>,
    /// The reversed prefixes (see [`Dawg::reversed`]), when built.
    reversed: Option<Box<ReversedPrefixes>>,
}

/// The automaton of a word list's reversed prefixes ([`Dawg::reversed`]), in the same flat
/// form, offering single steps only. Read from a file, its node numbers are checked to lie
/// among its nodes but not to come after their parents (that check would double a load's
/// time): a crafted file could make it loop, so it has no walk to the end (no word list, no
/// count), and the generator walks it no deeper than a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReversedPrefixes(Dawg);

impl ReversedPrefixes {
    /// A node's mask and child base.
    #[inline]
    pub fn node(&self, node: NodeId) -> DawgNode {
        self.0.node(node)
    }

    /// The child `i` of the child list (see [`DawgNode::child_index`]).
    #[inline]
    pub fn child_at(&self, i: usize) -> NodeId {
        self.0.child_at(i)
    }

    /// The node after `letter`, if some reversed prefix goes on with it.
    #[inline]
    pub fn child(&self, node: NodeId, letter: u8) -> Option<NodeId> {
        self.0.child(node, letter)
    }

    /// Nodes.
    pub fn nodes(&self) -> usize {
        self.0.nodes()
    }

    /// Bytes the arrays take.
    pub fn bytes(&self) -> usize {
        self.0.bytes()
    }

    /// The nodes and the child list, as `lexicon::packed` writes them.
    pub(crate) fn parts(&self) -> (&[DawgNode], &[NodeId]) {
        self.0.parts()
    }

    /// Arrays `lexicon::packed` has checked for bounds.
    pub(crate) fn from_checked(nodes: Vec<DawgNode>, children: Vec<NodeId>) -> ReversedPrefixes {
        ReversedPrefixes(Dawg::from_checked(nodes, children, Vec::new()))
    }
}

impl Dawg {
    /// The empty prefix.
    pub const ROOT: NodeId = 0;

    /// The minimal automaton of `words` (letter indices below 63, sorted, distinct), with
    /// the automaton of their reversed prefixes. `None` if a word is longer than
    /// `MAX_KEY` letters or has a letter from 63 on.
    pub(crate) fn from_sorted_words<'w>(words: impl IntoIterator<Item = &'w [u8]>) -> Option<Dawg> {
        let keys = words.into_iter().map(pack).collect::<Option<Vec<u128>>>()?;
        let mut dawg = minimal(&keys);
        dawg.below = letters_below(&dawg.nodes, &dawg.children);
        dawg.reversed = Some(Box::new(ReversedPrefixes(dawg.reversed_prefixes()?)));
        Some(dawg)
    }

    /// An automaton from arrays `lexicon::packed` has checked: each node's children lie in
    /// `children` in node order, after the node itself; `below` as [`Dawg::letters_below`]
    /// gives it (empty: every letter).
    pub(crate) fn from_checked(
        nodes: Vec<DawgNode>,
        children: Vec<NodeId>,
        below: Vec<u64>,
    ) -> Dawg {
        Dawg {
            nodes,
            children,
            steps: OnceLock::new(),
            below,
            reversed: None,
        }
    }

    /// Each node's letters below it, as `lexicon::packed` writes them.
    pub(crate) fn below(&self) -> &[u64] {
        &self.below
    }

    /// Sets the automaton of the reversed prefixes (read from a file).
    pub(crate) fn set_reversed(&mut self, reversed: ReversedPrefixes) {
        self.reversed = Some(Box::new(reversed));
    }

    /// The nodes and the child list, as `lexicon::packed` writes them.
    pub(crate) fn parts(&self) -> (&[DawgNode], &[NodeId]) {
        (&self.nodes, &self.children)
    }

    /// The same words without the reversed prefixes: the generator then searches every left
    /// part forwards (slower on some boards, same plays). For comparing the two.
    pub fn forward_only(&self) -> Dawg {
        Dawg {
            nodes: self.nodes.clone(),
            children: self.children.clone(),
            steps: self.steps.clone(),
            below: self.below.clone(),
            reversed: None,
        }
    }

    /// How many distinct non-empty prefixes the words have (the nodes of their trie, less
    /// the root): paths from the root, counted over the DAG without walking them.
    pub fn prefixes(&self) -> u64 {
        let paths = self.paths();
        paths.iter().skip(1).fold(0u64, |t, &p| t.saturating_add(p))
    }

    /// How many words the automaton spells: paths from the root to a final node.
    pub fn words_spelled(&self) -> u64 {
        let paths = self.paths();
        self.nodes
            .iter()
            .zip(&paths)
            .filter(|(n, _)| n.mask & FINAL != 0)
            .fold(0u64, |t, (_, &p)| t.saturating_add(p))
    }

    /// Per node, the paths from the root to it (saturating): one pass in node order, as
    /// every child comes after its parent.
    fn paths(&self) -> Vec<u64> {
        let mut paths = vec![0u64; self.nodes.len()];
        if let Some(root) = paths.first_mut() {
            *root = 1;
        }
        for n in 0..self.nodes.len() {
            let p = paths[n];
            for &c in self.kids(n as NodeId) {
                paths[c as usize] = paths[c as usize].saturating_add(p);
            }
        }
        paths
    }

    /// Every word, in letter order (the order of letter indices), each as letter indices.
    pub fn words(&self) -> Words<'_> {
        let mut stack = Vec::new();
        if !self.nodes.is_empty() {
            stack.push((Self::ROOT, self.letters(Self::ROOT)));
        }
        Words {
            dawg: self,
            stack,
            word: Vec::new(),
            root_final: !self.nodes.is_empty() && self.is_final(Self::ROOT),
        }
    }

    /// A node's children, in letter order.
    fn kids(&self, n: NodeId) -> &[NodeId] {
        let node = self.nodes[n as usize];
        let base = node.base as usize;
        &self.children[base..base + (node.mask & !FINAL).count_ones() as usize]
    }

    /// The automaton of the reversed prefixes: every `reverse(w[..i])`, `1 <= i <= len(w)`,
    /// for the words `w`. Built by listing the prefixes (a walk of the trie the DAG folds:
    /// each prefix once), sorting them and building their minimal automaton straight into
    /// the flat arrays. `None` if a word is longer than `MAX_KEY` letters.
    fn reversed_prefixes(&self) -> Option<Dawg> {
        // Each reversed prefix packed into a `u128` (see `pack`), so that sorting the
        // numbers sorts the strings.
        let mut keys: Vec<u128> = Vec::new();
        // (node, its reversed prefix packed, its depth)
        let mut stack: Vec<(NodeId, u128, usize)> = vec![(Self::ROOT, 0, 0)];
        while let Some((n, key, depth)) = stack.pop() {
            if depth > 0 {
                keys.push(key);
            }
            if depth == MAX_KEY && self.letters(n) != 0 {
                return None;
            }
            let node = self.nodes[n as usize];
            let mut rest = node.mask & !FINAL;
            let mut i = node.base as usize;
            while rest != 0 {
                let l = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                // The new letter comes first in the reversed prefix.
                let child_key = (key >> KEY_BITS) | (u128::from(l) + 1) << (128 - KEY_BITS);
                stack.push((self.children[i], child_key, depth + 1));
                i += 1;
            }
        }
        keys.sort_unstable();
        Some(minimal(&keys))
    }

    /// The automaton of the reversed prefixes, when it was built: a path from its root
    /// spells `reverse(p)` for an infix `p` of a word, and a node is final when `p` is a
    /// prefix. Lets the generator build a left part leftwards from the tiles right of an
    /// anchor, visiting only left parts some word begins with.
    pub fn reversed(&self) -> Option<&ReversedPrefixes> {
        self.reversed.as_deref()
    }

    /// Every letter that can follow `node` or any node below it (every letter for the
    /// [`Dawg::reversed`] prefixes, which do not keep them).
    #[inline]
    pub fn letters_below(&self, node: NodeId) -> u64 {
        self.below.get(node as usize).copied().unwrap_or(!FINAL)
    }

    /// Nodes.
    pub fn nodes(&self) -> usize {
        self.nodes.len()
    }

    /// Bytes the arrays take.
    pub fn bytes(&self) -> usize {
        self.nodes.len() * std::mem::size_of::<DawgNode>()
            + self.children.len() * 4
            + self
                .steps
                .get()
                .map_or(0, |s| s.len() * std::mem::size_of::<Step>())
            + self.below.len() * 8
    }

    /// A node's mask and child base.
    #[inline]
    pub fn node(&self, node: NodeId) -> DawgNode {
        self.nodes[node as usize]
    }

    /// The child `i` of the child list (see `DawgNode::child_index`).
    #[inline]
    pub fn child_at(&self, i: usize) -> NodeId {
        self.children[i]
    }

    /// The child list with each child's node beside its number: `steps()[i]` is the child
    /// `i` (see [`DawgNode::child_index`]). Made on the first call (a pass over the child
    /// list: a few milliseconds for the Polish lexicon's 450,000 children), kept after.
    pub fn steps(&self) -> &[Step] {
        self.steps
            .get_or_init(|| steps_of(&self.nodes, &self.children))
    }

    /// True when a word ends at `node`.
    #[inline]
    pub fn is_final(&self, node: NodeId) -> bool {
        self.nodes[node as usize].mask & FINAL != 0
    }

    /// The letters that can follow `node` (bit per letter).
    #[inline]
    pub fn letters(&self, node: NodeId) -> u64 {
        self.nodes[node as usize].mask & !FINAL
    }

    /// The node after `letter`, if some word goes on with it.
    #[inline]
    pub fn child(&self, node: NodeId, letter: u8) -> Option<NodeId> {
        let n = self.nodes[node as usize];
        if letter >= 63 || n.mask & (1 << letter) == 0 {
            return None;
        }
        Some(self.children[n.child_index(letter)])
    }

    /// The node reached from `node` by `letters`, if any word goes on that way.
    pub fn walk(&self, mut node: NodeId, letters: &[u8]) -> Option<NodeId> {
        for &l in letters {
            node = self.child(node, l)?;
        }
        Some(node)
    }

    /// True when `word` (in letter coding) is a word.
    pub fn contains(&self, word: &[u8]) -> bool {
        self.walk(Self::ROOT, word)
            .is_some_and(|n| self.is_final(n))
    }

    /// The letters `x` among `candidates` (bit per letter) such that `prefix x suffix` is a
    /// word.
    pub fn middle_letters(&self, prefix: &[u8], suffix: &[u8], candidates: u64) -> u64 {
        let Some(node) = self.walk(Self::ROOT, prefix) else {
            return 0;
        };
        let mut rest = self.letters(node) & candidates;
        let mut mask = 0;
        while rest != 0 {
            let l = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let ends = self
                .child(node, l)
                .and_then(|c| self.walk(c, suffix))
                .is_some_and(|n| self.is_final(n));
            if ends {
                mask |= 1 << l;
            }
        }
        mask
    }
}

/// Bits per letter in a packed key: a letter `l` (below 63) is `l + 1`, 0 ends the key.
const KEY_BITS: u32 = 6;

/// The longest key a `u128` holds.
const MAX_KEY: usize = 128 / KEY_BITS as usize;

/// The letters of a packed key (the first in the top bits), into `out`; their number.
fn unpack(key: u128, out: &mut [u8; MAX_KEY]) -> usize {
    let mut n = 0;
    while n < MAX_KEY {
        let l = (key >> (128 - KEY_BITS as usize * (n + 1))) as u8 & ((1 << KEY_BITS) - 1);
        if l == 0 {
            break;
        }
        out[n] = l - 1;
        n += 1;
    }
    n
}

/// A word packed into a key for [`minimal`] (the first letter in the top bits, so that
/// the keys sort as the words do); `None` if it is longer than `MAX_KEY` or has a letter
/// from 63 on.
fn pack(word: &[u8]) -> Option<u128> {
    if word.len() > MAX_KEY {
        return None;
    }
    let mut key = 0u128;
    for (i, &l) in word.iter().enumerate() {
        if l >= 63 {
            return None;
        }
        key |= (u128::from(l) + 1) << (128 - KEY_BITS as usize * (i + 1));
    }
    Some(key)
}

/// The words of a [`Dawg`], in letter order: see [`Dawg::words`].
pub struct Words<'a> {
    dawg: &'a Dawg,
    /// The nodes on the path of the last word, each with the letters not yet followed.
    stack: Vec<(NodeId, u64)>,
    /// The letters on that path.
    word: Vec<u8>,
    /// The empty word is still to be given (never, for a lexicon's words).
    root_final: bool,
}

impl Iterator for Words<'_> {
    type Item = Vec<u8>;

    fn next(&mut self) -> Option<Vec<u8>> {
        if std::mem::take(&mut self.root_final) {
            return Some(Vec::new());
        }
        loop {
            let (node, rest) = self.stack.last_mut()?;
            if *rest == 0 {
                self.stack.pop();
                self.word.pop();
                continue;
            }
            let l = rest.trailing_zeros() as u8;
            *rest &= *rest - 1;
            let child = self.dawg.child_at(self.dawg.node(*node).child_index(l));
            self.word.push(l);
            self.stack.push((child, self.dawg.letters(child)));
            if self.dawg.is_final(child) {
                return Some(self.word.clone());
            }
        }
    }
}

/// A node being built by [`minimal`]: on the path of the last key, not yet merged.
#[derive(Default)]
struct Open {
    /// A key ends here.
    last: bool,
    /// Its merged children: letter and node.
    kids: Vec<(u8, NodeId)>,
    /// The letter to the next open node down the path.
    next: u8,
}

/// A hasher that keeps a `u64` key as it is (the keys are hashes already).
#[derive(Default)]
struct Identity(u64);

impl std::hash::Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The minimal automaton of sorted, distinct packed keys, in the flat format (Daciuk's
/// incremental construction: each node is merged with an equal one, if any, once no later
/// key can reach below it), numbered root first with every child after its parent and the
/// children laid out in node order. Its `below` is left empty.
fn minimal(keys: &[u128]) -> Dawg {
    let mut nodes: Vec<DawgNode> = Vec::new();
    let mut children: Vec<NodeId> = Vec::new();
    // Merged nodes by hash of (mask, children), and the next node with the same hash.
    let mut registry: std::collections::HashMap<
        u64,
        NodeId,
        std::hash::BuildHasherDefault<Identity>,
    > = Default::default();
    let mut same_hash: Vec<NodeId> = Vec::new();
    let mut merge = |open: &mut Open| -> NodeId {
        let mut mask = if open.last { FINAL } else { 0 };
        let mut h: u64 = 0;
        for &(l, id) in &open.kids {
            mask |= 1 << l;
            h = (h ^ u64::from(id))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .rotate_left(29);
        }
        h = (h ^ mask).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let first = registry.get(&h).copied();
        let mut candidate = first;
        while let Some(c) = candidate.filter(|&c| c != NodeId::MAX) {
            let n = nodes[c as usize];
            let base = n.base as usize;
            if n.mask == mask
                && children[base..base + open.kids.len()]
                    .iter()
                    .zip(&open.kids)
                    .all(|(&a, &(_, b))| a == b)
            {
                open.kids.clear();
                open.last = false;
                return c;
            }
            candidate = Some(same_hash[c as usize]);
        }
        let id = nodes.len() as NodeId;
        nodes.push(DawgNode {
            mask,
            base: children.len() as u32,
        });
        children.extend(open.kids.iter().map(|&(_, id)| id));
        same_hash.push(first.unwrap_or(NodeId::MAX));
        registry.insert(h, id);
        open.kids.clear();
        open.last = false;
        id
    };
    let mut path: Vec<Open> = vec![Open::default()];
    let mut depth = 0;
    let mut letters = [0u8; MAX_KEY];
    let mut previous: u128 = 0;
    for &key in keys {
        let len = unpack(key, &mut letters);
        let common = (((key ^ previous).leading_zeros() / KEY_BITS) as usize)
            .min(len)
            .min(depth);
        // Nodes below the common part can get nothing more: merge them.
        for d in (common + 1..=depth).rev() {
            let id = merge(&mut path[d]);
            let letter = path[d - 1].next;
            path[d - 1].kids.push((letter, id));
        }
        for d in common..len {
            path[d].next = letters[d];
            if path.len() <= d + 1 {
                path.push(Open::default());
            }
        }
        path[len].last = true;
        depth = len;
        previous = key;
    }
    for d in (1..=depth).rev() {
        let id = merge(&mut path[d]);
        let letter = path[d - 1].next;
        path[d - 1].kids.push((letter, id));
    }
    merge(&mut path[0]);
    // The root was merged last, every node after its children: number the nodes backwards
    // so that the root is node 0 and every child comes after its parent, and lay the
    // children out in node order (the form the file stores).
    let last = nodes.len() as NodeId - 1;
    nodes.reverse();
    let mut ordered = Vec::with_capacity(children.len());
    for node in &mut nodes {
        let base = node.base as usize;
        let kids = &children[base..base + (node.mask & !FINAL).count_ones() as usize];
        node.base = ordered.len() as u32;
        ordered.extend(kids.iter().map(|&c| last - c));
    }
    Dawg {
        nodes,
        children: ordered,
        steps: OnceLock::new(),
        below: Vec::new(),
        reversed: None,
    }
}

/// The child list with each child's node beside its number (a child outside the nodes,
/// which a checked automaton has none of, gets an empty node).
fn steps_of(nodes: &[DawgNode], children: &[NodeId]) -> Vec<Step> {
    children
        .iter()
        .map(|&id| Step {
            node: nodes.get(id as usize).copied().unwrap_or_default(),
            id,
        })
        .collect()
}

/// For every node, the letters of its own mask and of every node below it: one pass from
/// the last node to the root, as every child comes after its parent.
fn letters_below(nodes: &[DawgNode], children: &[NodeId]) -> Vec<u64> {
    let mut below = vec![0u64; nodes.len()];
    for n in (0..nodes.len()).rev() {
        let node = nodes[n];
        let base = node.base as usize;
        let kids = &children[base..base + (node.mask & !FINAL).count_ones() as usize];
        let mut m = node.mask & !FINAL;
        for &c in kids {
            m |= below[c as usize];
        }
        below[n] = m;
    }
    below
}

/// The automaton answers word look-ups itself: a computer playing a position out in its head
/// checks its imagined moves against the same words it generated them from.
impl crate::lexicon::WordList for Dawg {
    fn contains(&self, word: &[crate::lexicon::Letter]) -> bool {
        let mut node = Self::ROOT;
        for l in word {
            match self.child(node, l.0) {
                Some(n) => node = n,
                None => return false,
            }
        }
        self.is_final(node)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{Language, Lexicon};

    #[test]
    fn the_dawg_knows_exactly_the_lexicons_words() {
        let words = ["at", "ate", "eat", "tea", "tee", "a", "zzz"];
        let lex = Lexicon::from_words(Language::English, words.iter().map(|w| w.to_string()))
            .unwrap_or_else(|e| panic!("{e}"));
        let dawg = lex.dawg();
        let a = Language::English.alphabet();
        let code =
            |w: &str| -> Vec<u8> { w.chars().filter_map(|c| a.letter(c)).map(|l| l.0).collect() };
        for w in ["at", "ate", "eat", "tea", "tee", "zzz"] {
            assert!(dawg.contains(&code(w)), "{w}");
        }
        for w in ["", "a", "t", "ea", "tees", "zz", "ta"] {
            assert!(!dawg.contains(&code(w)), "{w}");
        }
        // The words listed in letter order, counted without listing them.
        let listed: Vec<String> = dawg
            .words()
            .map(|w| {
                w.iter()
                    .map(|&l| a.lower(crate::lexicon::Letter(l)))
                    .collect()
            })
            .collect();
        assert_eq!(listed, ["at", "ate", "eat", "tea", "tee", "zzz"]);
        assert_eq!(dawg.words_spelled(), 6);
        // _A_ with T before and E after: T?E -> TEE only; "tae" is not a word.
        let m = dawg.middle_letters(&code("t"), &code("e"), u64::MAX >> 1);
        assert_eq!(m, 1 << a.letter('e').map_or(0, |l| l.0));
    }

    /// Every word the automaton accepts, from `node` with `path` before it.
    fn accepted(d: &Dawg, node: NodeId, path: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if d.is_final(node) {
            out.push(path.clone());
        }
        let mut rest = d.letters(node);
        while rest != 0 {
            let l = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            if let Some(c) = d.child(node, l) {
                path.push(l);
                accepted(d, c, path, out);
                path.pop();
            }
        }
    }

    /// A step is its child's number and that child's node, for every child; making the
    /// steps changes nothing about the words (a copy without them is still equal).
    #[test]
    fn each_step_is_its_child_with_its_node() {
        let words = [
            "at", "ate", "eat", "tea", "tee", "tees", "teas", "sea", "seat",
        ];
        let lex = Lexicon::from_words(Language::English, words.iter().map(|w| w.to_string()))
            .unwrap_or_else(|e| panic!("{e}"));
        let dawg = lex.dawg();
        let before = dawg.clone();
        let steps = dawg.steps();
        assert_eq!(steps.len(), dawg.children.len());
        assert!(dawg.bytes() > before.bytes());
        for (i, step) in steps.iter().enumerate() {
            assert_eq!(step.id, dawg.child_at(i));
            assert_eq!(step.node, dawg.node(step.id));
        }
        assert_eq!(*dawg, before);
        // A walk by steps reaches the node a walk by numbers does.
        let a = Language::English.alphabet();
        for w in words {
            let letters: Vec<u8> = a
                .encode(w)
                .unwrap_or_default()
                .iter()
                .map(|l| l.0)
                .collect();
            let mut node = dawg.node(Dawg::ROOT);
            for &l in &letters {
                node = steps[node.child_index(l)].node;
            }
            let by_number = dawg.walk(Dawg::ROOT, &letters).map(|n| dawg.node(n));
            assert_eq!(Some(node), by_number, "{w}");
            assert!(node.mask & FINAL != 0, "{w}");
        }
    }

    #[test]
    fn the_reversed_prefixes_are_exactly_the_words_prefixes_backwards() {
        let words = [
            "at", "ate", "eat", "tea", "tee", "zzz", "cat", "cats", "scat", "tat", "tate", "eats",
            "seat", "set", "sets", "tset",
        ];
        let lex = Lexicon::from_words(Language::English, words.iter().map(|w| w.to_string()))
            .unwrap_or_else(|e| panic!("{e}"));
        let dawg = lex.dawg();
        let Some(reversed) = dawg.reversed() else {
            panic!("no reversed prefixes for a small list");
        };
        let mut want: Vec<Vec<u8>> = Vec::new();
        let a = Language::English.alphabet();
        for w in words {
            let code: Vec<u8> = w.chars().filter_map(|c| a.letter(c)).map(|l| l.0).collect();
            for i in 1..=code.len() {
                want.push(code[..i].iter().rev().copied().collect());
            }
        }
        want.sort();
        want.dedup();
        assert_eq!(dawg.prefixes(), want.len() as u64);
        let mut got = Vec::new();
        let reversed = &reversed.0;
        accepted(reversed, Dawg::ROOT, &mut Vec::new(), &mut got);
        got.sort();
        assert_eq!(got, want);
        // Minimal: no two nodes with the same mask and children.
        let mut seen = std::collections::HashSet::new();
        for n in 0..reversed.nodes() as NodeId {
            assert!(seen.insert((reversed.node(n).mask, reversed.kids(n).to_vec())));
        }
    }
}
