//! The table's messages in a person's language, as every door shows them.
//!
//! The catalogs (`locales/<code>/main.ftl`, read by [`crate::i18n`]) are written in Discord's
//! markdown (`**bold**`, code spans, `<t:secs:R>` times); the bot posts the text as it is and
//! `plansza play` turns the markdown into terminal styles. What a person typed or is called
//! is put in safely ([`markdown`]): escaped, direction controls dropped or named. Words a
//! person types are read in their language's spelling ([`words`]).

pub mod markdown;
pub mod words;

use crate::i18n::{game_name, tr, tr_args, ArgValue, Locale};
use crate::table::{Msg, MsgArg};
use markdown::name_bidi_controls;
pub use markdown::{escape_markdown, plain_text};

/// One message in a locale (a Discord locale code such as `pl` or `en-US`): the catalog's
/// text with the message's arguments put in, names escaped ([`escape_markdown`]) and echoed
/// input in code spans with its direction controls named.
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
                MsgArg::Tenths(n) => ArgValue::Text(tenths(locale, *n)),
            };
            (*name, v)
        })
        .collect();
    tr_args(locale, msg.key, &args)
}

/// A number in tenths with one decimal, in the locale's way: `23.5` in English, `23,5` in
/// Polish, German and Russian (`-0.5` below zero).
fn tenths(locale: Locale, n: i64) -> String {
    let sign = if n < 0 { "-" } else { "" };
    let mark = match locale {
        Locale::English => '.',
        _ => ',',
    };
    format!(
        "{sign}{}{mark}{}",
        n.unsigned_abs() / 10,
        n.unsigned_abs() % 10
    )
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
    use super::{escape_markdown, key, localize, localize_lines};
    use crate::table::Msg;

    /// A key is read in the locale's catalog (a regional code counts as its language); a
    /// language without a catalog reads English; several messages are one per line.
    #[test]
    fn keys_and_lines_read_in_the_persons_language() {
        assert_eq!(key("pl", "btn-check"), "Sprawdź");
        assert_eq!(key("en-GB", "btn-check"), "Check");
        assert_eq!(key("pt-BR", "btn-check"), "Check");
        let lines = [
            Msg::new("lb-previous"),
            Msg::new("lb-title").game("variant", "erudit"),
        ];
        assert_eq!(localize_lines("pl", &lines), "Wstecz\nTabela: Эрудит");
    }

    /// Issue 28: an equity lost, kept in tenths, reads with the reader's decimal sign.
    #[test]
    fn tenths_read_with_the_locale_s_decimal_sign() {
        let line = |played: &str, played_move: &str, score: u32, best: &str, best_move: &str| {
            Msg::new("final-missed-line")
                .s("name", "Ala")
                .n("turn", 5)
                .s("played", played.to_string())
                .code("played-move", played_move)
                .n("played-score", score)
                .s("best", best.to_string())
                .code("best-move", best_move)
                .n("best-score", 48)
        };
        let line_of_play = line("across", "8H QI", 22, "across", "8H QUIZ").tenths("lost", 235);
        assert_eq!(
            localize("en", &line_of_play),
            "Ala, move 5: `8H QI` 22 → `8H QUIZ` 48 (−23.5)"
        );
        for locale in ["pl", "de", "ru"] {
            let text = localize(locale, &line_of_play);
            assert!(text.ends_with("(−23,5)"), "{locale}: {text}");
        }
        let pass = line("pass", "", 0, "exchange", "QV").tenths("lost", 7);
        assert_eq!(
            localize("en", &pass),
            "Ala, move 5: pass → exchange `QV` (−0.7)"
        );
    }

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
}
