//! The house's floors, checked from the source text on every `cargo test` (nothing to
//! install): no import loop between files, and no lower floor naming the Discord adapter
//! (but for the binary's entry, [`ENTRY`]).
//!
//! The graph ([`import_graph`]): file A imports file B when A names a path into B through
//! `crate::`, `super::` or `self::`; a file reaching its own parent modules (their
//! re-exports) is left out. A loop is a group of files each of which reaches
//! every other through imports: cut one of the listed imports (move the type to the file
//! that owns it, split a file into its types and what uses them) and the group falls apart.

mod import_graph;

use import_graph::{strip, Graph};
use std::collections::BTreeSet;
use std::path::Path;

/// The one import of the Discord door from a floor below it: the binary's `bot` command
/// starts it (`plansza bot`, what `cargo run` runs). Nothing else below may name it.
const ENTRY: (&str, &str) = ("cli/bot.rs", "discord/mod.rs");

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
    "cooldown",
    "dictionaries",
    "service",
    "setup",
    "stats",
    "text",
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
const DOORS: &[&str] = &["discord", "web"];

fn in_discord(file: &str) -> bool {
    file.starts_with("discord/") || file == "discord.rs"
}

#[test]
fn no_import_loops_between_files() {
    let graph = Graph::build(&sources());
    let mut report = String::new();
    for group in graph.loops() {
        report.push_str(&format!(
            "\nimport loop of {} files (cut one of these imports):\n",
            group.len()
        ));
        for line in graph.edges_within(&group) {
            report.push_str(&format!("  {line}\n"));
        }
    }
    assert!(report.is_empty(), "{report}");
}

#[test]
fn no_floor_below_discord_names_it() {
    let graph = Graph::build(&sources());
    let mut report = String::new();
    for (edge, e) in &graph.edges {
        let (from, to) = edge;
        let entry = (from.as_str(), to.as_str()) == ENTRY;
        if BELOW_DISCORD.contains(&floor(from)) && in_discord(to) && !entry {
            report.push_str(&format!(
                "\nsrc/{from} imports the Discord adapter (src/{to}): src/{from}:{}: {}\n",
                e.line, e.text
            ));
        }
    }
    assert!(report.is_empty(), "{report}");
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

/// What plays an input on a table: only the service's place task does (`handle`,
/// `handle_timeout`, `handle_event`, `note`, opening a table). A door, the terminal's
/// included, decodes and delivers: issue 26, "`plansza play` runs on the same service (the
/// same clocks, windows and outbox) with a terminal delivery, not a copy of the flow".
const DRIVES_A_TABLE: &[&str] = &[
    ".handle(",
    ".handle_timeout(",
    ".handle_event(",
    ".note(",
    "Table::open(",
    "Table::open_match(",
];

/// The doors: the Discord adapter, the browser's and the command line (the terminal's game
/// among it).
const DOOR_FLOORS: &[&str] = &["discord", "cli", "web"];

#[test]
fn no_door_drives_a_table_itself() {
    let mut found = Vec::new();
    for (file, text) in sources() {
        if !DOOR_FLOORS.contains(&floor(&file)) {
            continue;
        }
        // A door's unit tests (an inline `mod tests { ... }` at the end of a file) may set a
        // table up; its code may not drive one.
        let all: Vec<&str> = text.lines().collect();
        let inline_tests = all.windows(2).position(|w| {
            w[0].trim_start().starts_with("#[cfg(test)]") && w[1].trim_end().ends_with('{')
        });
        let code_lines = &all[..inline_tests.unwrap_or(all.len())];
        for (n, line) in code_lines.iter().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if let Some(call) = DRIVES_A_TABLE.iter().find(|c| code.contains(*c)) {
                found.push(format!("src/{file}:{}: {call}", n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a door plays inputs on a table itself, outside the service:\n{}",
        found.join("\n")
    );
}

/// The files of the Discord door allowed to reach the store, each with its reason. None:
/// the door decodes and delivers, and asks the service for anything kept.
const DISCORD_STORE_EXCEPTIONS: &[(&str, &str)] = &[];

/// Issue 26: "src/discord/ only decodes ... and delivers ... It reaches the store only
/// through the service." No file of the door imports a file of `store/` (nor names
/// `crate::store` inline), and none calls `.store()` (the hub's way to it).
#[test]
fn the_discord_door_reaches_the_store_only_through_the_service() {
    let sources = sources();
    let graph = Graph::build(&sources);
    let allowed = |file: &str| DISCORD_STORE_EXCEPTIONS.iter().any(|(f, _)| *f == file);
    let mut report = String::new();
    for ((from, to), e) in &graph.edges {
        if in_discord(from) && floor(to) == "store" && !allowed(from) {
            report.push_str(&format!(
                "\nsrc/{from} imports the store (src/{to}): src/{from}:{}: {}\n",
                e.line, e.text
            ));
        }
    }
    for (file, text) in &sources {
        if !in_discord(file) || allowed(file) {
            continue;
        }
        for (n, line) in strip(text).lines().enumerate() {
            let code: String = line.split_whitespace().collect();
            if code.contains(".store()") {
                report.push_str(&format!(
                    "\nsrc/{file}:{}: reads the store itself: {}\n",
                    n + 1,
                    text.lines().nth(n).unwrap_or_default().trim()
                ));
            }
        }
    }
    assert!(
        report.is_empty(),
        "ask the service (src/service/) instead:{report}"
    );
}

/// The command line's `plansza play --web` starts the browser's door: the one import of it
/// from a floor below.
const WEB_ENTRY: &str = "cli/play/web.rs";

#[test]
fn no_floor_below_the_browsers_door_names_it() {
    let graph = Graph::build(&sources());
    let mut report = String::new();
    for ((from, to), e) in &graph.edges {
        if BELOW_DISCORD.contains(&floor(from)) && floor(to) == "web" && from != WEB_ENTRY {
            report.push_str(&format!(
                "\nsrc/{from} imports the browser's door (src/{to}): src/{from}:{}: {}\n",
                e.line, e.text
            ));
        }
    }
    assert!(report.is_empty(), "{report}");
}
