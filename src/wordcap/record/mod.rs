//! A WordCap game's record: a text in the manner of GCG (`docs/gcg.md`, "WordCap records")
//! that a person can read and plansza can replay. Written from a game ([`write_wordcap`]),
//! read back ([`parse()`], syntax only, a [`RecordError`] naming the line), and replayed
//! through the rules ([`replay()`]): every line traced, the letters it spells, its score,
//! the new letters, the Sorts, the turn order and the end.
//!
//! ```text
//! #character-encoding UTF-8
//! #variant wordcap
//! #language en
//! #turns 30
//! #sorts 3
//! #player1 ala Ala
//! #player2 bob Bob
//! #grid DOGSA/EATEN/RINGO/QUIZS/TEARS
//! >ala: A1 B2 C1 DAG +9 9 =EIS
//! >bob: sort ISGSA/EATEN/RONGO/QUIZS/TEARE +0 0
//! >bob: A2 B2 C2 EAT -- +0 0
//! >ala: - +0 9
//! #resigned bob
//! ```
//!
//! Modules: [`event`] the record as read, [`error`] why one cannot be read, [`mod@write`],
//! [`mod@parse`], [`mod@replay`].

pub mod error;
pub mod event;
pub mod parse;
pub mod replay;
pub mod write;

pub use error::{RecordError, RecordErrorKind};
pub use event::{RecordEvent, RecordEventKind, WordCapRecord};
pub use parse::{is_wordcap, parse, parse_str};
pub use replay::{replay, WordCapReplay};
pub use write::write_wordcap;

/// The name a record gives WordCap in `#variant`.
pub const VARIANT: &str = "wordcap";
