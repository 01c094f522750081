//! Literaki, rule by rule: one test per sentence of the rule text
//! (`seeds/literaki-rules-pl.txt`), each quoting the sentence with an English gloss, plus
//! the notation and the readings we chose where the text is silent. Every expected score is
//! computed by hand in a comment (board: `rules-data/literaki.md`; values: 1 = a e i n o r s
//! w z, 2 = c d k l m p t y, 3 = b g h j ł u, 5 = ą ć ę f ń ó ś ź ż, blank 0).

use plansza::lexicon::{Language, MemoryWordList};
use plansza::rules::*;
mod common;

use common::{rng, sorted, Scenario};
use rand::rngs::StdRng;
use rand::SeedableRng;

const S: Scenario = Scenario(VariantId::Literaki);

fn v() -> &'static Variant {
    S.variant()
}

fn letter(c: char) -> plansza::lexicon::Letter {
    S.letter(c)
}

fn tiles(s: &str) -> Vec<Tile> {
    S.tiles(s)
}

fn mv(text: &str) -> MoveText {
    S.mv(text)
}

/// A game with these words on the board, these racks and this bag; player 0 to move.
fn game(on_board: &[&str], racks: &[&str], bag: &str) -> Game {
    S.game(GameOptions::default(), on_board, racks, bag)
}

fn words(list: &[&str]) -> MemoryWordList {
    S.words(list)
}

fn score(g: &Game, player: usize, text: &str) -> u32 {
    S.score(g, player, text)
}

fn move_error(g: &Game, player: usize, text: &str) -> MoveError {
    S.move_error(g, player, text)
}

fn play(g: &Game, player: usize, text: &str) -> Game {
    S.play(g, player, text)
}

// ---------------------------------------------------------------------------------------
// Equipment

/// "Do gry wykorzystywana jest kwadratowa plansza podzielona na 15 wierszy i 15 kolumn oraz
/// 100 płytek w czterech kolorach" -- a square board of 15 rows and 15 columns, and 100 tiles
/// in four colours.
#[test]
fn board_is_fifteen_by_fifteen_with_hundred_tiles() {
    assert_eq!((v().width, v().height), (15, 15));
    assert_eq!(v().full_bag().len(), 100);
    let g = Game::new(VariantId::Literaki, 2, &mut rng()).expect("two players");
    assert_eq!((g.board().width(), g.board().height()), (15, 15));
    let mut colours: Vec<u32> = v().letter_values.clone();
    colours.sort();
    colours.dedup();
    assert_eq!(colours, vec![1, 2, 3, 5]);
}

/// "Do tworzenia wyrazów wykorzystywane jest 98 płytek z literami i 2 płytki blank." plus the
/// table of counts -- 98 letter tiles and 2 blanks, counted per letter.
#[test]
fn tile_counts_match_the_table() {
    let bag = v().full_bag();
    let count = |t: Tile| bag.iter().filter(|&&x| x == t).count();
    assert_eq!(count(Tile::Blank), 2);
    let table = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż";
    let counts = [
        9, 1, 2, 3, 1, 3, 7, 1, 1, 2, 2, 8, 2, 3, 3, 2, 3, 5, 1, 6, 1, 3, 4, 4, 1, 3, 2, 4, 4, 5,
        1, 1,
    ];
    for (c, n) in table.chars().zip(counts) {
        assert_eq!(count(Tile::Letter(letter(c))), n, "letter {c}");
    }
    assert_eq!(bag.len() - 2, 98);
}

/// "Litery umieszczone są na kolorowych płytkach i w zależności od koloru płytki mają różną
/// wartość punktową: – 1 punkt, – 2 punkty, – 3 punkty, – 5 punktów." -- a tile's colour gives
/// its value (the colour legend, lost from the text, is in rules-data).
#[test]
fn letter_values_follow_tile_colours() {
    for (group, value) in [
        ("aeinorswz", 1),
        ("cdklmpty", 2),
        ("bghjłu", 3),
        ("ąćęfńóśźż", 5),
    ] {
        for c in group.chars() {
            assert_eq!(v().tile_value(Tile::Letter(letter(c))), value, "{c}");
        }
    }
}

/// "Dodatkowo dostępne są dwie płytki bez liter (tzw. blank), które mogą zostać wykorzystane w
/// zastępstwie dowolnej litery – za użycie takiej płytki ... nie dostaje się punktów (blank ma
/// wartość 0 punktów)." -- two blanks stand for any letter and score 0.
#[test]
fn blank_is_worth_nothing() {
    assert_eq!(v().tile_value(Tile::Blank), 0);
    assert_eq!(v().value(BoardTile::blank(letter('ż'))), 0);
    let g = game(&[], &["ar?", "a"], "");
    // ŻAR at 8H, ż a blank: H8 red, but the blank is 0 -> 0; a I8 1; r J8 (blue; r is 1) 1 = 2.
    assert_eq!(score(&g, 0, "8H *żar"), 2);
}

// ---------------------------------------------------------------------------------------
// Players and racks

/// "Gra przeznaczona jest dla dwóch do czterech graczy" -- two to four players.
#[test]
fn two_to_four_players() {
    for n in [0, 1, 5] {
        assert_eq!(
            Game::new(VariantId::Literaki, n, &mut rng()).err(),
            Some(SetupError::PlayerCount { min: 2, max: 4 })
        );
    }
    for n in 2..=4 {
        assert!(Game::new(VariantId::Literaki, n, &mut rng()).is_ok());
    }
}

/// "Na początku gry każdy z graczy otrzymuje po 7 płytek z literami." -- each player starts
/// with 7 tiles.
#[test]
fn each_player_starts_with_seven_tiles() {
    let g = Game::new(VariantId::Literaki, 4, &mut rng()).expect("four players");
    assert!(g.players().iter().all(|p| p.rack.len() == 7));
    assert_eq!(g.bag_len(), 100 - 28);
}

/// "Pierwszy ruch wykonuje losowo wybrany gracz." -- a randomly chosen player moves first.
#[test]
fn first_player_is_random() {
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..40 {
        let g = Game::new(VariantId::Literaki, 3, &mut StdRng::seed_from_u64(seed))
            .expect("three players");
        firsts.insert(g.turn());
    }
    assert_eq!(firsts.len(), 3);
}

// ---------------------------------------------------------------------------------------
// Notation and directions

/// "Wyrazy układane są w sposób przypominający układanie krzyżówki – słowa są czytane od lewej
/// do prawej lub z góry na dół." -- words read left to right or top to bottom. `8H` (row
/// first) plays across, `H8` (column first) plays down.
#[test]
fn words_read_across_or_down() {
    let g = game(&[], &["kot", "a"], "");
    let across = g.evaluate(0, &mv("8H kot")).expect("legal");
    assert_eq!(
        across.squares(),
        vec![Pos::new(7, 7), Pos::new(7, 8), Pos::new(7, 9)]
    );
    let down = g.evaluate(0, &mv("h8 KOT")).expect("legal");
    assert_eq!(
        down.squares(),
        vec![Pos::new(7, 7), Pos::new(8, 7), Pos::new(9, 7)]
    );
    // Across: k H8 (red; k is 2) 2 + o I8 1 + t J8 (blue; t is 2) 2 = 5.
    // Down: k H8 2 + o H9 (plain) 1 + t H10 (blue) 2 = 5.
    assert_eq!((across.score, down.score), (5, 5));
}

/// Notation: `.` and `(…)` stand for letters already on the board; a typed letter equal to
/// the board's letter is accepted too; a different one is `SquareTaken`.
#[test]
fn notation_board_letters() {
    let g = game(&["8H kot"], &["y", "a"], "");
    // KOTY: k 2 + o 1 + t 2 (old, no premiums) + y K8 (plain) 2 = 7, whichever way typed.
    for text in ["8H ...y", "8H (KOT)y", "8H koty", "8H k(o)ty"] {
        assert_eq!(score(&g, 0, text), 7, "{text}");
    }
    assert_eq!(
        move_error(&g, 0, "8H (KA)ty"),
        MoveError::SquareTaken {
            square: "I8".into(),
            on_board: 'O'
        }
    );
    assert_eq!(
        move_error(&g, 0, "8H ka.y"),
        MoveError::SquareTaken {
            square: "I8".into(),
            on_board: 'O'
        }
    );
    assert_eq!(
        move_error(&g, 0, "8K (Y)"),
        MoveError::NothingOnSquare("K8".into())
    );
    assert_eq!(
        move_error(&g, 0, "9H .y"),
        MoveError::NothingOnSquare("H9".into())
    );
}

/// Notation: `*a` and `a?` mark a blank; an unmarked letter the rack lacks uses a blank, put
/// where it scores most.
#[test]
fn notation_blanks_marked_and_unmarked() {
    // ŻŻ at 8G with one real ż and one blank: G8 is plain, H8 red.
    // Real ż on H8: 15, blank on G8: 0 -> 15. The other way: 5 + 0 = 5. Unmarked picks 15.
    let g = game(&[], &["ż?", "a"], "");
    let m = g.evaluate(0, &mv("8G żż")).expect("legal");
    assert_eq!(m.score, 15);
    assert_eq!(m.tiles[0].1, BoardTile::blank(letter('ż')));
    // Marked explicitly, the mark before its letter (`*`, or `?` as a rack writes a blank):
    // `*ż` first -> blank on G8 (15); `ż?ż` -> blank on H8: 5 + 0. A mark after the letters
    // names no letter: refused, never dropped.
    assert_eq!(score(&g, 0, "8G *żż"), 15);
    assert_eq!(score(&g, 0, "8G ż?ż"), 5);
    assert_eq!(score(&g, 0, "8G ż*ż"), 5);
    assert_eq!(parse_move("8G żż?", v()), Err(NotationError::BareBlank));
    let g = game(&[], &["żżż", "a"], "");
    assert_eq!(score(&g, 0, "8G żż"), 20);
    assert_eq!(move_error(&g, 0, "8G *żż"), MoveError::NotOnRack('?'));
}

/// Notation errors: each `NotationError` names what is wrong.
#[test]
fn notation_errors() {
    assert_eq!(parse_move("", v()), Err(NotationError::Empty));
    assert_eq!(
        parse_move("X kot", v()),
        Err(NotationError::BadSquare("X".into()))
    );
    assert_eq!(
        parse_move("8HH kot", v()),
        Err(NotationError::BadSquare("8HH".into()))
    );
    assert_eq!(
        parse_move("Z8 kot", v()),
        Err(NotationError::OffBoard("Z8".into()))
    );
    assert_eq!(
        parse_move("16H kot", v()),
        Err(NotationError::OffBoard("16H".into()))
    );
    assert_eq!(
        parse_move("8H kot!", v()),
        Err(NotationError::BadLetter('!'))
    );
    assert_eq!(parse_move("8H   ", v()), Err(NotationError::NoWord));
    assert_eq!(parse_move("8H k*", v()), Err(NotationError::BareBlank));
    assert_eq!(parse_tiles("ab7", v()), Err(NotationError::BadLetter('7')));
    assert_eq!(
        parse_tiles("ą?*", v()),
        Ok(vec![Tile::Letter(letter('ą')), Tile::Blank, Tile::Blank])
    );
}

/// "Nie są poprawne ... słowa ..., w których występują znaki inne niż polskie litery (np.
/// myślnik, apostrof, ü)." -- no characters other than Polish letters (hyphen, apostrophe, ü).
#[test]
fn non_polish_characters_are_not_letters() {
    for (text, bad) in [
        ("8H müsli", 'ü'),
        ("8H a-b", '-'),
        ("8H o'k", '\''),
        ("8H vat", 'v'),
    ] {
        assert_eq!(parse_move(text, v()), Err(NotationError::BadLetter(bad)));
    }
}

// ---------------------------------------------------------------------------------------
// Scoring

/// "Na punkty uzyskane za ułożenie wyrazu składa się suma punktów za każdą wykorzystaną
/// literę oraz premie literowe i słowne." -- a word scores the sum of its letters plus letter
/// and word premiums.
#[test]
fn word_scores_the_sum_of_its_letters() {
    let g = game(&[], &["kotek", "a"], "");
    // KOTEK at 8D: k D8 . 2, o E8 . 1, t F8 (blue; t is 2) 2, e G8 . 1, k H8 (red) 2 = 8.
    assert_eq!(score(&g, 0, "8D kotek"), 8);
}

/// "Premię literową uzyskuje się wtedy, kiedy litera zostanie wyłożona na pole o takim samym
/// kolorze – wartość litery w takim przypadku ulega potrojeniu." -- a letter on a field of its
/// own colour scores triple. (Worked check: a red tile on the red H8 is tripled.)
#[test]
fn colour_bonus_triples_matching_tile() {
    let g = game(&[], &["żar", "a"], "");
    // ŻAR at 8H: ż on red H8 5x3 = 15, a I8 1, r J8 (blue; r is 1: no) 1 = 17.
    assert_eq!(score(&g, 0, "8H żar"), 17);
    // ŻAR at 8G: ż on plain G8 5, a on red H8 (a is 1: no) 1, r I8 1 = 7.
    assert_eq!(score(&g, 0, "8G żar"), 7);
}

/// "Premię słowną gracz otrzymuje wtedy, gdy wyłoży płytkę z literą na polu lub (wartość
/// słowa ulega podwojeniu lub potrojeniu). Premia słowna obliczana jest po uwzględnieniu
/// premii literowych." -- a tile on a word field doubles or triples the word, after the
/// letter premiums.
#[test]
fn word_premium_after_letter_premium() {
    // Board: TO down at C4-C5. Play K(O)T on row 5: k B5 (green; k is 2) x3 = 6, o old 1,
    // t D5 (D) 2 -> (6 + 1 + 2) x 2 = 18. (Word first, letters after would give 14.)
    let g = game(&["C4 to"], &["kt", "a"], "");
    assert_eq!(score(&g, 0, "5B k(o)t"), 18);
    // Triple word: an I lies on A4. ŻAK(I) down column A: ż A1 (red) 5x3 = 15, a A2 1,
    // k A3 (T) 2, i 1 (old) -> (15 + 1 + 2 + 1) x 3 = 57.
    let g = game(&["4A i"], &["żak", "a"], "");
    assert_eq!(score(&g, 0, "A1 żak(I)"), 57);
}

/// "Premię literowe i słowne zdobywane są jedynie wtedy, kiedy gracz w swoim ruchu wyłoży
/// płytkę z literą na określonym polu." -- premiums count only for tiles laid in this move.
#[test]
fn premiums_only_for_new_tiles() {
    let g = game(&["8H żar"], &["y", "a"], "");
    // ŻARY: ż on H8 is old: 5 (not 15), a 1, r 1, y K8 (plain) 2 = 9.
    assert_eq!(score(&g, 0, "8H (ŻAR)y"), 9);
    // Word field under an old tile: KOT lies with t on D5 (D); adding Y at E5 (plain):
    // k 2 + o 1 + t 2 + y 2 = 7, not doubled.
    let g = game(&["5B kot"], &["y", "a"], "");
    assert_eq!(score(&g, 0, "5B (KOT)y"), 7);
}

/// Worked check: "A blank on a colour field scores 0; a blank on D or T still doubles or
/// triples the word" (rules-data; the Literki text says the same).
#[test]
fn blank_on_word_premium() {
    let g = game(&["C4 to"], &["k?", "a"], "");
    // K(O)*t: k B5 green x3 = 6, o 1, blank t on D5 (D) 0 -> (6 + 1 + 0) x 2 = 14.
    assert_eq!(score(&g, 0, "5B k(o)*t"), 14);
    let g = game(&["C4 to"], &["?t", "a"], "");
    // *k(O)T: blank k on green B5 0, o 1, t on D5 (D) 2 -> (0 + 1 + 2) x 2 = 6.
    assert_eq!(score(&g, 0, "5B *k(o)t"), 6);
}

/// "Jeżeli w jednym ruchu gracz wyłoży wszystkie siedem płytek, to dodatkowo otrzymuje 50
/// punktów premii." -- laying all seven tiles in one move gives 50 extra points.
#[test]
fn seven_tile_bonus() {
    let g = game(&[], &["makaron", "a"], "");
    // MAKARON at 8H: m H8 (red; m 2) 2, a I8 1, k J8 (blue; k 2) 2, a K8 1, r L8 1,
    // o M8 (yellow; o 1) x3 = 3, n N8 1 -> 11; + 50 = 61.
    let m = g.evaluate(0, &mv("8H makaron")).expect("legal");
    assert_eq!((m.bingo, m.score), (50, 61));
    // Six tiles of a seven-tile rack: no bonus. MAKARO: 2+1+2+1+1+3 = 10.
    let m = g.evaluate(0, &mv("8H makaro")).expect("legal");
    assert_eq!((m.bingo, m.score), (0, 10));
}

// ---------------------------------------------------------------------------------------
// Play

/// "Ułożony przez niego wyraz musi składać się z co najmniej dwóch liter i musi zostać
/// wyłożony w taki sposób, aby zawierał pole (środkowe pole na planszy)." -- the first word
/// has at least two letters and covers the centre.
#[test]
fn first_move_two_letters_over_centre() {
    let g = game(&[], &["kot", "a"], "");
    assert_eq!(move_error(&g, 0, "8H k"), MoveError::FirstWordTooShort);
    assert_eq!(
        move_error(&g, 0, "1A kot"),
        MoveError::MissesStart("H8".into())
    );
    assert_eq!(
        move_error(&g, 0, "8I kot"),
        MoveError::MissesStart("H8".into())
    );
    // KOT at 8F: k F8 (blue; k 2) 2, o G8 1, t H8 (red; t 2) 2 = 5.
    assert_eq!(score(&g, 0, "8F kot"), 5);
}

/// "ruch wykonywany przez gracza może być jednym z poniższych: wyłożenie na planszę co
/// najmniej jednej płytki, wymiana płytek ..., opuszczenie swojej kolejki (pas)." -- a move is
/// laying at least one tile, an exchange, or a pass.
#[test]
fn a_move_lays_at_least_one_tile_or_exchanges_or_passes() {
    let g = game(&["8H kot"], &["a", "a"], "abcdefg");
    assert_eq!(move_error(&g, 0, "8H kot"), MoveError::NoNewTiles);
    let passed = g.pass(0, &mut rng()).expect("a pass");
    assert_eq!(passed.turn(), 1);
    let exchanged = g.exchange(0, &tiles("a"), &mut rng()).expect("an exchange");
    assert_eq!(exchanged.turn(), 1);
    assert_eq!(exchanged.passes_in_row(), 0);
}

/// "Wykładane przez gracza płytki z literami muszą leżeć w jednej kolumnie lub wierszu i
/// wchodzić w skład poprawnego wyrazu." -- the new tiles lie in one row or column and form
/// one word (no gaps).
#[test]
fn tiles_in_one_line_and_contiguous() {
    let b = Board::empty(15, 15);
    let t = BoardTile::letter(letter('a'));
    let gap = [(Pos::new(7, 6), t), (Pos::new(7, 8), t)];
    assert_eq!(
        validate(v(), &b, &gap, Direction::Across),
        Err(MoveError::TooShort)
    );
    let bent = [(Pos::new(7, 7), t), (Pos::new(8, 8), t)];
    assert_eq!(
        validate(v(), &b, &bent, Direction::Across),
        Err(MoveError::TooShort)
    );
    // A typed gap over an empty square is caught as `.` on nothing.
    let g = game(&[], &["kot", "a"], "");
    assert_eq!(
        move_error(&g, 0, "8G k.t"),
        MoveError::NothingOnSquare("H8".into())
    );
    // Later moves must touch the board.
    let g = game(&["8H kot"], &["ma", "a"], "");
    assert_eq!(move_error(&g, 0, "1A ma"), MoveError::NotConnected);
    assert_eq!(move_error(&g, 0, "15O ma"), MoveError::OffBoard);
    assert_eq!(move_error(&g, 0, "6H mam"), MoveError::NotOnRack('M'));
}

/// "Jeżeli wyłożone płytki sąsiadują z innymi (niekoniecznie w tej samej kolumnie lub
/// wierszu...), to muszą z nimi tworzyć poprawne wyrazy." -- new tiles next to others must
/// form valid words with them too: cross words are checked.
#[test]
fn cross_words_are_checked() {
    // ONA on row 7; ARMIA below from H8 forms NA and AR; the list lacks AR.
    let g = game(&["7G ona"], &["armia", "a"], "");
    let pending = g.submit(0, &mv("8H armia")).expect("legal");
    let (after, outcome) = pending
        .settle(
            Settlement::Checked { challenger: None },
            &words(&["ona", "armia", "na"]),
            &mut rng(),
        )
        .expect("settles");
    assert_eq!(
        outcome,
        SettleOutcome::Rejected {
            invalid: vec!["ar".into()]
        }
    );
    assert_eq!(after.board(), g.board());
}

/// "Jeśli przy wyłożeniu liter gracz utworzył więcej niż jeden wyraz, to otrzymuje punkty za
/// wszystkie nowopowstałe wyrazy." and the example "ONA – ARMIA, NA, AR" -- every new word
/// scores; letters parallel to a word make several words.
#[test]
fn parallel_play_forms_several_words() {
    let g = game(&["7G ona"], &["armia", "a"], "");
    let m = g.evaluate(0, &mv("8H armia")).expect("legal");
    let alphabet = Language::Polish.alphabet();
    let found: Vec<(String, u32)> = m
        .words
        .iter()
        .map(|w| (alphabet.decode(&w.letters), w.score))
        .collect();
    // ARMIA: a H8 (red; a 1) 1, r I8 1, m J8 (blue; m 2) 2, i K8 1, a L8 1 = 6.
    // NA: n H7 (old) 1 + a H8 1 = 2. AR: a I7 (old) 1 + r I8 1 = 2. Total 10.
    assert_eq!(
        found,
        vec![("armia".into(), 6), ("na".into(), 2), ("ar".into(), 2)]
    );
    assert_eq!(m.score, 10);
}

/// Example "rozszerzenie wyrazu poprzez dodanie nowych liter na początku i/lub na końcu, np.:
/// MAK – MAKARON" -- a word extended at its start and/or end scores as the whole new word.
#[test]
fn extension_at_both_ends_scores_whole_word() {
    // MAK at 8H..8J; ARON after it: a K8 1, r L8 1, o M8 (yellow) 3, n N8 1, plus old
    // m 2, a 1, k 2 (no premiums) = 11. Typing only the new letters finds the same word.
    let g = game(&["8H mak"], &["aron", "a"], "");
    assert_eq!(score(&g, 0, "8H (MAK)aron"), 11);
    assert_eq!(score(&g, 0, "8K aron"), 11);
    // Both ends: KAR at 8J..8L; MA before, ON after: m H8 (red; m 2) 2, a I8 1, k 2, a 1,
    // r 1 (old), o M8 (yellow) 3, n N8 1 = 11.
    let g = game(&["8J kar"], &["maon", "a"], "");
    let m = g.evaluate(0, &mv("8H ma(KAR)on")).expect("legal");
    assert_eq!(m.score, 11);
    assert_eq!(m.words.len(), 1);
    assert_eq!(
        Language::Polish.alphabet().decode(&m.words[0].letters),
        "makaron"
    );
}

/// Example "dodanie liter do wyrazu pod kątem 90°, np.: ARENA – MEWA" -- a word across
/// another through one of its letters.
#[test]
fn perpendicular_word_through_a_letter() {
    // ARENA at 8H..8L; MEWA down column J through E (J8): m J7 . 2, e 1 (old), w J9 . 1,
    // a J10 . 1 = 5.
    let g = game(&["8H arena"], &["mwa", "a"], "");
    let m = g.evaluate(0, &mv("J7 m.wa")).expect("legal");
    assert_eq!(m.score, 5);
    assert_eq!(m.words.len(), 1);
    assert_eq!(m.words[0].direction, Direction::Down);
}

/// "Jeśli w trakcie wykonywania ruchu gracz wyłożył płytkę bez litery (blank), to musi
/// określić, jakiej literze ona odpowiada – blank zastępuje wybraną literę do końca
/// rozgrywki." -- a blank must be given a letter and keeps it for the rest of the game.
#[test]
fn blank_keeps_its_letter() {
    let g = game(&[], &["ko?", "y"], "abcdefgh");
    assert_eq!(parse_move("8H ko*", v()), Err(NotationError::BareBlank));
    let after = play(&g, 0, "8H ko*t");
    assert_eq!(
        after.board().get(Pos::new(7, 9)),
        Some(BoardTile::blank(letter('t')))
    );
    // Later words read it as `t` worth 0: KOTY by player 1: k 2 + o 1 + t 0 + y K8 2 = 5.
    let m = after.evaluate(1, &mv("8H (KOT)y")).expect("legal");
    assert_eq!(m.score, 5);
    assert_eq!(
        Language::Polish.alphabet().decode(&m.words[0].letters),
        "koty"
    );
}

// ---------------------------------------------------------------------------------------
// Accept and check

/// "Po wyłożeniu płytek i utworzeniu nowego wyrazu (lub wyrazów) przeciwnicy mogą
/// zaakceptować ruch lub zażądać sprawdzenia, czy słowo jest poprawne." -- opponents accept
/// or ask for a check. Accepted words stand even when no dictionary has them.
#[test]
fn all_accept_keeps_word_not_in_dictionary() {
    let g = game(&[], &["kyz", "a"], "abcdefg");
    // KYZ is no word; accepted anyway. k H8 2 + y I8 2 + z J8 (blue; z 1) 1 = 5.
    let pending = g.submit(0, &mv("8H kyz")).expect("legal");
    assert_eq!(pending.pending().map(|p| p.author), Some(0));
    assert_eq!(
        pending.board(),
        g.board(),
        "the board waits for the settlement"
    );
    assert_eq!(pending.players()[0].rack, g.players()[0].rack);
    let (after, outcome) = pending
        .settle(Settlement::Accepted, &words(&[]), &mut rng())
        .expect("settles");
    assert_eq!(
        outcome,
        SettleOutcome::Stood {
            score: 5,
            challenger_penalized: None
        }
    );
    assert_eq!(after.players()[0].score, 5);
    assert!(after.board().get(Pos::new(7, 7)).is_some());
    assert_eq!(after.turn(), 1);
}

/// "Jeżeli słowo nie jest poprawne, to gracz musi zabrać wyłożone płytki z literami i traci
/// kolejkę" -- an invalid word: the player takes the tiles back and loses the turn.
#[test]
fn challenge_of_invalid_word_returns_tiles_and_loses_turn() {
    let g = game(&["8H arena"], &["mwa", "ok"], "abcdefg");
    let pending = g.submit(0, &mv("J7 m.wa")).expect("legal");
    let (after, outcome) = pending
        .settle(
            Settlement::Checked {
                challenger: Some(1),
            },
            &words(&["arena"]),
            &mut rng(),
        )
        .expect("settles");
    assert_eq!(
        outcome,
        SettleOutcome::Rejected {
            invalid: vec!["mewa".into()]
        }
    );
    assert_eq!(after.board(), g.board());
    assert_eq!(after.players()[0].rack, g.players()[0].rack);
    assert_eq!(after.players()[0].score, 0);
    assert_eq!(after.turn(), 1);
    assert!(!after.players()[1].skips_next_turn);
    assert!(matches!(
        after.history().last(),
        Some(TurnRecord::Rejected { player: 0, .. })
    ));
}

/// "natomiast jeśli słowo jest poprawne, to kolejkę traci gracz, który zażądał sprawdzenia."
/// -- a valid word: the challenger loses their turn.
#[test]
fn challenge_of_valid_word_costs_challenger_a_turn() {
    let g = game(&["8H arena"], &["mwa", "ok"], "abcdefg");
    let pending = g.submit(0, &mv("J7 m.wa")).expect("legal");
    let (after, outcome) = pending
        .settle(
            Settlement::Checked {
                challenger: Some(1),
            },
            &words(&["arena", "mewa"]),
            &mut rng(),
        )
        .expect("settles");
    // MEWA scores 5 (see perpendicular_word_through_a_letter).
    assert_eq!(
        outcome,
        SettleOutcome::Stood {
            score: 5,
            challenger_penalized: Some(1)
        }
    );
    // Player 1's turn is skipped: player 0 moves again.
    assert_eq!(after.turn(), 0);
    assert!(!after.players()[1].skips_next_turn);
    let n = after.history().len();
    assert!(matches!(
        &after.history()[n - 2..],
        [
            TurnRecord::Played { player: 0, .. },
            TurnRecord::Skipped { player: 1 }
        ]
    ));
    // An automatic check (no challenger) costs no one a turn.
    let (auto, _) = pending
        .settle(
            Settlement::Checked { challenger: None },
            &words(&["arena", "mewa"]),
            &mut rng(),
        )
        .expect("settles");
    assert_eq!(auto.turn(), 1);
}

/// "Po sprawdzeniu i/lub zaakceptowaniu utworzonych wyrazów gracz dobiera tyle płytek z
/// literami, ile ich wyłożył w trakcie wykonywania ruchu." -- after the move stands the player
/// draws as many tiles as they laid.
#[test]
fn rack_refilled_after_move_stands() {
    let g = game(&[], &["kotabcd", "a"], "zzzzzzzzzz");
    let after = play(&g, 0, "8H kot");
    assert_eq!(after.players()[0].rack.len(), 7);
    assert_eq!(after.players()[0].rack.count(Tile::Letter(letter('z'))), 3);
    assert_eq!(after.bag_len(), 7);
}

/// Withdrawing (the Literki "Cofnij"): the tiles come back and the same player moves again;
/// the move number changes on submit and on every settlement.
#[test]
fn withdrawn_move_returns_tiles_and_same_player_moves() {
    let g = game(&[], &["kot", "a"], "abc");
    let pending = g.submit(0, &mv("8H kot")).expect("legal");
    assert!(pending.move_number() > g.move_number());
    let (after, outcome) = pending
        .settle(Settlement::Withdrawn, &words(&[]), &mut rng())
        .expect("settles");
    assert_eq!(outcome, SettleOutcome::Withdrawn);
    assert!(after.move_number() > pending.move_number());
    assert_eq!(after.turn(), 0);
    assert_eq!(after.board(), g.board());
    assert_eq!(after.players(), g.players());
    assert_eq!(after.phase(), &Phase::Playing);
}

// ---------------------------------------------------------------------------------------
// Exchange

/// "Jeśli – zamiast wykładania liter na planszę – gracz chce wymienić płytki, to może to
/// zrobić tylko wtedy, gdy w puli zostało co najmniej 7 płytek." -- exchanging needs at least
/// 7 tiles in the bag.
#[test]
fn exchange_needs_seven_in_bag() {
    let g = game(&[], &["kot", "a"], "abcdef");
    assert_eq!(
        g.exchange(0, &tiles("k"), &mut rng()),
        Err(PlayError::Exchange(ExchangeError::BagTooSmall {
            needed: 7,
            left: 6
        }))
    );
    let g = game(&[], &["kot", "a"], "abcdefg");
    assert!(g.exchange(0, &tiles("k"), &mut rng()).is_ok());
    assert_eq!(
        g.exchange(0, &tiles("ż"), &mut rng()),
        Err(PlayError::Exchange(ExchangeError::NotOnRack('Ż')))
    );
    assert_eq!(
        g.exchange(0, &tiles("kk"), &mut rng()),
        Err(PlayError::Exchange(ExchangeError::NotOnRack('K')))
    );
    assert_eq!(
        g.exchange(0, &[], &mut rng()),
        Err(PlayError::Exchange(ExchangeError::NoTiles))
    );
}

/// "Wymienić można dowolną liczbę płytek, ale maksymalnie trzy razy w trakcie rozgrywki." --
/// any number of tiles, but at most three exchanges per game.
#[test]
fn at_most_three_exchanges() {
    let mut g = game(&[], &["kotabcd", "a"], "zzzzzzzzzz");
    for _ in 0..3 {
        g = g
            .exchange(0, &tiles("k"), &mut rng())
            .unwrap_or_else(|e| panic!("{e}"));
        g = g.pass(1, &mut rng()).expect("pass");
        // Give the rack its `k` back for the next try (the exchange count stays).
        let mut s = g.to_setup();
        s.players[0].rack = Rack::new(tiles("kotabcd"));
        let used = g.players()[0].exchanges_used;
        g = s.into_game().expect("valid");
        assert_eq!(g.players()[0].exchanges_used, used);
    }
    assert_eq!(
        g.exchange(0, &tiles("k"), &mut rng()),
        Err(PlayError::Exchange(ExchangeError::LimitReached(3)))
    );
    // Seven tiles at once are fine.
    let g = game(&[], &["kotabcd", "a"], "zzzzzzz");
    assert!(g.exchange(0, &tiles("kotabcd"), &mut rng()).is_ok());
}

/// "Po odłożeniu płytek, które będą wymieniane, gracz pobiera odpowiednią ich liczbę, a
/// odłożone płytki są zwracane do puli niewykorzystanych liter." -- set the tiles aside, draw
/// as many, then return the set-aside tiles to the bag (so one never draws one's own back).
#[test]
fn exchange_draws_before_returning() {
    let g = game(&[], &["aaaaaaa", "a"], "zzzzzzz");
    let after = g
        .exchange(0, &tiles("aaaaaaa"), &mut rng())
        .expect("exchange");
    assert_eq!(
        sorted(after.players()[0].rack.tiles().to_vec()),
        tiles("zzzzzzz")
    );
    assert_eq!(sorted(after.bag().tiles().to_vec()), tiles("aaaaaaa"));
    assert_eq!(after.players()[0].exchanges_used, 1);
    assert_eq!(
        after.history().last(),
        Some(&TurnRecord::Exchanged {
            player: 0,
            count: 7
        })
    );
}

// ---------------------------------------------------------------------------------------
// End

/// "Zakończenie rozgrywki następuje wtedy, gdy: 1) wszystkie płytki zostaną pobrane przez
/// graczy i jeden z nich wyłoży wszystkie posiadane przez siebie litery" -- the game ends when
/// the bag is empty and a player lays all their letters.
#[test]
fn end_when_bag_empty_and_rack_empty() {
    let g = game(&[], &["ma", "żź"], "");
    let after = play(&g, 0, "8H ma");
    // MA: m H8 (red; m 2) 2 + a I8 1 = 3; going out gains ż 5 + ź 5 = 10 -> 13; player 1: -10.
    assert_eq!(
        after.phase(),
        &Phase::Over {
            ending: Ending::WentOut { player: 0 },
            adjustments: vec![10, -10]
        }
    );
    assert_eq!(after.players()[0].score, 13);
    assert_eq!(after.players()[1].score, -10);
    // With tiles still in the bag the game goes on.
    let g = game(&[], &["ma", "żź"], "k");
    assert!(!play(&g, 0, "8H ma").is_over());
}

/// "2) wszyscy gracze opuścili kolejkę (spasowali) dwa razy pod rząd." -- the game ends when
/// every player has passed twice in a row.
#[test]
fn end_when_everyone_passed_twice() {
    let g = game(&[], &["ką", "ab"], "abcdefgh");
    let g3 = g
        .pass(0, &mut rng())
        .and_then(|g| g.pass(1, &mut rng()))
        .and_then(|g| g.pass(0, &mut rng()))
        .expect("passes");
    assert!(!g3.is_over());
    // An exchange breaks the run.
    let broken = g3.exchange(1, &tiles("a"), &mut rng()).expect("exchange");
    assert_eq!(broken.passes_in_row(), 0);
    let over = g3.pass(1, &mut rng()).expect("fourth pass");
    // Each loses their own rack: ką = 2 + 5 = 7, ab = 1 + 3 = 4.
    assert_eq!(
        over.phase(),
        &Phase::Over {
            ending: Ending::AllPassed,
            adjustments: vec![-7, -4]
        }
    );
    assert_eq!(over.pass(0, &mut rng()), Err(PlayError::GameOver));
}

/// Our reading (the text is silent): a rejected move breaks the run of passes; a move
/// time-out is a pass (Literki: "jego ruch traktowany jest tak, jakby spasował").
#[test]
fn rejected_move_breaks_the_pass_run() {
    let g = game(&["8H arena"], &["mwa", "ok"], "abcdefg");
    let g = g.pass(0, &mut rng()).expect("pass");
    assert_eq!(g.passes_in_row(), 1);
    // ON down K7-K8 through the board's N.
    let pending = g.submit(1, &mv("K7 o(N)")).expect("legal");
    let (after, outcome) = pending
        .settle(
            Settlement::Checked {
                challenger: Some(0),
            },
            &words(&[]),
            &mut rng(),
        )
        .expect("settles");
    assert!(matches!(outcome, SettleOutcome::Rejected { .. }));
    assert_eq!(after.passes_in_row(), 0);
    assert_eq!(after.turn(), 0);
}

/// "Wygrywa gracz, który zdobędzie największą liczbę punktów." -- the highest score wins;
/// end-game adjustments (from Literki, as kurnik plays): going out gains every opponent's rack
/// value and each opponent loses their own.
#[test]
fn end_game_adjustments() {
    let mut s = GameSetup::new(VariantId::Literaki, 3);
    s.players[0].rack = Rack::new(tiles("ma"));
    s.players[1].rack = Rack::new(tiles("ż"));
    s.players[2].rack = Rack::new(tiles("ab?"));
    s.players[1].score = 20;
    let g = s.into_game().expect("valid");
    let after = play(&g, 0, "8H ma");
    // Player 0: MA 3 + (5 + 4) = 12; player 1: 20 - 5 = 15; player 2: 0 - (1 + 3 + 0) = -4.
    assert_eq!(
        after.phase(),
        &Phase::Over {
            ending: Ending::WentOut { player: 0 },
            adjustments: vec![9, -5, -4]
        }
    );
    let scores: Vec<i32> = after.players().iter().map(|p| p.score).collect();
    assert_eq!(scores, vec![12, 15, -4]);
    assert_eq!(after.winners(), vec![1]);
    assert!(g.winners().is_empty(), "no winner while the game goes on");
}

/// Resigning: the player takes no more turns; one player left ends the game. Stopping ends
/// it with no adjustments.
#[test]
fn resign_and_stop() {
    let g = game(&[], &["ab", "cd", "ef"], "");
    let r = g.resign(1).expect("resign out of turn");
    assert_eq!(r.pass(0, &mut rng()).expect("pass").turn(), 2);
    assert_eq!(r.pass(1, &mut rng()), Err(PlayError::NotYourTurn));
    let over = r.resign(0).expect("resign");
    assert_eq!(
        over.phase(),
        &Phase::Over {
            ending: Ending::Resigned,
            adjustments: vec![0, 0, 0]
        }
    );
    let stopped = g.stop();
    assert_eq!(
        stopped.phase(),
        &Phase::Over {
            ending: Ending::Stopped,
            adjustments: vec![0, 0, 0]
        }
    );
}

/// Turn discipline: the wrong player, a pending move, nothing pending, no such player.
#[test]
fn actions_out_of_turn_are_refused() {
    let g = game(&[], &["kot", "ala"], "abcdefg");
    assert_eq!(g.pass(1, &mut rng()), Err(PlayError::NotYourTurn));
    assert_eq!(g.pass(5, &mut rng()), Err(PlayError::NoSuchPlayer(5)));
    assert_eq!(
        g.settle(Settlement::Accepted, &words(&[]), &mut rng()),
        Err(PlayError::NothingPending)
    );
    let pending = g.submit(0, &mv("8H kot")).expect("legal");
    assert_eq!(pending.pass(0, &mut rng()), Err(PlayError::MovePending));
    assert_eq!(
        pending.exchange(0, &tiles("k"), &mut rng()),
        Err(PlayError::MovePending)
    );
    assert_eq!(
        pending.submit(0, &mv("8H kot")),
        Err(PlayError::MovePending)
    );
    assert_eq!(pending.turn(), 0);
}
