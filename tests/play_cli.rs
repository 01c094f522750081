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

use plansza::cli::play::wording::discord_words;
use plansza::i18n::Locale;

/// `plansza play` with `args` started, its input and output piped.
fn spawn_play(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_plansza"))
        .arg("play")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("PLANSZA_DICTS")
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the plansza binary runs")
}

/// Runs `plansza play` with `args`, `script` piped into it.
fn play(args: &[&str], script: &str) -> Output {
    let mut child = spawn_play(args);
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

/// Literaki against a beginner computer with this seed, and `more`. Seed 3: the computer
/// lays PO first, and the window asks Player 1.
fn literaki<'a>(seed: &'a str, more: &[&'a str]) -> Vec<&'a str> {
    let game = [
        "--variant",
        "literaki",
        "--computer",
        "beginner",
        "--seed",
        seed,
    ];
    [&game[..], more].concat()
}

/// A save file in a folder of its own (gone with it).
struct Saved {
    _dir: tempfile::TempDir,
    file: std::path::PathBuf,
}

impl Saved {
    fn new() -> Saved {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("game.db");
        Saved { _dir: dir, file }
    }

    /// Literaki (seed 9) saved after three passes, when the script ends (exit code 3, the file
    /// kept).
    fn after_three_passes() -> Saved {
        let saved = Saved::new();
        let first = play(&saved.args(&[]), &passes(3));
        assert_eq!(first.status.code(), Some(3), "{}", text(&first.stderr));
        assert!(text(&first.stdout).contains("The input ended before the game did."));
        assert!(saved.file.exists(), "saved");
        saved
    }

    fn path(&self) -> &str {
        self.file.to_str().expect("UTF-8 path")
    }

    /// Literaki (seed 9) saved here, and `more`.
    fn args<'a>(&'a self, more: &[&'a str]) -> Vec<&'a str> {
        literaki("9", &[&["--save", self.path()], more].concat())
    }
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
        // Every game has a record that replays, WordCap's too (issue 24, point 18).
        assert!(shown.contains("The game record ("), "{variant}");
        let written = std::fs::read_to_string(&record).expect("the record was written");
        assert!(
            written.contains(&format!("#variant {variant}")),
            "{written}"
        );
        assert!(
            shown.contains(written.trim()),
            "{variant}: the record is shown too"
        );
        replays(&record);
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

/// English, Ala and Bob at one keyboard.
const ALA_AND_BOB: [&str; 6] = [
    "--variant",
    "english",
    "--players",
    "2",
    "--names",
    "Ala,Bob",
];

/// Ala and Bob at one keyboard, seed 5: Ala lays LEGS, Bob checks it, both pass to the
/// end. What was shown.
fn ala_and_bob_play_legs() -> String {
    let out = play(
        &[&ALA_AND_BOB[..], &["--seed", "5"]].concat(),
        &format!("8H LEGS\ncheck\n{}", passes(20)),
    );
    let shown = text(&out.stdout);
    assert!(out.status.success(), "{}\n{shown}", text(&out.stderr));
    shown
}

/// Two people at one keyboard: the keyboard is handed over by name, and a rack is shown only
/// after its owner got the keyboard, never on the other's turn.
#[test]
fn hot_seat_racks_show_only_to_their_owner() {
    let shown = ala_and_bob_play_legs();
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
    let saved = Saved::after_three_passes();
    let args = saved.args(&[]);
    let save = &saved.file;
    let second = play(&args, &passes(150));
    let shown = text(&second.stdout);
    assert!(second.status.success(), "{}\n{shown}", text(&second.stderr));
    assert!(shown.contains("Going on with the game saved in"), "{shown}");
    assert!(shown.contains("Winner: "));
    assert!(!save.exists(), "a finished game is not kept");
}

/// Runs `plansza play` with `args`, types `lines`, and kills it (SIGKILL) once its output
/// has said `said` `times` times, while it waits for the next line. Its output until then.
fn killed_after(args: &[&str], lines: &str, said: &str, times: usize) -> String {
    use std::io::BufRead;
    let mut child = spawn_play(args);
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(lines.as_bytes())
        .expect("the script is read");
    let mut shown = String::new();
    let mut seen = 0;
    while seen < times {
        let line = rx
            .recv_timeout(std::time::Duration::from_secs(120))
            .unwrap_or_else(|_| panic!("never said {said:?} {times} times:\n{shown}"));
        seen += usize::from(line.contains(said));
        shown.push_str(&line);
        shown.push('\n');
    }
    child.kill().expect("killed");
    let _ = child.wait();
    drop(stdin);
    shown
}

/// The moves of a GCG record (its `>` lines), in order.
fn moves_of(record: &str) -> Vec<&str> {
    record.lines().filter(|l| l.starts_with('>')).collect()
}

/// Issue 26: "`plansza play` runs on the same service (the same clocks, windows and
/// outbox)", and "a crash at any instant loses nothing that was owed". Killed (SIGKILL) after
/// its person's second pass, the game goes on from its save: its record begins with the same
/// moves as the same game played without the kill (the same seed deals the same tiles up to
/// there), and replays through the rules.
#[test]
fn a_game_killed_at_the_keyboard_goes_on_from_its_save() {
    let whole = Saved::new();
    let record = whole.file.with_extension("gcg");
    let record_arg = record.to_str().expect("UTF-8 path");
    let out = play(&whole.args(&["--export", record_arg]), &passes(150));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let uninterrupted = std::fs::read_to_string(&record).expect("the record");

    let killed = Saved::new();
    let before = killed_after(&killed.args(&[]), &passes(2), "Player 1 passed.", 2);
    assert!(killed.file.exists(), "saved before the kill:\n{before}");
    let record = killed.file.with_extension("gcg");
    let record_arg = record.to_str().expect("UTF-8 path");
    let after = play(&killed.args(&["--export", record_arg]), &passes(150));
    let shown = text(&after.stdout);
    assert!(after.status.success(), "{}\n{shown}", text(&after.stderr));
    assert!(shown.contains("Going on with the game saved in"), "{shown}");
    assert!(shown.contains("Winner: "), "{shown}");
    let resumed = std::fs::read_to_string(&record).expect("the record");
    replays(&record);
    // Up to the kill: the person's two passes and whatever the computer played around them.
    let expected = moves_of(&uninterrupted);
    let upto = expected
        .iter()
        .enumerate()
        .filter(|(_, m)| m.starts_with(">Player_1") || m.starts_with(">Player 1"))
        .nth(1)
        .map(|(i, _)| i + 1)
        .unwrap_or_else(|| panic!("two moves of Player 1:\n{uninterrupted}"));
    let got = moves_of(&resumed);
    assert!(got.len() >= upto, "{resumed}");
    assert_eq!(
        got[..upto],
        expected[..upto],
        "\n{resumed}\n---\n{uninterrupted}"
    );
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

/// Issue 24: "The terminal speaks Discord: 'press Join… Start', 'Your tiles come by DM (or
/// press My rack)', 'a move as in /play', '/game export', 'hints:true', Letterbox's 'account
/// on this server'". Whole games in each language, through the lobby, help, a bad command,
/// hints, exchanges where there are none, windows, an undo and its vote, to the final table:
/// nothing they show speaks of a Discord thing.
#[test]
fn the_terminal_speaks_no_discord_in_any_language() {
    let games: [(&[&str], String); 5] = [
        (
            &["--variant", "literaki", "--computer", "beginner"],
            format!("help\nfoo\nhint\nrack\naccept\n{}", passes(150)),
        ),
        (
            &ALA_AND_BOB,
            format!(
                "hint\naccept\n8H LEGS\nundo\nagree\n8H LEGS\ncheck\nexchange ZZ\n{}",
                passes(20)
            ),
        ),
        (
            &["--variant", "letterbox", "--computer", "beginner"],
            format!("exchange A\nhint\n{}", passes(150)),
        ),
        (
            &["--variant", "wordcap", "--computer", "beginner"],
            format!("exchange A\nfoo bar\n{}", passes(150)),
        ),
        (
            &["--variant", "literki", "--players", "2", "--hints"],
            format!("hint\n{}", passes(20)),
        ),
    ];
    for locale in Locale::ALL {
        for (args, script) in &games {
            let mut args = args.to_vec();
            args.extend(["--seed", "3", "--lang", locale.code()]);
            let out = play(&args, script);
            let shown = text(&out.stdout);
            assert!(
                out.status.success(),
                "{args:?}: {}\n{shown}",
                text(&out.stderr)
            );
            // The game record is GCG, in no language.
            let before_record = shown.split("(GCG):").next().unwrap_or_default();
            let found = discord_words(locale, before_record);
            assert!(found.is_empty(), "{args:?}: {found:?}\n{before_record}");
        }
    }
}

/// Issue 24: "`--computer` in Letterbox seats two computers (three players), where the rules
/// and README say one". Letterbox: "der Gegner ist immer der Computer"; `--computer` sets
/// its strength.
#[test]
fn letterbox_with_computer_seats_one_computer() {
    let out = play(
        &[
            "--variant",
            "letterbox",
            "--computer",
            "strong",
            "--seed",
            "3",
        ],
        &passes(150),
    );
    let shown = text(&out.stdout);
    assert!(out.status.success(), "{}\n{shown}", text(&out.stderr));
    assert!(
        shown.contains("Players: Player 1, 🤖 Computer (strong)."),
        "{shown}"
    );
    let ranked = shown
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()) && l.contains(". "))
        .filter(|l| l.contains(": "))
        .count();
    assert_eq!(ranked, 2, "two in the final table:\n{shown}");
    assert!(!shown.contains("Computer (intermediate)"), "{shown}");
}

/// The word the computer's first move laid, read from its line (`🤖 … plays WORD for …`,
/// with `verb` the line's word before it in the game's language; the computer's name is in
/// that language too).
fn computers_word(shown: &str, verb: &str) -> String {
    shown
        .lines()
        .find_map(|l| l.strip_prefix("🤖 ")?.split_once(verb))
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no move of the computer in:\n{shown}"))
        .to_string()
}

/// Issue 24: "at the computer's window the human's `undo` is taken as the computer's".
/// Undo is its author's alone: the person is told so and asked again, and no undo vote
/// starts; their `accept` then answers the window.
#[test]
fn the_person_cannot_undo_the_computers_move() {
    let out = play(&literaki("3", &[]), "undo\naccept\n");
    let shown = text(&out.stdout);
    assert!(
        shown.contains("Only 🤖 Computer (beginner) may take this move back."),
        "{shown}"
    );
    assert!(!shown.contains("asks to undo"), "{shown}");
    assert!(!shown.contains("wants to take the move back"), "{shown}");
    let word = computers_word(&shown, " plays ");
    let after = shown.split("> accept").nth(1).unwrap_or_default();
    assert!(
        after.contains(&format!("🤖 Computer (beginner): {word} stands")),
        "{shown}"
    );
}

/// Issue 24: "hot-seat leaves the previous player's rack on screen (clear it)". Piped, the
/// screen's clearing is a form feed: each page (what the screen would show) holds the racks
/// of one player only, and the keyboard changes hands on a new page.
#[test]
fn hot_seat_clears_the_screen_between_people() {
    let shown = ala_and_bob_play_legs();
    let pages: Vec<&str> = shown.split('\u{c}').collect();
    let mut owners = Vec::new();
    for page in &pages {
        let racks: Vec<&str> = page
            .lines()
            .filter_map(|l| l.split_once(", your rack: ").map(|(n, _)| n))
            .collect();
        assert!(
            racks.windows(2).all(|w| w[0] == w[1]),
            "two people's racks on one screen: {racks:?}\n{page}"
        );
        if let Some(owner) = racks.first() {
            owners.push(*owner);
            let handed = format!("Pass the keyboard to {owner}");
            assert!(page.contains(&handed), "{owner}'s page:\n{page}");
        }
    }
    assert!(
        owners.contains(&"Ala") && owners.contains(&"Bob"),
        "{owners:?}"
    );
}

/// Issue 24: "`quit` ends with exit code 3 and 'The input ended before the game did'".
/// `quit` stops the game (exit 0), saves it when asked and says so; the saved game goes on.
#[test]
fn quit_stops_the_game_and_says_so() {
    let saved = Saved::new();
    let out = play(&literaki("9", &[]), "pass\nquit\npass\n");
    let shown = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{shown}{}", text(&out.stderr));
    assert!(
        shown.contains("Game stopped, not saved (--save FILE keeps a game to go on with)."),
        "{shown}"
    );
    assert!(!shown.contains("The input ended"), "{shown}");
    let out = play(&saved.args(&[]), "quit\n");
    let shown = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{shown}{}", text(&out.stderr));
    assert!(shown.contains("Saved to"), "{shown}");
    assert!(shown.contains("Game stopped."), "{shown}");
    assert!(saved.file.exists());
    // In Polish, `wyjdź` (or `wyjdz`).
    let out = play(&saved.args(&["--lang", "pl"]), "wyjdz\n");
    assert!(
        text(&out.stdout).contains("Gra przerwana."),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(out.status.code(), Some(0));
}

/// Issue 24: "resuming with `--save` shows no board and silently ignores a different
/// `--variant`". The board comes first; another game's options are refused (the file is
/// kept).
#[test]
fn a_resumed_game_shows_its_board_and_refuses_other_options() {
    let saved = Saved::after_three_passes();
    let args = saved.args(&[]);
    let save = &saved.file;
    for (other, why) in [
        (
            vec!["--variant", "english", "--computer", "beginner"],
            "the saved game is literaki, not --variant english",
        ),
        (
            vec!["--variant", "literaki", "--computer", "strong"],
            "no strong computer",
        ),
        (
            vec!["--variant", "literaki", "--players", "2"],
            "not --players 2",
        ),
    ] {
        let out = play(
            &[&other[..], &["--save", saved.path()]].concat(),
            &passes(3),
        );
        assert_eq!(
            out.status.code(),
            Some(2),
            "{other:?}: {}",
            text(&out.stdout)
        );
        assert!(text(&out.stderr).contains(why), "{}", text(&out.stderr));
        assert!(save.exists(), "the saved game is kept");
    }
    let out = play(&args, "quit\n");
    let shown = text(&out.stdout);
    let resumed = shown
        .find("Going on with the game saved in")
        .expect("resumed");
    let board = shown[resumed..]
        .find("    A B C D E F G H I J K L M N O")
        .map(|at| at + resumed)
        .unwrap_or_else(|| panic!("no board:\n{shown}"));
    let prompt = shown.find("\n> quit").expect("the first line read");
    assert!(
        board < prompt,
        "the board before the first question:\n{shown}"
    );
    assert!(
        shown[board..prompt].contains("Player 1"),
        "the scores:\n{shown}"
    );
}

/// Issue 24: "Polish `akceptuje` without ę is read as a move and `pomoc` lists English
/// words". Words are read with and without diacritics, and help lists the language's words.
#[test]
fn words_are_read_in_the_players_language() {
    let out = play(&literaki("3", &["--lang", "pl"]), "akceptuje\npomoc\n");
    let shown = text(&out.stdout);
    assert!(!shown.contains("to nie pole"), "{shown}");
    assert!(
        shown.contains("🤖 Komputer (początkujący) układa "),
        "{shown}"
    );
    let word = computers_word(&shown, " układa ");
    let after = shown.split("> akceptuje").nth(1).unwrap_or_default();
    assert!(after.contains(&format!("{word} zostaje")), "{shown}");
    let help = shown.split("> pomoc").nth(1).unwrap_or_default();
    assert!(
        help.contains("wymiana LITERY, pas, poddaj") && help.contains("akceptuję albo sprawdź"),
        "{help}"
    );
    assert!(!help.contains("exchange LETTERS"), "{help}");
    let out = play(&literaki("3", &["--lang", "de"]), "prufen\nhilfe\n");
    let shown = text(&out.stdout);
    assert!(
        shown.contains("Player 1 lässt die Wörter prüfen."),
        "{shown}"
    );
    let help = shown.split("> hilfe").nth(1).unwrap_or_default();
    assert!(
        help.contains("tauschen BUCHSTABEN, passen") && help.contains("annehmen oder prüfen"),
        "{help}"
    );
    let out = play(&literaki("3", &["--lang", "ru"]), "принять\nпомощь\n");
    let shown = text(&out.stdout);
    let help = shown.split("> помощь").nth(1).unwrap_or_default();
    assert!(
        help.contains("обмен БУКВЫ, пас") && help.contains("принять или проверить"),
        "{shown}"
    );
}

/// Issue 24: "an unknown command is answered as a bad square". A word that is no command is
/// answered as an unknown command with the list of commands; a bad square still as one.
#[test]
fn an_unknown_command_is_not_a_bad_square() {
    let out = play(
        &[
            "--variant",
            "english",
            "--computer",
            "beginner",
            "--seed",
            "3",
        ],
        "accept\nfoo\nQQ9 ZZZ\nquit\n",
    );
    let shown = text(&out.stdout);
    let foo = shown.split("> foo").nth(1).unwrap_or_default();
    assert!(
        foo.trim_start()
            .starts_with("Unknown command: foo. Commands: a move (8H WORD"),
        "{shown}"
    );
    assert!(!shown.contains("foo is not a square"), "{shown}");
    assert!(shown.contains("QQ9 is not a square"), "{shown}");
}
