//! Where the database lives: `DATABASE_URL` (`sqlite://file.db`, `sqlite:file.db`, a plain
//! path, `:memory:`, or `postgres://user:password@host:port/database`) turned into the
//! address the driver opens.

use std::path::{Path, PathBuf};

use super::StoreError;

/// Where a database lives. `Debug` hides a Postgres address's password, as
/// [`Location::describe`] does.
#[derive(Clone, PartialEq, Eq)]
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

impl std::fmt::Debug for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::File(path) => f.debug_tuple("File").field(path).finish(),
            Location::Memory => f.write_str("Memory"),
            Location::Postgres(url) => f.debug_tuple("Postgres").field(&redacted(url)).finish(),
        }
    }
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
            return Err(StoreError::BadUrl(redacted(url)));
        } else {
            trimmed
        };
        let rest = match rest.find('?') {
            Some(at) => &rest[..at],
            None => rest,
        };
        match rest {
            "" => Err(StoreError::BadUrl(redacted(url))),
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
            Location::Postgres(url) => redacted(url),
        }
    }

    /// The address the driver opens: SQLite files as an absolute `sqlite:` path with the
    /// characters a URL reserves escaped (so `?`, `#` and `%` in a file name survive).
    pub(super) fn driver_url(&self) -> String {
        match self {
            Location::Memory => "sqlite::memory:".to_owned(),
            Location::Postgres(url) => url.clone(),
            Location::File(path) => format!("{}?mode=rwc", file_url(path)),
        }
    }

    /// The address of a connection that only reads, for a SQLite file (None: the database
    /// is read through the connections that write: in memory, or on Postgres).
    pub(super) fn reader_url(&self) -> Option<String> {
        self.file()
            .map(|path| format!("{}?mode=ro", file_url(path)))
    }
}

/// A SQLite file as an absolute `sqlite:` path with the characters a URL reserves escaped
/// (so `?`, `#` and `%` in a file name survive), without parameters.
fn file_url(path: &Path) -> String {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
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
    url
}

/// A database (or proxy) address as messages and logs may show it: the password of its
/// user part (`postgres://user:secret@host/db`) and of a `password=` or `sslpassword=`
/// parameter replaced by `***`. A password with `@`, `/` or `:` written unescaped is
/// hidden whole: everything up to the last `@` before the parameters is the user part.
pub fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        // A path or `sqlite:file.db`: nothing secret.
        return url.to_owned();
    };
    let (address, query) = rest.split_at(rest.find('?').unwrap_or(rest.len()));
    let address = match address.rfind('@') {
        Some(at) => match address[..at].split_once(':') {
            Some((user, _)) => format!("{user}:***{}", &address[at..]),
            None => address.to_owned(),
        },
        None => address.to_owned(),
    };
    let query = query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((key, _))
                if ["password", "sslpassword"]
                    .contains(&key.trim_start_matches('?').to_ascii_lowercase().as_str()) =>
            {
                format!("{key}=***")
            }
            _ => pair.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("&");
    format!("{scheme}://{address}{query}")
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
        assert!(!format!("{at:?}").contains("s3cret"), "{at:?}");
        let none = Location::Postgres("postgres://db/plansza".to_owned());
        assert_eq!(none.describe(), "postgres://db/plansza");
    }

    /// Issue 25, point 11: "a bad URL's error echoes it (`postgress://user:pw@…`). Redact
    /// it as the token is."
    #[test]
    fn a_bad_address_is_shown_without_its_password() {
        for (bad, secret) in [
            ("postgress://plansza:hunter2@db.example/plansza", "hunter2"),
            ("mysql://root:hunter2@localhost/plansza", "hunter2"),
            ("postgress://plansza:hun/ter@2@db/plansza", "hun/ter"),
            (
                "postgress://db.example/plansza?user=p&password=hunter2",
                "hunter2",
            ),
        ] {
            let err = Location::parse(bad).err();
            let shown = format!(
                "{err:?} {}",
                err.as_ref().map(ToString::to_string).unwrap_or_default()
            );
            assert!(matches!(err, Some(StoreError::BadUrl(_))), "{bad}: {shown}");
            assert!(!shown.contains(secret), "{shown}");
            assert!(shown.contains("***"), "{shown}");
        }
    }

    #[test]
    fn every_form_of_password_is_hidden() {
        for (url, shown) in [
            ("postgres://bot:s3cret@db/p", "postgres://bot:***@db/p"),
            (
                "postgres://bot:s3@c/r:et@db:5/p",
                "postgres://bot:***@db:5/p",
            ),
            ("postgres://:s3cret@db/p", "postgres://:***@db/p"),
            ("postgres://bot@db/p", "postgres://bot@db/p"),
            (
                "postgres://db/p?sslmode=require&password=s3cret&PASSWORD=x",
                "postgres://db/p?sslmode=require&password=***&PASSWORD=***",
            ),
            (
                "postgres://db/p?sslpassword=s3cret",
                "postgres://db/p?sslpassword=***",
            ),
            (
                "http://proxy:pw@127.0.0.1:3000",
                "http://proxy:***@127.0.0.1:3000",
            ),
            ("sqlite://plansza.db", "sqlite://plansza.db"),
            ("data/plansza.db", "data/plansza.db"),
        ] {
            assert_eq!(redacted(url), shown, "{url}");
        }
    }

    #[test]
    fn file_names_with_url_characters_survive() {
        let url = file("/tmp/a b?#%.db").driver_url();
        assert_eq!(url, "sqlite:/tmp/a%20b%3F%23%25.db?mode=rwc");
    }
}
