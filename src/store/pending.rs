//! Writes sent to the store without waiting for them: a table's save that records a fact
//! about the world (where a post landed) and the outbox rows carried out. Nothing that goes
//! out next depends on them being durable (a crash before they are only repeats what
//! Discord's nonce or the edit itself makes harmless), so the table's task goes on while
//! SQLite's writer commits them; what it sends later for the same place is committed in
//! the same transaction or after, never before ([`super::group`]). The answer is read when
//! the task next writes, or waited for when it ends.
//!
//! Where there is no writer (Postgres, an in-memory database) the write is made at once,
//! as [`Store::save_table_owing`] and [`Store::settle_owed`] make it: its answer is ready.

use std::time::{Duration, Instant};

use super::change::Change;
use super::group::Sent;
use super::{OutboxChange, Store, StoreError, TableRow};

/// A write sent to the store; its answer (the ids of the rows it newly owes, or why it was
/// refused) is still to be read.
#[must_use = "a write's answer says whether what it carried out must be settled again"]
pub struct Pending {
    answer: Answer,
    /// A table's save: the time its task waited for it so far (observed as the store's
    /// wait once the answer is read). None: a settle, not counted there.
    waited: Option<Duration>,
}

enum Answer {
    Ready(Result<Vec<i64>, StoreError>),
    Sent(Sent),
}

impl Pending {
    /// The answer, waiting for it if the writer has not given it yet.
    pub async fn durable(self) -> Result<Vec<i64>, StoreError> {
        let started = Instant::now();
        let waited = self.waited;
        let result = match self.answered() {
            Ok(result) => return result,
            Err(Pending {
                answer: Answer::Sent(sent),
                ..
            }) => sent.durable().await,
            Err(Pending {
                answer: Answer::Ready(result),
                ..
            }) => result,
        };
        observe(waited, started);
        result
    }

    /// The answer if it is there already; else the write, still pending.
    pub fn answered(self) -> Result<Result<Vec<i64>, StoreError>, Pending> {
        let started = Instant::now();
        let result = match self.answer {
            Answer::Ready(result) => result,
            Answer::Sent(sent) => match sent.answered_now() {
                Ok(result) => result,
                Err(sent) => {
                    return Err(Pending {
                        answer: Answer::Sent(sent),
                        waited: self.waited,
                    })
                }
            },
        };
        observe(self.waited, started);
        Ok(result)
    }
}

impl std::fmt::Debug for Pending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let state = match &self.answer {
            Answer::Ready(Ok(_)) => "written",
            Answer::Ready(Err(_)) => "refused",
            Answer::Sent(_) => "sent",
        };
        f.debug_struct("Pending").field("state", &state).finish()
    }
}

/// A table's save waited `before` and then since `since`: one observation of the store's
/// wait.
fn observe(before: Option<Duration>, since: Instant) {
    if let Some(before) = before {
        crate::metrics::metrics()
            .store
            .observe(before + since.elapsed());
    }
}

impl Store {
    /// A table's save in a transaction of its own.
    async fn save_alone(
        &self,
        table: TableRow<'_>,
        outbox: &OutboxChange,
    ) -> Result<Vec<i64>, StoreError> {
        let action = format!("save the table for channel {}", table.channel);
        self.write_table_alone(None, table, outbox, action).await
    }

    /// [`Store::save_table_owing`] without waiting for the save to be durable where a
    /// writer commits in groups (a SQLite file); elsewhere written at once.
    pub async fn send_table_save(&self, table: TableRow<'_>, outbox: &OutboxChange) -> Pending {
        let started = Instant::now();
        let answer = match &self.writer {
            Some(writer) => match writer.send(Change::save(None, table, outbox)) {
                Ok(sent) => Answer::Sent(sent),
                // The writer is gone (its runtime ended): written here.
                Err(_) => Answer::Ready(self.save_alone(table, outbox).await),
            },
            None => Answer::Ready(self.save_alone(table, outbox).await),
        };
        Pending {
            answer,
            waited: Some(started.elapsed()),
        }
    }

    /// [`Store::settle_owed`] without waiting for it where a writer commits in groups;
    /// elsewhere settled at once.
    pub async fn send_settle(&self, done: &[i64]) -> Pending {
        let answer = match &self.writer {
            Some(writer) if !done.is_empty() => match writer.send(Change::Settle(done.to_vec())) {
                Ok(sent) => Answer::Sent(sent),
                Err(_) => Answer::Ready(self.settle_owed(done).await.map(|()| Vec::new())),
            },
            _ => Answer::Ready(self.settle_owed(done).await.map(|()| Vec::new())),
        };
        Pending {
            answer,
            waited: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{owing, TestResult};
    use super::super::{Store, TableRow};

    /// A save sent while another write holds the file is not waited for, and a save of the
    /// same place made after it (waited for) is committed after it: the later state stands,
    /// and what each carried out is forgotten.
    #[tokio::test]
    async fn a_sent_save_is_not_waited_for_and_what_follows_commits_after_it() -> TestResult {
        let dir = tempfile::tempdir()?;
        let store = Store::open(&dir.path().join("p.db").display().to_string()).await?;
        let owed = store
            .save_table_owing(
                TableRow::new(1, Some(9), r#"{"move":1}"#),
                &owing(&["post", "dm", "edit"], &[]),
            )
            .await?;
        let holding = store.write("hold the file").await?;
        let sent = store
            .send_table_save(
                TableRow::new(1, Some(9), r#"{"move":1,"posted":7}"#),
                &owing(&[], &owed[..1]),
            )
            .await;
        let sent = match sent.answered() {
            Err(still) => still,
            Ok(_) => return Err("answered while the file was held".into()),
        };
        let settling = store.send_settle(&owed[1..2]).await;
        let later = {
            let store = store.clone();
            let change = owing(&[], &[]);
            tokio::spawn(async move {
                store
                    .save_table_owing(TableRow::new(1, Some(9), r#"{"move":2}"#), &change)
                    .await
            })
        };
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        holding.commit().await?;
        later.await??;
        assert_eq!(sent.durable().await?, Vec::<i64>::new());
        settling.durable().await?;
        assert_eq!(
            store.load_table(1).await?.as_deref(),
            Some(r#"{"move":2}"#),
            "the save made after the sent one stands"
        );
        let still: Vec<i64> = store.owed().await?.into_iter().map(|r| r.id).collect();
        assert_eq!(still, owed[2..]);
        Ok(())
    }

    /// A sent save the database refuses says so when its answer is read.
    #[tokio::test]
    async fn a_sent_save_that_is_refused_says_so() -> TestResult {
        let dir = tempfile::tempdir()?;
        let store = Store::open(&dir.path().join("p.db").display().to_string()).await?;
        let sent = store
            .send_table_save(TableRow::new(1, None, "{not json"), &owing(&[], &[]))
            .await;
        assert!(sent.durable().await.is_err());
        assert_eq!(store.load_table(1).await?, None);
        Ok(())
    }

    /// Without a writer (an in-memory database) the write is made when it is sent.
    #[tokio::test]
    async fn without_a_writer_a_sent_write_is_answered_at_once() -> TestResult {
        let store = Store::open("sqlite::memory:").await?;
        let sent = store
            .send_table_save(TableRow::new(1, None, "{}"), &owing(&["post"], &[]))
            .await;
        let owed = match sent.answered() {
            Ok(result) => result?,
            Err(_) => return Err("still pending without a writer".into()),
        };
        assert_eq!(owed.len(), 1);
        let settled = store.send_settle(&owed).await;
        assert!(matches!(settled.answered(), Ok(Ok(_))));
        assert!(store.owed().await?.is_empty());
        Ok(())
    }
}
