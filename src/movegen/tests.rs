use super::*;
use crate::lexicon::Language;
use crate::rules::{resolve, Pos, VariantId};

fn lexicon(words: &[&str]) -> Dawg {
    let lex =
        crate::lexicon::Lexicon::from_words(Language::English, words.iter().map(|w| w.to_string()))
            .unwrap_or_else(|e| panic!("a lexicon: {e}"));
    lex.dawg().clone()
}

fn rack(letters: &str) -> Rack {
    let a = Language::English.alphabet();
    Rack::new(
        letters
            .chars()
            .map(|c| match c {
                '?' => Tile::Blank,
                c => Tile::Letter(a.letter(c).unwrap_or_else(|| panic!("{c}"))),
            })
            .collect(),
    )
}

fn board_with(words: &[&str]) -> Board {
    let v = VariantId::English.variant();
    let mut b = Board::empty(v.width, v.height);
    for w in words {
        let m = crate::rules::parse_move(w, v).unwrap_or_else(|e| panic!("{e}"));
        for (i, cell) in m.cells.iter().enumerate() {
            if let (crate::rules::TypedCell::Letter { letter, blank }, Some(p)) = (
                *cell,
                m.start.step(m.direction, i as i32, v.width, v.height),
            ) {
                b.set(p, Some(crate::rules::BoardTile { letter, blank }));
            }
        }
    }
    b
}

fn texts(plays: &[Play]) -> Vec<String> {
    let a = Language::English.alphabet();
    let mut t: Vec<String> = plays.iter().map(|p| p.to_gcg(a)).collect();
    t.sort();
    t
}

#[test]
fn first_move_covers_the_start_across_only() {
    let lex = lexicon(&["at", "ta", "tat"]);
    let v = VariantId::English.variant();
    let mut g = Generator::new(v, &lex);
    let mut out = Vec::new();
    g.plays(&Board::empty(15, 15), &rack("at"), &mut out);
    // AT and TA, each starting on G8 or H8 (two squares, one must be H8).
    assert_eq!(
        texts(&out),
        vec!["8G AT", "8G TA", "8H AT", "8H TA"],
        "{out:?}"
    );
    // AT at 8H: A1 on the centre (double word) + T1 = 2 x 2 = 4.
    let at = out.iter().find(|p| p.to_gcg(v.alphabet()) == "8H AT");
    assert_eq!(at.map(|p| p.score), Some(4));
}

#[test]
fn hooks_extensions_and_cross_words() {
    let lex = lexicon(&["at", "tat", "ta", "att", "a"]);
    let v = VariantId::English.variant();
    let mut g = Generator::new(v, &lex);
    let mut out = Vec::new();
    let b = board_with(&["8H AT"]);
    g.plays(&b, &rack("t"), &mut out);
    let t = texts(&out);
    // TAT across (front hook), ATT across (back hook), and T over or under A / T making
    // TA, AT, TT? only words: "TA" down (T above A at H7), "AT" down (T below A at H9)...
    assert!(t.contains(&"8G T(AT)".to_string()), "{t:?}");
    assert!(t.contains(&"8H (AT)T".to_string()), "{t:?}");
    assert!(t.contains(&"H7 T(A)".to_string()), "{t:?}");
    assert!(t.contains(&"H8 (A)T".to_string()), "{t:?}");
    for p in &out {
        let scored = resolve(v, &b, &rack("t"), &p.to_move_text())
            .unwrap_or_else(|e| panic!("{}: {e}", p.to_gcg(v.alphabet())));
        assert_eq!(scored.score, p.score, "{}", p.to_gcg(v.alphabet()));
    }
}

#[test]
fn a_blank_is_every_letter_it_can_be() {
    let lex = lexicon(&["at", "it", "ta"]);
    let v = VariantId::English.variant();
    let mut g = Generator::new(v, &lex);
    let mut out = Vec::new();
    g.plays(&Board::empty(15, 15), &rack("?t"), &mut out);
    assert_eq!(
        texts(&out),
        vec!["8G Ta", "8G aT", "8G iT", "8H Ta", "8H aT", "8H iT"]
    );
    assert!(out.iter().all(|p| p.blanks.count_ones() == 1));
}

#[test]
fn a_one_tile_play_both_ways_is_one_play() {
    let lex = lexicon(&["at", "ta", "aa"]);
    let v = VariantId::English.variant();
    let mut g = Generator::new(v, &lex);
    let mut out = Vec::new();
    // A at H8, T at I9: an A at I8 makes AA across... and "A over T" down: one play.
    let b = board_with(&["8H A", "9I T"]);
    g.plays(&b, &rack("a"), &mut out);
    let at_i8: Vec<_> = out
        .iter()
        .filter(|p| p.tiles().any(|(q, _)| q == Pos::new(7, 8)))
        .collect();
    assert_eq!(at_i8.len(), 1, "{:?}", texts(&out));
}

#[test]
fn the_empty_rack_and_an_unknown_word_give_nothing() {
    let lex = lexicon(&["xyz"]);
    let v = VariantId::English.variant();
    let mut g = Generator::new(v, &lex);
    let mut out = vec![];
    g.plays(&Board::empty(15, 15), &rack(""), &mut out);
    assert!(out.is_empty());
    g.plays(&Board::empty(15, 15), &rack("ab"), &mut out);
    assert!(out.is_empty());
}

#[test]
fn a_blank_anywhere_on_the_board_is_taken_for_a_play_elsewhere() {
    // Эрудит: ДА across on H8-I8, the А a blank. With А О Н on the rack, the real А may go
    // on I8 and the blank come to the rack, to be laid anywhere: ДНО down from the Д, the
    // blank as Н or О, runs nowhere near I8. Every play resolves as generated.
    let v = VariantId::Erudit.variant();
    let a = v.alphabet();
    let l = |c: char| a.letter(c).unwrap_or_else(|| panic!("{c}"));
    let lex = crate::lexicon::Lexicon::from_words(
        Language::Russian,
        ["да", "дно", "нос", "он", "сон", "но"].map(String::from),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let dawg = lex.dawg();
    let mut b = Board::empty(v.width, v.height);
    b.set(Pos::new(7, 7), Some(BoardTile::letter(l('д'))));
    b.set(Pos::new(7, 8), Some(BoardTile::blank(l('а'))));
    let rack = Rack::new(vec![
        Tile::Letter(l('а')),
        Tile::Letter(l('о')),
        Tile::Letter(l('н')),
    ]);
    let mut g = Generator::new(v, dawg);
    let mut out = Vec::new();
    g.plays(&b, &rack, &mut out);
    let swaps: Vec<&Play> = out.iter().filter(|p| p.swap.is_some()).collect();
    // ДНО down from Д with the blank as О or Н, no word through I8: a swap off the line.
    let far = swaps
        .iter()
        .find(|p| (0..p.len as usize).all(|i| p.square(i) != Pos::new(7, 8)));
    assert!(far.is_some(), "{:?}", texts(&out));
    for p in &out {
        let scored = resolve(v, &b, &rack, &p.to_move_text())
            .unwrap_or_else(|e| panic!("{}: {e}", p.to_gcg(a)));
        assert_eq!(scored.score, p.score, "{}", p.to_gcg(a));
        assert_eq!(scored.swaps, p.swap.into_iter().collect::<Vec<_>>());
    }
    assert!(far.is_some_and(|p| p.to_gcg(a).contains(" !I8А")));
}

#[test]
fn a_generator_that_saw_other_boards_finds_what_a_new_one_finds() {
    // The generator keeps the last board's cross-checks and works out again only the lines
    // crossing a changed square: a tile laid, then taken back (an undone move), a board
    // from elsewhere and the empty board all give what a generator new to them gives. A
    // new board's cross-checks are looked up for the rack's letters only: a later rack
    // with other letters, on that board or the next, finds what a new generator finds too
    // (`narrow` never sees a blank, which would ask for every letter at once).
    let lex = lexicon(&["at", "tat", "ta", "att", "tatt", "aa", "tt"]);
    let v = VariantId::English.variant();
    let boards = [
        board_with(&["8H AT"]),
        board_with(&["8H AT", "H9 T"]),
        board_with(&["8H AT"]),
        board_with(&["3C TAT", "C4 AT"]),
        Board::empty(15, 15),
        board_with(&["8G TAT", "G9 AT", "9I T"]),
    ];
    let mut kept = Generator::new(v, &lex);
    let mut narrow = Generator::new(v, &lex);
    let (mut seen, mut fresh) = (Vec::new(), Vec::new());
    let scores = |p: &[Play]| {
        let mut s: Vec<_> = p
            .iter()
            .map(|p| (p.to_gcg(v.alphabet()), p.score))
            .collect();
        s.sort();
        s
    };
    for (i, b) in boards.iter().enumerate() {
        for r in ["t", "a", "at", "t?", "aatt"] {
            Generator::new(v, &lex).plays(b, &rack(r), &mut fresh);
            kept.plays(b, &rack(r), &mut seen);
            assert_eq!(scores(&seen), scores(&fresh), "board {i}, rack {r}");
            if !r.contains('?') {
                narrow.plays(b, &rack(r), &mut seen);
                assert_eq!(scores(&seen), scores(&fresh), "narrow: board {i}, rack {r}");
            }
            if r.len() > 1 {
                assert!(!fresh.is_empty(), "board {i}, rack {r}");
            }
        }
    }
}

#[test]
fn each_choice_of_blanks_is_its_own_play_once() {
    // "each letter a blank stands for is its own play": so is each choice of which tiles
    // are the blanks. The search follows a spelling once, laying the rack's own tiles first,
    // and the choices are counted out when the play is kept; every one must come out once,
    // scored as the rules score it.
    let lex = lexicon(&["tee", "tete"]);
    let v = VariantId::English.variant();
    let mut g = Generator::new(v, &lex);
    let mut out = Vec::new();
    let board = Board::empty(15, 15);
    let count = |out: &[Play], word: &str| {
        let w: Vec<u8> = word.bytes().map(|b| b - b'a').collect();
        let mut masks: Vec<(Pos, u32)> = out
            .iter()
            .filter(|p| p.letters[..p.len as usize] == w[..])
            .map(|p| (p.start, p.blanks))
            .collect();
        let n = masks.len();
        masks.sort();
        masks.dedup();
        assert_eq!(masks.len(), n, "{word}: a play twice");
        n
    };
    // TEE from T, E and a blank: the blank is one E or the other (not the T: two Es
    // would be wanted), on three squares through the star.
    g.plays(&board, &rack("te?"), &mut out);
    assert_eq!(count(&out, "tee"), 2 * 3);
    assert!(out.iter().all(|p| p.blanks.count_ones() == 1), "{out:?}");
    // With T, E, E and a blank: TEE with no blank or the blank on any one letter (4 x 3);
    // TETE needs a blank for one T or the other, no more (2 x 4).
    g.plays(&board, &rack("tee?"), &mut out);
    assert_eq!(count(&out, "tee"), 4 * 3);
    assert_eq!(count(&out, "tete"), 2 * 4);
    for p in &out {
        let tiles: Vec<_> = p.tiles().collect();
        let scored =
            score_tiles(v, &board, &tiles, p.direction).unwrap_or_else(|e| panic!("{p:?}: {e:?}"));
        assert_eq!(p.score, scored.score, "{p:?}");
    }
}
