//! The parsed catalogs and the lookup functions [`tr`] and [`tr_args`].

use std::borrow::Cow;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};

use super::Locale;

/// A value for a `{ $name }` placeholder: a number (which also picks plural forms) or a
/// piece of text.
#[derive(Debug, Clone, PartialEq)]
pub enum ArgValue {
    /// A number, e.g. points or seconds.
    Number(f64),
    /// Text, e.g. a player's name or a word.
    Text(String),
}

/// `From` for numbers: `exact` ones become an `f64` without loss, `rounded` ones (64-bit
/// integers) to the nearest `f64`, which no count or score in a message comes near.
macro_rules! number_from {
    (exact: $($t:ty),*; rounded: $($r:ty),*) => {
        $(
            impl From<$t> for ArgValue {
                fn from(value: $t) -> Self {
                    ArgValue::Number(f64::from(value))
                }
            }
        )*
        $(
            impl From<$r> for ArgValue {
                fn from(value: $r) -> Self {
                    ArgValue::Number(value as f64)
                }
            }
        )*
    };
}
number_from!(exact: i8, i16, i32, u8, u16, u32, f32, f64; rounded: i64, u64, usize, isize);

impl From<&str> for ArgValue {
    fn from(value: &str) -> Self {
        ArgValue::Text(value.to_owned())
    }
}

impl From<String> for ArgValue {
    fn from(value: String) -> Self {
        ArgValue::Text(value)
    }
}

impl From<&String> for ArgValue {
    fn from(value: &String) -> Self {
        ArgValue::Text(value.clone())
    }
}

/// One language's parsed catalog.
struct Catalog {
    locale: Locale,
    bundle: FluentBundle<FluentResource>,
}

/// Every catalog, built once.
static CATALOGS: LazyLock<Vec<Catalog>> = LazyLock::new(|| {
    Locale::ALL
        .into_iter()
        .map(|locale| build(locale, locale.source()))
        .collect()
});

fn build(locale: Locale, source: &str) -> Catalog {
    let resource = match FluentResource::try_new(source.to_owned()) {
        Ok(resource) => resource,
        Err((partial, errors)) => {
            tracing::warn!(%locale, ?errors, "the catalog has syntax errors; using what parsed");
            partial
        }
    };
    let mut bundle = FluentBundle::new_concurrent(vec![locale.langid()]);
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::warn!(%locale, ?errors, "the catalog defines a key twice; the first one wins");
    }
    Catalog { locale, bundle }
}

fn bundle_in(catalogs: &[Catalog], locale: Locale) -> Option<&FluentBundle<FluentResource>> {
    catalogs
        .iter()
        .find(|catalog| catalog.locale == locale)
        .map(|catalog| &catalog.bundle)
}

/// True when some language has `key`: for keys that may or may not exist (e.g. a command's
/// own description of a parameter), asked without the warning a missing [`tr`] logs.
pub fn has(key: &str) -> bool {
    CATALOGS
        .iter()
        .any(|catalog| catalog.bundle.has_message(key))
}

/// The text of `key` in `locale`.
pub fn tr(locale: Locale, key: &str) -> String {
    tr_args(locale, key, &[])
}

/// The text of `key` in `locale`, with `{ $name }` placeholders filled from `args`.
///
/// Falls back to English when the language lacks the key, and to the key itself when no
/// language has it. A placeholder without a value stays visible as `{$name}`.
pub fn tr_args(locale: Locale, key: &str, args: &[(&str, ArgValue)]) -> String {
    tr_in(&CATALOGS, locale, key, args)
}

fn tr_in(catalogs: &[Catalog], locale: Locale, key: &str, args: &[(&str, ArgValue)]) -> String {
    let mut errors = Vec::new();
    match format_in(catalogs, locale, key, args, &mut errors) {
        Some(text) => {
            if !errors.is_empty() {
                tracing::warn!(%locale, key, ?errors, "a message did not format cleanly");
            }
            text
        }
        None => {
            tracing::warn!(%locale, key, "no language has this message");
            key.to_owned()
        }
    }
}

/// Formats `key` from `locale`'s catalog or else from English's; `None` when neither has
/// it. Formatting problems are pushed onto `errors`.
fn format_in(
    catalogs: &[Catalog],
    locale: Locale,
    key: &str,
    args: &[(&str, ArgValue)],
    errors: &mut Vec<FluentError>,
) -> Option<String> {
    let fluent_args = to_fluent_args(args);
    [locale, Locale::English].into_iter().find_map(|candidate| {
        let bundle = bundle_in(catalogs, candidate)?;
        let pattern = bundle.get_message(key)?.value()?;
        let text = bundle.format_pattern(pattern, Some(&fluent_args), errors);
        Some(text.into_owned())
    })
}

fn to_fluent_args<'a>(args: &'a [(&str, ArgValue)]) -> FluentArgs<'a> {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        let value: FluentValue<'a> = match value {
            ArgValue::Number(number) => FluentValue::from(*number),
            ArgValue::Text(text) => FluentValue::String(Cow::Borrowed(text.as_str())),
        };
        fluent_args.set(*name, value);
    }
    fluent_args
}

#[cfg(test)]
mod tests;
