//! Reading a WordCap record: text to a [`WordCapRecord`] (syntax only; no rule is applied).
//!
//! Pragmas: `#character-encoding` (first line only), `#variant wordcap`, `#language CODE`
//! (required), `#turns N` / `#turns-each N`, `#sorts N`, `#playerN nick Full Name`, `#grid
//! ROWS` (before the first move), `#resigned NICK`, `#time-over`; `#note` and
//! `#description` with their continuation lines, and any other pragma, are skipped. Events:
//! `>nick: CELLS WORD +score total =NEW` (a word that stood), `>nick: CELLS WORD -- +score
//! total` (rejected), `>nick: - +score total` (pass), `>nick: sort [GRID] +score total`.

use super::error::{RecordError, RecordErrorKind as K};
use super::event::{RecordEvent, RecordEventKind, WordCapRecord};
use super::VARIANT;
use crate::gcg::fields::{
    named_players, number, player_line, shorten, signed, split_first, total_like, upper,
};
use crate::gcg::{decode, GcgErrorKind, PlayerInfo, Warning};
use crate::lexicon::Language;
use crate::wordcap::options::{DEFAULT_SORTS, DEFAULT_TURNS};
use crate::wordcap::{Grid, Path, TurnLimit};

/// True when the text says it is a WordCap record (a `#variant wordcap` line).
pub fn is_wordcap(text: &str) -> bool {
    text.lines().any(|line| {
        let (name, rest) = split_first(line.trim().strip_prefix('#').unwrap_or(""));
        name == "variant" && rest.eq_ignore_ascii_case(VARIANT)
    })
}

/// Reads a record from the bytes of a file, in the encoding its `#character-encoding`
/// names (as a GCG file: [`decode()`]).
pub fn parse(bytes: &[u8]) -> Result<WordCapRecord, RecordError> {
    let decoded = decode(bytes)?;
    let mut record = parse_str(&decoded.text)?;
    if let Some(w) = decoded.warning {
        record.warnings.insert(0, w);
    }
    Ok(record)
}

/// The lines of a text: number (from 1) and the line without its `\r`.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split('\n')
        .enumerate()
        .map(|(i, raw)| (i + 1, raw.strip_suffix('\r').unwrap_or(raw)))
}

/// The pragma on a line (`#name rest`), if it is one.
fn pragma(line: &str) -> Option<(&str, &str)> {
    line.trim().strip_prefix('#').map(split_first)
}

/// The record's language (`#language`, the last one if several), read first so that grids
/// can be read where they stand.
fn language(text: &str) -> Result<Language, RecordError> {
    let mut found = None;
    for (n, line) in lines(text) {
        if let Some(("language", code)) = pragma(line) {
            let language = Language::from_code(code)
                .ok_or_else(|| RecordError::at(n, K::UnknownLanguage(code.into())))?;
            found = Some(language);
        }
    }
    found.ok_or(RecordError::at(0, K::NoLanguage))
}

/// A grid as written (`ROW1/ROW2/.../ROW5`).
fn grid(language: Language, n: usize, rows: &str) -> Result<Grid, RecordError> {
    Grid::from_rows(language, rows).map_err(|e| RecordError::at(n, K::BadGrid(e)))
}

/// A positive number of turns.
fn turns(n: usize, rest: &str) -> Result<u32, RecordError> {
    match rest.parse::<u32>() {
        Ok(t) if t > 0 => Ok(t),
        _ => Err(RecordError::at(n, K::BadTurns(rest.into()))),
    }
}

/// The record being read.
struct Reader {
    rec: WordCapRecord,
    players: Vec<Option<PlayerInfo>>,
    in_note: bool,
}

/// Reads a record from text.
pub fn parse_str(text: &str) -> Result<WordCapRecord, RecordError> {
    let language = language(text)?;
    let mut r = Reader {
        rec: WordCapRecord {
            language,
            turn_limit: TurnLimit::InAll(DEFAULT_TURNS),
            sorts: DEFAULT_SORTS,
            players: Vec::new(),
            grid: None,
            events: Vec::new(),
            time_over: None,
            warnings: Vec::new(),
        },
        players: Vec::new(),
        in_note: false,
    };
    let mut last = 0;
    for (n, line) in lines(text) {
        last = n;
        let trimmed = line.trim();
        if trimmed.is_empty() {
            continue;
        }
        if let Some((name, rest)) = pragma(trimmed) {
            r.in_note = matches!(name, "note" | "description");
            r.pragma(n, name, rest)?;
        } else if let Some(body) = trimmed.strip_prefix('>') {
            r.in_note = false;
            let event = r.event(n, body)?;
            r.rec.events.push(event);
        } else if !r.in_note {
            return Err(RecordError::at(n, K::StrayLine(shorten(trimmed))));
        }
    }
    if r.players.is_empty() {
        let kind = if r.rec.events.is_empty() {
            K::Empty
        } else {
            K::NoPlayers
        };
        return Err(RecordError::at(last, kind));
    }
    r.rec.players = named_players(&r.players, last)?;
    if r.rec.events.is_empty() {
        r.rec.warnings.push(Warning {
            line: last,
            text: "the record holds no move".into(),
        });
    }
    if r.rec.grid.is_none() {
        r.rec.warnings.push(Warning {
            line: 1,
            text: "no #grid: the words are checked from the first Sort that writes its grid".into(),
        });
    }
    Ok(r.rec)
}

impl Reader {
    fn warn(&mut self, line: usize, text: impl Into<String>) {
        self.rec.warnings.push(Warning {
            line,
            text: text.into(),
        });
    }

    fn pragma(&mut self, n: usize, name: &str, rest: &str) -> Result<(), RecordError> {
        let started = !self.rec.events.is_empty();
        match name {
            "character-encoding" if n != 1 => {
                return Err(RecordError::at(n, K::Gcg(GcgErrorKind::EncodingNotFirst)));
            }
            "variant" if !rest.eq_ignore_ascii_case(VARIANT) => {
                return Err(RecordError::at(n, K::NotWordCap(rest.into())));
            }
            "turns" => self.rec.turn_limit = TurnLimit::InAll(turns(n, rest)?),
            "turns-each" => self.rec.turn_limit = TurnLimit::PerPlayer(turns(n, rest)?),
            "sorts" => {
                self.rec.sorts = rest
                    .parse()
                    .map_err(|_| RecordError::at(n, K::BadSorts(rest.into())))?;
            }
            "grid" => {
                if started {
                    return Err(RecordError::at(n, K::GridAfterEvents));
                }
                if self.rec.grid.is_some() {
                    return Err(RecordError::at(n, K::GridTwice));
                }
                self.rec.grid = Some(grid(self.rec.language, n, rest)?);
            }
            "resigned" => {
                let player = self.player(n, rest)?;
                let total = self.rec.total(player);
                self.rec.events.push(RecordEvent {
                    line: n,
                    player,
                    kind: RecordEventKind::Resigned,
                    score: 0,
                    total,
                });
            }
            "time-over" => {
                if self.rec.time_over.is_some() {
                    self.warn(n, "#time-over is given twice; the first one counts");
                } else {
                    self.rec.time_over = Some(n);
                }
            }
            _ => {
                if let Some(num) = name.strip_prefix("player") {
                    player_line(&mut self.players, started, n, num, rest)?;
                    let (nick, _) = split_first(rest);
                    if self
                        .players
                        .iter()
                        .flatten()
                        .filter(|p| p.nick == nick)
                        .count()
                        > 1
                    {
                        let kind = GcgErrorKind::DuplicateName(nick.into());
                        return Err(RecordError::at(n, K::Gcg(kind)));
                    }
                }
            }
        }
        Ok(())
    }

    /// The index of the player a nickname names.
    fn player(&self, n: usize, nick: &str) -> Result<usize, RecordError> {
        if self.players.is_empty() {
            return Err(RecordError::at(n, K::EventBeforePlayers));
        }
        let named = named_players(&self.players, n)?;
        named
            .iter()
            .position(|p| p.nick == nick)
            .ok_or_else(|| RecordError::at(n, K::Gcg(GcgErrorKind::UnknownPlayer(nick.into()))))
    }

    /// `nick: BODY +score total [=NEW]`.
    fn event(&self, n: usize, body: &str) -> Result<RecordEvent, RecordError> {
        let (nick, rest) = body
            .split_once(':')
            .ok_or(RecordError::at(n, K::Gcg(GcgErrorKind::NoNickname)))?;
        let player = self.player(n, nick.trim())?;
        let mut tokens: Vec<&str> = rest.split_whitespace().collect();
        let new = match tokens.last().and_then(|t| t.strip_prefix('=')) {
            Some(letters) => {
                let new = word_chars(letters)
                    .ok_or_else(|| RecordError::at(n, K::BadNewLetters(letters.into())))?;
                tokens.pop();
                Some(new)
            }
            None => None,
        };
        let (score, total) = match tokens.as_slice() {
            [.., s, t] if signed(s) && total_like(t) => {
                let pair = (number(s, n)?, number(t, n)?);
                tokens.truncate(tokens.len() - 2);
                pair
            }
            _ => return Err(RecordError::at(n, K::NoScore)),
        };
        let unknown = || RecordError::at(n, K::UnknownEvent(shorten(&tokens.join(" "))));
        let kind = match tokens.as_slice() {
            ["-"] => RecordEventKind::Pass,
            ["sort"] => RecordEventKind::Sort { grid: None },
            ["sort", rows] => RecordEventKind::Sort {
                grid: Some(grid(self.rec.language, n, rows)?),
            },
            ["sort" | "-", ..] => return Err(unknown()),
            [cells @ .., word, "--"] if !cells.is_empty() => RecordEventKind::Rejected {
                path: path(n, cells)?,
                word: word_of(n, word)?,
            },
            [cells @ .., word] if !cells.is_empty() => RecordEventKind::Word {
                path: path(n, cells)?,
                word: word_of(n, word)?,
                new: None,
            },
            _ => return Err(unknown()),
        };
        let kind = match (kind, new) {
            (RecordEventKind::Word { path, word, .. }, new) => {
                RecordEventKind::Word { path, word, new }
            }
            (_, Some(_)) => return Err(RecordError::at(n, K::NewLettersNotAfterWord)),
            (kind, None) => kind,
        };
        Ok(RecordEvent {
            line: n,
            player,
            kind,
            score,
            total,
        })
    }
}

/// The cells of a word (`A1 B2 B3`), read but not checked as a line.
fn path(n: usize, cells: &[&str]) -> Result<Path, RecordError> {
    Path::parse(&cells.join(" ")).map_err(|e| RecordError::at(n, K::BadPath(e)))
}

/// Letters as written, uppercase (a letter with no one-letter uppercase, `ß`, as itself);
/// None when something is not a letter or nothing is written.
fn word_chars(text: &str) -> Option<Vec<char>> {
    let chars: Option<Vec<char>> = text
        .chars()
        .map(|c| if c.is_alphabetic() { upper(c) } else { None })
        .collect();
    chars.filter(|c| !c.is_empty())
}

fn word_of(n: usize, word: &str) -> Result<Vec<char>, RecordError> {
    word_chars(word).ok_or_else(|| RecordError::at(n, K::BadWord(word.into())))
}

#[cfg(test)]
mod tests;
