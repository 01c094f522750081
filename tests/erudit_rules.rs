//! Эрудит, rule by rule: one test per sentence of the rule text (`seeds/erudit-rules-ru.txt`),
//! each quoting the sentence with an English gloss, plus the notation for taking a blank and
//! the readings we chose where the text is silent (`docs/rules/erudit.md`). Every expected
//! score is computed by hand in a comment. Board (`src/rules/variants/erudit.rs`): standard
//! layout; values А1 Б3 В2 Г3 Д2 Е1 Ж5 З5 И1 Й2 К2 Л2 М2 Н1 О1 П2 Р2 С2 Т2 У3 Ф10 Х5 Ц10 Ч5
//! Ш10 Щ10 Ъ10 Ы5 Ь5 Э10 Ю10 Я3, blank 3.

use plansza::rules::*;
mod common;

use common::{rng, sorted, Scenario};
use rand::rngs::StdRng;
use rand::SeedableRng;

const S: Scenario = Scenario(VariantId::Erudit);

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

fn game_with(options: GameOptions, on_board: &[&str], racks: &[&str], bag: &str) -> Game {
    S.game(options, on_board, racks, bag)
}

/// A scored game to 200 (the variant's default options).
fn game(on_board: &[&str], racks: &[&str], bag: &str) -> Game {
    game_with(GameOptions::default(), on_board, racks, bag)
}

fn to_target(target: u32) -> GameOptions {
    GameOptions {
        target: Some(target),
        ..GameOptions::default()
    }
}

fn simple() -> GameOptions {
    GameOptions {
        level: Level::Simple,
        ..GameOptions::default()
    }
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

fn scores(g: &Game) -> Vec<i32> {
    g.players().iter().map(|p| p.score).collect()
}

// ---------------------------------------------------------------------------------------
// Equipment

/// "ЭКРАЙБЛ ... С₄ Т₂ И₂ М₃ П₂ А₁ Н₂ К₂" and, under the blank example, "С₄ А₁ К₂ М₃" -- the
/// box's sample tiles (a scan of another product, see `seeds/README.md`). Their values
/// disagree with the points table, which is the one we use.
#[test]
fn box_sample_tiles_are_not_the_values() {
    let val = |c| v().tile_value(Tile::Letter(letter(c)));
    // The box says С4 И2 М3 Н2; the table says С-2 И-1 М-2 Н-1.
    assert_eq!((val('с'), val('и'), val('м'), val('н')), (2, 1, 2, 1));
    // Where the box agrees with the table (Т2 П2 А1 К2) so do we.
    assert_eq!((val('т'), val('п'), val('а'), val('к')), (2, 2, 1, 2));
}

/// "Количество фишек значения букв: А-8 И-7 Р-5 Ш-1 / Б-3 Й-4 С-5 Щ-1 / ... / * - 3" and
/// "«СКРЭЙБЛ» НА РУССКОМ 120 деревянных фишек с буквами" -- the count of every letter,
/// three blanks, 120 tiles in all.
#[test]
fn tile_counts_match_the_table() {
    let bag = v().full_bag();
    let count = |t: Tile| bag.iter().filter(|&&x| x == t).count();
    let table = "А-8 И-7 Р-5 Ш-1 Б-3 Й-4 С-5 Щ-1 В-5 К-5 Т-5 Ъ-1 Г-3 Л-4 У-3 Ы-2 Д-5 М-5 Ф-1 \
                 Ь-2 Е-8 Н-7 Х-2 Э-1 Ж-2 О-8 Ц-1 Ю-1 З-2 П-5 Ч-2 Я-3";
    let mut seen = 0;
    for entry in table.split_whitespace() {
        let (c, n) = entry.split_once('-').expect("letter-count");
        let c = c.chars().next().expect("a letter");
        let n: usize = n.parse().expect("a count");
        assert_eq!(count(Tile::Letter(letter(c))), n, "letter {c}");
        seen += 1;
    }
    assert_eq!(seen, 32, "32 letters, no Ё");
    assert_eq!(count(Tile::Blank), 3);
    assert_eq!(bag.len(), 120);
    // Ё is read as Е.
    assert_eq!(v().alphabet().letter('ё'), Some(letter('е')));
}

/// "Количество баллов за букву: А-1 И-1 Р-2 Ш-10 / Б-3 Й-2 С-2 Щ-10 / ..." -- the value of
/// every letter.
#[test]
fn letter_values_match_the_table() {
    let table = "А-1 И-1 Р-2 Ш-10 Б-3 Й-2 С-2 Щ-10 В-2 К-2 Т-2 Ъ-10 Г-3 Л-2 У-3 Ы-5 Д-2 М-2 \
                 Ф-10 Ь-5 Е-1 Н-1 Х-5 Э-10 Ж-5 О-1 Ц-10 Ю-10 З-5 П-2 Ч-5 Я-3";
    for entry in table.split_whitespace() {
        let (c, n) = entry.split_once('-').expect("letter-value");
        let c = c.chars().next().expect("a letter");
        let n: u32 = n.parse().expect("a value");
        assert_eq!(v().tile_value(Tile::Letter(letter(c))), n, "letter {c}");
    }
}

/// "* - 3" (in the points table) -- the blank is worth 3, whatever letter it stands for.
#[test]
fn blank_is_worth_three() {
    assert_eq!(v().blank_value, 3);
    assert_eq!(v().tile_value(Tile::Blank), 3);
    assert_eq!(v().value(BoardTile::blank(letter('ш'))), 3);
    let g = game(&[], &["ом*", "а"], "");
    // ДОМ at 8H, Д a blank: H8 blue (word x2): blank 3 + О 1 + М 2 = 6, x2 = 12.
    assert_eq!(score(&g, 0, "8H *дом"), 12);
    // The other variants keep their 0.
    assert_eq!(VariantId::Literaki.variant().tile_value(Tile::Blank), 0);
    // The rack says what a blank counts, as text and in its picture.
    assert_eq!(plansza::table::rack_text(&g, 0), "О(1) М(2) ?(3)");
    let pictured = plansza::table::rack_view(&g, 0);
    assert_eq!(
        pictured.tiles.last().map(|t| (t.blank, t.value)),
        Some((true, 3))
    );
}

// ---------------------------------------------------------------------------------------
// Players, order, setup

/// "В игре принимают участие 2 человека и более." (both levels) -- two or more players; we
/// allow two to four.
#[test]
fn two_to_four_players() {
    for n in [0, 1, 5] {
        assert_eq!(
            Game::new(VariantId::Erudit, n, &mut rng()).err(),
            Some(SetupError::PlayerCount { min: 2, max: 4 })
        );
    }
    for n in 2..=4 {
        assert!(Game::new(VariantId::Erudit, n, &mut rng()).is_ok());
        for options in [simple(), to_target(50)] {
            assert!(Game::with_options(VariantId::Erudit, n, options, &mut rng()).is_ok());
        }
    }
}

/// "Перед началом игры игроки устанавливают очередность хода." -- before the game the players
/// settle the order of turns: the seats are the order, and the bot draws who starts.
#[test]
fn order_of_turns_is_set_before_the_game() {
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..40 {
        let g = Game::new(VariantId::Erudit, 3, &mut StdRng::seed_from_u64(seed))
            .expect("three players");
        assert_eq!(g.first_player(), g.turn());
        firsts.insert(g.turn());
    }
    assert_eq!(firsts.len(), 3);
}

/// "Перед началом игры игроки устанавливают очередность хода и количество победных баллов."
/// and the note "Допускается по договоренности играющих вносить свои изменения в правила
/// игры" -- the target score is set before the game (default 200, "например 200").
#[test]
fn target_score_is_a_setting() {
    let g = Game::new(VariantId::Erudit, 2, &mut rng()).expect("two players");
    assert_eq!(g.target(), Some(200));
    assert_eq!(g.options().level, Level::Scored);
    let g = Game::with_options(VariantId::Erudit, 2, to_target(50), &mut rng()).expect("ok");
    assert_eq!(g.target(), Some(50));
    assert_eq!(
        Game::with_options(VariantId::Erudit, 2, to_target(0), &mut rng()).err(),
        Some(SetupError::BadTarget)
    );
    // The simple level plays to no target.
    let g = Game::with_options(VariantId::Erudit, 2, simple(), &mut rng()).expect("ok");
    assert_eq!(g.target(), None);
    // A variant not played to a target takes none.
    assert_eq!(
        Game::with_options(VariantId::Literaki, 2, to_target(50), &mut rng()).err(),
        Some(SetupError::BadTarget)
    );
}

/// "Начало игры. 1. Фишки выкладывают на стол или крышку игры обратной стороной и
/// перемешивают. 2. Каждый игрок берет по 7 фишек." -- tiles face down and shuffled; each
/// player takes 7.
#[test]
fn each_player_takes_seven() {
    let g = Game::new(VariantId::Erudit, 4, &mut rng()).expect("four players");
    assert!(g.players().iter().all(|p| p.rack.len() == 7));
    assert_eq!(g.bag_len(), 120 - 28);
    let other = Game::new(VariantId::Erudit, 4, &mut StdRng::seed_from_u64(8)).expect("ok");
    assert_ne!(g.players()[0].rack, other.players()[0].rack, "shuffled");
}

// ---------------------------------------------------------------------------------------
// Placing words

/// "Слова составляются обязательно или по горизонтали, или по вертикали и должны читаться
/// слева направо или сверху вниз." -- across or down, read left to right or top to bottom.
#[test]
fn words_across_or_down() {
    let g = game(&[], &["дом", "а"], "");
    let across = g.evaluate(0, &mv("8G дом")).expect("across");
    assert_eq!(across.words[0].direction, Direction::Across);
    assert_eq!(v().alphabet().decode(&across.words[0].letters), "дом");
    let down = g.evaluate(0, &mv("H7 дом")).expect("down");
    assert_eq!(down.words[0].direction, Direction::Down);
    assert_eq!(down.words[0].start, Pos::new(6, 7));
    assert_eq!(v().alphabet().decode(&down.words[0].letters), "дом");
}

/// "Процесс игры. 1. Первое составленное слово располагают горизонтально или вертикально так,
/// чтобы одна из его букв пришлась на центральную клетку поля." -- the first word covers the
/// centre square.
#[test]
fn first_word_covers_the_centre() {
    let g = game(&[], &["дом", "а"], "");
    assert_eq!(
        move_error(&g, 0, "1A дом"),
        MoveError::MissesStart("H8".into())
    );
    assert_eq!(move_error(&g, 0, "8H д"), MoveError::FirstWordTooShort);
    // ДОМ 8F..8H: Д F8 plain 2, О G8 plain 1, М H8 blue 2 = 5, x2 = 10.
    assert_eq!(score(&g, 0, "8F дом"), 10);
}

/// "Новые слова составлять на свободном поле без увязки с предыдущими словами нельзя." -- no
/// new word on a free area, unconnected to earlier words.
#[test]
fn new_words_must_connect() {
    let g = game(&["8G дом"], &["кот", "а"], "");
    assert_eq!(move_error(&g, 0, "1A кот"), MoveError::NotConnected);
}

/// "Процесс игры. 3. Очередной игрок образует новые слова, добавляя одну или несколько букв
/// к слову или к буквам, расположенным на поле." -- the next player adds one or more letters
/// to a word or to letters on the board.
#[test]
fn next_player_adds_letters() {
    let g = game(&["8G дом"], &["а", "б"], "");
    // ДОМА: А on J8 (plain) -> 2 + 1 + 2 + 1 = 6.
    assert_eq!(score(&g, 0, "8G (дом)а"), 6);
    assert_eq!(move_error(&g, 0, "8G дом"), MoveError::NoNewTiles);
}

/// "За один ход можно составить несколько слов из имеющихся на руках 7 фишек." -- one move
/// may make several words from the 7 tiles in hand.
#[test]
fn several_words_in_one_move() {
    // ДОМ on G8..I8; ДА laid under Д and О (G9, H9) forms ДА across and ДД, ОА down.
    let g = game(&["8G дом"], &["да", "б"], "");
    let m = g.evaluate(0, &mv("9G да")).expect("a legal shape");
    assert_eq!(m.words.len(), 3);
    // Д on green G9 counts 4 in both its words. ДА: 4 + 1 = 5; ДД: 2 + 4 = 6; ОА: 1 + 1 =
    // 2 -> 13.
    let each: Vec<u32> = m.words.iter().map(|w| w.score).collect();
    assert_eq!(each, vec![5, 6, 2]);
    assert_eq!(m.score, 13);
}

/// "Новые слова должны включать в себя ранее составленное слово, букву или буквы соседних
/// слов, например:" and the example board (АРГОНАВТ, РОЗА, КОСМОС, ЗЕМЛЯ, ЯДРО, ИСКРА, read
/// with the last two rows one square to the left; see the doc). Played move by move on our
/// board, every letter worth the value printed on its tile.
#[test]
fn worked_example_board() {
    let g = game(
        &[],
        &["космос", "арнавтг"],
        "зелярзадроикаааааааааааааааааа",
    );
    // The printed values: К₂ А₁ Р₂ Г₃ О₁ Н₁ В₂ Т₂ С₂ З₅ Е₁ М₂ Л₂ Я₃ Д₂ И₁.
    for (c, n) in [
        ('к', 2),
        ('а', 1),
        ('р', 2),
        ('г', 3),
        ('о', 1),
        ('н', 1),
        ('в', 2),
        ('т', 2),
        ('с', 2),
        ('з', 5),
        ('е', 1),
        ('м', 2),
        ('л', 2),
        ('я', 3),
        ('д', 2),
        ('и', 1),
    ] {
        assert_eq!(v().tile_value(Tile::Letter(letter(c))), n, "{c}");
    }
    // КОСМОС down H3..H8: К2 + О1 on green H4 x2 + С2 + М2 + О1 + С2 = 11; blue H8: x2 = 22.
    assert_eq!(score(&g, 0, "H3 космос"), 22);
    let g = play(&g, 0, "H3 космос");
    // АРГОНАВТ across E4..L4 through О (H4, already covered: its green is spent):
    // А1 Р2 Г3 О1 Н1 А1 В2 Т2 = 13; Т on blue L4: x2 = 26; all 7 tiles: +15 = 41.
    assert_eq!(score(&g, 1, "4E арг.навт"), 41);
    let g = play(&g, 1, "4E арг.навт");
    assert_eq!(scores(&g), vec![22, 41]);
    // The rest by a solver's hand: players' racks are set for each word.
    let mut s = g.to_setup();
    s.players[0].rack = Rack::new(tiles("зелядро"));
    s.players[1].rack = Rack::new(tiles("оаика"));
    let g = s.into_game().expect("valid");
    // ЗЕМЛЯ across F6..J6 through М (H6): З5 on yellow F6 x3 = 15, Е1, М2, Л2, Я3 on
    // yellow J6 x3 = 9 -> 29.
    assert_eq!(score(&g, 0, "6F зе.ля"), 29);
    let g = play(&g, 0, "6F зе.ля");
    // РОЗА down F4..F7 through Р (F4) and З (F6; its yellow is spent): 2 + 1 + 5 + 1 = 9.
    assert_eq!(score(&g, 1, "F4 .о.а"), 9);
    let g = play(&g, 1, "F4 .о.а");
    // ЯДРО down J6..J9 through Я: 3 + 2 + 2 + 1 = 8.
    assert_eq!(score(&g, 0, "J6 .дро"), 8);
    let g = play(&g, 0, "J6 .дро");
    // ИСКРА across G8..K8 through С (H8; its blue is spent) and Р (J8): 1+2+2+2+1 = 8.
    assert_eq!(score(&g, 1, "8G и.к.а"), 8);
    let g = play(&g, 1, "8G и.к.а");
    assert_eq!(scores(&g), vec![22 + 29 + 8, 41 + 9 + 8]);
    // The board now reads as the text's example (rows 3..9, columns E..L).
    let expected = [
        "...к....",
        "аргонавт",
        ".о.с....",
        ".земля..",
        ".а.о.д..",
        "..искра.",
        ".....о..",
    ];
    for (r, row) in expected.iter().enumerate() {
        let got: String = (0..8)
            .map(|c| {
                g.board()
                    .get(Pos::new(2 + r as u8, 4 + c))
                    .map(|t| v().alphabet().lower(t.letter))
                    .unwrap_or('.')
            })
            .collect();
        assert_eq!(&got, row, "row {}", r + 3);
    }
}

// ---------------------------------------------------------------------------------------
// Scoring

/// "Подсчет баллов: а. Суммы очков букв составленных слов. б. Премий, получаемых за
/// размещение букв на премиальных клетках." -- see `worked_example_board` for (а) and the
/// premium tests below for (б).
///
/// "1. Премиальные клетки для буквы. Количество баллов буквы, расположенной на зеленой
/// клетке - удваивается, на желтой - утраивается." -- green doubles the letter, yellow
/// triples it.
#[test]
fn green_doubles_yellow_triples_the_letter() {
    assert_eq!(v().premium(Pos::new(7, 11)), Premium::DoubleLetter); // L8 green
    assert_eq!(v().premium(Pos::new(5, 9)), Premium::TripleLetter); // J6 yellow
    let g = game(&["8H дом"], &["ежик", "а"], "");
    // Green: ДОМИК, И on K8 (plain) and К on green L8: 2 + 1 + 2 + 1 + 2x2 = 10.
    assert_eq!(score(&g, 0, "8H ...ик"), 10);
    // Yellow: ЖИМ down J6..J8, Ж on yellow J6: 5x3 + 1 + 2 = 18.
    assert_eq!(score(&g, 0, "J6 жи."), 18);
}

/// "2. Премиальные клетки для слов. Если одна из букв слова расположена на синей клетке, то
/// сумма очков всего слова удваивается, на красной - утраивается." -- blue doubles the
/// word, red triples it.
#[test]
fn blue_doubles_red_triples_the_word() {
    assert_eq!(v().premium(Pos::new(7, 7)), Premium::DoubleWord); // H8 blue, the centre
    assert_eq!(v().premium(Pos::new(7, 14)), Premium::TripleWord); // O8 red
    let g = game(&[], &["дом", "а"], "");
    // Blue: ДОМ 8H..8J, Д on H8: (2 + 1 + 2) x 2 = 10.
    assert_eq!(score(&g, 0, "8H дом"), 10);
    // Red: ДОМИНОВА from ДОМ on H8..J8 to O8: Д2 О1 М2 (old) + И1 + Н on green L8 1x2
    // + О1 + В2 + А1 on red O8 = 12, x3 = 36.
    let g = game(&["8H дом"], &["инова", "а"], "");
    assert_eq!(score(&g, 0, "8K инова"), 36);
}

/// "Если буквы слова одновременно расположены на премиальных клетках букв и слов, то сначала
/// подсчитывается премия за букву, а потом - за слово." -- letter premiums first, then the
/// word premium.
#[test]
fn letter_premium_before_word_premium() {
    // ШАЛАШОМ on B8..H8; a word down B2..B8 ends on its Ш: Ф on blue B2, А on yellow B6.
    // Ф10 + А1 + А1 + А1 + А1x3 + А1 + Ш10 (old) = 27, then x2 = 54 (the other order,
    // 25 x 2 + the yellow's extra 2, would give 52).
    let g = game(&["8B шалашом"], &["фааааа", "б"], "");
    assert_eq!(score(&g, 0, "B2 фааааа."), 54);
}

/// "3. Премии за букву и за слово засчитываются лишь тому игроку, который первым сумел
/// занять премиальные клетки." -- premiums count only for the first to cover the square.
#[test]
fn premiums_only_for_the_first_to_cover() {
    let g = game(&[], &["домы", "а"], "");
    let g = play(&g, 0, "8H дом"); // 10, with the blue H8
    assert_eq!(scores(&g), vec![10, 0]);
    // ДОМА by player 1: the blue H8 is spent: 2 + 1 + 2 + 1 (K8 plain) = 6.
    assert_eq!(score(&g, 1, "8H (дом)а"), 6);
}

/// "4. Каждый игрок, использующий за один ход все 7 фишек, получает дополнительную премию в
/// 15 баллов" -- all 7 tiles in one move: 15 more.
#[test]
fn seven_tiles_give_fifteen() {
    assert_eq!(v().bingo_bonus, 15);
    let g = game(&[], &["радиола", "а"], "");
    // РАДИОЛА 8B..8H: Р B8 2, А C8 1, Д D8 green 2x2 = 4, И E8 1, О F8 1, Л G8 2, А H8 1
    // = 12; blue H8: x2 = 24; + 15 = 39.
    let m = g.evaluate(0, &mv("8B радиола")).expect("legal");
    assert_eq!(m.bingo, 15);
    assert_eq!(m.score, 39);
}

/// "2. Игрок подсчитывает полученные баллы за составленное слово (или слова) и дополняет
/// недостающее количество фишек до 7 штук." -- the points are added, then the rack is
/// refilled to 7.
#[test]
fn points_then_refill_to_seven() {
    let g = game(&[], &["домабвг", "а"], "ееееееееее");
    let g = play(&g, 0, "8H дом");
    assert_eq!(scores(&g), vec![10, 0]);
    assert_eq!(g.players()[0].rack.len(), 7);
    assert_eq!(g.bag_len(), 10 - 3);
}

// ---------------------------------------------------------------------------------------
// The blank

/// "4. Универсальная фишка - может принимать значение любой буквы." -- the universal tile
/// may stand for any letter.
#[test]
fn blank_stands_for_any_letter() {
    let g = game(&[], &["*ом", "а"], "");
    for l in v().alphabet().letters() {
        let text = format!("8H *{}ом", v().alphabet().lower(l));
        let m = g.evaluate(0, &mv(&text)).expect("any letter");
        assert_eq!(m.tiles[0].1, BoardTile::blank(l));
    }
}

/// ШЛЯП* on D8..H8, the blank as А on H8: player 0, with `rack`, plays `text`, which takes
/// that blank and lays it on `blank` as that letter, for `points`; `rest` is left on the
/// rack, and the notation writes the move back as `written`.
fn takes_the_blank_on_h8(
    rack: &str,
    text: &str,
    written: &str,
    blank: (Pos, char),
    points: u32,
    rest: &str,
) {
    let g = game(&["8D шляп*а"], &[rack, "акг"], "");
    let m = g.evaluate(0, &mv(text)).expect("a legal swap");
    assert_eq!(m.swaps, vec![(Pos::new(7, 7), letter('а'))], "{text}");
    assert_eq!(m.score, points, "{text}");
    let g = play(&g, 0, text);
    assert_eq!(
        g.board().get(Pos::new(7, 7)),
        Some(BoardTile::letter(letter('а')))
    );
    assert_eq!(
        g.board().get(blank.0),
        Some(BoardTile::blank(letter(blank.1)))
    );
    assert_eq!(g.players()[0].rack.tiles(), &tiles(rest)[..]);
    assert_eq!(scores(&g), vec![points as i32, 0]);
    assert_eq!(mv(text).to_text(v().alphabet()), written);
    assert_eq!(mv(&written.to_lowercase()), mv(text));
}

/// "Выставленная на поле, она может быть замещена очередным игроком фишкой с действительным
/// буквенным ее обозначением и обязательно должна быть использована в этом же ходе,
/// например: Ш₁₀ Л₂ Я₃ П₂ * / * - А" -- a blank on the board may be replaced by a later
/// player with the real tile, and must be used in the same move; e.g. ШЛЯП* with * = А.
#[test]
fn blank_on_board_may_be_taken() {
    // ШЛЯП* on D8..H8, the blank as А on H8. Player 0 lays the real А on H8 and uses the
    // blank as Ш in КАША down H7..H10: `H7 к!а*ша`. К H7 plain 2 + А H8 1 (real now; an
    // old square: no blue) + blank Ш on H9 3 + А H10 plain 1 = 7. К, А, А leave the rack.
    let blank = (Pos::new(8, 7), 'ш');
    takes_the_blank_on_h8("каад", "H7 к!а*ша", "H7 К!А*шА", blank, 7, "д");
}

/// "Выставленная на поле, она может быть замещена очередным игроком фишкой с
/// действительным буквенным ее обозначением и обязательно должна быть использована в этом же
/// ходе" -- the text asks only that the taken blank be used in the same move, not that its
/// square lie in the move's line: a blank anywhere on the board may be taken (`!H8а` after
/// the word), and the real letter counts only in the words that run through its square.
#[test]
fn a_blank_anywhere_on_the_board_may_be_taken() {
    // ШЛЯП* on D8..H8, the blank as А on H8. Player 0 plays ЛОТ down from the Л on E8,
    // with the blank taken from H8 as the Т: `E8 .о*т !H8а`. Л 2 (old) + О on E9 1 (plain)
    // + blank Т on E10 3 (plain) = 6; the real А on H8 is in no word of the move. О and А
    // leave the rack.
    let blank = (Pos::new(9, 4), 'т');
    takes_the_blank_on_h8("оад", "E8 .о*т !H8а", "E8 .О*т !H8А", blank, 6, "д");
    assert_eq!(mv("e8 .О*Т  !h8А"), mv("E8 .о*т !H8а"));
    // Where a word of the move runs through the square, the real letter counts there (as
    // an old tile: its value, no premium). ДА across from H9, the blank as Д: Д 3 (plain)
    // + А on I9 1 x2 (green) = 5; АД down H8-H9: the real А 1 (old) + Д 3 = 4; total 9.
    let g = game(&["8D шляп*а"], &["аа", "акг"], "");
    assert_eq!(score(&g, 0, "9H *да !H8а"), 9);
}

/// The taken blank "обязательно должна быть использована в этом же ходе" -- must be used in
/// the same move, wherever it was taken.
#[test]
fn taken_blank_must_be_used() {
    // Every letter from the rack and nothing marked: the taken blank would stay unused.
    let g = game(&["8D шляп*а"], &["кааш", "акг"], "");
    assert_eq!(move_error(&g, 0, "H7 к!аша"), MoveError::TakenBlankUnused);
    // Marked, it is used: К 2 + А 1 + blank 3 + А 1 = 7 (the Ш stays on the rack).
    assert_eq!(score(&g, 0, "H7 к!а*ша"), 7);
    // An unmarked letter the rack lacks takes it too: КАР, Р the blank: 2 + 1 + 3 = 6.
    let g = game(&["8D шляп*а"], &["кад", "акг"], "");
    assert_eq!(score(&g, 0, "H7 к!ар"), 6);
    // Taken away from the word, the same: ЛОТ from the rack's own letters leaves it unused.
    let g = game(&["8D шляп*а"], &["отаг", "акг"], "");
    assert_eq!(
        move_error(&g, 0, "E8 .от !H8а"),
        MoveError::TakenBlankUnused
    );
    assert_eq!(score(&g, 0, "E8 .о*т !H8а"), 6);
}

/// Taking a blank: each wrong use has its own error.
#[test]
fn taking_a_blank_is_checked() {
    let g = game(&["8D шляп*а"], &["каал", "акг"], "");
    // Л on E8 is a real tile.
    assert_eq!(
        move_error(&g, 0, "E7 к!л*а"),
        MoveError::NotABlank("E8".into())
    );
    // The blank stands for А, not О.
    assert_eq!(
        move_error(&g, 0, "H7 к!о*а"),
        MoveError::SquareTaken {
            square: "H8".into(),
            on_board: 'А'
        }
    );
    // Nothing on H9.
    assert_eq!(
        move_error(&g, 0, "H8 .!а"),
        MoveError::NothingOnSquare("H9".into())
    );
    // The same checks for a blank taken away from the word's line; a blank is taken once
    // (the second take finds the real letter there).
    let square_taken = MoveError::SquareTaken {
        square: "H8".into(),
        on_board: 'А',
    };
    for (text, err) in [
        ("E8 .а*к !E8л", MoveError::NotABlank("E8".into())),
        ("E8 .а*к !H8о", square_taken),
        ("E8 .а*к !A1а", MoveError::NothingOnSquare("A1".into())),
        ("H7 к!а*ла !H8а", MoveError::NotABlank("H8".into())),
    ] {
        assert_eq!(move_error(&g, 0, text), err, "{text}");
    }
    // The part after the word is `!`, the square (column, row), the letter.
    for (text, err) in [
        ("E8 .а*к !H8", NotationError::BareTake),
        ("E8 .а*к !", NotationError::BareTake),
        ("E8 .а*к !8Hа", NotationError::BadSquare("8H".into())),
        ("E8 .а*к !Z9а", NotationError::OffBoard("Z9".into())),
        ("E8 .а*к !H8аа", NotationError::BadLetter('а')),
        ("E8 .а*к H8а", NotationError::BadLetter(' ')),
    ] {
        assert_eq!(parse_move(text, v()), Err(err), "{text}");
    }
    // The real letter must come from the rack (the taken blank cannot replace itself).
    let g = game(&["8D шляп*а"], &["кт", "акг"], "");
    assert_eq!(move_error(&g, 0, "H7 к!а*т"), MoveError::NotOnRack('А'));
    assert_eq!(move_error(&g, 0, "E8 .к*т !H8а"), MoveError::NotOnRack('А'));
    // Literaki has no such rule.
    let lit = VariantId::Literaki.variant();
    let pl = |c| lit.alphabet().letter(c).expect("a Polish letter");
    let mut s = GameSetup::new(VariantId::Literaki, 2);
    s.board
        .set(Pos::new(7, 7), Some(BoardTile::letter(pl('k'))));
    s.board
        .set(Pos::new(7, 8), Some(BoardTile::letter(pl('o'))));
    s.board.set(Pos::new(7, 9), Some(BoardTile::blank(pl('t'))));
    s.players[0].rack = Rack::new(vec![Tile::Letter(pl('t')), Tile::Letter(pl('a'))]);
    let g = s.into_game().expect("valid");
    // There `!` is not even notation...
    assert_eq!(
        parse_move("8H ko!ta", lit),
        Err(NotationError::BadLetter('!'))
    );
    assert_eq!(
        parse_move("8H kot !J8t", lit),
        Err(NotationError::BadLetter(' '))
    );
    // ...and a move built by hand is refused.
    let text = MoveText {
        start: Pos::new(7, 7),
        direction: Direction::Across,
        cells: vec![
            TypedCell::OnBoard,
            TypedCell::OnBoard,
            TypedCell::TakeBlank(pl('t')),
            TypedCell::Letter {
                letter: pl('a'),
                blank: true,
            },
        ],
        take_blanks: Vec::new(),
    };
    assert_eq!(
        g.evaluate(0, &text),
        Err(PlayError::Move(MoveError::NoBlankSwap))
    );
}

// ---------------------------------------------------------------------------------------
// Exchange

/// "5. Игрок, который не смог (или не желает по тактическим соображениям) составить ни одного
/// слова, по желанию, сказав “меняю”, имеет право заменить любое количество фишек (от 1 до 7)
/// на новые, пропуская свой ход." -- a player may exchange 1 to 7 tiles, losing the turn;
/// no limit per game.
#[test]
fn exchange_one_to_seven() {
    let mut g = game(&[], &["абвгдеж", "зийклмн"], "оооооооооооооооооооо");
    assert_eq!(
        g.exchange(0, &[], &mut rng()).err(),
        Some(PlayError::Exchange(ExchangeError::NoTiles))
    );
    for round in 0..5 {
        let n = 1 + round % 7;
        let player = g.turn();
        let rack = g.players()[player].rack.tiles().to_vec();
        g = g.exchange(player, &rack[..n], &mut rng()).expect("allowed");
        assert_eq!(g.players()[player].rack.len(), 7);
        assert_ne!(g.turn(), player, "the turn is lost");
    }
    let all7 = g.players()[g.turn()].rack.tiles().to_vec();
    assert!(g.exchange(g.turn(), &all7, &mut rng()).is_ok());
}

/// Exchange "на новые" -- for new tiles: the bag must hold as many as are exchanged (the
/// text asks nothing more of the bag).
#[test]
fn exchange_needs_as_many_in_bag() {
    let g = game(&[], &["абвгдеж", "зийклмн"], "оо");
    assert!(g.exchange(0, &tiles("аб"), &mut rng()).is_ok());
    assert_eq!(
        g.exchange(0, &tiles("абв"), &mut rng()).err(),
        Some(PlayError::Exchange(ExchangeError::BagTooSmall {
            needed: 3,
            left: 2
        }))
    );
}

// ---------------------------------------------------------------------------------------
// The end

/// "6. Играют до тех пор, пока кто-нибудь из игроков не наберет установленного количества
/// очков, например 200 (при этом игрокам, имеющим право очередного хода, предоставляется
/// возможность выставить свои фишки и набрать дополнительное количество очков)." -- play
/// until someone reaches the set score; the players still to move in the round get their
/// turn and may add points.
#[test]
fn reaching_the_target_finishes_the_round() {
    // Three players, target 10; player 0 started and reaches 10 with ДОМ on the centre;
    // players 1 and 2 still have their turn; then the game ends.
    let g = game_with(to_target(10), &[], &["домы", "аы", "ы"], "");
    let g = play(&g, 0, "8H дом");
    assert_eq!(scores(&g), vec![10, 0, 0]);
    assert!(!g.is_over(), "players 1 and 2 still have their turn");
    let g = play(&g, 1, "8H (дом)а");
    assert!(!g.is_over());
    let g = g.pass(2, &mut rng()).expect("a pass is a turn too");
    assert_eq!(
        g.phase(),
        &Phase::Over {
            ending: Ending::TargetReached,
            adjustments: vec![0, 0, 0]
        }
    );
    assert_eq!(scores(&g), vec![10, 6, 0]);
    assert_eq!(g.winners(), vec![0]);
}

/// "Побеждает тот, кто первым наберет обусловленное количество баллов." read with rule 6:
/// after the round the highest score wins, which may be a player who reached the target
/// later in the round; on a tie every player on the top score wins.
#[test]
fn highest_score_wins_after_the_round() {
    let g = game_with(to_target(10), &[], &["домы", "аы"], "");
    let g = play(&g, 0, "8H дом"); // 10
    let g = play(&g, 1, "8H (дом)а"); // 6
    assert!(g.is_over());
    assert_eq!(g.winners(), vec![0]);
    // A later player of the round may overtake: player 1 starts on 5 and ends on 11.
    let mut s = game_with(to_target(10), &[], &["домы", "аы"], "").to_setup();
    s.players[1].score = 5;
    let g = s.into_game().expect("valid");
    let g = play(&play(&g, 0, "8H дом"), 1, "8H (дом)а");
    assert_eq!(scores(&g), vec![10, 11]);
    assert_eq!(g.winners(), vec![1]);
    // A tie: every player on the top score wins.
    let mut s = game_with(to_target(10), &[], &["домы", "аы"], "").to_setup();
    s.players[1].score = 4;
    let g = s.into_game().expect("valid");
    let g = play(&play(&g, 0, "8H дом"), 1, "8H (дом)а");
    assert_eq!(scores(&g), vec![10, 10]);
    assert_eq!(g.winners(), vec![0, 1]);
}

/// Rule 6 when the player who reaches the target is the last of the round: nobody is left
/// to move in it, so the game ends at once.
#[test]
fn last_in_round_ends_at_once() {
    let mut s = game_with(to_target(10), &[], &["аы", "домы"], "").to_setup();
    s.turn = 1;
    s.first_player = 0; // player 0 started, so player 1 closes the round
    let g = s.into_game().expect("valid");
    let g = play(&g, 1, "8H дом");
    assert!(g.is_over());
    assert_eq!(g.winners(), vec![1]);
}

// ---------------------------------------------------------------------------------------
// The simple level

/// "Уровень «простой». ... Игра заканчивается по желанию игроков и ведется без засчитывания
/// очков" -- the simple level counts no points.
#[test]
fn simple_level_counts_no_points() {
    let g = game_with(simple(), &[], &["домы", "аы"], "");
    // The move is still scored for display, but no one's score moves.
    assert_eq!(score(&g, 0, "8H дом"), 10);
    let g = play(&g, 0, "8H дом");
    assert_eq!(scores(&g), vec![0, 0]);
    assert!(!g.is_over());
}

/// "Игра заканчивается по желанию игроков" -- the game ends when the players wish: every
/// active player agrees (`agree_end`); no one wins.
#[test]
fn simple_level_ends_when_all_agree() {
    let g = game_with(simple(), &[], &["домы", "аы", "бы"], "");
    let g = g.agree_end(1).expect("any player, any turn");
    assert!(!g.is_over());
    assert_eq!(g.agreed_to_end(), vec![1]);
    assert_eq!(g.agree_end(1).err(), Some(PlayError::AlreadyAgreed));
    let g = g.agree_end(0).expect("ok");
    assert!(!g.is_over());
    let g = g.agree_end(2).expect("ok");
    assert_eq!(
        g.phase(),
        &Phase::Over {
            ending: Ending::Agreed,
            adjustments: vec![0, 0, 0]
        }
    );
    assert!(g.winners().is_empty());
    // A move that stands means the game goes on: the agreements so far lapse.
    let g = game_with(simple(), &[], &["домы", "аы"], "");
    let g = g.agree_end(1).expect("ok");
    let g = play(&g, 0, "8H дом");
    assert!(g.agreed_to_end().is_empty());
    // The scored level ends by the target, not by agreement.
    let g = game(&[], &["домы", "аы"], "");
    assert_eq!(g.agree_end(0).err(), Some(PlayError::NotInThisLevel));
}

// ---------------------------------------------------------------------------------------
// Readings where the text is silent

/// The text's only ending is the target; a game that runs dry still ends the standard way
/// (bag empty and a rack played out), and the blank counts 3 in the rack values.
#[test]
fn a_game_that_runs_dry_ends_the_standard_way() {
    let g = game(&[], &["дом", "а*"], "");
    let g = play(&g, 0, "8H дом");
    assert_eq!(
        g.phase(),
        &Phase::Over {
            ending: Ending::WentOut { player: 0 },
            adjustments: vec![4, -4]
        }
    );
    assert_eq!(scores(&g), vec![14, -4]);
    assert_eq!(
        sorted(tiles("а*")),
        sorted(g.players()[1].rack.tiles().to_vec())
    );
}
