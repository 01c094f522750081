//! Autocomplete in the fake Discord: the APPLICATION_COMMAND_AUTOCOMPLETE interaction (type 4)
//! Discord sends while someone types an option that has autocomplete, with that option marked
//! `"focused": true`, and the bot's answer: an interaction callback of type 8
//! (APPLICATION_COMMAND_AUTOCOMPLETE_RESULT) whose `data.choices` is read back as serenity's
//! own model type, `CommandOptionChoice` (at most 25, each name and value 1-100 characters).

use super::{responses_to, FakeDiscord, Recorded};
use serde_json::{json, Value};
use serenity::model::application::{CommandOptionChoice, Interaction};

impl FakeDiscord {
    /// Injects what Discord sends while `user` types in `/name` in `channel` (`guild: None`
    /// for a DM) with the client `locale`: `options` is `data.options`, the option being typed
    /// made with [`focused`]. Returns the interaction id.
    ///
    /// Panics when serenity does not read the payload as an autocomplete interaction.
    pub fn autocomplete(
        &self,
        user: u64,
        channel: u64,
        guild: Option<u64>,
        name: &str,
        options: Value,
        locale: &str,
    ) -> u64 {
        let (id, mut payload) = self.interaction(4, user, channel, guild, locale);
        payload["data"] = self.command_data(name, guild, options);
        match serde_json::from_value::<Interaction>(payload.clone()) {
            Ok(Interaction::Autocomplete(_)) => {}
            other => panic!(
                "serenity does not read this as an autocomplete interaction ({other:?}):\n{payload:#}"
            ),
        }
        self.dispatch("INTERACTION_CREATE", payload);
        id
    }
}

/// A STRING option (type 3) being typed, as an autocomplete interaction carries it.
pub fn focused(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value, "focused": true})
}

/// The choices the bot answered the autocomplete interaction `interaction_id` with, once it
/// answered (a callback of type 8). Panics when the answer is not what Discord accepts: no
/// `data.choices`, more than 25 choices, or a name or value outside 1-100 characters.
pub fn autocomplete_choices(
    reqs: &[Recorded],
    interaction_id: u64,
) -> Option<Vec<CommandOptionChoice>> {
    let answer = responses_to(reqs, interaction_id)
        .into_iter()
        .find(|r| r.callback_type == Some(8))?;
    let choices = answer.data.get("choices").cloned().unwrap_or(Value::Null);
    let choices: Vec<CommandOptionChoice> = serde_json::from_value(choices.clone())
        .unwrap_or_else(|e| panic!("not autocomplete choices ({e}): {choices:#}"));
    assert!(choices.len() <= 25, "{} choices", choices.len());
    for choice in &choices {
        let name = choice.name.chars().count();
        assert!((1..=100).contains(&name), "a name of {name} characters");
        let value = choice.value.as_str().map_or(0, |v| v.chars().count());
        assert!((1..=100).contains(&value), "a value of {value} characters");
    }
    Some(choices)
}
