//! `plansza play`, run as the built binary with a script piped in (stdin not a terminal):
//! every variant plays to its end against the computer with a fixed seed, ends with the final
//! table and a game record that replays through the rules; two people take turns at one
//! keyboard and each rack shows only on its owner's turn; a game saved mid-way goes on.
//!
//! Issue 14: "a whole game per variant piped through `plansza play` against the computer
//! with a fixed seed, checking the final table and that the exported record replays; a
//! hot-seat game where a rack is never printed on another seat's turn."

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `plansza play` with `args`, `script` piped into it.
fn play(args: &[&str], script: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_plansza"))
        .arg("play")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("PLANSZA_DICTS")
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the plansza binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    // The game may end before the script does: a closed pipe is fine.
    let _ = stdin.write_all(script.as_bytes());
    drop(stdin);
    child.wait_with_output().expect("plansza play ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `n` passes, one a line.
fn passes(n: usize) -> String {
    "pass\n".repeat(n)
}

fn replays(record: &Path) {
    let out = Command::new(env!("CARGO_BIN_EXE_plansza"))
        .arg("replay")
        .arg(record)
        .output()
        .expect("plansza replay runs");
    let said = text(&out.stdout);
    assert!(
        out.status.success() && said.contains("agrees"),
        "{}: {said}{}",
        record.display(),
        text(&out.stderr)
    );
}

/// Every game, to its end, against the computer (Letterbox seats its own): the person asks
/// for help, types a move that is no move (a clear error, nothing happens), then passes.
#[test]
fn every_variant_plays_to_its_end_against_the_computer() {
    let dir = tempfile::tempdir().expect("temp dir");
    for variant in [
        "literaki",
        "literki",
        "erudit",
        "letterbox",
        "english",
        "polish",
        "wordcap",
    ] {
        let record = dir.path().join(format!("{variant}.gcg"));
        let record_arg = record.to_str().expect("UTF-8 path");
        let mut args = vec!["--variant", variant, "--seed", "3", "--export", record_arg];
        if variant != "letterbox" {
            args.extend(["--computer", "beginner"]);
        }
        let script = format!("help\nQQ9 ZZZ\n{}", passes(150));
        let out = play(&args, &script);
        let shown = text(&out.stdout);
        assert!(
            out.status.success(),
            "{variant}: {:?}\n{}\n{}",
            out.status,
            text(&out.stderr),
            &shown[shown.len().saturating_sub(3000)..]
        );
        assert!(
            shown.contains("Commands: a move (8H WORD"),
            "{variant}: help"
        );
        assert!(shown.contains("Winner: "), "{variant}: the final table");
        assert!(
            shown.contains("🤖 Computer"),
            "{variant}: a computer played"
        );
        if variant == "wordcap" {
            assert!(!record.exists(), "WordCap has no game record");
        } else {
            assert!(shown.contains("The game record (GCG):"), "{variant}");
            let gcg = std::fs::read_to_string(&record).expect("the record was written");
            assert!(gcg.contains(&format!("#variant {variant}")), "{gcg}");
            assert!(
                shown.contains(gcg.trim()),
                "{variant}: the record is shown too"
            );
            replays(&record);
        }
    }
}

/// The same seed deals the same game: the same record twice.
#[test]
fn a_seed_fixes_the_game() {
    let run = || {
        let out = play(
            &[
                "--variant",
                "english",
                "--computer",
                "intermediate",
                "--seed",
                "11",
            ],
            &passes(120),
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let shown = text(&out.stdout);
        let at = shown
            .find("#character-encoding")
            .expect("the record is shown");
        shown[at..].to_string()
    };
    assert_eq!(run(), run());
}

/// Checks that every rack shown belongs to the player whose turn it is ("Next: NAME") and
/// who was handed the keyboard last; how many racks were shown.
fn racks_only_to_their_owner(shown: &str) -> usize {
    let (mut keyboard, mut turn, mut racks) = (None, None, 0);
    for line in shown.lines() {
        if let Some(rest) = line.strip_prefix("Pass the keyboard to ") {
            keyboard = rest.split(' ').next().map(str::to_string);
        }
        if let Some(rest) = line.strip_prefix("Next: ") {
            turn = rest.split(" (").next().map(str::to_string);
        }
        if let Some((name, _)) = line.split_once(", your rack: ") {
            racks += 1;
            let owner = Some(name.to_string());
            assert_eq!(owner, keyboard, "a rack without the keyboard:\n{shown}");
            assert_eq!(owner, turn, "a rack on another seat's turn:\n{shown}");
        }
    }
    racks
}

/// Two people at one keyboard: the keyboard is handed over by name, and a rack is shown only
/// after its owner got the keyboard, never on the other's turn.
#[test]
fn hot_seat_racks_show_only_to_their_owner() {
    let out = play(
        &[
            "--variant",
            "english",
            "--players",
            "2",
            "--names",
            "Ala,Bob",
            "--seed",
            "5",
        ],
        &format!("8H LEGS\ncheck\n{}", passes(20)),
    );
    let shown = text(&out.stdout);
    assert!(out.status.success(), "{}\n{shown}", text(&out.stderr));
    // Seed 5 deals Ala E S L G N J K: she lays LEGS, Bob checks it (the words are fine, so
    // he loses his next turn), then both pass to the end.
    assert!(shown.contains("Ala plays LEGS for 10 points."), "{shown}");
    assert!(
        shown.contains("Bob: Ala made a move. Type accept or check"),
        "{shown}"
    );
    assert!(shown.contains("Ala: LEGS stands, +10 points."), "{shown}");
    assert!(shown.contains("Bob loses their next turn"), "{shown}");
    let racks = racks_only_to_their_owner(&shown);
    assert!(
        racks >= 6,
        "each turn shows its player's rack: {racks}\n{shown}"
    );
    assert!(shown.contains("Pass the keyboard to Ala"));
    assert!(shown.contains("Pass the keyboard to Bob"));
    assert!(
        shown.contains("Winner") || shown.contains("draw"),
        "{shown}"
    );
}

/// A game saved after every change: the script ends mid-game (exit code 3, the file kept),
/// and the same command goes on with it to the end (the file gone then).
#[test]
fn a_saved_game_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("game.json");
    let save_arg = save.to_str().expect("UTF-8 path");
    let args = [
        "--variant",
        "literaki",
        "--computer",
        "beginner",
        "--seed",
        "9",
        "--save",
        save_arg,
    ];
    let first = play(&args, &passes(3));
    assert_eq!(first.status.code(), Some(3), "{}", text(&first.stderr));
    assert!(text(&first.stdout).contains("The input ended before the game did."));
    assert!(save.exists(), "saved");
    let second = play(&args, &passes(150));
    let shown = text(&second.stdout);
    assert!(second.status.success(), "{}\n{shown}", text(&second.stderr));
    assert!(shown.contains("Going on with the game saved in"), "{shown}");
    assert!(shown.contains("Winner: "));
    assert!(!save.exists(), "a finished game is not kept");
}

/// Usage errors are one readable line and a non-zero exit.
#[test]
fn bad_options_are_refused() {
    let out = play(&["--variant", "chess"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--variant: one of"));
    let out = play(&["--variant", "english", "--computer", "grandmaster"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--computer"));
    // One person alone cannot play English: the table says why.
    let out = play(&["--variant", "english"], "");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("2"), "{}", text(&out.stdout));
}

/// Three at one keyboard: every opponent is asked about a move in turn (Bob, who starts
/// with seed 5, lays AID; Ala accepts; Cy's pass is no answer, so it accepts the move and
/// is his turn), and each is handed the keyboard before seeing their own rack.
#[test]
fn three_at_one_keyboard_each_answer_the_window() {
    let out = play(
        &[
            "--variant",
            "english",
            "--players",
            "3",
            "--names",
            "Ala,Bob,Cy",
            "--seed",
            "5",
        ],
        "8H AID\naccept\npass\n",
    );
    let shown = text(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "the script ends first\n{shown}");
    let order = [
        "Pass the keyboard to Bob",
        "Bob plays AID for 8 points.",
        "Pass the keyboard to Ala",
        "Ala: Bob made a move. Type accept or check",
        "You accepted.",
        "Pass the keyboard to Cy",
        "Cy: Bob made a move. Type accept or check",
        "Bob: AID stands, +8 points.",
        "Cy passed.",
        "Pass the keyboard to Ala",
        "The input ended before the game did.",
    ];
    let mut at = 0;
    for step in order {
        let found = shown[at..]
            .find(step)
            .unwrap_or_else(|| panic!("no {step:?} (in order) in\n{shown}"));
        at += found + step.len();
    }
    racks_only_to_their_owner(&shown);
}
