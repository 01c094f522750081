//! Daily puzzles per server and their answers: one puzzle per server and day (made once,
//! whichever process gets there first, its post owed in the same transaction), posted once
//! (its message id noted as its owed row is forgotten), each player's first answer kept,
//! closed once with its ranking owed.

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::{id_from_sql, id_to_sql, Owing, Store, StoreError};

/// A day's puzzle as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPuzzle {
    /// Its id.
    pub id: i64,
    /// The server.
    pub guild: u64,
    /// The channel it is posted in.
    pub channel: u64,
    /// The puzzle day (days since the epoch, of the bot's day length).
    pub day: i64,
    /// The variant's name.
    pub variant: String,
    /// The language of its posts.
    pub locale: String,
    /// The puzzle (see [`crate::puzzle::Puzzle`]).
    pub puzzle_json: String,
    /// When answers close (ms since the epoch).
    pub deadline: i64,
    /// Its post, once made.
    pub message_id: Option<u64>,
    /// Its ranking was posted.
    pub closed: bool,
}

/// A new puzzle to store.
#[derive(Debug, Clone, Copy)]
pub struct NewPuzzle<'a> {
    /// The server.
    pub guild: u64,
    /// The channel.
    pub channel: u64,
    /// The puzzle day.
    pub day: i64,
    /// The variant's name.
    pub variant: &'a str,
    /// The language of its posts.
    pub locale: &'a str,
    /// The puzzle.
    pub puzzle_json: &'a str,
    /// When answers close (ms).
    pub deadline: i64,
}

/// One player's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleAnswer {
    /// The player.
    pub user: u64,
    /// Their display name.
    pub name: String,
    /// Their move as read.
    pub answer: String,
    /// Its score.
    pub score: u32,
    /// Its rank among the position's moves.
    pub rank: u32,
    /// When (ms).
    pub answered_at: i64,
}

const PUZZLE_COLUMNS: &str =
    "id, guild_id, channel_id, day, variant, locale, puzzle_json, deadline, message_id, closed";

fn puzzle_from(row: &AnyRow) -> Result<StoredPuzzle, sqlx::Error> {
    Ok(StoredPuzzle {
        id: row.try_get(0)?,
        guild: id_from_sql(row.try_get(1)?),
        channel: id_from_sql(row.try_get(2)?),
        day: row.try_get(3)?,
        variant: row.try_get(4)?,
        locale: row.try_get(5)?,
        puzzle_json: row.try_get(6)?,
        deadline: row.try_get(7)?,
        message_id: row.try_get::<Option<i64>, _>(8)?.map(id_from_sql),
        closed: row.try_get::<i64, _>(9)? != 0,
    })
}

fn small(value: i64) -> u32 {
    u32::try_from(value.max(0)).unwrap_or(u32::MAX)
}

impl Store {
    /// Stores a server's puzzle of a day, unless that day has one already; the day's puzzle
    /// either way (the one stored first wins).
    pub async fn add_puzzle(&self, new: NewPuzzle<'_>) -> Result<StoredPuzzle, StoreError> {
        self.add_puzzle_owing(new, |_| Owing::default()).await
    }

    /// [`Store::add_puzzle`], owing what `owe` makes of the new puzzle's id (its post) in
    /// the same transaction; nothing is owed when the day had its puzzle already.
    pub async fn add_puzzle_owing(
        &self,
        new: NewPuzzle<'_>,
        owe: impl FnOnce(i64) -> Owing + Send,
    ) -> Result<StoredPuzzle, StoreError> {
        let failed = || StoreError::query(format!("store the puzzle of guild {}", new.guild));
        let mut tx = self
            .write(&format!("store the puzzle of guild {}", new.guild))
            .await?;
        self.fenced(&mut tx, Some(new.guild)).await?;
        let added: Option<i64> = sqlx::query_scalar(
            "INSERT INTO puzzles (guild_id, channel_id, day, variant, locale, puzzle_json, deadline)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (guild_id, day) DO NOTHING
             RETURNING id",
        )
        .bind(id_to_sql(new.guild))
        .bind(id_to_sql(new.channel))
        .bind(new.day)
        .bind(new.variant)
        .bind(new.locale)
        .bind(new.puzzle_json)
        .bind(new.deadline)
        .fetch_optional(&mut *tx)
        .await
        .map_err(failed())?;
        if let Some(id) = added {
            super::outbox::owe(&mut tx, &owe(id))
                .await
                .map_err(failed())?;
        }
        tx.commit().await.map_err(failed())?;
        self.puzzle_of_day(new.guild, new.day)
            .await?
            .ok_or_else(|| failed()(sqlx::Error::RowNotFound))
    }

    /// A server's puzzle of a day, if it has one.
    pub async fn puzzle_of_day(
        &self,
        guild: u64,
        day: i64,
    ) -> Result<Option<StoredPuzzle>, StoreError> {
        let failed = || StoreError::query(format!("read the puzzle of guild {guild}"));
        let row = sqlx::query(&format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE guild_id = $1 AND day = $2"
        ))
        .bind(id_to_sql(guild))
        .bind(day)
        .fetch_optional(&self.reads)
        .await
        .map_err(failed())?;
        row.as_ref().map(puzzle_from).transpose().map_err(failed())
    }

    /// The server's puzzles of day `since` and after, the newest first (the answers' slash
    /// command names no puzzle: the doors look among these for the one a move was typed for).
    pub async fn puzzles_since(
        &self,
        guild: u64,
        since: i64,
    ) -> Result<Vec<StoredPuzzle>, StoreError> {
        let failed = || StoreError::query(format!("read the recent puzzles of guild {guild}"));
        let rows = sqlx::query(&format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE guild_id = $1 AND day >= $2
             ORDER BY day DESC"
        ))
        .bind(id_to_sql(guild))
        .bind(since)
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(puzzle_from)
            .collect::<Result<_, _>>()
            .map_err(failed())
    }

    /// A puzzle by id.
    pub async fn puzzle(&self, id: i64) -> Result<Option<StoredPuzzle>, StoreError> {
        let failed = || StoreError::query(format!("read puzzle {id}"));
        let row = sqlx::query(&format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.reads)
        .await
        .map_err(failed())?;
        row.as_ref().map(puzzle_from).transpose().map_err(failed())
    }

    /// The puzzles still to post or to close: not posted yet, or open past `now` (ms).
    pub async fn puzzles_due(&self, now: i64) -> Result<Vec<StoredPuzzle>, StoreError> {
        let failed = || StoreError::query("read the puzzles due");
        let rows = sqlx::query(&format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles
             WHERE message_id IS NULL OR (closed = 0 AND deadline <= $1)
             ORDER BY id"
        ))
        .bind(now)
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(puzzle_from)
            .collect::<Result<_, _>>()
            .map_err(failed())
    }

    /// The puzzle's post is out: its message, noted as its owed row `owed` (if any) is
    /// forgotten, in one transaction.
    pub async fn puzzle_posted(
        &self,
        id: i64,
        message_id: u64,
        owed: Option<i64>,
    ) -> Result<(), StoreError> {
        let action = format!("note the post of puzzle {id}");
        let mut tx = self.puzzle_write(&action, id).await?;
        let done = Owing {
            change: super::OutboxChange {
                owe: Vec::new(),
                done: owed.into_iter().collect(),
            },
            ..Owing::default()
        };
        async {
            sqlx::query("UPDATE puzzles SET message_id = $2 WHERE id = $1")
                .bind(id)
                .bind(id_to_sql(message_id))
                .execute(&mut *tx)
                .await?;
            super::outbox::owe(&mut tx, &done).await
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))
    }

    /// The puzzle is closed (nothing owed: a puzzle that does not read).
    pub async fn puzzle_closed(&self, id: i64) -> Result<(), StoreError> {
        self.close_puzzle_owing(id, &Owing::default())
            .await
            .map(|_| ())
    }

    /// Closes the puzzle, owing `owing` (its ranking, its Answer button taken off) in the
    /// same transaction: the ids of the owed rows, in order.
    pub async fn close_puzzle_owing(&self, id: i64, owing: &Owing) -> Result<Vec<i64>, StoreError> {
        let action = format!("close puzzle {id}");
        let mut tx = self.puzzle_write(&action, id).await?;
        let owed = async {
            sqlx::query("UPDATE puzzles SET closed = 1 WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            super::outbox::owe(&mut tx, owing).await
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(owed)
    }

    /// Begins a write of puzzle `id` or its answers, fenced by its server's shard.
    async fn puzzle_write(
        &self,
        action: &str,
        id: i64,
    ) -> Result<Transaction<'static, Any>, StoreError> {
        let mut tx = self.write(action).await?;
        self.fenced_row(
            &mut tx,
            "SELECT guild_id FROM puzzles WHERE id = $1",
            id,
            None,
        )
        .await?;
        Ok(tx)
    }

    /// Keeps a player's answer unless they answered already; their answer either way (the
    /// first one counts), and whether this one was new.
    pub async fn answer_puzzle(
        &self,
        puzzle: i64,
        answer: &PuzzleAnswer,
    ) -> Result<(PuzzleAnswer, bool), StoreError> {
        let failed = || StoreError::query(format!("keep an answer to puzzle {puzzle}"));
        let mut tx = self
            .puzzle_write(&format!("keep an answer to puzzle {puzzle}"), puzzle)
            .await?;
        let done = sqlx::query(
            "INSERT INTO puzzle_answers (puzzle_id, user_id, name, answer, score, rank, answered_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (puzzle_id, user_id) DO NOTHING",
        )
        .bind(puzzle)
        .bind(id_to_sql(answer.user))
        .bind(answer.name.as_str())
        .bind(answer.answer.as_str())
        .bind(i64::from(answer.score))
        .bind(i64::from(answer.rank))
        .bind(answer.answered_at)
        .execute(&mut *tx)
        .await
        .map_err(failed())?;
        tx.commit().await.map_err(failed())?;
        let kept = self
            .answers(puzzle)
            .await?
            .into_iter()
            .find(|a| a.user == answer.user)
            .ok_or_else(|| failed()(sqlx::Error::RowNotFound))?;
        Ok((kept, done.rows_affected() > 0))
    }

    /// A puzzle's answers, best first: by rank (the equity a move loses ranks it, see
    /// [`crate::puzzle::Puzzle::judge`]), then score, then the earliest.
    pub async fn answers(&self, puzzle: i64) -> Result<Vec<PuzzleAnswer>, StoreError> {
        let failed = || StoreError::query(format!("read the answers to puzzle {puzzle}"));
        let rows = sqlx::query(
            "SELECT user_id, name, answer, score, rank, answered_at FROM puzzle_answers
             WHERE puzzle_id = $1 ORDER BY rank, score DESC, answered_at, user_id",
        )
        .bind(puzzle)
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(|row| {
                Ok(PuzzleAnswer {
                    user: id_from_sql(row.try_get(0)?),
                    name: row.try_get(1)?,
                    answer: row.try_get(2)?,
                    score: small(row.try_get(3)?),
                    rank: small(row.try_get(4)?),
                    answered_at: row.try_get(5)?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(failed())
    }

    /// A player's puzzle streaks on a server: the days in a row they answered up to the
    /// latest puzzle (0 when they missed it; the latest still open does not break it), and
    /// their longest run.
    pub async fn puzzle_streaks(&self, guild: u64, user: u64) -> Result<(u32, u32), StoreError> {
        let failed = || StoreError::query(format!("read the puzzle streaks of user {user}"));
        let rows = sqlx::query(
            "SELECT p.day, p.closed, CASE WHEN a.user_id IS NULL THEN 0 ELSE 1 END
             FROM puzzles p LEFT JOIN puzzle_answers a
                 ON a.puzzle_id = p.id AND a.user_id = $2
             WHERE p.guild_id = $1 ORDER BY p.day",
        )
        .bind(id_to_sql(guild))
        .bind(id_to_sql(user))
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        let mut days: Vec<(i64, bool, bool)> = Vec::with_capacity(rows.len());
        for row in &rows {
            let day: i64 = row.try_get(0).map_err(failed())?;
            let closed: i64 = row.try_get(1).map_err(failed())?;
            let answered: i64 = row.try_get(2).map_err(failed())?;
            days.push((day, closed != 0, answered != 0));
        }
        Ok(streaks(&days))
    }
}

/// The current and the longest run of answered puzzles on consecutive days, from every
/// puzzle of a server (day, closed, answered), oldest first. A day without a puzzle breaks a
/// run; the latest puzzle, still open and not answered yet, does not.
fn streaks(days: &[(i64, bool, bool)]) -> (u32, u32) {
    let (mut run, mut longest, mut last_day) = (0u32, 0u32, None::<i64>);
    for (i, &(day, closed, answered)) in days.iter().enumerate() {
        let latest_open = i + 1 == days.len() && !closed && !answered;
        if latest_open {
            break;
        }
        let consecutive = last_day.is_some_and(|d| d + 1 == day);
        run = match (answered, consecutive) {
            (false, _) => 0,
            (true, true) => run + 1,
            (true, false) => 1,
        };
        longest = longest.max(run);
        last_day = Some(day);
    }
    (run, longest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::{self, TestResult};

    #[test]
    fn streaks_count_consecutive_answered_days() {
        assert_eq!(streaks(&[]), (0, 0));
        let days = [
            (1, true, true),
            (2, true, true),
            (3, true, false),
            (4, true, true),
            (5, true, true),
            (6, true, true),
            (8, true, true),
            (9, false, false),
        ];
        assert_eq!(
            streaks(&days),
            (1, 3),
            "day 7 had no puzzle; day 9 is still open"
        );
        assert_eq!(streaks(&days[..6]), (3, 3));
        assert_eq!(streaks(&[(1, true, true), (2, true, false)]), (0, 1));
    }

    #[tokio::test]
    async fn one_puzzle_a_day_one_answer_a_player_on_every_backend() -> TestResult {
        for store in testing::stores().await? {
            let new = NewPuzzle {
                guild: 7,
                channel: 70,
                day: 100,
                variant: "english",
                locale: "en-US",
                puzzle_json: r#"{"p":1}"#,
                deadline: 5_000,
            };
            // Its post is owed with it, under its scheduler's key, made from its id.
            let owe = |key: &str| {
                let key = key.to_string();
                move |id: i64| Owing {
                    place: 70,
                    guild: Some(7),
                    owner: Some(format!("puzzle:{id}:{key}")),
                    change: super::super::OutboxChange {
                        owe: vec![format!("{{\"post\":{id}}}")],
                        done: Vec::new(),
                    },
                }
            };
            let first = store.add_puzzle_owing(new, owe("post")).await?;
            let again = store
                .add_puzzle_owing(
                    NewPuzzle {
                        puzzle_json: r#"{"p":2}"#,
                        ..new
                    },
                    owe("post"),
                )
                .await?;
            assert_eq!(again, first, "the day's first puzzle stays");
            let owed = store.owed_by("puzzle:").await?;
            assert_eq!(owed.len(), 1, "its post is owed once");
            let key = format!("puzzle:{}:post", first.id);
            assert_eq!(owed[0].owner.as_deref(), Some(key.as_str()));
            assert_eq!(owed[0].effect, format!("{{\"post\":{}}}", first.id));
            assert!(store.owed_by("tournament:").await?.is_empty());
            assert_eq!(store.puzzles_due(0).await?.len(), 1, "not posted yet");
            // Noted as posted as its row is forgotten, in one go.
            store.puzzle_posted(first.id, 555, Some(owed[0].id)).await?;
            assert!(store.owed().await?.is_empty());
            assert!(store.puzzles_due(4_999).await?.is_empty());
            assert_eq!(store.puzzles_due(5_000).await?.len(), 1, "due to close");
            let answer = |user: u64, score: u32, at: i64| PuzzleAnswer {
                user,
                name: format!("P{user}"),
                answer: "8H WORD".into(),
                score,
                rank: 1,
                answered_at: at,
            };
            let (kept, new_one) = store.answer_puzzle(first.id, &answer(1, 30, 10)).await?;
            assert!(new_one && kept.score == 30);
            let (kept, new_one) = store.answer_puzzle(first.id, &answer(1, 90, 11)).await?;
            assert!(!new_one && kept.score == 30, "the first answer counts");
            store.answer_puzzle(first.id, &answer(2, 30, 5)).await?;
            // More points, but more equity lost: ranked below.
            let grabbed = PuzzleAnswer {
                rank: 2,
                ..answer(4, 45, 1)
            };
            store.answer_puzzle(first.id, &grabbed).await?;
            let order: Vec<u64> = store
                .answers(first.id)
                .await?
                .iter()
                .map(|a| a.user)
                .collect();
            assert_eq!(
                order,
                vec![2, 1, 4],
                "by rank; of one rank, the earlier first"
            );
            let results = owe("results")(first.id);
            let owed = store.close_puzzle_owing(first.id, &results).await?;
            assert_eq!(owed.len(), 1, "its ranking is owed with its close");
            assert!(store.puzzles_due(i64::MAX).await?.is_empty());
            assert_eq!(store.puzzle_streaks(7, 1).await?, (1, 1));
            assert_eq!(store.puzzle_streaks(7, 3).await?, (0, 0));
        }
        Ok(())
    }
}
