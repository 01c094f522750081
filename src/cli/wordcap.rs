//! `plansza wordcap score|words`: the WordCap rules from the command line.
//!
//! - `plansza wordcap score --grid ROWS --path CELLS [--lang L]`: prints `score: N` and a
//!   `breakdown:` line (letters, then each crossing's bonus), or says why the line is
//!   illegal (`plansza: ...`, exit code 1). The line only, not the dictionary.
//! - `plansza wordcap words --grid ROWS [--lang L] [--lexicon FILE]`: prints `words: N`,
//!   then every word on the grid with its best path as `SCORE WORD CELLS`, best first.
//!
//! ROWS: five rows of five letters separated by `/`, row 1 first (`CATSX/ODEAR/...`). CELLS:
//! a column letter A-E then a row 1-5, separated by spaces or commas (`A1 B2 C2`). `--lang`
//! is `en` (default), `pl`, `de` or `ru`. A bad grid, language or lexicon exits with 2.

use super::Failure;
use crate::lexicon::{Language, Lexicon};
use crate::wordcap::cell::Cell;
use crate::wordcap::{all_words, score::score, Grid, Path};
use anyhow::{anyhow, Context};
use clap::{Args, Subcommand};
use std::io::Write;
use std::path::PathBuf;

/// Exit code of usage errors: bad grid, language or lexicon.
pub const EXIT_USAGE: u8 = 2;

/// `plansza wordcap` sub-commands.
#[derive(Debug, Subcommand)]
pub enum WordcapCommand {
    /// Score a traced line on a grid (the line's rule only, not the dictionary).
    Score(ScoreArgs),
    /// List every dictionary word on a grid, with its best path and score.
    Words(WordsArgs),
}

/// Arguments of `plansza wordcap score`.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// Five rows of five letters separated by `/`, row 1 first.
    #[arg(long, value_name = "ROWS")]
    pub grid: String,
    /// The cells in order: column A-E then row 1-5, e.g. `A1 B2 C2`.
    #[arg(long, value_name = "CELLS")]
    pub path: String,
    /// The letters' language: en, pl, de, ru.
    #[arg(long, value_parser = parse_language, default_value = "en")]
    pub lang: Language,
}

/// Arguments of `plansza wordcap words`.
#[derive(Debug, Args)]
pub struct WordsArgs {
    /// Five rows of five letters separated by `/`, row 1 first.
    #[arg(long, value_name = "ROWS")]
    pub grid: String,
    /// The letters' language: en, pl, de, ru.
    #[arg(long, value_parser = parse_language, default_value = "en")]
    pub lang: Language,
    /// The lexicon file; without it, the bundled lexicon of `--lang`.
    #[arg(long, value_name = "FILE")]
    pub lexicon: Option<PathBuf>,
}

fn parse_language(code: &str) -> Result<Language, String> {
    Language::from_code(code)
        .ok_or_else(|| format!("unknown language `{code}` (known: en, pl, de, ru)"))
}

fn usage(error: impl Into<anyhow::Error>) -> Failure {
    Failure::with_code(EXIT_USAGE, error)
}

fn read_grid(language: Language, rows: &str) -> Result<Grid, Failure> {
    Grid::from_rows(language, rows).map_err(|e| usage(anyhow!("bad grid `{rows}`: {e}")))
}

/// Runs `plansza wordcap ...`.
pub fn run(command: WordcapCommand) -> Result<(), Failure> {
    match command {
        WordcapCommand::Score(args) => run_score(args),
        WordcapCommand::Words(args) => run_words(args),
    }
}

/// The 2x2 block of a crossing, named by its corners: `A1:B2`.
fn crossing_name(row: u8, col: u8) -> String {
    let a = Cell { col, row };
    let b = Cell {
        col: col + 1,
        row: row + 1,
    };
    format!("{a}:{b}")
}

fn run_score(args: ScoreArgs) -> Result<(), Failure> {
    let grid = read_grid(args.lang, &args.grid)?;
    let path = Path::parse(&args.path).map_err(|e| Failure::with_code(1, e))?;
    let scored = score(&grid, &path).map_err(|e| Failure::with_code(1, e))?;
    let mut breakdown = format!("{} letters ({})", scored.letters, grid.word_text(&path));
    for &(r, c, v) in &scored.bonuses {
        breakdown.push_str(&format!(" + {v} (crossing {})", crossing_name(r, c)));
    }
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "score: {}", scored.total);
    let _ = writeln!(out, "breakdown: {breakdown}");
    Ok(())
}

fn run_words(args: WordsArgs) -> Result<(), Failure> {
    let grid = read_grid(args.lang, &args.grid)?;
    let lexicon = match &args.lexicon {
        Some(path) => Lexicon::load(path).map_err(anyhow::Error::from),
        None => Lexicon::bundled(args.lang)
            .with_context(|| format!("cannot load the bundled lexicon for `{}`", args.lang.code())),
    }
    .map_err(usage)?;
    if lexicon.language() != args.lang {
        return Err(usage(anyhow!(
            "the lexicon is in `{}`, but the grid is in `{}`",
            lexicon.language().code(),
            args.lang.code()
        )));
    }
    let dawg = lexicon.dawg();
    let found = all_words(&grid, dawg);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut write = || -> std::io::Result<()> {
        writeln!(out, "words: {}", found.len())?;
        for f in &found {
            writeln!(out, "{} {} {}", f.score, grid.word_text(&f.path), f.path)?;
        }
        out.flush()
    };
    // A closed stdout (e.g. `| head`) is no reason to fail.
    let _ = write();
    Ok(())
}
