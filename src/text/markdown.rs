//! Putting what people type into the catalog's markdown: a name or word is shown as typed,
//! never read as formatting, and never turns the text around it (Unicode's direction
//! controls). The catalogs are written in Discord's markdown, which the terminal reads too.

/// Text shown as it is in a Discord message: every character Discord's markdown reads
/// anywhere in a line (emphasis, code, spoilers, the brackets of masked links, mention
/// syntax) gets a
/// backslash, which Discord drops when it shows the text, and so does a heading, quote or
/// list mark at the start. Names and words pass through here, so a player called `**x**`
/// cannot change how a post looks.
///
/// Direction controls (`U+202E` and the like) are dropped: a name or word that carried one
/// would turn the rest of the line around.
pub fn escape_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    for (i, c) in text.chars().filter(|&c| !is_bidi_control(c)).enumerate() {
        let anywhere = matches!(c, '\\' | '*' | '_' | '~' | '`' | '|' | '<' | '[' | ']');
        let at_start = i == 0 && matches!(c, '#' | '>' | '-' | '+');
        if anywhere || at_start {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A message as Discord shows plain text: code spans keep their text without the backticks,
/// emphasis marks go, and characters escaped for markdown lose their backslash.
pub fn plain_text(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len());
    let mut in_code = false;
    let mut chars = markdown.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '`' => in_code = !in_code,
            _ if in_code => out.push(c),
            '\\' => match chars.next_if(char::is_ascii_punctuation) {
                Some(escaped) => out.push(escaped),
                None => out.push(c),
            },
            '*' => {}
            '\n' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

/// Unicode's `Bidi_Control` characters: the marks and embeddings, overrides and isolates
/// that change the direction text is shown in.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Text echoed back as typed (in a code span), with each direction control shown as its
/// code point (`<U+202E>`) instead of obeyed.
pub(super) fn name_bidi_controls(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if is_bidi_control(c) {
            out.push_str(&format!("<U+{:04X}>", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn markdown_becomes_plain_text() {
        assert_eq!(
            plain_text("**Ala** plays `8H *a` for \\*3\\_"),
            "Ala plays 8H *a for *3_"
        );
        assert_eq!(plain_text("one\ntwo"), "one two");
        assert_eq!(plain_text("a \\ b"), "a \\ b");
    }

    use super::*;

    /// A name with emphasis, a heading mark and a direction override: every markdown
    /// character escaped, the override gone, letters with diacritics untouched.
    #[test]
    fn a_name_is_escaped_and_loses_its_direction_controls() {
        assert_eq!(escape_markdown("# Żółw_*1*"), "\\# Żółw\\_\\*1\\*");
        assert_eq!(escape_markdown("Ala\u{202E}Kot"), "AlaKot");
        assert_eq!(
            escape_markdown("\u{2067}-x"),
            "\\-x",
            "a list mark after a dropped control"
        );
        assert_eq!(
            escape_markdown("a-b #c"),
            "a-b #c",
            "marks inside a line stay"
        );
    }

    /// Echoed input keeps every character but shows each direction control by name.
    #[test]
    fn echoed_input_names_its_direction_controls() {
        assert_eq!(name_bidi_controls("\u{202E}8H"), "<U+202E>8H");
        assert_eq!(name_bidi_controls("ż\u{061C}ó"), "ż<U+061C>ó");
        assert_eq!(name_bidi_controls("8H KOT"), "8H KOT");
        for c in ['\u{200E}', '\u{200F}', '\u{202A}', '\u{2066}', '\u{2069}'] {
            assert!(is_bidi_control(c), "{c:?}");
        }
        for c in ['a', 'ł', '\u{200D}', '\u{2060}'] {
            assert!(!is_bidi_control(c), "{c:?}");
        }
    }
}
