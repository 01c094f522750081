//! Localizing the table's messages for Discord.

use crate::i18n::{tr, tr_args, ArgValue, Locale};
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
                MsgArg::Str(s) => ArgValue::Text(s.clone()),
                MsgArg::Num(n) => ArgValue::Number(*n as f64),
            };
            (*name, v)
        })
        .collect();
    tr_args(locale, msg.key, &args)
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
