//! Reading a GCG record: text to a [`GameRecord`] (syntax only; no rule is applied).
//!
//! Pragmas read: `#character-encoding` (first line only), `#playerN nick Full Name`,
//! `#title`, `#description`, `#lexicon`, `#variant` (plansza's own), `#game-type`,
//! `#note` (with continuation lines; kept on the event before it, or before any event on
//! the record), `#rackN` (closing racks). Others are skipped.
//! Events: `>nick: RACK 8H WORD +score total` (across), `H8` (down), `.` or letters in
//! parentheses for tiles played through, lowercase letters for blanks; `-` pass, `--`
//! withdrawn phony, `-ABC` / `-3` exchange, `(challenge)`, `(time)`, `(ABC) +N` end-game
//! rack points and `ABC (ABC) -N` end-game penalty. Anything after the total (a list of
//! words, as Quackle writes) is ignored. plansza's own additions (blanks taken, `!H8А`;
//! `#resigned`, `#lost-turn`, `#time-over`) are read by [`super::extensions`].

use super::decode::decode;
use super::error::{GcgError, GcgErrorKind as K};
use super::extensions::{parse_take, plansza_pragma, PlanszaMarks};
use super::fields::{
    named_players, number, number_in, parse_square, player_line, rack_chars, shorten, signed,
    split_first, total_like, upper,
};
use super::record::{Cell, Event, EventKind, GameRecord, Placement, PlayerInfo, Warning};

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
    // Free text runs on: a note's or the description's continuation lines.
    let mut free = Free::None;
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
            free = match name {
                "note" => Free::Note,
                "description" => Free::Description,
                _ => Free::None,
            };
            if name == "note" {
                add_note(&mut rec, rest);
            }
            if !plansza_pragma(&mut rec, &players, &mut marks, n, name, rest)? {
                pragma_line(&mut rec, &mut players, &mut seen, n, name, rest)?;
            }
        } else if let Some(body) = trimmed.strip_prefix('>') {
            free = Free::None;
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
        } else {
            match free {
                Free::Note => add_note(&mut rec, trimmed),
                Free::Description => {}
                Free::None => return Err(GcgError::at(n, K::StrayLine(shorten(trimmed)))),
            }
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

/// What a line of free text (not a pragma, not an event) continues.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Free {
    /// Nothing: the line is stray.
    None,
    /// A `#note`.
    Note,
    /// The `#description`.
    Description,
}

/// A line of a `#note` (its first or a continuation line) kept on the last event, or on the
/// record before any; after text already kept there it starts a new line.
fn add_note(rec: &mut GameRecord, text: &str) {
    let note = match rec.events.last_mut() {
        Some(event) => &mut event.note,
        None => &mut rec.note,
    };
    match note {
        Some(kept) => {
            kept.push('\n');
            kept.push_str(text);
        }
        None => *note = Some(text.to_string()),
    }
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

/// True when a written letter marks a blank: lowercase, with an uppercase form to tell it
/// from the real tile (so `ß`, which has none, is always the real letter).
fn marks_blank(c: char) -> bool {
    c.is_lowercase() && upper(c) != Some(c)
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
        note: None,
    })
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
