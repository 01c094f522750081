//! The game rules: a pure library (no async, no I/O, no Discord types).
//!
//! A [`Game`] is a value; every action returns the new game or a typed error and leaves the
//! old one untouched. Variants are data ([`Variant`]) plus a few named rule hooks.
//! Move input is parsed in two steps, as in shakmaty: text to [`MoveText`] (syntax,
//! [`NotationError`]), then [`Game::submit`] resolves it against the board and rack (meaning,
//! [`MoveError`]).
//!
//! THE API BELOW IS THE CONTRACT the table, render and discord layers code against.
//! Bodies marked `todo!()` are being filled in; signatures stay.

pub mod api;

pub use api::*;
