//! Reading move-generation positions (`shared/bench/positions.txt`): blocks of
//! `position NAME`, `lang en|pl`, `rack LETTERS`, `moves N`, `top S`, then `board` and one
//! line per row. Used by the fixture test, the bench and anyone checking the generator.

use crate::lexicon::Language;
use crate::rules::{Board, Rack, Tile, VariantId};

/// One position with its expected results.
#[derive(Debug, Clone)]
pub struct Position {
    /// Its name, e.g. `en_mid23`.
    pub name: String,
    /// The variant it is played in (`english` for `en`, `polish` for `pl`).
    pub variant: VariantId,
    /// The rack as written (`?` a blank).
    pub rack_text: String,
    /// Legal placements, counted as the file says.
    pub moves: usize,
    /// The best score.
    pub top: u32,
    /// The board.
    pub board: Board,
}

impl Position {
    /// The rack as tiles.
    pub fn rack(&self) -> Result<Rack, String> {
        rack_from_text(self.variant, &self.rack_text)
    }
}

/// A rack written as letters, `?` (or `*`) a blank.
pub fn rack_from_text(variant: VariantId, text: &str) -> Result<Rack, String> {
    let alphabet = variant.variant().alphabet();
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '?' | '*' => Ok(Tile::Blank),
            c => alphabet
                .letter(c)
                .map(Tile::Letter)
                .ok_or_else(|| format!("`{c}` is not a letter of {}", variant.name())),
        })
        .collect::<Result<Vec<Tile>, String>>()
        .map(Rack::new)
}

/// Reads every position of the file's text.
pub fn parse_positions(text: &str) -> Result<Vec<Position>, String> {
    let mut out = Vec::new();
    let mut lines = text.lines().map(str::trim).enumerate().peekable();
    while let Some((n, line)) = lines.next() {
        let Some(name) = line.strip_prefix("position ") else {
            continue;
        };
        let mut field = |key: &str| -> Result<String, String> {
            match lines.next() {
                Some((_, l)) if l.starts_with(key) => Ok(l[key.len()..].trim().to_string()),
                other => Err(format!(
                    "line {}: `{key}` expected after `position {name}`, found {other:?}",
                    n + 1
                )),
            }
        };
        let lang = field("lang")?;
        let rack_text = field("rack")?;
        let moves = field("moves")?
            .parse()
            .map_err(|e| format!("{name}: moves: {e}"))?;
        let top = field("top")?
            .parse()
            .map_err(|e| format!("{name}: top: {e}"))?;
        field("board")?;
        let variant = match Language::from_code(&lang) {
            Some(Language::English) => VariantId::English,
            Some(Language::Polish) => VariantId::Polish,
            _ => return Err(format!("{name}: unknown lang `{lang}`")),
        };
        let v = variant.variant();
        let rows: Vec<&str> = (0..v.height)
            .filter_map(|_| lines.next().map(|(_, l)| l))
            .collect();
        let board = Board::from_text(v, &rows.join("\n")).map_err(|e| format!("{name}: {e}"))?;
        out.push(Position {
            name: name.trim().to_string(),
            variant,
            rack_text,
            moves,
            top,
            board,
        });
    }
    Ok(out)
}
