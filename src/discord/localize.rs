//! Slash command names and descriptions in every language of the catalog.
//!
//! Keys: `cmd-<path>` for a name, `cmd-<path>-desc` for a description (path: `game`,
//! `game-new`, ...), `opt-<name>-desc` for a parameter's description, or
//! `opt-<path>-<name>-desc` where it means something else in that command.

use super::{Data, Error};
use crate::i18n::{has, tr, Locale};

fn put(map: &mut std::collections::HashMap<String, String>, key: &str, valid_name: bool) {
    for locale in Locale::ALL {
        let text = tr(locale, key);
        if text == key || text.is_empty() {
            continue;
        }
        if valid_name
            && !text
                .chars()
                .all(|c| c.is_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
        {
            continue;
        }
        for code in locale.discord_codes() {
            map.insert(code.to_string(), text.clone());
        }
    }
}

/// The key of a parameter's description: the command's own (`opt-<path>-<name>-desc`) where
/// the parameter means something else there, else the shared one (`opt-<name>-desc`).
fn description_key(path: &str, name: &str) -> String {
    let own = format!("opt-{path}-{name}-desc");
    if has(&own) {
        own
    } else {
        format!("opt-{name}-desc")
    }
}

fn apply_one(cmd: &mut poise::Command<Data, Error>, path: &str) {
    put(&mut cmd.name_localizations, &format!("cmd-{path}"), true);
    put(
        &mut cmd.description_localizations,
        &format!("cmd-{path}-desc"),
        false,
    );
    for p in &mut cmd.parameters {
        let name = p.name.replace('_', "-");
        put(&mut p.name_localizations, &format!("opt-{name}"), true);
        put(
            &mut p.description_localizations,
            &description_key(path, &name),
            false,
        );
    }
    for sub in &mut cmd.subcommands {
        let sub_path = format!("{path}-{}", sub.name);
        apply_one(sub, &sub_path);
    }
}

/// Fill in the localizations of every command.
pub fn apply(commands: &mut [poise::Command<Data, Error>]) {
    for cmd in commands {
        let path = cmd.name.clone();
        apply_one(cmd, &path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every command of the bot, localized as at start-up.
    fn localized_commands() -> Vec<poise::Command<Data, Error>> {
        let mut commands = crate::discord::commands::all();
        commands.extend(crate::discord::community::all());
        commands.extend(crate::discord::tournament::all());
        apply(&mut commands);
        commands
    }

    /// The value of `key` in `locale`'s own catalog (no fallback to English).
    fn own(locale: Locale, key: &str) -> Option<String> {
        locale.source().lines().find_map(|line| {
            let (k, v) = line.split_once(" = ")?;
            (k == key).then(|| v.trim().to_string())
        })
    }

    /// Discord's rule for a command or option name: 1-32 characters matching
    /// `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, in lowercase where a letter has cases.
    fn valid_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| (c == '-' || c == '_' || c.is_alphanumeric()) && c.to_lowercase().eq([c]))
    }

    /// German names that are German words as they are (Discord's German calls threads
    /// "Threads").
    const SAME_IN_GERMAN: [&str; 3] = ["computer", "server", "threads"];

    /// One name (a command's or an option's, catalog key `key`) in every language: taken from
    /// that language's own catalog, valid for Discord, and Russian or German indeed.
    fn check_name(english: &str, key: &str, names: &std::collections::HashMap<String, String>) {
        for locale in [Locale::Polish, Locale::German, Locale::Russian] {
            let code = locale.code();
            let name = names.get(code);
            assert!(name.is_some(), "{key} has no {code} name");
            let name = name.map(String::as_str).unwrap_or_default();
            assert!(valid_name(name), "{key}: {code} name {name:?} is not valid");
            assert_eq!(own(locale, key).as_deref(), Some(name), "{key} in {code}");
            match locale {
                Locale::Russian => assert!(
                    name.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)),
                    "{key}: the Russian name {name:?} is not Russian"
                ),
                Locale::German => assert!(
                    name != english || SAME_IN_GERMAN.contains(&name),
                    "{key}: the German name {name:?} is the English one"
                ),
                _ => {}
            }
        }
    }

    /// Names unique among siblings (commands, subcommands of one command, options of one
    /// command) in every language Discord shows them in.
    fn check_unique<'a>(
        what: &str,
        siblings: impl Iterator<Item = (&'a str, &'a std::collections::HashMap<String, String>)>,
    ) {
        let siblings: Vec<_> = siblings.collect();
        for code in ["en-US", "pl", "de", "ru"] {
            let mut seen = HashSet::new();
            for (name, names) in &siblings {
                let shown = names.get(code).map_or(*name, String::as_str);
                assert!(seen.insert(shown), "{what}: {shown:?} twice in {code}");
            }
        }
    }

    fn check_command(cmd: &poise::Command<Data, Error>, path: &str) {
        check_name(&cmd.name, &format!("cmd-{path}"), &cmd.name_localizations);
        for p in &cmd.parameters {
            let key = format!("opt-{}", p.name.replace('_', "-"));
            check_name(&p.name, &key, &p.name_localizations);
        }
        check_unique(
            path,
            cmd.parameters
                .iter()
                .map(|p| (p.name.as_str(), &p.name_localizations)),
        );
        check_unique(
            path,
            cmd.subcommands
                .iter()
                .map(|s| (s.name.as_str(), &s.name_localizations)),
        );
        for sub in &cmd.subcommands {
            check_command(sub, &format!("{path}-{}", sub.name));
        }
    }

    /// Issue 11: "Command and option names get Russian and German localizations too (today
    /// only Polish has them)." Every command, subcommand and option has a Polish, German and
    /// Russian name of its own, valid for Discord and unique where Discord needs it.
    #[test]
    fn every_command_and_option_has_a_polish_german_and_russian_name() {
        let commands = localized_commands();
        assert!(commands.len() >= 12);
        for cmd in &commands {
            check_command(cmd, &cmd.name);
        }
        check_unique(
            "commands",
            commands
                .iter()
                .map(|c| (c.name.as_str(), &c.name_localizations)),
        );
    }

    /// The word for a blank in each language, to find the texts that speak of one.
    fn blank_word(locale: Locale) -> &'static str {
        match locale {
            Locale::English | Locale::Polish => "blank",
            Locale::German => "Joker",
            Locale::Russian => "звёздочк",
        }
    }

    /// Issue 11: "the blank character must be the same in every language's help and option
    /// descriptions". It is `*`: every help text and description that speaks of a blank shows
    /// `*`, and none shows `?` (the notation still reads `?a` from a rack's habit).
    #[test]
    fn the_blank_is_written_with_one_character_in_every_help_and_description() {
        for locale in Locale::ALL {
            let mut keys: Vec<String> = vec![
                "help-text".into(),
                "help-wordcap".into(),
                "help-community".into(),
                "err-bare-blank".into(),
                "err-exchange-none".into(),
            ];
            keys.extend(locale.source().lines().filter_map(|line| {
                let (key, _) = line.split_once(" = ")?;
                key.ends_with("-desc").then(|| key.to_string())
            }));
            for key in keys {
                let text = tr(locale, &key);
                assert!(!text.contains('?'), "{locale} {key}: {text}");
                if text.contains(blank_word(locale)) {
                    assert!(text.contains('*'), "{locale} {key}: {text}");
                }
            }
        }
        fn descriptions(cmd: &poise::Command<Data, Error>, out: &mut Vec<String>) {
            out.extend(cmd.description.clone());
            out.extend(cmd.parameters.iter().filter_map(|p| p.description.clone()));
            out.extend(cmd.description_localizations.values().cloned());
            for p in &cmd.parameters {
                out.extend(p.description_localizations.values().cloned());
            }
            for sub in &cmd.subcommands {
                descriptions(sub, out);
            }
        }
        let mut all = Vec::new();
        for cmd in localized_commands() {
            descriptions(&cmd, &mut all);
        }
        assert!(all.len() > 50);
        for text in all {
            assert!(!text.contains('?'), "{text}");
        }
    }

    #[test]
    fn a_parameter_takes_its_command_s_own_description_where_there_is_one() {
        assert_eq!(
            description_key("game-new", "language"),
            "opt-game-new-language-desc"
        );
        assert_eq!(description_key("word-add", "language"), "opt-language-desc");
        assert_eq!(description_key("game-new", "variant"), "opt-variant-desc");
    }
}
