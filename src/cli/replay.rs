//! `plansza replay FILE.gcg [--variant V]`: replays a GCG game record through the rules and
//! prints each event's computed score beside the recorded one. Exit 0 when everything
//! agrees, 1 on a score mismatch or an illegal placement, 2 when the file cannot be read.

use super::Failure;
use crate::gcg::{choose_variant, parse, replay};
use anyhow::{anyhow, Context};
use clap::Args;
use std::path::PathBuf;

/// Arguments of `plansza replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The GCG file to replay.
    pub file: PathBuf,
    /// The variant to replay with (default: `#variant` in the file, else `english`, or
    /// `polish` for a Polish lexicon).
    #[arg(long)]
    pub variant: Option<String>,
}

/// Runs `plansza replay`.
pub fn run(args: ReplayArgs) -> Result<(), Failure> {
    let bytes = std::fs::read(&args.file)
        .with_context(|| format!("reading {}", args.file.display()))
        .map_err(|e| Failure::with_code(2, e))?;
    let record = parse(&bytes)
        .map_err(|e| Failure::with_code(2, anyhow!("{}: {e}", args.file.display())))?;
    let variant =
        choose_variant(args.variant.as_deref(), &record).map_err(|e| Failure::with_code(2, e))?;
    let report = replay(&record, variant);
    println!("variant: {}", variant.name());
    for c in &report.checks {
        let nick = record
            .players
            .get(c.player)
            .map_or("?", |p| p.nick.as_str());
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
    for w in &report.warnings {
        println!("warning: {w}");
    }
    if !report.finished {
        println!("note: the record stops before the game ends");
    }
    for p in &report.problems {
        println!("problem: {p}");
    }
    if report.agrees() {
        println!("agrees: every score and placement matches the rules");
        Ok(())
    } else {
        Err(Failure::with_code(
            1,
            anyhow!(
                "{} problem(s); the first: {}",
                report.problems.len(),
                report.problems[0]
            ),
        ))
    }
}
