//! The driver's side of the outbox: a channel task's queue of effects, each knowing whether
//! it is owed (saved, with its outbox id, language and nonce) or not yet. A save
//! owes every effect queued after it; an effect carried out is marked done and forgotten in
//! the next save's transaction (or at the end of the batch). On start the owed rows become
//! the first items of their channel's queue.

use crate::store::{OutboxChange, OwedRow, Owing};
use crate::table::owed::{fresh_nonce, owes, Owed};
use crate::table::{Effect, Post};
use std::collections::{HashMap, VecDeque};

/// Where an owed effect stands in the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct OwedRef {
    /// Its outbox row.
    pub id: i64,
    /// The language it is written in.
    pub locale: String,
    /// The nonce it is sent under.
    pub nonce: String,
}

/// One effect in a channel task's queue.
#[derive(Debug, Clone)]
pub(super) struct Item {
    /// What to do.
    pub effect: Effect,
    /// Its outbox row, once a save owed it.
    pub owed: Option<OwedRef>,
}

impl Item {
    /// An effect just produced by the table (not owed yet).
    pub fn fresh(effect: Effect) -> Item {
        Item { effect, owed: None }
    }
}

/// A queue of fresh items.
pub(super) fn queue_of(effects: Vec<Effect>) -> VecDeque<Item> {
    effects.into_iter().map(Item::fresh).collect()
}

/// What a save is to owe: the queue positions of the effects to owe and their saved forms,
/// with the nonce and language given to each.
pub(super) struct ToOwe {
    /// `(position in the queue, locale, nonce)` of each.
    pub places: Vec<(usize, String, String)>,
    /// Their saved forms, in the same order.
    pub json: Vec<String>,
}

/// The queue's effects that a save now owes: every effect owed to the world and not owed
/// yet, in the language `locale_of` gives it.
pub(super) fn to_owe(queue: &VecDeque<Item>, locale_of: impl Fn(&Effect) -> String) -> ToOwe {
    let mut places = Vec::new();
    let mut json = Vec::new();
    for (at, item) in queue.iter().enumerate() {
        if item.owed.is_some() || !owes(&item.effect) {
            continue;
        }
        let locale = locale_of(&item.effect);
        let nonce = fresh_nonce();
        match Owed::json_of(&locale, &nonce, &item.effect) {
            Ok(saved) => {
                places.push((at, locale, nonce));
                json.push(saved);
            }
            // Carried out all the same, just not owed across a crash.
            Err(e) => tracing::error!(error = %e, "an effect could not be saved to the outbox"),
        }
    }
    ToOwe { places, json }
}

/// Whether a save now would owe nothing (every effect of the queue owed to the world is
/// owed already).
pub(super) fn owes_nothing_new(queue: &VecDeque<Item>) -> bool {
    queue
        .iter()
        .all(|item| item.owed.is_some() || !owes(&item.effect))
}

/// After the save: the owed items learn their rows.
pub(super) fn mark_owed(
    queue: &mut VecDeque<Item>,
    places: Vec<(usize, String, String)>,
    ids: &[i64],
) {
    for ((at, locale, nonce), id) in places.into_iter().zip(ids) {
        if let Some(item) = queue.get_mut(at) {
            item.owed = Some(OwedRef {
                id: *id,
                locale,
                nonce,
            });
        }
    }
}

/// Posts owed in a place by a change that is not a table's (a tournament's notice), ready
/// for the store: each gets its nonce and language, saved in its row.
pub(super) fn owing_posts(
    place: u64,
    guild: Option<u64>,
    locale: &str,
    posts: Vec<Post>,
) -> (Owing, Vec<(String, Post)>) {
    let effects = posts.into_iter().map(Effect::Post).collect();
    let (owing, planned) = owing_effects(place, guild, locale, effects);
    let planned = planned
        .into_iter()
        .filter_map(|(nonce, effect)| match effect {
            Effect::Post(post) => Some((nonce, post)),
            _ => None,
        })
        .collect();
    (owing, planned)
}

/// Effects owed in a place by a change that is not a table's, ready for the store (owned by
/// nobody: see [`Owing::owner`]): each gets its nonce and language, saved in its row.
pub(super) fn owing_effects(
    place: u64,
    guild: Option<u64>,
    locale: &str,
    effects: Vec<Effect>,
) -> (Owing, Vec<(String, Effect)>) {
    let mut owe = Vec::new();
    let mut planned = Vec::new();
    for effect in effects {
        let nonce = fresh_nonce();
        match Owed::json_of(locale, &nonce, &effect) {
            Ok(json) => {
                owe.push(json);
                planned.push((nonce, effect));
            }
            Err(e) => tracing::error!(error = %e, "a notice could not be saved to the outbox"),
        }
    }
    let change = OutboxChange {
        owe,
        done: Vec::new(),
    };
    (
        Owing {
            place,
            guild,
            owner: None,
            change,
        },
        planned,
    )
}

/// The saved outbox, as a queue per table (channel), in order; a row that cannot be read is
/// logged and returned apart (to be forgotten: it can never be carried out).
pub(super) fn restore(rows: Vec<OwedRow>) -> (HashMap<u64, VecDeque<Item>>, Vec<i64>) {
    let mut queues: HashMap<u64, VecDeque<Item>> = HashMap::new();
    let mut unreadable = Vec::new();
    for row in rows {
        match Owed::from_json(&row.effect) {
            Ok(owed) => queues.entry(row.table).or_default().push_back(Item {
                effect: owed.effect,
                owed: Some(OwedRef {
                    id: row.id,
                    locale: owed.locale,
                    nonce: owed.nonce,
                }),
            }),
            Err(e) => {
                tracing::error!(id = row.id, channel = row.table, error = %e, "an owed effect cannot be read; dropped");
                unreadable.push(row.id);
            }
        }
    }
    (queues, unreadable)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Msg, Post, Reply};

    fn post() -> Effect {
        Effect::Post(Post::text(vec![Msg::new("move-played")]))
    }

    #[test]
    fn a_save_owes_what_follows_it_once_and_never_an_answer() {
        let mut queue = queue_of(vec![
            Effect::Reply(Reply::Done),
            post(),
            Effect::CloseThread,
        ]);
        let owe = to_owe(&queue, |_| "pl".into());
        assert_eq!(owe.json.len(), 2);
        assert_eq!(owe.places.iter().map(|p| p.0).collect::<Vec<_>>(), [1, 2]);
        mark_owed(&mut queue, owe.places, &[11, 12]);
        assert_eq!(queue[1].owed.as_ref().map(|o| o.id), Some(11));
        assert_eq!(queue[2].owed.as_ref().map(|o| o.id), Some(12));
        // A later save owes nothing again.
        assert!(to_owe(&queue, |_| "pl".into()).json.is_empty());
    }

    #[test]
    fn a_restart_finds_each_tables_owed_effects_in_order() {
        let saved = |id: i64, table: u64| OwedRow {
            id,
            table,
            guild: None,
            owner: None,
            effect: Owed::json_of("ru", "n1", &post()).expect("saved"),
        };
        let rows = vec![
            saved(1, 5),
            saved(2, 6),
            OwedRow {
                id: 3,
                table: 5,
                guild: None,
                owner: None,
                effect: "{broken".into(),
            },
            saved(4, 5),
        ];
        let (queues, unreadable) = restore(rows);
        let ids = |t: u64| -> Vec<i64> {
            queues[&t]
                .iter()
                .filter_map(|i| i.owed.as_ref().map(|o| o.id))
                .collect()
        };
        assert_eq!(ids(5), [1, 4]);
        assert_eq!(ids(6), [2]);
        assert_eq!(unreadable, [3]);
        assert_eq!(
            queues[&5][0].owed.as_ref().map(|o| o.locale.as_str()),
            Some("ru")
        );
    }
}
