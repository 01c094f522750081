//! What a server builds of its own: the ranking of its accounts (`/highscores`) and its own
//! word list, grown from the words players miss (suggested) and moderators accept or
//! reject. Each answer is a text in the asker's language.

use super::hub::Hub;
use super::preview::saved_table;
use crate::lexicon::Language;
use crate::store::{Account, StoreError, Suggested, Suggestion};
use crate::table::{Dictionaries, GameKind, Msg};
use crate::text::words::{normalize, refusal};
use crate::text::{key, localize};

/// How many accounts `/highscores` shows.
const HIGHSCORES: u32 = 10;
/// How many suggestions the list of waiting words shows.
const LISTED: usize = 25;
/// Room left in a message (Discord's: 2,000 characters) for the lines of a list.
const MESSAGE_ROOM: usize = 1_900;

/// The language words are meant in when none is given in channel `channel` (of server
/// `guild`): the language of the game there (running or waiting for players), else of the
/// channel's (or server's) default game, else German.
pub async fn word_language(hub: &Hub, channel: u64, guild: Option<u64>) -> Language {
    let store = hub.store();
    let running = match store.load_table(channel).await {
        Ok(Some(json)) => saved_table(&json).map(|state| state.options.variant),
        _ => None,
    };
    let variant = match running {
        Some(variant) => Some(variant),
        None => store
            .effective_setting(channel, guild, "variant")
            .await
            .ok()
            .flatten()
            .and_then(|name| GameKind::from_name(&name)),
    };
    variant.map_or(Language::German, GameKind::language)
}

/// The `/highscores` of server `guild` in `l`: its best accounts' points, games and wins.
pub async fn highscores(hub: &Hub, guild: u64, l: &str) -> Result<String, StoreError> {
    let accounts = hub.store().highscores(guild, HIGHSCORES).await?;
    Ok(highscores_text(l, &accounts))
}

/// Person `user` (named `name`) suggests the word `typed` of `language` for server
/// `guild`'s word list. The answer, in `l`, says why a word that cannot be one is refused,
/// that a word the game knows is known, or what became of the suggestion.
pub async fn suggest(
    hub: &Hub,
    guild: u64,
    language: Language,
    typed: &str,
    (user, name): (u64, &str),
    l: &str,
) -> Result<String, StoreError> {
    let word = match normalize(language, typed) {
        Ok(w) => w,
        Err(reason) => return Ok(refusal(l, reason, typed, language)),
    };
    let known = language
        .alphabet()
        .encode(&word)
        .is_some_and(|letters| hub.lexicons().words(language.code()).contains(&letters));
    if known {
        return Ok(word_answer(l, "suggest-already-known", word, language));
    }
    let outcome = hub
        .store()
        .suggest_word(guild, language.code(), &word, user, name)
        .await?;
    let answer = match outcome {
        Suggested::Recorded => "suggest-recorded",
        Suggested::AlreadySuggested => "suggest-already-suggested",
        Suggested::AlreadyAccepted => "suggest-already-accepted",
    };
    Ok(word_answer(l, answer, word, language))
}

/// The words suggested on server `guild` that wait for a moderator (of `language` only, if
/// named), in `l`: the oldest that fit one message, then how many more wait.
pub async fn waiting(
    hub: &Hub,
    guild: u64,
    language: Option<Language>,
    l: &str,
) -> Result<String, StoreError> {
    let code = language.map(Language::code);
    let waiting = hub.store().suggestions(guild, code).await?;
    Ok(suggestions_text(l, &waiting))
}

/// Moderator `by` adds the word `typed` of `language` to server `guild`'s word list: every
/// game there accepts it from now on. The answer, in `l`, says whether it had been
/// suggested.
pub async fn accept(
    hub: &Hub,
    guild: u64,
    language: Language,
    typed: &str,
    by: u64,
    l: &str,
) -> Result<String, StoreError> {
    let word = match normalize(language, typed) {
        Ok(w) => w,
        Err(reason) => return Ok(refusal(l, reason, typed, language)),
    };
    let suggested = hub
        .store()
        .accept_word(guild, language.code(), &word, by)
        .await?;
    hub.server_words_changed(guild, language.code());
    let answer = if suggested {
        "suggest-accepted"
    } else {
        "suggest-added"
    };
    Ok(word_answer(l, answer, word, language))
}

/// A moderator turns down the suggestion of `typed` (of `language`) on server `guild`, or
/// takes it off the server's word list. The answer, in `l`, says whether there was one.
pub async fn reject(
    hub: &Hub,
    guild: u64,
    language: Language,
    typed: &str,
    l: &str,
) -> Result<String, StoreError> {
    let word = match normalize(language, typed) {
        Ok(w) => w,
        Err(reason) => return Ok(refusal(l, reason, typed, language)),
    };
    let removed = hub
        .store()
        .reject_word(guild, language.code(), &word)
        .await?;
    hub.server_words_changed(guild, language.code());
    let answer = if removed {
        "suggest-rejected"
    } else {
        "suggest-not-found"
    };
    Ok(word_answer(l, answer, word, language))
}

/// The answer about a word of a language: `key` with the word and the language's code.
fn word_answer(l: &str, key: &'static str, word: String, language: Language) -> String {
    localize(
        l,
        &Msg::new(key)
            .s("word", word)
            .s("dictionary", language.code()),
    )
}

/// The `/highscores` answer for these accounts, best first.
fn highscores_text(l: &str, accounts: &[Account]) -> String {
    if accounts.is_empty() {
        return key(l, "hs-none");
    }
    let mut lines = vec![key(l, "hs-title")];
    for (rank, account) in (1i64..).zip(accounts) {
        let head = localize(
            l,
            &Msg::new("hs-line")
                .n("rank", rank)
                .s("name", account.name.clone())
                .n("points", account.points),
        );
        let games = localize(l, &Msg::new("hs-games").n("count", account.games));
        let wins = localize(l, &Msg::new("hs-wins").n("count", account.wins));
        lines.push(format!("{head} · {games} · {wins}"));
    }
    lines.join("\n")
}

/// The list of waiting words: the oldest suggestions that fit, then how many more wait.
fn suggestions_text(l: &str, waiting: &[Suggestion]) -> String {
    if waiting.is_empty() {
        return key(l, "suggest-none");
    }
    let mut text = localize(
        l,
        &Msg::new("suggest-list-title").n("count", waiting.len() as i64),
    );
    let mut shown = 0;
    for suggestion in waiting.iter().take(LISTED) {
        let line = localize(
            l,
            &Msg::new("suggest-list-line")
                .s("word", suggestion.word.clone())
                .s("dictionary", suggestion.language.clone())
                .s("name", suggestion.user_name.clone()),
        );
        if text.chars().count() + line.chars().count() + 1 > MESSAGE_ROOM {
            break;
        }
        text.push('\n');
        text.push_str(&line);
        shown += 1;
    }
    if shown < waiting.len() {
        let more = localize(
            l,
            &Msg::new("suggest-list-more").n("count", (waiting.len() - shown) as i64),
        );
        text.push('\n');
        text.push_str(&more);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{tr, Locale};
    use crate::lexicon::MAX_WORD_LEN;

    fn account(name: &str, points: i64, games: u32, wins: u32) -> Account {
        Account {
            user: 1,
            name: name.to_owned(),
            points,
            games,
            wins,
            losses: games - wins,
        }
    }

    fn suggestion(word: &str, name: &str) -> Suggestion {
        Suggestion {
            language: "de".to_owned(),
            word: word.to_owned(),
            user_id: 1,
            user_name: name.to_owned(),
            suggested_at: 0,
        }
    }

    #[test]
    fn highscores_list_rank_name_points_games_and_wins() {
        for locale in Locale::ALL {
            let l = locale.code();
            assert_eq!(highscores_text(l, &[]), tr(locale, "hs-none"));
            let text = highscores_text(l, &[account("Ola", 32, 3, 2), account("J_n", -16, 1, 0)]);
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines.len(), 3, "{locale}: {text}");
            assert!(
                lines[1].starts_with("1.") && lines[1].contains("Ola"),
                "{text}"
            );
            let games = localize(l, &Msg::new("hs-games").n("count", 3));
            let wins = localize(l, &Msg::new("hs-wins").n("count", 2));
            assert!(lines[1].contains("32"), "{text}");
            assert!(
                lines[1].contains(&games) && lines[1].contains(&wins),
                "{text}"
            );
            assert!(
                lines[2].starts_with("2.") && lines[2].contains(r"J\_n"),
                "{text}"
            );
            assert!(lines[2].contains("-16"), "{locale}: {text}");
        }
    }

    #[test]
    fn the_suggestion_list_fits_one_message() {
        for locale in Locale::ALL {
            let l = locale.code();
            assert_eq!(suggestions_text(l, &[]), tr(locale, "suggest-none"));
            let few: Vec<Suggestion> = (0..3).map(|_| suggestion("xbeine", "Ola")).collect();
            assert_eq!(suggestions_text(l, &few).lines().count(), 4);

            let name = "N".repeat(32);
            let many: Vec<Suggestion> = (0..40)
                .map(|_| suggestion(&"w".repeat(MAX_WORD_LEN), &name))
                .collect();
            let text = suggestions_text(l, &many);
            assert!(text.chars().count() <= 2_000, "{locale}: too long");
            let shown = text.lines().count() - 2;
            assert!(shown > 0 && shown <= LISTED, "{locale}: {shown} shown");
            let more = localize(
                l,
                &Msg::new("suggest-list-more").n("count", 40 - shown as i64),
            );
            assert_eq!(text.lines().last(), Some(more.as_str()));
        }
    }
}
