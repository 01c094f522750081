//! What a change of a table owes the world, in a form saved with the state (the outbox):
//! the posts, edits, thread changes and rack DMs that follow a save. The driver saves them
//! in the same transaction as the state, removes each once carried out, and carries out on
//! start whatever is still owed, so a crash at any instant loses no announcement.
//!
//! Catalog keys are `&'static str` in the effects; read back from the store they are
//! interned ([`static_key`]), and only strings shaped like a catalog key are taken.

use super::effect::{Button, ButtonStyle, Effect, Msg, MsgArg};
use super::input::ButtonId;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

/// One owed effect as saved: in which language, the nonce that makes a retried post or DM
/// arrive once, and the effect itself. It goes where its table plays when it is carried out
/// (the table's channel, or the thread an earlier owed effect moved it into).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Owed {
    /// The Discord locale it is written in (a rack DM: its player's).
    pub locale: String,
    /// The message nonce a post or DM is sent under, the same on every try (Discord's
    /// `enforce_nonce` returns the message already made instead of a second one).
    pub nonce: String,
    /// What is owed.
    pub effect: Effect,
}

/// [`Owed`] borrowed, to save an effect without copying it.
#[derive(Serialize)]
struct OwedRef<'a> {
    locale: &'a str,
    nonce: &'a str,
    effect: &'a Effect,
}

impl Owed {
    /// The saved form.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        Owed::json_of(&self.locale, &self.nonce, &self.effect)
    }

    /// The saved form of an owed effect, from its parts.
    pub fn json_of(
        locale: &str,
        nonce: &str,
        effect: &Effect,
    ) -> Result<String, serde_json::Error> {
        serde_json::to_string(&OwedRef {
            locale,
            nonce,
            effect,
        })
    }

    /// Read back from its saved form.
    pub fn from_json(json: &str) -> Result<Owed, serde_json::Error> {
        serde_json::from_str(json)
    }
}

/// Whether an effect is owed to the world once the change before it is saved: a post, an
/// edit, a thread change or a rack DM. Saves, archives and private answers are not (an
/// answer belongs to an interaction that does not outlive the process).
pub fn owes(effect: &Effect) -> bool {
    match effect {
        Effect::Post(_)
        | Effect::Edit { .. }
        | Effect::OpenThread { .. }
        | Effect::Summary { .. }
        | Effect::CloseThread
        | Effect::ClearButtons { .. }
        | Effect::Delete { .. }
        | Effect::SendRack { .. }
        | Effect::Remind { .. } => true,
        Effect::Persist | Effect::Archive | Effect::Reply(_) => false,
    }
}

/// A fresh nonce for an owed post (Discord takes up to 25 characters).
pub fn fresh_nonce() -> String {
    format!("{:016x}", rand::random::<u64>())
}

/// `key` as a `&'static str`, when it looks like a catalog key (lower-case letters, digits,
/// dashes, at most 64 characters): each distinct key is leaked once, so the set stays as
/// small as the catalogs.
pub fn static_key(key: &str) -> Option<&'static str> {
    const MAX_KEY: usize = 64;
    let shaped = !key.is_empty()
        && key.len() <= MAX_KEY
        && key
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_');
    if !shaped {
        return None;
    }
    static KEYS: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut keys = KEYS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(known) = keys.get(key) {
        return Some(known);
    }
    let leaked: &'static str = Box::leak(key.to_owned().into_boxed_str());
    keys.insert(leaked);
    Some(leaked)
}

/// A [`Msg`] as read back (its key and argument names owned).
#[derive(Deserialize)]
struct MsgWire {
    key: String,
    args: Vec<(String, MsgArg)>,
}

impl<'de> Deserialize<'de> for Msg {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Msg, D::Error> {
        Msg::try_from(MsgWire::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}

impl<'de> Deserialize<'de> for Button {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Button, D::Error> {
        Button::try_from(ButtonWire::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}

impl TryFrom<MsgWire> for Msg {
    type Error = String;

    fn try_from(wire: MsgWire) -> Result<Msg, String> {
        let key =
            static_key(&wire.key).ok_or_else(|| format!("not a catalog key: {:?}", wire.key))?;
        let args = wire
            .args
            .into_iter()
            .map(|(name, value)| {
                static_key(&name)
                    .map(|name| (name, value))
                    .ok_or_else(|| format!("not an argument name: {name:?}"))
            })
            .collect::<Result<_, _>>()?;
        Ok(Msg { key, args })
    }
}

/// A [`Button`] as read back (its label owned).
#[derive(Deserialize)]
struct ButtonWire {
    id: ButtonId,
    label: String,
    style: ButtonStyle,
}

impl TryFrom<ButtonWire> for Button {
    type Error = String;

    fn try_from(wire: ButtonWire) -> Result<Button, String> {
        let label = static_key(&wire.label)
            .ok_or_else(|| format!("not a catalog key: {:?}", wire.label))?;
        Ok(Button {
            id: wire.id,
            label,
            style: wire.style,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{RackView, TileLook};
    use crate::table::{ButtonAction, Look, Post, PostTag};

    fn window_post() -> Effect {
        Effect::Post(Post {
            tag: PostTag::Window,
            lines: vec![Msg::new("move-played")
                .s("name", "Ala **x**")
                .n("score", 14)
                .code("square", "H8")
                .md("word", "`KOT`")],
            board: None,
            buttons: vec![Button {
                id: ButtonId {
                    game: 7,
                    action: ButtonAction::Accept,
                    move_number: 3,
                },
                label: "btn-accept",
                style: ButtonStyle::Success,
            }],
            mention: vec![7002],
            look: Look::Card {
                colour_seat: Some(1),
            },
        })
    }

    #[test]
    fn an_owed_post_comes_back_as_it_was_saved() {
        let owed = Owed {
            locale: "pl".into(),
            nonce: fresh_nonce(),
            effect: window_post(),
        };
        let json = owed.to_json().expect("saved");
        assert_eq!(Owed::from_json(&json).expect("read"), owed);
    }

    #[test]
    fn an_owed_rack_dm_comes_back_as_it_was_saved() {
        let owed = Owed {
            locale: "ru".into(),
            nonce: fresh_nonce(),
            effect: Effect::SendRack {
                user: 7001,
                view: RackView {
                    tiles: vec![TileLook {
                        letter: 'Ż',
                        value: 5,
                        blank: false,
                        fresh: false,
                        owner: None,
                        by_value: true,
                    }],
                },
                letters: "Ż".into(),
                note: Msg::new("rack-note").s("channel", "<#1>"),
            },
        };
        let json = owed.to_json().expect("saved");
        assert_eq!(Owed::from_json(&json).expect("read"), owed);
    }

    #[test]
    fn a_saved_effect_with_a_key_that_is_no_catalog_key_is_refused() {
        let json = Owed {
            locale: "en-US".into(),
            nonce: "n".into(),
            effect: Effect::Post(Post {
                tag: PostTag::Plain,
                lines: vec![Msg::new("move-played")],
                board: None,
                buttons: Vec::new(),
                mention: Vec::new(),
                look: Look::Text,
            }),
        }
        .to_json()
        .expect("saved")
        .replace("move-played", "Not A Key!");
        assert!(Owed::from_json(&json).is_err());
    }

    #[test]
    fn saves_answers_and_archives_are_not_owed() {
        assert!(owes(&window_post()));
        assert!(owes(&Effect::CloseThread));
        assert!(!owes(&Effect::Persist));
        assert!(!owes(&Effect::Archive));
    }
}
