//! Helpers shared by the table scenario tests (`table_flow`, `table_wordcap`): a dictionary
//! that says yes or no to every word, and reading a table's effects. A test file includes it
//! with `mod table_common;`.
#![allow(dead_code)]

use plansza::lexicon::{Letter, WordList};
use plansza::table::{Dictionaries, Effect, Msg, Post, Reply};

/// A dictionary that accepts every word, or none.
pub struct Judge(pub bool);

impl WordList for Judge {
    fn contains(&self, _word: &[Letter]) -> bool {
        self.0
    }
}

impl Dictionaries for Judge {
    fn words(&self, _name: &str) -> &dyn WordList {
        self
    }
}

/// The answers to the person who acted.
pub fn replies(effects: &[Effect]) -> Vec<&Reply> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Reply(r) => Some(r),
            _ => None,
        })
        .collect()
}

/// The catalog key of the first text answer.
pub fn reply_key(effects: &[Effect]) -> Option<&'static str> {
    replies(effects).into_iter().find_map(|r| match r {
        Reply::Text(m) => Some(m.key),
        _ => None,
    })
}

/// The channel posts.
pub fn posts(effects: &[Effect]) -> Vec<&Post> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Post(p) => Some(p),
            _ => None,
        })
        .collect()
}

/// The catalog keys of every line of every channel post, in order.
pub fn post_keys(effects: &[Effect]) -> Vec<&'static str> {
    posts(effects)
        .iter()
        .flat_map(|p| p.lines.iter().map(|m: &Msg| m.key))
        .collect()
}
