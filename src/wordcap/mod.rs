//! WordCap: a 5x5 Boggle-like grid game for up to four players, as a pure library (no
//! async, no I/O, no Discord types). The rule text is `seeds/wordcap-rules-en.txt`; how each
//! sentence is read: `docs/rules/wordcap.md`.
//!
//! A [`WordCapGame`] is a value; every action takes `&self` and returns the new game or a
//! [`WordCapError`]. Input is read in two steps, as in the board games: text to a [`Path`]
//! ([`Path::parse`], syntax), then [`Path::check`] / [`score::score`] (is the line legal,
//! what does it score) and [`WordCapGame::submit`] (is it this player's turn).
//!
//! Modules: [`cell`] cells and their notation (`B3`), [`letters`] letter weights and bonus
//! classes per language, [`grid`] the letters and the crossing bonuses, [`path`] a traced
//! line and its rule, [`score`] what a line scores, [`finder`] every word on a grid,
//! [`spell`] the paths of one typed word, [`computer`] a computer player's choices,
//! [`options`] the settings, [`phase`] pending words, outcomes, records and endings,
//! [`game`] the game itself, [`error`] what can go wrong, [`mod@record`] a game's record
//! as text: written, read and replayed.

pub mod cell;
pub mod computer;
pub mod error;
pub mod finder;
pub mod game;
pub mod grid;
pub mod letters;
pub mod options;
pub mod path;
pub mod phase;
pub mod record;
pub mod score;
pub mod spell;

pub use cell::{Cell, NotACell};
pub use error::{WordCapError, MAX_PLAYERS, MIN_PLAYERS};
pub use finder::{all_paths, all_words, all_words_within, Found, WordsFound, MAX_WALK_VISITS};
pub use game::WordCapGame;
pub use grid::{Grid, GridError};
pub use options::{TurnLimit, WordCapOptions};
pub use path::{Path, PathError};
pub use phase::{Ending, Pending, Phase, PlayerState, Record, WordCapOutcome};
pub use record::write_wordcap;
pub use score::Scored;
pub use spell::{paths_for_word, WordPaths, MAX_VISITS};
