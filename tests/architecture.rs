//! The house's floors, checked from the source text on every `cargo test` (nothing to
//! install): no import loop between files, and no lower floor naming the Discord adapter.
//!
//! The graph ([`import_graph`]): file A imports file B when A names a path into B through
//! `crate::`, `super::` or `self::`; a file reaching its own parent modules (their
//! re-exports) is left out. A loop is a group of files each of which reaches
//! every other through imports: cut one of the listed imports (move the type to the file
//! that owns it, split a file into its types and what uses them) and the group falls apart.

mod import_graph;

use import_graph::Graph;
use std::collections::BTreeSet;
use std::path::Path;

/// Import loops inside `src/discord/` that issue 26 is cutting now, each group exactly as it
/// stands (file paths under `src/`). The test fails when a listed group no longer exists as
/// written, so the list only shrinks: delete the entry when its loop is cut. Only groups
/// wholly inside `src/discord/` may be listed.
const STILL_KNOWN_LOOPS: &[&[&str]] = &[
    &[
        "discord/buttons.rs",
        "discord/channel/mod.rs",
        "discord/commands.rs",
        "discord/hub.rs",
        "discord/leaderboard.rs",
        "discord/puzzle.rs",
        "discord/settings.rs",
        "discord/stats.rs",
        "discord/tournament/driver.rs",
        "discord/tournament/mod.rs",
    ],
    &["discord/send.rs", "discord/threads.rs"],
];

/// Imports of the Discord adapter from floors below it that issue 26 is moving out now:
/// `(importing file, imported file)` under `src/`. Fails when one no longer exists, so the
/// list only shrinks. Only imports from `config.rs`, `cli/` and `tournament/` may be listed.
const STILL_KNOWN_UPWARD: &[(&str, &str)] = &[
    ("cli/bot.rs", "discord/mod.rs"),
    ("cli/play/mod.rs", "discord/dictionaries.rs"),
    ("cli/play/screen.rs", "discord/text.rs"),
    ("cli/play/words.rs", "discord/text.rs"),
    ("config.rs", "discord/cooldown.rs"),
];

/// The floors below the Discord adapter: the pure libraries (rules and their data, the
/// table's state machine, pictures, texts, ratings, tournaments, puzzles, records), the
/// adapters beside it (the store, metrics, shards, fault points), the configuration and the
/// command line. None of them may name `crate::discord`.
const BELOW_DISCORD: &[&str] = &[
    "rules",
    "lexicon",
    "movegen",
    "table",
    "tournament",
    "rating",
    "puzzle",
    "gcg",
    "wordcap",
    "render",
    "i18n",
    "store",
    "metrics",
    "shards",
    "failpoint",
    "config",
    "cli",
];

/// Every `.rs` file under `src/` except the binary's root (`main.rs` is its own crate), as
/// `(path under src/, text)`.
fn sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = Vec::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let name = path
                    .strip_prefix(&root)
                    .expect("under src")
                    .to_string_lossy()
                    .replace('\\', "/");
                if name != "main.rs" {
                    let text = std::fs::read_to_string(&path)
                        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                    out.push((name, text));
                }
            }
        }
    }
    out.sort();
    out
}

/// The top-level module a file belongs to (`table/session/mod.rs` → `table`, `config.rs` →
/// `config`).
fn floor(file: &str) -> &str {
    let first = file.split('/').next().unwrap_or(file);
    first.strip_suffix(".rs").unwrap_or(first)
}

/// The front doors: adapters above the floors, each turning its own world's events into the
/// floors' inputs (a new door, such as a browser's, is listed here).
const DOORS: &[&str] = &["discord"];

fn in_discord(file: &str) -> bool {
    file.starts_with("discord/") || file == "discord.rs"
}

#[test]
fn no_import_loops_between_files() {
    let graph = Graph::build(&sources());
    let loops = graph.loops();
    let known: Vec<Vec<String>> = STILL_KNOWN_LOOPS
        .iter()
        .map(|g| {
            let mut g: Vec<String> = g.iter().map(|f| f.to_string()).collect();
            g.sort();
            g
        })
        .collect();
    let mut report = String::new();
    for group in loops.iter().filter(|g| !known.contains(g)) {
        report.push_str(&format!(
            "\nimport loop of {} files (cut one of these imports):\n",
            group.len()
        ));
        for line in graph.edges_within(group) {
            report.push_str(&format!("  {line}\n"));
        }
    }
    for group in known.iter().filter(|g| !loops.contains(g)) {
        report.push_str(&format!(
            "\nSTILL_KNOWN_LOOPS lists a loop that no longer stands as written; delete it \
             (or list what is left of it, exactly): {group:?}\n"
        ));
    }
    assert!(report.is_empty(), "{report}");
}

#[test]
fn no_floor_below_discord_names_it() {
    let graph = Graph::build(&sources());
    let upward: BTreeSet<(String, String)> = graph
        .edges
        .keys()
        .filter(|(from, to)| BELOW_DISCORD.contains(&floor(from)) && in_discord(to))
        .cloned()
        .collect();
    let known: BTreeSet<(String, String)> = STILL_KNOWN_UPWARD
        .iter()
        .map(|&(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let mut report = String::new();
    for edge in upward.difference(&known) {
        let e = &graph.edges[edge];
        report.push_str(&format!(
            "\nsrc/{} imports the Discord adapter (src/{}): src/{}:{}: {}\n",
            edge.0, edge.1, edge.0, e.line, e.text
        ));
    }
    for (from, to) in known.difference(&upward) {
        report.push_str(&format!(
            "\nSTILL_KNOWN_UPWARD lists an import that is gone; delete it: (\"{from}\", \"{to}\")\n"
        ));
    }
    assert!(report.is_empty(), "{report}");
}

#[test]
fn the_still_known_lists_hold_only_what_issue_26_is_moving() {
    for group in STILL_KNOWN_LOOPS {
        assert!(
            group.len() > 1 && group.iter().all(|f| in_discord(f)),
            "only loops inside src/discord/ may be listed: {group:?}"
        );
    }
    for (from, to) in STILL_KNOWN_UPWARD {
        assert!(
            matches!(floor(from), "config" | "cli" | "tournament") && in_discord(to),
            "only imports of discord from config, cli and tournament may be listed: {from} -> {to}"
        );
    }
}

#[test]
fn every_top_level_module_is_placed() {
    let mut unplaced: BTreeSet<String> = BTreeSet::new();
    for (file, _) in sources() {
        let f = floor(&file);
        if !BELOW_DISCORD.contains(&f) && !DOORS.contains(&f) && f != "lib" {
            unplaced.insert(f.to_string());
        }
    }
    assert!(
        unplaced.is_empty(),
        "say which floor these modules are on (BELOW_DISCORD, or DOORS): {unplaced:?}"
    );
}
