//! Who turned reminders off (`/notify off`): the players a game over days sends no reminder
//! DMs to. One choice per player, for every server.

use super::{id_to_sql, Store, StoreError};

impl Store {
    /// Turns a player's reminders on or off.
    pub async fn set_reminders(&self, user: u64, on: bool) -> Result<(), StoreError> {
        let failed = || StoreError::query(format!("change the reminders of user {user}"));
        let sql = if on {
            "DELETE FROM reminders_off WHERE user_id = $1"
        } else {
            "INSERT INTO reminders_off (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING"
        };
        sqlx::query(sql)
            .bind(id_to_sql(user))
            .execute(&self.pool)
            .await
            .map_err(failed())?;
        Ok(())
    }

    /// Whether a player gets reminders (they do unless they turned them off).
    pub async fn reminders_on(&self, user: u64) -> Result<bool, StoreError> {
        let failed = || StoreError::query(format!("read the reminders of user {user}"));
        let off: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM reminders_off WHERE user_id = $1")
            .bind(id_to_sql(user))
            .fetch_one(&self.reads)
            .await
            .map_err(failed())?;
        Ok(off == 0)
    }
}

#[cfg(test)]
mod tests {
    use crate::store::testing::{self, TestResult};

    #[tokio::test]
    async fn reminders_turn_off_and_on_again_on_every_backend() -> TestResult {
        for store in testing::stores().await? {
            assert!(store.reminders_on(5).await?, "on unless turned off");
            store.set_reminders(5, false).await?;
            store.set_reminders(5, false).await?;
            assert!(!store.reminders_on(5).await?);
            assert!(store.reminders_on(6).await?, "one player's choice only");
            store.set_reminders(5, true).await?;
            assert!(store.reminders_on(5).await?);
        }
        Ok(())
    }
}
