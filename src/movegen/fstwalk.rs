//! Walking the lexicon's fst node by node, letter by letter (the keys are words in letter
//! coding, so a node's transitions are the letters that can follow).

use fst::raw::{Fst, Node};

/// A view of a lexicon's fst for walking.
pub(super) struct Walker<'f> {
    fst: &'f Fst<Vec<u8>>,
}

impl<'f> Walker<'f> {
    /// Walks `fst`.
    pub fn new(fst: &'f Fst<Vec<u8>>) -> Walker<'f> {
        Walker { fst }
    }

    /// The root: the empty prefix.
    pub fn root(&self) -> Node<'f> {
        self.fst.root()
    }

    /// The node after `letter`, if some word goes on with it.
    #[inline]
    pub fn child(&self, node: Node<'f>, letter: u8) -> Option<Node<'f>> {
        node.find_input(letter)
            .map(|i| self.fst.node(node.transition_addr(i)))
    }

    /// The node reached from `node` by `letters`, if any word goes on that way.
    pub fn walk(&self, mut node: Node<'f>, letters: &[u8]) -> Option<Node<'f>> {
        for &l in letters {
            node = self.child(node, l)?;
        }
        Some(node)
    }

    /// The node of a transition's target.
    #[inline]
    pub fn node(&self, addr: fst::raw::CompiledAddr) -> Node<'f> {
        self.fst.node(addr)
    }

    /// The letters `x` such that `prefix x suffix` is a word (bit per letter).
    pub fn middle_letters(&self, prefix: &[u8], suffix: &[u8]) -> u64 {
        let Some(node) = self.walk(self.root(), prefix) else {
            return 0;
        };
        let mut mask = 0;
        for t in node.transitions() {
            let end = self.walk(self.node(t.addr), suffix);
            if end.is_some_and(|n| n.is_final()) && t.inp < 64 {
                mask |= 1 << t.inp;
            }
        }
        mask
    }
}
