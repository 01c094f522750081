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

//! A game at the terminal, played on the bot's own service ([`crate::service`]): the same
//! hub, the same place task with its timers and windows, the same outbox saved with every
//! change, with the terminal as its door ([`super::door`]) in Discord's place. Seats take
//! turns at one keyboard (hot-seat): the player to move is named and, at a terminal, the
//! keyboard is handed over before their rack is shown ([`keyboard`]); the other seats answer
//! the 10-second window of each move ([`window`]); computers play and answer by themselves.
//! Between two inputs the keyboard's side waits for the service to settle
//! ([`Hub::settled`]), shows what the door put up, and reads the table as last saved.
//!
//! Time: at a terminal the service runs on the wall clock (a window closes 10 s after the
//! move, whatever anyone types meanwhile; a move clock runs out). From a script (stdin not a
//! terminal) it runs on a clock that moves only when told ([`SetClock`]): when nobody has
//! to type (a computer's pause, a window nobody here answers) it is set to the table's next
//! deadline, so a script runs as fast as it is read; a line that does not answer a window
//! but is a command or a move accepts the move (as its author's opponent making their own
//! move would).
//!
//! The game is saved in a database of its own (the `--save` file, SQLite; in memory without
//! one), written by the service in the same transaction as what each change owes, so a game
//! stopped at any instant goes on from there.

mod files;
mod keyboard;
mod window;

#[cfg(test)]
mod tests;

use std::ops::ControlFlow;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::door::{Answers, Screenful, Seen, TerminalDoor};
use super::screen::Screen;
use crate::dictionaries::Lexicons;
use crate::service::clock::{Clock, SetClock, WallClock};
use crate::service::door::Responder;
use crate::service::hub::{Hub, Job};
use crate::store::{Location, Store};
use crate::table::{
    Action, ButtonAction, ButtonId, GameOptions, Input, Millis, Msg, Picture, PostTag, Reply,
    Stage, Table, TableState, WINDOW_MS,
};

/// The place the game is played in (it is never shown).
const PLACE: u64 = 10;
/// User id of the first person; the others follow.
pub const FIRST_PERSON: u64 = 1001;
/// Where a script's clock starts.
const VIRTUAL_START: Millis = 1_700_000_000_000;
/// How long the place's task waits idle: longer than any game at a terminal.
const IDLE: Duration = Duration::from_secs(365 * 86_400);

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
    /// A person at a terminal: the keyboard is handed over with Enter, and reads wait only
    /// until the table's next deadline.
    fn interactive(&self) -> bool;
    /// Clears the screen before the keyboard goes to another person. True when the screen
    /// was wiped (what everyone may see is then shown again); false when the output is no
    /// screen and only a mark was left in it.
    fn clear(&mut self) -> bool;
}

/// The game's time: the wall clock, or a clock set by whoever drives the game (a script's,
/// or a test's).
#[derive(Debug, Clone)]
pub enum Time {
    /// The time of day.
    Wall,
    /// A clock that moves only when told.
    Set(Arc<SetClock>),
}

impl Time {
    /// A script's clock, starting at the usual time.
    pub fn script() -> Time {
        Time::Set(Arc::new(SetClock::new(VIRTUAL_START)))
    }

    fn clock(&self) -> Arc<dyn Clock> {
        match self {
            Time::Wall => Arc::new(WallClock),
            Time::Set(clock) => {
                let clock: Arc<dyn Clock> = Arc::<SetClock>::clone(clock);
                clock
            }
        }
    }
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

/// Where a game at the terminal runs and what it writes.
pub struct Setting {
    /// How texts are shown.
    pub screen: Screen,
    /// The word lists.
    pub lexicons: Arc<Lexicons>,
    /// The game's database (None: in memory, gone at the end).
    pub save: Option<PathBuf>,
    /// Where the pictures the bot would post are written.
    pub png: Option<PathBuf>,
    /// The game's time.
    pub time: Time,
}

/// A game at the terminal.
pub struct Session {
    service: Service,
    time: Time,
    /// The table as the service last saved it.
    table: Table,
    /// The game is over and archived (`table` is its final state).
    over: bool,
    screen: Screen,
    save: Option<PathBuf>,
    png: Option<PathBuf>,
    pictures: u32,
    /// While the game opens: the lobby's post is not shown (the players are named once
    /// they are seated).
    opening: bool,
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

/// The service behind one game at the terminal: its runtime, its hub (over the game's
/// database, with the terminal as its door) and what the door puts up.
struct Service {
    runtime: tokio::runtime::Runtime,
    hub: Arc<Hub>,
    screenful: Arc<Screenful>,
    answers: Arc<Answers>,
}

impl Service {
    /// Opens the game's database and starts a hub over it on `clock`.
    fn start(
        setting: &Setting,
        clock: Arc<dyn Clock>,
        seed: Option<u64>,
        store: Store,
        runtime: tokio::runtime::Runtime,
    ) -> Service {
        let screenful = Arc::new(Screenful::default());
        let door = Arc::new(TerminalDoor::new(Arc::clone(&screenful)));
        let setup = crate::service::Setup {
            clock,
            deal_seed: seed,
            ..crate::service::Setup::new(IDLE)
        };
        let hub = {
            let _entered = runtime.enter();
            crate::service::new_hub(store, Arc::clone(&setting.lexicons), door, setup)
        };
        Service {
            runtime,
            hub,
            answers: Arc::new(Answers::new(Arc::clone(&screenful))),
            screenful,
        }
    }

    /// Hands a person's input to the place's task; its answers go up on the screen.
    fn send(&self, input: Input) {
        let answers: Arc<dyn crate::service::door::Respond> = Arc::<Answers>::clone(&self.answers);
        let responder = Responder::new(answers, input.locale.clone());
        let job = Job {
            input,
            guild: None,
            responder,
        };
        let _entered = self.runtime.enter();
        self.hub.dispatch(PLACE, job);
    }
}

/// A runtime for the service and the game's database, opened (a new one when `fresh`).
fn open_store(setting: &Setting) -> Result<(tokio::runtime::Runtime, Store), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("play")
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let location = match &setting.save {
        Some(path) => Location::File(path.clone()),
        None => Location::Memory,
    };
    let store = runtime
        .block_on(Store::open_at(location))
        .map_err(|e| e.to_string())?;
    Ok((runtime, store))
}

/// The latest time a saved table knows of: a script's clock goes on from there.
fn latest_time(state: &TableState) -> Millis {
    let mut latest = state.clock.turn_started.unwrap_or(0);
    if let Stage::Playing {
        window: Some(window),
        ..
    } = &state.stage
    {
        latest = latest.max(window.deadline.saturating_sub(WINDOW_MS));
    }
    latest
}

impl Drop for Service {
    /// The game's database is closed cleanly (its journal folded in), whatever ended the
    /// game.
    fn drop(&mut self) {
        self.runtime.block_on(self.hub.store().close());
    }
}

impl Session {
    fn new(service: Service, setting: Setting, table: Table) -> Session {
        Session {
            time: setting.time,
            table,
            over: false,
            service,
            screen: setting.screen,
            save: setting.save,
            png: setting.png,
            pictures: 0,
            opening: false,
            keyboard: None,
            handing: None,
            waiting: None,
            public: Vec::new(),
        }
    }

    /// Opens the game as the bot would (the table, the joins, the computer, Start) and shows
    /// the game and who plays, then what the table posts. `seed` fixes the deal. `Ok(None)`
    /// when it could not start (the reason was shown); an error when its database could not
    /// be opened.
    pub fn open(
        console: &mut dyn Console,
        setting: Setting,
        mut options: GameOptions,
        seating: &Seating,
        seed: Option<u64>,
    ) -> Result<Option<Session>, String> {
        let (runtime, store) = open_store(&setting)?;
        // A game at one keyboard moves nobody's rating.
        options.unrated = true;
        options.threads = false;
        let service = Service::start(&setting, setting.time.clock(), seed, store, runtime);
        let locale = setting.screen.locale.clone();
        let person = |i: usize| Input {
            user: FIRST_PERSON + i as u64,
            name: seating.people[i].clone(),
            locale: locale.clone(),
            action: Action::Pass,
        };
        // A game played against the computer seats its one computer by itself, of the
        // strength asked for; any other game gets one more seat for it.
        let add_computer = seating.computer.is_some() && !options.variant.against_computer();
        let creator = Input {
            action: Action::NewGame(options),
            ..person(0)
        };
        service.send(creator);
        service.runtime.block_on(service.hub.settled(PLACE));
        let Some(state) = service.hub.saved_table(PLACE) else {
            // Why it could not open was answered: shown as it is.
            for seen in service.screenful.take() {
                if let Seen::Answer(Reply::Text(msg)) = seen {
                    console.show(&setting.screen.line(&msg));
                }
            }
            return Ok(None);
        };
        let table = Table::from_state((*state).clone()).map_err(|e| e.to_string())?;
        let mut session = Session::new(service, setting, table);
        session.opening = true;
        session.show_seen(console);
        let game = session.table.state().game_id;
        let button = |action| {
            Action::Button(ButtonId {
                game,
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
        session.opening = false;
        let lobby = session.table.lobby_lines();
        session.show_public(console, session.screen.lines(&lobby));
        session.act(
            console,
            Input {
                action: button(ButtonAction::Start),
                ..person(0)
            },
        );
        Ok(session.table.played().is_some().then_some(session))
    }

    /// The game saved in `setting.save`, to go on with: the service starts over its
    /// database, carries out what the game still owed when it stopped, and plays on.
    pub fn resume(console: &mut dyn Console, setting: Setting) -> Result<Session, String> {
        let (runtime, store) = open_store(&setting)?;
        let json = runtime
            .block_on(store.load_table(PLACE))
            .map_err(|e| e.to_string())?
            .ok_or_else(|| "no game is saved in it".to_string())?;
        let state: TableState = serde_json::from_str(&json).map_err(|e| e.to_string())?;
        let table = Table::from_state(state).map_err(|e| e.to_string())?;
        let time = match &setting.time {
            Time::Set(clock) => {
                clock.set(latest_time(table.state()));
                Time::Set(Arc::clone(clock))
            }
            Time::Wall => Time::Wall,
        };
        let service = Service::start(&setting, time.clock(), None, store, runtime);
        let mut session = Session::new(service, Setting { time, ..setting }, table);
        let service = &session.service;
        service
            .runtime
            .block_on(service.hub.resume_saved())
            .map_err(|e| e.to_string())?;
        session.settle(console);
        Ok(session)
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
            if self.over || self.table.is_finished() {
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

    /// The game stops before its end: it is saved already (the service saved every
    /// change), and that is said.
    fn stop(&mut self, console: &mut dyn Console, ending: Ending) -> Ending {
        match ending {
            Ending::Stopped => {
                self.say_saved(console);
                console.show(&self.screen.line(&Msg::new("play-input-ended")));
            }
            Ending::Quit => {
                self.say_saved(console);
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

    /// The time by the game's clock.
    fn now(&self) -> Millis {
        self.service.hub.now()
    }

    /// Nothing to type: the clock runs to the table's next deadline (a computer's pause, a
    /// window's end) and the table acts on it.
    fn wait_for_deadline(&mut self, console: &mut dyn Console) {
        let Some(at) = self.table.next_deadline() else {
            return;
        };
        match &self.time {
            Time::Set(clock) => clock.set(at),
            Time::Wall => std::thread::sleep(Duration::from_millis(at.saturating_sub(self.now()))),
        }
        self.on_deadline(console);
    }

    /// A deadline passed (a window closed, a clock ran out, a computer's pause ended): the
    /// service acts on it; what it did is shown.
    fn on_deadline(&mut self, console: &mut dyn Console) {
        self.settle(console);
    }

    /// How long a read may wait: at a terminal, until the table's next deadline, whatever
    /// is typed meanwhile (None: no deadline; a script's reads never wait).
    fn wait(&self, console: &dyn Console) -> Option<Duration> {
        if !console.interactive() {
            return None;
        }
        self.table
            .next_deadline()
            .map(|at| Duration::from_millis(at.saturating_sub(self.now())))
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

    /// One input to the table, by the service at its clock's time; what it does is shown.
    fn act(&mut self, console: &mut dyn Console, input: Input) {
        self.service.send(input);
        self.settle(console);
    }

    /// Waits until the service has carried out all it was given and every deadline passed,
    /// shows what it put up, and reads the table as it saved it: an archived game's from
    /// the finished games.
    fn settle(&mut self, console: &mut dyn Console) {
        let service = &self.service;
        service.runtime.block_on(service.hub.settled(PLACE));
        match service.hub.saved_table(PLACE) {
            Some(state) => {
                if let Ok(table) = Table::from_state((*state).clone()) {
                    self.table = table;
                }
            }
            None => {
                self.over = true;
                let finished = service
                    .runtime
                    .block_on(service.hub.store().finished_games(PLACE, 1));
                let last = finished.ok().and_then(|games| games.into_iter().next());
                let table = last
                    .and_then(|game| serde_json::from_str::<TableState>(&game.game_json).ok())
                    .and_then(|state| Table::from_state(state).ok());
                if let Some(table) = table {
                    self.table = table;
                }
            }
        }
        self.show_seen(console);
    }

    /// Shows what everyone may see, and keeps it to show again after a clear.
    fn show_public(&mut self, console: &mut dyn Console, text: String) {
        console.show(&text);
        self.public.push(text);
    }

    /// What the service put up, as the terminal shows it: posts and edits in full (with the
    /// board), answers to whoever has the keyboard. Racks sent privately never come here:
    /// each player's rack is shown on their turn only.
    fn show_seen(&mut self, console: &mut dyn Console) {
        for seen in self.service.screenful.take() {
            let (tag, lines, picture) = match seen {
                Seen::Public {
                    tag,
                    lines,
                    picture,
                } => (tag, lines, picture),
                Seen::Answer(Reply::Text(msg)) => {
                    if !(self.opening && msg.key == "lobby-opened") {
                        console.show(&self.screen.line(&msg));
                    }
                    continue;
                }
                Seen::Answer(Reply::Rack { letters, .. }) => {
                    let rack = self.screen.line(&Msg::new("your-rack"));
                    console.show(&format!("{rack} {letters}"));
                    continue;
                }
                Seen::Answer(Reply::Ask { text, .. }) => {
                    console.show(&self.screen.line(&text));
                    continue;
                }
                Seen::Answer(_) => continue,
            };
            // The lobby waits for the players: it is shown once they are seated, and says
            // all that the plain "the table is open" does.
            if self.opening && tag == Some(PostTag::Lobby) {
                continue;
            }
            if let Some(picture) = &picture {
                self.public.clear();
                let text = self.screen.picture(picture);
                self.show_public(console, text);
                // A posted picture is written as the bot would post it; an edited one not.
                if tag.is_some() {
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
