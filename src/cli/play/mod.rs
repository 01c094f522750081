//! `plansza play`: a whole game in the terminal, without Discord, on the embedded defaults
//! (the bundled word lists and fonts). The game runs on the bot's own service, with the
//! terminal as its door ([`door`], [`session`]): the same tables, timers, windows and
//! outbox; its texts come from the same catalogs ([`screen`]), and it ends with the same
//! final table and the same `/game export` record.
//!
//! ```text
//! plansza play --variant english --computer intermediate --seed 7
//! plansza play --variant literaki --players 2 --names ala,bolek --lang pl --save game.db
//! ```
//!
//! Exit codes: 0 when the game is over or a player typed `quit` (saved with `--save`), 2 for
//! a usage error or a game that cannot start, 3 when the input ended before the game did.

pub mod door;
pub mod screen;
pub mod session;
pub mod web;
pub mod wording;
pub mod words;

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use anyhow::Context as _;
use clap::Args;

use super::Failure;
use crate::lexicon::Language;
use crate::movegen::computer::Strength;
use crate::table::{GameKind, GameOptions, Msg};
use screen::Screen;
use session::{Console, Ending, Read, Seating, Session, Setting, Time};

/// Exit code when the input ended before the game (a script too short).
const STOPPED: u8 = 3;

/// `plansza play`.
#[derive(Debug, Args)]
#[command(
    after_help = "Exit codes: 0 the game is over, or a player typed quit (the game is saved \
                  when --save is given); 2 a usage error, or the game could not start; \
                  3 the input ended before the game did."
)]
pub struct PlayArgs {
    /// The game: literaki, literki, erudit, letterbox, english, polish, wordcap.
    #[arg(long)]
    pub variant: String,
    /// People at the keyboard, taking turns (hot-seat); 1 when not given.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub players: Option<u8>,
    /// Seat a computer player of this strength: beginner, intermediate, strong or expert (Letterbox,
    /// played against the computer, seats its one computer of this strength).
    #[arg(long)]
    pub computer: Option<String>,
    /// Allow hints in a game between people (never in Literki, whose rules forbid them).
    #[arg(long)]
    pub hints: bool,
    /// The language of the texts (en, pl, de, ru); WordCap's letters and words too.
    #[arg(long, default_value = "en")]
    pub lang: String,
    /// The people's names, comma-separated (default: Player 1, Player 2, ...).
    #[arg(long)]
    pub names: Option<String>,
    /// A fixed random seed for a new game (the same deal and the same computer moves every
    /// time).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Keep the game in this file (a SQLite database the bot's service writes with every
    /// change), and go on with it when the file exists (the other options must then be the
    /// saved game's).
    #[arg(long)]
    pub save: Option<PathBuf>,
    /// Write the pictures the bot would post (boards, the final table) into this folder.
    #[arg(long)]
    pub png: Option<PathBuf>,
    /// Write the game record (GCG, the bot's export) here at the end.
    #[arg(long)]
    pub export: Option<PathBuf>,
    /// Colours: auto (in a terminal, unless NO_COLOR is set), always or never.
    #[arg(long, default_value = "auto")]
    pub colour: String,
    /// Play in the browser instead: a page on 127.0.0.1 (its address is printed), tiles
    /// placed by tap or click.
    #[arg(long)]
    pub web: bool,
    /// The port of that page (with --web; 0: any free port).
    #[arg(long, default_value_t = 8765)]
    pub port: u16,
}

/// Runs `plansza play`.
pub fn run(args: PlayArgs) -> Result<(), Failure> {
    let language = Language::from_code(args.lang.trim())
        .filter(|l| {
            matches!(
                l,
                Language::English | Language::Polish | Language::German | Language::Russian
            )
        })
        .ok_or_else(|| Failure::with_code(2, anyhow::anyhow!("--lang: one of en, pl, de, ru")))?;
    let locale = match language {
        Language::English => "en-US",
        other => other.code(),
    }
    .to_string();
    let mut kind = GameKind::from_name(&args.variant).ok_or_else(|| {
        Failure::with_code(
            2,
            anyhow::anyhow!("--variant: one of {}", GameKind::names().join(", ")),
        )
    })?;
    if let GameKind::WordCap(options) = &mut kind {
        options.language = language;
    }
    let computer = match args.computer.as_deref() {
        Some(name) => Some(Strength::from_name(name).ok_or_else(|| {
            Failure::with_code(
                2,
                anyhow::anyhow!("--computer: beginner, intermediate, strong or expert"),
            )
        })?),
        None => None,
    };
    let people: Vec<String> = match &args.names {
        Some(names) => names.split(',').map(|n| n.trim().to_string()).collect(),
        None => (1..=args.players.unwrap_or(1))
            .map(|i| format!("Player {i}"))
            .collect(),
    };
    if let (Some(players), Some(_)) = (args.players, &args.names) {
        if people.len() != usize::from(players) {
            return Err(Failure::with_code(
                2,
                anyhow::anyhow!("--names: {} names for --players {players}", people.len()),
            ));
        }
    }
    if people.iter().any(String::is_empty) {
        return Err(Failure::with_code(
            2,
            anyhow::anyhow!("--names: a name is empty"),
        ));
    }
    let lexicons =
        std::sync::Arc::new(crate::dictionaries::Lexicons::load().context("the word lists")?);
    if args.web {
        let mut options = GameOptions::of(kind);
        options.computer = computer;
        if args.hints {
            options.hints = Some(true);
        }
        let add_computer = computer.is_some() && !options.variant.against_computer();
        let game = web::WebGame {
            options,
            people,
            add_computer,
            locale,
            seed: args.seed,
            save: args.save.clone(),
            port: args.port,
        };
        return web::run(game, lexicons);
    }
    let stdin_terminal = std::io::stdin().is_terminal();
    let colour = match args.colour.as_str() {
        "always" => true,
        "never" => false,
        _ => std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let mut console: Box<dyn Console> = if stdin_terminal {
        Box::new(Terminal::new())
    } else {
        Box::new(Script::new())
    };
    let names_of = |people: &[String]| -> Vec<(u64, String)> {
        people
            .iter()
            .enumerate()
            .map(|(i, n)| (session::FIRST_PERSON + i as u64, n.clone()))
            .collect()
    };
    let screen = Screen {
        locale: locale.clone(),
        colour,
        names: names_of(&people),
    };
    let setting = Setting {
        screen: screen.clone(),
        lexicons,
        save: args.save.clone(),
        png: args.png.clone(),
        time: if stdin_terminal {
            Time::Wall
        } else {
            Time::script()
        },
    };
    let mut session = match &args.save {
        Some(path) if path.exists() => {
            let session = Session::resume(console.as_mut(), setting)
                .map_err(|e| Failure::with_code(2, anyhow::anyhow!("{}: {e}", path.display())))?;
            if let Some(why) = differs(&args, &kind, computer, session.table().state()) {
                return Err(Failure::with_code(
                    2,
                    anyhow::anyhow!(
                        "{}: {why}; give the saved game's options, or another --save file \
                         for a new game",
                        path.display()
                    ),
                ));
            }
            console.show(
                &screen.line(&Msg::new("play-resumed").code("file", path.display().to_string())),
            );
            let mut session = session;
            session.show_board(console.as_mut());
            session
        }
        _ => {
            let mut options = GameOptions::of(kind);
            options.computer = computer;
            if args.hints {
                options.hints = Some(true);
            }
            let seating = Seating { people, computer };
            let opened = Session::open(console.as_mut(), setting, options, &seating, args.seed)
                .map_err(|e| Failure::with_code(2, anyhow::anyhow!("the game's database: {e}")))?;
            let Some(session) = opened else {
                return Err(Failure::with_code(
                    2,
                    anyhow::anyhow!("the game could not start"),
                ));
            };
            session
        }
    };
    match session.play(console.as_mut()) {
        Ending::Over => {}
        Ending::Quit => return Ok(()),
        Ending::Stopped => {
            return Err(Failure::with_code(
                STOPPED,
                anyhow::anyhow!("the input ended before the game"),
            ))
        }
        Ending::NotStarted => {
            return Err(Failure::with_code(
                2,
                anyhow::anyhow!("the game could not start"),
            ))
        }
    }
    let record = session.table().record();
    // The game's database is closed before its file goes.
    drop(session);
    match record {
        Some(record) => {
            console.show(&screen.line(&Msg::new("play-export")));
            console.show(&record.text);
            if let Some(path) = &args.export {
                std::fs::write(path, &record.text)
                    .with_context(|| format!("writing {}", path.display()))?;
            }
        }
        None => console.show(&screen.line(&Msg::new("play-no-record"))),
    }
    if let Some(path) = &args.save {
        // The game is over: nothing to go on with (the database and its journal go).
        let _ = std::fs::remove_file(path);
        for journal in ["-wal", "-shm"] {
            let mut file = path.clone().into_os_string();
            file.push(journal);
            let _ = std::fs::remove_file(file);
        }
    }
    Ok(())
}

/// How the options given differ from the saved game's (None: they agree): its game, the
/// people at it (when --players or --names is given) and its computer (when --computer is).
fn differs(
    args: &PlayArgs,
    kind: &GameKind,
    computer: Option<Strength>,
    saved: &crate::table::TableState,
) -> Option<String> {
    let saved_kind = saved.options.variant;
    if saved_kind.name() != kind.name() {
        return Some(format!(
            "the saved game is {}, not --variant {}",
            saved_kind.name(),
            kind.name()
        ));
    }
    let people: Vec<&str> = saved
        .seats
        .iter()
        .filter(|s| s.computer.is_none())
        .map(|s| s.name.as_str())
        .collect();
    if let Some(names) = &args.names {
        let given: Vec<&str> = names.split(',').map(str::trim).collect();
        if given != people {
            return Some(format!(
                "the saved game's people are {}, not --names {names}",
                people.join(",")
            ));
        }
    }
    if let Some(players) = args.players {
        if usize::from(players) != people.len() {
            return Some(format!(
                "the saved game has {} people at the keyboard, not --players {players}",
                people.len()
            ));
        }
    }
    if let Some(strength) = computer {
        let seated: Vec<Strength> = saved.seats.iter().filter_map(|s| s.computer).collect();
        if !seated.contains(&strength) {
            return Some(format!(
                "the saved game has no {} computer (--computer {})",
                strength.name(),
                strength.name()
            ));
        }
    }
    None
}

/// Lines from a script (stdin not a terminal): read as they come, never timed.
struct Script {
    lines: std::io::Lines<std::io::StdinLock<'static>>,
    out: std::io::Stdout,
}

impl Script {
    fn new() -> Script {
        Script {
            lines: std::io::stdin().lock().lines(),
            out: std::io::stdout(),
        }
    }
}

impl Console for Script {
    fn show(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
    }

    fn read(&mut self, _wait: Option<Duration>) -> Read {
        match self.lines.next() {
            Some(Ok(line)) => {
                let _ = writeln!(self.out, "> {line}");
                Read::Line(line)
            }
            _ => Read::End,
        }
    }

    fn interactive(&self) -> bool {
        false
    }

    fn clear(&mut self) -> bool {
        clear_screen(&mut self.out)
    }
}

/// A person at a terminal: lines come from a reading thread, so a wait can time out (a
/// 10-second window, a move clock).
struct Terminal {
    lines: mpsc::Receiver<Option<String>>,
    out: std::io::Stdout,
}

impl Terminal {
    fn new() -> Terminal {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let stdin = std::io::stdin();
            for line in stdin.lock().lines() {
                let Ok(line) = line else { break };
                if tx.send(Some(line)).is_err() {
                    return;
                }
            }
            let _ = tx.send(None);
        });
        Terminal {
            lines: rx,
            out: std::io::stdout(),
        }
    }
}

impl Console for Terminal {
    fn show(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
        let _ = self.out.flush();
    }

    fn read(&mut self, wait: Option<Duration>) -> Read {
        let _ = write!(self.out, "> ");
        let _ = self.out.flush();
        let got = match wait {
            Some(w) => match self.lines.recv_timeout(w) {
                Ok(l) => Some(l),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    let _ = writeln!(self.out);
                    return Read::Timeout;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => None,
            },
            None => self.lines.recv().ok(),
        };
        match got.flatten() {
            Some(line) => Read::Line(line),
            None => Read::End,
        }
    }

    fn interactive(&self) -> bool {
        true
    }

    fn clear(&mut self) -> bool {
        clear_screen(&mut self.out)
    }
}

/// Clears the screen and what scrolled off it, when the output is a screen (true); any
/// other output gets a form feed on a line of its own, the page break that marks where the
/// screen was cleared (false).
fn clear_screen(out: &mut std::io::Stdout) -> bool {
    if out.is_terminal() {
        let _ = write!(out, "\x1b[H\x1b[2J\x1b[3J");
        let _ = out.flush();
        true
    } else {
        let _ = writeln!(out, "\x0c");
        false
    }
}
