//! plansza: a Discord bot that hosts Scrabble-like word games.
//!
//! The floors, with imports pointing down only (the whole map, and the life of a move from
//! a press to the saved state and the posts: `docs/architecture.md` in this repository):
//! the pure rules ([`rules`], [`wordcap`], [`movegen`], [`lexicon`], [`tournament`],
//! [`rating`], [`puzzle`], [`gcg`], [`i18n`]), with [`setup`] (which game a table plays and
//! with which options, below both the table and the tournament); [`table`], one place's
//! game as a sans-I/O value; the adapters [`store`] and [`render`]; what every door shares
//! ([`text`]: the table's messages in a person's language, [`stats`]: `/stats`, the
//! leaderboards and the ratings post laid out, [`dictionaries`]: the word lists loaded,
//! [`cooldown`]: whoever acts too fast held back); [`service`], which runs the tables and
//! hands what they owe to a door; the doors [`discord`] and [`cli`].

#![warn(missing_docs)]

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
pub mod service;
pub mod setup;
pub mod shards;
pub mod stats;
pub mod store;
pub mod table;
pub mod text;
pub mod tournament;
pub mod web;
pub mod wordcap;
