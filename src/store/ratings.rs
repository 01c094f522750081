//! Ratings and each player's finished games, per server: what `/stats` and `/leaderboard`
//! read. A finished game's results are written in the same transaction that archives it
//! ([`Store::archive_owing`]), so a game is never counted twice nor without its record, and
//! two games ending at once never lose one's rating change: the players' rating rows are
//! locked (Postgres `FOR UPDATE`, taken in user-id order; SQLite has one writer) from the
//! read to the write.

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::{id_from_sql, id_to_sql, Backend, Store, StoreError};
use crate::rating::{rate_game, Rating, IDLE_PERIOD_SECS};

/// How one person did in a finished game, as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerGame {
    /// Their Discord user id.
    pub user: u64,
    /// Their display name (the rating keeps the latest).
    pub name: String,
    /// Their place: 0 first, equal places tie.
    pub place: u32,
    /// `win`, `loss`, `draw` or `none` (no result).
    pub result: &'static str,
    /// Their final score.
    pub score: i64,
    /// Turns they took.
    pub turns: u32,
    /// Their best move's main word and score.
    pub best: Option<(String, u32)>,
    /// Bingos.
    pub bingos: u32,
}

/// A player's rating at a variant on a server.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedPlayer {
    /// Their Discord user id.
    pub user: u64,
    /// Their name in their latest rated game.
    pub name: String,
    /// The variant.
    pub variant: String,
    /// Their Glicko-2 rating.
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
    /// When they last played a rated game (seconds since the epoch).
    pub last_played: i64,
}

/// What `/stats` counts: a player's finished games on a server (one variant, or all).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerStats {
    /// Games finished.
    pub games: u32,
    /// Won.
    pub wins: u32,
    /// Lost.
    pub losses: u32,
    /// Drawn.
    pub draws: u32,
    /// Points scored in all.
    pub points: i64,
    /// Turns taken in all.
    pub turns: u64,
    /// Bingos.
    pub bingos: u32,
    /// The best move: its word, score and variant.
    pub best: Option<(String, u32, String)>,
}

/// The rating rows' columns in the order [`rated_from`] reads them.
const RATED_COLUMNS: &str =
    "user_id, name, variant, rating, deviation, volatility, games, last_played";

fn count(value: i64) -> u32 {
    u32::try_from(value.max(0)).unwrap_or(u32::MAX)
}

fn rated_from(row: &AnyRow) -> Result<RatedPlayer, sqlx::Error> {
    Ok(RatedPlayer {
        user: id_from_sql(row.try_get(0)?),
        name: row.try_get(1)?,
        variant: row.try_get(2)?,
        rating: Rating {
            rating: row.try_get(3)?,
            deviation: row.try_get(4)?,
            volatility: row.try_get(5)?,
        },
        games: count(row.try_get(6)?),
        last_played: row.try_get(7)?,
    })
}

/// A finished game's results, as [`record_results`] writes them.
pub(super) struct Results<'a> {
    pub record: i64,
    pub guild: u64,
    pub variant: &'a str,
    pub finished_at: i64,
    pub rated: bool,
    pub players: &'a [PlayerGame],
}

/// How a rated game moved one player's rating.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingChange {
    /// The player.
    pub user: u64,
    /// Their display name.
    pub name: String,
    /// Their rating before the game (widened for the days they sat idle).
    pub before: Rating,
    /// After it.
    pub after: Rating,
}

/// Writes a finished game's results in `tx`: each player's game row and, for a rated game
/// of two or more, every player's new rating (read locked, rated, written back). How the
/// ratings moved (none for a game that is not rated).
pub(super) async fn record_results(
    tx: &mut Transaction<'static, Any>,
    backend: Backend,
    results: Results<'_>,
) -> Result<Vec<RatingChange>, sqlx::Error> {
    let Results {
        record,
        guild,
        variant,
        finished_at,
        rated,
        players,
    } = results;
    let rated = rated && players.len() >= 2;
    let moved = if rated {
        Some(rate(tx, backend, guild, variant, finished_at, players).await?)
    } else {
        None
    };
    let after = moved.as_ref().map(|(_, after)| after.clone());
    for (i, p) in players.iter().enumerate() {
        let rating_after = after.as_ref().and_then(|a| a.get(i)).map(|r| r.rating);
        // A missing value is written as NULL in the SQL, never bound: Postgres keeps the
        // parameter types a statement was first prepared with, and sqlx's untyped NULL would
        // fix one that a later real value does not match.
        let best = if p.best.is_some() {
            "$10, $11"
        } else {
            "NULL, NULL"
        };
        let rating = if rating_after.is_some() {
            "$12"
        } else {
            "NULL"
        };
        let sql = format!(
            "INSERT INTO player_games (record_id, guild_id, user_id, variant, finished_at,
                 result, place, score, turns, bingos, rated, best_word, best_score, rating_after)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $13, $14, {best}, {rating})
             ON CONFLICT (record_id, user_id) DO NOTHING"
        );
        let mut query = sqlx::query(&sql)
            .bind(record)
            .bind(id_to_sql(guild))
            .bind(id_to_sql(p.user))
            .bind(variant)
            .bind(finished_at)
            .bind(p.result)
            .bind(i64::from(p.place))
            .bind(p.score)
            .bind(i64::from(p.turns));
        // $10 .. $12 are bound only when used; unused numbers are filled so $13, $14 keep
        // their places.
        let (word, score) = p
            .best
            .as_ref()
            .map_or((String::new(), 0), |(w, s)| (w.clone(), i64::from(*s)));
        query = query
            .bind(word)
            .bind(score)
            .bind(rating_after.unwrap_or(0.0))
            .bind(i64::from(p.bingos))
            .bind(i64::from(rated));
        query.execute(&mut **tx).await?;
    }
    let changes = moved
        .map(|(before, after)| {
            players
                .iter()
                .zip(before.into_iter().zip(after))
                .map(|(p, (before, after))| RatingChange {
                    user: p.user,
                    name: p.name.clone(),
                    before,
                    after,
                })
                .collect()
        })
        .unwrap_or_default();
    Ok(changes)
}

/// The players' ratings before and after a rated game: each row made if new, locked and
/// read (in user-id order, so two games never wait on each other in a circle), widened for
/// the days each player sat idle, rated pairwise by place, and written back. In player
/// order.
async fn rate(
    tx: &mut Transaction<'static, Any>,
    backend: Backend,
    guild: u64,
    variant: &str,
    finished_at: i64,
    players: &[PlayerGame],
) -> Result<(Vec<Rating>, Vec<Rating>), sqlx::Error> {
    let mut order: Vec<usize> = (0..players.len()).collect();
    order.sort_by_key(|&i| id_to_sql(players[i].user));
    let lock = match backend {
        Backend::Postgres => " FOR UPDATE",
        Backend::Sqlite => "",
    };
    let start = Rating::default();
    let mut before = vec![start; players.len()];
    for &i in &order {
        let p = &players[i];
        sqlx::query(
            "INSERT INTO ratings (guild_id, variant, user_id, name, rating, deviation,
                 volatility, games, last_played)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8)
             ON CONFLICT (guild_id, variant, user_id) DO NOTHING",
        )
        .bind(id_to_sql(guild))
        .bind(variant)
        .bind(id_to_sql(p.user))
        .bind(p.name.as_str())
        .bind(start.rating)
        .bind(start.deviation)
        .bind(start.volatility)
        .bind(finished_at)
        .execute(&mut **tx)
        .await?;
        let row = sqlx::query(&format!(
            "SELECT {RATED_COLUMNS} FROM ratings
             WHERE guild_id = $1 AND variant = $2 AND user_id = $3{lock}"
        ))
        .bind(id_to_sql(guild))
        .bind(variant)
        .bind(id_to_sql(p.user))
        .fetch_one(&mut **tx)
        .await?;
        let found = rated_from(&row)?;
        // A damaged row's numbers are brought into range (`Rating::sane`), its last game's
        // time subtracted without overflow.
        let idle = finished_at.saturating_sub(found.last_played).max(0) / IDLE_PERIOD_SECS;
        before[i] = if found.games > 0 {
            found
                .rating
                .after_idle(u32::try_from(idle).unwrap_or(u32::MAX))
        } else {
            found.rating.sane()
        };
    }
    let places: Vec<u32> = players.iter().map(|p| p.place).collect();
    let after = rate_game(&before, &places);
    for (p, r) in players.iter().zip(&after) {
        sqlx::query(
            "UPDATE ratings SET name = $4, rating = $5, deviation = $6, volatility = $7,
                 games = games + 1, last_played = $8
             WHERE guild_id = $1 AND variant = $2 AND user_id = $3",
        )
        .bind(id_to_sql(guild))
        .bind(variant)
        .bind(id_to_sql(p.user))
        .bind(p.name.as_str())
        .bind(r.rating)
        .bind(r.deviation)
        .bind(r.volatility)
        .bind(finished_at)
        .execute(&mut **tx)
        .await?;
    }
    Ok((before, after))
}

impl Store {
    /// One player's ratings on a server: one variant's, or every variant they are rated
    /// in (most games first).
    pub async fn ratings_of(
        &self,
        guild: u64,
        user: u64,
        variant: Option<&str>,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        let failed = || StoreError::query(format!("read the ratings of user {user}"));
        let rows = sqlx::query(&format!(
            "SELECT {RATED_COLUMNS} FROM ratings
             WHERE guild_id = $1 AND user_id = $2 AND ($3 = '' OR variant = $3)
             ORDER BY games DESC, variant"
        ))
        .bind(id_to_sql(guild))
        .bind(id_to_sql(user))
        .bind(variant.unwrap_or(""))
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(rated_from)
            .collect::<Result<_, _>>()
            .map_err(failed())
    }

    /// A page of a server's ratings at a variant, best first (ties: more games, then the
    /// name), and how many players are rated there in all.
    pub async fn leaderboard(
        &self,
        guild: u64,
        variant: &str,
        offset: u32,
        limit: u32,
    ) -> Result<(Vec<RatedPlayer>, u32), StoreError> {
        let failed = || StoreError::query(format!("read the {variant} leaderboard of {guild}"));
        let rows = sqlx::query(&format!(
            "SELECT {RATED_COLUMNS} FROM ratings
             WHERE guild_id = $1 AND variant = $2
             ORDER BY rating DESC, games DESC, LOWER(name), user_id
             LIMIT $3 OFFSET $4"
        ))
        .bind(id_to_sql(guild))
        .bind(variant)
        .bind(i64::from(limit))
        .bind(i64::from(offset))
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        let page = rows
            .iter()
            .map(rated_from)
            .collect::<Result<_, _>>()
            .map_err(failed())?;
        let total: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM ratings WHERE guild_id = $1 AND variant = $2")
                .bind(id_to_sql(guild))
                .bind(variant)
                .fetch_one(&self.reads)
                .await
                .map_err(failed())?;
        Ok((page, count(total)))
    }

    /// A player's finished games on a server counted up (one variant, or all).
    pub async fn player_stats(
        &self,
        guild: u64,
        user: u64,
        variant: Option<&str>,
    ) -> Result<PlayerStats, StoreError> {
        let failed = || StoreError::query(format!("read the games of user {user}"));
        let row = sqlx::query(
            // Sums are cast: Postgres sums BIGINTs as NUMERIC.
            "SELECT COUNT(*),
                 CAST(COALESCE(SUM(CASE WHEN result = 'win' THEN 1 ELSE 0 END), 0) AS BIGINT),
                 CAST(COALESCE(SUM(CASE WHEN result = 'loss' THEN 1 ELSE 0 END), 0) AS BIGINT),
                 CAST(COALESCE(SUM(CASE WHEN result = 'draw' THEN 1 ELSE 0 END), 0) AS BIGINT),
                 CAST(COALESCE(SUM(score), 0) AS BIGINT), CAST(COALESCE(SUM(turns), 0) AS BIGINT),
                 CAST(COALESCE(SUM(bingos), 0) AS BIGINT)
             FROM player_games
             WHERE guild_id = $1 AND user_id = $2 AND ($3 = '' OR variant = $3)",
        )
        .bind(id_to_sql(guild))
        .bind(id_to_sql(user))
        .bind(variant.unwrap_or(""))
        .fetch_one(&self.reads)
        .await
        .map_err(failed())?;
        let number = |i: usize| -> Result<i64, sqlx::Error> { row.try_get::<i64, _>(i) };
        let mut stats = PlayerStats {
            games: count(number(0).map_err(failed())?),
            wins: count(number(1).map_err(failed())?),
            losses: count(number(2).map_err(failed())?),
            draws: count(number(3).map_err(failed())?),
            points: number(4).map_err(failed())?,
            turns: u64::try_from(number(5).map_err(failed())?).unwrap_or(0),
            bingos: count(number(6).map_err(failed())?),
            best: None,
        };
        let best = sqlx::query(
            "SELECT best_word, best_score, variant FROM player_games
             WHERE guild_id = $1 AND user_id = $2 AND ($3 = '' OR variant = $3)
                 AND best_score IS NOT NULL
             ORDER BY best_score DESC, finished_at LIMIT 1",
        )
        .bind(id_to_sql(guild))
        .bind(id_to_sql(user))
        .bind(variant.unwrap_or(""))
        .fetch_optional(&self.reads)
        .await
        .map_err(failed())?;
        if let Some(row) = best {
            let score: i64 = row.try_get(1).map_err(failed())?;
            stats.best = Some((
                row.try_get(0).map_err(failed())?,
                count(score),
                row.try_get(2).map_err(failed())?,
            ));
        }
        Ok(stats)
    }

    /// A player's rating after each of their rated games at a variant, oldest first (at most
    /// the last `limit`): (when, rating).
    pub async fn rating_history(
        &self,
        guild: u64,
        user: u64,
        variant: &str,
        limit: u32,
    ) -> Result<Vec<(i64, f64)>, StoreError> {
        let failed = || StoreError::query(format!("read the rating history of user {user}"));
        let rows = sqlx::query(
            "SELECT finished_at, rating_after, record_id FROM player_games
             WHERE guild_id = $1 AND user_id = $2 AND variant = $3 AND rated = 1
                 AND rating_after IS NOT NULL
             ORDER BY finished_at DESC, record_id DESC LIMIT $4",
        )
        .bind(id_to_sql(guild))
        .bind(id_to_sql(user))
        .bind(variant)
        .bind(i64::from(limit))
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        let mut history = rows
            .iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<Vec<(i64, f64)>, sqlx::Error>>()
            .map_err(failed())?;
        history.reverse();
        Ok(history)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::{self, TestResult};
    use crate::store::{Archive, OutboxChange, Played};

    fn player(user: u64, place: u32, result: &'static str, score: i64) -> PlayerGame {
        PlayerGame {
            user,
            name: format!("P{user}"),
            place,
            result,
            score,
            turns: 10,
            best: Some((format!("W{user}"), score as u32 / 2)),
            bingos: u32::from(place == 0),
        }
    }

    async fn archive(
        store: &Store,
        channel: u64,
        at: i64,
        rated: bool,
        players: &[PlayerGame],
    ) -> Result<i64, StoreError> {
        let archive = Archive {
            played: Played {
                table: channel,
                home: channel,
            },
            guild_id: Some(7),
            variant: "literaki",
            rating_name: "literaki",
            game_json: "{}",
            finished_at: at,
            rated,
            results: players,
            tournament: None,
        };
        let record = store
            .archive_owing(archive, &[], &OutboxChange::default())
            .await?
            .record;
        Ok(record)
    }

    /// On both backends: a rated game of three moves the ratings as [`rate_game`] says and
    /// counts each player's game; an unrated one counts the games only; the leaderboard
    /// pages best first; a player idle for days comes back less certain.
    #[tokio::test]
    async fn ratings_and_stats_on_every_backend() -> TestResult {
        for store in testing::stores().await? {
            let players = [
                player(1, 0, "win", 400),
                player(2, 1, "loss", 300),
                player(3, 2, "loss", 200),
            ];
            archive(&store, 10, 1_000, true, &players).await?;
            let expected = rate_game(&[Rating::default(); 3], &[0, 1, 2]);
            for (p, r) in players.iter().zip(&expected) {
                let found = store.ratings_of(7, p.user, Some("literaki")).await?;
                assert_eq!(found.len(), 1, "{:?}", store.backend());
                assert!((found[0].rating.rating - r.rating).abs() < 1e-9);
                assert_eq!((found[0].games, found[0].last_played), (1, 1_000));
            }
            archive(
                &store,
                11,
                2_000,
                false,
                &[player(1, 1, "loss", 50), player(2, 0, "win", 90)],
            )
            .await?;
            // No best move, unrated: the NULLs are written and the later columns still land.
            let mut quiet = player(5, 0, "draw", 7);
            quiet.best = None;
            quiet.bingos = 2;
            archive(&store, 13, 2_500, false, &[quiet]).await?;
            let five = store.player_stats(7, 5, None).await?;
            assert_eq!(
                (five.games, five.draws, five.bingos, five.points),
                (1, 1, 2, 7)
            );
            assert_eq!(five.best, None);
            assert!(store.rating_history(7, 5, "literaki", 5).await?.is_empty());
            let stats = store.player_stats(7, 1, None).await?;
            assert_eq!(
                (stats.games, stats.wins, stats.losses, stats.draws),
                (2, 1, 1, 0)
            );
            assert_eq!((stats.points, stats.turns, stats.bingos), (450, 20, 1));
            assert_eq!(
                stats.best,
                Some(("W1".to_string(), 200, "literaki".to_string()))
            );
            assert_eq!(store.player_stats(7, 1, Some("erudit")).await?.games, 0);
            assert_eq!(store.rating_history(7, 1, "literaki", 10).await?.len(), 1);
            assert_eq!(
                store.ratings_of(7, 1, None).await?[0].games,
                1,
                "the unrated game moved nothing"
            );

            let (page, total) = store.leaderboard(7, "literaki", 1, 1).await?;
            assert_eq!(total, 3);
            assert_eq!(page.iter().map(|p| p.user).collect::<Vec<_>>(), vec![2]);
            assert!(store.leaderboard(8, "literaki", 0, 5).await?.0.is_empty());

            // Player 3 comes back after 100 idle days against a newcomer.
            let before = store.ratings_of(7, 3, Some("literaki")).await?[0].rating;
            let later = 1_000 + 100 * IDLE_PERIOD_SECS;
            archive(
                &store,
                12,
                later,
                true,
                &[player(3, 0, "win", 10), player(4, 1, "loss", 5)],
            )
            .await?;
            let widened = before.after_idle(100);
            let expected = rate_game(&[widened, Rating::default()], &[0, 1]);
            let found = store.ratings_of(7, 3, Some("literaki")).await?[0].clone();
            assert!((found.rating.rating - expected[0].rating).abs() < 1e-9);
            assert_eq!(found.games, 2);

            // Issue 25: a damaged row (a volatility of almost nothing, a last game at the
            // dawn of time) rated again: finite, in range, and the win raises it.
            sqlx::query(
                "UPDATE ratings SET volatility = $1, deviation = $2, last_played = $3
                 WHERE guild_id = $4 AND user_id = 3",
            )
            .bind(1e-300_f64)
            .bind(f64::MAX)
            .bind(i64::MIN)
            .bind(7_i64)
            .execute(&store.pool)
            .await?;
            let damaged = store.ratings_of(7, 3, Some("literaki")).await?[0].rating;
            archive(
                &store,
                13,
                later + 10,
                true,
                &[player(3, 0, "win", 10), player(4, 1, "loss", 5)],
            )
            .await?;
            let found = store.ratings_of(7, 3, Some("literaki")).await?[0].rating;
            assert_eq!(found, found.sane(), "{found:?}");
            assert!(found.rating > damaged.rating, "{damaged:?} then {found:?}");
        }
        Ok(())
    }
}
