//! The pictures of a game's ending: what they show ([`EndingViews`], which a post carries as
//! [`crate::table::Picture::Ending`]) and drawing them in a language ([`EndingPictures`]).
//! Nothing of the table: views in, PNG and GIF bytes out.

use crate::i18n::Locale;
use crate::render::{
    chart_png, final_png, replay_gif, ChartView, FinalView, Labels, RenderError, ReplayView,
};

/// The three pictures of a finished game, ready to attach.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndingPictures {
    /// The final board (or grid) with the ranking, adjustments and winners (PNG).
    pub final_png: Vec<u8>,
    /// Each player's score after every turn, the biggest move marked (PNG).
    pub chart_png: Vec<u8>,
    /// The replay: the start and one frame per move (animated GIF, looping, at most
    /// [`crate::render::REPLAY_BUDGET`] bytes).
    pub replay_gif: Vec<u8>,
    /// How many moves the replay shows: it has `moves + 2` frames (the start, a frame per
    /// move, the result). A move is a player's turn: a move that stood or was rejected, an
    /// exchange, a pass, a lost turn, a resignation (WordCap: also a Sort).
    pub moves: usize,
}

/// What the pictures of an ending show, before they are drawn.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EndingViews {
    /// The final picture.
    pub final_view: FinalView,
    /// The score chart.
    pub chart: ChartView,
    /// The replay.
    pub replay: ReplayView,
}

impl EndingViews {
    /// Draws the three pictures, with `locale`'s labels on the board.
    pub fn draw(&self, locale: Locale) -> Result<EndingPictures, RenderError> {
        let labels = board_labels(locale);
        Ok(EndingPictures {
            final_png: final_png(&self.final_view, &labels)?,
            chart_png: chart_png(&self.chart)?,
            replay_gif: replay_gif(&self.replay, &labels)?,
            moves: self.replay.frames.len().saturating_sub(2),
        })
    }
}

/// The board's labels (premiums, legend) in `locale`.
pub fn board_labels(locale: Locale) -> Labels {
    match locale {
        Locale::Polish => Labels::polish(),
        Locale::German => Labels::german(),
        Locale::Russian => Labels::russian(),
        Locale::English => Labels::english(),
    }
}
