//! The cheapest perfect matching of a complete graph: every vertex paired with another so
//! that the pairs' costs add up to the least possible. Edmonds' blossom algorithm with
//! primal-dual weights, O(n³) in time and O(n²) in memory, after Joris van Rantwijk's
//! `mwmatching` (as networkx's `max_weight_matching` carries it), on integer weights only
//! (so the result is exact).
//!
//! Swiss pairing ([`super::swiss`]) puts every rule it follows into one pair's cost and asks
//! this for the cheapest round.

/// A vertex or a blossom, by index: vertices are `0..n`, blossoms `n..2n`.
type Id = usize;
/// An edge, by its two vertices.
type Edge = (usize, usize);

/// The cheapest perfect matching of `n` vertices (n even; with n odd one is left alone),
/// `cost(i, j)` the cost of pairing `i` with `j` (symmetric; only `i < j` is asked). Every
/// vertex's partner, by vertex (None: unpaired, only with n odd).
pub fn cheapest_pairs(n: usize, cost: impl Fn(usize, usize) -> i128) -> Vec<Option<usize>> {
    if n < 2 {
        return vec![None; n];
    }
    // Cheapest for the cost is heaviest for this weight; all weights positive.
    let costs: Vec<i128> = (0..n * n)
        .map(|k| {
            let (i, j) = (k / n, k % n);
            match i.cmp(&j) {
                std::cmp::Ordering::Less => cost(i, j),
                std::cmp::Ordering::Greater => cost(j, i),
                std::cmp::Ordering::Equal => 0,
            }
        })
        .collect();
    let most = costs.iter().copied().max().unwrap_or(0);
    let weights = (0..n * n)
        .map(|k| {
            if k / n == k % n {
                0
            } else {
                most - costs[k] + 1
            }
        })
        .collect();
    Matcher::new(n, weights).run()
}

/// The algorithm's state (the names are `mwmatching`'s).
struct Matcher {
    n: usize,
    /// Edge weights, `n × n`.
    weight: Vec<i128>,
    mate: Vec<Option<usize>>,
    /// 0 none, 1 S (outer), 2 T (inner), 5 S marked while a blossom is looked for; for
    /// vertices and blossoms.
    label: Vec<u8>,
    label_edge: Vec<Option<Edge>>,
    /// The top-level blossom each vertex is in.
    in_blossom: Vec<Id>,
    parent: Vec<Option<Id>>,
    children: Vec<Vec<Id>>,
    edges: Vec<Vec<Edge>>,
    base: Vec<usize>,
    best_edge: Vec<Option<Edge>>,
    my_best_edges: Vec<Option<Vec<Edge>>>,
    dual: Vec<i128>,
    /// Blossom ids in use.
    alive: Vec<bool>,
    unused: Vec<Id>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
}

impl Matcher {
    fn new(n: usize, weight: Vec<i128>) -> Matcher {
        let most = weight.iter().copied().max().unwrap_or(0);
        let mut dual = vec![most; n];
        dual.resize(2 * n, 0);
        Matcher {
            n,
            weight,
            mate: vec![None; n],
            label: vec![0; 2 * n],
            label_edge: vec![None; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![None; 2 * n],
            children: vec![Vec::new(); 2 * n],
            edges: vec![Vec::new(); 2 * n],
            base: (0..2 * n).collect(),
            best_edge: vec![None; 2 * n],
            my_best_edges: vec![None; 2 * n],
            dual,
            alive: vec![false; 2 * n],
            unused: (n..2 * n).rev().collect(),
            allowed: vec![false; n * n],
            queue: Vec::new(),
        }
    }

    fn slack(&self, (v, w): Edge) -> i128 {
        self.dual[v] + self.dual[w] - 2 * self.weight[v * self.n + w]
    }

    fn allow(&mut self, (v, w): Edge) {
        self.allowed[v * self.n + w] = true;
        self.allowed[w * self.n + v] = true;
    }

    fn is_blossom(&self, b: Id) -> bool {
        b >= self.n
    }

    /// The vertices inside `b`.
    fn leaves(&self, b: Id) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(t) = stack.pop() {
            if self.is_blossom(t) {
                stack.extend(self.children[t].iter().copied());
            } else {
                out.push(t);
            }
        }
        out
    }

    /// Blossoms in use, and every vertex: each may be a top-level blossom.
    fn all_ids(&self) -> Vec<Id> {
        (0..2 * self.n)
            .filter(|&b| b < self.n || self.alive[b])
            .collect()
    }

    fn assign_label(&mut self, w: usize, t: u8, v: Option<usize>) {
        let b = self.in_blossom[w];
        self.label[w] = t;
        self.label[b] = t;
        let edge = v.map(|v| (v, w));
        self.label_edge[w] = edge;
        self.label_edge[b] = edge;
        self.best_edge[w] = None;
        self.best_edge[b] = None;
        if t == 1 {
            let leaves = self.leaves(b);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.base[b];
            if let Some(m) = self.mate[base] {
                self.assign_label(m, 1, Some(base));
            }
        }
    }

    /// Follows the trees up from `v` and `w`: the base of the blossom they close, or None
    /// when they reach two roots (an augmenting path).
    fn scan_blossom(&mut self, v: usize, w: usize) -> Option<usize> {
        let mut path = Vec::new();
        let mut base = None;
        let (mut v, mut w) = (Some(v), Some(w));
        while let Some(x) = v {
            let b = self.in_blossom[x];
            if self.label[b] & 4 != 0 {
                base = Some(self.base[b]);
                break;
            }
            path.push(b);
            self.label[b] = 5;
            v = match self.label_edge[b] {
                None => None,
                Some((t, _)) => {
                    let bt = self.in_blossom[t];
                    self.label_edge[bt].map(|(u, _)| u)
                }
            };
            if w.is_some() {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let bb = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let Some(b) = self.unused.pop() else {
            return;
        };
        self.alive[b] = true;
        self.base[b] = base;
        self.parent[b] = None;
        self.parent[bb] = Some(b);
        let mut path = Vec::new();
        let mut edges = vec![(v, w)];
        while bv != bb {
            self.parent[bv] = Some(b);
            path.push(bv);
            let Some(e) = self.label_edge[bv] else { break };
            edges.push(e);
            bv = self.in_blossom[e.0];
        }
        path.push(bb);
        path.reverse();
        edges.reverse();
        while bw != bb {
            self.parent[bw] = Some(b);
            path.push(bw);
            let Some(e) = self.label_edge[bw] else { break };
            edges.push((e.1, e.0));
            bw = self.in_blossom[e.0];
        }
        self.label[b] = 1;
        self.label_edge[b] = self.label_edge[bb];
        self.dual[b] = 0;
        for x in self.leaves_of(&path) {
            if self.label[self.in_blossom[x]] == 2 {
                self.queue.push(x);
            }
            self.in_blossom[x] = b;
        }
        self.children[b] = path.clone();
        self.edges[b] = edges;
        // The cheapest edge from the new blossom to each other S-blossom.
        let mut best_to: Vec<Option<Edge>> = vec![None; 2 * self.n];
        let mut order = Vec::new();
        for &sub in &path {
            let list: Vec<Edge> = if self.is_blossom(sub) {
                match self.my_best_edges[sub].take() {
                    Some(list) => list,
                    None => self
                        .leaves(sub)
                        .into_iter()
                        .flat_map(|x| (0..self.n).filter(move |&y| y != x).map(move |y| (x, y)))
                        .collect(),
                }
            } else {
                (0..self.n)
                    .filter(|&y| y != sub)
                    .map(|y| (sub, y))
                    .collect()
            };
            for (mut i, mut j) in list {
                if self.in_blossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let bj = self.in_blossom[j];
                if bj != b
                    && self.label[bj] == 1
                    && best_to[bj].is_none_or(|e| self.slack((i, j)) < self.slack(e))
                {
                    if best_to[bj].is_none() {
                        order.push(bj);
                    }
                    best_to[bj] = Some((i, j));
                }
            }
            self.best_edge[sub] = None;
        }
        let mine: Vec<Edge> = order.iter().filter_map(|&bj| best_to[bj]).collect();
        let mut best: Option<(Edge, i128)> = None;
        for &e in &mine {
            let s = self.slack(e);
            if best.is_none_or(|(_, bs)| s < bs) {
                best = Some((e, s));
            }
        }
        self.my_best_edges[b] = Some(mine);
        self.best_edge[b] = best.map(|(e, _)| e);
    }

    fn leaves_of(&self, blossoms: &[Id]) -> Vec<usize> {
        blossoms.iter().flat_map(|&b| self.leaves(b)).collect()
    }

    fn child_at(&self, b: Id, j: isize) -> Id {
        let c = &self.children[b];
        c[j.rem_euclid(c.len() as isize) as usize]
    }

    fn edge_at(&self, b: Id, j: isize) -> Edge {
        let e = &self.edges[b];
        e[j.rem_euclid(e.len() as isize) as usize]
    }

    /// Takes blossom `b` apart: its children become top-level blossoms (at the end of a
    /// stage, those of dual 0 are taken apart too).
    fn expand_blossom(&mut self, b: Id, end_stage: bool) {
        for s in self.children[b].clone() {
            self.parent[s] = None;
            if self.is_blossom(s) {
                if end_stage && self.dual[s] == 0 {
                    self.expand_blossom(s, end_stage);
                } else {
                    for v in self.leaves(s) {
                        self.in_blossom[v] = s;
                    }
                }
            } else {
                self.in_blossom[s] = s;
            }
        }
        if !end_stage && self.label[b] == 2 {
            self.relabel_expanded(b);
        }
        self.label[b] = 0;
        self.label_edge[b] = None;
        self.best_edge[b] = None;
        self.my_best_edges[b] = None;
        self.children[b].clear();
        self.edges[b].clear();
        self.dual[b] = 0;
        self.alive[b] = false;
        self.unused.push(b);
    }

    /// A T-blossom taken apart in mid-stage: its children along the path from where it
    /// was entered to its base become T and S again.
    fn relabel_expanded(&mut self, b: Id) {
        let Some((lv, lw)) = self.label_edge[b] else {
            return;
        };
        let entry = self.in_blossom[lw];
        let Some(at) = self.children[b].iter().position(|&c| c == entry) else {
            return;
        };
        let len = self.children[b].len() as isize;
        let mut j = at as isize;
        let step: isize = if j & 1 == 1 {
            j -= len;
            1
        } else {
            -1
        };
        let (mut v, mut w) = (lv, lw);
        while j != 0 {
            let (p, q) = if step == 1 {
                self.edge_at(b, j)
            } else {
                let (q, p) = self.edge_at(b, j - 1);
                (p, q)
            };
            self.label[w] = 0;
            self.label[q] = 0;
            self.assign_label(w, 2, Some(v));
            self.allow((p, q));
            j += step;
            (v, w) = if step == 1 {
                self.edge_at(b, j)
            } else {
                let (w, v) = self.edge_at(b, j - 1);
                (v, w)
            };
            self.allow((v, w));
            j += step;
        }
        let bw = self.child_at(b, j);
        self.label[w] = 2;
        self.label[bw] = 2;
        self.label_edge[w] = Some((v, w));
        self.label_edge[bw] = Some((v, w));
        self.best_edge[bw] = None;
        j += step;
        while self.child_at(b, j) != entry {
            let bv = self.child_at(b, j);
            if self.label[bv] == 1 {
                j += step;
                continue;
            }
            let labelled = if self.is_blossom(bv) {
                self.leaves(bv).into_iter().find(|&x| self.label[x] != 0)
            } else {
                Some(bv).filter(|&x| self.label[x] != 0)
            };
            if let Some(x) = labelled {
                self.label[x] = 0;
                if let Some(m) = self.mate[self.base[bv]] {
                    self.label[m] = 0;
                }
                let from = self.label_edge[x].map(|(u, _)| u);
                self.assign_label(x, 2, from);
            }
            j += step;
        }
    }

    /// Swaps matched and unmatched edges inside blossom `b` on the path from vertex `v` to
    /// its base, so that `v` becomes the base.
    fn augment_blossom(&mut self, b: Id, v: usize) {
        let mut t = v;
        while self.parent[t] != Some(b) {
            match self.parent[t] {
                Some(p) => t = p,
                None => return,
            }
        }
        if self.is_blossom(t) {
            self.augment_blossom(t, v);
        }
        let Some(i) = self.children[b].iter().position(|&c| c == t) else {
            return;
        };
        let len = self.children[b].len() as isize;
        let mut j = i as isize;
        let step: isize = if j & 1 == 1 {
            j -= len;
            1
        } else {
            -1
        };
        while j != 0 {
            j += step;
            let t = self.child_at(b, j);
            let (w, x) = if step == 1 {
                self.edge_at(b, j)
            } else {
                let (x, w) = self.edge_at(b, j - 1);
                (w, x)
            };
            if self.is_blossom(t) {
                self.augment_blossom(t, w);
            }
            j += step;
            let t = self.child_at(b, j);
            if self.is_blossom(t) {
                self.augment_blossom(t, x);
            }
            self.mate[w] = Some(x);
            self.mate[x] = Some(w);
        }
        self.children[b].rotate_left(i);
        self.edges[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    /// Swaps matched and unmatched edges along the path through edge `(v, w)` between two
    /// roots: one more pair.
    fn augment_matching(&mut self, v: usize, w: usize) {
        for (mut s, mut j) in [(v, w), (w, v)] {
            loop {
                let bs = self.in_blossom[s];
                if self.is_blossom(bs) {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = Some(j);
                let Some((t, _)) = self.label_edge[bs] else {
                    break;
                };
                let bt = self.in_blossom[t];
                let Some((ns, nj)) = self.label_edge[bt] else {
                    break;
                };
                (s, j) = (ns, nj);
                if self.is_blossom(bt) {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = Some(s);
            }
        }
    }

    fn run(mut self) -> Vec<Option<usize>> {
        let n = self.n;
        // One stage per pair added; each ends with an augmentation, or with none possible.
        for _ in 0..=n {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.label_edge.iter_mut().for_each(|e| *e = None);
            self.best_edge.iter_mut().for_each(|e| *e = None);
            self.my_best_edges.iter_mut().for_each(|e| *e = None);
            self.allowed.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v].is_none() && self.label[self.in_blossom[v]] == 0 {
                    self.assign_label(v, 1, None);
                }
            }
            let mut augmented = false;
            // Each substage either grows the forest, or changes the duals; bounded by the
            // algorithm (O(n) per stage), and here by a generous count.
            for _ in 0..4 * n * n + 16 {
                while !augmented {
                    let Some(v) = self.queue.pop() else { break };
                    augmented = self.scan_from(v);
                }
                if augmented {
                    break;
                }
                if !self.change_duals() {
                    break;
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.alive[b]
                    && self.parent[b].is_none()
                    && self.label[b] == 1
                    && self.dual[b] == 0
                {
                    self.expand_blossom(b, true);
                }
            }
        }
        self.mate
    }

    /// Looks at every edge from S-vertex `v`; true when the matching grew.
    fn scan_from(&mut self, v: usize) -> bool {
        let n = self.n;
        for w in 0..n {
            if w == v {
                continue;
            }
            let bv = self.in_blossom[v];
            let bw = self.in_blossom[w];
            if bv == bw {
                continue;
            }
            let mut slack = 0;
            if !self.allowed[v * n + w] {
                slack = self.slack((v, w));
                if slack <= 0 {
                    self.allow((v, w));
                }
            }
            if self.allowed[v * n + w] {
                if self.label[bw] == 0 {
                    self.assign_label(w, 2, Some(v));
                } else if self.label[bw] == 1 {
                    match self.scan_blossom(v, w) {
                        Some(base) => self.add_blossom(base, v, w),
                        None => {
                            self.augment_matching(v, w);
                            return true;
                        }
                    }
                } else if self.label[w] == 0 {
                    self.label[w] = 2;
                    self.label_edge[w] = Some((v, w));
                }
            } else if self.label[bw] == 1 {
                if self.best_edge[bv].is_none_or(|e| slack < self.slack(e)) {
                    self.best_edge[bv] = Some((v, w));
                }
            } else if self.label[w] == 0 && self.best_edge[w].is_none_or(|e| slack < self.slack(e))
            {
                self.best_edge[w] = Some((v, w));
            }
        }
        false
    }

    /// Changes the duals by the largest step that keeps them feasible, then acts on what
    /// made it tight; false when the stage is over (no augmenting path is left).
    fn change_duals(&mut self) -> bool {
        let n = self.n;
        // (kind, delta, edge, blossom)
        let mut pick: Option<(u8, i128, Option<Edge>, Option<Id>)> = None;
        let better = |pick: &Option<(u8, i128, Option<Edge>, Option<Id>)>, d: i128| {
            pick.as_ref().is_none_or(|p| d < p.1)
        };
        for v in 0..n {
            if self.label[self.in_blossom[v]] == 0 {
                if let Some(e) = self.best_edge[v] {
                    let d = self.slack(e);
                    if better(&pick, d) {
                        pick = Some((2, d, Some(e), None));
                    }
                }
            }
        }
        for b in self.all_ids() {
            if self.parent[b].is_none() && self.label[b] == 1 {
                if let Some(e) = self.best_edge[b] {
                    let d = self.slack(e) / 2;
                    if better(&pick, d) {
                        pick = Some((3, d, Some(e), None));
                    }
                }
            }
        }
        for b in n..2 * n {
            if self.alive[b]
                && self.parent[b].is_none()
                && self.label[b] == 2
                && better(&pick, self.dual[b])
            {
                pick = Some((4, self.dual[b], None, Some(b)));
            }
        }
        let (kind, delta, edge, blossom) = pick.unwrap_or_else(|| {
            let least = self.dual[..n].iter().copied().min().unwrap_or(0);
            (1, least.max(0), None, None)
        });
        for v in 0..n {
            match self.label[self.in_blossom[v]] {
                1 => self.dual[v] -= delta,
                2 => self.dual[v] += delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.alive[b] && self.parent[b].is_none() {
                match self.label[b] {
                    1 => self.dual[b] += delta,
                    2 => self.dual[b] -= delta,
                    _ => {}
                }
            }
        }
        match (kind, edge, blossom) {
            (2 | 3, Some((v, w)), _) => {
                self.allow((v, w));
                self.queue.push(v);
                true
            }
            (4, _, Some(b)) => {
                self.expand_blossom(b, false);
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The cheapest perfect matching by trying them all.
    fn brute(n: usize, cost: &dyn Fn(usize, usize) -> i128) -> i128 {
        fn go(left: &[usize], cost: &dyn Fn(usize, usize) -> i128) -> i128 {
            let Some((&a, rest)) = left.split_first() else {
                return 0;
            };
            (0..rest.len())
                .map(|k| {
                    let others: Vec<usize> = rest
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i != k)
                        .map(|(_, &x)| x)
                        .collect();
                    cost(a.min(rest[k]), a.max(rest[k])) + go(&others, cost)
                })
                .min()
                .unwrap_or(0)
        }
        go(&(0..n).collect::<Vec<_>>(), cost)
    }

    fn total(mate: &[Option<usize>], cost: &dyn Fn(usize, usize) -> i128) -> Option<i128> {
        let mut sum = 0;
        for (i, m) in mate.iter().enumerate() {
            let j = (*m)?;
            if mate.get(j).copied().flatten() != Some(i) {
                return None;
            }
            if i < j {
                sum += cost(i, j);
            }
        }
        Some(sum)
    }

    proptest! {
        /// On every small graph, the matching found is perfect and as cheap as the
        /// cheapest of all (tried one by one), whatever the costs: equal ones, wide ranges.
        #[test]
        fn as_cheap_as_the_cheapest_of_all(
            half in 1usize..7,
            seed in proptest::collection::vec(0i128..1_000, 100),
            scale in prop_oneof![Just(1i128), Just(1_000_000_007i128), Just(1i128 << 80)],
            few in any::<bool>(),
        ) {
            let n = 2 * half;
            let cost = |i: usize, j: usize| {
                let c = seed[(i * 10 + j) % seed.len()];
                if few { (c % 3) * scale } else { c * scale }
            };
            let mate = cheapest_pairs(n, cost);
            let got = total(&mate, &cost);
            prop_assert_eq!(got, Some(brute(n, &cost)), "{:?}", mate);
        }
    }

    #[test]
    fn sixty_four_vertices_pair_perfectly() {
        let n = 64;
        let cost = |i: usize, j: usize| ((i * 7 + j * 13) % 17) as i128 + (j - i) as i128;
        let mate = cheapest_pairs(n, cost);
        assert!(total(&mate, &cost).is_some(), "{mate:?}");
    }
}
