//! The secrets the bot signs with (a player's link to their game's page): made once, by
//! whichever process asks first, and the same for every process on the database after.

use rand::Rng;

use super::{Store, StoreError};

impl Store {
    /// The secret called `name`, made now (64 random hex digits) if there is none yet. Two
    /// processes asking at once get the same one: the first insert wins.
    pub async fn secret(&self, name: &str) -> Result<String, StoreError> {
        let failed = || StoreError::query(format!("read the secret {name}"));
        // Read first: made once, a secret is only ever read (no write on every link).
        let kept: Option<String> =
            sqlx::query_scalar("SELECT secret FROM web_secrets WHERE name = $1")
                .bind(name)
                .fetch_optional(&self.reads)
                .await
                .map_err(failed())?;
        if let Some(kept) = kept {
            return Ok(kept);
        }
        let fresh: String = {
            let mut rng = rand::thread_rng();
            (0..64)
                .map(|_| char::from_digit(rng.gen_range(0..16), 16).unwrap_or('0'))
                .collect()
        };
        sqlx::query(
            "INSERT INTO web_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(&fresh)
        .execute(&self.pool)
        .await
        .map_err(failed())?;
        sqlx::query_scalar("SELECT secret FROM web_secrets WHERE name = $1")
            .bind(name)
            .fetch_one(&self.reads)
            .await
            .map_err(failed())
    }
}

#[cfg(test)]
mod tests {
    use crate::store::testing::{self, TestResult};

    #[tokio::test]
    async fn a_secret_is_made_once_and_kept_on_every_backend() -> TestResult {
        for store in testing::stores().await? {
            let first = store.secret("links").await?;
            assert_eq!(first.len(), 64);
            assert_eq!(store.secret("links").await?, first, "kept");
            assert_ne!(store.secret("other").await?, first, "one per name");
        }
        Ok(())
    }
}
