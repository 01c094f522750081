//! The per-channel session: a sans-IO state machine. `handle(input, now)` returns effects.
