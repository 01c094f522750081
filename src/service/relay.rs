//! Several processes on one Postgres: any of them serves any page, but only the one whose
//! shards hold a game's server drives it (two processes never drive the same game). A move
//! sent from a page goes to its table with [`deliver`]: played here when this process
//! drives the table (always, on SQLite), else left in the store for the process that does,
//! which claims it, plays it and writes the table's answer back ([`listen`]). What a page
//! follows (its table as saved) reaches every process the same way: each save is told on
//! commit, and the followers of a table another process drives read it again.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures::future::BoxFuture;
use serde::{Deserialize, Serialize};

use super::door::{Respond, Responder};
use super::hub::{Hub, Job};
use super::shutdown::Shutdown;
use crate::store::{Backend, Notice, RelayedInput};
use crate::table::{Input, Msg, Reply};

/// How long a page's move waits for the process that drives its table to answer.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(10);

/// How often a sender looks for its answer even without a notice (one may be lost while a
/// listener reconnects).
const LOOK_AGAIN: Duration = Duration::from_millis(500);

/// One thing the table said to the person who sent an input, in their language.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Said {
    /// The language it is said in.
    pub locale: String,
    /// What was said.
    pub msg: Msg,
}

/// The answers to one input, collected in order (its texts and questions; a rack, a form
/// or a picker has its own place on a page).
#[derive(Debug, Default)]
pub struct Answers {
    said: Mutex<Vec<Said>>,
}

impl Answers {
    /// What was said, in order.
    pub fn said(&self) -> Vec<Said> {
        self.said.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }
}

impl Respond for Answers {
    fn answer<'a>(&'a self, locale: &'a str, reply: &'a Reply) -> BoxFuture<'a, ()> {
        let msg = match reply {
            Reply::Text(msg) => Some(msg),
            Reply::Ask { text, .. } => Some(text),
            _ => None,
        };
        if let Some(msg) = msg {
            self.said
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push(Said {
                    locale: locale.to_owned(),
                    msg: msg.clone(),
                });
        }
        Box::pin(std::future::ready(()))
    }
}

/// Plays `input` on the table in `place` (of `guild`) and says what the table answered:
/// here when this process drives the table (on SQLite it drives them all), else through the
/// store by the process that does. An answer that does not come within [`ANSWER_WITHIN`]
/// says the move could not be confirmed (it may still be played: the page shows it).
pub async fn deliver(hub: &Arc<Hub>, place: u64, guild: Option<u64>, input: Input) -> Vec<Said> {
    if hub.store().backend() == Backend::Sqlite || hub.owns(guild) {
        return play_here(hub, place, guild, input).await;
    }
    let unconfirmed = vec![Said {
        locale: input.locale.clone(),
        msg: Msg::new("web-err-unconfirmed"),
    }];
    let sent = match serde_json::to_string(&input) {
        Ok(json) => hub.store().relay_input(place, guild, &json).await,
        Err(e) => {
            tracing::error!(place, error = %e, "a move could not be written to relay");
            return unconfirmed;
        }
    };
    let id = match sent {
        Ok(id) => id,
        Err(e) => {
            tracing::warn!(place, error = %e, "a move could not be relayed");
            return unconfirmed;
        }
    };
    match tokio::time::timeout(ANSWER_WITHIN, answer_to(hub, id)).await {
        Ok(said) => said,
        Err(_) => {
            tracing::warn!(place, id, "a relayed move was not answered in time");
            unconfirmed
        }
    }
}

/// Dispatches `input` here and waits until its place has carried it out.
async fn play_here(hub: &Arc<Hub>, place: u64, guild: Option<u64>, input: Input) -> Vec<Said> {
    let answers = Arc::new(Answers::default());
    let to: Arc<dyn Respond> = Arc::<Answers>::clone(&answers);
    let job = Job {
        responder: Responder::new(to, input.locale.clone()),
        input,
        guild,
    };
    hub.dispatch(place, job);
    hub.settled(place).await;
    answers.said()
}

/// Waits for the answer to relayed move `id`, woken by each answer told and looking again
/// now and then.
async fn answer_to(hub: &Hub, id: i64) -> Vec<Said> {
    loop {
        let told = hub.relay_answered().notified();
        tokio::pin!(told);
        told.as_mut().enable();
        match hub.store().take_answer(id).await {
            Ok(Some(json)) => match serde_json::from_str(&json) {
                Ok(said) => return said,
                Err(e) => {
                    tracing::error!(id, error = %e, "a relayed move's answer could not be read");
                    return vec![];
                }
            },
            Ok(None) => {}
            Err(e) => tracing::warn!(id, error = %e, "could not look for a relayed move's answer"),
        }
        let _ = tokio::time::timeout(LOOK_AGAIN, told).await;
    }
}

/// On Postgres, listens to the other processes until `shutdown`: plays the relayed moves
/// for the servers this process drives (those left while it was away too, at its start),
/// wakes the senders waiting for answers, and shows the followers of a table another
/// process drives each save of it. Start it once the saved tables are resumed (a claimed
/// move finds its table's task as it was left). On SQLite it does nothing.
pub fn listen(hub: &Arc<Hub>, shutdown: Shutdown) {
    if hub.store().backend() != Backend::Postgres {
        return;
    }
    let hub = Arc::clone(hub);
    tokio::spawn(async move {
        loop {
            let listening = match shutdown.unless_stopped(hub.store().listen()).await {
                None => return,
                Some(listening) => listening,
            };
            match listening {
                Ok(Some(mut notices)) => {
                    tracing::info!("listening to the other processes");
                    caught_up(&hub).await;
                    loop {
                        let Some(heard) = shutdown.unless_stopped(notices.next()).await else {
                            return;
                        };
                        match heard {
                            Ok(Notice::Table(place)) => hub.refresh_followed(place).await,
                            Ok(Notice::Input(_)) => claim_waiting(&hub).await,
                            Ok(Notice::Answer(_)) => hub.relay_answered().notify_waiters(),
                            Ok(Notice::Missed) => caught_up(&hub).await,
                            Err(e) => {
                                tracing::warn!(error = %e, "lost the other processes' notices");
                                break;
                            }
                        }
                    }
                }
                Ok(None) => return,
                Err(e) => tracing::warn!(error = %e, "cannot listen to the other processes"),
            }
            if !shutdown.sleep(Duration::from_secs(1)).await {
                return;
            }
        }
    });
}

/// After a time deaf: what was missed meanwhile (moves left to claim, answers, saves).
async fn caught_up(hub: &Arc<Hub>) {
    claim_waiting(hub).await;
    hub.relay_answered().notify_waiters();
    hub.refresh_all_followed().await;
}

/// Claims the relayed moves for the servers this process drives, and plays each.
async fn claim_waiting(hub: &Arc<Hub>) {
    let waiting = match hub.store().waiting_inputs().await {
        Ok(waiting) => waiting,
        Err(e) => {
            tracing::warn!(error = %e, "could not read the relayed moves");
            return;
        }
    };
    for (id, guild) in waiting {
        if !hub.owns(guild) {
            continue;
        }
        match hub.store().claim_input(id).await {
            Ok(Some(relayed)) => {
                let hub = Arc::clone(hub);
                tokio::spawn(async move { play_relayed(&hub, relayed).await });
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(id, error = %e, "could not claim a relayed move"),
        }
    }
}

/// Plays a claimed move and writes what the table answered for its sender.
async fn play_relayed(hub: &Arc<Hub>, relayed: RelayedInput) {
    let RelayedInput {
        id,
        place,
        guild,
        input_json,
    } = relayed;
    let said = match serde_json::from_str::<Input>(&input_json) {
        Ok(input) => {
            tracing::info!(
                id,
                place,
                "a move sent from another process's page is played here"
            );
            play_here(hub, place, guild, input).await
        }
        Err(e) => {
            tracing::error!(id, place, error = %e, "a relayed move could not be read");
            vec![Said {
                locale: "en-US".to_owned(),
                msg: Msg::new("err-internal"),
            }]
        }
    };
    let written = serde_json::to_string(&said).map_err(anyhow::Error::from);
    let answered = match written {
        Ok(json) => hub
            .store()
            .answer_input(id, &json)
            .await
            .map_err(anyhow::Error::from),
        Err(e) => Err(e),
    };
    if let Err(e) = answered {
        tracing::warn!(id, place, error = %e, "could not answer a relayed move");
    }
}
