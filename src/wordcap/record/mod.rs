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
//! #turns 6
//! #sorts 3
//! #player1 Ala Ala
//! #player2 Bob Bob
//! #grid DOGSA/EATEN/RINGO/QUIZS/TEARS
//! >Ala: A1 B2 C1 DAG +9 9 =EER
//! >Bob: sort EERIN/IGTSA/ZORQE/NEURS/EAOTS +0 0
//! >Bob: - +0 0
//! >Ala: - +0 9
//! >Bob: A1 A2 EI -- +0 0
//! >Ala: - +0 9
//! >Bob: - +0 0
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
