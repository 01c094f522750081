//! One board picture per move. A board move's window shows the board as the move will stand
//! if nobody checks it: its tiles marked as the last move, the scores and the bag after it,
//! the next player to move. When the move stands so, the window's message keeps that picture
//! and only its text and buttons change; a move whose tiles go back (a checked phony, an
//! Undo) or whose settling changed what the picture shows (a challenger who loses their
//! turn, a cleared board) gets a new picture in the same message.

use super::super::effect::Picture;
use super::super::state::{Stage, Window};
use super::super::view::board_view;
use super::Table;
use crate::lexicon::WordList;
use crate::render::BoardView;
use crate::rules::{Game, Settlement};

impl Table {
    /// The picture of a pending board move's window (`game`: the game with the move
    /// pending). It is the picture the move would get once settled, when that picture still
    /// shows the move's tiles (a move that clears the board shows the board as laid, and
    /// gets a new picture when it stands). `words`: any word list (accepting looks none up).
    pub(super) fn window_board(
        &self,
        game: &Game,
        caption: String,
        words: &dyn WordList,
    ) -> BoardView {
        let laid = board_view(game, &self.state.seats, caption.clone());
        // The racks the copy draws are never shown: only the picture is kept.
        let mut rng = self.rng.clone();
        let Ok((stood, _)) = game.settle(Settlement::Accepted, words, &mut rng) else {
            return laid;
        };
        let settled = board_view(&stood, &self.state.seats, caption);
        if same_tiles(&laid, &settled) {
            settled
        } else {
            laid
        }
    }

    /// Marks the open window as showing `picture`.
    pub(super) fn mark_window_picture(&mut self, picture: &Picture) {
        if let Stage::Playing {
            window: Some(w), ..
        } = &mut self.state.stage
        {
            w.picture = Some(picture_mark(picture));
        }
    }

    /// The mark of the picture the open window's message shows, if known.
    pub(super) fn window_picture(&self) -> Option<u64> {
        match &self.state.stage {
            Stage::Playing {
                window:
                    Some(Window {
                        picture: Some(mark),
                        ..
                    }),
                ..
            } => Some(*mark),
            _ => None,
        }
    }
}

/// `picture` unless it is the one a message already shows (`shown`: that picture's mark);
/// None then: the message keeps its picture.
pub(super) fn unless_shown(shown: Option<u64>, picture: Option<Picture>) -> Option<Picture> {
    picture.filter(|p| shown != Some(picture_mark(p)))
}

/// Whether two pictures of one board show the same letters on the same squares, marked
/// alike as just laid (the owners' colours may differ: a word taken over).
fn same_tiles(a: &BoardView, b: &BoardView) -> bool {
    a.tiles.len() == b.tiles.len()
        && a.tiles.iter().zip(&b.tiles).all(|(x, y)| match (x, y) {
            (None, None) => true,
            (Some(x), Some(y)) => {
                (x.letter, x.value, x.blank, x.fresh) == (y.letter, y.value, y.blank, y.fresh)
            }
            _ => false,
        })
}

/// A mark of what a picture shows, the same in every process and build that draws it alike
/// (FNV-1a over its JSON): two pictures with one mark are drawn alike.
pub fn picture_mark(picture: &Picture) -> u64 {
    let bytes = serde_json::to_vec(picture).unwrap_or_default();
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{PlayerLine, SquareLook, TileLook};

    fn view(letter: char, score: i32) -> Picture {
        Picture::Board(BoardView {
            width: 1,
            height: 1,
            squares: vec![SquareLook::Plain],
            start: (0, 0),
            tiles: vec![Some(TileLook {
                letter,
                value: 1,
                blank: false,
                fresh: true,
                owner: None,
                by_value: false,
            })],
            players: vec![PlayerLine {
                name: "Ala".into(),
                score,
                to_move: true,
                colour: None,
            }],
            bag_left: 0,
            caption: String::new(),
        })
    }

    #[test]
    fn pictures_drawn_alike_share_a_mark_and_any_difference_changes_it() {
        assert_eq!(picture_mark(&view('A', 3)), picture_mark(&view('A', 3)));
        assert_ne!(picture_mark(&view('A', 3)), picture_mark(&view('A', 4)));
        assert_ne!(picture_mark(&view('A', 3)), picture_mark(&view('B', 3)));
    }
}
