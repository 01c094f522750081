//! Which variant a game record is played in: the `--variant` flag, the record's `#variant`
//! pragma, or a guess from its lexicon and letters.

use super::record::{Cell, EventKind, GameRecord};
use crate::rules::VariantId;
use thiserror::Error;

/// A `--variant` or `#variant` that names no variant plansza knows.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown variant `{0}` (known: {known})", known = known_variants())]
pub struct UnknownVariant(pub String);

fn known_variants() -> String {
    VariantId::ALL
        .iter()
        .map(|v| v.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The variant to replay with: the `flag` (`--variant`) if given, else `#variant`, else
/// `polish` for a Polish lexicon (`#lexicon OSPS...`), else `english` when its alphabet
/// holds every letter of the record, else `polish` when that one does (Polish records
/// often carry no `#lexicon`), else `english`.
pub fn choose_variant(
    flag: Option<&str>,
    record: &GameRecord,
) -> Result<VariantId, UnknownVariant> {
    let polish_lexicon = record
        .lexicon
        .as_deref()
        .is_some_and(|l| l.to_ascii_uppercase().starts_with("OSPS"));
    if let Some(name) = flag.map(str::to_string).or_else(|| record.variant.clone()) {
        return VariantId::from_name(&name).ok_or(UnknownVariant(name));
    }
    if polish_lexicon {
        return Ok(VariantId::Polish);
    }
    let letters = letters_of(record);
    let fits = |id: VariantId| {
        let alphabet = id.variant().alphabet();
        letters.iter().all(|&c| alphabet.letter(c).is_some())
    };
    Ok([VariantId::English, VariantId::Polish]
        .into_iter()
        .find(|&id| fits(id))
        .unwrap_or(VariantId::English))
}

/// Every letter a record writes (racks, placements, exchanges, end-game racks).
fn letters_of(record: &GameRecord) -> Vec<char> {
    let mut out: Vec<char> = Vec::new();
    for e in &record.events {
        out.extend(e.rack.iter().flatten());
        match &e.kind {
            EventKind::Place(p) => out.extend(p.cells.iter().filter_map(|c| match *c {
                Cell::Through => None,
                Cell::ThroughLetter(l) | Cell::Letter { letter: l, .. } => Some(l),
            })),
            EventKind::Exchange { tiles, .. } => out.extend(tiles.iter().flatten()),
            EventKind::EndRackPoints(r) | EventKind::EndRackPenalty(r) => out.extend(r),
            _ => {}
        }
    }
    out.retain(|&c| c != '?');
    out.sort_unstable();
    out.dedup();
    out
}
