//! Where the database lives: `DATABASE_URL` (`sqlite://file.db`, `sqlite:file.db`, a plain
//! path, `:memory:`, or `postgres://user:password@host:port/database`) turned into the
//! address the driver opens.

use std::path::{Path, PathBuf};

use super::StoreError;

/// Where a database lives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    /// A SQLite file on disk (created on first use, parent folders too).
    File(PathBuf),
    /// A private in-memory SQLite database, gone when the store is dropped (for tests and
    /// tools).
    Memory,
    /// A Postgres server: the whole `postgres://` (or `postgresql://`) address, query
    /// parameters (`sslmode`, `options`, ...) included.
    Postgres(String),
}

impl Location {
    /// Reads a `DATABASE_URL`-style address.
    ///
    /// Accepts `sqlite://plansza.db`, `sqlite:///abs/path.db`, `sqlite:plansza.db`, a plain
    /// path, and `:memory:` / `sqlite::memory:`; a query string such as `?mode=rwc` (as sqlx
    /// writes it) is ignored for SQLite. `postgres://` and `postgresql://` addresses are
    /// kept whole. Other schemes (`mysql://...`) are an error.
    pub fn parse(url: &str) -> Result<Location, StoreError> {
        let trimmed = url.trim();
        if trimmed.starts_with("postgres://") || trimmed.starts_with("postgresql://") {
            return Ok(Location::Postgres(trimmed.to_owned()));
        }
        let rest = if let Some(rest) = trimmed.strip_prefix("sqlite://") {
            rest
        } else if let Some(rest) = trimmed.strip_prefix("sqlite:") {
            rest
        } else if trimmed.contains("://") {
            return Err(StoreError::BadUrl(url.to_owned()));
        } else {
            trimmed
        };
        let rest = match rest.find('?') {
            Some(at) => &rest[..at],
            None => rest,
        };
        match rest {
            "" => Err(StoreError::BadUrl(url.to_owned())),
            ":memory:" => Ok(Location::Memory),
            path => Ok(Location::File(PathBuf::from(path))),
        }
    }

    /// The SQLite file, if the database is one.
    pub fn file(&self) -> Option<&Path> {
        match self {
            Location::File(path) => Some(path),
            Location::Memory | Location::Postgres(_) => None,
        }
    }

    /// Where the database is, for messages and logs: the file path, `:memory:`, or the
    /// Postgres address with its password replaced by `***`.
    pub fn describe(&self) -> String {
        match self {
            Location::File(path) => path.display().to_string(),
            Location::Memory => ":memory:".to_owned(),
            Location::Postgres(url) => without_password(url),
        }
    }

    /// The address the driver opens: SQLite files as an absolute `sqlite:` path with the
    /// characters a URL reserves escaped (so `?`, `#` and `%` in a file name survive).
    pub(super) fn driver_url(&self) -> String {
        match self {
            Location::Memory => "sqlite::memory:".to_owned(),
            Location::Postgres(url) => url.clone(),
            Location::File(path) => {
                let absolute = std::path::absolute(path).unwrap_or_else(|_| path.clone());
                let mut url = String::from("sqlite:");
                for ch in absolute.display().to_string().chars() {
                    match ch {
                        '%' | '?' | '#' | ' ' | '"' | '<' | '>' | '`' | '{' | '}' => {
                            let mut bytes = [0; 4];
                            for byte in ch.encode_utf8(&mut bytes).bytes() {
                                url.push_str(&format!("%{byte:02X}"));
                            }
                        }
                        ch => url.push(ch),
                    }
                }
                url.push_str("?mode=rwc");
                url
            }
        }
    }
}

/// `postgres://user:secret@host/db` as `postgres://user:***@host/db`.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let authority_end = rest.find('/').unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((user_info, host)) => match user_info.split_once(':') {
            Some((user, _)) => format!("{scheme}://{user}:***@{host}{tail}"),
            None => url.to_owned(),
        },
        None => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(path: &str) -> Location {
        Location::File(PathBuf::from(path))
    }

    #[test]
    fn accepts_the_usual_spellings() {
        assert_eq!(
            Location::parse("sqlite://plansza.db").ok(),
            Some(file("plansza.db"))
        );
        assert_eq!(
            Location::parse("sqlite:plansza.db").ok(),
            Some(file("plansza.db"))
        );
        assert_eq!(
            Location::parse("data/plansza.db").ok(),
            Some(file("data/plansza.db"))
        );
        assert_eq!(
            Location::parse("sqlite:///var/lib/p.db").ok(),
            Some(file("/var/lib/p.db"))
        );
        assert_eq!(
            Location::parse("sqlite://p.db?mode=rwc").ok(),
            Some(file("p.db"))
        );
        assert_eq!(Location::parse(" p.db ").ok(), Some(file("p.db")));
        assert_eq!(Location::parse(":memory:").ok(), Some(Location::Memory));
        assert_eq!(
            Location::parse("sqlite::memory:").ok(),
            Some(Location::Memory)
        );
        assert_eq!(
            Location::parse("postgres://bot:pw@db:5432/plansza").ok(),
            Some(Location::Postgres(
                "postgres://bot:pw@db:5432/plansza".to_owned()
            ))
        );
        assert!(matches!(
            Location::parse("postgresql://localhost/plansza?sslmode=require"),
            Ok(Location::Postgres(_))
        ));
    }

    #[test]
    fn rejects_other_databases_and_empty_addresses() {
        for bad in ["mysql://localhost/plansza", "", "sqlite://", "sqlite:"] {
            let err = Location::parse(bad).err();
            assert!(
                matches!(err, Some(StoreError::BadUrl(_))),
                "{bad:?} gave {err:?}"
            );
        }
    }

    #[test]
    fn a_password_never_reaches_a_message() {
        let at = Location::Postgres("postgres://bot:s3cret@db:5432/plansza".to_owned());
        assert_eq!(at.describe(), "postgres://bot:***@db:5432/plansza");
        let none = Location::Postgres("postgres://db/plansza".to_owned());
        assert_eq!(none.describe(), "postgres://db/plansza");
    }

    #[test]
    fn file_names_with_url_characters_survive() {
        let url = file("/tmp/a b?#%.db").driver_url();
        assert_eq!(url, "sqlite:/tmp/a%20b%3F%23%25.db?mode=rwc");
    }
}
