//! English (club Scrabble, NASPA/WESPA) rules: the equipment, scores computed by hand, a few
//! real recorded games (`../shared/gcg/real`) whose every placement score the engine must
//! match, and the end-game conventions the records use (going out: `(OPEG) +14`, twice the
//! rack; six scoreless turns: each loses their own rack). See `docs/rules/english.md`.

use plansza::lexicon::{Language, MemoryWordList};
use plansza::rules::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

fn v() -> &'static Variant {
    VariantId::English.variant()
}

fn tiles(s: &str) -> Vec<Tile> {
    s.chars()
        .filter_map(|c| match c {
            '?' => Some(Tile::Blank),
            _ => v()
                .alphabet()
                .letter(c.to_ascii_lowercase())
                .map(Tile::Letter),
        })
        .collect()
}

fn rng() -> StdRng {
    StdRng::seed_from_u64(3)
}

fn words(list: &[&str]) -> MemoryWordList {
    MemoryWordList::new(Language::English.alphabet(), list.iter().copied())
}

/// A GCG word (`RE.IgION`: lowercase is a blank) in our notation (`RE.I*gION`).
fn gcg_word(word: &str) -> String {
    word.chars()
        .flat_map(|c| {
            if c.is_lowercase() {
                vec!['*', c]
            } else {
                vec![c]
            }
        })
        .collect()
}

/// Replays the placements of a GCG record of `variant` on a board, checking each recorded
/// score; a withdrawn move (`--`) takes its tiles off again. Returns how many placements
/// were checked.
fn replay(variant: &Variant, path: &str) -> usize {
    let text = std::fs::read_to_string(path).expect("the record is readable");
    let mut board = Board::empty(variant.width, variant.height);
    let mut last: Vec<Pos> = Vec::new();
    let mut checked = 0;
    for line in text.lines().filter(|l| l.starts_with('>')) {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let Some(&third) = parts.get(2) else { continue };
        if third == "--" {
            for p in last.drain(..) {
                board.set(p, None);
            }
            continue;
        }
        let first = third.chars().next().unwrap_or('-');
        if !first.is_ascii_alphanumeric() || parts.len() < 5 {
            continue; // exchange, pass, (challenge), (time), end racks
        }
        let rack = Rack::new(
            parts[1]
                .chars()
                .filter_map(|c| match c {
                    '?' => Some(Tile::Blank),
                    _ => variant
                        .alphabet()
                        .letter(c.to_lowercase().next().unwrap_or(c))
                        .map(Tile::Letter),
                })
                .collect(),
        );
        let typed = format!("{} {}", third, gcg_word(parts[3]));
        let mv = parse_move(&typed, variant).unwrap_or_else(|e| panic!("{line}: {e}"));
        let scored = resolve(variant, &board, &rack, &mv).unwrap_or_else(|e| panic!("{line}: {e}"));
        let recorded: u32 = parts[4].trim_start_matches('+').parse().expect("a score");
        assert_eq!(scored.score, recorded, "{path}: {line}");
        last = scored.squares();
        for (p, t) in scored.tiles {
            board.set(p, Some(t));
        }
        checked += 1;
    }
    checked
}

const REAL: &str = "/work/shared/gcg/real";

fn real(path: &str) -> Option<String> {
    let full = format!("{REAL}/{path}");
    std::path::Path::new(&full).exists().then_some(full)
}

/// Standard equipment: a 15x15 board, 100 tiles with 2 blanks, a 7-tile rack, 50 for a bingo.
#[test]
fn equipment() {
    assert_eq!((v().width, v().height, v().start), (15, 15, Pos::new(7, 7)));
    assert_eq!(v().full_bag().len(), 100);
    assert_eq!((v().rack_size, v().bingo_bonus), (7, 50));
    let value = |c| v().tile_value(tiles(c)[0]);
    assert_eq!(
        [value("q"), value("z"), value("x"), value("k"), value("e")],
        [10, 10, 8, 5, 1]
    );
    assert_eq!(v().tile_value(Tile::Blank), 0);
}

/// Hand-computed: WINDY at 8D on an empty board: W4 I1 N1 D2 Y4 = 12, D8 is a double
/// letter (W on D8: +4 = 16), H8 the double-word start: 16 x 2 = 32 (the record's +32).
#[test]
fn first_move_scores_by_hand() {
    let g = {
        let mut s = GameSetup::new(VariantId::English, 2);
        s.players[0].rack = Rack::new(tiles("DINNVWY"));
        s.players[1].rack = Rack::new(tiles("AEIOU"));
        s.into_game().expect("valid")
    };
    let m = parse_move("8D WINDY", v()).expect("notation");
    assert_eq!(g.evaluate(0, &m).map(|s| s.score), Ok(32));
    // Missing the start square is refused.
    let m = parse_move("7D WINDY", v()).expect("notation");
    assert_eq!(
        g.evaluate(0, &m),
        Err(PlayError::Move(MoveError::MissesStart("H8".into())))
    );
}

/// Hand-computed: a bingo gets 50 on top. DONATES at 10B (doug_v_emely): played through no
/// tile, 7 tiles: the record says +82.
#[test]
fn real_games_score_as_recorded() {
    let mut total = 0;
    for path in [
        "domino14__macondo/gcgio__testdata__doug_v_emely.gcg",
        "domino14__macondo/gcgio__testdata__noah_vs_mishu.gcg",
        "domino14__macondo/gcgio__testdata__vs_frentz.gcg",
    ] {
        if let Some(full) = real(path) {
            total += replay(v(), &full);
        }
    }
    if std::path::Path::new(REAL).exists() {
        assert!(total > 40, "only {total} placements checked");
    }
}

/// A position where `player` 1 holds `?FS` with an empty bag and goes out with 14L .aFS
/// (doug_v_emely's last move); player 0 keeps `EGOP`.
fn going_out_position(board_word: &str) -> Game {
    let mut s = GameSetup::new(VariantId::English, 2);
    let m = parse_move(board_word, v()).expect("notation");
    let scored =
        resolve(v(), &Board::empty(15, 15), &Rack::new(tiles("???????")), &m).expect("legal");
    for (p, t) in scored.tiles {
        s.board.set(p, Some(BoardTile::letter(t.letter)));
    }
    s.players[0].rack = Rack::new(tiles("EGOP"));
    s.players[0].score = 451;
    s.players[1].rack = Rack::new(tiles("?FS"));
    s.players[1].score = 310;
    s.turn = 1;
    s.into_game().expect("valid")
}

/// Going out: the player gains twice the opponents' racks, the opponent keeps their score
/// (`>emely:  (OPEG) +14 345`: O1 P3 E1 G2 = 7, twice = 14).
#[test]
fn going_out_gains_twice_the_rack() {
    let g = going_out_position("H8 ZZZZZ");
    let m = parse_move("12H .aFS", v()).expect("notation");
    let pending = g.submit(1, &m).expect("legal");
    let (g, _) = pending
        .settle(Settlement::Accepted, &words(&[]), &mut rng())
        .expect("settles");
    assert_eq!(
        g.phase(),
        &Phase::Over {
            ending: Ending::WentOut { player: 1 },
            adjustments: vec![0, 14],
        }
    );
    assert_eq!(g.players()[0].score, 451);
}

/// Six scoreless turns in a row (two players) end the game; each loses their own rack. An
/// exchange counts as a scoreless turn in club play.
#[test]
fn six_scoreless_turns_end_the_game() {
    let mut s = GameSetup::new(VariantId::English, 2);
    s.players[0].rack = Rack::new(tiles("QZ"));
    s.players[1].rack = Rack::new(tiles("AE"));
    s.bag = tiles("EEEEEEEEEEEEEEE");
    let mut g = s.into_game().expect("valid");
    for turn in 0..5 {
        let p = g.turn();
        g = if turn == 2 {
            g.exchange(p, &g.rack(p).expect("rack").tiles()[..1], &mut rng())
                .expect("an exchange with 7+ in the bag")
        } else {
            g.pass(p, &mut rng()).expect("pass")
        };
        assert!(!g.is_over(), "over after {} turns", turn + 1);
    }
    let p = g.turn();
    g = g.pass(p, &mut rng()).expect("pass");
    let Phase::Over {
        ending,
        adjustments,
    } = g.phase()
    else {
        panic!("not over after six scoreless turns");
    };
    assert_eq!(ending, &Ending::AllPassed);
    let lost: Vec<i32> = g
        .players()
        .iter()
        .map(|p| {
            -(p.rack
                .tiles()
                .iter()
                .map(|&t| v().tile_value(t))
                .sum::<u32>() as i32)
        })
        .collect();
    assert_eq!(adjustments, &lost);
}

/// A scoring play breaks the run of scoreless turns.
#[test]
fn a_scoring_play_breaks_the_run() {
    let mut s = GameSetup::new(VariantId::English, 2);
    s.players[0].rack = Rack::new(tiles("CAT"));
    s.players[1].rack = Rack::new(tiles("DOG"));
    s.bag = tiles("EEEEEEEEEE");
    let g = s.into_game().expect("valid");
    let g = g
        .pass(0, &mut rng())
        .and_then(|g| g.pass(1, &mut rng()))
        .expect("passes");
    assert_eq!(g.passes_in_row(), 2);
    let m = parse_move("8H CAT", v()).expect("notation");
    let (g, score) = g.play(0, &m, &words(&["cat"]), &mut rng()).expect("plays");
    assert_eq!(score, 10, "C3 A1 T1 = 5, doubled on H8");
    assert_eq!(g.passes_in_row(), 0);
}

/// Exchanges need 7 tiles in the bag and are unlimited.
#[test]
fn exchanges_need_seven_in_the_bag_and_are_unlimited() {
    let mut s = GameSetup::new(VariantId::English, 2);
    s.players[0].rack = Rack::new(tiles("QZXJKVW"));
    s.players[1].rack = Rack::new(tiles("AEIOUEE"));
    s.bag = tiles("EEEEEE");
    let g = s.clone().into_game().expect("valid");
    assert_eq!(
        g.exchange(0, &tiles("Q"), &mut rng()),
        Err(PlayError::Exchange(ExchangeError::BagTooSmall {
            needed: 7,
            left: 6
        }))
    );
    s.bag = tiles("EEEEEEEEEEEEEEEEEEEE");
    let mut g = s.into_game().expect("valid");
    for _ in 0..4 {
        let p = g.turn();
        let t = g.rack(p).expect("rack").tiles()[..1].to_vec();
        g = g.exchange(p, &t, &mut rng()).expect("no limit");
    }
    assert_eq!(v().exchange_limit, None);
    assert!(matches!(
        g.exchange(g.turn(), &tiles("EEEEEEEE"), &mut rng()),
        Err(PlayError::Exchange(ExchangeError::TooMany(7)))
    ));
}

/// Void challenge (a table option): a move with a phony is refused and nothing changes; the
/// default is double challenge.
#[test]
fn void_challenge_refuses_phonies() {
    assert_eq!(v().challenge, ChallengeRule::Double);
    assert!(v().challenge_choices.contains(&ChallengeRule::Void));
    let options = GameOptions {
        challenge: Some(ChallengeRule::Void),
        ..GameOptions::default()
    };
    let g = Game::with_options(VariantId::English, 2, options, &mut rng()).expect("a game");
    assert_eq!(g.challenge_rule(), ChallengeRule::Void);
    let p = g.turn();
    let rack: String = g
        .rack(p)
        .expect("rack")
        .tiles()
        .iter()
        .take(2)
        .map(|t| match t {
            Tile::Letter(l) => v().alphabet().upper(*l),
            Tile::Blank => 'E',
        })
        .collect();
    let m = parse_move(&format!("8H {rack}"), v()).expect("notation");
    assert_eq!(
        g.play(p, &m, &words(&[]), &mut rng()).map(|(_, s)| s),
        Err(PlayError::NotInDictionary(vec![rack.to_lowercase()]))
    );
    // Literaki offers no void challenge.
    assert_eq!(
        Game::with_options(VariantId::Literaki, 2, options, &mut rng()).map(|_| ()),
        Err(SetupError::ChallengeRule("void"))
    );
}

/// Double challenge: a valid word challenged costs the challenger a turn.
#[test]
fn double_challenge_costs_the_challenger_a_turn() {
    let mut s = GameSetup::new(VariantId::English, 2);
    s.players[0].rack = Rack::new(tiles("CAT"));
    s.players[1].rack = Rack::new(tiles("DOG"));
    s.bag = tiles("EEEEEEEEEE");
    let g = s.into_game().expect("valid");
    let m = parse_move("8H CAT", v()).expect("notation");
    let (g, outcome) = g
        .submit(0, &m)
        .expect("legal")
        .settle(
            Settlement::Checked {
                challenger: Some(1),
            },
            &words(&["cat"]),
            &mut rng(),
        )
        .expect("settles");
    assert_eq!(
        outcome,
        SettleOutcome::Stood {
            score: 10,
            challenger_penalized: Some(1)
        }
    );
    assert_eq!(g.turn(), 0);
}
