//! `plansza movegen --variant V [--lexicon FILE] --board FILE --rack RACK [--all] [--top N]`:
//! every legal placement of a rack on a board, with its score.
//!
//! Prints, each on a line of its own, `moves: N` (every legal placement, counted as in
//! `shared/bench/positions.txt`: each letter a blank stands for is its own move; on an empty
//! symmetric board only across plays), `top: S` (the best score, 0 when there is no move),
//! then the best moves as `SCORE GCG` (`24 8H WORD`), by score descending then notation;
//! `--all` lists every move. The board file is as for `plansza render`; `?` (or `*`) in the rack is a
//! blank. Usage errors (unknown variant, bad rack, unreadable or wrong-language lexicon,
//! unreadable board) exit with code 2.

use super::Failure;
use crate::lexicon::{Language, Lexicon};
use crate::movegen::positions::rack_from_text;
use crate::movegen::Generator;
use crate::rules::{Board, VariantId};
use anyhow::{anyhow, Context};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

/// Exit code of usage errors: bad arguments, unreadable or unsuitable files.
pub const EXIT_USAGE: u8 = 2;

/// Arguments of `plansza movegen`.
#[derive(Debug, Args)]
pub struct MovegenArgs {
    /// The variant (e.g. `english`, `polish`, `literaki`).
    #[arg(long)]
    pub variant: String,
    /// The lexicon file; without it, the bundled lexicon of the variant's language.
    #[arg(long, value_name = "FILE")]
    pub lexicon: Option<PathBuf>,
    /// The position: one line per row, `.` empty, uppercase a tile, lowercase a blank.
    #[arg(long, value_name = "FILE")]
    pub board: PathBuf,
    /// The rack's letters, `?` a blank (e.g. `AEINRS?`).
    #[arg(long)]
    pub rack: String,
    /// List every move, not only the best.
    #[arg(long)]
    pub all: bool,
    /// How many of the best moves to list (without `--all`).
    #[arg(long, default_value_t = 10, value_name = "N")]
    pub top: usize,
}

/// A usage error: exit code 2 and the message.
fn usage(error: impl Into<anyhow::Error>) -> Failure {
    Failure::with_code(EXIT_USAGE, error)
}

/// The language's name in English, for messages.
fn language_name(language: Language) -> &'static str {
    match language {
        Language::Polish => "Polish",
        Language::English => "English",
        Language::Russian => "Russian",
        Language::German => "German",
    }
}

/// Runs `plansza movegen`.
pub fn run(args: MovegenArgs) -> Result<(), Failure> {
    let id = VariantId::from_name(&args.variant).ok_or_else(|| {
        let names: Vec<&str> = VariantId::ALL.iter().map(|v| v.name()).collect();
        usage(anyhow!(
            "unknown variant `{}`; known: {}",
            args.variant,
            names.join(", ")
        ))
    })?;
    let variant = id.variant();
    let language = variant.language;

    let rack = rack_from_text(id, &args.rack)
        .map_err(|e| usage(anyhow!("bad rack `{}`: {e}", args.rack)))?;
    let most = variant.rack_choices.1;
    if rack.len() > most {
        return Err(usage(anyhow!(
            "the rack `{}` has {} tiles; {} racks hold at most {most}",
            args.rack,
            rack.len(),
            id.name()
        )));
    }

    let text = std::fs::read_to_string(&args.board)
        .with_context(|| format!("cannot read the board file {}", args.board.display()))
        .map_err(usage)?;
    let board = Board::from_text(variant, &text)
        .map_err(|e| usage(anyhow!("the board file {}: {e}", args.board.display())))?;

    let lexicon = match &args.lexicon {
        // The lexicon's errors name the file already.
        Some(path) => Lexicon::load(path).map_err(anyhow::Error::from),
        None => Lexicon::bundled(language).with_context(|| {
            format!(
                "cannot load the bundled {} lexicon",
                language_name(language)
            )
        }),
    }
    .map_err(usage)?;
    if lexicon.language() != language {
        let file = args.lexicon.as_ref().map_or_else(
            || "the bundled lexicon".to_string(),
            |p| p.display().to_string(),
        );
        return Err(usage(anyhow!(
            "the lexicon {file} is {} ({}), but the variant {} plays in {} ({})",
            language_name(lexicon.language()),
            lexicon.language().code(),
            id.name(),
            language_name(language),
            language.code()
        )));
    }

    let dawg = lexicon.dawg();
    let mut generator = Generator::new(variant, dawg);
    let mut plays = Vec::new();
    generator.plays(&board, &rack, &mut plays);

    let alphabet = variant.alphabet();
    let count = plays.len();
    let shown = if args.all { count } else { args.top.min(count) };
    let top = plays.iter().map(|p| p.score).max().unwrap_or(0);
    // Only the plays that can be shown are written out in notation: those scoring at least
    // the `shown`-th best score (its ties included, as notation breaks them), found without
    // sorting them all.
    let least = match shown {
        0 => u32::MAX,
        n => {
            let (_, nth, _) =
                plays.select_nth_unstable_by_key(n - 1, |p| std::cmp::Reverse(p.score));
            nth.score
        }
    };
    let mut listed: Vec<(u32, String)> = plays
        .iter()
        .filter(|p| p.score >= least)
        .map(|p| (p.score, p.to_gcg(alphabet)))
        .collect();
    listed.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));

    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut write = || -> std::io::Result<()> {
        writeln!(out, "moves: {count}")?;
        writeln!(out, "top: {top}")?;
        for (score, gcg) in &listed[..shown] {
            writeln!(out, "{score} {gcg}")?;
        }
        out.flush()
    };
    // A closed stdout (e.g. `| head`) is no reason to fail.
    let _ = write();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Debug, Parser)]
    struct Wrap {
        #[command(flatten)]
        args: MovegenArgs,
    }

    #[test]
    fn arguments_parse_with_defaults() {
        let w = Wrap::try_parse_from([
            "x",
            "--variant",
            "english",
            "--board",
            "b.txt",
            "--rack",
            "AB?",
        ])
        .expect("parses");
        assert_eq!(w.args.top, 10);
        assert!(!w.args.all);
        assert!(w.args.lexicon.is_none());
        assert!(Wrap::try_parse_from(["x", "--variant", "english", "--board", "b"]).is_err());
    }

    #[test]
    fn usage_errors_exit_2() {
        let args = |variant: &str, rack: &str| MovegenArgs {
            variant: variant.into(),
            lexicon: None,
            board: PathBuf::from("/nonexistent/board.txt"),
            rack: rack.into(),
            all: false,
            top: 10,
        };
        let e = run(args("klingon", "A")).expect_err("unknown variant");
        assert_eq!(e.code, 2);
        assert!(e.error.to_string().contains("english"), "{}", e.error);
        let e = run(args("english", "Ą")).expect_err("not an English letter");
        assert_eq!(e.code, 2);
        let e = run(args("english", "ABCDEFGH")).expect_err("too long");
        assert_eq!(e.code, 2);
        let e = run(args("english", "ABC")).expect_err("no board");
        assert_eq!(e.code, 2);
        assert!(format!("{:#}", e.error).contains("board"), "{}", e.error);
    }
}
