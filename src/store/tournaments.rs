//! Tournaments (see [`crate::tournament::event`]): each one's state as JSON, and the results
//! of their games, written with each game's archive.

use sqlx::{Any, Row, Transaction};

use super::{id_from_sql, id_to_sql, Owing, Store, StoreError};

/// A tournament game's result, as the archive writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TournamentResult {
    /// The tournament.
    pub tournament: i64,
    /// The round.
    pub round: u32,
    /// Seat 1's entry index.
    pub first: usize,
    /// Seat 2's entry index.
    pub second: usize,
    /// Seat 1's and seat 2's final scores.
    pub scores: (i64, i64),
    /// The winning seat (0 or 1); None: a draw.
    pub winner: Option<usize>,
}

/// A stored tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredTournament {
    /// Its id.
    pub id: i64,
    /// Its server.
    pub guild: u64,
    /// Its channel.
    pub channel: u64,
    /// Its rounds are being played (not open for registration).
    pub running: bool,
    /// Its state ([`crate::tournament::event::Event`] as JSON).
    pub event_json: String,
}

const COLUMNS: &str = "id, guild_id, channel_id, event_json, status";

fn stored_from(row: &sqlx::any::AnyRow) -> Result<StoredTournament, sqlx::Error> {
    Ok(StoredTournament {
        id: row.try_get(0)?,
        guild: id_from_sql(row.try_get(1)?),
        channel: id_from_sql(row.try_get(2)?),
        event_json: row.try_get(3)?,
        running: row.try_get::<String, _>(4)? == "running",
    })
}

fn index(value: i64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

/// Writes a tournament game's result in the archive's transaction (once: a result already
/// there stays).
pub(super) async fn record_result(
    tx: &mut Transaction<'static, Any>,
    result: &TournamentResult,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO tournament_results
             (tournament_id, round, first_player, second_player, first_score, second_score, winner)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (tournament_id, round, first_player) DO NOTHING",
    )
    .bind(result.tournament)
    .bind(i64::from(result.round))
    .bind(result.first as i64)
    .bind(result.second as i64)
    .bind(result.scores.0)
    .bind(result.scores.1)
    .bind(result.winner.map_or(-1, |w| w as i64))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

impl Store {
    /// Stores a new tournament; its id, or None when the channel has one going (open or
    /// running) already: the store keeps one per channel, even against two at the same
    /// instant.
    pub async fn add_tournament(
        &self,
        guild: u64,
        channel: u64,
        status: &str,
        event_json: &str,
    ) -> Result<Option<i64>, StoreError> {
        let nothing = |_| Owing::default();
        self.add_tournament_owing(guild, channel, status, event_json, nothing)
            .await
    }

    /// [`Store::add_tournament`], owing what `owe` makes of the new tournament's id (its
    /// registration post) in the same transaction.
    pub async fn add_tournament_owing(
        &self,
        guild: u64,
        channel: u64,
        status: &str,
        event_json: &str,
        owe: impl FnOnce(i64) -> Owing + Send,
    ) -> Result<Option<i64>, StoreError> {
        let failed = || StoreError::query(format!("store a tournament in channel {channel}"));
        let mut tx = self
            .write(&format!("store a tournament in channel {channel}"))
            .await?;
        self.fenced(&mut tx, Some(guild)).await?;
        let added: Result<i64, sqlx::Error> = sqlx::query_scalar(
            "INSERT INTO tournaments (guild_id, channel_id, status, event_json)
             VALUES ($1, $2, $3, $4) RETURNING id",
        )
        .bind(id_to_sql(guild))
        .bind(id_to_sql(channel))
        .bind(status)
        .bind(event_json)
        .fetch_one(&mut *tx)
        .await;
        match added {
            Ok(id) => {
                super::outbox::owe(&mut tx, &owe(id))
                    .await
                    .map_err(failed())?;
                tx.commit().await.map_err(failed())?;
                Ok(Some(id))
            }
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(None),
            Err(e) => Err(failed()(e)),
        }
    }

    /// Saves a tournament's state.
    pub async fn save_tournament(
        &self,
        id: i64,
        status: &str,
        event_json: &str,
    ) -> Result<(), StoreError> {
        self.save_tournament_owing(id, status, event_json, &Owing::default())
            .await
            .map(|_| ())
    }

    /// [`Store::save_tournament`], owing `owing`'s effects in its place in the same
    /// transaction (a notice that a player withdrew, that the tournament was called off):
    /// the ids of their outbox rows, in order.
    pub async fn save_tournament_owing(
        &self,
        id: i64,
        status: &str,
        event_json: &str,
        owing: &Owing,
    ) -> Result<Vec<i64>, StoreError> {
        let action = format!("save tournament {id}");
        let mut tx = self.write(&action).await?;
        self.fenced_row(
            &mut tx,
            "SELECT guild_id FROM tournaments WHERE id = $1",
            id,
            None,
        )
        .await?;
        sqlx::query(
            "UPDATE tournaments SET status = $1, event_json = $2, updated_at = $3 WHERE id = $4",
        )
        .bind(status)
        .bind(event_json)
        .bind(super::now_secs())
        .bind(id)
        .execute(&mut *tx)
        .await
        .map_err(StoreError::query(action.clone()))?;
        let owed = if owing.change.is_empty() {
            Vec::new()
        } else {
            super::outbox::owe(&mut tx, owing)
                .await
                .map_err(StoreError::query(action.clone()))?
        };
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(owed)
    }

    /// Sets aside tournament `id`, whose saved state is damaged: it is called off (no longer
    /// going, its channel free for a new one) and its state is kept as it is, never
    /// overwritten. When it was going, `owing` (the channel told) is owed in the same
    /// transaction: the ids of its rows (empty: it was not going, nothing owed).
    pub async fn set_aside_tournament(
        &self,
        id: i64,
        owing: &Owing,
    ) -> Result<Option<Vec<i64>>, StoreError> {
        let action = format!("set aside tournament {id}");
        let mut tx = self.write(&action).await?;
        let owed = async {
            let done = sqlx::query(
                "UPDATE tournaments SET status = 'cancelled', updated_at = $1
                 WHERE id = $2 AND status IN ('open', 'running')",
            )
            .bind(super::now_secs())
            .bind(id)
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() == 0 {
                return Ok(None);
            }
            super::outbox::owe(&mut tx, owing).await.map(Some)
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(owed)
    }

    /// A tournament by id.
    pub async fn tournament(&self, id: i64) -> Result<Option<StoredTournament>, StoreError> {
        let failed = || StoreError::query(format!("read tournament {id}"));
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.reads)
            .await
            .map_err(failed())?;
        row.as_ref().map(stored_from).transpose().map_err(failed())
    }

    /// The tournament going on (open or running) in a channel, if any.
    pub async fn tournament_in(
        &self,
        channel: u64,
    ) -> Result<Option<StoredTournament>, StoreError> {
        self.newest_in(channel, "('open', 'running')", "the tournament")
            .await
    }

    /// The newest tournament of a channel that was played to its end (its final standings
    /// posted), if any.
    pub async fn finished_tournament_in(
        &self,
        channel: u64,
    ) -> Result<Option<StoredTournament>, StoreError> {
        self.newest_in(channel, "('over')", "the last tournament")
            .await
    }

    /// The newest tournament of a channel whose status is in `statuses` (an SQL list of
    /// this module's own literals, never a user's text).
    async fn newest_in(
        &self,
        channel: u64,
        statuses: &'static str,
        what: &str,
    ) -> Result<Option<StoredTournament>, StoreError> {
        let failed = || StoreError::query(format!("read {what} of channel {channel}"));
        let row = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM tournaments
             WHERE channel_id = $1 AND status IN {statuses}
             ORDER BY id DESC LIMIT 1"
        ))
        .bind(id_to_sql(channel))
        .fetch_optional(&self.reads)
        .await
        .map_err(failed())?;
        row.as_ref().map(stored_from).transpose().map_err(failed())
    }

    /// The tournaments going on (open or running), oldest first.
    pub async fn going_tournaments(&self) -> Result<Vec<StoredTournament>, StoreError> {
        let failed = || StoreError::query("read the tournaments going on");
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM tournaments WHERE status IN ('open', 'running') ORDER BY id"
        ))
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(stored_from)
            .collect::<Result<_, _>>()
            .map_err(failed())
    }

    /// The results of a tournament's games, in the order they were recorded by round.
    pub async fn tournament_results(
        &self,
        tournament: i64,
    ) -> Result<Vec<TournamentResult>, StoreError> {
        let failed = || StoreError::query(format!("read the results of tournament {tournament}"));
        let rows = sqlx::query(
            "SELECT round, first_player, second_player, first_score, second_score, winner
             FROM tournament_results WHERE tournament_id = $1
             ORDER BY round, first_player",
        )
        .bind(tournament)
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(|row| {
                let winner: i64 = row.try_get(5)?;
                Ok(TournamentResult {
                    tournament,
                    round: u32::try_from(row.try_get::<i64, _>(0)?).unwrap_or(0),
                    first: index(row.try_get(1)?),
                    second: index(row.try_get(2)?),
                    scores: (row.try_get(3)?, row.try_get(4)?),
                    winner: usize::try_from(winner).ok(),
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(failed())
    }

    /// True when the game of `round` with `first` in seat 1 has its result (it was played
    /// and archived).
    pub async fn tournament_game_done(
        &self,
        tournament: i64,
        round: u32,
        first: usize,
    ) -> Result<bool, StoreError> {
        let failed = || StoreError::query(format!("read a result of tournament {tournament}"));
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM tournament_results
             WHERE tournament_id = $1 AND round = $2 AND first_player = $3",
        )
        .bind(tournament)
        .bind(i64::from(round))
        .bind(first as i64)
        .fetch_one(&self.reads)
        .await
        .map_err(failed())?;
        Ok(n > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::TournamentResult;
    use crate::store::testing::{self, TestResult};
    use crate::store::{Archive, OutboxChange, Owing, Played};

    #[tokio::test]
    async fn a_tournament_is_kept_and_its_results_come_with_the_archive() -> TestResult {
        for store in testing::stores().await? {
            let id = store
                .add_tournament(1, 10, "open", "{\"a\":1}")
                .await?
                .expect("the first in its channel");
            assert_eq!(
                store.add_tournament(1, 10, "open", "{}").await?,
                None,
                "one going per channel"
            );
            assert_eq!(store.tournament_in(10).await?.map(|t| t.id), Some(id));
            assert_eq!(store.going_tournaments().await?.len(), 1);
            store.save_tournament(id, "running", "{\"a\":2}").await?;
            let running = store.going_tournaments().await?;
            assert_eq!(running.len(), 1);
            assert!(running[0].running);
            assert_eq!(running[0].event_json, "{\"a\":2}");
            assert_eq!(running[0].guild, 1);
            assert!(!store.tournament_game_done(id, 1, 0).await?);
            for (winner, table) in [(Some(1), 500), (None, 501)] {
                let result = TournamentResult {
                    tournament: id,
                    round: 1,
                    first: if winner.is_some() { 0 } else { 2 },
                    second: if winner.is_some() { 1 } else { 3 },
                    scores: (310, 120),
                    winner,
                };
                let archive = Archive {
                    played: Played { table, home: 10 },
                    guild_id: Some(1),
                    variant: "english",
                    rating_name: "english",
                    game_json: "{}",
                    finished_at: 5,
                    rated: false,
                    results: &[],
                    tournament: Some(result),
                };
                store
                    .archive_owing(archive, &[], &OutboxChange::default())
                    .await?;
            }
            assert!(store.tournament_game_done(id, 1, 0).await?);
            let results = store.tournament_results(id).await?;
            assert_eq!(results.len(), 2);
            assert_eq!(results[0].winner, Some(1));
            assert_eq!(results[0].scores, (310, 120));
            assert_eq!(results[1].winner, None);
            assert!(store.finished_tournament_in(10).await?.is_none());
            store.save_tournament(id, "over", "{}").await?;
            assert!(store.tournament_in(10).await?.is_none());
            assert_eq!(
                store.finished_tournament_in(10).await?.map(|t| t.id),
                Some(id),
                "its final standings can still be asked for"
            );
            assert!(store.going_tournaments().await?.is_empty());
            let next = store.add_tournament(1, 10, "open", "{\"b\":1}").await?;
            let next = next.expect("a new one once the last is over");
            // A damaged one is called off, its state kept as it was.
            // The channel is told in the same transaction.
            let told = OutboxChange {
                owe: vec!["{\"told\":1}".to_string()],
                done: Vec::new(),
            };
            let owing = Owing {
                place: 10,
                guild: Some(1),
                owner: None,
                change: told,
            };
            let owed = store.set_aside_tournament(next, &owing).await?;
            assert_eq!(owed.map(|ids| ids.len()), Some(1));
            assert_eq!(store.owed().await?.len(), 1, "the notice is owed");
            assert!(store.tournament_in(10).await?.is_none());
            assert!(store.going_tournaments().await?.is_empty());
            let kept = store.tournament(next).await?.expect("kept");
            assert_eq!(
                (kept.running, kept.event_json.as_str()),
                (false, "{\"b\":1}")
            );
            let again = store.set_aside_tournament(next, &owing).await?;
            assert_eq!(again, None, "once");
            assert_eq!(store.owed().await?.len(), 1, "owed once");
        }
        Ok(())
    }
}
