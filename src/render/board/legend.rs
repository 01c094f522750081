//! The legend under the board: a swatch of every kind of square the board has (colour
//! fields, letter and word premiums, the quadruple and the special fields, the start) with a
//! few words, laid out in lines that fit the picture's width.

use super::{draw_square, Geometry};
use crate::render::canvas::{centred_baseline, draw_text, fill_rect, fit_text, text_width};
use crate::render::fonts::Face;
use crate::render::indexed::Indexed;
use crate::render::labels::Labels;
use crate::render::palette;
use crate::render::{BoardView, RenderError, SquareLook};

/// One item of the legend: swatches of squares (or the start star) and what they mean.
#[derive(Debug, Clone)]
pub(super) struct Entry {
    /// The squares shown as swatches.
    pub(super) looks: Vec<SquareLook>,
    /// A star on the (one) swatch: the start square.
    pub(super) star: bool,
    /// What they mean.
    pub(super) text: String,
}

/// The legend's items: a swatch of every kind of square the board has, with a few words.
fn legend_entries(view: &BoardView, labels: &Labels) -> Vec<Entry> {
    let mut colours: Vec<u32> = view
        .squares
        .iter()
        .filter_map(|s| match s {
            SquareLook::Colour(v) => Some(*v),
            _ => None,
        })
        .collect();
    colours.sort_unstable();
    colours.dedup();
    let has = |look: SquareLook| view.squares.contains(&look);
    let entry = |looks: Vec<SquareLook>, text: &str| Entry {
        looks,
        star: false,
        text: text.to_string(),
    };
    let mut entries = Vec::new();
    if !colours.is_empty() {
        let looks = colours.iter().map(|&v| SquareLook::Colour(v)).collect();
        entries.push(entry(looks, &labels.colour_field));
    }
    let pairs = [
        (
            [SquareLook::DoubleLetter, SquareLook::TripleLetter],
            &labels.letter_premium,
        ),
        (
            [SquareLook::DoubleWord, SquareLook::TripleWord],
            &labels.word_premium,
        ),
    ];
    for (looks, text) in pairs {
        let present: Vec<_> = looks.into_iter().filter(|&l| has(l)).collect();
        if !present.is_empty() {
            entries.push(entry(present, text));
        }
    }
    if let Some(quad) = view
        .squares
        .iter()
        .find(|s| matches!(s, SquareLook::QuadWord(_)))
    {
        entries.push(entry(vec![*quad], &labels.quad_legend));
    }
    if has(SquareLook::Exchange) {
        entries.push(entry(vec![SquareLook::Exchange], &labels.exchange_legend));
    }
    if has(SquareLook::Clearing) {
        entries.push(entry(vec![SquareLook::Clearing], &labels.clearing_legend));
    }
    entries.push(Entry {
        looks: vec![SquareLook::Plain],
        star: true,
        text: labels.start.clone(),
    });
    entries
}

/// The legend's entries in lines between `left` and `right`, each entry on the line where
/// it fits whole (a text too long for a whole line is cut with "…").
pub(super) fn lay_out_legend(
    view: &BoardView,
    labels: &Labels,
    text: u16,
    swatch: i32,
    left: i32,
    right: i32,
) -> Result<Vec<Vec<(Entry, i32)>>, RenderError> {
    let mut lines: Vec<Vec<(Entry, i32)>> = Vec::new();
    let mut x = left;
    for mut e in legend_entries(view, labels) {
        let swatches = e.looks.len() as i32 * (swatch + 3) + 6;
        let room = (right - left - swatches) as f32;
        e.text = fit_text(Face::Regular, text, &e.text, room)?;
        let need = swatches + text_width(Face::Regular, text, &e.text)?.ceil() as i32;
        if lines.is_empty() || x + need > right {
            lines.push(Vec::new());
            x = left;
        }
        if let Some(line) = lines.last_mut() {
            line.push((e, x));
        }
        x += need + swatch;
    }
    Ok(lines)
}

/// The legend strip, as laid out in the geometry.
pub(super) fn draw_legend(
    img: &mut Indexed,
    labels: &Labels,
    g: &Geometry,
) -> Result<(), RenderError> {
    let swatch_text = ((i32::from(g.text) * g.swatch) / g.sq).max(6) as u16;
    for (i, line) in g.legend.iter().enumerate() {
        let y = g.legend_y + i as i32 * g.line_h + (g.line_h - g.swatch) / 2;
        for (e, x) in line {
            let mut x = *x;
            for &look in &e.looks {
                fill_rect(img, x, y, g.swatch, g.swatch, palette::GRID.0);
                draw_square(
                    img,
                    x + 1,
                    y + 1,
                    g.swatch - 2,
                    look,
                    labels,
                    e.star,
                    swatch_text,
                )?;
                x += g.swatch + 3;
            }
            x += 3;
            let baseline = centred_baseline(Face::Regular, g.text, (y + g.swatch / 2) as f32)?;
            draw_text(
                img,
                Face::Regular,
                g.text,
                x as f32,
                baseline,
                palette::COORD_TEXT.0,
                &e.text,
            )?;
        }
    }
    Ok(())
}
