//! Localizing the table's messages for Discord.

use crate::i18n::{game_name, tr, tr_args, ArgValue, Locale};
use crate::table::{Msg, MsgArg};

/// One message in a locale (a Discord locale code such as `pl` or `en-US`).
pub fn localize(locale: &str, msg: &Msg) -> String {
    let locale = Locale::from_discord(locale);
    if msg.args.is_empty() {
        return tr(locale, msg.key);
    }
    let args: Vec<(&str, ArgValue)> = msg
        .args
        .iter()
        .map(|(name, value)| {
            let v = match value {
                MsgArg::Str(s) => ArgValue::Text(escape_markdown(s)),
                MsgArg::Markdown(s) => ArgValue::Text(s.clone()),
                // Inside a code span nothing is read as markdown; only a backtick could end it.
                // A direction mark typed into a move is shown by name, not obeyed.
                MsgArg::Code(s) => ArgValue::Text(name_bidi_controls(&s.replace('`', "'"))),
                MsgArg::Num(n) => ArgValue::Number(*n as f64),
                MsgArg::Game(name) => ArgValue::Text(escape_markdown(&game_name(locale, name))),
            };
            (*name, v)
        })
        .collect();
    tr_args(locale, msg.key, &args)
}

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

/// Unicode's `Bidi_Control` characters: the marks and embeddings, overrides and isolates
/// that change the direction text is shown in.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Text echoed back as typed (in a code span), with each direction control shown as its
/// code point (`<U+202E>`) instead of obeyed.
fn name_bidi_controls(text: &str) -> String {
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

/// Several messages, one per line.
pub fn localize_lines(locale: &str, lines: &[Msg]) -> String {
    lines
        .iter()
        .map(|m| localize(locale, m))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A catalog key without arguments.
pub fn key(locale: &str, key: &str) -> String {
    tr(Locale::from_discord(locale), key)
}

#[cfg(test)]
mod tests {
    use super::{escape_markdown, localize};
    use crate::i18n::{tr, Locale};
    use crate::table::Msg;

    /// Issue 24, point 12: a direction override typed into a move (`\u{202e}8H`) or a name
    /// flipped the rest of the line it was echoed in. Echoed input names it; a name drops it.
    #[test]
    fn direction_controls_cannot_turn_a_line_around() {
        for control in ['\u{202E}', '\u{202D}', '\u{2067}', '\u{200F}', '\u{061C}'] {
            let typed = format!("{control}8H");
            let echoed = localize(
                "en",
                &Msg::new("err-bad-square").code("square", typed.clone()),
            );
            assert!(!echoed.contains(control), "{echoed:?}");
            assert!(
                echoed.contains(&format!("<U+{:04X}>8H", u32::from(control))),
                "{echoed}"
            );
            let name = format!("Ala{control}Kot");
            let line = localize("en", &Msg::new("turn-next").s("name", name).n("bag", 5));
            assert!(
                !line.contains(control) && line.contains("AlaKot"),
                "{line:?}"
            );
        }
    }

    /// Issue: a player called `**x**` or `` `y` `` changed the formatting of every post that
    /// named them. Their name is shown as typed: every markdown character escaped.
    #[test]
    fn names_cannot_format_a_post() {
        for name in [
            "**x**",
            "`y`",
            "__u__",
            "~~s~~",
            "||spoiler||",
            "> quote",
            "# big",
            "[a](http://b)",
            "<@123>",
            "- item",
        ] {
            let text = localize("en", &Msg::new("turn-next").s("name", name).n("bag", 5));
            let escaped = escape_markdown(name);
            assert!(text.contains(&escaped), "{text}");
            // What Discord shows: the backslashes dropped, the name as typed.
            let shown = unescape(&text);
            assert!(shown.contains(name), "{shown}");
        }
        assert_eq!(escape_markdown("**x**"), "\\*\\*x\\*\\*");
        assert_eq!(escape_markdown("Ala Kot 7"), "Ala Kot 7");
        assert_eq!(escape_markdown("Łukasz"), "Łukasz");
    }

    /// Text shown in a code span keeps its characters (a backslash would show there) and
    /// cannot close the span.
    #[test]
    fn text_in_a_code_span_is_shown_as_typed() {
        let text = localize("en", &Msg::new("err-bad-letter").code("letter", "*"));
        assert!(text.contains("`*`"), "{text}");
        let text = localize(
            "en",
            &Msg::new("err-not-a-word-or-cells").code("text", "a`b"),
        );
        assert!(text.contains("`a'b`"), "{text}");
    }

    /// The bot's own markdown (moves in code spans) is not escaped.
    #[test]
    fn the_bots_own_markdown_stays() {
        let text = localize("en", &Msg::new("hint-moves").md("moves", "`8H KOT` (12)"));
        assert!(text.contains("`8H KOT` (12)"), "{text}");
    }

    /// Discord's reading of a backslash: it escapes the next punctuation character.
    fn unescape(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '\\' {
                if let Some(&n) = chars.peek() {
                    if n.is_ascii_punctuation() {
                        out.push(n);
                        chars.next();
                        continue;
                    }
                }
            }
            out.push(c);
        }
        out
    }

    /// Every catalog key the table and the adapter use exists in every language.
    #[test]
    fn every_key_in_use_is_in_the_catalog() {
        let sources = [
            include_str!("../table/session/mod.rs"),
            include_str!("../table/session/window.rs"),
            include_str!("../table/session/lobby.rs"),
            include_str!("../table/session/turns.rs"),
            include_str!("../table/session/clock.rs"),
            include_str!("../table/errors.rs"),
            include_str!("send.rs"),
            include_str!("commands.rs"),
            include_str!("community.rs"),
        ];
        let mut checked = 0;
        for src in sources {
            for literal in src.split('"').skip(1).step_by(2) {
                let looks_like_key = literal.contains('-')
                    && literal.starts_with(|c: char| c.is_ascii_lowercase())
                    && literal.chars().all(|c| c.is_ascii_lowercase() || c == '-');
                if !looks_like_key {
                    continue;
                }
                for locale in Locale::ALL {
                    assert_ne!(tr(locale, literal), literal, "{locale:?} lacks {literal}");
                }
                checked += 1;
            }
        }
        assert!(checked > 50, "only {checked} keys found");
    }
}
