//! The fields GCG lines are made of, read the same way by the GCG reader ([`mod@super::parse`]),
//! plansza's additions ([`super::extensions`]) and the WordCap record reader: the first word of
//! a line, a rack, a letter, a square (`8H` / `H8`), a score and a total, a `#playerN` line and
//! the players it names.

use super::error::{GcgError, GcgErrorKind as K};
use super::record::PlayerInfo;
use crate::rules::Direction;

/// Most players a record may name.
const MAX_PLAYERS: usize = 4;

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

/// The first word of a line and the rest, both trimmed.
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

/// `1`..=`max` as a 0-based index.
pub(crate) fn number_in(num: &str, max: usize) -> Option<usize> {
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
pub(crate) fn rack_chars(s: &str) -> Option<Vec<char>> {
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

/// `8H` (across) or `H8` (down): row, column (0-based), direction, written in lowercase.
pub(crate) fn parse_square(s: &str) -> Option<(u8, u8, Direction, bool)> {
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
