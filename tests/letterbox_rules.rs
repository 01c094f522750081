//! The Letterbox-style German game, rule by rule: each test quotes the sentence of the rule
//! text (`seeds/letterbox-rules-de.txt`) it checks, with an English gloss, and the readings we
//! chose where the text is silent (`docs/rules/letterbox.md`). Every expected score is worked
//! by hand in a comment. Board (`src/rules/variants/letterbox.rs`): 13x13, start G7 (letter
//! x2), yellow fields D4 J4 D10 J10 and the corners (letter x2, then the board clears).
//! Values: A1 B3 C4 D1 E1 F4 G2 H2 I1 J6 K4 L2 M3 N1 O2 P4 Q10 R1 S1 T1 U1 V6 W3 X8 Y10 Z3
//! Ä6 Ö8 Ü6 ß8.

use plansza::lexicon::{filter_word, Language, Lexicon, MemoryWordList};
use plansza::rules::*;
mod common;

use common::{rng, sorted, Scenario};

const S: Scenario = Scenario(VariantId::Letterbox);

/// The words the scenarios use (the bundled list is tested on its own below).
fn words() -> MemoryWordList {
    S.words(&[
        "haus", "hoch", "bau", "baum", "rat", "in", "un", "ai", "hauses", "baumes", "tor", "es",
    ])
}

/// Lays a move checked against [`words`] (the void rule: refused if a word is unknown).
fn play(g: &Game, player: usize, text: &str) -> Result<(Game, u32), PlayError> {
    g.play(player, &S.mv(text), &words(), &mut rng())
}

fn played(g: &Game, player: usize, text: &str) -> (Game, u32) {
    play(g, player, text).expect("a legal move of known words")
}

/// A position: these words on the board, each owned by the given player, these racks and
/// bag, player 0 to move, with these options.
fn position(options: GameOptions, on_board: &[(&str, usize)], racks: &[&str], bag: &str) -> Game {
    let mut s = S.setup(options, racks, bag);
    for &(text, owner) in on_board {
        let m = S.mv(text);
        S.put(&mut s.board, text);
        for i in 0..m.cells.len() {
            if let Some(p) = m.start.step(m.direction, i as i32, 13, 13) {
                s.set_owner(p, owner);
            }
        }
    }
    s.into_game().expect("a valid setup")
}

fn game(on_board: &[(&str, usize)], racks: &[&str], bag: &str) -> Game {
    position(GameOptions::default(), on_board, racks, bag)
}

fn sq(name: &str) -> Pos {
    let col = name.as_bytes()[0] - b'A';
    let row: u8 = name[1..].parse().expect("a row number");
    Pos::new(row - 1, col)
}

/// Every tile is on the board, in the bag or on a rack: 101 of them, as dealt.
fn conserved(g: &Game) {
    let mut all: Vec<Tile> = g.bag().tiles().to_vec();
    all.extend(g.board().tiles().map(|(_, t)| t.tile()));
    for p in g.players() {
        all.extend(p.rack.tiles().iter().copied());
    }
    assert_eq!(sorted(all), sorted(S.variant().full_bag()));
}

/// "Jeder abgelegte Buchstabe zählt die angegebene Anzahl Punkte." (Every letter laid counts
/// its points.) Words are checked, not scored: a move scores the letters laid, once each.
#[test]
fn letters_score_their_value() {
    let g = game(&[], &["haus", "tor"], "eeeeeeee");
    // 7D HAUS: H (D7) 2 + A 1 + U 1 + S on the start G7 1x2 = 6.
    let (g, score) = played(&g, 0, "7D HAUS");
    assert_eq!(score, 6);
    assert_eq!(g.players()[0].score, 6);
    // No bonus for laying every letter: TOR is player 1's whole rack. 8G? No: cross the S.
    // G8 down from the S: S (old) is not counted; 7G.. is taken, so play TOR down from G4
    // ending above the S? It must touch: G4 T, G5 O, G6 R, G7 S = "TORS" is not a word.
    // Instead, on a fresh board: 7F TOR: T (F7) 1 + O on G7 2x2 = 4 + R 1 = 6.
    let fresh = game(&[], &["tor", "x"], "eeee");
    assert_eq!(S.score(&fresh, 0, "7F TOR"), 6);
    assert_eq!(S.variant().bingo_bonus, 0);
    let _ = g;
}

/// "Für die Belegung des Startfeldes gibt es für den jeweiligen Buchstaben die doppelte der
/// angezeigten Punktzahl." (The letter on the start field scores double.)
#[test]
fn start_field_doubles_its_letter() {
    let g = game(&[], &["haus", "tor"], "eeee");
    // H on G7: 2x2 = 4, A 1, U 1, S 1 = 7; S on G7: 2 + 1 + 1 + 1x2 = 6.
    assert_eq!(S.score(&g, 0, "7G HAUS"), 7);
    assert_eq!(S.score(&g, 0, "7D HAUS"), 6);
}

/// "Das erste Wort muss das Startfeld in der Mitte des Spielfeldes verdecken. D. h. mindestens
/// ein Buchstaben des gelegten Wortes muss auf dem Startfeld liegen." (The first word must
/// cover the start field in the centre.)
#[test]
fn first_word_must_cover_the_start() {
    let g = game(&[], &["haus", "tor"], "eeee");
    assert_eq!(
        S.move_error(&g, 0, "1A HAUS"),
        MoveError::MissesStart("G7".into())
    );
    assert!(play(&g, 0, "G4 HAUS").is_ok(), "down through G7");
}

/// "Wird ein Feld mit einer Sonderfunktion belegt (gelbe Hintergrundfarbe), wird das Spielfeld
/// geleert und das Spiel mit einem leeren Spielfeld fortgesetzt." and "Abgelegte Buchstaben
/// auf Start- und Sonderfeldern ergeben doppelte Punktzahl." (Covering a yellow field clears
/// the board and play goes on on an empty board; letters on it score double.)
#[test]
fn yellow_field_doubles_and_clears_the_board() {
    let g = game(&[("7D HAUS", 1)], &["hoc", "tor"], "eeeeeeee");
    conserved_with_partial(&g);
    // D4 HOCH down, ending on the H of HAUS (D7): H on the yellow D4 2x2 = 4, O 2, C 4 = 10.
    let (g, score) = played(&g, 0, "D4 HOCH");
    assert_eq!(score, 10);
    assert_eq!(g.players()[0].score, 10);
    assert!(g.board().is_empty(), "the board is cleared after the move");
    assert_eq!(g.owner(sq("D7")), None);
    assert!(matches!(
        g.history().last(),
        Some(TurnRecord::BoardCleared {
            player: 0,
            tiles: 7
        })
    ));
    // The 7 tiles went back to the bag, then player 0 refilled a full rack of 7 from it.
    assert_eq!(g.bag_len(), 8 + 7 - 7);
    assert_eq!(g.players()[0].rack.len(), 7);
    assert_eq!(g.turn(), 1);
}

/// Tiles of a hand-made position are not a full set; check only that the counts add up.
fn conserved_with_partial(g: &Game) {
    let n = g.bag_len()
        + g.board().tiles().count()
        + g.players().iter().map(|p| p.rack.len()).sum::<usize>();
    assert!(n > 0);
}

/// After the board is cleared, "das Spiel [wird] mit einem leeren Spielfeld fortgesetzt": the
/// next word is a first word again and must cover the start field.
#[test]
fn after_clearing_the_start_field_again() {
    let g = game(&[("7D HAUS", 1)], &["hoc", "tor"], "eeeeeeee");
    let (g, _) = played(&g, 0, "D4 HOCH");
    assert_eq!(
        S.move_error(&g, 1, "1A TOR"),
        MoveError::MissesStart("G7".into())
    );
    // 7G TOR: T on G7 1x2 = 2, O 2, R 1 = 5.
    let (_, score) = played(&g, 1, "7G TOR");
    assert_eq!(score, 5);
}

/// "Um im Spiel Wörter anzulegen, muss sich das neue Wort mindestens einmal horizontal oder
/// vertikal mit den vorhandenen Wörtern schneiden." (A new word must cross the words on the
/// board at least once.) "Spieler haben auch die Möglichkeit, ein altes Wort durch Anlegen von
/// Buchstaben zu verlängern." (Or extend an old word.)
#[test]
fn new_word_must_cross_or_extend() {
    let g = game(&[("7D HAUS", 1)], &["tor", "x"], "eeee");
    assert_eq!(S.move_error(&g, 0, "1A TOR"), MoveError::NotConnected);
    // Crossing the A of HAUS (E7) down: E6 R, E8 T.
    assert!(play(&g, 0, "E6 RAT").is_ok(), "crossing the A");
    let g = game(&[("7D HAUS", 1)], &["es", "x"], "eeee");
    assert!(play(&g, 0, "7D HAUSES").is_ok(), "extending HAUS");
}

/// "Etwaige parallel verlaufende Berührungen einzelner Wörter müssen ebenso Sinn machen."
/// (Letters touching other words side by side must make words too.)
#[test]
fn parallel_contacts_must_be_words() {
    let list = S.words(&["haus", "in", "ai"]);
    let g = game(&[("7D HAUS", 1)], &["in", "x"], "eeee");
    // 8E IN under A and U: IN across, and AI (E7-E8), UN (F7-F8) down; UN is not in `list`.
    let err = g.play(0, &S.mv("8E IN"), &list, &mut rng());
    assert_eq!(
        err.err(),
        Some(PlayError::NotInDictionary(vec!["un".into()]))
    );
    // With UN known, the move stands: I 1 + N 1 = 2 (letters laid, not words).
    let (_, score) = played(&g, 0, "8E IN");
    assert_eq!(score, 2);
}

/// "Wird ein Wort in der Wörterdatenbank nicht gefunden, gilt es nicht und ein neues Wort muss
/// gebildet werden." (A word not in the word database does not count; a new word must be
/// made.) No penalty: the same player tries again, nothing changed.
#[test]
fn unknown_word_is_refused_without_penalty() {
    let g = game(&[], &["rot", "x"], "eeee");
    let refused = play(&g, 0, "7G ROT");
    assert_eq!(
        refused.err(),
        Some(PlayError::NotInDictionary(vec!["rot".into()]))
    );
    assert_eq!(g.challenge_rule(), ChallengeRule::Void);
    assert_eq!(S.variant().challenge_choices, &[ChallengeRule::Void]);
    // Still player 0's turn with the same rack: they try another word.
    let (g, _) = played(&g, 0, "7G TOR");
    assert!(!g.players()[0].skips_next_turn);
    assert_eq!(g.turn(), 1);
}

/// "Ergänzt ein Spieler das Wort eines Mitspielers mit mindestens einem Buchstaben, so erhält
/// er die Punkte für dieses Wort und für die Buchstaben, die er selbst angelegt hat. Daraufhin
/// färben sich die Buchstaben entsprechend der Spielerfarbe um." (Extending another player's
/// word by at least one letter scores that word and the letters laid; its letters change to
/// the player's colour.)
#[test]
fn extending_an_opponents_word_takes_it_over() {
    let g = game(&[("7E BAU", 1)], &["m", "x"], "eeee");
    // 7E BAUM: M on H7 (plain) 3; BAU taken over at face value: B 3 + A 1 + U 1 = 5. 8.
    let mv = g.evaluate(0, &S.mv("7E BAUM")).expect("legal");
    assert_eq!((mv.score, mv.takeover, mv.taken.len()), (8, 5, 3));
    let (g, score) = played(&g, 0, "7E BAUM");
    assert_eq!(score, 8);
    for s in ["E7", "F7", "G7", "H7"] {
        assert_eq!(g.owner(sq(s)), Some(0), "{s} is player 0's now");
    }
    // The words a player owns can be taken back the same way: 7E BAUMES by player 1.
    let g = {
        let mut s = g.to_setup();
        s.players[1].rack = Rack::new(S.tiles("es"));
        s.into_game().expect("valid")
    };
    // E 1 + S 1 = 2, plus BAUM at face value 3+1+1+3 = 8: 10.
    let (g, score) = played(&g, 1, "7E BAUMES");
    assert_eq!(score, 10);
    assert_eq!(g.owner(sq("E7")), Some(1));
}

/// Our reading: crossing a word (using one of its letters the other way) does not extend it,
/// so nothing is taken over.
#[test]
fn crossing_a_word_takes_nothing() {
    let g = game(&[("7E BAU", 1)], &["rt", "x"], "eeee");
    // F6 RAT down through the A (F7): R 1 + T 1 = 2; the A stays player 1's.
    let (g, score) = played(&g, 0, "F6 RAT");
    assert_eq!(score, 2);
    assert_eq!(g.owner(sq("F7")), Some(1));
    assert_eq!(g.owner(sq("F6")), Some(0));
}

/// Our reading: extending your own word scores only the letters you lay.
#[test]
fn extending_your_own_word_scores_only_new_letters() {
    let g = game(&[("7E BAU", 0)], &["m", "x"], "eeee");
    let (_, score) = played(&g, 0, "7E BAUM");
    assert_eq!(score, 3);
}

/// "Ziel des Spiels ist es, als erster Spieler die Gewinnpunktezahl zu erreichen bzw. zu
/// überschreiten." and "Das Spiel ist zu Ende, sobald der erste Spieler die Gewinnpunktezahl
/// erreicht hat. Dieser Spieler ist auch der Gewinner des Spiels." (The first player to reach
/// the target wins, and the game ends at once.)
#[test]
fn first_to_reach_the_target_wins_at_once() {
    let options = GameOptions {
        target: Some(10),
        ..GameOptions::default()
    };
    let mut s = S.setup(options, &["tor", "haus"], "eeee");
    s.players[0].score = 5;
    s.players[1].score = 9;
    let g = s.into_game().expect("valid");
    assert_eq!(g.target(), Some(10));
    // 7G TOR: 2 + 2 + 1 = 5 -> 10: the game ends before player 1 moves again.
    let (g, _) = played(&g, 0, "7G TOR");
    assert!(matches!(
        g.phase(),
        Phase::Over {
            ending: Ending::TargetReached,
            ..
        }
    ));
    assert_eq!(g.winners(), vec![0]);
    // The default target.
    let g = game(&[], &["tor", "x"], "e");
    assert_eq!(g.target(), Some(100));
}

/// "Können alle beteiligten Spieler nichts anlegen, bekommt jeder Spieler ein Set neuer
/// Buchstabensteine." (If no player can lay anything, each gets a new set of letters.) A
/// player says so by passing; a full round of passes deals new letters.
#[test]
fn nobody_can_play_new_letters() {
    let g = Game::new(VariantId::Letterbox, 3, &mut rng()).expect("a game");
    let before: Vec<Vec<Tile>> = g
        .players()
        .iter()
        .map(|p| p.rack.tiles().to_vec())
        .collect();
    let mut g = g;
    for _ in 0..2 {
        g = g.pass(g.turn(), &mut rng()).expect("pass");
        assert!(!g.history().contains(&TurnRecord::NewLetters));
    }
    g = g
        .pass(g.turn(), &mut rng())
        .expect("third pass ends the round");
    assert_eq!(g.history().last(), Some(&TurnRecord::NewLetters));
    assert!(!g.is_over());
    conserved(&g);
    let after: Vec<Vec<Tile>> = g
        .players()
        .iter()
        .map(|p| p.rack.tiles().to_vec())
        .collect();
    assert_ne!(before, after, "new letters");
    assert!(g.players().iter().all(|p| p.rack.len() == 7));
}

/// "Wenn über zwei Runden hinweg kein Spieler anlegen kann, wird das Spiel unentschieden
/// abgebrochen." (Two rounds in which nobody can lay: the game is called off as a draw.)
#[test]
fn two_rounds_without_a_word_is_a_draw() {
    let mut g = game(&[], &["tor", "haus"], "eeeeeeeeeeeeee");
    for _ in 0..3 {
        g = g.pass(g.turn(), &mut rng()).expect("pass");
    }
    assert!(!g.is_over());
    g = g.pass(g.turn(), &mut rng()).expect("fourth pass");
    assert!(matches!(
        g.phase(),
        Phase::Over {
            ending: Ending::Drawn,
            ..
        }
    ));
    assert!(g.winners().is_empty());
    // A word between the passes starts the count again: pass, a word, then a round of
    // passes deals new letters and one more pass is not yet a second round.
    let mut g = game(&[], &["haus", "tor"], "eeeeeeeeeeeeee");
    g = g.pass(0, &mut rng()).expect("pass");
    g = played(&g, 1, "7G TOR").0;
    g = g.pass(0, &mut rng()).expect("pass");
    g = g.pass(1, &mut rng()).expect("pass: new letters");
    assert_eq!(g.history().last(), Some(&TurnRecord::NewLetters));
    g = g.pass(0, &mut rng()).expect("pass");
    assert!(!g.is_over(), "the pass before the word does not count");
}

/// "Zu Beginn erhält jeder Spieler fünf bis zehn Buchstaben mit denen er ein sinnvolles Wort
/// bilden soll." (Each player gets five to ten letters.) A setting; 7 unless chosen.
#[test]
fn rack_size_is_five_to_ten() {
    for n in 5..=10u8 {
        let options = GameOptions {
            rack_size: Some(n),
            ..GameOptions::default()
        };
        let g = Game::with_options(VariantId::Letterbox, 2, options, &mut rng()).expect("ok");
        assert!(g.players().iter().all(|p| p.rack.len() == n as usize));
        assert_eq!(g.rack_size(), n as usize);
    }
    for n in [4u8, 11] {
        let options = GameOptions {
            rack_size: Some(n),
            ..GameOptions::default()
        };
        assert_eq!(
            Game::with_options(VariantId::Letterbox, 2, options, &mut rng()).err(),
            Some(SetupError::RackSize { min: 5, max: 10 })
        );
    }
    let g = Game::new(VariantId::Letterbox, 2, &mut rng()).expect("ok");
    assert_eq!(g.rack_size(), 7);
    // Other variants keep their racks of 7.
    let options = GameOptions {
        rack_size: Some(8),
        ..GameOptions::default()
    };
    assert!(Game::with_options(VariantId::Literaki, 2, options, &mut rng()).is_err());
    // No exchanges: a player who cannot lay passes.
    assert_eq!(
        g.exchange(
            g.turn(),
            &g.players()[g.turn()].rack.tiles()[..1],
            &mut rng()
        ),
        Err(PlayError::Exchange(ExchangeError::NotOffered))
    );
}

/// "Je nach gewählter Spieleinstellung gibt es eine unterschiedliche Anzahl von Spielpunkten.
/// Grundsätzlich gilt: Je schwieriger die Spieleinstellungen gewählt werden, desto höher die
/// Anzahl der Spielpunkte." (Harder settings, more game points.)
#[test]
fn harder_settings_give_more_game_points() {
    let stakes = S.variant().hooks.stakes;
    assert_eq!(stakes, Stakes::BySettings);
    let points = |letters, target, time| stakes.points(letters, Some(target), time, None);
    assert_eq!(points(7, 100, None), Some(16));
    assert!(points(5, 100, None) > points(7, 100, None), "fewer letters");
    assert!(
        points(7, 200, None) > points(7, 100, None),
        "a higher target"
    );
    assert!(points(7, 100, Some(30)) > points(7, 100, None), "less time");
    assert!(
        stakes.points(7, Some(100), None, Some(2)) > stakes.points(7, Some(100), None, Some(0)),
        "a stronger computer"
    );
    assert_eq!(VariantId::Literaki.variant().hooks.stakes, Stakes::None);
}

/// "Umlaute – also ä, ö, ü – dürfen nicht durch ae, oe, ue wiedergegeben werden." and "Im
/// Gegensatz zu anderen Spielen ist ß ein eigenständiger Buchstabe und wird nicht als ss
/// geschrieben." (Umlauts are not written ae/oe/ue; ß is a letter of its own, not ss.)
#[test]
fn umlauts_and_sharp_s_are_letters() {
    let a = S.variant().alphabet();
    for c in ['ä', 'ö', 'ü', 'ß'] {
        assert!(a.letter(c).is_some(), "{c} is a letter");
    }
    let de = Lexicon::bundled(Language::German).expect("the bundled German list");
    assert!(de.contains_str("süß") && de.contains_str("straße"));
    assert!(!de.contains_str("suess") && !de.contains_str("strasse"));
    // ß scores as a letter of its own: 7F FUß: F 4, U on G7 1x2 = 2, ß 8 = 14.
    let g = game(&[], &["fuß", "x"], "ee");
    assert_eq!(S.score(&g, 0, "7F FUß"), 14);
}

/// "Wörter, die mit einem Bindestrich oder einem Auslassungszeichen geschrieben werden sind
/// erlaubt, werden aber ohne Sonderzeichen geschrieben! XBeine (statt X-Beine)" (Words with a
/// hyphen or apostrophe are allowed, written without.)
#[test]
fn hyphenated_words_are_written_without() {
    let a = S.variant().alphabet();
    let coded = filter_word(a, "X-Beine").expect("kept");
    assert_eq!(
        a.decode(
            &coded
                .iter()
                .map(|&b| plansza::lexicon::Letter(b))
                .collect::<Vec<_>>()
        ),
        "xbeine"
    );
    let coded = filter_word(a, "geht's").expect("kept");
    assert_eq!(coded.len(), 5);
}

/// "Wörter dürfen in allen in der deutschen Grammatik üblichen Beugungsformen gesetzt werden."
/// and "Im Gegensatz zu ähnlichen Spielen ist die Verwendung von Namen erlaubt, ebenso römische
/// Ziffern, diverse Abkürzungen ..." (Inflected forms, names, abbreviations, country codes
/// allowed: as far as the word list has them.)
#[test]
fn inflected_forms_and_names_are_allowed() {
    let de = Lexicon::bundled(Language::German).expect("the bundled German list");
    for w in [
        "häusern",
        "hauses",
        "ging",
        "berlin",
        "saturn",
        "dollar",
        "euro",
        "usa",
        "ddr",
        "fürs",
        "sekretär",
        "tierärztinnen",
        "zwei",
        "tausendste",
        "alpha",
    ] {
        assert!(de.contains_str(w), "{w}");
    }
    assert!(!de.contains_str("un-"), "no bare prefixes");
}

/// "Derzeit gibt es noch keinen Mehrspielermodus, d. h. der Gegner ist immer der Computer."
/// Until the computer players exist, the game runs between 2 to 4 people.
#[test]
fn two_to_four_players() {
    for n in [1, 5] {
        assert_eq!(
            Game::new(VariantId::Letterbox, n, &mut rng()).err(),
            Some(SetupError::PlayerCount { min: 2, max: 4 })
        );
    }
    for n in 2..=4 {
        let g = Game::new(VariantId::Letterbox, n, &mut rng()).expect("ok");
        conserved(&g);
    }
}
