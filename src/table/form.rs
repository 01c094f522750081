//! What a player writes in the move form (Discord's modal behind **Play…**), turned into the
//! move notation `/play` takes, so a move from the form and a typed move are one thing: the
//! word, its start square (`H8` or `8H`) and its direction, in any of the bot's languages (or
//! left empty: then the square's own order says it, as in `/play`).

use super::effect::Msg;

/// The direction a form's move goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Direction {
    Across,
    Down,
}

/// Words (and first letters) for "across" in the bot's languages, lower case.
const ACROSS: &[&str] = &[
    "across",
    "a",
    "horizontal",
    "h",
    "→",
    "poziomo",
    "poz",
    "p",
    "waagerecht",
    "waag",
    "w",
    "по горизонтали",
    "горизонтально",
    "горизонталь",
    "г",
];
/// Words (and first letters) for "down".
const DOWN: &[&str] = &[
    "down",
    "d",
    "vertical",
    "v",
    "↓",
    "pionowo",
    "pion",
    "senkrecht",
    "s",
    "по вертикали",
    "вертикально",
    "вертикаль",
    "в",
];

fn direction(typed: &str) -> Result<Option<Direction>, Msg> {
    let t = typed.trim().to_lowercase();
    if t.is_empty() {
        return Ok(None);
    }
    if ACROSS.contains(&t.as_str()) {
        Ok(Some(Direction::Across))
    } else if DOWN.contains(&t.as_str()) {
        Ok(Some(Direction::Down))
    } else {
        Err(Msg::new("err-form-direction").code("text", typed.trim().to_string()))
    }
}

/// The square's column letters and row digits, whichever order they were typed in, and the
/// direction that order means (`8H`: across, `H8`: down).
fn square(typed: &str) -> Result<(String, String, Direction), Msg> {
    let t: String = typed.chars().filter(|c| !c.is_whitespace()).collect();
    let bad = || Msg::new("err-form-square").code("text", typed.trim().to_string());
    let letters: String = t.chars().filter(|c| c.is_ascii_alphabetic()).collect();
    let digits: String = t.chars().filter(|c| c.is_ascii_digit()).collect();
    if letters.is_empty() || digits.is_empty() || letters.len() + digits.len() != t.chars().count()
    {
        return Err(bad());
    }
    let order = if t.starts_with(|c: char| c.is_ascii_digit()) {
        Direction::Across
    } else {
        Direction::Down
    };
    // One run of each: `H8` or `8H`, never `H8H`.
    let runs = t
        .chars()
        .zip(t.chars().skip(1))
        .filter(|(a, b)| a.is_ascii_digit() != b.is_ascii_digit())
        .count();
    if runs != 1 {
        return Err(bad());
    }
    Ok((letters.to_uppercase(), digits, order))
}

/// The `/play` notation for a move written in the form; the reason, for the player, when the
/// square or the direction cannot be read. The word is passed on as written (blanks marked as
/// in `/play`); the rules judge it as they judge a typed move.
pub fn board_move(square_text: &str, direction_text: &str, word: &str) -> Result<String, Msg> {
    let word = word.trim();
    if word.is_empty() {
        return Err(Msg::new("err-form-word"));
    }
    let (column, row, order) = square(square_text)?;
    let direction = direction(direction_text)?.unwrap_or(order);
    Ok(match direction {
        Direction::Across => format!("{row}{column} {word}"),
        Direction::Down => format!("{column}{row} {word}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The form says the direction in words; the notation says it by the square's order.
    #[test]
    fn a_form_move_becomes_play_notation() {
        assert_eq!(board_move("H8", "across", "kot").unwrap(), "8H kot");
        assert_eq!(board_move("8h", "down", "kot").unwrap(), "H8 kot");
        assert_eq!(board_move(" h 8 ", "pionowo", "ko*t").unwrap(), "H8 ko*t");
        assert_eq!(board_move("8H", "", "kot").unwrap(), "8H kot");
        assert_eq!(board_move("H8", "", "kot").unwrap(), "H8 kot");
        assert_eq!(board_move("O15", "waagerecht", "xy").unwrap(), "15O xy");
        assert_eq!(board_move("A1", "по вертикали", "да").unwrap(), "A1 да");
        assert_eq!(board_move("A1", "→", "da").unwrap(), "1A da");
    }

    #[test]
    fn what_cannot_be_read_is_named() {
        assert_eq!(
            board_move("H8", "sideways", "kot").unwrap_err().key,
            "err-form-direction"
        );
        assert_eq!(
            board_move("H8H", "", "kot").unwrap_err().key,
            "err-form-square"
        );
        assert_eq!(
            board_move("88", "", "kot").unwrap_err().key,
            "err-form-square"
        );
        assert_eq!(
            board_move("Ż8", "", "kot").unwrap_err().key,
            "err-form-square"
        );
        assert_eq!(board_move("H8", "", "  ").unwrap_err().key, "err-form-word");
    }
}
