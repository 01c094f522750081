//! A game at the terminal: the same [`Table`] the bot drives, fed the same [`Input`]s and
//! asked for the same effects, with the terminal in Discord's place. Seats take turns at one
//! keyboard (hot-seat): the player to move is named and, at a terminal, the keyboard is
//! handed over before their rack is shown ([`keyboard`]); the other seats answer the
//! 10-second window of each move ([`window`]); computers play and answer by themselves.
//!
//! Time: at a terminal the clock is real (a window closes 10 s after the move, whatever
//! anyone types meanwhile; a move clock runs out). From a script (stdin not a terminal) the
//! clock is the table's own virtual one: it jumps to each deadline the game waits for (a
//! computer's pause), so a script runs as fast as it is read, and a line that does not
//! answer a window but is a command or a move accepts the move (as its author's opponent
//! making their own move would).

mod files;
mod keyboard;
mod window;

#[cfg(test)]
mod tests;

use std::ops::ControlFlow;
use std::path::PathBuf;
use std::time::Duration;

use super::screen::Screen;
use crate::table::{
    Action, ButtonAction, ButtonId, Dictionaries, Effect, GameOptions, Input, Millis, Msg, Picture,
    PostTag, Reply, Stage, Table, TableState,
};

/// The channel id the table is given (it is never shown).
const CHANNEL: u64 = 10;
/// The game id.
const GAME_ID: u64 = 1;
/// User id of the first person; the others follow.
pub const FIRST_PERSON: u64 = 1001;
/// Where a script's virtual clock starts.
const VIRTUAL_START: Millis = 1_700_000_000_000;

/// One line read, or why none was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Read {
    /// A line, without its end.
    Line(String),
    /// The wait ran out.
    Timeout,
    /// The input ended.
    End,
}

/// The terminal (or the script): lines in, text out, and at a terminal the time.
pub trait Console {
    /// Shows text (a newline is added).
    fn show(&mut self, text: &str);
    /// Reads a line, waiting at most `wait` (None: as long as it takes).
    fn read(&mut self, wait: Option<Duration>) -> Read;
    /// A person at a terminal: the keyboard is handed over with Enter, and time is real.
    fn interactive(&self) -> bool;
    /// Clears the screen before the keyboard goes to another person. True when the screen
    /// was wiped (what everyone may see is then shown again); false when the output is no
    /// screen and only a mark was left in it.
    fn clear(&mut self) -> bool;
    /// The time now, for a game at a terminal: the wall clock.
    fn now(&self) -> Millis {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
    }
    /// Waits this long (a computer's pause, at a terminal).
    fn sleep(&mut self, wait: Duration) {
        std::thread::sleep(wait);
    }
}

/// A game's clock: the console's (real), or a script's virtual one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Clock {
    Real,
    Virtual(Millis),
}

/// How a game at the terminal ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// The game is over.
    Over,
    /// The input ended first; saved when a save file was given.
    Stopped,
    /// A player typed `quit`; saved when a save file was given.
    Quit,
    /// The game could not start (the reason was shown).
    NotStarted,
}

/// What a saved game holds.
#[derive(serde::Serialize, serde::Deserialize)]
struct Saved {
    clock: Option<Millis>,
    state: TableState,
}

/// A game at the terminal.
pub struct Session<'a> {
    table: Table,
    screen: Screen,
    clock: Clock,
    dicts: &'a dyn Dictionaries,
    save: Option<PathBuf>,
    png: Option<PathBuf>,
    pictures: u32,
    /// Who has the keyboard now.
    keyboard: Option<u64>,
    /// Who the keyboard is being handed to (asked to press Enter, not yet done).
    handing: Option<u64>,
    /// A line read while answering a window that is not an answer: the next command.
    waiting: Option<String>,
    /// What everyone may see since the last picture (the picture and the posts after it),
    /// shown again when the screen is cleared for the next person.
    public: Vec<String>,
}

/// Who plays.
pub struct Seating {
    /// The people, in seat order.
    pub people: Vec<String>,
    /// A computer seat of this strength; in a game played against the computer (Letterbox),
    /// the strength of the one computer it seats.
    pub computer: Option<crate::movegen::computer::Strength>,
}

impl<'a> Session<'a> {
    fn new(
        table: Table,
        screen: Screen,
        clock: Clock,
        dicts: &'a dyn Dictionaries,
        save: Option<PathBuf>,
        png: Option<PathBuf>,
    ) -> Session<'a> {
        Session {
            table,
            screen,
            clock,
            dicts,
            save,
            png,
            pictures: 0,
            keyboard: None,
            handing: None,
            waiting: None,
            public: Vec::new(),
        }
    }

    /// Opens the game as the bot would (the table, the joins, the computer, Start) and shows
    /// the game and who plays, then what the table posts. `seed` fixes the deal. `None` when
    /// it could not start.
    #[allow(clippy::too_many_arguments)]
    pub fn open(
        console: &mut dyn Console,
        screen: Screen,
        options: GameOptions,
        seating: &Seating,
        seed: Option<u64>,
        dicts: &'a dyn Dictionaries,
        save: Option<PathBuf>,
        png: Option<PathBuf>,
    ) -> Option<Session<'a>> {
        let clock = if console.interactive() {
            Clock::Real
        } else {
            Clock::Virtual(VIRTUAL_START)
        };
        let locale = screen.locale.clone();
        let person = |i: usize| Input {
            user: FIRST_PERSON + i as u64,
            name: seating.people[i].clone(),
            locale: locale.clone(),
            action: Action::Pass,
        };
        let creator = Input {
            action: Action::NewGame(options.clone()),
            ..person(0)
        };
        // A game played against the computer seats its one computer by itself, of the
        // strength asked for; any other game gets one more seat for it.
        let add_computer = seating.computer.is_some() && !options.variant.against_computer();
        let (mut table, effects) = Table::open(CHANNEL, None, GAME_ID, &creator, options);
        if let Some(seed) = seed {
            table.seed(seed);
        }
        let mut session = Session::new(table, screen, clock, dicts, save, png);
        // The lobby post waits for the players: it is shown once they are seated, and says
        // all that the plain "the table is open" does.
        let effects = effects
            .into_iter()
            .filter(|e| match e {
                Effect::Post(post) => post.tag != PostTag::Lobby,
                Effect::Reply(Reply::Text(msg)) => msg.key != "lobby-opened",
                _ => true,
            })
            .collect();
        session.show_effects(console, effects);
        let button = |action| {
            Action::Button(ButtonId {
                game: GAME_ID,
                action,
                move_number: 0,
            })
        };
        for i in 1..seating.people.len() {
            session.act(
                console,
                Input {
                    action: button(ButtonAction::Join),
                    ..person(i)
                },
            );
        }
        if add_computer {
            session.act(
                console,
                Input {
                    action: button(ButtonAction::AddComputer),
                    ..person(0)
                },
            );
        }
        let lobby = session.table.lobby_lines();
        session.show_public(console, session.screen.lines(&lobby));
        session.act(
            console,
            Input {
                action: button(ButtonAction::Start),
                ..person(0)
            },
        );
        session.table.played().is_some().then_some(session)
    }

    /// A saved game, to go on with.
    pub fn resume(
        json: &str,
        screen: Screen,
        interactive: bool,
        dicts: &'a dyn Dictionaries,
        save: Option<PathBuf>,
        png: Option<PathBuf>,
    ) -> Result<Session<'a>, String> {
        let saved: Saved = serde_json::from_str(json).map_err(|e| e.to_string())?;
        let table = Table::from_state(saved.state).map_err(|e| e.to_string())?;
        let clock = match (interactive, saved.clock) {
            (false, Some(at)) => Clock::Virtual(at),
            (false, None) => Clock::Virtual(VIRTUAL_START),
            (true, _) => Clock::Real,
        };
        Ok(Session::new(table, screen, clock, dicts, save, png))
    }

    /// The table (its state and game).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Shows the game as it stands: the board (or grid) with the scores.
    pub fn show_board(&mut self, console: &mut dyn Console) {
        let seats = &self.table.state().seats;
        let picture: Option<Picture> = if let Some(game) = self.table.game() {
            Some(crate::table::board_view(game, seats, String::new()).into())
        } else {
            self.table.grid().map(|grid| {
                crate::table::grid_view(grid, seats, String::new(), crate::table::GridMark::Nothing)
                    .into()
            })
        };
        if let Some(picture) = picture {
            self.public.clear();
            let text = self.screen.picture(&picture);
            self.show_public(console, text);
        }
    }

    /// Plays until the game is over, the input ends or a player quits.
    pub fn play(&mut self, console: &mut dyn Console) -> Ending {
        loop {
            if self.table.is_finished() {
                return Ending::Over;
            }
            if let ControlFlow::Break(ending) = self.step(console) {
                return self.stop(console, ending);
            }
        }
    }

    /// One step of the game: a window answered, a computer's pause, a person's turn.
    fn step(&mut self, console: &mut dyn Console) -> ControlFlow<Ending> {
        let Stage::Playing { game, window, .. } = &self.table.state().stage else {
            return ControlFlow::Break(Ending::NotStarted);
        };
        let turn = game.turn();
        let author = game.pending_author();
        if let Some(w) = window.clone() {
            return self.answer_window(console, &w, author);
        }
        let Some(seat) = self.table.state().seats.get(turn).cloned() else {
            return ControlFlow::Break(Ending::NotStarted);
        };
        if seat.computer.is_some() {
            self.wait_for_deadline(console);
            return ControlFlow::Continue(());
        }
        self.turn_of(console, turn)
    }

    /// The game stops before its end: saved (when a save file was given) and said.
    fn stop(&mut self, console: &mut dyn Console, ending: Ending) -> Ending {
        match ending {
            Ending::Stopped => {
                self.write_save(console, true);
                console.show(&self.screen.line(&Msg::new("play-input-ended")));
            }
            Ending::Quit => {
                self.write_save(console, true);
                let said = if self.save.is_some() {
                    "play-stopped"
                } else {
                    "play-stopped-unsaved"
                };
                console.show(&self.screen.line(&Msg::new(said)));
            }
            Ending::Over | Ending::NotStarted => {}
        }
        ending
    }

    /// The clock's time.
    fn now(&self, console: &dyn Console) -> Millis {
        match self.clock {
            Clock::Real => console.now(),
            Clock::Virtual(at) => at,
        }
    }

    /// Nothing to type: the clock runs to the table's next deadline (a computer's pause, a
    /// window's end) and the table acts on it.
    fn wait_for_deadline(&mut self, console: &mut dyn Console) {
        let Some(at) = self.table.next_deadline() else {
            return;
        };
        match &mut self.clock {
            Clock::Virtual(now) => *now = (*now).max(at),
            Clock::Real => {
                let now = console.now();
                console.sleep(Duration::from_millis(at.saturating_sub(now)));
            }
        }
        self.on_deadline(console);
    }

    /// A deadline passed (a window closed, a clock ran out, a computer's pause ended): the
    /// table acts on it.
    fn on_deadline(&mut self, console: &mut dyn Console) {
        let now = self.now(console);
        let effects = self.table.handle_timeout(now, self.dicts);
        self.show_effects(console, effects);
    }

    /// How long a read may wait: until the table's next deadline, whatever is typed
    /// meanwhile (None: no deadline, or a script's clock, which never waits).
    fn wait(&self, console: &dyn Console) -> Option<Duration> {
        match self.clock {
            Clock::Virtual(_) => None,
            Clock::Real => self
                .table
                .next_deadline()
                .map(|at| Duration::from_millis(at.saturating_sub(console.now()))),
        }
    }

    fn input_of(&self, seat: usize, action: Action) -> Input {
        let s = &self.table.state().seats[seat];
        Input {
            user: s.user,
            name: s.name.clone(),
            locale: self.screen.locale.clone(),
            action,
        }
    }

    /// One input to the table at the clock's time; what it does is shown.
    fn act(&mut self, console: &mut dyn Console, input: Input) {
        let now = self.now(console);
        let effects = self.table.handle(input, now, self.dicts);
        self.show_effects(console, effects);
    }

    /// Shows what everyone may see, and keeps it to show again after a clear.
    fn show_public(&mut self, console: &mut dyn Console, text: String) {
        console.show(&text);
        self.public.push(text);
    }

    /// The effects as the terminal shows them: posts and edits in full (with the board),
    /// answers to whoever has the keyboard; saves on each of the table's saves. Racks sent
    /// by DM are not shown: each player's rack is shown on their turn only.
    fn show_effects(&mut self, console: &mut dyn Console, effects: Vec<Effect>) {
        for effect in effects {
            // A posted picture is written as the bot would post it; an edited one is not.
            let (lines, board, posted) = match effect {
                Effect::Post(post) => (post.lines, post.board, true),
                Effect::Edit { lines, board, .. } => (lines, board, false),
                Effect::Reply(Reply::Text(msg)) => {
                    console.show(&self.screen.line(&msg));
                    continue;
                }
                Effect::Reply(Reply::Rack { letters, .. }) => {
                    let rack = self.screen.line(&Msg::new("your-rack"));
                    console.show(&format!("{rack} {letters}"));
                    continue;
                }
                Effect::Reply(Reply::Ask { text, .. }) => {
                    console.show(&self.screen.line(&text));
                    continue;
                }
                Effect::Persist => {
                    self.write_save(console, false);
                    continue;
                }
                _ => continue,
            };
            if let Some(picture) = &board {
                self.public.clear();
                let text = self.screen.picture(picture);
                self.show_public(console, text);
                if posted {
                    self.write_png(console, picture);
                }
            }
            if !lines.is_empty() {
                let text = self.screen.lines(&lines);
                self.show_public(console, text);
            }
        }
    }
}
