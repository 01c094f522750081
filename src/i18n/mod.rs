//! Every text a user sees: one Fluent catalog per language, chosen by the user's locale.
