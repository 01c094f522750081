//! The table's persisted state: a lobby or a game, with its open window and deadlines.
//! Everything here is saved as JSON before any effect is carried out, so a restart finds
//! every game, rack, bag and pending 10-second window again.

use super::game::TableGame;
use super::input::GameOptions;
use super::Millis;
use serde::{Deserialize, Serialize};

/// A player at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// Discord user id.
    pub user: u64,
    /// Display name.
    pub name: String,
    /// Their locale, for their DMs.
    pub locale: String,
    /// A rack DM to them failed (DMs closed); they were told to use My rack.
    pub dm_closed: bool,
    /// A computer player of this strength (its `user` is a small number no Discord user
    /// has); None for a person.
    #[serde(default)]
    pub computer: Option<crate::movegen::computer::Strength>,
}

/// What the open window is waiting for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum WindowKind {
    /// Opponents may Accept or Check; the author may Undo.
    Review {
        /// Opponents (player indices) who accepted.
        accepted: Vec<usize>,
        /// The author already asked for an Undo once.
        undo_asked: bool,
    },
    /// The author asked to take the move back; every opponent must agree.
    UndoVote {
        /// Opponents who agreed.
        agreed: Vec<usize>,
        /// The post that asked the opponents (it pings them); taken down when the vote ends.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        post: Option<u64>,
    },
}

/// The 10-second window of a pending move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    /// The game's move number the buttons carry.
    pub move_number: u32,
    /// What it waits for.
    pub kind: WindowKind,
    /// When it closes.
    pub deadline: Millis,
    /// The message with its buttons, once posted.
    pub message_id: Option<u64>,
    /// A mark of the picture posted with it (drawn as the move will stand), so that a move
    /// that stands as drawn keeps that picture ([`crate::table::picture_mark`]); None: a new
    /// picture when the window closes (a grid, or a window saved before marks were kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture: Option<u64>,
}

/// One turn of a person, noted for the missed-moves report: the best turn they had and
/// what they chose, and what their choice lost against the best.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissedTurn {
    /// The player (seat).
    pub seat: usize,
    /// The turn's number in the game, from 1 (in tables saved before issue 28: the game's
    /// move number then, which counted each laying and each settling).
    pub turn: u32,
    /// The best turn, in GCG notation (`-` a pass, `-LETTERS` an exchange, where that was
    /// best).
    pub best: String,
    /// Its score.
    pub best_score: u32,
    /// What they played (`-` a pass, `-LETTERS` an exchange).
    pub played: String,
    /// What it would score.
    pub played_score: u32,
    /// The equity their turn lost against the best, in tenths of a point, by the analysis's
    /// evaluation ([`crate::movegen::computer::analysis`]; in WordCap the points). None in
    /// tables saved before it was noted (then the best was the best by score).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lost: Option<i64>,
}

impl MissedTurn {
    /// The most equity a turn is noted to lose (tenths): a turn that could have won at once
    /// (a target reached) is worth more than any points; it counts as this much.
    pub const MOST_LOST: i64 = 10_000;

    /// The equity the turn lost (tenths of a point, never below 0): as noted, or for a table
    /// saved before equity was noted, the points the best move scored more.
    pub fn lost_tenths(&self) -> i64 {
        self.lost
            .unwrap_or_else(|| 10 * (i64::from(self.best_score) - i64::from(self.played_score)))
            .clamp(0, Self::MOST_LOST)
    }
}

/// Each player's game clock (the game time limit), kept by the table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameClock {
    /// Milliseconds each seat has used, by seat.
    pub used_ms: Vec<u64>,
    /// When the current player's clock started (None: no clock runs, e.g. in a window).
    pub turn_started: Option<Millis>,
}

/// A lobby or a game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Stage {
    /// Players are joining.
    Lobby {
        /// The lobby message, once posted.
        message_id: Option<u64>,
    },
    /// The game is on.
    Playing {
        /// The rules state: a board game or WordCap.
        game: Box<TableGame>,
        /// The open Accept/Check/Undo window, if a move is pending.
        window: Option<Window>,
        /// When the player to move runs out of time (None: no limit, or a move is pending).
        move_deadline: Option<Millis>,
    },
}

/// Everything one channel's table remembers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableState {
    /// The channel.
    pub channel: u64,
    /// The server, if any.
    pub guild: Option<u64>,
    /// The game's id (buttons carry it).
    pub game_id: u64,
    /// The locale of channel posts (the creator's server locale).
    pub locale: String,
    /// Who opened the game.
    pub creator: u64,
    /// The options.
    pub options: GameOptions,
    /// The players, in seat order (game player index = seat index).
    pub seats: Vec<Seat>,
    /// Lobby or game.
    pub stage: Stage,
    /// The players' game clocks.
    #[serde(default)]
    pub clock: GameClock,
    /// Each person's turns: the best move beside what they played.
    #[serde(default)]
    pub missed: Vec<MissedTurn>,
    /// The message carrying the turn controls of the player to move (Play…, Exchange…,
    /// Pass, My rack, Resign), once posted: its buttons come off when the turn is over.
    #[serde(default)]
    pub controls_message: Option<u64>,
    /// Where the game's live summary is (the lobby message in the channel it was opened in)
    /// when the game is played in a thread; `channel` is then the thread.
    #[serde(default)]
    pub summary: Option<SummaryPlace>,
    /// A game over days: the last reminder sent (see `session/correspondence.rs`).
    #[serde(default)]
    pub reminded: Option<Reminded>,
    /// A tournament's game: which one (its result goes to the tournament when it is
    /// archived).
    #[serde(default)]
    pub tournament: Option<TournamentTag>,
}

impl TableState {
    /// The game is over, or its lobby closed with nobody left.
    pub fn is_finished(&self) -> bool {
        match &self.stage {
            Stage::Playing { game, .. } => game.is_over(),
            Stage::Lobby { .. } => self.seats.is_empty(),
        }
    }
}

/// Which tournament game a table plays: the tournament's id, the round, and the two
/// players' entry indices (seat 1 is `first`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentTag {
    /// The tournament's id in the store.
    pub id: i64,
    /// The round, from 1.
    pub round: u32,
    /// Seat 1's entry index.
    pub first: usize,
    /// Seat 2's entry index.
    pub second: usize,
}

/// The reminder a game over days last sent: to whom, at which move, and whether the
/// "time runs out" one followed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reminded {
    /// The game's move number then.
    pub move_number: u32,
    /// The seat reminded.
    pub seat: usize,
    /// The second reminder (time running out) was sent too.
    pub warned: bool,
}

/// The message that summarises a game played in a thread: the lobby message it started from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SummaryPlace {
    /// The channel the lobby was opened in.
    pub channel: u64,
    /// The lobby message.
    pub message_id: u64,
}
