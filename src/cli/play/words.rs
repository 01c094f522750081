//! The words typed at `plansza play`: a command's word (in English or in the chosen
//! language, with or without the language's diacritics: `akceptuje` is `akceptuję`,
//! `prufen` and `pruefen` are `prüfen`, `еще` is `ещё`), a move, or neither.

/// What a typed word asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keyword {
    /// A move follows.
    Play,
    /// Letters to exchange follow.
    Exchange,
    /// Pass the turn.
    Pass,
    /// Give up.
    Resign,
    /// WordCap: shuffle the grid.
    Sort,
    /// A few good moves.
    Hint,
    /// Show the rack.
    Rack,
    /// End the game.
    End,
    /// The list of commands.
    Help,
    /// Save the game now.
    Save,
    /// Stop playing (saved when a save file was given).
    Quit,
    /// A window: the move stands.
    Accept,
    /// A window: check the move's words.
    Check,
    /// A window: its author takes the move back.
    Undo,
    /// An undo vote: yes.
    Agree,
    /// An undo vote: no.
    Refuse,
}

/// Each keyword: its English word and the catalog key of its word in the chosen language.
const WORDS: [(Keyword, &str, &str); 16] = [
    (Keyword::Play, "play", "cmd-play"),
    (Keyword::Exchange, "exchange", "cmd-exchange"),
    (Keyword::Pass, "pass", "cmd-pass"),
    (Keyword::Resign, "resign", "cmd-resign"),
    (Keyword::Sort, "sort", "cmd-sort"),
    (Keyword::Hint, "hint", "cmd-hint"),
    (Keyword::Rack, "rack", "cmd-rack"),
    (Keyword::End, "end", "cmd-game-end"),
    (Keyword::Help, "help", "cmd-help"),
    (Keyword::Save, "save", "play-word-save"),
    (Keyword::Quit, "quit", "play-word-quit"),
    (Keyword::Accept, "accept", "play-word-accept"),
    (Keyword::Check, "check", "play-word-check"),
    (Keyword::Undo, "undo", "play-word-undo"),
    (Keyword::Agree, "agree", "play-word-agree"),
    (Keyword::Refuse, "refuse", "play-word-refuse"),
];

/// The command a word names: in English, or by its word in the language of `locale`, in
/// any case, with or without diacritics.
pub fn keyword(word: &str, locale: &str) -> Option<Keyword> {
    let typed = word.trim().to_lowercase();
    if typed.is_empty() {
        return None;
    }
    WORDS.iter().find_map(|(k, english, key)| {
        let local = crate::text::key(locale, key).to_lowercase();
        let same =
            typed == *english || fold(&typed) == fold(&local) || typed == spelled_out(&local);
        same.then_some(*k)
    })
}

/// What a typed line is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line<'a> {
    /// Nothing typed.
    Empty,
    /// A command word and what follows it.
    Command(Keyword, &'a str),
    /// A move: a board move starts with its square (`8H WORD`, `H8 WORD`); in WordCap a
    /// lone word, or cells (`A1 B2 C3`).
    Move(&'a str),
    /// A first word that is neither a command nor a move's start.
    Unknown(&'a str),
}

/// Reads a typed line (`grid`: a WordCap game, where a lone word is a move).
pub fn read_line<'a>(line: &'a str, locale: &str, grid: bool) -> Line<'a> {
    let line = line.trim();
    if line.is_empty() {
        return Line::Empty;
    }
    let (first, rest) = line
        .split_once(char::is_whitespace)
        .map_or((line, ""), |(w, r)| (w, r.trim()));
    if let Some(k) = keyword(first, locale) {
        return Line::Command(k, rest);
    }
    let square = first.chars().any(|c| c.is_ascii_digit());
    if square || (grid && rest.is_empty()) {
        Line::Move(line)
    } else {
        Line::Unknown(first)
    }
}

/// The word without diacritics: Polish `ąćęłńóśźż`, German `äöüß` (as `a o u ss`) and
/// Russian `ё й` (as `е и`) become their plain letters.
pub fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            'ą' => out.push('a'),
            'ć' => out.push('c'),
            'ę' => out.push('e'),
            'ł' => out.push('l'),
            'ń' => out.push('n'),
            'ó' => out.push('o'),
            'ś' => out.push('s'),
            'ź' | 'ż' => out.push('z'),
            'ä' => out.push('a'),
            'ö' => out.push('o'),
            'ü' => out.push('u'),
            'ß' => out.push_str("ss"),
            'ё' => out.push('е'),
            'й' => out.push('и'),
            _ => out.push(c),
        }
    }
    out
}

/// German umlauts written out (`ä` as `ae`, `ö` as `oe`, `ü` as `ue`, `ß` as `ss`).
fn spelled_out(word: &str) -> String {
    word.replace('ä', "ae")
        .replace('ö', "oe")
        .replace('ü', "ue")
        .replace('ß', "ss")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 24: "Polish `akceptuje` without ę is read as a move". Every word is taken with
    /// and without its language's diacritics, in any case, and in English.
    #[test]
    fn words_are_read_with_and_without_diacritics() {
        for (typed, locale, meant) in [
            ("akceptuję", "pl", Keyword::Accept),
            ("akceptuje", "pl", Keyword::Accept),
            ("AKCEPTUJE", "pl", Keyword::Accept),
            ("sprawdz", "pl", Keyword::Check),
            ("sprawdź", "pl", Keyword::Check),
            ("wyjdź", "pl", Keyword::Quit),
            ("wyjdz", "pl", Keyword::Quit),
            ("wymiana", "pl", Keyword::Exchange),
            ("podpowiedź", "pl", Keyword::Hint),
            ("prüfen", "de", Keyword::Check),
            ("prufen", "de", Keyword::Check),
            ("pruefen", "de", Keyword::Check),
            ("zurücknehmen", "de", Keyword::Undo),
            ("zuruecknehmen", "de", Keyword::Undo),
            ("hilfe", "de", Keyword::Help),
            ("принять", "ru", Keyword::Accept),
            ("помощь", "ru", Keyword::Help),
            ("check", "pl", Keyword::Check),
            ("accept", "ru", Keyword::Accept),
        ] {
            assert_eq!(keyword(typed, locale), Some(meant), "{typed} ({locale})");
        }
        assert_eq!(keyword("akceptuje", "en-US"), None);
        assert_eq!(keyword("kot", "pl"), None);
    }

    /// Issue 24: "an unknown command is answered as a bad square". A first word that is no
    /// command and no square is unknown; a square (even a bad one) starts a move; in WordCap
    /// a lone word is a move.
    #[test]
    fn a_line_is_a_command_a_move_or_unknown() {
        assert_eq!(read_line("  ", "en-US", false), Line::Empty);
        assert_eq!(
            read_line("exchange AB", "en-US", false),
            Line::Command(Keyword::Exchange, "AB")
        );
        assert_eq!(read_line("8H KOT", "pl", false), Line::Move("8H KOT"));
        assert_eq!(read_line("QQ9 ZZZ", "pl", false), Line::Move("QQ9 ZZZ"));
        assert_eq!(read_line("foo", "en-US", false), Line::Unknown("foo"));
        assert_eq!(read_line("foo bar", "en-US", true), Line::Unknown("foo"));
        assert_eq!(read_line("kot", "pl", true), Line::Move("kot"));
        assert_eq!(read_line("A1 B2 C3", "pl", true), Line::Move("A1 B2 C3"));
    }
}
