//! The replay of a game: an animated GIF with a frame for the start and one for each move,
//! each the board (or grid) as the move left it, its new tiles highlighted (the word's line
//! on a grid), and a strip under it with the move's caption ("12. Ala: KOT +14") and the
//! scores after it in the seats' colours.
//!
//! Sized for a phone and for Discord's upload limit: full size (a 15x15 board is about
//! 800 pixels wide, its letters 32 pixels high), the start shown 1.5 s, each move 1.2 s
//! (0.8 s past 60 moves), the end 5 s; when the file would pass [`REPLAY_BUDGET`] it is
//! drawn again at half size, then a third; past that it is an error. Each frame costs the
//! rectangle it changes (see `animation`), so a 30-move game is a few hundred kilobytes.

use image::RgbImage;

use super::animation::{self, GifError};
use super::canvas::{draw_text, fill_rect, fit_text, text_width};
use super::ending::{on_background, seat_swatch, Plate};
use super::fonts::Face;
use super::labels::Labels;
use super::palette;
use super::{PlayerLine, RenderError};

/// The most bytes a replay may take: under Discord's 10 MiB upload limit with room for
/// the other pictures of the same post.
pub const REPLAY_BUDGET: usize = 8 * 1024 * 1024;

/// One frame of a replay.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReplayFrame {
    /// The board or grid after the move (the move's tiles marked `fresh`; a grid with the
    /// word's line).
    pub plate: Plate,
    /// The move, e.g. "12. Ala: KOT +14".
    pub caption: String,
    /// The seat of the player who moved (the caption's swatch); None for the start.
    pub mover: Option<u8>,
    /// Everyone's score after the move; `to_move` bands the mover's, `colour` is the seat.
    pub scores: Vec<PlayerLine>,
}

/// A replay: the start, then one frame per move.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReplayView {
    /// The frames, in order (at least one).
    pub frames: Vec<ReplayFrame>,
}

const MIN_WIDTH: i32 = 600;
const STRIP_H: i32 = 104;
const PAD: i32 = 16;
const CAPTION_SIZE: u16 = 26;
const SCORE_SIZE: u16 = 21;

/// How long each frame shows, in hundredths of a second.
fn delays(frames: usize) -> Vec<u16> {
    let each = if frames > 61 { 80 } else { 120 };
    (0..frames)
        .map(|i| match i {
            _ if i + 1 == frames && frames > 1 => 500,
            0 => 150,
            _ => each,
        })
        .collect()
}

/// Draws one frame at full size.
pub(crate) fn draw_frame(frame: &ReplayFrame, labels: &Labels) -> Result<RgbImage, RenderError> {
    let plate = frame.plate.draw(labels)?;
    let width = (plate.width() as i32).max(MIN_WIDTH);
    let top = plate.height() as i32;
    let mut img = on_background(plate, width, top + STRIP_H);
    fill_rect(
        &mut img,
        PAD,
        top,
        width - 2 * PAD,
        2,
        palette::TO_MOVE_BAND.0,
    );
    let mut x = PAD;
    if let Some(seat) = frame.mover {
        seat_swatch(&mut img, x, top + 18, 22, seat);
        x += 34;
    }
    let caption = fit_text(
        Face::Bold,
        CAPTION_SIZE,
        &frame.caption,
        (width - PAD - x) as f32,
    )?;
    draw_text(
        &mut img,
        Face::Bold,
        CAPTION_SIZE,
        x as f32,
        top + 38,
        palette::TEXT.0,
        &caption,
    )?;
    let count = frame.scores.len().max(1) as i32;
    let cell = (width - 2 * PAD) / count;
    let row = top + 56;
    for (i, p) in frame.scores.iter().enumerate() {
        let cx = PAD + i as i32 * cell;
        if p.to_move {
            fill_rect(&mut img, cx, row, cell - 6, 38, palette::TO_MOVE_BAND.0);
            fill_rect(&mut img, cx, row, 4, 38, palette::HIGHLIGHT.0);
        }
        if let Some(seat) = p.colour {
            seat_swatch(&mut img, cx + 10, row + 11, 16, seat);
        }
        let score = p.score.to_string();
        let score_w = text_width(Face::Bold, SCORE_SIZE, &score)?;
        let name_x = cx + 34;
        let room = (cx + cell - 16) as f32 - score_w - 8.0 - name_x as f32;
        let face = if p.to_move { Face::Bold } else { Face::Regular };
        let name = fit_text(face, SCORE_SIZE, &p.name, room.max(0.0))?;
        let baseline = row + 27;
        let w = draw_text(
            &mut img,
            face,
            SCORE_SIZE,
            name_x as f32,
            baseline,
            palette::TEXT.0,
            &name,
        )?;
        draw_text(
            &mut img,
            Face::Bold,
            SCORE_SIZE,
            name_x as f32 + w + 8.0,
            baseline,
            palette::TEXT.0,
            &score,
        )?;
    }
    Ok(img)
}

/// Draws the replay as GIF bytes: one frame per [`ReplayView::frames`], at most
/// [`REPLAY_BUDGET`] bytes.
pub fn replay_gif(view: &ReplayView, labels: &Labels) -> Result<Vec<u8>, RenderError> {
    replay_gif_within(view, labels, REPLAY_BUDGET)
}

/// [`replay_gif`] with another byte budget.
pub fn replay_gif_within(
    view: &ReplayView,
    labels: &Labels,
    budget: usize,
) -> Result<Vec<u8>, RenderError> {
    let delays = delays(view.frames.len());
    for factor in [1, 2, 3] {
        let draw = |i: usize| -> Result<RgbImage, RenderError> {
            let frame = view
                .frames
                .get(i)
                .ok_or_else(|| RenderError::BadView(format!("no frame {i}")))?;
            Ok(animation::shrink(draw_frame(frame, labels)?, factor))
        };
        match animation::gif(&delays, budget, draw) {
            Ok(bytes) => return Ok(bytes),
            Err(GifError::OverBudget) => continue,
            Err(GifError::Render(e)) => return Err(e),
        }
    }
    Err(RenderError::Encode(format!(
        "a replay of {} frames does not fit in {budget} bytes even at a third of its size",
        view.frames.len()
    )))
}
