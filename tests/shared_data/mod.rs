//! Finding the shared test data (`../shared` beside the clone), for the tests that need it:
//! missing under `CI=true` is a failure, elsewhere a skip with the reason printed. A test file
//! includes it with `mod shared_data;`.

// Each test file uses its own part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// `../shared/<relative>` beside the clone (else under `/work/shared`), or None (with the
/// reason printed) when it is missing outside CI.
fn shared(relative: &str) -> Option<PathBuf> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(relative);
    let path = if here.exists() {
        here
    } else {
        Path::new("/work/shared").join(relative)
    };
    if path.exists() {
        return Some(path);
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("../shared/{relative} is missing, and CI=true: it is required");
    }
    eprintln!("skipping: ../shared/{relative} is missing");
    None
}

/// The shared positions file, or None (with the reason printed) when it is missing outside CI.
pub fn positions_file() -> Option<PathBuf> {
    shared("bench/positions.txt")
}

/// The recorded real games (`../shared/gcg/real`), every `.gcg` file under it in order, or
/// None (with the reason printed) when the folder is missing outside CI.
pub fn real_game_records() -> Option<Vec<PathBuf>> {
    shared("gcg/real").map(|dir| gcg_files(&dir))
}

/// Every `.gcg` file under a folder, in order.
fn gcg_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(gcg_files(&path));
        } else if path.extension().is_some_and(|x| x == "gcg") {
            out.push(path);
        }
    }
    out.sort();
    out
}
