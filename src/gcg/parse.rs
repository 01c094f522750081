//! Reading a GCG record: text to a [`GameRecord`] (syntax only; no rule is applied).
//!
//! Pragmas read: `#character-encoding` (first line only), `#playerN nick Full Name`,
//! `#title`, `#description`, `#lexicon`, `#variant` (plansza's own), `#game-type`,
//! `#note` (with continuation lines), `#rackN` (closing racks). Others are skipped.
//! Events: `>nick: RACK 8H WORD +score total` (across), `H8` (down), `.` or letters in
//! parentheses for tiles played through, lowercase letters for blanks; `-` pass, `--`
//! withdrawn phony, `-ABC` / `-3` exchange, `(challenge)`, `(time)`, `(ABC) +N` end-game
//! rack points and `ABC (ABC) -N` end-game penalty. Anything after the total (a list of
//! words, as Quackle writes) is ignored. plansza's own additions (blanks taken, `!H8А`;
//! `#resigned`, `#lost-turn`, `#time-over`) are read by [`super::extensions`].

use super::decode::decode;
use super::error::{GcgError, GcgErrorKind as K};
use super::extensions::{parse_take, plansza_pragma, PlanszaMarks};
use super::record::{Cell, Event, EventKind, GameRecord, Placement, PlayerInfo, Warning};
use crate::rules::Direction;

/// Most players a record may name.
const MAX_PLAYERS: usize = 4;
/// A run of blanks longer than this on a line is reported as damage.
const MAX_BLANK_RUN: usize = 64;
/// What Woogles writes for a rack it does not know.
const UNKNOWN_RACK: &str = "UNKNOWN";

/// Reads a record from the bytes of a file, in the encoding its `#character-encoding`
/// names (UTF-8 or Latin-1 without one; see [`decode`]).
pub fn parse(bytes: &[u8]) -> Result<GameRecord, GcgError> {
    let decoded = decode(bytes)?;
    let mut record = parse_str(&decoded.text)?;
    if let Some(w) = decoded.warning {
        record.warnings.insert(0, w);
    }
    Ok(record)
}

/// Reads a record from text.
pub fn parse_str(text: &str) -> Result<GameRecord, GcgError> {
    let mut rec = GameRecord::default();
    let mut players: Vec<Option<PlayerInfo>> = Vec::new();
    let mut in_note = false;
    let mut seen: Vec<String> = Vec::new();
    let mut marks = PlanszaMarks::default();
    for (i, raw) in text.split('\n').enumerate() {
        let n = i + 1;
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        let blanks = longest_blank_run(line);
        if blanks > MAX_BLANK_RUN {
            rec.warnings.push(Warning {
                line: n,
                text: format!("the line holds a run of {blanks} blanks (damaged?)"),
            });
        }
        let trimmed = line.trim();
        if trimmed.is_empty() {
            continue;
        }
        if let Some(pragma) = trimmed.strip_prefix('#') {
            let (name, rest) = split_first(pragma);
            in_note = matches!(name, "note" | "description");
            if !plansza_pragma(&mut rec, &players, &mut marks, n, name, rest)? {
                pragma_line(&mut rec, &mut players, &mut seen, n, name, rest)?;
            }
        } else if let Some(body) = trimmed.strip_prefix('>') {
            in_note = false;
            if !rec.final_racks.is_empty() {
                return Err(GcgError::at(n, K::EventAfterFinalRack));
            }
            if players.len() < 2 {
                return Err(GcgError::at(n, K::EventBeforePlayers));
            }
            let named = named_players(&players, n)?;
            let prev_turn = rec
                .events
                .iter()
                .rev()
                .find(|e| takes_turn(&e.kind))
                .map(|e| e.player);
            let mut event = event_line(&mut rec.warnings, &named, prev_turn, n, body)?;
            marks.event(&mut event);
            rec.events.push(event);
        } else if !in_note {
            return Err(GcgError::at(n, K::StrayLine(shorten(trimmed))));
        }
    }
    if players.is_empty() && rec.events.is_empty() {
        return Err(GcgError::at(0, K::Empty));
    }
    let last = text.split('\n').count();
    if players.len() < 2 {
        return Err(GcgError::at(last, K::TooFewPlayers));
    }
    rec.players = named_players(&players, last)?;
    if rec.events.is_empty() {
        rec.warnings.push(Warning {
            line: last,
            text: "the record holds no move".into(),
        });
    }
    if rec.lexicon.is_none() && rec.variant.is_none() {
        rec.warnings.push(Warning {
            line: 1,
            text: "no #lexicon and no #variant: the variant is guessed".into(),
        });
    }
    Ok(rec)
}

/// The players once all are named (no gap in the numbers).
pub(crate) fn named_players(
    players: &[Option<PlayerInfo>],
    line: usize,
) -> Result<Vec<PlayerInfo>, GcgError> {
    players
        .iter()
        .enumerate()
        .map(|(i, p)| p.clone().ok_or(GcgError::at(line, K::PlayerGap(i + 1))))
        .collect()
}

/// The longest run of blanks in a line.
fn longest_blank_run(line: &str) -> usize {
    let (mut best, mut run) = (0, 0);
    for c in line.chars() {
        run = if c.is_whitespace() { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

pub(crate) fn split_first(s: &str) -> (&str, &str) {
    let s = s.trim();
    match s.find(char::is_whitespace) {
        Some(i) => (&s[..i], s[i..].trim()),
        None => (s, ""),
    }
}

/// Text cut to 40 characters (with `…`) for an error message.
pub(crate) fn shorten(s: &str) -> String {
    if s.chars().count() > 40 {
        let mut t: String = s.chars().take(40).collect();
        t.push('…');
        t
    } else {
        s.to_string()
    }
}

fn pragma_line(
    rec: &mut GameRecord,
    players: &mut Vec<Option<PlayerInfo>>,
    seen: &mut Vec<String>,
    n: usize,
    name: &str,
    rest: &str,
) -> Result<(), GcgError> {
    let started = !rec.events.is_empty();
    let once = matches!(
        name,
        "title" | "description" | "lexicon" | "variant" | "game-type" | "character-encoding"
    );
    if once {
        if seen.iter().any(|s| s == name) {
            rec.warnings.push(Warning {
                line: n,
                text: format!("#{name} is given twice; the last one counts"),
            });
        }
        seen.push(name.to_string());
        if started && name != "character-encoding" {
            rec.warnings.push(Warning {
                line: n,
                text: format!("#{name} comes after the moves"),
            });
        }
    }
    let value = Some(rest.to_string());
    match name {
        "character-encoding" => {
            if n != 1 {
                return Err(GcgError::at(n, K::EncodingNotFirst));
            }
            rec.encoding = value;
        }
        "title" => rec.title = value,
        "description" => rec.description = value,
        "lexicon" => rec.lexicon = value,
        "variant" => rec.variant = value,
        "game-type" => {
            if !rest.eq_ignore_ascii_case("classic") {
                rec.warnings.push(Warning {
                    line: n,
                    text: format!("game type `{rest}` is not known; replayed as classic"),
                });
            }
            rec.game_type = value;
        }
        "note" => {
            if !started {
                rec.warnings.push(Warning {
                    line: n,
                    text: "a #note before the first move belongs to no move".into(),
                });
            }
        }
        _ => {
            if let Some(num) = name.strip_prefix("player") {
                player_line(players, started, n, num, rest)?;
                let (nick, _) = split_first(rest);
                if players.iter().flatten().filter(|p| p.nick == nick).count() > 1 {
                    rec.warnings.push(Warning {
                        line: n,
                        text: format!(
                            "two players share the nickname `{nick}`; their events are told apart by turn order"
                        ),
                    });
                }
            } else if let Some(num) = name.strip_prefix("rack") {
                let index = number_in(num, players.len())
                    .ok_or_else(|| GcgError::at(n, K::BadRackPlayer(num.parse().unwrap_or(0))))?;
                let rack = rack_chars(rest).ok_or(GcgError::at(n, K::BadRack(rest.into())))?;
                rec.final_racks.push((index, rack, n));
            }
        }
    }
    Ok(())
}

/// `1`..=`max` as a 0-based index.
fn number_in(num: &str, max: usize) -> Option<usize> {
    let k: usize = num.parse().ok()?;
    (1..=max).contains(&k).then(|| k - 1)
}

/// Reads `#playerN nick Full Name` into `players` (N = 1..4, before the first event, no
/// number twice, no full name twice).
pub(crate) fn player_line(
    players: &mut Vec<Option<PlayerInfo>>,
    started: bool,
    n: usize,
    num: &str,
    rest: &str,
) -> Result<(), GcgError> {
    if started {
        return Err(GcgError::at(n, K::PlayerAfterEvents));
    }
    let index = number_in(num, MAX_PLAYERS).ok_or(GcgError::at(n, K::BadPlayer))?;
    let (nick, name) = split_first(rest);
    if nick.is_empty() {
        return Err(GcgError::at(n, K::BadPlayer));
    }
    if players.len() <= index {
        players.resize(index + 1, None);
    }
    if players[index].is_some() {
        return Err(GcgError::at(n, K::PlayerTwice(index + 1)));
    }
    for p in players.iter().flatten() {
        if !name.is_empty() && p.name == name {
            return Err(GcgError::at(n, K::DuplicateName(name.into())));
        }
    }
    players[index] = Some(PlayerInfo {
        nick: nick.into(),
        name: name.into(),
    });
    Ok(())
}

/// A rack's characters, uppercase, if every one is a letter or `?`.
pub(super) fn rack_chars(s: &str) -> Option<Vec<char>> {
    s.chars()
        .map(|c| match c {
            '?' => Some('?'),
            c if c.is_alphabetic() => upper(c),
            _ => None,
        })
        .collect()
}

/// The uppercase form of a letter; a letter with no one-character uppercase (German `ß`,
/// whose uppercase is `SS`) stands for itself.
pub(crate) fn upper(c: char) -> Option<char> {
    let mut u = c.to_uppercase();
    match (u.next(), u.next()) {
        (Some(x), None) => Some(x),
        _ => Some(c),
    }
}

/// True when a written letter marks a blank: lowercase, with an uppercase form to tell it
/// from the real tile (so `ß`, which has none, is always the real letter).
fn marks_blank(c: char) -> bool {
    c.is_lowercase() && upper(c) != Some(c)
}

/// A score as written: `+N` or `-N`.
pub(crate) fn signed(s: &str) -> bool {
    let digits = s.strip_prefix(['+', '-']).unwrap_or("");
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// A total as written: digits, signed or not.
pub(crate) fn total_like(s: &str) -> bool {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// A score or total as a number (an error on line `n` when it does not fit).
pub(crate) fn number(s: &str, n: usize) -> Result<i32, GcgError> {
    s.strip_prefix('+')
        .unwrap_or(s)
        .parse::<i32>()
        .map_err(|_| GcgError::at(n, K::NumberTooBig(s.into())))
}

/// True for the events that are a player's turn (a play, an exchange, a pass).
fn takes_turn(kind: &EventKind) -> bool {
    matches!(
        kind,
        EventKind::Place(_) | EventKind::Exchange { .. } | EventKind::Pass | EventKind::LostTurn
    )
}

/// The player an event belongs to when several share its nickname (Quackle writes
/// `NoName` for both): a turn goes to the next in order after `prev_turn`, a withdrawal,
/// challenge bonus or out bonus to the player of that turn, a penalty to someone else.
fn shared_nick(
    candidates: &[usize],
    kind: &EventKind,
    prev_turn: Option<usize>,
    players: usize,
) -> usize {
    let first = candidates.first().copied().unwrap_or(0);
    let Some(prev) = prev_turn else {
        return first;
    };
    let want = match kind {
        k if takes_turn(k) => Some((prev + 1) % players.max(1)),
        EventKind::Withdrawn | EventKind::ChallengeBonus | EventKind::EndRackPoints(_) => {
            Some(prev)
        }
        _ => candidates.iter().copied().find(|&c| c != prev),
    };
    want.filter(|w| candidates.contains(w)).unwrap_or(first)
}

fn event_line(
    warnings: &mut Vec<Warning>,
    players: &[PlayerInfo],
    prev_turn: Option<usize>,
    n: usize,
    body: &str,
) -> Result<Event, GcgError> {
    let (nick, rest) = body.split_once(':').ok_or(GcgError::at(n, K::NoNickname))?;
    let nick = nick.trim();
    let candidates: Vec<usize> = (0..players.len())
        .filter(|&i| players[i].nick == nick)
        .collect();
    if candidates.is_empty() {
        return Err(GcgError::at(n, K::UnknownPlayer(nick.into())));
    }
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    // The score and total are the last `+N total` pair: an exchange of a count (`-4 +0 349`)
    // also looks like a score, and Quackle lists words (never numbers) after the total.
    let at = (0..tokens.len().saturating_sub(1))
        .rev()
        .find(|&i| signed(tokens[i]) && total_like(tokens[i + 1]))
        .ok_or(GcgError::at(n, K::NoScore))?;
    let score = number(tokens[at], n)?;
    let total = number(tokens[at + 1], n)?;
    let mut head = &tokens[..at];
    let unknown = || GcgError::at(n, K::UnknownEvent(shorten(&tokens[..at].join(" "))));
    // Blanks taken off the board (`!H8А`, plansza's notation for Эрудит) follow the word.
    let mut takes = Vec::new();
    while let Some((&last, rest)) = head.split_last() {
        let Some(part) = last.strip_prefix('!') else {
            break;
        };
        takes.push(parse_take(part).ok_or_else(|| GcgError::at(n, K::BadTake(last.into())))?);
        head = rest;
    }
    takes.reverse();
    let Some(&last) = head.last() else {
        return Err(unknown());
    };
    // A square before the last token makes a placement, even when the word starts with a
    // letter played through (`8H (KOT)y`); racks never hold digits, so never look like one.
    let placed_at = head
        .len()
        .checked_sub(2)
        .and_then(|i| parse_square(head[i]).map(|s| (head[i], s)));
    let (kind, used) = if let Some((square, (row, col, direction, lowercase))) = placed_at {
        if lowercase {
            warnings.push(Warning {
                line: n,
                text: format!("square `{square}` is written in lowercase"),
            });
        }
        let cells = parse_word(last).ok_or_else(|| GcgError::at(n, K::BadWord(last.into())))?;
        let placement = Placement {
            row,
            col,
            direction,
            cells,
            square: square.into(),
            word: last.into(),
            takes: std::mem::take(&mut takes),
        };
        (EventKind::Place(placement), 2)
    } else if let Some(inner) = last.strip_prefix('(') {
        let inner = inner
            .strip_suffix(')')
            .ok_or_else(|| GcgError::at(n, K::BadEndRack(last.into())))?;
        let kind = match inner {
            "challenge" => EventKind::ChallengeBonus,
            "time" => EventKind::TimePenalty,
            _ => {
                let rack = rack_chars(inner)
                    .filter(|r| !r.is_empty())
                    .ok_or_else(|| GcgError::at(n, K::BadEndRack(last.into())))?;
                if score < 0 {
                    EventKind::EndRackPenalty(rack)
                } else {
                    EventKind::EndRackPoints(rack)
                }
            }
        };
        (kind, 1)
    } else if let Some(tiles) = last.strip_prefix('-') {
        let kind = match tiles {
            "" => EventKind::Pass,
            "-" => EventKind::Withdrawn,
            t if t.bytes().all(|b| b.is_ascii_digit()) => EventKind::Exchange {
                tiles: None,
                count: t
                    .parse()
                    .map_err(|_| GcgError::at(n, K::BadExchange(last.into())))?,
            },
            t => {
                let tiles = rack_chars(t).ok_or(GcgError::at(n, K::BadExchange(last.into())))?;
                EventKind::Exchange {
                    count: tiles.len(),
                    tiles: Some(tiles),
                }
            }
        };
        (kind, 1)
    } else {
        if head.len() < 2 {
            return Err(unknown());
        }
        let square = head[head.len() - 2];
        return Err(GcgError::at(n, K::BadSquare(square.into())));
    };
    if !takes.is_empty() {
        return Err(unknown());
    }
    let rack = match head.len() - used {
        0 => None,
        1 if head[0] == UNKNOWN_RACK => None,
        1 => Some(rack_chars(head[0]).ok_or_else(|| GcgError::at(n, K::BadRack(head[0].into())))?),
        _ => return Err(unknown()),
    };
    let player = match candidates.as_slice() {
        [only] => *only,
        _ => shared_nick(&candidates, &kind, prev_turn, players.len()),
    };
    Ok(Event {
        line: n,
        player,
        rack,
        kind,
        score,
        total,
    })
}

/// `8H` (across) or `H8` (down): row, column (0-based), direction, written in lowercase.
pub(super) fn parse_square(s: &str) -> Option<(u8, u8, Direction, bool)> {
    if !s.is_ascii() || s.len() < 2 {
        return None;
    }
    let b = s.as_bytes();
    let (letter, digits, direction) = if b[0].is_ascii_alphabetic() {
        (b[0], &s[1..], Direction::Down)
    } else {
        (b[b.len() - 1], &s[..s.len() - 1], Direction::Across)
    };
    if !letter.is_ascii_alphabetic()
        || digits.is_empty()
        || digits.len() > 2
        || !digits.bytes().all(|d| d.is_ascii_digit())
    {
        return None;
    }
    let row: u8 = digits.parse().ok()?;
    if row == 0 {
        return None;
    }
    let col = letter.to_ascii_uppercase() - b'A';
    Some((row - 1, col, direction, letter.is_ascii_lowercase()))
}

/// The squares of a written word: letters (lowercase = blank), `.` and `(ABC)`.
fn parse_word(s: &str) -> Option<Vec<Cell>> {
    let mut cells = Vec::new();
    let mut in_paren = false;
    for c in s.chars() {
        match c {
            '(' if !in_paren => in_paren = true,
            ')' if in_paren => in_paren = false,
            '.' if !in_paren => cells.push(Cell::Through),
            c if c.is_alphabetic() => {
                let u = upper(c)?;
                cells.push(if in_paren {
                    Cell::ThroughLetter(u)
                } else {
                    Cell::Letter {
                        letter: u,
                        blank: marks_blank(c),
                    }
                });
            }
            _ => return None,
        }
    }
    (!in_paren && !cells.is_empty()).then_some(cells)
}

#[cfg(test)]
mod tests;
