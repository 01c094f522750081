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

/// Word lists with a DAWG for the computer: every two-letter word of the language, and a
/// judge that accepts every word (or none).
pub struct WithDawg {
    judge: Judge,
    dawg: plansza::movegen::Dawg,
}

impl WithDawg {
    pub fn new(language: plansza::lexicon::Language, accept: bool) -> WithDawg {
        let a = language.alphabet();
        let letters: Vec<char> = a.letters().map(|l| a.lower(l)).collect();
        let words = letters
            .iter()
            .flat_map(|x| letters.iter().map(move |y| format!("{x}{y}")));
        let lex = plansza::lexicon::Lexicon::from_words(language, words).expect("a word list");
        WithDawg {
            judge: Judge(accept),
            dawg: plansza::movegen::Dawg::new(&lex),
        }
    }
}

impl Dictionaries for WithDawg {
    fn words(&self, _name: &str) -> &dyn WordList {
        &self.judge
    }
    fn dawg(&self, _name: &str) -> Option<&plansza::movegen::Dawg> {
        Some(&self.dawg)
    }
}
