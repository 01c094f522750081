//! The crate's import graph between files, read from the source text (no compiler, no tool
//! to install): which file names a path into which other file.
//!
//! A file's module is its path under `src/` (`table/session/window.rs` is
//! `table::session::window`, a `mod.rs` is its folder's module, `lib.rs` the root). An edge
//! runs from file A to file B when A names a path that starts with `crate::`, `super::` or
//! `self::` and the longest part of that path that is a file module is B: `use crate::a::{b, c::d}`,
//! nested braces, `super::super::x` and paths written inline in code
//! (`crate::table::grid_view(...)`) all count; comments, strings and char literals do not.
//! Inline modules (`mod tests { use super::*; }`) are followed, so their `super` is the file.
//! An edge from a file to one of its ancestors (`table/session/window.rs` to
//! `table/session/mod.rs` or `table/mod.rs`) is left out: a child reaching its parent's
//! re-exports is how a module is built, not a loop. A bare path (`pub use child::X` in a
//! `mod.rs`) is not counted either: a file importing a module's re-export depends on that
//! `mod.rs`, not on every file under it.

use std::collections::{BTreeMap, BTreeSet};

/// A module path: `["table", "session"]`; the crate root is empty.
pub type ModPath = Vec<String>;

/// One edge's evidence: where the first path that makes it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Evidence {
    /// The 1-based line in the importing file.
    pub line: usize,
    /// That line as written, trimmed.
    pub text: String,
}

/// The files of a crate and the imports between them.
#[derive(Debug, Default)]
pub struct Graph {
    /// Each file's module path, by file name (`table/effect.rs`).
    pub files: BTreeMap<String, ModPath>,
    /// The edges, each with the first line that makes it: `(from file, to file)`.
    pub edges: BTreeMap<(String, String), Evidence>,
}

/// The module path of a file given by its path under `src/` (`table/mod.rs` → `table`).
pub fn module_of(file: &str) -> ModPath {
    let stem = file.strip_suffix(".rs").unwrap_or(file);
    let mut parts: ModPath = stem.split('/').map(str::to_string).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

impl Graph {
    /// The graph of these files: `(path under src/, source text)`.
    pub fn build(sources: &[(String, String)]) -> Graph {
        let files: BTreeMap<String, ModPath> = sources
            .iter()
            .map(|(name, _)| (name.clone(), module_of(name)))
            .collect();
        let by_module: BTreeMap<ModPath, String> =
            files.iter().map(|(f, m)| (m.clone(), f.clone())).collect();
        let mut edges = BTreeMap::new();
        for (name, text) in sources {
            let module = &files[name];
            let lines: Vec<&str> = text.lines().collect();
            for (target, line) in paths_named(text, module) {
                let Some(to) = resolve(&target, &by_module) else {
                    continue;
                };
                let to_module = &files[to];
                if to == name || module.starts_with(to_module) {
                    continue; // itself, or an ancestor
                }
                edges
                    .entry((name.clone(), to.clone()))
                    .or_insert_with(|| Evidence {
                        line,
                        text: lines
                            .get(line.saturating_sub(1))
                            .map_or(String::new(), |l| l.trim().to_string()),
                    });
            }
        }
        Graph { files, edges }
    }

    /// The files each file imports.
    fn successors(&self) -> BTreeMap<&str, Vec<&str>> {
        let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for name in self.files.keys() {
            next.entry(name).or_default();
        }
        for (from, to) in self.edges.keys() {
            next.entry(from).or_default().push(to);
        }
        next
    }

    /// The import loops: every group of two files or more in which each file reaches every
    /// other through imports (strongly connected components), each sorted, the groups in
    /// order of their first file.
    pub fn loops(&self) -> Vec<Vec<String>> {
        let next = self.successors();
        let mut tarjan = Tarjan {
            next: &next,
            index: BTreeMap::new(),
            low: BTreeMap::new(),
            stack: Vec::new(),
            on_stack: BTreeSet::new(),
            counter: 0,
            groups: Vec::new(),
        };
        for name in next.keys() {
            if !tarjan.index.contains_key(name) {
                tarjan.visit(name);
            }
        }
        let mut groups: Vec<Vec<String>> = tarjan
            .groups
            .into_iter()
            .filter(|g| g.len() > 1)
            .map(|g| {
                let mut g: Vec<String> = g.into_iter().map(str::to_string).collect();
                g.sort();
                g
            })
            .collect();
        groups.sort();
        groups
    }

    /// The edges between files of `group`, each with its evidence, as lines to print.
    pub fn edges_within(&self, group: &[String]) -> Vec<String> {
        self.edges
            .iter()
            .filter(|((from, to), _)| group.contains(from) && group.contains(to))
            .map(|((from, to), e)| {
                format!(
                    "src/{from} -> src/{to}   (src/{from}:{}: {})",
                    e.line, e.text
                )
            })
            .collect()
    }
}

/// Tarjan's strongly connected components over the file graph.
struct Tarjan<'a> {
    next: &'a BTreeMap<&'a str, Vec<&'a str>>,
    index: BTreeMap<&'a str, usize>,
    low: BTreeMap<&'a str, usize>,
    stack: Vec<&'a str>,
    on_stack: BTreeSet<&'a str>,
    counter: usize,
    groups: Vec<Vec<&'a str>>,
}

impl<'a> Tarjan<'a> {
    fn visit(&mut self, v: &'a str) {
        self.index.insert(v, self.counter);
        self.low.insert(v, self.counter);
        self.counter += 1;
        self.stack.push(v);
        self.on_stack.insert(v);
        let next = self.next;
        for &w in next.get(v).map_or(&[][..], Vec::as_slice) {
            if !self.index.contains_key(w) {
                self.visit(w);
                let low = self.low[v].min(self.low[w]);
                self.low.insert(v, low);
            } else if self.on_stack.contains(w) {
                let low = self.low[v].min(self.index[w]);
                self.low.insert(v, low);
            }
        }
        if self.low[v] == self.index[v] {
            let mut group = Vec::new();
            while let Some(w) = self.stack.pop() {
                self.on_stack.remove(w);
                group.push(w);
                if w == v {
                    break;
                }
            }
            self.groups.push(group);
        }
    }
}

/// The file holding the longest leading part of `target` that is a file module.
fn resolve<'a>(target: &[String], by_module: &'a BTreeMap<ModPath, String>) -> Option<&'a String> {
    (0..=target.len())
        .rev()
        .find_map(|n| by_module.get(&target[..n]))
}

/// One token of stripped source: an identifier (or number), `::`, or one other character.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Token {
    text: String,
    line: usize,
}

/// Every module path the source names, absolute, with the line it is written on.
/// `module` is the file's own module.
fn paths_named(text: &str, module: &ModPath) -> Vec<(ModPath, usize)> {
    let tokens = tokenize(&strip(text));
    let mut found = Vec::new();
    // Inline modules open here: (name, brace depth outside it).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].text.as_str();
        match t {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
            }
            "mod" if is_ident(tok(&tokens, i + 1)) && tok(&tokens, i + 2) == "{" => {
                inline.push((tokens[i + 1].text.clone(), depth));
                depth += 1;
                i += 3;
                continue;
            }
            _ => {}
        }
        let before = if i == 0 {
            ""
        } else {
            tokens[i - 1].text.as_str()
        };
        let is_head = tok(&tokens, i + 1) == "::" && before != "::" && before != ".";
        if is_head && is_ident(t) {
            let mut current = module.clone();
            current.extend(inline.iter().map(|(n, _)| n.clone()));
            let base = match t {
                "crate" => Some(Vec::new()),
                "self" => Some(current.clone()),
                "super" => {
                    let mut m = current.clone();
                    m.pop();
                    Some(m)
                }
                _ => None,
            };
            if let Some(base) = base {
                let line = tokens[i].line;
                let mut targets = Vec::new();
                let end = use_tree(&tokens, i + 2, base, &mut targets);
                found.extend(targets.into_iter().map(|p| (p, line)));
                i = end.max(i + 1);
                continue;
            }
        }
        i += 1;
    }
    found
}

/// The token at `i`, or "" past the end.
fn tok(tokens: &[Token], i: usize) -> &str {
    tokens.get(i).map_or("", |t| t.text.as_str())
}

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// Reads a path or a use tree starting at token `i` under `prefix`, pushing every module
/// path it names (`a::{b, c::{self, d}}` names `a::b`, `a::c`, `a::c::d`); returns the index
/// of the first token after it.
fn use_tree(tokens: &[Token], mut i: usize, mut prefix: ModPath, out: &mut Vec<ModPath>) -> usize {
    loop {
        match tok(tokens, i) {
            "{" => {
                i += 1;
                while !matches!(tok(tokens, i), "}" | "") {
                    i = use_tree(tokens, i, prefix.clone(), out);
                    if tok(tokens, i) == "," {
                        i += 1;
                    } else if tok(tokens, i) != "}" {
                        i += 1; // something unexpected: step over it
                    }
                }
                return i + 1;
            }
            "self" => {
                out.push(prefix);
                return skip_rename(tokens, i + 1);
            }
            "super" => {
                prefix.pop();
            }
            "crate" => prefix.clear(),
            t if is_ident(t) => prefix.push(t.to_string()),
            _ => {
                // `*`, a turbofish `<`, a call `(`, ...: the path so far
                out.push(prefix);
                return if tok(tokens, i) == "*" { i + 1 } else { i };
            }
        }
        if tok(tokens, i + 1) == "::" {
            i += 2;
        } else {
            out.push(prefix);
            return skip_rename(tokens, i + 1);
        }
    }
}

/// Steps over `as name` after a use path.
fn skip_rename(tokens: &[Token], i: usize) -> usize {
    if tok(tokens, i) == "as" {
        i + 2
    } else {
        i
    }
}

/// Identifiers (and numbers), `::`, and single other characters, with their lines.
fn tokenize(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(Token {
                text: chars[start..i].iter().collect(),
                line,
            });
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push(Token {
                text: "::".into(),
                line,
            });
            i += 2;
        } else {
            tokens.push(Token {
                text: c.to_string(),
                line,
            });
            i += 1;
        }
    }
    tokens
}

/// The source with comments, strings and char literals blanked out (each character of them
/// becomes a space; line breaks stay, so lines keep their numbers).
pub fn strip(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let mut i = 0;
    while i < c.len() {
        let at = |k: usize| c.get(k).copied().unwrap_or('\0');
        let prev_ident = i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_');
        if at(i) == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                blank(&mut out, c[i]);
                i += 1;
            }
        } else if at(i) == '/' && at(i + 1) == '*' {
            let mut nest = 0;
            while i < c.len() {
                if at(i) == '/' && at(i + 1) == '*' {
                    nest += 1;
                    out.push_str("  ");
                    i += 2;
                } else if at(i) == '*' && at(i + 1) == '/' {
                    nest -= 1;
                    out.push_str("  ");
                    i += 2;
                    if nest == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
        } else if let Some(hashes) = raw_string_start(&c, i, prev_ident) {
            // r"..", r#".."#, br".." : no escapes, ends at `"` and the same number of `#`
            let open = i + usize::from(at(i) == 'b') + 1 + hashes + 1;
            for &ch in &c[i..open] {
                blank(&mut out, ch);
            }
            i = open;
            while i < c.len() {
                if c[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                    for _ in 0..=hashes {
                        out.push(' ');
                    }
                    i += hashes + 1;
                    break;
                }
                blank(&mut out, c[i]);
                i += 1;
            }
        } else if at(i) == '"' {
            out.push(' ');
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
                if i < c.len() {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if at(i) == '\'' && (at(i + 1) == '\\' || (at(i + 2) == '\'' && at(i + 1) != '\'')) {
            // a char literal ('a', '\n', '\''); otherwise `'` starts a lifetime or a label
            out.push(' ');
            i += 1;
            if at(i) == '\\' {
                // the backslash and the character it escapes (`'\''`, `'\\'`, `'\u{..}'`)
                out.push_str("  ");
                i += 2;
            }
            while i < c.len() && c[i] != '\'' {
                blank(&mut out, c[i]);
                i += 1;
            }
            out.push(' ');
            i += 1;
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// At `i`, the number of `#` of a raw string that starts there (`r"`, `r#"`, `br"`), if one
/// does (not inside an identifier, and not a raw identifier such as `r#type`).
fn raw_string_start(c: &[char], i: usize, prev_ident: bool) -> Option<usize> {
    if prev_ident {
        return None;
    }
    let r = match (c.get(i), c.get(i + 1)) {
        (Some('r'), _) => i,
        (Some('b'), Some('r')) => i + 1,
        _ => return None,
    };
    let hashes = c[r + 1..].iter().take_while(|&&ch| ch == '#').count();
    (c.get(r + 1 + hashes) == Some(&'"')).then_some(hashes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(files: &[(&str, &str)]) -> Graph {
        let sources: Vec<(String, String)> = files
            .iter()
            .map(|(n, t)| (n.to_string(), t.to_string()))
            .collect();
        Graph::build(&sources)
    }

    fn edges(g: &Graph) -> Vec<(String, String)> {
        g.edges.keys().cloned().collect()
    }

    fn edge(from: &str, to: &str) -> (String, String) {
        (from.to_string(), to.to_string())
    }

    #[test]
    fn a_loop_is_found_with_the_line_that_makes_each_edge() {
        let g = graph(&[
            ("lib.rs", "pub mod a;\npub mod b;\npub mod c;"),
            ("a.rs", "use crate::b::Thing;\n"),
            ("b.rs", "// nothing here\nuse super::a::Other;\n"),
            ("c.rs", "use crate::a::Other;\n"),
        ]);
        assert_eq!(
            g.loops(),
            vec![vec!["a.rs".to_string(), "b.rs".to_string()]]
        );
        let within = g.edges_within(&g.loops()[0]);
        assert_eq!(
            within,
            vec![
                "src/a.rs -> src/b.rs   (src/a.rs:1: use crate::b::Thing;)".to_string(),
                "src/b.rs -> src/a.rs   (src/b.rs:2: use super::a::Other;)".to_string(),
            ]
        );
    }

    #[test]
    fn a_chain_is_no_loop() {
        let g = graph(&[
            ("a.rs", "use crate::b::X;"),
            ("b.rs", "use crate::c::Y;"),
            ("c.rs", "fn f() {}"),
        ]);
        assert_eq!(edges(&g), vec![edge("a.rs", "b.rs"), edge("b.rs", "c.rs")]);
        assert!(g.loops().is_empty());
    }

    #[test]
    fn brace_imports_resolve_each_branch() {
        let g = graph(&[
            (
                "a.rs",
                "use crate::{b::X, t::{self, c::{D, e::{F, G}}}};\nuse crate::t::u::*;",
            ),
            ("b.rs", ""),
            ("t/mod.rs", ""),
            ("t/c.rs", ""),
            ("t/c/e.rs", ""),
            ("t/u.rs", ""),
        ]);
        assert_eq!(
            edges(&g),
            vec![
                edge("a.rs", "b.rs"),
                edge("a.rs", "t/c.rs"),
                edge("a.rs", "t/c/e.rs"),
                edge("a.rs", "t/mod.rs"),
                edge("a.rs", "t/u.rs"),
            ]
        );
    }

    #[test]
    fn super_self_and_inline_paths_resolve() {
        let g = graph(&[
            (
                "t/a.rs",
                "fn f() { let v = super::b::make(1); crate::u::draw::<u8>(v); }\n\
                 use self::inner::Z;\nmod inner { pub use super::super::c::Z; }",
            ),
            ("t/mod.rs", ""),
            ("t/b.rs", ""),
            ("t/c.rs", ""),
            ("u.rs", ""),
        ]);
        assert_eq!(
            edges(&g),
            vec![
                edge("t/a.rs", "t/b.rs"),
                edge("t/a.rs", "t/c.rs"),
                edge("t/a.rs", "u.rs"),
            ]
        );
    }

    #[test]
    fn a_bare_path_is_no_edge() {
        // `use a::X` in a `mod.rs` reaches its own child (the module's re-exports); only
        // `crate::`, `super::` and `self::` paths count, so a file importing a module's
        // re-export depends on that `mod.rs`, not on every file under it
        let g = graph(&[
            (
                "t/mod.rs",
                "mod a;\npub use a::X;\nfn f() -> a::Y { todo!() }",
            ),
            ("t/a.rs", ""),
        ]);
        assert!(g.edges.is_empty(), "{:?}", g.edges);
    }

    #[test]
    fn comments_strings_and_chars_are_ignored() {
        let g = graph(&[
            (
                "a.rs",
                "// use crate::b::X;\n/* crate::b::Y /* nested crate::b */ crate::b */\n\
                 /// [`crate::b::Z`]\n//! crate::b\n\
                 const S: &str = \"crate::b::X and \\\" crate::b\";\n\
                 const R: &str = r#\"crate::b \" still \"#;\nconst C: char = '\"';\n\
                 fn f<'a>(x: &'a str) -> &'a str { x }\nconst Q: char = '\\'';\n",
            ),
            ("b.rs", ""),
        ]);
        assert!(g.edges.is_empty(), "{:?}", g.edges);
        // after all that, a real import is still seen, on its own line
        let g = graph(&[
            (
                "a.rs",
                "const R: &str = r\"//\";\nconst C: char = '\"';\nuse crate::b::X;\n",
            ),
            ("b.rs", ""),
        ]);
        assert_eq!(g.edges[&edge("a.rs", "b.rs")].line, 3);
    }

    #[test]
    fn a_child_reaching_its_ancestors_is_no_edge() {
        let g = graph(&[
            ("lib.rs", "pub mod t;"),
            ("t/mod.rs", "mod s;\nuse self::s::Inner;"),
            ("t/s/mod.rs", "mod w;"),
            (
                "t/s/w.rs",
                "use super::super::Outer;\nuse crate::t::s::Thing;\nuse crate::X;",
            ),
        ]);
        assert_eq!(edges(&g), vec![edge("t/mod.rs", "t/s/mod.rs")]);
        assert!(g.loops().is_empty());
    }

    #[test]
    fn module_paths_of_files() {
        assert_eq!(module_of("lib.rs"), Vec::<String>::new());
        assert_eq!(module_of("table/mod.rs"), vec!["table"]);
        assert_eq!(
            module_of("table/session/window.rs"),
            vec!["table", "session", "window"]
        );
    }
}
