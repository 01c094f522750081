//! The table itself: one channel's lobby and game, driven by inputs and deadlines.

mod advice;
mod clock;
mod computer;
mod controls;
mod correspondence;
pub(in crate::table) mod describe;
mod grid;
mod pondering;

mod lobby;
mod moves;
mod points;
mod preview;
mod racks;
mod reports;
mod results;
mod standing;
mod thread;
mod tournament;
mod turns;
mod window;

use super::check::DamagedTable;
use super::effect::{Button, ButtonStyle, Effect, Look, Msg, Picture, Post, Reply};
use super::game::TableGame;
use super::input::{Action, ButtonAction, ButtonId, GameOptions, Input, PostTag, Report};
use super::state::{Seat, Stage, TableState, Window, WindowKind};
use super::view::{board_view, grid_view, GridMark};
use super::Millis;
use crate::lexicon::WordList;
use crate::rules::{Game, ScoredMove, Settlement, TurnRecord};
use crate::wordcap::WordCapGame;
use rand::rngs::StdRng;
use rand::SeedableRng;

pub use advice::missed_report;
pub use lobby::pace_lines;
pub use points::PointsChange;
pub use pondering::{Pondering, Thought};
pub use results::{Finish, GameResults, PlayerResult};
pub use standing::picture_mark;
pub use tournament::MatchResult;

/// A window's post that lands this much after the window opened (or later) restarts it: a
/// post normally lands within a fraction of a second.
const LATE_POST_MS: Millis = 1_000;

/// Where a table finds its word list (for checks), by name (`pl`, `en`, `ru-full`, ...).
pub trait Dictionaries {
    /// The word list with this name; a list that knows no word when there is none.
    fn words(&self, name: &str) -> &dyn WordList;
    /// The same list as the automaton the move generator walks (computer players), if it is
    /// loaded.
    fn dawg(&self, _name: &str) -> Option<&crate::movegen::Dawg> {
        None
    }
}

/// One channel's session. Create it with [`Table::open`] or [`Table::from_state`].
#[derive(Debug)]
pub struct Table {
    state: TableState,
    rng: StdRng,
}

/// True when the game is played against the computer by default (Letterbox: "der Gegner ist
/// immer der Computer").
fn options_variant_plays_computer(table: &Table) -> bool {
    table.state.options.variant.against_computer()
}

fn text(key: &'static str) -> Vec<Effect> {
    vec![Effect::Reply(Reply::Text(Msg::new(key)))]
}

/// The lobby is a card in the creator's colour.
pub(super) const LOBBY_LOOK: Look = Look::Card {
    colour_seat: Some(0),
};

/// A channel post of text lines only.
fn text_post(lines: Vec<Msg>) -> Effect {
    Effect::Post(Post {
        tag: PostTag::Plain,
        lines,
        board: None,
        buttons: Vec::new(),
        mention: Vec::new(),
        look: Look::Text,
    })
}

fn reply(msg: Msg) -> Vec<Effect> {
    vec![Effect::Reply(Reply::Text(msg))]
}

fn words_of(game: &Game, mv: &ScoredMove) -> String {
    super::view::move_words(game, mv)
}

impl Table {
    /// Answer an input for a channel that has no table (only `/game new` opens one; the
    /// driver calls [`Table::open`] for that).
    pub fn without_table(input: &Input) -> Vec<Effect> {
        match &input.action {
            Action::Button(id) | Action::Control(id, _) => stale_button(id.action),
            _ => text("err-no-game"),
        }
    }

    /// Open a lobby in a channel (the creator is its first player).
    pub fn open(
        channel: u64,
        guild: Option<u64>,
        game_id: u64,
        creator: &Input,
        options: GameOptions,
    ) -> (Table, Vec<Effect>) {
        let variant_name = options.variant.name();
        let state = TableState {
            channel,
            guild,
            game_id,
            locale: creator.locale.clone(),
            creator: creator.user,
            options,
            seats: vec![Seat {
                user: creator.user,
                name: creator.name.clone(),
                locale: creator.locale.clone(),
                dm_closed: false,
                computer: None,
            }],
            stage: Stage::Lobby { message_id: None },
            clock: Default::default(),
            missed: Vec::new(),
            controls_message: None,
            summary: None,
            reminded: None,
            tournament: None,
        };
        let mut table = Table::unchecked(state);
        if options_variant_plays_computer(&table) {
            let seat = table.computer_seat(table.computer_strength());
            table.state.seats.push(seat);
        }
        let post = Post {
            tag: PostTag::Lobby,
            lines: table.lobby_lines(),
            board: None,
            buttons: table.lobby_buttons(),
            mention: Vec::new(),
            look: LOBBY_LOOK,
        };
        // Asking for hints where the rules forbid the dictionary while composing is answered
        // with the reason; the game opens without them.
        let opened = if table.state.options.hints == Some(true) && !table.lookups_while_composing()
        {
            "lobby-opened-no-hints"
        } else {
            "lobby-opened"
        };
        let effects = vec![
            Effect::Persist,
            Effect::Reply(Reply::Text(Msg::new(opened).game("variant", variant_name))),
            Effect::Post(post),
        ];
        table.rng = StdRng::from_entropy();
        (table, effects)
    }

    /// A table from saved state (after a restart), checked first
    /// ([`TableState::check`]): a damaged state is refused, never played on.
    pub fn from_state(state: TableState) -> Result<Table, DamagedTable> {
        state.check()?;
        Ok(Table::unchecked(state))
    }

    fn unchecked(state: TableState) -> Table {
        Table {
            state,
            rng: StdRng::from_entropy(),
        }
    }

    /// Use a fixed random seed (tests).
    pub fn seed(&mut self, seed: u64) {
        self.rng = StdRng::seed_from_u64(seed);
    }

    /// The state to persist.
    pub fn state(&self) -> &TableState {
        &self.state
    }

    /// The game, board or grid, once started.
    pub fn played(&self) -> Option<&TableGame> {
        match &self.state.stage {
            Stage::Playing { game, .. } => Some(game),
            Stage::Lobby { .. } => None,
        }
    }

    /// The board game, once started (None for WordCap).
    pub fn game(&self) -> Option<&Game> {
        self.played().and_then(TableGame::board)
    }

    /// The WordCap game, once started (None for a board game).
    pub fn grid(&self) -> Option<&WordCapGame> {
        self.played().and_then(TableGame::grid)
    }

    /// True once the game is over or the lobby closed: the driver archives and drops it.
    pub fn is_finished(&self) -> bool {
        self.state.is_finished()
    }

    /// The next moment something happens by itself (a window closes, a move clock runs out,
    /// a game over days reminds a player).
    pub fn next_deadline(&self) -> Option<Millis> {
        let game = self.game_deadline();
        match (game, self.reminder_deadline()) {
            (Some(g), Some(r)) => Some(g.min(r)),
            (g, r) => g.or(r),
        }
    }

    /// The next deadline of the game itself: the open window's end, or the turn's.
    fn game_deadline(&self) -> Option<Millis> {
        match &self.state.stage {
            Stage::Lobby { .. } => None,
            Stage::Playing {
                game,
                window,
                move_deadline,
            } => {
                if game.is_over() {
                    None
                } else if let Some(w) = window {
                    Some(w.deadline)
                } else {
                    *move_deadline
                }
            }
        }
    }

    fn seat_of(&self, user: u64) -> Option<usize> {
        self.state.seats.iter().position(|s| s.user == user)
    }

    fn button(&self, action: ButtonAction, move_number: u32) -> Button {
        let (label, style) = match action {
            ButtonAction::Join => ("btn-join", ButtonStyle::Primary),
            ButtonAction::Start => ("btn-start", ButtonStyle::Success),
            ButtonAction::Accept => ("btn-accept", ButtonStyle::Success),
            ButtonAction::Check => ("btn-check", ButtonStyle::Danger),
            ButtonAction::Undo => ("btn-undo", ButtonStyle::Secondary),
            ButtonAction::Agree => ("btn-agree", ButtonStyle::Success),
            ButtonAction::Refuse => ("btn-refuse", ButtonStyle::Danger),
            ButtonAction::MyRack => ("btn-my-rack", ButtonStyle::Secondary),
            ButtonAction::AddComputer => ("btn-add-computer", ButtonStyle::Secondary),
            ButtonAction::Play | ButtonAction::PlayWord => ("btn-play", ButtonStyle::Primary),
            ButtonAction::Exchange => ("btn-exchange", ButtonStyle::Secondary),
            ButtonAction::Pass => ("btn-pass", ButtonStyle::Secondary),
            ButtonAction::Resign => ("btn-resign", ButtonStyle::Danger),
            ButtonAction::ResignConfirmed => ("btn-resign-confirm", ButtonStyle::Danger),
            ButtonAction::Sort => ("btn-sort", ButtonStyle::Secondary),
            ButtonAction::PuzzleAnswer => ("btn-puzzle-answer", ButtonStyle::Primary),
            ButtonAction::TournamentJoin => ("btn-join", ButtonStyle::Primary),
            ButtonAction::TournamentLeave => ("btn-tournament-leave", ButtonStyle::Secondary),
            ButtonAction::TournamentStart => ("btn-start", ButtonStyle::Success),
        };
        Button {
            id: ButtonId {
                game: self.state.game_id,
                action,
                move_number,
            },
            label,
            style,
        }
    }

    /// Handle one input at time `now`; computers at the table then answer a window it opened.
    pub fn handle(&mut self, input: Input, now: Millis, dicts: &dyn Dictionaries) -> Vec<Effect> {
        // What a control's form or picker sent back counts only for that control's move.
        let input = match self.unwrap_control(input) {
            Ok(input) => input,
            Err(late) => return late,
        };
        // Over days, the next player's move first settles a move still waiting for them.
        let mut effects = self.settle_by_next_action(&input, now, dicts);
        effects.extend(self.handle_person(input, now, dicts));
        effects.extend(self.computers_answer(now, dicts));
        effects.extend(self.reminders(now));
        effects
    }

    /// Takes in what a door reported back after carrying out an effect (where a post
    /// landed, a thread opened, a bounced DM) at time `now`; computers at the table then
    /// answer what it opened (a game moved into its thread may be a computer's turn), with
    /// the same word lists as any input's.
    pub fn handle_event(
        &mut self,
        report: Report,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let mut effects = self.note(report, now);
        effects.extend(self.computers_answer(now, dicts));
        effects.extend(self.reminders(now));
        effects
    }

    /// Records a door's report and nothing more: what [`Table::handle_event`] does before
    /// computers answer. A driver that rolls back to a saved state notes again what it
    /// reported since (those facts stay true), without anyone moving.
    pub fn note(&mut self, report: Report, now: Millis) -> Vec<Effect> {
        match report {
            Report::Posted { tag, message_id } => self.posted(tag, message_id, now),
            Report::DmFailed { user } => self.dm_failed(user),
            Report::ThreadOpened { thread, message_id } => {
                self.thread_opened(thread, Some(message_id))
            }
        }
    }

    /// Unwraps what a control's form or picker sent ([`Action::Control`]): the action itself
    /// while the control's game and move are this table's, else the answer to a late press
    /// ("this move is over"), so a form opened at move N is never applied at move N+4.
    fn unwrap_control(&self, input: Input) -> Result<Input, Vec<Effect>> {
        let Action::Control(id, action) = input.action else {
            return Ok(input);
        };
        if id.game != self.state.game_id {
            return Err(stale_button(id.action));
        }
        if self.played().map(TableGame::move_number) != Some(id.move_number) {
            return Err(text("err-move-over"));
        }
        Ok(Input {
            action: *action,
            ..input
        })
    }

    /// Handle one input from a person (or a computer acting like one).
    fn handle_person(
        &mut self,
        input: Input,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let before = match &input.action {
            Action::Play(_) | Action::Pass | Action::Exchange(_) => self.game().cloned(),
            _ => None,
        };
        let before_grid = match &input.action {
            Action::Play(_) | Action::Pass => self.grid().cloned(),
            _ => None,
        };
        // Noted before the turn is carried out, so that a turn that ends the game is in the
        // final post; taken back if the action was not carried out.
        let noted_from = self.state.missed.len();
        if let Some(noted) = before
            .as_ref()
            .and_then(|b| self.turn_choice(&input, b, dicts))
        {
            self.state.missed.push(noted);
        }
        let effects = self.dispatch(&input, now, dicts);
        if let Some(before) = before_grid {
            let acted = self
                .played()
                .is_some_and(|g| g.move_number() != before.move_number());
            if acted {
                self.note_word_choice(&input, &before, dicts);
            }
        }
        if let Some(before) = before {
            let acted = self
                .game()
                .is_some_and(|g| g.move_number() != before.move_number());
            if !acted {
                self.state.missed.truncate(noted_from);
            }
        }
        effects
    }

    /// Carries out one input.
    fn dispatch(&mut self, input: &Input, now: Millis, dicts: &dyn Dictionaries) -> Vec<Effect> {
        let input = input.clone();
        match &input.action {
            Action::NewGame(_) => text("err-game-running"),
            // A tournament's game handed again (after a restart): it is here already.
            Action::OpenMatch(_) => Vec::new(),
            Action::EndGame { moderator } => self.end_game(&input, *moderator, now),
            Action::Button(id) => self.button_pressed(&input, *id, now, dicts),
            // Unwrapped by `handle` while current; one wrapped twice is no control's.
            Action::Control(id, _) => stale_button(id.action),
            Action::ShowRack => self.show_rack(&input),
            Action::Play(t) if self.grid().is_some() => self.trace(&input, t, now),
            Action::Exchange(_) | Action::AgreeEnd | Action::Hint if self.grid().is_some() => {
                text("err-not-in-wordcap")
            }
            Action::Play(t) => self.play(&input, t, now, dicts),
            Action::Exchange(t) => self.exchange(&input, t, now),
            Action::Pass => self.pass(&input, now),
            Action::Sort => self.sort(&input, now),
            Action::Resign => self.resign(&input, now),
            Action::AgreeEnd => self.agree_end(&input, now),
            Action::Hint => self.hint(&input, dicts),
        }
    }

    /// Act on every deadline that has passed by `now`.
    pub fn handle_timeout(&mut self, now: Millis, dicts: &dyn Dictionaries) -> Vec<Effect> {
        self.on_deadlines(now, dicts, None)
    }

    /// [`Table::handle_timeout`], a computer's move at its deadline being `thought` when
    /// it was thought over away from the table ([`Table::computer_moves`]).
    fn on_deadlines(
        &mut self,
        now: Millis,
        dicts: &dyn Dictionaries,
        mut thought: Option<pondering::Thought>,
    ) -> Vec<Effect> {
        let mut effects = Vec::new();
        // A restart may find several deadlines passed; settle them in turn.
        for _ in 0..8 {
            match self.game_deadline() {
                Some(d) if d <= now => {}
                _ => break,
            }
            let Stage::Playing { window, .. } = &self.state.stage else {
                break;
            };
            let step = match window.as_ref().map(|w| &w.kind) {
                Some(WindowKind::Review { .. }) => self.settle(
                    Settlement::Checked { challenger: None },
                    None,
                    None,
                    now,
                    dicts,
                ),
                Some(WindowKind::UndoVote { .. }) => {
                    self.undo_failed("undo-timed-out", None, now, dicts)
                }
                None if self.computer_to_move().is_some() => {
                    self.computer_turn(thought.take(), now, dicts)
                }
                None => self.move_timed_out(now),
            };
            effects.extend(step);
            effects.extend(self.computers_answer(now, dicts));
        }
        effects.extend(self.reminders(now));
        effects
    }

    /// True when the lobby was closed without a game.
    pub fn is_closed_lobby(&self) -> bool {
        matches!(self.state.stage, Stage::Lobby { .. }) && self.state.seats.is_empty()
    }

    fn set_game(
        &mut self,
        game: impl Into<TableGame>,
        window: Option<Window>,
        move_deadline: Option<Millis>,
    ) {
        self.state.stage = Stage::Playing {
            game: Box::new(game.into()),
            window,
            move_deadline,
        };
    }

    fn button_pressed(
        &mut self,
        input: &Input,
        id: ButtonId,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        if id.game != self.state.game_id {
            return stale_button(id.action);
        }
        match id.action {
            ButtonAction::Join => self.join(input),
            ButtonAction::Start => self.start(input, now),
            ButtonAction::MyRack => self.show_rack(input),
            ButtonAction::AddComputer => self.add_computer(input),
            ButtonAction::Play
            | ButtonAction::PlayWord
            | ButtonAction::Exchange
            | ButtonAction::Pass
            | ButtonAction::Sort
            | ButtonAction::Resign
            | ButtonAction::ResignConfirmed => self.control_pressed(input, id, now),
            _ => self.window_button(input, id, now, dicts),
        }
    }

    /// The line saying whose turn it is, and the person to mention (None: a computer, or
    /// the game is over).
    fn turn_line(&self) -> Option<(Msg, Option<u64>)> {
        let game = self.played().filter(|g| !g.is_over())?;
        let seat = &self.state.seats[game.turn()];
        let line = match game {
            TableGame::Board(g) => Msg::new("turn-next")
                .s("name", seat.name.clone())
                .n("bag", g.bag_len() as i64),
            TableGame::Grid(g) => Msg::new("turn-next-grid")
                .s("name", seat.name.clone())
                .n("turns", g.turns_left())
                .n("sorts", g.sorts_left(g.turn())),
        };
        Some((line, seat.computer.is_none().then_some(seat.user)))
    }

    /// The controls of the player to move, for the message that says it is their turn:
    /// Play…, Exchange… (board games) or Sort (WordCap, while they have sorts), Pass, My rack
    /// (board games), Resign. None when a computer is to move or the game is over.
    fn controls(&self) -> Vec<Button> {
        let Some(game) = self.played().filter(|g| !g.is_over()) else {
            return Vec::new();
        };
        if self.state.seats[game.turn()].computer.is_some() {
            return Vec::new();
        }
        let n = game.move_number();
        let play = match game {
            TableGame::Board(_) => ButtonAction::Play,
            TableGame::Grid(_) => ButtonAction::PlayWord,
        };
        let mut buttons = vec![self.button(play, n)];
        match game {
            TableGame::Board(_) => buttons.push(self.button(ButtonAction::Exchange, n)),
            TableGame::Grid(g) if g.sorts_left(g.turn()) > 0 => {
                buttons.push(self.button(ButtonAction::Sort, n))
            }
            TableGame::Grid(_) => {}
        }
        buttons.push(self.button(ButtonAction::Pass, n));
        if game.board().is_some() {
            buttons.push(self.button(ButtonAction::MyRack, n));
        }
        buttons.push(self.button(ButtonAction::Resign, n));
        buttons
    }

    /// The turn is over: the controls of the message that offered them come off (None when
    /// no message carries them).
    fn take_controls(&mut self) -> Option<Effect> {
        self.state
            .controls_message
            .take()
            .map(|message_id| Effect::ClearButtons { message_id })
    }

    /// The picture of the game as the channel sees it now (board or grid), with a caption.
    fn picture(&self, caption: String) -> Option<Picture> {
        match self.played()? {
            TableGame::Board(g) => Some(board_view(g, &self.state.seats, caption).into()),
            TableGame::Grid(g) => {
                Some(grid_view(g, &self.state.seats, caption, GridMark::Nothing).into())
            }
        }
    }

    /// A post of the game's picture (a turn that changed the board: the start, a move that
    /// stood at once, a Sort), with whose turn it is and their controls.
    fn board_post(&self, lines: Vec<Msg>, caption: String) -> Effect {
        self.turn_post(lines, self.picture(caption))
    }

    /// A post saying whose turn it is (mentioning them), with their controls; `picture`
    /// only when the turn changed what the picture shows (a pass or an exchange is a short
    /// line: the board is the one above).
    fn turn_post(&self, mut lines: Vec<Msg>, picture: Option<Picture>) -> Effect {
        let mut mention = Vec::new();
        if let Some((line, who)) = self.turn_line() {
            lines.push(line);
            mention.extend(who);
        }
        let buttons = self.controls();
        Effect::Post(Post {
            tag: if buttons.is_empty() {
                PostTag::Plain
            } else {
                PostTag::Turn
            },
            lines,
            board: picture,
            buttons,
            mention,
            look: Look::Text,
        })
    }

    /// Common checks for a turn action: returns the actor's seat and the game, board or grid.
    fn turn_actor_any(&self, input: &Input) -> Result<(usize, &TableGame), Vec<Effect>> {
        let seat = turn_refusal(&self.state, input.user).map_err(reply)?;
        match &self.state.stage {
            Stage::Playing { game, .. } => Ok((seat, game)),
            Stage::Lobby { .. } => Err(text("err-not-started")),
        }
    }

    /// Common checks for a board game's turn action: the actor's seat and the board game.
    fn turn_actor(&self, input: &Input) -> Result<(usize, &Game), Vec<Effect>> {
        let (seat, game) = self.turn_actor_any(input)?;
        match game.board() {
            Some(g) => Ok((seat, g)),
            None => Err(text("err-not-in-wordcap")),
        }
    }

    fn review_buttons(&self, move_number: u32, with_undo: bool) -> Vec<Button> {
        let mut b = vec![
            self.button(ButtonAction::Accept, move_number),
            self.button(ButtonAction::Check, move_number),
        ];
        if with_undo {
            b.push(self.button(ButtonAction::Undo, move_number));
        }
        b
    }

    /// Active opponents of a player (not resigned).
    fn opponents(&self, player: usize) -> Vec<usize> {
        let Some(game) = self.played() else {
            return Vec::new();
        };
        (0..self.state.seats.len())
            .filter(|&i| i != player && !game.resigned(i))
            .collect()
    }

    /// After a turn that changed no board (pass, exchange, time-out): persist and post.
    fn after_turn(
        &mut self,
        next: impl Into<TableGame>,
        lines: Vec<Msg>,
        now: Millis,
    ) -> Vec<Effect> {
        self.after_turn_with(next, lines, String::new(), now)
    }

    /// A turn is over: charge the clock, keep the new game, arm the next turn, post (the
    /// picture only when `caption` is given: tiles were laid).
    fn after_turn_with(
        &mut self,
        next: impl Into<TableGame>,
        lines: Vec<Msg>,
        caption: String,
        now: Millis,
    ) -> Vec<Effect> {
        let next: TableGame = next.into();
        let over = next.is_over();
        let before = self.game().map(|g| g.history().len()).unwrap_or(0);
        let (notes, swapped, dealt) = match next.board() {
            Some(board) => self.turn_notes(board, before),
            None => (Vec::new(), Vec::new(), false),
        };
        let mut lines = lines;
        lines.extend(notes);
        self.clock_charge(now);
        self.set_game(next, None, None);
        self.arm_turn(now);
        let mut effects = vec![Effect::Persist];
        effects.extend(self.take_controls());
        if over {
            effects.extend(self.game_over_posts(lines));
        } else if caption.is_empty() {
            effects.push(self.turn_post(lines, None));
        } else {
            effects.push(self.board_post(lines, caption));
        }
        if !over {
            effects.extend(self.summary_effect(Vec::new()));
        }
        effects.extend(self.rack_dms(swapped, "rack-after-wym"));
        if dealt && !over {
            effects.extend(self.rack_dms(0..self.state.seats.len(), "rack-new-letters"));
        }
        effects
    }

    /// Lines for what a turn did besides the move itself (a turn lost as a penalty, a WYM
    /// exchange, a word taken over, a cleared board, new letters), the seats whose racks a
    /// WYM field changed, and whether everybody got new letters.
    fn turn_notes(&self, next: &Game, from: usize) -> (Vec<Msg>, Vec<usize>, bool) {
        let mut lines = Vec::new();
        let mut swapped = Vec::new();
        let mut dealt = false;
        for rec in next.history().iter().skip(from) {
            match rec {
                TurnRecord::Skipped { player } => lines.push(
                    Msg::new("turn-skipped").s("name", self.state.seats[*player].name.clone()),
                ),
                TurnRecord::RackExchanged { player, count, .. } => {
                    lines.push(
                        Msg::new("wym-exchanged")
                            .s("name", self.state.seats[*player].name.clone())
                            .n("count", *count as i64),
                    );
                    swapped.push(*player);
                }
                TurnRecord::Played { player, mv } if mv.takeover > 0 => lines.push(
                    Msg::new("takeover")
                        .s("name", self.state.seats[*player].name.clone())
                        .n("count", mv.taken.len() as i64)
                        .n("points", mv.takeover),
                ),
                TurnRecord::BoardCleared { player, tiles } => lines.push(
                    Msg::new("board-cleared")
                        .s("name", self.state.seats[*player].name.clone())
                        .n("count", *tiles as i64),
                ),
                TurnRecord::NewLetters => {
                    lines.push(Msg::new("new-letters"));
                    dealt = true;
                }
                _ => {}
            }
        }
        (lines, swapped, dealt)
    }
}

/// The answer to a button of a game that is no longer here (an old lobby, the controls or a
/// confirmation of a game that ended): what it belonged to is over, said in its own words.
fn stale_button(action: ButtonAction) -> Vec<Effect> {
    match action {
        ButtonAction::Join | ButtonAction::Start | ButtonAction::AddComputer => {
            text("err-lobby-closed")
        }
        ButtonAction::Accept
        | ButtonAction::Check
        | ButtonAction::Undo
        | ButtonAction::Agree
        | ButtonAction::Refuse => text("err-move-over"),
        _ => text("err-game-over"),
    }
}

/// Whether `user` may take a turn at the table `state` now: their seat, or why not (not a
/// player, not started, over, a move waiting to be settled, another player's turn).
fn turn_refusal(state: &TableState, user: u64) -> Result<usize, Msg> {
    let Some(seat) = state.seats.iter().position(|s| s.user == user) else {
        return Err(Msg::new("err-not-a-player"));
    };
    let Stage::Playing { game, window, .. } = &state.stage else {
        return Err(Msg::new("err-not-started"));
    };
    if game.is_over() {
        return Err(Msg::new("err-game-over"));
    }
    if window.is_some() {
        return Err(Msg::new("err-move-pending"));
    }
    if game.turn() != seat {
        let name = state.seats.get(game.turn()).map(|s| s.name.clone());
        return Err(Msg::new("err-not-your-turn").s("name", name.unwrap_or_default()));
    }
    Ok(seat)
}

/// Whether `user`'s press of the control `id` may open its form at once, judged from the
/// table as last saved (`state`), without the table's queue: None when it may, else the
/// answer the table would give (a control of another game or move is over; someone not to
/// move is told whose turn it is). The table judges the move again when the form comes back.
pub fn control_refusal(state: &TableState, id: ButtonId, user: u64) -> Option<Msg> {
    let key_of = |effects: Vec<Effect>| match effects.into_iter().next() {
        Some(Effect::Reply(Reply::Text(m))) => m,
        _ => Msg::new("err-move-over"),
    };
    if id.game != state.game_id {
        return Some(key_of(stale_button(id.action)));
    }
    if let Stage::Playing { game, .. } = &state.stage {
        if game.move_number() != id.move_number {
            return Some(Msg::new("err-move-over"));
        }
    }
    turn_refusal(state, user).err()
}
