//! A finished game looked back on, move by move ([`look_back`]): for the start and after
//! each turn, the board (or WordCap grid) as it stood, who moved and what they did, every
//! player's score, and, for a person's turn, the best move the bot found then with its score
//! and the equity the turn taken lost against it (what `/game missed` knows,
//! [`super::MissedTurn`]). Pure: a table's state in, views and
//! texts to localize out. A WordCap game steps through its words on the grid each was
//! traced on, as its replay does.

use serde::Serialize;

use super::ending::board_plate;
use super::game::TableGame;
use super::session::describe::{board_move, traced_word, Described};
use super::state::{MissedTurn, Stage, TableState};
use super::view::{grid_plate, GridMark};
use super::Msg;
use crate::render::{BoardView, GridView};
use crate::rules::{Board, Direction, Game, TurnRecord};
use crate::wordcap::{Record, WordCapGame};

/// A finished game, step by step.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LookBack {
    /// The game's id.
    pub game: u64,
    /// The game's name (`literaki`, `wordcap`, ...).
    pub variant: String,
    /// The language of the game's texts (a Discord locale code).
    pub locale: String,
    /// The players' names, in seat order (as typed: shown as text, never as markup).
    pub players: Vec<String>,
    /// The start, then one step per turn.
    pub steps: Vec<Step>,
    /// Every player's score at the end (after the end-game adjustments).
    pub final_scores: Vec<i64>,
}

/// The game at one step: the start (step 0) or right after a turn.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Step {
    /// Its number: 0 the start, then 1, 2, 3, ... one per turn.
    pub number: usize,
    /// Whose turn it was (None: the start, or letters drawn for everyone).
    pub player: Option<usize>,
    /// What the turn was: `start`, `across`, `down`, `cells` (a WordCap word),
    /// `rejected`, `exchange`, `pass`, `skipped`, `resigned`, `sorted`.
    pub kind: &'static str,
    /// Where: the start square as the notation writes it (`8H` across, `H8` down), or a
    /// WordCap word's cells (`A1 B2 B3`).
    pub place: String,
    /// The word (capitals; a move that formed several: the main one), or how many tiles
    /// were exchanged.
    pub word: String,
    /// The points it scored.
    pub score: u32,
    /// The board after it, its new tiles marked (board games).
    pub board: Option<BoardView>,
    /// The grid it was played on, its line drawn (WordCap; a Sort: the grid it made).
    pub grid: Option<GridView>,
    /// Every player's score after it.
    pub scores: Vec<i64>,
    /// The best move the bot found for that player at that turn (a person's turn that
    /// was noted).
    pub best: Option<BestMove>,
}

/// The best move a player had at a turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BestMove {
    /// `across`, `down`, `cells`, `pass`, `exchange` or `other`.
    pub kind: &'static str,
    /// Its start square or cells.
    pub place: String,
    /// Its word in capitals.
    pub word: String,
    /// Its points.
    pub score: u32,
    /// The player found it (their turn lost nothing against it).
    pub found: bool,
    /// The equity the turn taken lost against it (tenths of a point, see
    /// [`MissedTurn::lost_tenths`]).
    pub lost: i64,
}

impl Step {
    /// What the turn did, as a line to localize (`lookback-move`).
    pub fn said(&self) -> Msg {
        Msg::new("lookback-move")
            .s("kind", self.kind)
            .s("place", self.place.clone())
            .s("word", self.word.clone())
            .n("score", self.score)
            .n("count", self.word.parse::<i64>().unwrap_or(0))
    }

    /// The best move at this turn, as a line to localize (`lookback-best`), if known.
    pub fn best_said(&self) -> Option<Msg> {
        self.best.as_ref().map(|b| {
            Msg::new(if b.found {
                "lookback-best-found"
            } else {
                "lookback-best"
            })
            .s("kind", b.kind)
            .s("place", b.place.clone())
            .s("word", b.word.clone())
            .n("score", b.score)
            .tenths("lost", b.lost)
        })
    }
}

/// The look-back of the game a table played; None before a game started or when its
/// story cannot be told (a game set up by hand).
pub fn look_back(state: &TableState) -> Option<LookBack> {
    let Stage::Playing { game, .. } = &state.stage else {
        return None;
    };
    let players: Vec<String> = state.seats.iter().map(|s| s.name.clone()).collect();
    let (steps, final_scores) = match &**game {
        TableGame::Board(g) => board_steps(g, &state.missed)?,
        TableGame::Grid(g) => grid_steps(g, &state.missed),
    };
    Some(LookBack {
        game: state.game_id,
        variant: state.options.variant.name().to_string(),
        locale: state.locale.clone(),
        players,
        steps,
        final_scores,
    })
}

fn wide(scores: &[i32]) -> Vec<i64> {
    scores.iter().map(|&s| i64::from(s)).collect()
}

/// The noted turns of each seat, taken in order as that seat's turns come by.
pub(super) struct Noted<'a> {
    missed: &'a [MissedTurn],
    next: Vec<usize>,
}

impl<'a> Noted<'a> {
    /// The noted turns `missed` of a game of `players` players, none taken yet.
    pub(super) fn new(missed: &'a [MissedTurn], players: usize) -> Noted<'a> {
        Noted {
            missed,
            next: vec![0; players],
        }
    }

    /// The noted choice of `seat` for its turn that `fits`: the seat's next noted entries
    /// are looked at in order; one that does not fit (a move laid and then undone, never a
    /// turn) is passed over.
    fn take(&mut self, seat: usize, fits: impl Fn(&MissedTurn) -> bool) -> Option<&'a MissedTurn> {
        let start = *self.next.get(seat)?;
        let mine: Vec<(usize, &MissedTurn)> = self
            .missed
            .iter()
            .enumerate()
            .filter(|(_, m)| m.seat == seat)
            .skip(start)
            .collect();
        let (skipped, found) = mine.iter().enumerate().find(|(_, (_, m))| fits(m))?;
        self.next[seat] = start + skipped + 1;
        Some(found.1)
    }

    /// The noted choice of the turn `record` records, the next one of its player's: a move
    /// (laid, or checked off the board) of the same points, or a pass or an exchange; None
    /// for a turn that was no choice (a lost turn, a resignation) or was not noted (a
    /// computer's).
    pub(super) fn of(&mut self, record: &TurnRecord) -> Option<&'a MissedTurn> {
        let (player, laid_score) = match record {
            TurnRecord::Played { player, mv } | TurnRecord::Rejected { player, mv } => {
                (*player, Some(mv.score))
            }
            TurnRecord::Exchanged { player, .. } | TurnRecord::Passed { player } => (*player, None),
            _ => return None,
        };
        self.take(player, |m| {
            let without_word = m.played.trim_start().starts_with('-');
            match laid_score {
                Some(points) => !without_word && m.played_score == points,
                None => without_word,
            }
        })
    }
}

fn best_of(noted: &MissedTurn, described: Described) -> BestMove {
    BestMove {
        kind: described.kind,
        place: described.place,
        word: described.word,
        score: noted.best_score,
        found: noted.lost_tenths() == 0,
        lost: noted.lost_tenths(),
    }
}

fn board_steps(game: &Game, missed: &[MissedTurn]) -> Option<(Vec<Step>, Vec<i64>)> {
    let story = game.story().ok()?;
    let v = game.variant();
    let alphabet = v.alphabet();
    let mut noted = Noted::new(missed, story.players());
    let mut steps = vec![Step {
        number: 0,
        player: None,
        kind: "start",
        place: String::new(),
        word: String::new(),
        score: 0,
        board: Some(board_plate(game, &story.start, &[], &[])),
        grid: None,
        scores: wide(&story.start_scores()),
        best: None,
    }];
    let mut before: &Board = &story.start;
    for (i, turn) in story.turns.iter().enumerate() {
        let (kind, place, word, score) = match &turn.record {
            TurnRecord::Played { mv, .. } | TurnRecord::Rejected { mv, .. } => {
                let main = mv.words.first();
                let word = main.map_or(String::new(), |w| {
                    w.letters.iter().map(|&l| alphabet.upper(l)).collect()
                });
                let place = main.map_or(String::new(), |w| w.start.noted(w.direction));
                let kind = match (&turn.record, main.map(|w| w.direction)) {
                    (TurnRecord::Rejected { .. }, _) => "rejected",
                    (_, Some(Direction::Down)) => "down",
                    _ => "across",
                };
                let score = if kind == "rejected" { 0 } else { mv.score };
                (kind, place, word, score)
            }
            TurnRecord::Exchanged { count, .. } => {
                ("exchange", String::new(), count.to_string(), 0)
            }
            TurnRecord::Passed { .. } => ("pass", String::new(), String::new(), 0),
            TurnRecord::Skipped { .. } => ("skipped", String::new(), String::new(), 0),
            TurnRecord::Resigned { .. } => ("resigned", String::new(), String::new(), 0),
            _ => ("other", String::new(), String::new(), 0),
        };
        let player = turn.player();
        let best = noted
            .of(&turn.record)
            .map(|m| best_of(m, board_move(&m.best, v, Some(before))));
        steps.push(Step {
            number: i + 1,
            player: Some(player),
            kind,
            place,
            word,
            score,
            board: Some(board_plate(
                game,
                &turn.board,
                &turn.owners,
                &story.fresh(i),
            )),
            grid: None,
            scores: wide(&turn.scores),
            best,
        });
        // A turn that cleared the board leaves the next one an empty board.
        before = if turn.cleared_board() {
            &story.start
        } else {
            &turn.board
        };
    }
    Some((steps, wide(&story.final_scores)))
}

fn grid_steps(game: &WordCapGame, missed: &[MissedTurn]) -> (Vec<Step>, Vec<i64>) {
    let story = game.story();
    let points = |scores: &[u32]| -> Vec<i64> { scores.iter().map(|&s| i64::from(s)).collect() };
    let mut noted = Noted::new(missed, story.final_scores.len());
    let mut steps = vec![Step {
        number: story.untold,
        player: None,
        kind: "start",
        place: String::new(),
        word: String::new(),
        score: 0,
        board: None,
        grid: Some(grid_plate(&story.start, GridMark::Nothing)),
        scores: points(&story.start_scores),
        best: None,
    }];
    for (i, turn) in story.turns.iter().enumerate() {
        let player = turn.player();
        let alphabet = turn.before.language().alphabet();
        let (kind, place, word, score) = match &turn.record {
            Record::Played {
                path, word, score, ..
            } => (
                "cells",
                path.to_string(),
                word.iter().map(|&l| alphabet.upper(l)).collect(),
                *score,
            ),
            Record::Rejected { path, word, .. } => (
                "rejected",
                path.to_string(),
                word.iter().map(|&l| alphabet.upper(l)).collect(),
                0,
            ),
            Record::Passed { .. } => ("pass", String::new(), String::new(), 0),
            Record::Sorted { .. } => ("sorted", String::new(), String::new(), 0),
            Record::Resigned { .. } => ("resigned", String::new(), String::new(), 0),
        };
        let best = match &turn.record {
            Record::Played { .. } | Record::Rejected { .. } | Record::Passed { .. } => {
                let is_pass = kind == "pass";
                noted
                    .take(player, |m| {
                        m.played.trim_start().starts_with('-') == is_pass
                            && (is_pass || kind == "rejected" || m.played_score == score)
                    })
                    .map(|m| best_of(m, traced_word(&m.best)))
            }
            _ => None,
        };
        let (grid, mark) = match &turn.record {
            Record::Sorted { .. } => (&turn.after, GridMark::Nothing),
            _ => (
                &turn.before,
                turn.path()
                    .map_or(GridMark::Nothing, |p| GridMark::Line(p, player)),
            ),
        };
        steps.push(Step {
            number: story.untold + i + 1,
            player: Some(player),
            kind,
            place,
            word,
            score,
            board: None,
            grid: Some(grid_plate(grid, mark)),
            scores: points(&turn.scores),
            best,
        });
    }
    (steps, points(&story.final_scores))
}

#[cfg(test)]
mod tests;
