//! What the tests of other modules read off a board picture's layout: where a square is,
//! the sizes a player reads, the legend as laid out, a label's colour (tests only).

use super::{base, square_paint, square_text, SquareText, SQUARE};
use crate::render::labels::Labels;
use crate::render::{BoardView, RenderError, SquareLook};

/// The top-left corner of square (row, col) of `view`'s picture (on its grid line) and the
/// squares' side, for tests that look at a square's pixels.
pub(crate) fn square_at(
    view: &BoardView,
    labels: &Labels,
    row: i32,
    col: i32,
) -> Result<(i32, i32, i32), RenderError> {
    let (_, g) = base(view, labels, SQUARE)?;
    let (x, y) = g.cell(row, col);
    Ok((x, y, g.sq))
}

/// The picture's width, its text size, and each kind of square with its label's pieces.
pub(crate) type Measures = (i32, u16, Vec<(SquareLook, SquareText)>);

/// What a player reads on `view`'s picture, for the tests of its sizes on a phone: the
/// picture's width, the size of its coordinates, legend, names and caption, and each kind
/// of square with the pieces of its label as drawn in a square.
pub(crate) fn measures(view: &BoardView, labels: &Labels) -> Result<Measures, RenderError> {
    let (_, g) = base(view, labels, SQUARE)?;
    let mut looks = view.squares.clone();
    looks.sort_by_key(|l| format!("{l:?}"));
    looks.dedup();
    let mut out = Vec::new();
    for look in looks {
        let (_, _, label) = square_paint(look, labels);
        let half = (g.sq - 1) as f32 / 2.0;
        out.push((
            look,
            square_text(look, &label, g.sq - 1, half, half, g.text)?,
        ));
    }
    Ok((g.width, g.text, out))
}

/// The legend of `view`'s picture as laid out: each entry's squares and words.
pub(crate) fn legend(
    view: &BoardView,
    labels: &Labels,
) -> Result<Vec<(Vec<SquareLook>, String)>, RenderError> {
    let (_, g) = base(view, labels, SQUARE)?;
    Ok(g.legend
        .iter()
        .flatten()
        .map(|(e, _)| (e.looks.clone(), e.text.clone()))
        .collect())
}

/// The colour of a square's label, None for a plain square (it has none).
pub(crate) fn square_ink(look: SquareLook, labels: &Labels) -> Option<[u8; 3]> {
    let (_, ink, label) = square_paint(look, labels);
    (!label.is_empty()).then_some(ink.0)
}
