//! Game records in the GCG format: read them ([`parse()`]), replay them through the rules
//! engine and compare every score ([`replay()`]), and write a finished plansza game as one
//! ([`mod@write`]).
//!
//! Reading is two steps, as with moves: bytes to a [`GameRecord`] (syntax only, a
//! [`GcgError`] naming the line on failure), then [`replay()`] checks the record's meaning on a
//! board of the chosen variant and returns a [`ReplayReport`] with one line per event and
//! every problem found. The supported subset is described in `docs/gcg.md`; plansza's own
//! additions (blanks taken, resignations, lost turns, time over) in [`extensions`].

pub mod decode;
pub mod error;
pub mod extensions;
pub mod fields;
pub mod parse;
pub mod record;
pub mod replay;
pub mod variant;
pub mod write;

pub use decode::{decode, named_encoding, Decoded, Encoding};
pub use error::{GcgError, GcgErrorKind};
pub use parse::{parse, parse_str};
pub use record::{Cell, Event, EventKind, GameRecord, Placement, PlayerInfo, Take, Warning};
pub use replay::{replay, EventCheck, Problem, ReplayReport};
pub use variant::{choose_variant, UnknownVariant};
pub use write::{turn_notes, write_game, write_game_noted};
