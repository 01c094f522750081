//! Persistence: SQLite by default. Owns the schema and its migrations.
