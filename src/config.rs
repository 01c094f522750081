//! Settings from the environment and `.env`.
