//! Rack pictures drawn once per rack: a player's rack goes out by DM when it changes and
//! again with each **My rack** and `/rack`, the same picture each time until a tile moves.
//! The cache is bounded ([`KEPT`] racks; past that it starts again empty), shared by the
//! process, and only ever holds what [`super::rack_png`] drew.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::{rack_png, RackView, RenderError};

/// How many racks' pictures are kept at most (about 9 KB each).
pub const KEPT: usize = 2048;

fn kept() -> &'static Mutex<HashMap<RackView, Arc<Vec<u8>>>> {
    static KEPT_RACKS: OnceLock<Mutex<HashMap<RackView, Arc<Vec<u8>>>>> = OnceLock::new();
    KEPT_RACKS.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The rack's picture drawn before, if it is kept.
pub fn kept_rack(view: &RackView) -> Option<Arc<Vec<u8>>> {
    lock().get(view).cloned()
}

/// The rack's picture: the one kept, or drawn now (and kept).
pub fn rack_png_kept(view: &RackView) -> Result<Arc<Vec<u8>>, RenderError> {
    if let Some(png) = kept_rack(view) {
        return Ok(png);
    }
    let png = Arc::new(rack_png(view)?);
    let mut kept = lock();
    if kept.len() >= KEPT {
        kept.clear();
    }
    kept.insert(view.clone(), Arc::clone(&png));
    Ok(png)
}

fn lock() -> std::sync::MutexGuard<'static, HashMap<RackView, Arc<Vec<u8>>>> {
    kept()
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::TileLook;

    fn rack(letters: &str) -> RackView {
        RackView {
            tiles: letters
                .chars()
                .map(|letter| TileLook {
                    letter,
                    value: 1,
                    blank: false,
                    fresh: false,
                    owner: None,
                    by_value: false,
                })
                .collect(),
        }
    }

    #[test]
    fn a_rack_is_drawn_once_and_another_rack_is_drawn_anew() {
        let first = rack_png_kept(&rack("ŹRÓDŁO")).expect("drawn");
        let again = rack_png_kept(&rack("ŹRÓDŁO")).expect("kept");
        assert!(
            Arc::ptr_eq(&first, &again),
            "the same rack is not drawn twice"
        );
        assert_eq!(*first, rack_png(&rack("ŹRÓDŁO")).expect("drawn"));
        let other = rack_png_kept(&rack("ŹRÓDŁA")).expect("drawn");
        assert_ne!(*first, *other, "another rack has its own picture");
        assert!(lock().len() <= KEPT);
    }
}
