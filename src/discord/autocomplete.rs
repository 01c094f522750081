//! `/play`'s autocomplete: while a player types a move, Discord shows one choice whose name is
//! the move's preview ([`crate::service::preview`]: where it goes, the words it forms and its
//! score, or why it cannot be laid) and whose value is the move as typed, so picking it
//! plays just that.
//!
//! Discord shows a choice's name as plain text of at most 100 characters, so the localized
//! message loses its markdown and is shortened to fit.

use super::asked::interaction;
use super::Context;
use crate::service::preview::move_preview as preview;
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
    let msg = preview(hub, channel, user, text).await;
    let name = fit(&crate::text::plain_text(&localize(&i.locale, &msg)));
    vec![AutocompleteChoice::new(name, fit(typed))]
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
    fn choices_fit_discords_limit() {
        assert_eq!(fit("8H KOT"), "8H KOT");
        let long = "ż".repeat(150);
        let cut = fit(&long);
        assert_eq!(cut.chars().count(), CHOICE_LIMIT);
        assert!(cut.ends_with('…'));
    }
}
