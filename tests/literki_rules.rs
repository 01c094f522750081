//! Literki (kurnik.pl), rule by rule: every sentence of the rule text
//! (`seeds/literki-rules-pl.txt`, whose Polish letters were lost: quoted here restored) with
//! a test, and the readings we chose where the text is silent or damaged
//! (`docs/rules/literki.md`). Every expected score is computed by hand in a comment.
//!
//! Board (17 columns A..Q, 15 rows): `d` 2L, `t` 3L, `D` 2S, `T` 3S, `W` WYM, arrows 4S.
//! Values: 1 = a e i n o r s w z, 2 = c d k l m p t y, 3 = b g h j ł u, 4 = ą ę f ó ś ż,
//! 5 = ć ń ź, blank 0.

use plansza::lexicon::{Language, MemoryWordList};
use plansza::rules::*;
mod common;

use common::{rng, sorted, Scenario};

const S: Scenario = Scenario(VariantId::Literki);

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

fn put(board: &mut Board, square: &str, c: char) {
    let p = Pos::parse(square).expect("a square");
    board.set(p, Some(BoardTile::letter(letter(c))));
}

/// A game with these tiles on the board, these racks and this bag; player 0 to move.
fn game(on_board: &[(&str, char)], racks: &[&str], bag: &str) -> Game {
    let mut s = S.setup(GameOptions::default(), racks, bag);
    for &(sq, c) in on_board {
        put(&mut s.board, sq, c);
    }
    s.into_game().expect("a valid setup")
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

fn rack_value(g: &Game, p: usize) -> i32 {
    g.players()[p]
        .rack
        .tiles()
        .iter()
        .map(|&t| v().tile_value(t))
        .sum::<u32>() as i32
}

// ---------------------------------------------------------------------------------------
// Plansza (the board)

/// "Plansza do gry ma wymiary 17x15 pól, na polach tych gracze układają płytki z literami."
/// -- the board is 17x15 (we read 17 columns A..Q by 15 rows).
#[test]
fn board_is_seventeen_by_fifteen() {
    assert_eq!((v().width, v().height), (17, 15));
    let g = Game::new(VariantId::Literki, 2, &mut rng()).expect("a game");
    assert_eq!((g.board().width(), g.board().height()), (17, 15));
    assert_eq!(Pos::parse("Q15"), Some(Pos::new(14, 16)));
    assert!(
        parse_move("8R ab", v()).is_err(),
        "column R is off the board"
    );
}

/// "W grze jednocześnie może uczestniczyć do czterech graczy." -- up to four players.
#[test]
fn up_to_four_players() {
    for n in 2..=4 {
        assert!(Game::new(VariantId::Literki, n, &mut rng()).is_ok());
    }
    for n in [1, 5] {
        assert_eq!(
            Game::new(VariantId::Literki, n, &mut rng()).map(|_| ()),
            Err(SetupError::PlayerCount { min: 2, max: 4 })
        );
    }
}

/// "Na początku rozgrywki otrzymują oni po siedem wylosowanych z woreczka płytek." -- each
/// draws seven tiles at the start. "Woreczek zawiera początkowo 115 płytek z literami." --
/// the bag starts with 115 tiles.
#[test]
fn seven_tiles_each_from_a_bag_of_115() {
    assert_eq!(v().full_bag().len(), 115);
    let g = Game::new(VariantId::Literki, 4, &mut rng()).expect("a game");
    assert!(g.players().iter().all(|p| p.rack.len() == 7));
    assert_eq!(g.bag_len(), 115 - 28);
}

/// "Po wykonaniu przez siebie ruchu gracz otrzymuje taką ilość płytek, aby ich liczba, wraz z
/// płytkami które posiada, była równa siedem." -- after a move the rack is refilled to seven.
/// "Liczba pozostałych w woreczku płytek wyświetlana jest w polu położonym poniżej planszy,
/// obok pola z płytkami gracza." -- the count of tiles left is shown (we expose it).
#[test]
fn rack_is_refilled_to_seven() {
    let g = game(&[], &["kotabcd", "eeeeeee"], "zzzzzzzzzz");
    let g = play(&g, 0, "8H kot");
    assert_eq!(g.rack(0).map(Rack::len), Some(7));
    assert_eq!(g.bag_len(), 7);
}

/// "Płytki gracza pozostają ukryte przed jego przeciwnikami." -- racks are private: the rules
/// hand out one player's rack at a time; the table shows it to its owner only.
#[test]
fn racks_are_per_player() {
    let g = game(&[], &["kot", "ala"], "");
    assert_eq!(
        g.rack(0).map(|r| sorted(r.tiles().to_vec())),
        Some(sorted(tiles("kot")))
    );
    assert_eq!(
        g.rack(1).map(|r| sorted(r.tiles().to_vec())),
        Some(sorted(tiles("ala")))
    );
    assert_eq!(g.rack(2), None);
}

/// "Płytki mają różne kolory, decydujące o ich wartości punktowej." -- the colour gives the
/// value. "Ilość punktów przypadająca na daną literę zależna jest od koloru płytki. W grze
/// występują następujące kolory płytek: 0 pkt. 1 pkt. 2 pkt. 3 pkt. 4 pkt. 5 pkt." -- six
/// colours, 0 to 5 points; the text lost which letter has which: ours (letters 1-5) follow the
/// Polish Scrabble values squeezed into five steps.
#[test]
fn values_by_colour_zero_to_five() {
    let mut colours: Vec<u32> = v().letter_values.clone();
    colours.push(v().tile_value(Tile::Blank));
    colours.sort();
    colours.dedup();
    assert_eq!(colours, vec![0, 1, 2, 3, 4, 5]);
    let value = |c| v().tile_value(Tile::Letter(letter(c)));
    for (letters, points) in [
        ("aeinorswz", 1),
        ("cdklmpty", 2),
        ("bghjłu", 3),
        ("ąęfóśż", 4),
        ("ćńź", 5),
    ] {
        for c in letters.chars() {
            assert_eq!(value(c), points, "{c}");
        }
    }
}

/// "Wśród płytek znajdują się między innymi dwie płytki czyste, tzw. blanki, które mogą
/// zastąpić dowolną literę." -- two blanks, standing for any letter. "Wartość płytki pustej
/// (blanka) jest równa zero." -- a blank is worth 0.
#[test]
fn two_blanks_for_any_letter_worth_nothing() {
    let bag = v().full_bag();
    assert_eq!(bag.iter().filter(|&&t| t == Tile::Blank).count(), 2);
    assert_eq!(v().tile_value(Tile::Blank), 0);
    let g = game(&[], &["??", "a"], "");
    // ŹŹ at 8H with two blanks: 0 + 0, x2 on I8 = 0.
    assert_eq!(score(&g, 0, "8H źź"), 0);
}

/// "Ruch gracza polega na ułożeniu co najmniej dwuliterowego słowa z posiadanych płytek." --
/// a move lays a word of at least two letters from the player's own tiles.
#[test]
fn a_move_is_a_word_of_two_letters_from_the_rack() {
    let g = game(&[], &["kot", "a"], "");
    assert_eq!(move_error(&g, 0, "8I k"), MoveError::FirstWordTooShort);
    assert_eq!(move_error(&g, 0, "8I żar"), MoveError::NotOnRack('Ż'));
}

/// "Punkty uzyskuje się sumując wartość liter wchodzących w skład słów, jakie powstały na
/// planszy w wyniku danego ruchu." -- points are the sum of the letters of the words formed.
/// "Punkty za daną kolejkę oblicza się uwzględniając płytki wchodzące w skład każdego nowego
/// wyrazu, który powstanie na planszy." -- every new word counts.
#[test]
fn points_sum_the_letters_of_every_word_formed() {
    // KOT on H8 I8 J8. MA at 9I: M on I9, A on J9 (plain): MA 2+1 = 3; OM down I8-I9 1+2 = 3;
    // TA down J8-J9 2+1 = 3; total 9 (the old O on the 2S I8 gives nothing now).
    let g = game(&[("H8", 'k'), ("I8", 'o'), ("J8", 't')], &["ma", "e"], "");
    let m = g.evaluate(0, &mv("9I ma")).expect("legal");
    assert_eq!(m.words.len(), 3);
    assert_eq!(m.score, 9);
}

/// "Jeśli płytki zostaną położone na polach premiowanych lub specjalnych, gracz uzyskuje
/// dodatkowe punkty lub wpływa w inny sposób na grę." -- premium fields give points, special
/// fields (WYM) act on the game.
#[test]
fn premium_and_special_fields_exist() {
    let kinds: Vec<Premium> = v().premiums.clone();
    for k in [
        Premium::DoubleLetter,
        Premium::TripleLetter,
        Premium::DoubleWord,
        Premium::TripleWord,
        Premium::Exchange,
        Premium::QuadWordArrow(Arrow::Down),
    ] {
        assert!(kinds.contains(&k), "{k:?}");
    }
    assert_eq!(kinds.iter().filter(|&&k| k == Premium::Exchange).count(), 6);
}

// ---------------------------------------------------------------------------------------
// Układanie słów (laying words)

/// "W każdej kolejce gracz może stworzyć słowo wykładając dowolną ilość z posiadanych płytek
/// na planszę, może zdecydować się na wymianę płytek, może również spasować." -- a turn is a
/// word, an exchange or a pass.
#[test]
fn a_turn_is_a_word_an_exchange_or_a_pass() {
    let g = game(&[], &["kotabcd", "eeeeeee"], "zzzzzzzzzz");
    assert!(g.submit(0, &mv("8H kot")).is_ok());
    assert!(g.exchange(0, &tiles("k"), &mut rng()).is_ok());
    assert!(g.pass(0, &mut rng()).is_ok());
}

/// "Gracz, który zaczyna grę musi ułożyć słowo tak, aby przechodziło przez pole umieszczone
/// na środku planszy." -- the first word covers the centre, I8.
#[test]
fn first_word_covers_the_centre() {
    let g = game(&[], &["kot", "a"], "");
    assert_eq!(v().start, Pos::new(7, 8));
    assert_eq!(
        move_error(&g, 0, "8E kot"),
        MoveError::MissesStart("I8".into())
    );
    // KOT at 8H: K H8 2, O on I8 (2S) 1, T J8 2 = 5, x2 = 10.
    assert_eq!(score(&g, 0, "8H kot"), 10);
}

/// "Następne słowa układa się na jeden z poniższych sposobów: można położyć nowe słowo pod
/// kątem 90 stopni do istniejącego, a słowo które w ten sposób powstanie musi wykorzystywać
/// jedną z liter słowa istniejącego lub dodawać do niego nową," -- at a right angle, using a
/// letter of the old word.
#[test]
fn a_word_at_right_angles_uses_a_letter() {
    let g = game(&[("H8", 'k'), ("I8", 'o'), ("J8", 't')], &["ii", "e"], "");
    // KI down from H8: K old 2 + I on H9 (plain) 1 = 3.
    assert_eq!(score(&g, 0, "H8 .i"), 3);
    assert_eq!(move_error(&g, 0, "H10 ii"), MoveError::NotConnected);
}

/// "można rozszerzyć istniejące na planszy słowo poprzez położenie płytek z literami na
/// jednym lub obu jego końcach," -- extend a word at one or both ends; and from the details:
/// "słowo można w jednym ruchu przedłużyć z obu jego końców jednocześnie".
#[test]
fn a_word_may_be_extended_at_both_ends_at_once() {
    let g = game(&[("H8", 'k'), ("I8", 'o'), ("J8", 't')], &["aay", "e"], "");
    // KOTY: y on K8 (plain) 2 + 2+1+2 = 7.
    assert_eq!(score(&g, 0, "8H ...y"), 7);
    // AKOTA: a G8 1 + 5 + a K8 1 = 7.
    assert_eq!(score(&g, 0, "8G a...a"), 7);
}

/// "można położyć nowe słowo równolegle do istniejącego tak, aby sąsiadujące litery tworzyły
/// również poprawne słowa." -- a parallel word whose neighbours form words too (all of them
/// scored and all of them checked).
#[test]
fn a_parallel_word_forms_cross_words() {
    let g = game(&[("H8", 'k'), ("I8", 'o'), ("J8", 't')], &["ma", "e"], "");
    let pending = g.submit(0, &mv("9I ma")).expect("legal");
    let (_, outcome) = pending
        .settle(
            Settlement::Checked {
                challenger: Some(1),
            },
            &words(&["ma", "om"]),
            &mut rng(),
        )
        .expect("settles");
    assert_eq!(
        outcome,
        SettleOutcome::Rejected {
            invalid: vec!["ta".into()]
        }
    );
}

/// "W momencie gdy jeden z graczy skończy układać słowo, wybiera opcję „OK” (lub wciska
/// klawisz F2), a przeciwnik lub przeciwnicy mają możliwość bądź zaakceptować je, bądź
/// sprawdzić jego zgodność z listą słów znajdujących się w słowniku. Dokonuje się tego
/// wybierając odpowiednio z menu pozycje „Akceptuj” lub „Sprawdź”. Opcje te dostępne są także
/// z klawiatury: „Akceptuj” – klawisz F2, „Sprawdź” – klawisz F3." -- OK makes the move
/// pending; opponents Accept or Check (the keys are the table's buttons).
#[test]
fn ok_makes_the_move_wait_for_accept_or_check() {
    let g = game(&[], &["kot", "a"], "");
    let pending = g.submit(0, &mv("8H kot")).expect("legal");
    assert!(pending.pending().is_some());
    assert_eq!(pending.pass(0, &mut rng()), Err(PlayError::MovePending));
    assert!(pending.board().is_empty(), "not on the board until settled");
}

/// "Jeżeli wszyscy przeciwnicy wybiorą opcję „Akceptuj”, ułożone płytki pozostają na
/// planszy." -- accepted by all: the tiles stay, dictionary or not.
#[test]
fn accepted_tiles_stay_even_off_the_dictionary() {
    let g = game(&[], &["kot", "a"], "eeee");
    let g = play(&g, 0, "8H kot");
    assert_eq!(g.board().tiles().count(), 3);
    assert_eq!(g.players()[0].score, 10);
}

/// "Jeżeli którykolwiek z przeciwników wybierze opcję „Sprawdź”, a zakwestionowanego słowa
/// nie ma w słowniku, zostanie ono usunięte z planszy, a płytki wrócą do gracza który je
/// wyłożył." -- a failed check returns the tiles (and the author's turn is over: the
/// Literaki reading of a lost turn).
#[test]
fn a_failed_check_returns_the_tiles() {
    let g = game(&[], &["kot", "a"], "");
    let pending = g.submit(0, &mv("8H kot")).expect("legal");
    let (g, outcome) = pending
        .settle(
            Settlement::Checked {
                challenger: Some(1),
            },
            &words(&[]),
            &mut rng(),
        )
        .expect("settles");
    assert!(matches!(outcome, SettleOutcome::Rejected { .. }));
    assert!(g.board().is_empty());
    assert_eq!(
        g.rack(0).map(|r| sorted(r.tiles().to_vec())),
        Some(sorted(tiles("kot")))
    );
    assert_eq!(g.turn(), 1);
}

/// "Jeżeli przed upływem 10 sekund od wciśnięcia przycisku „OK” wszyscy przeciwnicy nie
/// wybiorą opcji „Akceptuj”, słowo jest automatycznie sprawdzane w słowniku, tak jakby
/// została wybrana opcja „Sprawdź”." -- after 10 seconds the word is checked automatically
/// (the table keeps the clock; the rules' check without a challenger penalizes nobody).
#[test]
fn the_automatic_check_penalizes_nobody() {
    let g = game(&[], &["kot", "a"], "eeee");
    let pending = g.submit(0, &mv("8H kot")).expect("legal");
    let (g, outcome) = pending
        .settle(
            Settlement::Checked { challenger: None },
            &words(&["kot"]),
            &mut rng(),
        )
        .expect("settles");
    assert_eq!(
        outcome,
        SettleOutcome::Stood {
            score: 10,
            challenger_penalized: None
        }
    );
    assert_eq!(g.turn(), 1);
}

// ---------------------------------------------------------------------------------------
// Cofanie ruchu (taking a move back)

/// "Gracz, który wykładał płytki na planszę i wybrał opcję „OK”, ma w ciągu 10 sekund
/// możliwość wybrania opcji „Cofnij” (klawisz F2). Każdy z przeciwników może wtedy zdecydować
/// czy wyraża zgodę na cofnięcie ostatniego ruchu czy też nie. Jeżeli wszyscy przeciwnicy
/// wyrażą zgodę, płytki gracza, który prosił o cofnięcie ruchu zostają zdjęte z planszy i ma
/// on możliwość wykonania swojego ruchu jeszcze raz." -- Undo with everyone's consent: the
/// tiles come off and the same player moves again (the table collects the consents).
#[test]
fn undo_with_consent_lets_the_player_move_again() {
    let g = game(&[], &["kot", "a"], "");
    let pending = g.submit(0, &mv("8H kot")).expect("legal");
    let (g, outcome) = pending
        .settle(Settlement::Withdrawn, &words(&[]), &mut rng())
        .expect("settles");
    assert_eq!(outcome, SettleOutcome::Withdrawn);
    assert!(g.board().is_empty());
    assert_eq!(g.turn(), 0);
    assert!(g.submit(0, &mv("8H kot")).is_ok());
}

// ---------------------------------------------------------------------------------------
// Wymiana (exchange)

/// "W przypadku gdy gracz postanowi dokonać wymiany posiadanych liter, powinien przeciągnąć
/// wybrane płytki z literami które chce wymienić na pole położone po prawej stronie licznika
/// pozostałych w woreczku płytek i wybrać opcję „Wymień” (klawisz F3)." -- the player picks
/// the tiles to exchange.
#[test]
fn an_exchange_swaps_the_chosen_tiles() {
    let g = game(&[], &["kotabcd", "eeeeeee"], "źźźźźźźźźź");
    let g = g.exchange(0, &tiles("ko"), &mut rng()).expect("exchange");
    assert_eq!(
        sorted(g.rack(0).expect("rack").tiles().to_vec()),
        sorted(tiles("tabcdźź"))
    );
    assert_eq!(
        g.bag()
            .tiles()
            .iter()
            .filter(|&&t| t == tiles("k")[0])
            .count(),
        1
    );
}

/// "Wymiana jest możliwa tylko wtedy, jeżeli w woreczku pozostało co najmniej siedem liter."
/// -- only with 7 or more tiles in the bag.
#[test]
fn exchange_needs_seven_in_the_bag() {
    let g = game(&[], &["kot", "e"], "źźźźźź");
    assert_eq!(
        g.exchange(0, &tiles("k"), &mut rng()),
        Err(PlayError::Exchange(ExchangeError::BagTooSmall {
            needed: 7,
            left: 6
        }))
    );
}

/// "Każdy gracz może dokonać maksymalnie trzech wymian podczas jednej partii." -- at most
/// three exchanges per player.
#[test]
fn at_most_three_exchanges() {
    let mut g = game(&[], &["kotabcd", "eeeeeee"], "źźźźźźźźźźźźźź");
    for _ in 0..3 {
        let t = g.rack(0).expect("rack").tiles()[..1].to_vec();
        g = g.exchange(0, &t, &mut rng()).expect("exchange");
        g = g.pass(1, &mut rng()).expect("pass");
    }
    let t = g.rack(0).expect("rack").tiles()[..1].to_vec();
    assert_eq!(
        g.exchange(0, &t, &mut rng()),
        Err(PlayError::Exchange(ExchangeError::LimitReached(3)))
    );
}

// ---------------------------------------------------------------------------------------
// Pas (pass)

/// "Każdy gracz ma możliwość zrezygnowania z ruchu wybierając opcję „Pas” (klawisz F4),
/// jeśli jednak wszyscy gracze spasują 2 razy w dwóch kolejnych kolejkach, powoduje to
/// zakończenie gry." -- a pass; all passing twice in two rounds ends the game.
#[test]
fn all_passing_twice_ends_the_game() {
    let g = game(&[], &["kot", "ab", "źż"], "");
    let mut g = g;
    for _ in 0..5 {
        g = g.pass(g.turn(), &mut rng()).expect("pass");
        assert!(!g.is_over());
    }
    g = g.pass(g.turn(), &mut rng()).expect("pass");
    assert!(matches!(
        g.phase(),
        Phase::Over {
            ending: Ending::AllPassed,
            ..
        }
    ));
}

/// "Jeżeli gra toczy się z włączonym limitem czasu na ruch, a gracz nie ułoży płytek i nie
/// wybierze opcji „OK” przed upływem tego limitu, jego ruch traktowany jest tak, jakby
/// spasował." -- a move time-out is a pass (the table calls `pass` when the clock runs out).
#[test]
fn a_move_timeout_is_a_pass() {
    let g = game(&[], &["kot", "ab"], "");
    let g = g.pass(0, &mut rng()).expect("pass");
    assert_eq!(g.history(), &[TurnRecord::Passed { player: 0 }]);
    assert_eq!(g.passes_in_row(), 1);
}

// ---------------------------------------------------------------------------------------
// Dozwolone słowa (allowed words)

/// "Dozwolone są słowa znajdujące się w słownikach języka polskiego oraz ich poprawne formy
/// gramatyczne, z wyjątkiem słów zaczynających się od wielkiej litery, skrótów, przedrostków
/// lub przyrostków, oraz słów wymagających użycia apostrofu lub łącznika. Lista słów
/// dozwolonych znajduje się w dostępnym w naszym serwisie słowniku prowadzonym dla gier
/// słownych." -- Polish words and their forms, from the game's word list (the Polish
/// lexicon); a check asks that list only.
#[test]
fn words_come_from_the_polish_word_list() {
    assert_eq!(v().language, Language::Polish);
    let g = game(&[], &["kota", "a"], "");
    let pending = g.submit(0, &mv("8H kota")).expect("legal");
    let (_, outcome) = pending
        .settle(
            Settlement::Checked {
                challenger: Some(1),
            },
            &words(&["kota"]),
            &mut rng(),
        )
        .expect("settles");
    assert!(matches!(outcome, SettleOutcome::Stood { .. }));
}

// ---------------------------------------------------------------------------------------
// Gra kończy się, gdy (the game ends when)

/// "którykolwiek z graczy wyłoży na planszę wszystkie posiadane litery, a woreczek jest
/// pusty, w takiej sytuacji gracz ten otrzymuje dodatkowe punkty za płytki znajdujące się u
/// przeciwników, zaś pozostałym graczom odjęta zostaje taka ilość punktów, jaką dają litery,
/// które im zostały w momencie zakończenia gry," -- going out: the player gains the
/// opponents' racks, each opponent loses their own.
#[test]
fn going_out_gains_the_opponents_racks() {
    // KO at 8H: K 2 + O on I8 (2S) 1 = 3, x2 = 6. Opponents: źż = 5 + 4 = 9; ab = 1 + 3 = 4.
    let g = game(&[], &["ko", "źż", "ab"], "");
    let g = play(&g, 0, "8H ko");
    assert_eq!(
        g.phase(),
        &Phase::Over {
            ending: Ending::WentOut { player: 0 },
            adjustments: vec![13, -9, -4],
        }
    );
    assert_eq!(g.players()[0].score, 6 + 13);
}

/// "wszyscy gracze spasują dwa razy w dwóch kolejnych kolejkach, w takiej sytuacji graczom
/// odejmuje się taką ilość punktów, jaką dają litery, które im pozostały," -- after the passes
/// each loses their own rack.
#[test]
fn after_all_passes_each_loses_their_rack() {
    let mut g = game(&[], &["kot", "źż"], "");
    for _ in 0..4 {
        g = g.pass(g.turn(), &mut rng()).expect("pass");
    }
    assert_eq!(
        g.phase(),
        &Phase::Over {
            ending: Ending::AllPassed,
            adjustments: vec![-5, -9],
        }
    );
}

/// "wszyscy gracze przekroczą czas na grę, w takiej sytuacji graczom odejmuje się taką ilość
/// punktów, jaką dają litery, które im pozostały." -- all over the game time: each loses
/// their own rack (the table keeps the clocks and calls `time_over`).
#[test]
fn all_over_the_game_time_each_loses_their_rack() {
    let g = game(&[], &["kot", "źż"], "");
    let g = g.time_over().expect("the game clock ends Literki");
    assert_eq!(
        g.phase(),
        &Phase::Over {
            ending: Ending::TimeOver,
            adjustments: vec![-rack_value(&g, 0), -rack_value(&g, 1)],
        }
    );
    assert_eq!(g.players()[1].score, -9);
    assert_eq!(g.time_over(), Err(PlayError::GameOver));
}

// ---------------------------------------------------------------------------------------
// Sposób liczenia punktów (scoring)

/// "Ilość poszczególnych liter w woreczku przedstawia się następująco:" and the table: A 9,
/// Ą 1, B 2, C 4, Ć 1, D 4, E 9, Ę 1, F 1, G 2, H 2, I 9, J 2, K 3, L 3, Ł 2, M 3, N 6, Ń 1,
/// O 8, Ó 1, P 4, R 5, S 5, Ś 1, T 5, U 3, W 5, Y 4, Z 5, Ź 1, Ż 1, blank 2 (the lost
/// letters restored in alphabet order; the total is 115, as the text says).
#[test]
fn letter_counts_match_the_table() {
    let table = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż";
    let counts = [
        9, 1, 2, 4, 1, 4, 9, 1, 1, 2, 2, 9, 2, 3, 3, 2, 3, 6, 1, 8, 1, 4, 5, 5, 1, 5, 3, 5, 4, 5,
        1, 1,
    ];
    let bag = v().full_bag();
    for (c, n) in table.chars().zip(counts) {
        let t = Tile::Letter(letter(c));
        assert_eq!(bag.iter().filter(|&&x| x == t).count(), n, "{c}");
    }
}

/// "Jeśli włączona jest opcja „Pokazuj wartości liter”, po najechaniu na literę wskaźnikiem
/// myszki wyświetlana jest jej wartość punktowa." -- a letter's value can be shown: the rules
/// give it for every tile.
#[test]
fn every_tile_has_a_value_to_show() {
    for &(t, _) in &v().tile_counts {
        assert!(v().tile_value(t) <= 5);
    }
}

// ---------------------------------------------------------------------------------------
// Premie (premiums)

/// "Jeżeli ułożone słowo przechodzi przez pole bądź pola premiowane, sumę liter w danym
/// słowie dodatkowo mnoży się przez wartość premii. Możliwe są następujące premie:" then
/// "jeśli litera znajdzie się na polu opisanym „2L", to punktacja tej litery jest liczona
/// podwójnie dla każdego słowa, w którego skład wchodzi," -- 2L doubles the letter in every
/// word it belongs to.
#[test]
fn double_letter_counts_in_both_words() {
    // Old K on C8, old T on D9. O on D8 (2L): KO = 2 + 1x2 = 4; OT = 1x2 + 2 = 4; total 8.
    let g = game(&[("C8", 'k'), ("D9", 't')], &["o", "e"], "");
    assert_eq!(score(&g, 0, "8D o"), 8);
}

/// "jeśli litera znajdzie się na polu opisanym „3L", to punktacja tej litery jest liczona
/// potrójnie dla każdego słowa, w którego skład wchodzi," -- 3L triples it in every word.
#[test]
fn triple_letter_counts_in_both_words() {
    // Old K on H5, old T on I6. O on I5 (3L): KO = 2 + 3 = 5; OT = 3 + 2 = 5; total 10.
    let g = game(&[("H5", 'k'), ("I6", 't')], &["o", "e"], "");
    assert_eq!(score(&g, 0, "5I o"), 10);
}

/// "jeśli słowo przechodzi przez pole opisane „2S”, to punktacja całego słowa jest mnożona
/// przez dwa," -- 2S doubles the word.
#[test]
fn double_word() {
    // Old K on D5; O on E5 (2S), T on F5: (2+1+2) x2 = 10.
    let g = game(&[("D5", 'k')], &["ot", "e"], "");
    assert_eq!(score(&g, 0, "5D .ot"), 10);
}

/// "jeśli słowo przechodzi przez pole opisane „3S”, to punktacja całego słowa jest mnożona
/// przez trzy," -- 3S triples the word.
#[test]
fn triple_word() {
    // K on A8 (3S), O on B8, old T on C8: (2+1+2) x3 = 15.
    let g = game(&[("C8", 't')], &["ko", "e"], "");
    assert_eq!(score(&g, 0, "8A ko."), 15);
}

/// "jeśli słowo kończy się lub zaczyna na polu opisanym „4S” zgodnie z kierunkiem strzałek
/// które tam się znajdują, to punktacja całego słowa jest mnożona przez cztery," -- 4S: x4
/// for a word that starts or ends there the way the arrow points.
#[test]
fn quad_word_follows_the_arrow() {
    // A5 `>`: KO(T) across starting there: (2+1+2) x4 = 20.
    let g = game(&[("C5", 't')], &["ko", "e"], "");
    assert_eq!(score(&g, 0, "5A ko."), 20);
    // Q5 `<`: (K)OT across ending there: (2+1+2) x4 = 20.
    let g = game(&[("O5", 'k')], &["ot", "e"], "");
    assert_eq!(score(&g, 0, "5O .ot"), 20);
    // F1 `v`: KO(T) down starting there: 20.
    let g = game(&[("F3", 't')], &["ko", "e"], "");
    assert_eq!(score(&g, 0, "F1 ko."), 20);
    // F15 `^`: (K)OT down ending there: 20.
    let g = game(&[("F13", 'k')], &["ot", "e"], "");
    assert_eq!(score(&g, 0, "F13 .ot"), 20);
    // Across the top edge through F1 (against the arrow): K E1 2, O F1 1, old T G1 2 = 5.
    let g = game(&[("G1", 't')], &["ko", "e"], "");
    assert_eq!(score(&g, 0, "1E ko."), 5);
    // Down the left edge through A5: K on A4 (2L) 4, O on A5 1, old T A6 2 = 7.
    let g = game(&[("A6", 't')], &["ko", "e"], "");
    assert_eq!(score(&g, 0, "A4 ko."), 7);
    // An old tile on the arrow field gives nothing: (K old on A5) O B5, T C5: 5.
    let g = game(&[("A5", 'k')], &["ot", "e"], "");
    assert_eq!(score(&g, 0, "5A .ot"), 5);
}

/// "jeżeli słowo przechodzi przez pole opisane „WYM”, to następuje losowa wymiana płytek u
/// przeciwnika, z wyjątkiem sytuacji, gdy w woreczku pozostało mniej niż 7 płytek," -- a word
/// through WYM exchanges an opponent's tiles at random, unless the bag holds fewer than 7.
/// Our reading: the next opponent in turn order exchanges their whole rack, after the author
/// refilled; it is recorded as `RackExchanged` so the table can send them their new rack.
#[test]
fn wym_exchanges_the_next_opponents_rack() {
    // Old T on I4. K on I2, O on I3 (WYM): down KOT: 2 + 1 + 2 = 5.
    let bag = "źźźźźźźźźźźźźźźźź"; // 17: 7 refill the author, 10 left: enough for WYM.
    let g = game(&[("I4", 't')], &["ko", "aaaaaaa", "eeeeeee"], bag);
    assert_eq!(score(&g, 0, "I2 ko."), 5);
    let g = play(&g, 0, "I2 ko.");
    assert!(g.history().contains(&TurnRecord::RackExchanged {
        player: 1,
        by: 0,
        count: 7
    }));
    assert_eq!(
        g.rack(1).map(|r| r.tiles().to_vec()),
        Some(tiles("źźźźźźź"))
    );
    assert_eq!(
        g.rack(2).map(|r| r.tiles().to_vec()),
        Some(tiles("eeeeeee"))
    );
    assert_eq!(
        g.bag()
            .tiles()
            .iter()
            .filter(|&&t| t == tiles("a")[0])
            .count(),
        7
    );
    // 17 - 7 drawn by the author = 10; the victim draws 7 and returns 7: 10.
    assert_eq!(g.bag_len(), 10);
}

/// The WYM exception: fewer than 7 tiles in the bag, no exchange.
#[test]
fn wym_does_nothing_with_a_small_bag() {
    let g = game(&[("I4", 't')], &["ko", "aaaaaaa"], "źźźźźźźź"); // 8 - 2 = 6 left
    let g = play(&g, 0, "I2 ko.");
    assert!(!g
        .history()
        .iter()
        .any(|r| matches!(r, TurnRecord::RackExchanged { .. })));
    assert_eq!(
        g.rack(1).map(|r| r.tiles().to_vec()),
        Some(tiles("aaaaaaa"))
    );
}

/// "jeżeli w jednej kolejce gracz położy na planszy wszystkie siedem płytek, otrzymuje
/// dodatkowo 50 punktów." -- 50 for all seven tiles.
#[test]
fn fifty_for_seven_tiles() {
    // KOTKAMI at 8C: k C8 2, o D8 (2L) 2, t E8 2, k F8 2, a G8 1, m H8 2, i I8 (2S) 1:
    // 12 x2 = 24, + 50 = 74.
    let g = game(&[], &["kotkami", "e"], "");
    assert_eq!(score(&g, 0, "8C kotkami"), 74);
}

// ---------------------------------------------------------------------------------------
// Wybór litery dla blanka (choosing the blank's letter)

/// "Jeżeli gracz położy na planszy blanka, pojawi się okno pozwalające wybrać literę, którą
/// blank będzie zastępował. Jeżeli gracz rozmyśli się i zechce zmienić tę literę, może
/// dwukrotnie kliknąć na blanku, a okno pozwalające na wybór litery pojawi się ponownie.
/// Jeżeli gracz odłoży blanka, wybrana litera zostanie z niego usunięta." -- the player names
/// the blank's letter (`*k` in our notation), may change it before OK, and a blank that goes
/// back to the rack is a plain blank again.
#[test]
fn a_blank_takes_the_letter_named_and_comes_back_plain() {
    let g = game(&[], &["?ot", "e"], "");
    let m = g.evaluate(0, &mv("8H *kot")).expect("legal");
    assert_eq!(m.tiles[0].1, BoardTile::blank(letter('k')));
    let m = g
        .evaluate(0, &mv("8H *rot"))
        .expect("the letter can be changed");
    assert_eq!(m.tiles[0].1, BoardTile::blank(letter('r')));
    let pending = g.submit(0, &mv("8H *kot")).expect("legal");
    let (g, _) = pending
        .settle(Settlement::Withdrawn, &words(&[]), &mut rng())
        .expect("settles");
    assert_eq!(g.rack(0).map(|r| r.count(Tile::Blank)), Some(1));
}

// ---------------------------------------------------------------------------------------
// Zagadnienia szczegółowe (details)

/// "Poniżej postaramy się rozwiać najczęściej występujące wątpliwości, które pojawiają się
/// podczas gry:" then "wszystkie płytki użyte podczas ruchu muszą znaleźć się po ułożeniu na
/// planszy w jednej ciągłej linii pionowej lub poziomej," -- one unbroken line; and "nie jest
/// dozwolone dokładanie w jednym ruchu płytek do różnych słów w różnych częściach planszy,"
/// -- not to different words in different places.
#[test]
fn tiles_in_one_unbroken_line() {
    let mut board = Board::empty(17, 15);
    put(&mut board, "I8", 'o');
    let k = BoardTile::letter(letter('k'));
    let gap = [(Pos::new(7, 6), k), (Pos::new(7, 10), k)];
    assert_eq!(
        validate(v(), &board, &gap, Direction::Across),
        Err(MoveError::TooShort)
    );
    let apart = [(Pos::new(7, 7), k), (Pos::new(8, 8), k)];
    assert_eq!(
        validate(v(), &board, &apart, Direction::Across),
        Err(MoveError::TooShort)
    );
}

/// "dodatkowe punkty za pola premiowe dodaje się tylko w tym ruchu, w którym zostały na nich
/// położone płytki," -- premiums count only in the move that covers them.
#[test]
fn premiums_count_once() {
    let g = game(&[("D5", 'k')], &["oty", "e"], "");
    let g = play(&g, 0, "5D .ot");
    assert_eq!(g.players()[0].score, 10);
    let g = g.pass(1, &mut rng()).expect("pass");
    // KOTY: y on G5 (plain): 2+1+2+2 = 7, the 2S under O is spent.
    assert_eq!(score(&g, 0, "5D ...y"), 7);
}

/// "jeśli w jednym ruchu zostanie utworzonych kilka słów, liczone jest każde takie słowo, a
/// wartość wspólnych liter (ze wszystkimi premiami, jeśli płytki leżą na polach premiowych)
/// jest liczona dla każdego z tak powstałych słów oddzielnie," -- every word counts, shared
/// letters with their premiums in each.
#[test]
fn shared_letters_count_in_each_word_with_premiums() {
    // Old K on H5, old T on I6; O on I5 (3L) is in KO and OT: 5 + 5 (as in the 3L test), and
    // with a word premium: old K D5, old T E6; O on E5 (2S): KO (2+1)x2 = 6, OT (1+2)x2 = 6.
    let g = game(&[("D5", 'k'), ("E6", 't')], &["o", "e"], "");
    assert_eq!(score(&g, 0, "5E o"), 12);
}

/// "jeżeli na polu premii słownej zostanie położony blank, suma wartości liter tworzących
/// słowo zostanie pomnożona przez wartość premii mimo zerowej wartości samego blanka,
/// natomiast blank położony na polu premii literowej nadal ma wartość zerową," -- a blank on
/// a word premium still multiplies; on a letter premium it stays 0.
#[test]
fn blanks_on_premiums() {
    // Old K D5; blank O on E5 (2S), T F5: (2 + 0 + 2) x2 = 8.
    let g = game(&[("D5", 'k')], &["?t", "e"], "");
    assert_eq!(score(&g, 0, "5D .*ot"), 8);
    // Old K C8, old T D9; blank O on D8 (2L): KO 2 + 0 = 2, OT 0 + 2 = 2: 4.
    let g = game(&[("C8", 'k'), ("D9", 't')], &["?", "e"], "");
    assert_eq!(score(&g, 0, "8D *o"), 4);
}

/// "podczas układania słów korzystanie ze słownika jest zabronione, może być on użyty jedynie
/// po ułożeniu słowa, w wypadku gdy którykolwiek z graczy je zakwestionuje. Każde słowo może
/// być użyte podczas gry dowolną ilość razy." -- the dictionary only at a check; a word may be
/// played any number of times.
#[test]
fn a_word_may_be_played_again() {
    let g = game(&[], &["kotot", "e"], "");
    let g = play(&g, 0, "8H kot");
    let g = g.pass(1, &mut rng()).expect("pass");
    // KOT again, down from the old K on H8.
    let pending = g.submit(0, &mv("H8 .ot")).expect("legal");
    let (g, outcome) = pending
        .settle(
            Settlement::Checked {
                challenger: Some(1),
            },
            &words(&["kot"]),
            &mut rng(),
        )
        .expect("settles");
    assert!(
        matches!(outcome, SettleOutcome::Stood { .. }),
        "{outcome:?}"
    );
    assert_eq!(g.board().tiles().count(), 5);
}
