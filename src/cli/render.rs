//! `plansza render --variant V --board FILE --out FILE.png [--lang en|pl|de|ru]`: draw a
//! position for a quick look, with the picture's words in the language asked for
//! (`--phone FILE.png` also writes it as a phone shows it, 375 pixels wide).
//!
//! The board file has one line per row: `.` an empty square, an uppercase letter a tile, a
//! lowercase letter a blank standing for that letter. Blank lines and lines starting with `#`
//! are skipped. `--variant wordcap` draws a WordCap grid instead: five rows of five letters
//! of the `--lang` language, and `--path "A1 B2 C2"` draws a traced word over it.

use super::Failure;
use crate::lexicon::Language;
use crate::render::{board_image, encode_png, grid_image, phone, BoardView, Labels};
use crate::rules::{BoardTile, Pos, Variant, VariantId};
use crate::table::{square_looks, tile_look, GridMark, Seat};
use crate::wordcap::{Grid, Path, WordCapGame, WordCapOptions};
use anyhow::{anyhow, Context};
use std::path::PathBuf;

/// The name `--variant` takes for a WordCap grid.
const WORDCAP: &str = "wordcap";

/// Arguments of `plansza render`.
#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// The variant whose board to draw (e.g. `literaki`), or `wordcap` for a WordCap grid.
    #[arg(long)]
    pub variant: String,
    /// The position: one line per row, `.` empty, uppercase a tile, lowercase a blank (a
    /// WordCap grid: five rows of five letters).
    #[arg(long)]
    pub board: PathBuf,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: PathBuf,
    /// The language of the words on the picture (and of a WordCap grid's letters): `en`,
    /// `pl`, `de` or `ru`.
    #[arg(long, default_value = "pl")]
    pub lang: String,
    /// A WordCap word to draw as a traced line, by its cells (`"A1 B2 C2"`).
    #[arg(long)]
    pub path: Option<String>,
    /// Also write the picture shrunk to a phone's width (375 pixels) here.
    #[arg(long)]
    pub phone: Option<PathBuf>,
}

/// Parse a board file's text into tiles, row by row ([`crate::rules::Board::from_text`]).
pub fn parse_board(variant: &Variant, text: &str) -> anyhow::Result<Vec<Option<BoardTile>>> {
    let board = crate::rules::Board::from_text(variant, text)?;
    let mut tiles = Vec::with_capacity(variant.width as usize * variant.height as usize);
    for row in 0..variant.height {
        for col in 0..variant.width {
            tiles.push(board.get(Pos::new(row, col)));
        }
    }
    Ok(tiles)
}

/// The picture's labels and language for a `--lang` code.
fn language(code: &str) -> anyhow::Result<(Labels, Language)> {
    let language = Language::from_code(code)
        .ok_or_else(|| anyhow!("unknown language `{code}`; known: en, pl, de, ru"))?;
    let labels = match language {
        Language::Polish => Labels::polish(),
        Language::English => Labels::english(),
        Language::German => Labels::german(),
        Language::Russian => Labels::russian(),
    };
    Ok((labels, language))
}

/// The board of `variant` in `text` as the picture shows it.
fn board_view(variant: &Variant, text: &str) -> anyhow::Result<BoardView> {
    let tiles = parse_board(variant, text)?;
    Ok(BoardView {
        width: variant.width,
        height: variant.height,
        squares: square_looks(variant),
        start: (variant.start.row, variant.start.col),
        tiles: tiles
            .into_iter()
            .map(|t| t.map(|t| tile_look(variant, t, false, None)))
            .collect(),
        players: Vec::new(),
        bag_left: 0,
        caption: String::new(),
    })
}

/// The WordCap grid in `text` (five rows; `#` lines skipped), with `path` traced.
fn grid_picture(
    text: &str,
    language: Language,
    path: Option<&str>,
    labels: &Labels,
) -> anyhow::Result<image::RgbImage> {
    let rows: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('#'))
        .collect();
    let grid = Grid::from_rows(language, &rows.join("\n")).map_err(|e| anyhow!("{e}"))?;
    let game = WordCapGame::from_grid(WordCapOptions::new(language), grid, 2)
        .map_err(|e| anyhow!("{e}"))?;
    let path = path
        .map(|p| Path::parse(p).map_err(|e| anyhow!("{e}")))
        .transpose()?;
    let mark = match &path {
        Some(p) => GridMark::Line(p, 0),
        None => GridMark::Nothing,
    };
    let seats: Vec<Seat> = Vec::new();
    let view = crate::table::grid_view(&game, &seats, String::new(), mark);
    grid_image(&view, labels).map_err(|e| anyhow!(e))
}

/// Run `plansza render`.
pub fn run(args: RenderArgs) -> Result<(), Failure> {
    let (labels, language) = language(&args.lang)?;
    let text = std::fs::read_to_string(&args.board)
        .with_context(|| format!("cannot read the board file {}", args.board.display()))?;
    let img = if args.variant.trim().eq_ignore_ascii_case(WORDCAP) {
        grid_picture(&text, language, args.path.as_deref(), &labels)?
    } else {
        let id = VariantId::from_name(&args.variant).ok_or_else(|| {
            let names: Vec<&str> = VariantId::ALL.iter().map(|v| v.name()).collect();
            anyhow!(
                "unknown variant `{}`; known: {}, {WORDCAP}",
                args.variant,
                names.join(", ")
            )
        })?;
        let view = board_view(id.variant(), &text)?;
        board_image(&view, &labels).map_err(|e| anyhow!(e))?
    };
    write(&args.out, &img)?;
    if let Some(out) = &args.phone {
        write(out, &phone::shrink_to_phone(&img))?;
    }
    Ok(())
}

fn write(out: &std::path::Path, img: &image::RgbImage) -> anyhow::Result<()> {
    let png = encode_png(img).map_err(|e| anyhow!(e))?;
    std::fs::write(out, png).with_context(|| format!("cannot write {}", out.display()))?;
    println!("wrote {} ({}x{})", out.display(), img.width(), img.height());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_file_reads_tiles_and_blanks() {
        let v = VariantId::Literaki.variant();
        let mut text = String::from("# a test\n");
        for r in 0..15 {
            if r == 7 {
                text.push_str("......KoT......\n");
            } else {
                text.push_str("...............\n");
            }
        }
        let tiles = parse_board(v, &text).expect("board parses");
        let k = tiles[7 * 15 + 6].expect("K");
        assert!(!k.blank);
        assert!(tiles[7 * 15 + 7].expect("o").blank);
        assert!(parse_board(v, "KOT\n").is_err());
        let bad = text.replace("KoT", "KqT");
        assert!(parse_board(v, &bad).is_err());
    }

    /// Issue 24, point 6: "`plansza render` always labels in Polish". `--lang` picks the
    /// picture's words: an English board differs from a Polish one, and an unknown code is
    /// refused.
    #[test]
    fn the_language_picks_the_picture_s_words() {
        let v = VariantId::English.variant();
        let empty = format!("{}\n", ".".repeat(15)).repeat(15);
        let view = board_view(v, &empty).expect("a board");
        let en = board_image(&view, &language("en").expect("en").0).expect("draws");
        let pl = board_image(&view, &language("pl").expect("pl").0).expect("draws");
        assert_ne!(en, pl);
        assert_eq!(language("de").expect("de").0, Labels::german());
        assert!(language("xx").is_err());
    }

    /// `--variant wordcap` draws a grid in the language's letters, with a traced word.
    #[test]
    fn a_wordcap_grid_draws_with_its_path() {
        let (labels, language) = language("de").expect("de");
        let rows = "# a grid\nMUßEA\nBCDFG\nHIJKL\nNOPQR\nSTVWX\n";
        let plain = grid_picture(rows, language, None, &labels).expect("draws");
        let traced = grid_picture(rows, language, Some("A1 B1 C1 D1"), &labels).expect("draws");
        assert_eq!(plain.dimensions(), traced.dimensions());
        assert_ne!(plain, traced);
        assert!(grid_picture("MUßEA\n", language, None, &labels).is_err());
    }
}
