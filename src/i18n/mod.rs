//! Every text a user sees: one Fluent catalog per language, chosen by the user's locale.
//!
//! The catalogs live in `locales/<code>/main.ftl` and are embedded in the binary; each is
//! parsed once, on first use. Lookups never panic: a key missing in a language falls back
//! to English, and a key missing everywhere comes back as the key itself (with a warning
//! in the log).
//!
//! ```
//! use plansza::i18n::{tr, tr_args, Locale};
//!
//! let polish = Locale::from_discord("pl");
//! assert_eq!(tr(polish, "btn-check"), "Sprawdź");
//! assert_eq!(
//!     tr_args(Locale::English, "exchanges-left", &[("count", 2.into())]),
//!     "You have 2 exchanges left."
//! );
//! ```

mod catalog;
mod games;
mod locale;

pub use catalog::{has, tr, tr_args, ArgValue};
pub use games::game_name;
pub use locale::Locale;
