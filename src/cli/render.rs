//! `plansza render --variant V --board FILE --out FILE.png`: draw a position for a quick look.
//!
//! The board file has one line per row: `.` an empty square, an uppercase letter a tile, a
//! lowercase letter a blank standing for that letter. Blank lines and lines starting with `#`
//! are skipped.

use super::Failure;
use crate::render::{board_png, BoardView};
use crate::rules::{BoardTile, Pos, Variant, VariantId};
use crate::table::{square_looks, tile_look};
use anyhow::{anyhow, Context};
use std::path::PathBuf;

/// Arguments of `plansza render`.
#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// The variant whose board to draw (e.g. `literaki`).
    #[arg(long)]
    pub variant: String,
    /// The position: one line per row, `.` empty, uppercase a tile, lowercase a blank.
    #[arg(long)]
    pub board: PathBuf,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: PathBuf,
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

/// Run `plansza render`.
pub fn run(args: RenderArgs) -> Result<(), Failure> {
    let id = VariantId::from_name(&args.variant).ok_or_else(|| {
        let names: Vec<&str> = VariantId::ALL.iter().map(|v| v.name()).collect();
        anyhow!(
            "unknown variant `{}`; known: {}",
            args.variant,
            names.join(", ")
        )
    })?;
    let variant = id.variant();
    let text = std::fs::read_to_string(&args.board)
        .with_context(|| format!("cannot read the board file {}", args.board.display()))?;
    let tiles = parse_board(variant, &text)?;
    let view = BoardView {
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
    };
    let png = board_png(&view).map_err(|e| anyhow!(e))?;
    std::fs::write(&args.out, png)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    println!("wrote {}", args.out.display());
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
}
