//! The command line: `plansza` runs the bot; sub-commands are tools.
//!
//! - `plansza` (no sub-command): run the Discord bot ([`bot::run_bot`]).
//! - `plansza database copy --from URL --to URL`: copy all data into a new, empty database.
//! - `plansza lexicon build --lang L --words FILE --out FILE`: build a `.lex` word set.
//! - `plansza lexicon check --lexicon FILE WORD...`: say whether words are valid.
//! - `plansza movegen --variant V --board FILE --rack RACK [--lexicon FILE] [--all]`: every
//!   legal placement of a rack on a board, with scores.
//! - `plansza play --variant V [--players N] [--computer LEVEL] [--lang L] [--seed S]`: a
//!   whole game in the terminal (see [`play`]).
//! - `plansza wordcap score --grid ROWS --path CELLS` / `plansza wordcap words --grid ROWS`:
//!   score a WordCap line, list every word on a grid.
//!
//! Every error is one readable line on stderr (`plansza: ...`) and a non-zero exit code.

pub mod bot;
pub mod computers;
pub mod database;
pub mod lexicon;
pub mod movegen;
pub mod play;
pub mod render;
pub mod replay;
pub mod wordcap;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// plansza: a Discord bot for Scrabble-like word games, and its tools.
#[derive(Debug, Parser)]
#[command(name = "plansza", version, about)]
pub struct Cli {
    /// What to do; with none, the bot runs.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The sub-commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The database: copy all of plansza's data into a new one (SQLite to Postgres).
    #[command(subcommand)]
    Database(database::DatabaseCommand),
    /// Word lists: build a lexicon file, check words.
    #[command(subcommand)]
    Lexicon(lexicon::LexiconCommand),
    /// Computers play each other: wins, losses, draws and the mean spread per pair.
    Match(computers::MatchArgs),
    /// List every legal placement of a rack on a board, with scores.
    Movegen(movegen::MovegenArgs),
    /// Play a whole game in the terminal (hot-seat, or against the computer).
    Play(play::PlayArgs),
    /// Draw a position as a PNG for a quick look.
    Render(render::RenderArgs),
    /// Replay a GCG game record through the rules and compare every score.
    Replay(replay::ReplayArgs),
    /// Train the computers: learn a variant's leave values from self-play.
    #[command(subcommand)]
    Train(computers::TrainCommand),
    /// WordCap: score a traced line on a grid, list every word on a grid.
    #[command(subcommand)]
    Wordcap(wordcap::WordcapCommand),
}

/// A failed command: the error to print and the exit code to return.
#[derive(Debug)]
pub struct Failure {
    /// The process exit code (never 0).
    pub code: u8,
    /// What went wrong.
    pub error: anyhow::Error,
}

impl Failure {
    /// A failure with a given exit code.
    pub fn with_code(code: u8, error: impl Into<anyhow::Error>) -> Failure {
        Failure {
            code: code.max(1),
            error: error.into(),
        }
    }
}

impl From<anyhow::Error> for Failure {
    fn from(error: anyhow::Error) -> Failure {
        Failure { code: 1, error }
    }
}

/// Entry point of the binary.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with success; usage errors to stderr with 2.
            let _ = e.print();
            return ExitCode::from(e.exit_code().clamp(0, 255) as u8);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("plansza: {}", one_line(&failure.error));
            ExitCode::from(failure.code)
        }
    }
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        None => bot::run_bot().map_err(Failure::from),
        Some(Command::Database(command)) => database::run(command),
        Some(Command::Lexicon(command)) => lexicon::run(command),
        Some(Command::Match(args)) => computers::run_match(args),
        Some(Command::Movegen(args)) => movegen::run(args),
        Some(Command::Play(args)) => play::run(args),
        Some(Command::Render(args)) => render::run(args),
        Some(Command::Replay(args)) => replay::run(args),
        Some(Command::Train(command)) => computers::run_train(command),
        Some(Command::Wordcap(command)) => wordcap::run(command),
    }
}

/// An error and its causes on one line, without repeating a cause its parent already shows.
fn one_line(error: &anyhow::Error) -> String {
    let mut line = String::new();
    for cause in error.chain() {
        let text = cause.to_string();
        if line.contains(&text) {
            continue;
        }
        if !line.is_empty() {
            line.push_str(": ");
        }
        line.push_str(&text);
    }
    line.replace('\n', " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_parse() {
        let none = Cli::try_parse_from(["plansza"]).expect("no sub-command");
        assert!(none.command.is_none());
        let build = Cli::try_parse_from([
            "plansza", "lexicon", "build", "--lang", "pl", "--words", "w.txt", "--out", "pl.lex",
        ]);
        assert!(build.is_ok(), "{build:?}");
        let check =
            Cli::try_parse_from(["plansza", "lexicon", "check", "--lexicon", "pl.lex", "kot"]);
        assert!(check.is_ok(), "{check:?}");
        let bad_lang = Cli::try_parse_from([
            "plansza", "lexicon", "build", "--lang", "xx", "--words", "w", "--out", "o",
        ]);
        assert!(bad_lang.is_err());
    }

    #[test]
    fn one_line_skips_repeated_causes() {
        let inner = std::io::Error::new(std::io::ErrorKind::NotFound, "gone");
        let err = anyhow::Error::new(inner).context("reading words.txt");
        assert_eq!(one_line(&err), "reading words.txt: gone");
    }
}
