//! Helpers shared by the table scenario tests (`table_flow`, `table_wordcap`, ...): a
//! dictionary that says yes or no to every word, Ala and Bolek at a table, and reading a
//! table's effects. A test file includes it with `mod table_common;`.
#![allow(dead_code)]

use plansza::lexicon::{Letter, WordList};
use plansza::movegen::computer::{candidates, Leaves, Turn};
use plansza::movegen::Generator;
use plansza::rules::{Game, Tile};
use plansza::table::{
    Action, ButtonAction, ButtonId, Dictionaries, Effect, GameOptions, Input, Msg, Post, Reply,
    Table,
};

/// Ala, who opens the tables.
pub const ALA: u64 = 11;
/// Bolek, who joins them.
pub const BOLEK: u64 = 22;
/// The clock at the start of a scenario.
pub const T0: u64 = 1_700_000_000_000;

/// An input from a person: Ala, Bolek or another user, in Polish.
pub fn input(user: u64, action: Action) -> Input {
    let name = match user {
        ALA => "Ala".to_string(),
        BOLEK => "Bolek".to_string(),
        other => format!("User {other}"),
    };
    Input {
        user,
        name,
        locale: "pl".to_string(),
        action,
    }
}

/// Pressing a button of the table's current game or lobby.
pub fn press(table: &Table, action: ButtonAction) -> Action {
    Action::Button(ButtonId {
        game: table.state().game_id,
        action,
        move_number: table.played().map(|g| g.move_number()).unwrap_or(0),
    })
}

/// Ala opens a table of these options (random seed `seed`) and Bolek joins; started when
/// `start`. Returns the table and the effects of opening it.
pub fn ala_and_bolek(options: GameOptions, seed: u64, start: bool) -> (Table, Vec<Effect>) {
    let (mut t, opened) = Table::open(
        1,
        Some(5),
        7,
        &input(ALA, Action::NewGame(options.clone())),
        options,
    );
    t.seed(seed);
    t.handle(
        input(BOLEK, press(&t, ButtonAction::Join)),
        T0,
        &Judge(true),
    );
    if start {
        t.handle(input(ALA, press(&t, ButtonAction::Start)), T0, &Judge(true));
    }
    (t, opened)
}

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

/// The catalog keys of every line the channel is shown, in order: new posts, and the
/// messages edited in place (a settled move's window becomes the turn's message).
pub fn post_keys(effects: &[Effect]) -> Vec<&'static str> {
    effects
        .iter()
        .flat_map(|e| match e {
            Effect::Post(p) => p.lines.as_slice(),
            Effect::Edit { lines, .. } => lines.as_slice(),
            _ => &[],
        })
        .map(|m: &Msg| m.key)
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
            dawg: lex.dawg().clone(),
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

/// The first `n` tiles of `user`'s rack as a move types them (a blank as `*a`).
pub fn rack_letters(table: &Table, user: u64, n: usize) -> String {
    let game = table.game().expect("a board game");
    let seat = table.state().seats.iter().position(|s| s.user == user);
    let alphabet = game.variant().alphabet();
    game.players()[seat.expect("a seat")].rack.tiles()[..n]
        .iter()
        .map(|tile| match tile {
            plansza::rules::Tile::Letter(l) => alphabet.lower(*l).to_string(),
            plansza::rules::Tile::Blank => "*a".to_string(),
        })
        .collect()
}

/// The letters a grid picture's traced line runs over, in order.
pub fn under_the_line(view: &plansza::render::GridView) -> String {
    view.path
        .iter()
        .map(|&(r, c)| view.letters[usize::from(r) * usize::from(view.side) + usize::from(c)])
        .collect()
}

/// The move generator of `game`'s variant over the DAWG of `dicts`.
pub fn generator<'a>(game: &Game, dicts: &'a WithDawg) -> Generator<'a> {
    Generator::new(game.variant(), dicts.dawg("").expect("a DAWG"))
}

/// The weakest play the player to move has by the analysis's evaluation (or, with no play,
/// the weakest turn), as typed.
pub fn weakest_play(game: &Game, dicts: &WithDawg) -> Action {
    let mut plays = Vec::new();
    generator(game, dicts).plays_for(game, &mut plays);
    let ranked = candidates(game, &plays, Leaves::learned_for(game));
    let weakest = ranked
        .iter()
        .rev()
        .find(|c| matches!(c.turn, Turn::Play(_)))
        .or(ranked.last())
        .expect("a turn");
    typed(game, &weakest.turn)
}

/// A turn as a person takes it.
pub fn typed(game: &Game, turn: &Turn) -> Action {
    let alphabet = game.variant().alphabet();
    match turn {
        Turn::Play(p) => Action::Play(p.to_move_text().to_text(alphabet)),
        Turn::Exchange(tiles) => Action::Exchange(
            tiles
                .iter()
                .map(|t| match t {
                    Tile::Letter(l) => alphabet.lower(*l),
                    Tile::Blank => '*',
                })
                .collect(),
        ),
        Turn::Pass => Action::Pass,
    }
}
