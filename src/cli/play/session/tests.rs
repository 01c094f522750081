//! A game at a terminal driven by a console with its own clock: lines typed at given
//! times, waits that run out, what was shown and when, and where the screen was cleared.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

use super::{Console, Ending, Read, Seating, Session, Setting, Time};
use crate::cli::play::screen::Screen;
use crate::service::clock::{Clock, SetClock};
use crate::table::{GameKind, GameOptions, Millis, WINDOW_MS};

/// When the game starts.
const T0: Millis = 1_800_000_000_000;

/// What the console showed.
#[derive(Debug, Clone, PartialEq)]
enum Shown {
    Text(String),
    Clear,
}

/// A person at a terminal, with the game's clock in hand: each line is typed at its time
/// (from T0); a read waiting less than that runs out, and the clock moves on by the wait.
struct Keyboard {
    clock: Arc<SetClock>,
    typed: VecDeque<(Millis, String)>,
    shown: Vec<(Millis, Shown)>,
}

impl Keyboard {
    fn new(typed: &[(Millis, &str)]) -> Keyboard {
        Keyboard {
            clock: Arc::new(SetClock::new(T0)),
            typed: typed
                .iter()
                .map(|(at, l)| (T0 + at, l.to_string()))
                .collect(),
            shown: Vec::new(),
        }
    }

    /// When a text containing `part` was first shown.
    fn shown_at(&self, part: &str) -> Option<Millis> {
        self.shown.iter().find_map(|(at, s)| match s {
            Shown::Text(t) if t.contains(part) => Some(*at),
            _ => None,
        })
    }

    fn transcript(&self) -> String {
        self.shown
            .iter()
            .map(|(at, s)| match s {
                Shown::Text(t) => format!("[{}] {t}", at - T0),
                Shown::Clear => format!("[{}] <clear>", at - T0),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl Keyboard {
    fn now(&self) -> Millis {
        self.clock.now()
    }
}

impl Console for Keyboard {
    fn show(&mut self, text: &str) {
        self.shown.push((self.now(), Shown::Text(text.to_string())));
    }

    fn read(&mut self, wait: Option<Duration>) -> Read {
        let Some((at, _)) = self.typed.front() else {
            return Read::End;
        };
        let at = *at;
        if let Some(wait) = wait {
            let until = self.now() + u64::try_from(wait.as_millis()).unwrap_or(u64::MAX);
            if until < at {
                self.clock.set(until);
                return Read::Timeout;
            }
        }
        self.clock.set(at);
        self.typed
            .pop_front()
            .map_or(Read::End, |(_, line)| Read::Line(line))
    }

    fn interactive(&self) -> bool {
        true
    }

    fn clear(&mut self) -> bool {
        self.shown.push((self.now(), Shown::Clear));
        true
    }
}

/// Ala and Bob at one keyboard, English with seed 5: Ala is dealt E S L G N J K and moves
/// first. Plays what `keyboard` types until it runs out.
fn hot_seat(keyboard: &mut Keyboard) -> Ending {
    let screen = Screen {
        locale: "en-US".into(),
        colour: false,
        names: Vec::new(),
    };
    let kind = GameKind::from_name("english").expect("english");
    let seating = Seating {
        people: vec!["Ala".into(), "Bob".into()],
        computer: None,
    };
    let setting = Setting {
        screen,
        lexicons: Arc::new(crate::dictionaries::Lexicons::load().expect("the word lists")),
        save: None,
        png: None,
        time: Time::Set(Arc::clone(&keyboard.clock)),
    };
    let mut session = Session::open(keyboard, setting, GameOptions::of(kind), &seating, Some(5))
        .expect("the game's database")
        .expect("the game starts");
    session.play(keyboard)
}

/// Issue 24: "at a real terminal with two people the automatic check after 10 s waits for
/// the next Enter". Literki: "Jeżeli przed upływem 10 sekund od wciśnięcia przycisku „OK”
/// wszyscy przeciwnicy nie wybiorą opcji „Akceptuj”, słowo jest automatycznie sprawdzane".
/// Bob takes the keyboard only 18 s after Ala's move: her words are checked 10 s after it.
#[test]
fn the_window_closes_ten_seconds_after_the_move_though_nobody_takes_the_keyboard() {
    let mut keyboard = Keyboard::new(&[(1_000, ""), (2_000, "8H LEGS"), (20_000, "")]);
    let ending = hot_seat(&mut keyboard);
    let log = keyboard.transcript();
    assert_eq!(ending, Ending::Stopped, "{log}");
    assert_eq!(
        keyboard.shown_at("Ala plays LEGS for 10 points."),
        Some(T0 + 2_000),
        "{log}"
    );
    assert_eq!(
        keyboard.shown_at("Ala: LEGS stands, +10 points."),
        Some(T0 + 2_000 + WINDOW_MS),
        "{log}"
    );
}

/// The window's 10 s run from the move whatever is typed meanwhile: Bob takes the
/// keyboard, types a word that is no command, asks for help, presses Enter; the words are
/// checked at the 10th second all the same, and what he types next is his turn's command.
#[test]
fn typing_at_the_window_does_not_move_its_deadline() {
    let mut keyboard = Keyboard::new(&[
        (1_000, ""),
        (2_000, "8H LEGS"),
        (3_000, ""),
        (5_000, "foo"),
        (7_000, "help"),
        (9_000, ""),
        (15_000, "pass"),
    ]);
    hot_seat(&mut keyboard);
    let log = keyboard.transcript();
    assert_eq!(
        keyboard.shown_at("Unknown command: foo."),
        Some(T0 + 5_000),
        "{log}"
    );
    assert_eq!(
        keyboard.shown_at("Ala: LEGS stands, +10 points."),
        Some(T0 + 12_000),
        "{log}"
    );
    assert_eq!(keyboard.shown_at("Bob passed."), Some(T0 + 15_000), "{log}");
}

/// Issue 24: "hot-seat leaves the previous player's rack on screen (clear it)". When the
/// keyboard goes from Ala to Bob the screen is cleared: her rack is gone, the board and
/// what was said about her move are shown again, then Bob is asked for the keyboard.
#[test]
fn the_screen_is_cleared_of_the_last_rack_before_the_keyboard_changes_hands() {
    let mut keyboard = Keyboard::new(&[
        (1_000, ""),
        (2_000, "8H LEGS"),
        (3_000, ""),
        (4_000, "accept"),
    ]);
    hot_seat(&mut keyboard);
    let log = keyboard.transcript();
    let shown = &keyboard.shown;
    let to_bob = shown
        .iter()
        .position(|(_, s)| matches!(s, Shown::Text(t) if t.contains("Pass the keyboard to Bob")))
        .expect("the keyboard goes to Bob");
    let clear = shown[..to_bob]
        .iter()
        .rposition(|(_, s)| *s == Shown::Clear)
        .unwrap_or_else(|| panic!("no clear before Bob's turn:\n{log}"));
    let since: Vec<&str> = shown[clear..to_bob]
        .iter()
        .filter_map(|(_, s)| match s {
            Shown::Text(t) => Some(t.as_str()),
            Shown::Clear => None,
        })
        .collect();
    assert!(since.iter().all(|t| !t.contains("your rack")), "{log}");
    // The board as Ala's move will stand (issue 29: one picture per move): her points
    // counted, Bob to move.
    assert!(
        since
            .iter()
            .any(|t| t.contains("▶ Bob") && t.contains("Ala: LEGS +10")),
        "the board: {log}"
    );
    assert!(
        since
            .iter()
            .any(|t| t.contains("Ala plays LEGS for 10 points.")),
        "{log}"
    );
    assert!(
        shown[..clear]
            .iter()
            .any(|(_, s)| matches!(s, Shown::Text(t) if t.contains("Ala, your rack"))),
        "Ala saw her rack before: {log}"
    );
}
