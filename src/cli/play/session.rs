//! A game at the terminal: the same [`Table`] the bot drives, fed the same [`Input`]s and
//! asked for the same effects, with the terminal in Discord's place. Seats take turns at one
//! keyboard (hot-seat): the player to move is named and, at a terminal, the keyboard is
//! handed over before their rack is shown; the other seats answer the 10-second window of
//! each move; computers play and answer by themselves.
//!
//! Time: at a terminal the clock is real (a window closes after 10 s, a move clock runs out).
//! From a script (stdin not a terminal) the clock is the table's own virtual one: it jumps to
//! each deadline the game waits for (a computer's pause), so a script runs as fast as it is
//! read, and a line that does not answer a window accepts the move (as its author's opponent
//! pressing **Accept** would).

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use super::screen::Screen;
use crate::table::{
    Action, ButtonAction, ButtonId, Dictionaries, Effect, GameOptions, Input, Millis, Msg, Reply,
    Stage, Table, TableState, WindowKind,
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

/// The terminal (or the script): lines in, text out.
pub trait Console {
    /// Shows text (a newline is added).
    fn show(&mut self, text: &str);
    /// Reads a line, waiting at most `wait` (None: as long as it takes).
    fn read(&mut self, wait: Option<Duration>) -> Read;
    /// A person at a terminal: the keyboard is handed over with Enter, and time is real.
    fn interactive(&self) -> bool;
}

/// A game's clock: real, or a script's virtual one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Clock {
    Real,
    Virtual(Millis),
}

impl Clock {
    fn now(&self) -> Millis {
        match self {
            Clock::Real => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as u64),
            Clock::Virtual(at) => *at,
        }
    }
}

/// How a game at the terminal ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// The game is over.
    Over,
    /// The input ended (or `quit`) first; saved when a save file was given.
    Stopped,
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
    /// A line read while answering a window that is not an answer: the next command.
    waiting: Option<String>,
}

/// Who plays.
pub struct Seating {
    /// The people, in seat order.
    pub people: Vec<String>,
    /// A computer seat of this strength (besides one the variant seats by itself).
    pub computer: Option<crate::movegen::computer::Strength>,
}

impl<'a> Session<'a> {
    /// Opens the game as the bot would (the lobby, the joins, the computer, Start) and shows
    /// what the table posts. `seed` fixes the deal. `None` when it could not start.
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
        let (mut table, effects) = Table::open(CHANNEL, None, GAME_ID, &creator, options);
        if let Some(seed) = seed {
            table.seed(seed);
        }
        let mut session = Session {
            table,
            screen,
            clock,
            dicts,
            save,
            png,
            pictures: 0,
            keyboard: None,
            waiting: None,
        };
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
        if seating.computer.is_some() {
            session.act(
                console,
                Input {
                    action: button(ButtonAction::AddComputer),
                    ..person(0)
                },
            );
        }
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
        Ok(Session {
            table,
            screen,
            clock,
            dicts,
            save,
            png,
            pictures: 0,
            keyboard: None,
            waiting: None,
        })
    }

    /// The table (its state and game).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Plays until the game is over or the input ends.
    pub fn play(&mut self, console: &mut dyn Console) -> Ending {
        loop {
            if self.table.is_finished() {
                return Ending::Over;
            }
            let Stage::Playing { game, window, .. } = &self.table.state().stage else {
                return Ending::NotStarted;
            };
            let turn = game.turn();
            let author = game.pending_author();
            let window = window.clone();
            if let Some(w) = window {
                if !self.answer_window(console, &w, author) {
                    return self.stop(console);
                }
                continue;
            }
            let seats = &self.table.state().seats;
            let Some(seat) = seats.get(turn).cloned() else {
                return Ending::NotStarted;
            };
            if seat.computer.is_some() {
                self.wait_for_deadline(console);
                continue;
            }
            if !self.turn_of(console, turn) {
                return self.stop(console);
            }
        }
    }

    /// The input ended: save (when asked) and say so.
    fn stop(&mut self, console: &mut dyn Console) -> Ending {
        self.write_save(console, true);
        console.show(&self.screen.line(&Msg::new("play-input-ended")));
        Ending::Stopped
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
                let now = self.clock.now();
                std::thread::sleep(Duration::from_millis(at.saturating_sub(now)));
            }
        }
        let now = self.clock.now();
        let effects = self.table.handle_timeout(now, self.dicts);
        self.show_effects(console, effects);
    }

    /// How long until the table's next deadline (None: none, or a script's clock).
    fn wait(&self) -> Option<Duration> {
        match self.clock {
            Clock::Virtual(_) => None,
            Clock::Real => self
                .table
                .next_deadline()
                .map(|at| Duration::from_millis(at.saturating_sub(self.clock.now()))),
        }
    }

    /// The keyboard goes to `seat` (said, and at a terminal confirmed with Enter).
    fn hand_to(&mut self, console: &mut dyn Console, seat: usize) -> bool {
        let Some(s) = self.table.state().seats.get(seat).cloned() else {
            return true;
        };
        let people = self
            .table
            .state()
            .seats
            .iter()
            .filter(|s| s.computer.is_none())
            .count();
        if self.keyboard == Some(s.user) {
            return true;
        }
        self.keyboard = Some(s.user);
        if people > 1 {
            console.show(
                &self
                    .screen
                    .line(&Msg::new("play-hand-over").s("name", s.name)),
            );
            if console.interactive() {
                return !matches!(console.read(None), Read::End);
            }
        }
        true
    }

    /// A window is open: each person who may answer it is asked in turn; a computer answered
    /// already. False when the input ended.
    fn answer_window(
        &mut self,
        console: &mut dyn Console,
        window: &crate::table::Window,
        author: Option<usize>,
    ) -> bool {
        let seats = self.table.state().seats.clone();
        let (answered, vote) = match &window.kind {
            WindowKind::Review { accepted, .. } => (accepted.clone(), false),
            WindowKind::UndoVote { agreed, .. } => (agreed.clone(), true),
        };
        let resigned = |i: usize| self.table.played().is_some_and(|g| g.resigned(i));
        let asked = (0..seats.len()).find(|&i| {
            Some(i) != author
                && seats[i].computer.is_none()
                && !answered.contains(&i)
                && !resigned(i)
        });
        let Some(seat) = asked else {
            self.wait_for_deadline(console);
            return true;
        };
        if !self.hand_to(console, seat) {
            return false;
        }
        // No rack here: it is still the author's turn. Each rack shows on its owner's turn.
        let author_name = author
            .and_then(|a| seats.get(a))
            .map(|s| s.name.clone())
            .unwrap_or_default();
        let prompt = Msg::new(if vote { "play-vote" } else { "play-window" })
            .s("name", seats[seat].name.clone())
            .s("author", author_name);
        console.show(&self.screen.line(&prompt));
        // A line kept from an earlier answer is the next player's move, not this answer.
        let line = match console.read(self.wait()) {
            Read::Line(l) => l,
            Read::Timeout => {
                self.wait_for_deadline(console);
                return true;
            }
            Read::End => return false,
        };
        let word = line.trim().to_lowercase();
        let button = |action| ButtonId {
            game: GAME_ID,
            action,
            move_number: window.move_number,
        };
        let (who, action) = match (vote, keyword(&word, &self.screen.locale)) {
            (false, Some(Keyword::Check)) => (seat, ButtonAction::Check),
            (false, Some(Keyword::Undo)) => (author.unwrap_or(seat), ButtonAction::Undo),
            (false, Some(Keyword::Accept)) => (seat, ButtonAction::Accept),
            (true, Some(Keyword::Refuse)) => (seat, ButtonAction::Refuse),
            (true, Some(Keyword::Agree)) => (seat, ButtonAction::Agree),
            // Not an answer: the move is accepted (an Undo refused), and the line is the
            // next turn's command (a script's lines are read in order).
            (vote, _) => {
                if self.waiting.is_none() {
                    self.waiting = Some(line);
                }
                let action = if vote {
                    ButtonAction::Refuse
                } else {
                    ButtonAction::Accept
                };
                (seat, action)
            }
        };
        let input = self.input_of(who, Action::Button(button(action)));
        self.act(console, input);
        true
    }

    /// The next line: one kept from a window's question, or a fresh one.
    fn next_line(&mut self, console: &mut dyn Console) -> Read {
        if let Some(line) = self.waiting.take() {
            return Read::Line(line);
        }
        console.read(self.wait())
    }

    /// A person's turn: their rack, the question, their command. False when the input
    /// ended (or they quit).
    fn turn_of(&mut self, console: &mut dyn Console, seat: usize) -> bool {
        let user = self.table.state().seats[seat].user;
        // A line kept from a window's question is this turn's command when this seat had the
        // keyboard; otherwise the keyboard is handed over first, as always.
        let kept = self.waiting.is_some() && self.keyboard == Some(user);
        if !self.hand_to(console, seat) {
            return false;
        }
        let name = self.table.state().seats[seat].name.clone();
        if !kept {
            self.show_rack(console, seat);
            let prompt = if self.table.grid().is_some() {
                "play-prompt-grid"
            } else {
                "play-prompt"
            };
            console.show(&self.screen.line(&Msg::new(prompt).s("name", name)));
        }
        let line = match self.next_line(console) {
            Read::Line(l) => l,
            Read::Timeout => {
                let now = self.clock.now();
                let effects = self.table.handle_timeout(now, self.dicts);
                self.show_effects(console, effects);
                return true;
            }
            Read::End => return false,
        };
        let trimmed = line.trim();
        if trimmed.is_empty() {
            return true;
        }
        let (word, rest) = trimmed
            .split_once(char::is_whitespace)
            .map_or((trimmed, ""), |(w, r)| (w, r.trim()));
        let action = match keyword(&word.to_lowercase(), &self.screen.locale) {
            Some(Keyword::Play) => Action::Play(rest.to_string()),
            Some(Keyword::Exchange) => Action::Exchange(rest.to_string()),
            Some(Keyword::Pass) => Action::Pass,
            Some(Keyword::Resign) => Action::Resign,
            Some(Keyword::Sort) => Action::Sort,
            Some(Keyword::Hint) => Action::Hint,
            Some(Keyword::Rack) => Action::ShowRack,
            Some(Keyword::End) => Action::EndGame { moderator: true },
            Some(Keyword::Help) => {
                console.show(&self.screen.line(&Msg::new("play-help")));
                return true;
            }
            Some(Keyword::Save) => {
                self.write_save(console, true);
                return true;
            }
            Some(Keyword::Quit) => return false,
            // Outside a window these answer nothing: the table says so.
            Some(
                Keyword::Accept | Keyword::Check | Keyword::Undo | Keyword::Agree | Keyword::Refuse,
            ) => Action::Button(ButtonId {
                game: GAME_ID,
                action: ButtonAction::Accept,
                move_number: 0,
            }),
            None => Action::Play(trimmed.to_string()),
        };
        let input = self.input_of(seat, action);
        self.act(console, input);
        true
    }

    /// The rack of `seat` (board games), for them alone: shown only while they have the
    /// keyboard.
    fn show_rack(&self, console: &mut dyn Console, seat: usize) {
        let Some(game) = self.table.game() else {
            return;
        };
        let name = self.table.state().seats[seat].name.clone();
        let rack = crate::table::rack_text(game, seat);
        let line = Msg::new("play-your-rack").s("name", name).s("rack", rack);
        console.show(&self.screen.line(&line));
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
        let now = self.clock.now();
        let effects = self.table.handle(input, now, self.dicts);
        self.show_effects(console, effects);
    }

    /// The effects as the terminal shows them: posts and edits in full (with the board),
    /// answers to whoever has the keyboard; saves on each of the table's saves. Racks sent
    /// by DM are not shown: each player's rack is shown on their turn only.
    fn show_effects(&mut self, console: &mut dyn Console, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Post(post) => {
                    if let Some(picture) = &post.board {
                        console.show(&self.screen.picture(picture));
                        self.write_png(console, picture);
                    }
                    if !post.lines.is_empty() {
                        console.show(&self.screen.lines(&post.lines));
                    }
                }
                Effect::Edit { lines, board, .. } => {
                    if let Some(picture) = &board {
                        console.show(&self.screen.picture(picture));
                    }
                    if !lines.is_empty() {
                        console.show(&self.screen.lines(&lines));
                    }
                }
                Effect::Reply(Reply::Text(msg)) => console.show(&self.screen.line(&msg)),
                Effect::Reply(Reply::Rack { letters, .. }) => console.show(&format!(
                    "{} {letters}",
                    self.screen.line(&Msg::new("your-rack"))
                )),
                Effect::Reply(Reply::Ask { text, .. }) => console.show(&self.screen.line(&text)),
                Effect::Persist => self.write_save(console, false),
                _ => {}
            }
        }
    }

    /// Saves the game to the save file, if one was given (`say`: tell the player).
    fn write_save(&mut self, console: &mut dyn Console, say: bool) {
        let Some(path) = &self.save else {
            return;
        };
        let saved = Saved {
            clock: match self.clock {
                Clock::Virtual(at) => Some(at),
                Clock::Real => None,
            },
            state: self.table.state().clone(),
        };
        let written = serde_json::to_string(&saved)
            .map_err(|e| e.to_string())
            .and_then(|json| {
                let tmp = path.with_extension("tmp");
                std::fs::write(&tmp, json).map_err(|e| e.to_string())?;
                std::fs::rename(&tmp, path).map_err(|e| e.to_string())
            });
        match written {
            Ok(()) if say => console.show(
                &self
                    .screen
                    .line(&Msg::new("play-saved").code("file", path.display().to_string())),
            ),
            Ok(()) => {}
            Err(e) => console.show(
                &self.screen.line(
                    &Msg::new("play-not-saved")
                        .code("file", path.display().to_string())
                        .s("why", e),
                ),
            ),
        }
    }

    /// Writes a picture as the bot would post it, when a folder for them was given.
    fn write_png(&mut self, console: &mut dyn Console, picture: &crate::table::Picture) {
        let Some(dir) = &self.png else {
            return;
        };
        self.pictures += 1;
        let locale = crate::i18n::Locale::from_discord(&self.screen.locale);
        let labels = crate::table::ending::board_labels(locale);
        let files: Result<Vec<(String, Vec<u8>)>, String> = match picture {
            crate::table::Picture::Board(view) => crate::render::board_png_with(view, &labels)
                .map(|png| vec![(format!("{:03}-board.png", self.pictures), png)])
                .map_err(|e| e.to_string()),
            crate::table::Picture::Grid(view) => crate::render::grid_png_with(view, &labels)
                .map(|png| vec![(format!("{:03}-grid.png", self.pictures), png)])
                .map_err(|e| e.to_string()),
            crate::table::Picture::Ending(views) => views
                .draw(locale)
                .map(|d| {
                    vec![
                        ("final.png".to_string(), d.final_png),
                        ("chart.png".to_string(), d.chart_png),
                        ("replay.gif".to_string(), d.replay_gif),
                    ]
                })
                .map_err(|e| e.to_string()),
        };
        let written = files.and_then(|files| {
            std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
            for (name, bytes) in files {
                std::fs::File::create(dir.join(name))
                    .and_then(|mut f| f.write_all(&bytes))
                    .map_err(|e| e.to_string())?;
            }
            Ok(())
        });
        if let Err(e) = written {
            console.show(
                &self.screen.line(
                    &Msg::new("play-not-saved")
                        .code("file", dir.display().to_string())
                        .s("why", e),
                ),
            );
        }
    }
}

/// What a typed word asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Keyword {
    Play,
    Exchange,
    Pass,
    Resign,
    Sort,
    Hint,
    Rack,
    End,
    Help,
    Save,
    Quit,
    Accept,
    Check,
    Undo,
    Agree,
    Refuse,
}

/// The command a word names: in English, or by the command's or button's name in the
/// chosen language (`pas`, `wymień`, ...).
fn keyword(word: &str, locale: &str) -> Option<Keyword> {
    let table: [(Keyword, &str, &str); 16] = [
        (Keyword::Play, "play", "cmd-play"),
        (Keyword::Exchange, "exchange", "cmd-exchange"),
        (Keyword::Pass, "pass", "cmd-pass"),
        (Keyword::Resign, "resign", "cmd-resign"),
        (Keyword::Sort, "sort", "cmd-sort"),
        (Keyword::Hint, "hint", "cmd-hint"),
        (Keyword::Rack, "rack", "cmd-rack"),
        (Keyword::End, "end", "cmd-game-end"),
        (Keyword::Help, "help", "cmd-help"),
        (Keyword::Save, "save", "play-word-save"),
        (Keyword::Quit, "quit", "play-word-quit"),
        (Keyword::Accept, "accept", "btn-accept"),
        (Keyword::Check, "check", "btn-check"),
        (Keyword::Undo, "undo", "btn-undo"),
        (Keyword::Agree, "agree", "btn-agree"),
        (Keyword::Refuse, "refuse", "btn-refuse"),
    ];
    table.iter().find_map(|(k, english, key)| {
        let local = crate::discord::text::key(locale, key).to_lowercase();
        (word == *english || word == local).then_some(*k)
    })
}
