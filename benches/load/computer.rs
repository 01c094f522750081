//! `LOAD_COMPUTER=expert` (or `beginner`, `intermediate`, `strong`): each table is one
//! scripted person against the bot's computer at that level, opened as a person opens one
//! (`/game new variant:literaki computer:expert`, **Add computer**, **Start**).
//!
//! The word list is the bundled Polish one (`dicts/pl.lex`), not the run's two-letter lists:
//! with every two-letter string a word and nothing longer, the computer lays one or two tiles
//! a move, each play it weighs is cheap to find and to play out, the bag hardly empties and
//! the end-game search never runs, so the expert's thinking would cost nothing like a real
//! game's. On the real list the scripted person still plays real words (one tile beside a
//! letter making a two-letter word of the list, and no other word) and phonies (two tiles: a
//! three-letter string, a word or not as the list says). What is on the board and on their
//! rack they read from the bot's store (`active_tables`, read-only), as a person reads the
//! board's picture: the computer's moves are posted as words, not squares.

use crate::moves::{Laying, Square};
use plansza::lexicon::{Language, Lexicon};
use plansza::movegen::computer::Strength;
use plansza::rules::Tile;
use plansza::table::{Stage, TableGame, TableState};
use rand::{rngs::StdRng, Rng};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The computer's pause before its move (`THINK_MS` of `src/table/session/computer.rs`):
/// from then until its move is posted, the channel's task waits for its thinking.
pub const PAUSE: Duration = Duration::from_millis(1_500);

/// The bot's computer the scripted people play against.
pub struct Opponent {
    /// Its level.
    pub strength: Strength,
    /// The Polish word list the bot has too.
    words: Lexicon,
    /// The bot's SQLite file, opened read-only once it exists.
    db_path: PathBuf,
    db: Option<rusqlite::Connection>,
}

/// What the person to move sees: the board's letters and their rack's (blanks left out).
pub struct Position {
    pub board: HashMap<Square, String>,
    pub rack: Vec<String>,
}

impl Opponent {
    /// The computer `LOAD_COMPUTER` names, if set; its word list put in the run's folder
    /// `dir` in place of the two-letter Polish one.
    pub fn from_env(dir: &Path) -> Option<Opponent> {
        let level = std::env::var("LOAD_COMPUTER").ok()?;
        let strength = Strength::from_name(&level).unwrap_or_else(|| {
            panic!("LOAD_COMPUTER={level}: beginner, intermediate, strong or expert")
        });
        let bundled = plansza::lexicon::bundled_path(Language::Polish)
            .expect("the bundled Polish word list (dicts/pl.lex)");
        let ours = dir.join("dicts").join("pl.lex");
        std::fs::copy(&bundled, &ours).expect("the Polish word list copied");
        let words = Lexicon::load(&ours).expect("the Polish word list loads");
        Some(Opponent {
            strength,
            words,
            db_path: dir.join("plansza.db"),
            db: None,
        })
    }

    /// The position of `user`'s turn in the game played in `place`, as the bot saved it;
    /// `None` until it is their turn with no window open.
    pub fn position(&mut self, place: u64, user: u64) -> Option<Position> {
        if self.db.is_none() {
            let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY;
            let db = rusqlite::Connection::open_with_flags(&self.db_path, flags).ok()?;
            db.busy_timeout(Duration::from_secs(1)).ok()?;
            self.db = Some(db);
        }
        let json: String = self
            .db
            .as_ref()?
            .query_row(
                "SELECT state_json FROM active_tables WHERE channel_id = ?1",
                [place as i64],
                |r| r.get(0),
            )
            .ok()?;
        let state: TableState = serde_json::from_str(&json).ok()?;
        let seat = state.seats.iter().position(|s| s.user == user)?;
        let Stage::Playing {
            game, window: None, ..
        } = &state.stage
        else {
            return None;
        };
        let TableGame::Board(game) = &**game else {
            return None;
        };
        if game.is_over() || game.turn() != seat {
            return None;
        }
        let alphabet = game.variant().alphabet();
        let board = game
            .board()
            .tiles()
            .map(|(p, t)| {
                let square = (i32::from(p.row), i32::from(p.col));
                (square, alphabet.lower(t.letter).to_string())
            })
            .collect();
        let rack = game
            .rack(seat)?
            .tiles()
            .iter()
            .filter_map(|t| match t {
                Tile::Letter(l) => Some(alphabet.lower(*l).to_string()),
                Tile::Blank => None,
            })
            .collect();
        Some(Position { board, rack })
    }

    /// Whether `word` is in the list.
    pub fn is_word(&self, word: &str) -> bool {
        self.words.contains_str(word)
    }

    /// The first move: two of the rack's letters making a word, across from the centre.
    pub fn first_word(&self, letters: &[String]) -> Option<Laying> {
        for (i, a) in letters.iter().enumerate() {
            for (j, b) in letters.iter().enumerate() {
                if i != j && self.is_word(&format!("{a}{b}")) {
                    let tiles = vec![((7, 7), a.clone()), ((7, 8), b.clone())];
                    return Some((format!("8H {a}{b}"), tiles));
                }
            }
        }
        None
    }

    /// A real word: one tile before or after a letter on the board, in line with it, making
    /// a two-letter word of the list and no other word.
    pub fn real_word(
        &self,
        board: &HashMap<Square, String>,
        letters: &[String],
        rng: &mut StdRng,
    ) -> Option<Laying> {
        let on_board = |s: Square| {
            s.0 >= 0 && s.1 >= 0 && s.0 < crate::moves::SIZE && s.1 < crate::moves::SIZE
        };
        let empty = |s: Square| !board.contains_key(&s);
        let mut anchors: Vec<&Square> = board.keys().collect();
        if anchors.is_empty() || letters.is_empty() {
            return None;
        }
        anchors.sort();
        let start = rng.gen_range(0..anchors.len());
        let first_letter = rng.gen_range(0..letters.len());
        for k in 0..anchors.len() {
            let (r, c) = *anchors[(start + k) % anchors.len()];
            let anchor = &board[&(r, c)];
            for (dr, dc) in [(1, 0), (0, 1)] {
                for after in [true, false] {
                    let s = if after { 1 } else { -1 };
                    let tile = (r + s * dr, c + s * dc);
                    let beyond = (r + 2 * s * dr, c + 2 * s * dc);
                    let behind = (r - s * dr, c - s * dc);
                    let sides = [(tile.0 - dc, tile.1 - dr), (tile.0 + dc, tile.1 + dr)];
                    let alone = on_board(tile)
                        && empty(tile)
                        && empty(beyond)
                        && empty(behind)
                        && sides.iter().all(|&q| empty(q));
                    if !alone {
                        continue;
                    }
                    for n in 0..letters.len() {
                        let letter = &letters[(first_letter + n) % letters.len()];
                        let word = if after {
                            format!("{anchor}{letter}")
                        } else {
                            format!("{letter}{anchor}")
                        };
                        if !self.is_word(&word) {
                            continue;
                        }
                        let from = if after { (r, c) } else { tile };
                        let square = crate::moves::square_name(from, dr == 1);
                        let text = if after {
                            format!("{square} .{letter}")
                        } else {
                            format!("{square} {letter}.")
                        };
                        return Some((text, vec![(tile, letter.clone())]));
                    }
                }
            }
        }
        None
    }
}
