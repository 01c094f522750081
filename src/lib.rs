//! plansza: a Discord bot that hosts Scrabble-like word games.
//!
//! The layers, with arrows pointing one way (see `DESIGN.md` in the shared folder):
//! [`rules`] (pure game rules) uses [`lexicon`] (word lists); [`render`] and [`store`] are
//! adapters for pictures and persistence; [`table`] is the sans-IO per-channel session;
//! [`discord`] and [`cli`] drive it. [`i18n`] holds every text a user sees. [`wordcap`] is
//! the WordCap grid game's pure rules library (beside [`rules`], for the board games).
//! [`rating`] is the pure Glicko-2 rating of finished games, [`puzzle`] picks and judges the
//! daily puzzle, [`tournament`] pairs the rounds of a tournament (all pure). [`setup`] says
//! which game a table plays and with which options (below both the table and the
//! tournament). Shared by every door, none of them Discord's: [`text`] puts the table's
//! messages into a person's language, [`stats`] lays out `/stats`, the leaderboards and the
//! ratings post, [`dictionaries`] loads the word lists, [`cooldown`] holds back whoever acts
//! too fast. [`config`], [`cli`] and every module but [`discord`] import nothing from it.

pub mod cli;
pub mod config;
pub mod cooldown;
pub mod dictionaries;
pub mod discord;
pub mod failpoint;
pub mod gcg;
pub mod i18n;
pub mod lexicon;
pub mod metrics;
pub mod movegen;
pub mod puzzle;
pub mod rating;
pub mod render;
pub mod rules;
pub mod setup;
pub mod shards;
pub mod stats;
pub mod store;
pub mod table;
pub mod text;
pub mod tournament;
pub mod wordcap;
