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
