//! Rules errors as catalog messages for the person who caused them.

use super::effect::Msg;
use crate::rules::{ExchangeError, MoveError, NotationError, PlayError};
use crate::wordcap::{PathError, WordCapError};

/// The message for a notation error.
pub fn notation(e: &NotationError) -> Msg {
    match e {
        NotationError::Empty => Msg::new("err-move-empty"),
        NotationError::BadSquare(s) => Msg::new("err-bad-square").code("square", s.clone()),
        NotationError::OffBoard(s) => Msg::new("err-off-board-square").code("square", s.clone()),
        NotationError::BadLetter(c) => Msg::new("err-bad-letter").code("letter", c.to_string()),
        NotationError::NoWord => Msg::new("err-no-word"),
        NotationError::BareBlank => Msg::new("err-bare-blank"),
        NotationError::BareTake => Msg::new("err-bare-take"),
    }
}

fn move_error(e: &MoveError) -> Msg {
    match e {
        MoveError::NotOnRack(c) => Msg::new("err-not-on-rack").code("letter", c.to_string()),
        MoveError::OffBoard => Msg::new("err-runs-off-board"),
        MoveError::NothingOnSquare(s) => Msg::new("err-nothing-on-square").s("square", s.clone()),
        MoveError::SquareTaken { square, on_board } => Msg::new("err-square-taken")
            .s("square", square.clone())
            .code("letter", on_board.to_string()),
        MoveError::NoNewTiles => Msg::new("err-no-new-tiles"),
        MoveError::MissesStart(s) => Msg::new("err-misses-start").s("square", s.clone()),
        MoveError::FirstWordTooShort => Msg::new("err-first-word-short"),
        MoveError::NotConnected => Msg::new("err-not-connected"),
        MoveError::TooShort => Msg::new("err-too-short"),
        MoveError::NotABlank(s) => Msg::new("err-not-a-blank").s("square", s.clone()),
        MoveError::NoBlankSwap => Msg::new("err-no-blank-swap"),
        MoveError::TakenBlankUnused => Msg::new("err-taken-blank-unused"),
    }
}

fn exchange_error(e: &ExchangeError) -> Msg {
    match e {
        ExchangeError::NoTiles => Msg::new("err-exchange-none"),
        ExchangeError::BagTooSmall { needed, left } => Msg::new("err-exchange-bag")
            .n("needed", *needed as i64)
            .n("left", *left as i64),
        ExchangeError::LimitReached(n) => Msg::new("err-exchange-limit").n("limit", *n),
        ExchangeError::TooMany(n) => Msg::new("err-exchange-too-many").n("max", *n as i64),
        ExchangeError::NotOnRack(c) => Msg::new("err-not-on-rack").code("letter", c.to_string()),
        ExchangeError::NotOffered => Msg::new("err-exchange-not-offered"),
    }
}

/// The message for a refused action.
pub fn play(e: &PlayError) -> Msg {
    match e {
        PlayError::GameOver => Msg::new("err-game-over"),
        PlayError::NotYourTurn => Msg::new("err-not-your-turn"),
        PlayError::MovePending => Msg::new("err-move-pending"),
        PlayError::NothingPending => Msg::new("err-move-over"),
        PlayError::NoSuchPlayer(_) => Msg::new("err-not-a-player"),
        PlayError::Move(m) => move_error(m),
        PlayError::Exchange(x) => exchange_error(x),
        PlayError::NotInDictionary(w) => {
            Msg::new("err-not-in-dictionary").s("words", crate::lexicon::capitals(&w.join(", ")))
        }
        PlayError::NoGameClock => Msg::new("err-no-game-clock"),
        PlayError::AlreadyAgreed => Msg::new("err-already-agreed-to-end"),
        PlayError::NotInThisLevel => Msg::new("err-not-in-this-level"),
    }
}

/// The message for a WordCap line that breaks the rules (what is wrong with it).
pub fn path(e: &PathError) -> Msg {
    match e {
        PathError::Empty => Msg::new("err-path-empty"),
        PathError::TooShort => Msg::new("err-path-short"),
        PathError::BadCell(c) => Msg::new("err-bad-cell").code("cell", c.clone()),
        PathError::NotAdjacent { from, to } => Msg::new("err-not-adjacent")
            .s("from", from.to_string())
            .s("to", to.to_string()),
        PathError::CellTwice(c) => Msg::new("err-cell-twice").s("cell", c.to_string()),
        PathError::Crossing { first, second } => Msg::new("err-crossing")
            .s("first", format!("{}-{}", first.0, first.1))
            .s("second", format!("{}-{}", second.0, second.1)),
    }
}

/// The message for a refused WordCap action.
pub fn wordcap(e: &WordCapError) -> Msg {
    match e {
        WordCapError::NotYourTurn => Msg::new("err-not-your-turn"),
        WordCapError::NoSuchPlayer(_) | WordCapError::Resigned(_) => Msg::new("err-not-a-player"),
        WordCapError::GameOver => Msg::new("err-game-over"),
        WordCapError::WordPending => Msg::new("err-move-pending"),
        WordCapError::NothingPending => Msg::new("err-move-over"),
        WordCapError::NoSortsLeft => Msg::new("err-no-sorts-left"),
        WordCapError::Path(p) => path(p),
        WordCapError::PlayerCount { min, max } => Msg::new("err-player-count")
            .n("min", *min as i64)
            .n("max", *max as i64),
        WordCapError::BadTurnLimit => Msg::new("err-bad-turn-limit"),
        WordCapError::WrongLanguage => Msg::new("err-wrong-language"),
    }
}
