//! Where the database lives: `DATABASE_URL` (`sqlite://file.db`, `sqlite:file.db`, a plain
//! path, or `:memory:`) turned into something SQLite can open.

use std::path::{Path, PathBuf};

use super::StoreError;

/// Where a database lives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    /// A file on disk (created on first use, parent folders too).
    File(PathBuf),
    /// A private in-memory database, gone when the store is dropped (for tests and tools).
    Memory,
}

impl Location {
    /// Reads a `DATABASE_URL`-style address.
    ///
    /// Accepts `sqlite://plansza.db`, `sqlite:///abs/path.db`, `sqlite:plansza.db`, a plain
    /// path, and `:memory:` / `sqlite::memory:`. A query string such as `?mode=rwc` (as
    /// sqlx writes it) is ignored. Other schemes (`postgres://...`) are an error.
    pub fn parse(url: &str) -> Result<Location, StoreError> {
        let trimmed = url.trim();
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

    /// The file path, or `:memory:`, for messages.
    pub fn display_path(&self) -> &Path {
        match self {
            Location::File(path) => path,
            Location::Memory => Path::new(":memory:"),
        }
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
    }

    #[test]
    fn rejects_other_databases_and_empty_addresses() {
        for bad in ["postgres://localhost/plansza", "", "sqlite://", "sqlite:"] {
            let err = Location::parse(bad).err();
            assert!(
                matches!(err, Some(StoreError::BadUrl(_))),
                "{bad:?} gave {err:?}"
            );
        }
    }
}
