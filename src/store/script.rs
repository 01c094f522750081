//! The statements of one write, planned before they run: run one by one (any backend), or
//! joined into one script (SQLite), which its connection's thread runs in one round trip
//! instead of one per statement. SQLite binds `$N` across a script's statements (each reads
//! the arguments it names), so a joined script numbers its parameters across them.

use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::{Any, AnyConnection, Executor, Row};

/// At most this many parameters in one script: SQLite numbers them up to 32766, and a
/// statement added to a script holding fewer than this adds at most a few hundred.
const PARAMETERS_PER_SCRIPT: usize = 30_000;

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
#[derive(Debug)]
pub(super) struct Script<'a> {
    /// Statements go in one script (until it holds [`PARAMETERS_PER_SCRIPT`]).
    joined: bool,
    /// Scripts ready to run: their SQL and arguments.
    ready: Vec<(String, Vec<Arg<'a>>)>,
    /// The script being written.
    sql: String,
    args: Vec<Arg<'a>>,
}

impl<'a> Script<'a> {
    /// An empty script; `joined`: its statements run as one script (SQLite only).
    pub(super) fn new(joined: bool) -> Script<'a> {
        Script {
            joined,
            ready: Vec::new(),
            sql: String::new(),
            args: Vec::new(),
        }
    }

    /// `$N`, the place of `arg` in the statement being written.
    pub(super) fn arg(&mut self, arg: Arg<'a>) -> String {
        self.args.push(arg);
        format!("${}", self.args.len())
    }

    /// Ends the statement being written: `sql`, whose parameters were named by
    /// [`Script::arg`] while it was written.
    pub(super) fn statement(&mut self, sql: &str) {
        self.sql.push_str(sql);
        self.sql.push_str(";\n");
        if !self.joined || self.args.len() >= PARAMETERS_PER_SCRIPT {
            self.close();
        }
    }

    /// The script being written is ready to run.
    fn close(&mut self) {
        if !self.sql.is_empty() {
            let sql = std::mem::take(&mut self.sql);
            self.ready.push((sql, std::mem::take(&mut self.args)));
        }
    }

    /// Runs the statements in order on `conn`; the integers in the first column of the rows
    /// they return, in order (a statement's `RETURNING id`).
    pub(super) async fn run(mut self, conn: &mut AnyConnection) -> Result<Vec<i64>, sqlx::Error> {
        self.close();
        self.run_ready(conn).await
    }

    /// Runs the statements in a transaction of their own on `conn` (which holds none),
    /// begun with `begin` (SQLite's `BEGIN IMMEDIATE`, say) and committed by the script
    /// itself: a joined script does it all in one round trip. Rolled back when a statement
    /// fails (when even that fails, the `Err`'s second half is true: close `conn`). What
    /// [`Script::run`] returns, once committed.
    pub(super) async fn run_as_transaction(
        mut self,
        conn: &mut AnyConnection,
        begin: &str,
    ) -> Result<Vec<i64>, (sqlx::Error, bool)> {
        self.close();
        match self.ready.first_mut() {
            Some((sql, _)) => sql.insert_str(0, &format!("{begin};\n")),
            None => self.ready.push((format!("{begin};\n"), Vec::new())),
        }
        if let Some((sql, _)) = self.ready.last_mut() {
            sql.push_str("COMMIT;\n");
        }
        match self.run_ready(conn).await {
            Ok(returned) => Ok(returned),
            Err(failed) => {
                // Whatever the script did before it failed goes. When even that fails (the
                // connection is broken, or the failure ended the transaction already),
                // the connection is not trusted again: closed, the pool opens another.
                let broken = conn.execute("ROLLBACK").await.is_err();
                Err((failed, broken))
            }
        }
    }

    /// Runs the scripts made ready, in order.
    async fn run_ready(&self, conn: &mut AnyConnection) -> Result<Vec<i64>, sqlx::Error> {
        let mut returned = Vec::new();
        for (sql, args) in &self.ready {
            // A joined script's text is seldom the same twice: not kept prepared.
            let query = bind_all(sqlx::query(sql), args).persistent(!self.joined);
            for row in query.fetch_all(&mut *conn).await? {
                returned.push(row.try_get(0)?);
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

    #[tokio::test]
    async fn a_joined_script_numbers_its_parameters_across_its_statements() -> TestResult {
        sqlx::any::install_default_drivers();
        let pool = AnyPoolOptions::new()
            .max_connections(1)
            .connect("sqlite::memory:")
            .await?;
        let mut conn = pool.acquire().await?;
        sqlx::raw_sql("CREATE TABLE t (id INTEGER PRIMARY KEY, word TEXT)")
            .execute(&mut *conn)
            .await?;
        for joined in [false, true] {
            let mut script = Script::new(joined);
            let sql = format!(
                "INSERT INTO t (word) VALUES ({}), ({})",
                script.arg(Arg::Text("a")),
                script.arg(Arg::Text("b"))
            );
            script.statement(&sql);
            let sql = format!("DELETE FROM t WHERE word = {}", script.arg(Arg::Text("a")));
            script.statement(&sql);
            let sql = format!(
                "INSERT INTO t (word) VALUES ({}) RETURNING length(word)",
                script.arg(Arg::Text("ccc"))
            );
            script.statement(&sql);
            assert_eq!(script.run(&mut conn).await?, [3], "joined: {joined}");
            let words: Vec<String> = sqlx::query_scalar("SELECT word FROM t ORDER BY id")
                .fetch_all(&mut *conn)
                .await?;
            assert_eq!(words, ["b", "ccc"], "joined: {joined}");
            sqlx::query("DELETE FROM t").execute(&mut *conn).await?;
        }
        Ok(())
    }
}
