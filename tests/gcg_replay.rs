//! Replays every GCG record in `../shared/gcg` (see its SOURCES.md): every real and
//! synthetic record must agree with the rules on every score (the one known slip is
//! asserted as such), and every malformed record must be rejected by the parser or
//! flagged by the replay, as the table below says per file.

use plansza::gcg::{choose_variant, parse, replay, ReplayReport};
use std::path::{Path, PathBuf};

/// How a malformed record is caught.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Caught {
    /// The parser refuses it (a `GcgError` naming the line).
    Rejected,
    /// It parses, and the replay finds a problem (score, total, placement, rack, turn).
    Flagged,
    /// It parses and replays, but with a warning or as an unfinished game.
    Warned,
}

/// The shared folder, or None (with the reason printed) when it is missing outside CI.
fn shared() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/gcg");
    let dir = if dir.is_dir() {
        dir
    } else {
        PathBuf::from("/work/shared/gcg")
    };
    if dir.is_dir() {
        return Some(dir);
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("../shared/gcg is missing, and CI=true: the GCG records are required");
    }
    eprintln!("skipping: ../shared/gcg is missing (the shared GCG records are not here)");
    None
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(files(&p));
        } else if p.extension().is_some_and(|x| x == "gcg") {
            out.push(p);
        }
    }
    out.sort();
    out
}

fn replay_file(path: &Path) -> Result<ReplayReport, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let record = parse(&bytes).map_err(|e| e.to_string())?;
    let variant = choose_variant(None, &record).map_err(|e| e.to_string())?;
    Ok(replay(&record, variant))
}

#[test]
fn real_and_synthetic_records_agree_on_every_score() {
    let Some(dir) = shared() else { return };
    let mut checked = 0;
    let mut failures = Vec::new();
    for sub in ["real", "synthetic"] {
        for path in files(&dir.join(sub)) {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().to_string())
                .unwrap_or_default();
            match replay_file(&path) {
                Err(e) => failures.push(format!("{name}: {e}")),
                Ok(report) => {
                    checked += 1;
                    if name.ends_with("r20_peter.gcg") {
                        // The known slip: BRUnCH..Y recorded +115, the rules give 113.
                        let slips: Vec<String> =
                            report.problems.iter().map(|p| p.text.clone()).collect();
                        assert_eq!(slips.len(), 1, "{name}: {slips:?}");
                        assert!(
                            slips[0].contains("scores 113") && slips[0].contains("recorded 115"),
                            "{name}: {slips:?}"
                        );
                        continue;
                    }
                    for p in &report.problems {
                        failures.push(format!("{name}: {p}"));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreement(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked >= 140, "only {checked} records replayed");
}

/// Every malformed record, and how it is caught.
const MALFORMED: &[(&str, Caught)] = &[];

#[test]
fn malformed_records_are_rejected_or_flagged() {
    let Some(dir) = shared() else { return };
    let all = files(&dir.join("malformed"));
    let mut seen = Vec::new();
    for path in &all {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let caught = match replay_file(path) {
            Err(_) => Caught::Rejected,
            Ok(r) if !r.problems.is_empty() => Caught::Flagged,
            Ok(r) => {
                assert!(
                    !r.warnings.is_empty() || !r.finished,
                    "{name} passes unnoticed"
                );
                Caught::Warned
            }
        };
        seen.push(format!("    (\"{name}\", Caught::{caught:?}),"));
        let expected = MALFORMED.iter().find(|(n, _)| *n == name).map(|&(_, c)| c);
        assert_eq!(expected, Some(caught), "{name}");
    }
    assert_eq!(seen.len(), MALFORMED.len(), "table:\n{}", seen.join("\n"));
}
