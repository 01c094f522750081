//! [`Dawg`]: the lexicon's fst unpacked into flat arrays for the generator's inner loop.
//!
//! The fst is a minimal acyclic automaton already (a DAWG), but its nodes are compressed:
//! every step decodes a node and searches its transitions, which took 60% of generation time.
//! Here every node is a bit mask of the letters that can follow (bit 63: a word ends here)
//! and the index of its first child; the child for letter `l` is found by counting the mask's
//! bits below `l`. Built once per lexicon by walking every fst node (see the bench for the
//! time and size).

use crate::lexicon::Lexicon;

/// A node of the [`Dawg`]: the empty prefix is [`Dawg::ROOT`].
pub type NodeId = u32;

/// Bit of a node's mask saying a word ends there.
pub(super) const FINAL: u64 = 1 << 63;

/// One node: the letters that can follow (bit 63: a word ends here) and where its children
/// start in [`Dawg`]'s child list; both in one cache line.
#[derive(Debug, Clone, Copy, Default)]
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

/// The lexicon as flat arrays: per node a letter mask and the index of its first child.
#[derive(Debug, Clone)]
pub struct Dawg {
    nodes: Vec<DawgNode>,
    children: Vec<NodeId>,
    /// Per node: every letter that can follow it or any node below it (for pruning left
    /// parts that can never reach the letters an anchor allows).
    below: Vec<u64>,
    /// The reversed prefixes (see [`Dawg::reversed`]), when built.
    reversed: Option<Box<Dawg>>,
}

/// The reversed prefixes are built when the words have at most this many distinct
/// prefixes (see the bench for the build times).
const MAX_REVERSED_PREFIXES: u64 = 2_000_000;

impl Dawg {
    /// The empty prefix.
    pub const ROOT: NodeId = 0;

    /// Unpacks a lexicon's fst, with the automaton of its reversed prefixes when that is
    /// cheap to build (see [`Dawg::reversed`]).
    pub fn new(lexicon: &Lexicon) -> Dawg {
        let mut dawg = Dawg::from_fst(lexicon.fst());
        if dawg.prefixes() <= MAX_REVERSED_PREFIXES {
            dawg.reversed = dawg.reversed_prefixes().map(Box::new);
        }
        dawg
    }

    /// Unpacks a lexicon's fst without the reversed prefixes: the generator then searches
    /// every left part forwards (slower on some boards, same plays).
    pub fn forward_only(lexicon: &Lexicon) -> Dawg {
        Dawg::from_fst(lexicon.fst())
    }

    /// Unpacks any fst whose keys are letter indices (below 63; other bytes are dropped).
    pub fn from_fst<D: AsRef<[u8]>>(fst: &fst::raw::Fst<D>) -> Dawg {
        let size = fst.as_bytes().len() + 1;
        // Node ids by fst address (addresses are byte offsets into the fst).
        let mut ids: Vec<u32> = vec![u32::MAX; size];
        let mut masks: Vec<u64> = Vec::new();
        let mut bases: Vec<u32> = Vec::new();
        let mut children: Vec<NodeId> = Vec::new();
        let mut queue: Vec<(fst::raw::CompiledAddr, NodeId)> = Vec::new();
        let root = fst.root().addr();
        let mut assign = |addr: fst::raw::CompiledAddr,
                          masks: &mut Vec<u64>,
                          bases: &mut Vec<u32>,
                          queue: &mut Vec<(fst::raw::CompiledAddr, NodeId)>|
         -> NodeId {
            if let Some(&id) = ids.get(addr).filter(|&&id| id != u32::MAX) {
                return id;
            }
            let id = masks.len() as NodeId;
            masks.push(0);
            bases.push(0);
            if let Some(slot) = ids.get_mut(addr) {
                *slot = id;
            }
            queue.push((addr, id));
            id
        };
        assign(root, &mut masks, &mut bases, &mut queue);
        while let Some((addr, id)) = queue.pop() {
            let node = fst.node(addr);
            let mut mask = if node.is_final() { FINAL } else { 0 };
            let base = children.len() as u32;
            for t in node.transitions() {
                if t.inp >= 63 {
                    continue;
                }
                mask |= 1 << t.inp;
                let child = assign(t.addr, &mut masks, &mut bases, &mut queue);
                children.push(child);
            }
            masks[id as usize] = mask;
            bases[id as usize] = base;
        }
        let nodes: Vec<DawgNode> = masks
            .into_iter()
            .zip(bases)
            .map(|(mask, base)| DawgNode { mask, base })
            .collect();
        let below = letters_below(&nodes, &children);
        Dawg {
            nodes,
            children,
            below,
            reversed: None,
        }
    }

    /// How many distinct non-empty prefixes the words have (the nodes of their trie, less
    /// the root): paths from the root, counted over the DAG without walking them.
    pub fn prefixes(&self) -> u64 {
        // Paths from the root to each node, in topological order (children after parents).
        let order = self.topological();
        let mut paths = vec![0u64; self.nodes.len()];
        paths[Self::ROOT as usize] = 1;
        let mut total = 0u64;
        for &n in &order {
            let p = paths[n as usize];
            if n != Self::ROOT {
                total = total.saturating_add(p);
            }
            for &c in self.kids(n) {
                paths[c as usize] = paths[c as usize].saturating_add(p);
            }
        }
        total
    }

    /// The nodes, each before its children.
    fn topological(&self) -> Vec<NodeId> {
        let mut post = Vec::with_capacity(self.nodes.len());
        let mut seen = vec![false; self.nodes.len()];
        let mut stack: Vec<(NodeId, bool)> = vec![(Self::ROOT, false)];
        while let Some((n, done)) = stack.pop() {
            if done {
                post.push(n);
                continue;
            }
            if seen[n as usize] {
                continue;
            }
            seen[n as usize] = true;
            stack.push((n, true));
            for &c in self.kids(n) {
                if !seen[c as usize] {
                    stack.push((c, false));
                }
            }
        }
        post.reverse();
        post
    }

    /// A node's children, in letter order.
    fn kids(&self, n: NodeId) -> &[NodeId] {
        let node = self.nodes[n as usize];
        let base = node.base as usize;
        &self.children[base..base + (node.mask & !FINAL).count_ones() as usize]
    }

    /// The automaton of the reversed prefixes: every `reverse(w[..i])`, `1 <= i <= len(w)`,
    /// for the words `w` (built by listing the prefixes, sorting them and building their
    /// minimal fst).
    fn reversed_prefixes(&self) -> Option<Dawg> {
        // Every prefix once (a walk of the trie the DAG folds), reversed, in one buffer.
        let mut bytes: Vec<u8> = Vec::new();
        let mut keys: Vec<(u32, u8)> = Vec::new();
        let mut path: Vec<u8> = Vec::new();
        // (node, letter that led to it, depth of the node)
        let mut stack: Vec<(NodeId, u8, usize)> = vec![(Self::ROOT, 0, 0)];
        while let Some((n, letter, depth)) = stack.pop() {
            path.truncate(depth.saturating_sub(1));
            if depth > 0 {
                path.push(letter);
                keys.push((bytes.len() as u32, depth as u8));
                bytes.extend(path.iter().rev());
            }
            let node = self.nodes[n as usize];
            let mut rest = node.mask & !FINAL;
            let mut i = node.base as usize;
            while rest != 0 {
                let l = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                stack.push((self.children[i], l, depth + 1));
                i += 1;
            }
        }
        let key = |&(at, len): &(u32, u8)| &bytes[at as usize..at as usize + len as usize];
        keys.sort_unstable_by(|a, b| key(a).cmp(key(b)));
        let mut builder = fst::SetBuilder::memory();
        for k in &keys {
            // Sorted and distinct (each trie node is one prefix), so this cannot fail.
            let _ = builder.insert(key(k));
        }
        let fst = fst::raw::Fst::new(builder.into_inner().ok()?).ok()?;
        Some(Dawg::from_fst(&fst))
    }

    /// The automaton of the reversed prefixes, when it was built: a path from its root
    /// spells `reverse(p)` for an infix `p` of a word, and a node is final when `p` is a
    /// prefix. Lets the generator build a left part leftwards from the tiles right of an
    /// anchor, visiting only left parts some word begins with.
    pub fn reversed(&self) -> Option<&Dawg> {
        self.reversed.as_deref()
    }

    /// Every letter that can follow `node` or any node below it.
    #[inline]
    pub fn letters_below(&self, node: NodeId) -> u64 {
        self.below[node as usize]
    }

    /// Nodes.
    pub fn nodes(&self) -> usize {
        self.nodes.len()
    }

    /// Bytes the arrays take.
    pub fn bytes(&self) -> usize {
        self.nodes.len() * std::mem::size_of::<DawgNode>()
            + self.children.len() * 4
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

/// For every node, the letters of its own mask and of every node below it (a post-order
/// walk of the DAG, each node once).
fn letters_below(nodes: &[DawgNode], children: &[NodeId]) -> Vec<u64> {
    const UNSET: u64 = u64::MAX;
    let mut below = vec![UNSET; nodes.len()];
    let mut stack: Vec<(NodeId, bool)> = vec![(Dawg::ROOT, false)];
    while let Some((n, done)) = stack.pop() {
        let node = nodes[n as usize];
        let kids =
            node.base as usize..node.base as usize + (node.mask & !FINAL).count_ones() as usize;
        if done {
            let mut m = node.mask & !FINAL;
            for &c in &children[kids] {
                m |= below[c as usize];
            }
            below[n as usize] = m;
            continue;
        }
        if below[n as usize] != UNSET {
            continue;
        }
        stack.push((n, true));
        for &c in &children[kids] {
            if below[c as usize] == UNSET {
                stack.push((c, false));
            }
        }
    }
    below
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Language;

    #[test]
    fn the_dawg_knows_exactly_the_lexicons_words() {
        let words = ["at", "ate", "eat", "tea", "tee", "a", "zzz"];
        let lex = Lexicon::from_words(Language::English, words.iter().map(|w| w.to_string()))
            .unwrap_or_else(|e| panic!("{e}"));
        let dawg = Dawg::new(&lex);
        let a = Language::English.alphabet();
        let code =
            |w: &str| -> Vec<u8> { w.chars().filter_map(|c| a.letter(c)).map(|l| l.0).collect() };
        for w in ["at", "ate", "eat", "tea", "tee", "zzz"] {
            assert!(dawg.contains(&code(w)), "{w}");
        }
        for w in ["", "a", "t", "ea", "tees", "zz", "ta"] {
            assert!(!dawg.contains(&code(w)), "{w}");
        }
        // _A_ with T before and E after: T?E -> TEE only; "tae" is not a word.
        let m = dawg.middle_letters(&code("t"), &code("e"), u64::MAX >> 1);
        assert_eq!(m, 1 << a.letter('e').map_or(0, |l| l.0));
    }
}
