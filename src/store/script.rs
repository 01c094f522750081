//! The statements of one write, planned before they run: through sqlx on any backend
//! ([`Script::run`]), or on a SQLite connection of rusqlite's ([`Script::run_on`]: the
//! writer of `group.rs`, on its own thread). Each statement names its parameters `$1`,
//! `$2`, ... in the order [`Script::arg`] gave them out (not necessarily the order they
//! appear in).

use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::{Any, AnyConnection, Row};

/// One argument of a statement.
#[derive(Debug, Clone, Copy)]
pub(super) enum Arg<'a> {
    /// An integer.
    Int(i64),
    /// An integer or NULL.
    MaybeInt(Option<i64>),
    /// A text.
    Text(&'a str),
    /// A text or NULL.
    MaybeText(Option<&'a str>),
}

/// Statements to run in order, in a transaction the caller holds.
#[derive(Debug, Default)]
pub(super) struct Script<'a> {
    /// Statements ready to run: their SQL and arguments.
    ready: Vec<(String, Vec<Arg<'a>>)>,
    /// The arguments of the statement being written.
    args: Vec<Arg<'a>>,
}

impl<'a> Script<'a> {
    /// An empty script.
    pub(super) fn new() -> Script<'a> {
        Script::default()
    }

    /// `$N`, the place of `arg` in the statement being written.
    pub(super) fn arg(&mut self, arg: Arg<'a>) -> String {
        self.args.push(arg);
        format!("${}", self.args.len())
    }

    /// Ends the statement being written: `sql`, whose parameters were named by
    /// [`Script::arg`] while it was written.
    pub(super) fn statement(&mut self, sql: &str) {
        self.ready
            .push((sql.to_owned(), std::mem::take(&mut self.args)));
    }

    /// Runs the statements in order on `conn`; the integers in the first column of the rows
    /// they return, in order (a statement's `RETURNING id`).
    pub(super) async fn run(self, conn: &mut AnyConnection) -> Result<Vec<i64>, sqlx::Error> {
        let mut returned = Vec::new();
        for (sql, args) in &self.ready {
            for row in bind_all(sqlx::query(sql), args)
                .fetch_all(&mut *conn)
                .await?
            {
                returned.push(row.try_get(0)?);
            }
        }
        Ok(returned)
    }

    /// [`Script::run`] on a rusqlite connection (in the transaction it holds): each
    /// statement prepared once and kept (`prepare_cached`), its parameters bound by name.
    pub(super) fn run_on(self, conn: &rusqlite::Connection) -> Result<Vec<i64>, rusqlite::Error> {
        use std::fmt::Write as _;
        let mut returned = Vec::new();
        // A parameter's name, written again for each (one buffer for the whole script).
        let mut name = String::new();
        for (sql, args) in &self.ready {
            let mut statement = conn.prepare_cached(sql)?;
            for (number, arg) in args.iter().enumerate() {
                name.clear();
                let _ = write!(name, "${}", number + 1);
                // A parameter the statement does not name is a planning mistake: refused.
                let index = statement
                    .parameter_index(&name)?
                    .ok_or_else(|| rusqlite::Error::InvalidParameterName(name.clone()))?;
                match *arg {
                    Arg::Int(value) => statement.raw_bind_parameter(index, value)?,
                    Arg::MaybeInt(value) => statement.raw_bind_parameter(index, value)?,
                    Arg::Text(value) => statement.raw_bind_parameter(index, value)?,
                    Arg::MaybeText(value) => statement.raw_bind_parameter(index, value)?,
                }
            }
            let mut rows = statement.raw_query();
            while let Some(row) = rows.next()? {
                returned.push(row.get(0)?);
            }
        }
        Ok(returned)
    }
}

/// `query` with `args` bound in order.
fn bind_all<'q>(
    mut query: Query<'q, Any, AnyArguments<'q>>,
    args: &[Arg<'q>],
) -> Query<'q, Any, AnyArguments<'q>> {
    for arg in args {
        query = match *arg {
            Arg::Int(value) => query.bind(value),
            Arg::MaybeInt(value) => query.bind(value),
            Arg::Text(value) => query.bind(value),
            Arg::MaybeText(value) => query.bind(value),
        };
    }
    query
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::TestResult;
    use sqlx::any::AnyPoolOptions;

    /// A script of three statements: the second's parameter is `$1` again, and the first's
    /// `$2` appears before its `$1`.
    fn script() -> Script<'static> {
        let mut script = Script::new();
        let (a, b) = (script.arg(Arg::Text("a")), script.arg(Arg::Text("b")));
        script.statement(&format!("INSERT INTO t (word) VALUES ({b}), ({a})"));
        let sql = format!("DELETE FROM t WHERE word = {}", script.arg(Arg::Text("a")));
        script.statement(&sql);
        let sql = format!(
            "INSERT INTO t (word) VALUES ({}) RETURNING length(word)",
            script.arg(Arg::Text("ccc"))
        );
        script.statement(&sql);
        script
    }

    #[tokio::test]
    async fn statements_run_in_order_with_their_own_parameters() -> TestResult {
        sqlx::any::install_default_drivers();
        let pool = AnyPoolOptions::new()
            .max_connections(1)
            .connect("sqlite::memory:")
            .await?;
        let mut conn = pool.acquire().await?;
        sqlx::raw_sql("CREATE TABLE t (id INTEGER PRIMARY KEY, word TEXT)")
            .execute(&mut *conn)
            .await?;
        assert_eq!(script().run(&mut conn).await?, [3]);
        let words: Vec<String> = sqlx::query_scalar("SELECT word FROM t ORDER BY id")
            .fetch_all(&mut *conn)
            .await?;
        assert_eq!(words, ["b", "ccc"]);
        Ok(())
    }

    #[test]
    fn the_same_script_runs_on_a_connection_of_rusqlite() -> TestResult {
        let conn = rusqlite::Connection::open_in_memory()?;
        conn.execute_batch("CREATE TABLE t (id INTEGER PRIMARY KEY, word TEXT)")?;
        for round in 0..2 {
            // The second round runs the statements kept prepared by the first.
            assert_eq!(script().run_on(&conn)?, [3], "round {round}");
        }
        let mut words = conn.prepare("SELECT word FROM t ORDER BY id")?;
        let words: Vec<String> = words
            .query_map([], |row| row.get(0))?
            .collect::<Result<_, _>>()?;
        assert_eq!(words, ["b", "ccc", "b", "ccc"]);
        Ok(())
    }
}
