//! Pictures: a view of a game in, PNG bytes out. Pure: no I/O besides the bundled fonts.
//!
//! The renderer knows nothing of the rules: the table builds a [`BoardView`] or [`RackView`]
//! (plain data) and asks for a PNG with [`board_png`] / [`rack_png`]; WordCap's 5x5 letter
//! grid is a [`GridView`] drawn by [`grid_png`].
//!
//! Files: [`fonts`] (bundled fonts and their fallback chain, glyph cache), `layout` (a
//! line of text: bidi, font per cluster, shaping; cached), `unicode` (zero-width
//! characters, emoji), [`palette`] (colours), [`labels`]
//! (the words on the picture), `canvas` (drawing primitives), `indexed` (pictures as
//! palette indices), `tile` (tile sprites), `board` (board picture, cached empty boards),
//! `rack`, `grid` (WordCap grid picture, cached empty grids), `encode` (PNG), `deflate`
//! (the PNG's zlib stream), [`sample`] (example views for previews, benches and tests).
//!
//! The ending of a game: `ending` (the final board or grid with the ranking,
//! [`final_png`]), `chart` (the score chart, [`chart_png`]), `replay` (a frame per move,
//! [`replay_gif`]) and `animation` (the GIF writer behind it).
//!
//! Speed and size: the empty board of a layout, every tile sprite and every glyph are drawn
//! once and cached (so is every line of text laid out); a board picture is then a copy of
//! palette indices, a few stamps, the score table, and a palette PNG deflated by a deflater
//! made for such pictures. `cargo bench --bench render` measures it against Pillow drawing
//! the same board in the same run.

mod animation;
mod board;
mod canvas;
mod chart;
mod colour_map;
mod deflate;
mod encode;
mod ending;
pub mod fonts;
mod grid;
mod indexed;
pub mod labels;
mod layout;
mod lzw;
pub mod palette;
pub mod phone;
mod rack;
pub mod rack_cache;
mod replay;
pub mod sample;
mod tile;
mod unicode;

pub use board::{column_name, MAX_SIDE, SQUARE};
pub use chart::{chart_png, ChartMark, ChartSeries, ChartView};
pub use ending::{final_png, FinalView, Plate, RankLine};
pub use fonts::check_fonts;
pub use grid::{GRID_CELL, MAX_GRID_SIDE};
pub use labels::Labels;
pub use rack::{MAX_RACK, RACK_TILE};
pub use replay::{replay_gif, replay_gif_within, ReplayFrame, ReplayView, REPLAY_BUDGET};

/// How a square of the board looks when empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum SquareLook {
    /// Plain.
    Plain,
    /// A coloured field for tiles of this value (Literaki: 1 yellow, 2 green, 3 blue, 5 red).
    Colour(u32),
    /// Letter x2.
    DoubleLetter,
    /// Letter x3.
    TripleLetter,
    /// Word x2.
    DoubleWord,
    /// Word x3.
    TripleWord,
    /// Literki's 4S: word x4 for a word starting or ending here along the arrow (`→←↓↑`).
    QuadWord(char),
    /// Literki's WYM: a word through it makes an opponent exchange tiles.
    Exchange,
    /// Letterbox's yellow field: letter x2, and covering it clears the board.
    Clearing,
}

/// A tile as drawn.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TileLook {
    /// The letter, uppercase.
    pub letter: char,
    /// Its points (0 for a blank).
    pub value: u32,
    /// A blank standing for `letter`.
    pub blank: bool,
    /// Part of the move being shown (highlighted).
    pub fresh: bool,
    /// The player who owns it (Letterbox's word takeover): the tile is drawn in their colour
    /// ([`palette::player_paint`]). None: ivory, or its value's colour (`by_value`).
    pub owner: Option<u8>,
    /// Painted in its value's colour, where the board has fields of those colours (Literaki:
    /// 1 yellow, 2 green, 3 blue, 5 red); false: an ivory tile ([`palette::tile_paint`]).
    #[serde(default)]
    pub by_value: bool,
}

/// One line of the score table.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlayerLine {
    /// Display name.
    pub name: String,
    /// Score.
    pub score: i32,
    /// Their turn now.
    pub to_move: bool,
    /// Their tile colour, when tiles have owners (a swatch before the name).
    pub colour: Option<u8>,
}

/// Everything a board picture shows.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BoardView {
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// Every square's look, row by row.
    pub squares: Vec<SquareLook>,
    /// The start square (row, col), marked when empty.
    pub start: (u8, u8),
    /// Tiles, row by row (None: empty).
    pub tiles: Vec<Option<TileLook>>,
    /// The score table.
    pub players: Vec<PlayerLine>,
    /// Tiles left in the bag.
    pub bag_left: usize,
    /// A caption under the board (e.g. "Ala: KOT 12 pts"), may be empty.
    pub caption: String,
}

/// A rack picture.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct RackView {
    /// The tiles (a blank has letter ' ').
    pub tiles: Vec<TileLook>,
}

/// Everything a WordCap grid picture shows: the letter grid, the bonuses at the diagonal
/// crossings, the word just traced, and the score table.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GridView {
    /// `side` x `side` letters, row by row (row 1 first), uppercase.
    pub letters: Vec<char>,
    /// Cells per row and per column (WordCap: 5; 1 to [`MAX_GRID_SIDE`]).
    pub side: u8,
    /// The bonus at each crossing between rows r, r+1 and columns c, c+1, row by row
    /// (`(side-1)²` values, 1..=5 in WordCap; 0: no bonus there, nothing drawn).
    pub bonuses: Vec<u8>,
    /// The word just traced, its cells as (row, col) from 0 in order, drawn as a line over
    /// the grid; empty: none. Each diagonal step between neighbours highlights the bonus it
    /// crosses; other steps are drawn as straight lines too (the renderer checks no rules).
    pub path: Vec<(u8, u8)>,
    /// Colour of the traced line and of the rings around `fresh` cells: the author's seat
    /// ([`palette::player_paint`]); None: the highlight colour.
    pub path_player: Option<u8>,
    /// Cells whose letters are new, as (row, col) from 0: after a word stood its cells get
    /// new letters, which are ringed (the word's line is not drawn over them: it would
    /// spell something else there).
    #[serde(default)]
    pub fresh: Vec<(u8, u8)>,
    /// Caption under the grid, e.g. "Ala: KOT +7" (may be empty).
    pub caption: String,
    /// Turns left in the game, shown under the grid after [`Labels::turns_left`]; None:
    /// nothing (the game is over).
    pub turns_left: Option<u32>,
    /// The score table, in seat order: the i-th player's swatch is `player_paint(i)`.
    pub players: Vec<GridPlayerLine>,
}

/// One line of a WordCap score table.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GridPlayerLine {
    /// Display name.
    pub name: String,
    /// Score.
    pub score: i32,
    /// "Sort" uses (reshuffles of the grid) left.
    pub sorts_left: u8,
    /// Their turn now.
    pub to_move: bool,
}

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// PNG encoding failed.
    #[error("could not encode the picture: {0}")]
    Encode(String),
    /// The view is inconsistent (wrong number of squares).
    #[error("the board view is inconsistent: {0}")]
    BadView(String),
    /// A bundled font could not be read (a broken build).
    #[error("the bundled font is broken: {0}")]
    Font(String),
}

/// Draw a board as PNG bytes, with Polish labels ([`Labels::default`]).
pub fn board_png(view: &BoardView) -> Result<Vec<u8>, RenderError> {
    board_png_with(view, &Labels::default())
}

/// Draw a board as PNG bytes, with the given labels on premiums, legend and bag.
pub fn board_png_with(view: &BoardView, labels: &Labels) -> Result<Vec<u8>, RenderError> {
    encode::png_indexed(&board::draw_board(view, labels)?)
}

/// Draw a board as an RGB picture (before PNG encoding), e.g. to encode it differently.
pub fn board_image(view: &BoardView, labels: &Labels) -> Result<image::RgbImage, RenderError> {
    Ok(board::draw_board(view, labels)?.to_rgb())
}

/// Encode an RGB picture (from [`board_image`], [`grid_image`]) as true-colour PNG bytes.
pub fn encode_png(img: &image::RgbImage) -> Result<Vec<u8>, RenderError> {
    encode::png(img)
}

/// Draw a rack as PNG bytes.
pub fn rack_png(view: &RackView) -> Result<Vec<u8>, RenderError> {
    encode::png_indexed(&rack::draw_rack(view)?)
}

/// Draw a rack as an RGB picture (before PNG encoding).
pub fn rack_image(view: &RackView) -> Result<image::RgbImage, RenderError> {
    Ok(rack::draw_rack(view)?.to_rgb())
}

/// Draw a WordCap grid as PNG bytes, with Polish labels ([`Labels::default`]).
pub fn grid_png(view: &GridView) -> Result<Vec<u8>, RenderError> {
    grid_png_with(view, &Labels::default())
}

/// Draw a WordCap grid as PNG bytes, with the given labels (the score table's
/// [`Labels::sorts`] header).
pub fn grid_png_with(view: &GridView, labels: &Labels) -> Result<Vec<u8>, RenderError> {
    encode::png_indexed(&grid::draw_grid(view, labels)?)
}

/// Draw a WordCap grid as an RGB picture (before PNG encoding).
pub fn grid_image(view: &GridView, labels: &Labels) -> Result<image::RgbImage, RenderError> {
    Ok(grid::draw_grid(view, labels)?.to_rgb())
}

/// Forget every cached empty board, tile sprite and glyph (the fonts stay parsed).
/// Only useful to measure cold rendering; the caches are bounded anyway.
pub fn clear_caches() {
    board::clear_cache();
    grid::clear_cache();
    tile::clear_cache();
    fonts::clear_cache();
    layout::clear_cache();
}

#[cfg(test)]
mod looks_tests;
#[cfg(test)]
mod names_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod variant_tests;
