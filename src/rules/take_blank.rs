//! The blank-swap hook (Эрудит): a blank lying anywhere on the board may be taken by a
//! player who lays the real letter on its square (`!a` in the word for a square of the
//! word's line, `!K5a` after the word for any square); the taken blank must be laid in the
//! same move ("обязательно должна быть использована в этом же ходе"; the text asks nothing
//! of the square). This module checks the square and the rack and gives the board and rack
//! the rest of [`crate::rules::placement::resolve`] works with.

use super::board::Board;
use super::error::MoveError;
use super::hooks::BlankSwap;
use super::pos::Pos;
use super::tiles::{BoardTile, Rack, Tile};
use super::variant::Variant;
use crate::lexicon::Letter;
use std::borrow::Cow;

/// Checks that the player may take the blank on `pos` by laying a real `letter` there.
pub fn check_square(
    variant: &Variant,
    board: &Board,
    pos: Pos,
    letter: Letter,
) -> Result<(), MoveError> {
    match variant.hooks.blank_swap {
        BlankSwap::Never => return Err(MoveError::NoBlankSwap),
        BlankSwap::ForRealLetter => {}
    }
    match board.get(pos) {
        None => Err(MoveError::NothingOnSquare(pos.name())),
        Some(t) if !t.blank => Err(MoveError::NotABlank(pos.name())),
        Some(t) if t.letter != letter => Err(MoveError::SquareTaken {
            square: pos.name(),
            on_board: variant.alphabet().upper(t.letter),
        }),
        Some(_) => Ok(()),
    }
}

/// The rack after the swaps: the real letters leave it and the taken blanks join it
/// (borrowed when there is no swap). Errors with the first real letter the rack lacks (a
/// taken blank cannot replace itself).
pub fn rack_after<'a>(
    variant: &Variant,
    rack: &'a Rack,
    swaps: &[(Pos, Letter)],
) -> Result<Cow<'a, Rack>, MoveError> {
    if swaps.is_empty() {
        return Ok(Cow::Borrowed(rack));
    }
    let real: Vec<Tile> = swaps.iter().map(|&(_, l)| Tile::Letter(l)).collect();
    let Some(mut left) = rack.remove_all(&real) else {
        let c = match rack.first_missing(&real) {
            Some(Tile::Letter(l)) => variant.alphabet().upper(l),
            _ => '?',
        };
        return Err(MoveError::NotOnRack(c));
    };
    for _ in swaps {
        left.push(Tile::Blank);
    }
    Ok(Cow::Owned(left))
}

/// The board with the real letters on the swapped squares (borrowed when there is none).
pub fn board_after<'a>(board: &'a Board, swaps: &[(Pos, Letter)]) -> Cow<'a, Board> {
    if swaps.is_empty() {
        return Cow::Borrowed(board);
    }
    let mut b = board.clone();
    for &(p, l) in swaps {
        b.set(p, Some(BoardTile::letter(l)));
    }
    Cow::Owned(b)
}

/// Checks that every taken blank is laid again: at least as many blanks laid as taken.
pub fn check_used(blanks_laid: usize, swaps: &[(Pos, Letter)]) -> Result<(), MoveError> {
    if blanks_laid < swaps.len() {
        Err(MoveError::TakenBlankUnused)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    fn ru(c: char) -> Letter {
        VariantId::Erudit
            .variant()
            .alphabet()
            .letter(c)
            .unwrap_or(Letter(0))
    }

    #[test]
    fn square_checks() {
        let v = VariantId::Erudit.variant();
        let mut b = Board::empty(15, 15);
        b.set(Pos::new(7, 7), Some(BoardTile::blank(ru('а'))));
        b.set(Pos::new(7, 8), Some(BoardTile::letter(ru('б'))));
        assert_eq!(check_square(v, &b, Pos::new(7, 7), ru('а')), Ok(()));
        assert_eq!(
            check_square(v, &b, Pos::new(7, 8), ru('б')),
            Err(MoveError::NotABlank("I8".into()))
        );
        assert_eq!(
            check_square(v, &b, Pos::new(7, 9), ru('б')),
            Err(MoveError::NothingOnSquare("J8".into()))
        );
        assert_eq!(
            check_square(VariantId::Literaki.variant(), &b, Pos::new(7, 7), ru('а')),
            Err(MoveError::NoBlankSwap)
        );
        let after = board_after(&b, &[(Pos::new(7, 7), ru('а'))]);
        assert_eq!(after.get(Pos::new(7, 7)), Some(BoardTile::letter(ru('а'))));
    }

    #[test]
    fn rack_trades_the_letter_for_the_blank() {
        let v = VariantId::Erudit.variant();
        let rack = Rack::new(vec![Tile::Letter(ru('а')), Tile::Letter(ru('к'))]);
        let swaps = [(Pos::new(7, 7), ru('а'))];
        let left = rack_after(v, &rack, &swaps).map(|r| r.tiles().to_vec());
        assert_eq!(
            rack_after(v, &rack, &[]).map(|r| r.into_owned()),
            Ok(rack.clone())
        );
        assert_eq!(left, Ok(vec![Tile::Letter(ru('к')), Tile::Blank]));
        let swaps = [(Pos::new(7, 7), ru('я'))];
        assert_eq!(rack_after(v, &rack, &swaps), Err(MoveError::NotOnRack('Я')));
        assert_eq!(check_used(0, &swaps), Err(MoveError::TakenBlankUnused));
        assert_eq!(check_used(1, &swaps), Ok(()));
    }
}
