//! `plansza replay FILE [--variant V]`: replays a game record through the rules and prints
//! each event's computed score beside the recorded one. A GCG record of a board game, or a
//! WordCap record (`#variant wordcap`, or `--variant wordcap`). Exit 0 when everything
//! agrees, 1 on a disagreement (a score, a placement or line, a turn), 2 when the file
//! cannot be read.

use super::Failure;
use crate::gcg::{choose_variant, parse, replay, EventCheck, PlayerInfo, Problem, Warning};
use crate::wordcap::record as wordcap;
use anyhow::{anyhow, Context};
use clap::Args;
use std::path::{Path, PathBuf};

/// Arguments of `plansza replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The record to replay (GCG, or a WordCap record).
    pub file: PathBuf,
    /// The variant to replay with (default: `#variant` in the file, else `english`, or
    /// `polish` for a Polish lexicon); `wordcap` reads a WordCap record.
    #[arg(long)]
    pub variant: Option<String>,
}

/// Runs `plansza replay`.
pub fn run(args: ReplayArgs) -> Result<(), Failure> {
    let bytes = std::fs::read(&args.file)
        .with_context(|| format!("reading {}", args.file.display()))
        .map_err(|e| Failure::with_code(2, e))?;
    let says_wordcap = || crate::gcg::decode(&bytes).is_ok_and(|d| wordcap::is_wordcap(&d.text));
    let wordcap_flag = args
        .variant
        .as_deref()
        .map(|v| v.eq_ignore_ascii_case(wordcap::VARIANT));
    if wordcap_flag.unwrap_or_else(says_wordcap) {
        return run_wordcap(&args.file, &bytes);
    }
    let record = parse(&bytes).map_err(|e| unreadable(&args.file, e))?;
    let variant =
        choose_variant(args.variant.as_deref(), &record).map_err(|e| Failure::with_code(2, e))?;
    let report = replay(&record, variant);
    println!("variant: {}", variant.name());
    show(
        &record.players,
        &report.checks,
        &report.warnings,
        report.finished,
        &report.problems,
        "every score and placement matches the rules",
    )
}

/// A file that cannot be read as a record: exit 2, naming the file.
fn unreadable(file: &Path, e: impl std::fmt::Display) -> Failure {
    Failure::with_code(2, anyhow!("{}: {e}", file.display()))
}

/// Replays a WordCap record.
fn run_wordcap(file: &Path, bytes: &[u8]) -> Result<(), Failure> {
    let record = wordcap::parse(bytes).map_err(|e| unreadable(file, e))?;
    let report = wordcap::replay(&record);
    println!("variant: {} ({})", wordcap::VARIANT, record.language.code());
    show(
        &record.players,
        &report.checks,
        &report.warnings,
        report.finished,
        &report.problems,
        "every line, letter, score and turn matches the rules",
    )
}

/// One line per event (its line, the player, what it was, the recorded and computed points,
/// the total), the warnings, whether the record reaches the end, the problems, and the exit
/// code: 0 when there is no problem, 1 otherwise.
fn show(
    players: &[PlayerInfo],
    checks: &[EventCheck],
    warnings: &[Warning],
    finished: bool,
    problems: &[Problem],
    agrees: &str,
) -> Result<(), Failure> {
    for c in checks {
        let nick = players.get(c.player).map_or("?", |p| p.nick.as_str());
        let computed = c.computed.map_or("-".to_string(), |s| s.to_string());
        let mark = if c.computed.is_some_and(|s| s != c.recorded) {
            "  <-- differs"
        } else {
            ""
        };
        println!(
            "{:>4}  {:<16} {:<24} recorded {:>4}  computed {:>4}  total {:>4}{mark}",
            c.line, nick, c.what, c.recorded, computed, c.total
        );
    }
    for w in warnings {
        println!("warning: {w}");
    }
    if !finished {
        println!("note: the record stops before the game ends");
    }
    for p in problems {
        println!("problem: {p}");
    }
    match problems.first() {
        None => {
            println!("agrees: {agrees}");
            Ok(())
        }
        Some(first) => Err(Failure::with_code(
            1,
            anyhow!("{} problem(s); the first: {first}", problems.len()),
        )),
    }
}
