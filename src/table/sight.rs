//! What one viewer of a table sees ([`Sight`]): the board or grid as it stands (the move in
//! its window marked), the players with their scores, turns and clocks, the tiles left, the
//! move list and the open window with its time left; and, for a seated player alone, their
//! own rack and the tiles they have not seen. Anyone else's rack is never in it: a page
//! built from a sight cannot show what the rules keep private.

use serde::Serialize;

use super::game::TableGame;
use super::session::Table;
use super::state::{Stage, TableState, WindowKind};
use super::view::{board_view, grid_view, move_words, rack_view, GridMark};
use super::Millis;
use crate::render::{BoardView, GridView, RackView};
use crate::rules::{Tile, TurnRecord};

/// What one viewer sees of a table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Sight {
    /// The game's id.
    pub game: u64,
    /// The game's name (`literaki`, `english`, `wordcap`, ...).
    pub variant: String,
    /// The language of the game's texts (a Discord locale code).
    pub locale: String,
    /// The players are still joining: no board yet.
    pub lobby: bool,
    /// The game is over.
    pub finished: bool,
    /// The board (board games), the move in its window marked.
    pub board: Option<BoardView>,
    /// The grid (WordCap).
    pub grid: Option<GridView>,
    /// The players, in seat order.
    pub players: Vec<PlayerSight>,
    /// Tiles left in the bag.
    pub bag: usize,
    /// The viewer's seat, when they play here.
    pub you: Option<usize>,
    /// The viewer's own rack (only theirs, only when seated).
    pub rack: Option<RackView>,
    /// The tiles the viewer has not seen (the bag and the other racks together, as letters,
    /// `?` a blank), sorted; only for a seated viewer.
    pub unseen: Option<Vec<String>>,
    /// The open Accept/Check/Undo window.
    pub window: Option<WindowSight>,
    /// Milliseconds left for the player to move, when moves are timed.
    pub move_left_ms: Option<u64>,
    /// The moves so far, oldest first.
    pub moves: Vec<MoveLine>,
}

/// One player as a viewer sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerSight {
    /// Their name, as typed (a page shows it as text, never as markup).
    pub name: String,
    /// Their score.
    pub score: i64,
    /// Their turn now.
    pub to_move: bool,
    /// A computer player.
    pub computer: bool,
    /// They resigned.
    pub resigned: bool,
    /// Tiles on their rack (a count: the tiles are theirs to see).
    pub tiles: usize,
    /// Milliseconds left on their game clock, when the game has one.
    pub clock_left_ms: Option<u64>,
}

/// The open window of a move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WindowSight {
    /// Opponents may Accept or Check (false: the author asked to undo, opponents vote).
    pub review: bool,
    /// Whose move it is.
    pub author: Option<usize>,
    /// The move number its buttons carry.
    pub move_number: u32,
    /// Milliseconds until it closes.
    pub left_ms: u64,
    /// The opponents who accepted (or agreed to the undo).
    pub answered: Vec<usize>,
}

/// One line of the move list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveLine {
    /// Whose turn it was.
    pub player: Option<usize>,
    /// What happened: `played`, `rejected`, `exchanged`, `passed`, `skipped`, `resigned`,
    /// `rack-exchanged`, `board-cleared`, `new-letters`.
    pub kind: &'static str,
    /// The words formed (a move), or how many tiles (an exchange).
    pub text: String,
    /// The points it scored.
    pub score: u32,
}

impl Table {
    /// The seats that may still answer the open window, in seat order: the author's
    /// opponents who have not accepted (or agreed to the undo) and have not resigned. Empty
    /// when no window is open.
    pub fn still_to_answer(&self) -> Vec<usize> {
        let Stage::Playing {
            game,
            window: Some(window),
            ..
        } = &self.state().stage
        else {
            return Vec::new();
        };
        let author = game.pending_author();
        let answered = match &window.kind {
            WindowKind::Review { accepted, .. } => accepted,
            WindowKind::UndoVote { agreed, .. } => agreed,
        };
        (0..self.state().seats.len())
            .filter(|&i| Some(i) != author && !answered.contains(&i) && !game.resigned(i))
            .collect()
    }

    /// What `viewer` (a user id; None: a spectator) sees of this table at `now`.
    pub fn sight(&self, viewer: Option<u64>, now: Millis) -> Sight {
        self.state().sight(viewer, now)
    }
}

impl TableState {
    /// What `viewer` (a user id; None: a spectator) sees of the table in this state at
    /// `now`: read from the state as saved, with no table made of it (a page's reads
    /// neither copy nor check the state).
    pub fn sight(&self, viewer: Option<u64>, now: Millis) -> Sight {
        let state = self;
        let you = viewer.and_then(|user| state.seats.iter().position(|s| s.user == user));
        let mut sight = Sight {
            game: state.game_id,
            variant: state.options.variant.name().to_string(),
            locale: state.locale.clone(),
            lobby: matches!(state.stage, Stage::Lobby { .. }),
            finished: state.is_finished(),
            board: None,
            grid: None,
            players: Vec::new(),
            bag: 0,
            you,
            rack: None,
            unseen: None,
            window: None,
            move_left_ms: None,
            moves: Vec::new(),
        };
        let Stage::Playing {
            game,
            window,
            move_deadline,
        } = &state.stage
        else {
            sight.players = state
                .seats
                .iter()
                .map(|s| PlayerSight {
                    name: s.name.clone(),
                    score: 0,
                    to_move: false,
                    computer: s.computer.is_some(),
                    resigned: false,
                    tiles: 0,
                    clock_left_ms: None,
                })
                .collect();
            return sight;
        };
        let over = state.is_finished();
        let turn = game.turn();
        let game_time = state.options.game_time_secs.map(|s| u64::from(s) * 1000);
        sight.players = state
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let to_move = !over && window.is_none() && i == turn;
                let used = state.clock.used_ms.get(i).copied().unwrap_or(0);
                let running = match (to_move, state.clock.turn_started) {
                    (true, Some(started)) => now.saturating_sub(started),
                    _ => 0,
                };
                PlayerSight {
                    name: s.name.clone(),
                    score: game.score(i),
                    to_move,
                    computer: s.computer.is_some(),
                    resigned: game.resigned(i),
                    tiles: match &**game {
                        TableGame::Board(g) => held(g, i).len(),
                        TableGame::Grid(_) => 0,
                    },
                    clock_left_ms: game_time.map(|t| t.saturating_sub(used + running)),
                }
            })
            .collect();
        sight.window = window.as_ref().map(|w| {
            let (review, answered) = match &w.kind {
                WindowKind::Review { accepted, .. } => (true, accepted.clone()),
                WindowKind::UndoVote { agreed, .. } => (false, agreed.clone()),
            };
            WindowSight {
                review,
                author: game.pending_author(),
                move_number: w.move_number,
                left_ms: w.deadline.saturating_sub(now),
                answered,
            }
        });
        sight.move_left_ms = move_deadline.map(|d| d.saturating_sub(now));
        match &**game {
            TableGame::Board(g) => {
                sight.board = Some(board_view(g, &state.seats, String::new()));
                sight.bag = g.bag_len();
                if let Some(seat) = you {
                    sight.rack = Some(held_view(g, seat));
                    sight.unseen = Some(unseen_by(g, seat));
                }
                sight.moves = g.history().iter().map(|r| move_line(g, r)).collect();
            }
            TableGame::Grid(grid) => {
                sight.grid = Some(grid_view(
                    grid,
                    &state.seats,
                    String::new(),
                    GridMark::Nothing,
                ));
            }
        }
        sight
    }
}

/// The tiles player `i` holds: their rack, less the tiles of their move waiting in its
/// window (those are on the board, for everyone to see).
fn held(game: &crate::rules::Game, i: usize) -> Vec<Tile> {
    let mut tiles = game.rack(i).map(|r| r.tiles().to_vec()).unwrap_or_default();
    if let Some(pending) = game.pending().filter(|p| p.author == i) {
        for (_, laid) in &pending.mv.tiles {
            if let Some(at) = tiles.iter().position(|t| *t == laid.tile()) {
                tiles.remove(at);
            }
        }
    }
    tiles
}

/// The rack of `seat` as drawn, less the tiles of their move waiting in its window.
fn held_view(game: &crate::rules::Game, seat: usize) -> RackView {
    let mut view = rack_view(game, seat);
    let alphabet = game.variant().language.alphabet();
    if let Some(pending) = game.pending().filter(|p| p.author == seat) {
        for (_, laid) in &pending.mv.tiles {
            let gone = view.tiles.iter().position(|t| match laid.tile() {
                Tile::Blank => t.blank,
                Tile::Letter(l) => !t.blank && t.letter == alphabet.upper(l),
            });
            if let Some(at) = gone {
                view.tiles.remove(at);
            }
        }
    }
    view
}

/// The tiles `seat` has not seen: the bag and the other players' racks, as letters (`?` a
/// blank), sorted. From where they sit these are one heap: nothing tells whose rack a tile
/// is on.
fn unseen_by(game: &crate::rules::Game, seat: usize) -> Vec<String> {
    let alphabet = game.variant().language.alphabet();
    let others = (0..game.players().len())
        .filter(|&i| i != seat)
        .flat_map(|i| held(game, i));
    let mut letters: Vec<String> = game
        .bag()
        .tiles()
        .iter()
        .copied()
        .chain(others)
        .map(|t| match t {
            Tile::Letter(l) => alphabet.upper(l).to_string(),
            Tile::Blank => "?".to_string(),
        })
        .collect();
    letters.sort();
    letters
}

/// One turn of the record as a line of the move list.
fn move_line(game: &crate::rules::Game, record: &TurnRecord) -> MoveLine {
    let line = |player: Option<usize>, kind, text: String, score| MoveLine {
        player,
        kind,
        text,
        score,
    };
    match record {
        TurnRecord::Played { player, mv } => {
            line(Some(*player), "played", move_words(game, mv), mv.score)
        }
        TurnRecord::Rejected { player, mv } => {
            line(Some(*player), "rejected", move_words(game, mv), 0)
        }
        TurnRecord::Exchanged { player, count } => {
            line(Some(*player), "exchanged", count.to_string(), 0)
        }
        TurnRecord::Passed { player } => line(Some(*player), "passed", String::new(), 0),
        TurnRecord::Skipped { player } => line(Some(*player), "skipped", String::new(), 0),
        TurnRecord::Resigned { player } => line(Some(*player), "resigned", String::new(), 0),
        TurnRecord::RackExchanged { player, count, .. } => {
            line(Some(*player), "rack-exchanged", count.to_string(), 0)
        }
        TurnRecord::BoardCleared { player, tiles } => {
            line(Some(*player), "board-cleared", tiles.to_string(), 0)
        }
        TurnRecord::NewLetters => line(None, "new-letters", String::new(), 0),
    }
}
