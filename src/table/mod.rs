//! The per-channel session: a sans-IO state machine in the manner of quinn-proto.
//!
//! A [`Table`] owns one channel's lobby or game, the 10-second Accept/Check/Undo windows and
//! the move clock. [`Table::handle`] takes an [`Input`] (who did what) and the current time and
//! returns [`Effect`]s for the driver to carry out in order (persist first, then answer, then
//! post). Timers are deadlines in the state: the driver asks [`Table::next_deadline`] and calls
//! [`Table::handle_timeout`]; the table never reads the clock and never sleeps, so tests jump
//! the clock instead of waiting.

mod check;
mod effect;
mod errors;
pub mod form;
mod game;
mod input;
pub mod owed;
mod record;
mod session;
mod sight;
mod state;
mod view;

pub mod ending;
pub mod lookback;

pub use check::DamagedTable;
pub use effect::{
    Button, ButtonStyle, Effect, Form, Look, Msg, MsgArg, Picture, Post, Reply, Summary,
    SummaryPlayer, TileChoice,
};
pub use errors::play as play_error;
pub use game::TableGame;
pub use input::{
    Action, ButtonAction, ButtonId, GameKind, GameOptions, Input, Match, PostTag, Report,
    WORDCAP_NAME,
};
pub use record::RecordText;
pub use session::{
    control_refusal, missed_report, pace_lines, picture_mark, Dictionaries, Finish, GameResults,
    MatchResult, PlayerResult, PointsChange, Pondering, Table, Thought,
};
pub use sight::{MoveLine, PlayerSight, Sight, WindowSight};
pub use state::{
    GameClock, MissedTurn, Reminded, Seat, Stage, SummaryPlace, TableState, TournamentTag, Window,
    WindowKind,
};
pub use view::{
    board_view, grid_view, rack_text, rack_view, square_look, square_looks, tile_look,
    tiles_by_value, GridMark,
};

/// Milliseconds since the Unix epoch (the table's only notion of time).
pub type Millis = u64;

/// How long an Accept/Check window and an Undo vote stay open, as the rules say.
pub const WINDOW_MS: Millis = 10_000;
