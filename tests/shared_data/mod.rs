//! Finding the shared test data (`../shared` beside the clone), for the tests that need it:
//! missing under `CI=true` is a failure, elsewhere a skip with the reason printed. A test file
//! includes it with `mod shared_data;`.

use std::path::{Path, PathBuf};

/// The shared positions file, or None (with the reason printed) when it is missing outside CI.
pub fn positions_file() -> Option<PathBuf> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/bench/positions.txt");
    let file = if here.is_file() {
        here
    } else {
        PathBuf::from("/work/shared/bench/positions.txt")
    };
    if file.is_file() {
        return Some(file);
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("../shared/bench/positions.txt is missing, and CI=true: it is required");
    }
    eprintln!("skipping: ../shared/bench/positions.txt is missing");
    None
}
