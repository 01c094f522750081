//! `/play`'s autocomplete: while a player types a move, Discord shows one choice whose name is
//! the move's preview ([`Table::preview`]: where it goes, the words it forms and its score, or
//! why it cannot be laid) and whose value is the move as typed, so picking it plays just that.
//!
//! The preview reads the channel's table as last saved; it changes nothing and never looks a
//! word up. Discord shows a choice's name as plain text of at most 100 characters, so the
//! localized message loses its markdown and is shortened to fit.

use super::asked::interaction;
use super::Context;
use crate::table::{Msg, Table, TableState};
use crate::text::localize;
use serenity::all::AutocompleteChoice;

/// Discord's limit on an autocomplete choice's name and value, in characters.
pub const CHOICE_LIMIT: usize = 100;

/// The choices for `/play move:` as typed so far: the preview of the move, in the typing
/// person's language; none while nothing is typed.
pub async fn move_preview(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let Some(i) = interaction(&ctx) else {
        return Vec::new();
    };
    let typed = partial.trim();
    if typed.is_empty() {
        return Vec::new();
    }
    let (channel, user, text) = (i.channel_id.get(), i.user.id.get(), typed.to_string());
    let hub = &ctx.data().hub;
    // Typing is held back like actions, at its own pace: past it, no preview (nothing read).
    if hub.typing().take(user, std::time::Instant::now()).is_err() {
        return Vec::new();
    }
    // The table as its channel's task last saved it, else as the store has it; read and
    // checked on the work pool: a keystroke never holds up an acknowledgement.
    let work = &crate::service::pools::pools().work;
    let previewed = match hub.saved_table(channel) {
        Some(state) => {
            work.run(move || preview_state(Some((*state).clone()), channel, user, &text))
                .await
        }
        None => match hub.store().load_table(channel).await {
            Ok(json) => {
                work.run(move || preview(json.as_deref(), channel, user, &text))
                    .await
            }
            Err(e) => {
                tracing::warn!(channel, error = %e, "could not read a saved table for a preview");
                Ok(Msg::new("err-internal"))
            }
        },
    };
    let msg = previewed.unwrap_or_else(|_| Msg::new("err-internal"));
    let name = fit(&plain_text(&localize(&i.locale, &msg)));
    vec![AutocompleteChoice::new(name, fit(typed))]
}

/// The preview of `typed` by `user` against the table saved for `channel` (`saved`, as the
/// store keeps it).
pub fn preview(saved: Option<&str>, channel: u64, user: u64, typed: &str) -> Msg {
    preview_state(saved.and_then(saved_table), channel, user, typed)
}

/// The preview of `typed` by `user` against the table state `saved` of `channel`.
pub fn preview_state(saved: Option<TableState>, channel: u64, user: u64, typed: &str) -> Msg {
    let Some(state) = saved else {
        return Msg::new("err-no-game");
    };
    match Table::from_state(state) {
        Ok(table) => table.preview(user, typed),
        Err(e) => {
            tracing::warn!(channel, error = %e, "a saved table could not be read for a preview");
            Msg::new("err-internal")
        }
    }
}

/// The state of a saved table, if it reads.
pub fn saved_table(json: &str) -> Option<TableState> {
    serde_json::from_str(json).ok()
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

/// The text cut to Discord's limit for a choice, with an ellipsis where it was cut.
pub fn fit(text: &str) -> String {
    if text.chars().count() <= CHOICE_LIMIT {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(CHOICE_LIMIT - 1).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_becomes_plain_text() {
        assert_eq!(
            plain_text("**Ala** plays `8H *a` for \\*3\\_"),
            "Ala plays 8H *a for *3_"
        );
        assert_eq!(plain_text("one\ntwo"), "one two");
        assert_eq!(plain_text("a \\ b"), "a \\ b");
    }

    #[test]
    fn choices_fit_discords_limit() {
        assert_eq!(fit("8H KOT"), "8H KOT");
        let long = "ż".repeat(150);
        let cut = fit(&long);
        assert_eq!(cut.chars().count(), CHOICE_LIMIT);
        assert!(cut.ends_with('…'));
    }
}
