//! Computer against computer, a full game in every variant with the bundled word lists: every
//! move is legal by the rules and made of dictionary words, tiles are conserved at every
//! turn, and the game finishes by its own rules.

use plansza::lexicon::{Lexicon, WordList};
use plansza::movegen::computer::{choose_turn, judge_move, Strength, Turn};
use plansza::movegen::Generator;
use plansza::rules::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

fn conserved(g: &Game) {
    let mut all: Vec<Tile> = g.bag().tiles().to_vec();
    all.extend(g.board().tiles().map(|(_, t)| t.tile()));
    for p in g.players() {
        all.extend(p.rack.tiles().iter().copied());
    }
    all.sort();
    let mut full = g.variant().full_bag();
    full.sort();
    assert_eq!(all, full, "tiles not conserved");
}

fn play_out(id: VariantId, strengths: [Strength; 2], seed: u64) -> Game {
    let v = id.variant();
    let lex = Lexicon::bundled(v.language).expect("the bundled word list");
    let dawg = lex.dawg();
    let mut generator = Generator::new(v, dawg);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut g = Game::new(id, 2, &mut rng).expect("a game");
    for _ in 0..300 {
        if g.is_over() {
            break;
        }
        let me = g.turn();
        g = match choose_turn(&g, &mut generator, strengths[me], &mut rng) {
            Turn::Play(p) => {
                let mv = g
                    .evaluate(me, &p.to_move_text())
                    .unwrap_or_else(|e| panic!("{}: an illegal move: {e}", id.name()));
                assert!(mv.words.iter().all(|w| lex.contains(&w.letters)));
                assert_eq!(mv.score, p.score);
                g.play(me, &p.to_move_text(), &lex, &mut rng)
                    .unwrap_or_else(|e| panic!("{}: {e}", id.name()))
                    .0
            }
            Turn::Exchange(tiles) => g
                .exchange(me, &tiles, &mut rng)
                .unwrap_or_else(|e| panic!("{}: exchange {e}", id.name())),
            Turn::Pass => g.pass(me, &mut rng).expect("a pass"),
        };
        conserved(&g);
    }
    g
}

#[test]
fn computer_against_computer_in_every_variant() {
    for &id in VariantId::ALL {
        let g = play_out(id, [Strength::Strong, Strength::Beginner], 1);
        let Phase::Over { ending, .. } = g.phase() else {
            panic!("{} did not finish in 300 turns", id.name());
        };
        let played = g
            .history()
            .iter()
            .filter(|r| matches!(r, TurnRecord::Played { .. }))
            .count();
        let scores: Vec<i32> = g.players().iter().map(|p| p.score).collect();
        eprintln!(
            "{}: {played} moves, {ending:?}, scores {scores:?}",
            id.name()
        );
        assert!(played >= 6, "{}: only {played} moves", id.name());
    }
}

#[test]
fn the_strong_computer_beats_the_beginner() {
    let mut strong_wins = 0;
    for seed in 0..4 {
        let g = play_out(
            VariantId::English,
            [Strength::Strong, Strength::Beginner],
            seed,
        );
        if g.winners() == vec![0] {
            strong_wins += 1;
        }
    }
    assert!(strong_wins >= 3, "strong won {strong_wins} of 4");
}

#[test]
fn judging_a_move_checks_phonies_at_the_strong_level() {
    let v = VariantId::English.variant();
    let lex = Lexicon::bundled(v.language).expect("the bundled word list");
    let a = v.alphabet();
    let mut rng = StdRng::seed_from_u64(3);
    let g = Game::new(VariantId::English, 2, &mut rng).expect("a game");
    let word = |w: &str| FormedWord {
        start: v.start,
        direction: Direction::Across,
        letters: a.encode(w).expect("letters"),
        score: 0,
    };
    let mut mv = ScoredMove {
        tiles: Vec::new(),
        words: vec![word("cat")],
        swaps: Vec::new(),
        bingo: 0,
        taken: Vec::new(),
        takeover: 0,
        score: 5,
    };
    assert!(judge_move(&mv, &lex, Strength::Strong, &mut rng));
    mv.words = vec![word("qzxv")];
    assert!(!judge_move(&mv, &lex, Strength::Strong, &mut rng));
    let accepted = (0..400)
        .filter(|_| judge_move(&mv, &lex, Strength::Beginner, &mut rng))
        .count();
    assert!((120..280).contains(&accepted), "{accepted}");
    let _ = g;
}

/// The expert (a fixed count of thinking rounds, so the test costs little and repeats
/// exactly) plays whole games by the rules in every variant: its imagined deals and its
/// end-game search never lead it to a move the rules refuse.
#[test]
fn the_expert_plays_whole_games_by_the_rules() {
    use plansza::movegen::computer::duel::{play_game, Seat, Settings};
    use plansza::movegen::computer::Budget;
    for &id in VariantId::ALL {
        let v = id.variant();
        let lex = Lexicon::bundled(v.language).expect("the bundled word list");
        let dawg = lex.dawg();
        let mut generator = Generator::new(v, dawg);
        let settings = Settings {
            budget: Some(Budget::rounds(2)),
            leaves: None,
        };
        let seats = [Seat::Level(Strength::Expert), Seat::Level(Strength::Strong)];
        let g = play_game(
            id,
            seats,
            settings,
            &lex,
            &mut generator,
            5,
            &mut |g, _, _| conserved(g),
        )
        .unwrap_or_else(|e| panic!("{}: {e}", id.name()));
        assert!(g.is_over(), "{}", id.name());
    }
}
