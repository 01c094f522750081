//! The final picture of a game: the last board (or WordCap grid) with the result under it:
//! a title, why the game ended, the ranking (rank, the seat's colour, name, end-game
//! adjustment, score, a cup for each winner; those who left the game last, marked), the
//! winner line and a note on the adjustments. Every word on it comes in the view, so the
//! caller picks the language.

use super::board::{draw_plate, PlateLook};
use super::canvas::{
    centred_baseline, draw_text, draw_text_centred, fill_rect, fill_rounded, fit_text, text_width,
    Surface,
};
use super::fonts::Face;
use super::grid::draw_grid_plate;
use super::indexed::{Indexed, Palette};
use super::labels::Labels;
use super::palette;
use super::phone::{readable, PHONE_CAP};
use super::{encode, BoardView, GridView, RenderError};

/// The picture an ending picture is built on: a board or a WordCap grid, drawn without its
/// score table and caption.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Plate {
    /// A board game's board (its `players` and `caption` are not drawn).
    Board(BoardView),
    /// A WordCap grid (its score table and text are not drawn).
    Grid(GridView),
}

impl Plate {
    /// The plate's picture, with room kept in its buffer for `room` rows more (the text
    /// the caller puts under it), so that adding them copies nothing; a board drawn as
    /// `look` says (a grid has one look), from the palette `seed` when given (see
    /// [`draw_plate`]; a grid starts its own).
    pub(crate) fn draw(
        &self,
        labels: &Labels,
        room: u32,
        look: PlateLook,
        seed: Option<&Palette>,
    ) -> Result<Indexed, RenderError> {
        match self {
            Plate::Board(view) => draw_plate(view, labels, room, look, seed),
            Plate::Grid(view) => draw_grid_plate(view, labels),
        }
    }
}

/// One line of the final ranking.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RankLine {
    /// The place (ties share one); None for a player who left the game (a dash is drawn).
    pub rank: Option<u32>,
    /// Display name.
    pub name: String,
    /// The seat, for the colour of the swatch ([`palette::player_paint`]).
    pub seat: u8,
    /// The final score, adjustments included.
    pub score: i32,
    /// The end-game adjustment in that score (drawn as "(+7)"); None: the game has none.
    pub adjustment: Option<i32>,
    /// A winner (a cup is drawn and the line is banded).
    pub winner: bool,
    /// A word after the name, e.g. "resigned"; may be empty.
    pub note: String,
}

/// Everything the final picture shows.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FinalView {
    /// The last board or grid.
    pub plate: Plate,
    /// The heading, e.g. "Final result".
    pub title: String,
    /// Why the game ended, e.g. "Ala used their last tile"; may be empty.
    pub reason: String,
    /// The players, best first.
    pub ranking: Vec<RankLine>,
    /// The verdict, e.g. "Winner: Ala" or "No winner".
    pub verdict: String,
    /// A note under it, e.g. what the numbers in brackets are; may be empty.
    pub footnote: String,
}

const PAD: i32 = 16;
const MIN_WIDTH: i32 = 720;
const TITLE_SIZE: u16 = 28;
const REASON_SIZE: u16 = 19;
const ROW_H: i32 = 42;
const NAME_SIZE: u16 = 22;
const NOTE_SIZE: u16 = 17;
const MAX_ROWS: usize = 8;
/// The cup drawn beside a winner's score, and its colour (a Literaki 1-point yellow).
const CUP: &str = "🏆";
const GOLD: [u8; 3] = [0xf6, 0xc6, 0x1d];

/// A small square in the seat's colour, `side` pixels, its top-left corner at (x, y).
pub(crate) fn seat_swatch<S: Surface>(img: &mut S, x: i32, y: i32, side: i32, seat: u8) {
    let paint = palette::player_paint(seat);
    let rgb = |c: image::Rgba<u8>| [c.0[0], c.0[1], c.0[2]];
    fill_rounded(img, x, y, side, side, 3.0, rgb(paint.rim));
    fill_rounded(img, x, y, side - 2, side - 2, 3.0, rgb(paint.fill));
}

/// A signed number with a real minus sign: "+7", "−7", "0".
pub(crate) fn signed(n: i32) -> String {
    match n {
        0 => "0".into(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    }
}

/// `plate` centred at the top of a picture `width` wide and `height` high (a plate as wide
/// as the picture is extended in place, nothing copied).
pub(crate) fn on_background(plate: Indexed, width: i32, height: i32) -> Indexed {
    let (w, h) = (width.max(1) as u32, height.max(1) as u32);
    plate.centred_in(w, h, palette::BACKGROUND.0)
}

/// Sizes of the final picture's texts and rows for its width: the layout's sizes (made for
/// a picture 720 pixels wide) grown so that its smallest text stays readable on a phone.
#[derive(Debug, Clone, Copy)]
struct Scale(f32);

impl Scale {
    fn for_width(width: i32) -> Result<Scale, RenderError> {
        let least = readable(Face::Regular, width, PHONE_CAP)?;
        Ok(Scale((f32::from(least) / f32::from(NOTE_SIZE)).max(1.0)))
    }
    /// A length of the layout at this scale.
    fn px(self, v: i32) -> i32 {
        (v as f32 * self.0).round() as i32
    }
    /// A text size of the layout at this scale.
    fn size(self, v: u16) -> u16 {
        (f32::from(v) * self.0).round() as u16
    }
}

/// Draws the final picture.
pub(crate) fn draw_final(view: &FinalView, labels: &Labels) -> Result<Indexed, RenderError> {
    let rows = view.ranking.len().min(MAX_ROWS) as i32;
    // The most the text under the plate takes (a reason, every row and a footnote), at the
    // largest scale a plate gets.
    let room = 3 * (4 + 44 + 28 + rows * ROW_H + 10 + 34 + 26 + PAD);
    let plate = view
        .plate
        .draw(labels, room as u32, PlateLook::BOARD, None)?;
    let width = (plate.width() as i32).max(MIN_WIDTH);
    let k = Scale::for_width(width)?;
    let top = plate.height() as i32 + 4;
    let rows_y = top + k.px(44) + if view.reason.is_empty() { 0 } else { k.px(28) };
    let verdict_y = rows_y + rows * k.px(ROW_H) + k.px(10);
    let height = verdict_y
        + k.px(34)
        + if view.footnote.is_empty() {
            0
        } else {
            k.px(26)
        }
        + PAD;
    let mut img = on_background(plate, width, height);
    fill_rect(
        &mut img,
        PAD,
        top,
        width - 2 * PAD,
        2,
        palette::TO_MOVE_BAND.0,
    );
    let text_w = (width - 2 * PAD) as f32;
    let title = fit_text(Face::Bold, k.size(TITLE_SIZE), &view.title, text_w)?;
    draw_text(
        &mut img,
        Face::Bold,
        k.size(TITLE_SIZE),
        PAD as f32,
        top + k.px(38),
        palette::TEXT.0,
        &title,
    )?;
    if !view.reason.is_empty() {
        let reason = fit_text(Face::Regular, k.size(REASON_SIZE), &view.reason, text_w)?;
        draw_text(
            &mut img,
            Face::Regular,
            k.size(REASON_SIZE),
            PAD as f32,
            top + k.px(66),
            palette::COORD_TEXT.0,
            &reason,
        )?;
    }
    for (i, line) in view.ranking.iter().take(MAX_ROWS).enumerate() {
        draw_rank(&mut img, line, rows_y + i as i32 * k.px(ROW_H), width, k)?;
    }
    let verdict = fit_text(Face::Bold, k.size(24), &view.verdict, text_w)?;
    draw_text(
        &mut img,
        Face::Bold,
        k.size(24),
        PAD as f32,
        verdict_y + k.px(26),
        palette::TEXT.0,
        &verdict,
    )?;
    if !view.footnote.is_empty() {
        let note = fit_text(Face::Regular, k.size(16), &view.footnote, text_w)?;
        draw_text(
            &mut img,
            Face::Regular,
            k.size(16),
            PAD as f32,
            verdict_y + k.px(54),
            palette::COORD_TEXT.0,
            &note,
        )?;
    }
    Ok(img)
}

/// One ranking line at `y`: rank, swatch, name and note on the left; adjustment, score and
/// the cup on the right.
fn draw_rank(
    img: &mut Indexed,
    line: &RankLine,
    y: i32,
    width: i32,
    k: Scale,
) -> Result<(), RenderError> {
    let row_h = k.px(ROW_H);
    let (name_size, note_size, score_size) = (k.size(NAME_SIZE), k.size(NOTE_SIZE), k.size(24));
    let (left, right) = (PAD, width - PAD);
    let baseline = centred_baseline(Face::Bold, name_size, (y + row_h / 2) as f32)?;
    if line.winner {
        fill_rect(
            img,
            left,
            y + 2,
            right - left,
            row_h - 4,
            palette::TO_MOVE_BAND.0,
        );
        fill_rect(img, left, y + 2, 4, row_h - 4, GOLD);
    }
    let rank = line.rank.map_or("–".to_string(), |r| format!("{r}."));
    let rank_w = text_width(Face::Bold, name_size, &rank)?;
    draw_text(
        img,
        Face::Bold,
        name_size,
        (left + k.px(46)) as f32 - rank_w,
        baseline,
        palette::TEXT.0,
        &rank,
    )?;
    let swatch = k.px(18);
    seat_swatch(
        img,
        left + k.px(58),
        y + (row_h - swatch) / 2,
        swatch,
        line.seat,
    );
    let name_x = left + k.px(58) + swatch + k.px(12);
    // The right side, from the edge inwards: the cup, the score, the adjustment.
    let cup_w = k.px(34);
    let score = line.score.to_string();
    let score_right = right - cup_w - k.px(6);
    let score_w = text_width(Face::Bold, score_size, &score)?;
    draw_text(
        img,
        Face::Bold,
        score_size,
        score_right as f32 - score_w,
        baseline,
        palette::TEXT.0,
        &score,
    )?;
    if line.winner {
        draw_text_centred(
            img,
            Face::Bold,
            score_size,
            (right - cup_w / 2) as f32,
            (y + row_h / 2) as f32,
            GOLD,
            CUP,
        )?;
    }
    let mut name_right = score_right as f32 - score_w - k.px(14) as f32;
    if let Some(a) = line.adjustment {
        let adj = format!("({})", signed(a));
        let adj_w = text_width(Face::Regular, note_size, &adj)?;
        let x = score_right as f32 - k.px(110) as f32 - adj_w;
        draw_text(
            img,
            Face::Regular,
            note_size,
            x,
            baseline,
            palette::COORD_TEXT.0,
            &adj,
        )?;
        name_right = x - k.px(14) as f32;
    }
    let room = name_right - name_x as f32;
    let face = if line.winner {
        Face::Bold
    } else {
        Face::Regular
    };
    let note = if line.note.is_empty() {
        String::new()
    } else {
        fit_text(
            Face::Regular,
            note_size,
            &format!("· {}", line.note),
            room / 2.0,
        )?
    };
    let note_w = if note.is_empty() {
        0.0
    } else {
        text_width(Face::Regular, note_size, &note)? + k.px(10) as f32
    };
    let name = fit_text(face, name_size, &line.name, (room - note_w).max(0.0))?;
    let w = draw_text(
        img,
        face,
        name_size,
        name_x as f32,
        baseline,
        palette::TEXT.0,
        &name,
    )?;
    if !note.is_empty() {
        draw_text(
            img,
            Face::Regular,
            note_size,
            name_x as f32 + w + k.px(10) as f32,
            baseline,
            palette::COORD_TEXT.0,
            &note,
        )?;
    }
    Ok(())
}

/// Draws the final picture as PNG bytes.
pub fn final_png(view: &FinalView, labels: &Labels) -> Result<Vec<u8>, RenderError> {
    encode::png_indexed(&draw_final(view, labels)?)
}
