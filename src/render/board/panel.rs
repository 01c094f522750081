//! What a board picture shows under the legend beside the caption: the score table (each
//! player's name, seat colour and score, the one to move marked) and the bag's count.

use super::{Geometry, MAX_PLAYER_ROWS, PAD};
use crate::render::canvas::{
    centred_baseline, draw_name_and_score, draw_text, draw_text_centred, fill_rect, fit_text,
};
use crate::render::fonts::Face;
use crate::render::indexed::Indexed;
use crate::render::labels::Labels;
use crate::render::palette;
use crate::render::{BoardView, RenderError};

/// The score table under the board, from `top`: a row per player (at most
/// [`MAX_PLAYER_ROWS`]), the one to move banded and marked.
pub(super) fn draw_scores(
    img: &mut Indexed,
    view: &BoardView,
    g: &Geometry,
    top: i32,
) -> Result<(), RenderError> {
    let left = PAD;
    let right = (g.width as f32 * 0.64) as i32;
    let size = g.text;
    let row_h = g.row_h();
    for (i, p) in view.players.iter().take(MAX_PLAYER_ROWS).enumerate() {
        let y = top + i as i32 * row_h;
        let baseline = centred_baseline(Face::Regular, size, (y + row_h / 2) as f32)?;
        let marker = (f32::from(size) * 0.9).round() as i32;
        if p.to_move {
            fill_rect(
                img,
                left,
                y + 1,
                right - left,
                row_h - 2,
                palette::TO_MOVE_BAND.0,
            );
            fill_rect(img, left, y + 1, 4, row_h - 2, palette::HIGHLIGHT.0);
            draw_text(
                img,
                Face::Regular,
                size,
                (left + 10) as f32,
                baseline,
                palette::HIGHLIGHT.0,
                "▶",
            )?;
        }
        let mut name_x = left + 14 + marker;
        if let Some(colour) = p.colour {
            let paint = palette::player_paint(colour);
            let side = row_h / 2;
            let rgb = |c: image::Rgba<u8>| [c.0[0], c.0[1], c.0[2]];
            let sy = y + (row_h - side) / 2;
            fill_rect(img, name_x, sy, side, side, rgb(paint.rim));
            fill_rect(img, name_x, sy, side - 2, side - 2, rgb(paint.fill));
            name_x += side + 8;
        }
        let name_face = if p.to_move { Face::Bold } else { Face::Regular };
        draw_name_and_score(
            img,
            (name_face, size),
            (name_x, (right - 10) as f32),
            baseline,
            palette::TEXT.0,
            (&p.name, &p.score.to_string()),
        )?;
    }
    Ok(())
}

/// The bag box beside the score table: the tiles left in it, in large figures.
pub(super) fn draw_bag(
    img: &mut Indexed,
    view: &BoardView,
    labels: &Labels,
    g: &Geometry,
    top: i32,
) -> Result<(), RenderError> {
    let left = (g.width as f32 * 0.64) as i32 + 10;
    let right = g.width - PAD;
    let h = g.row_h() * 2 + 8;
    fill_rect(
        img,
        left,
        top + 1,
        right - left,
        h - 2,
        palette::TO_MOVE_BAND.0,
    );
    let cx = (left + right) as f32 / 2.0;
    let number = view.bag_left.to_string();
    let big = (f32::from(g.text) * 1.5).round() as u16;
    let number = fit_text(Face::Bold, big, &number, (right - left - 8) as f32)?;
    draw_text_centred(
        img,
        Face::Bold,
        big,
        cx,
        (top + h * 2 / 5) as f32,
        palette::TEXT.0,
        &number,
    )?;
    let label = fit_text(
        Face::Regular,
        g.text,
        &labels.bag,
        (right - left - 8) as f32,
    )?;
    draw_text_centred(
        img,
        Face::Regular,
        g.text,
        cx,
        (top + h * 4 / 5) as f32,
        palette::COORD_TEXT.0,
        &label,
    )?;
    Ok(())
}
