//! The generator agrees with the rules engine, in every variant: random games are played with
//! generated moves on a small dense word list, and at every turn
//! - every generated play is legal by [`Game::evaluate`], scores the same (Letterbox's
//!   takeovers included) and forms only words of the list;
//! - every random placement the rules accept whose words are all in the list was generated.

use plansza::lexicon::{Letter, Lexicon, WordList};
use plansza::movegen::{Generator, Play};
use plansza::rules::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;

mod random_play;
use random_play::dense_words;

/// A dense word list of the variant's language: every two-letter word of its twelve most
/// common letters, and random longer words of them.
fn word_list(v: &Variant, rng: &mut StdRng) -> Lexicon {
    dense_words(v, &random_play::common_letters(v, 12), 3000, rng)
}

/// The tiles of a play as a set (order and direction do not matter), and the blanks it
/// takes from the board.
type Key = (Vec<(u8, u8, u8, bool)>, Vec<(u8, u8)>);

fn key(tiles: impl Iterator<Item = (Pos, BoardTile)>, taken: impl Iterator<Item = Pos>) -> Key {
    let mut k: Vec<_> = tiles
        .map(|(p, t)| (p.row, p.col, t.letter.0, t.blank))
        .collect();
    k.sort_unstable();
    let mut t: Vec<_> = taken.map(|p| (p.row, p.col)).collect();
    t.sort_unstable();
    (k, t)
}

fn taken_squares(p: &Play) -> Vec<Pos> {
    p.swap.map(|(pos, _)| pos).into_iter().collect()
}

/// Plays as their tiles, the blanks they take and their scores, in order.
fn scored(plays: &[Play]) -> Vec<(Key, u32)> {
    let mut all: Vec<_> = plays
        .iter()
        .map(|p| (key(p.tiles(), taken_squares(p).into_iter()), p.score))
        .collect();
    all.sort_unstable();
    all
}

/// A random placement of 1-4 rack tiles in a line near the board's tiles (or the centre).
fn random_placement(g: &Game, rng: &mut StdRng) -> Option<MoveText> {
    let v = g.variant();
    let rack = g.rack(g.turn())?.tiles().to_vec();
    if rack.is_empty() {
        return None;
    }
    let dir = if rng.gen_bool(0.5) {
        Direction::Across
    } else {
        Direction::Down
    };
    let board = g.board();
    let start = if board.is_empty() {
        v.start.step(dir, -rng.gen_range(0..3), v.width, v.height)?
    } else {
        let tiles: Vec<Pos> = board.tiles().map(|(p, _)| p).collect();
        let near = *tiles.choose(rng)?;
        let r = (i32::from(near.row) + rng.gen_range(-2..=1)).clamp(0, i32::from(v.height) - 1);
        let c = (i32::from(near.col) + rng.gen_range(-2..=1)).clamp(0, i32::from(v.width) - 1);
        Pos::new(r as u8, c as u8)
    };
    let mut order = rack.clone();
    order.shuffle(rng);
    let want = rng.gen_range(1..=order.len().min(4));
    let mut cells = Vec::new();
    let mut used = 0;
    let mut pos = Some(start);
    while used < want {
        let p = pos?;
        if board.get(p).is_some() {
            cells.push(TypedCell::OnBoard);
        } else {
            let cell = match order[used] {
                Tile::Letter(l) => TypedCell::Letter {
                    letter: l,
                    blank: false,
                },
                Tile::Blank => TypedCell::Letter {
                    letter: Letter(rng.gen_range(0..v.alphabet().len() as u8)),
                    blank: true,
                },
            };
            cells.push(cell);
            used += 1;
        }
        pos = board.step(p, dir, 1);
    }
    // Board tiles right after the last new tile belong to the word too.
    while let Some(p) = pos.filter(|&p| board.get(p).is_some()) {
        cells.push(TypedCell::OnBoard);
        pos = board.step(p, dir, 1);
    }
    // Эрудит: now and then take a blank lying anywhere on the board whose letter is on the
    // rack. Its real letter leaves the rack, so a typed one of it takes the blank instead;
    // with none typed, a typed letter is marked as the blank.
    let mut take_blanks = Vec::new();
    let blanks: Vec<(Pos, BoardTile)> = board.tiles().filter(|(_, t)| t.blank).collect();
    if v.hooks.blank_swap == BlankSwap::ForRealLetter && rng.gen_bool(0.5) {
        if let Some(&(at, t)) = blanks.choose(rng) {
            if rack.contains(&Tile::Letter(t.letter)) {
                take_blanks.push((at, t.letter));
                let typed = |c: &TypedCell| matches!(*c, TypedCell::Letter { letter, .. } if letter == t.letter);
                if !cells.iter().any(typed) {
                    if let Some(TypedCell::Letter { blank, .. }) = cells
                        .iter_mut()
                        .find(|c| matches!(c, TypedCell::Letter { .. }))
                    {
                        *blank = true;
                    }
                }
            }
        }
    }
    Some(MoveText {
        start,
        direction: dir,
        cells,
        take_blanks,
    })
}

/// True when every word the move forms is in the list.
fn all_words(mv: &ScoredMove, list: &Lexicon) -> bool {
    mv.words.iter().all(|w| list.contains(&w.letters))
}

fn check_variant(id: VariantId, games: u64) -> (usize, usize) {
    let v = id.variant();
    let mut rng = StdRng::seed_from_u64(11);
    let list = word_list(v, &mut rng);
    let dawg = list.dawg();
    let mut generator = Generator::new(v, dawg);
    // The same search with every left part built forwards (no reversed prefixes).
    assert!(
        dawg.reversed().is_some(),
        "a small list has its reversed prefixes"
    );
    let forward = dawg.forward_only();
    let mut forward_generator = Generator::new(v, &forward);
    let mut plays: Vec<Play> = Vec::new();
    let mut forward_plays: Vec<Play> = Vec::new();
    let mut fresh_plays: Vec<Play> = Vec::new();
    let (mut checked, mut found, mut swaps, mut far_swaps, mut found_swaps) = (0, 0, 0, 0, 0);
    for seed in 0..games {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut g = Game::new(id, 2, &mut rng).expect("a game");
        for _turn in 0..14 {
            if g.is_over() {
                break;
            }
            let me = g.turn();
            generator.plays_for(&g, &mut plays);
            // The generator keeps the last board's cross-checks (this game's last turn, or
            // the last game's): one that has seen no board finds the same plays.
            Generator::new(v, dawg).plays_for(&g, &mut fresh_plays);
            assert_eq!(scored(&fresh_plays), scored(&plays), "{}", id.name());
            let mut generated = HashSet::new();
            for p in &plays {
                let mv = g.evaluate(me, &p.to_move_text()).unwrap_or_else(|e| {
                    panic!("{}: {} is illegal: {e}", id.name(), p.to_gcg(v.alphabet()))
                });
                assert_eq!(
                    mv.score,
                    p.score,
                    "{}: {} scores {} by the rules",
                    id.name(),
                    p.to_gcg(v.alphabet()),
                    mv.score
                );
                assert!(
                    all_words(&mv, &list),
                    "{}: {}",
                    id.name(),
                    p.to_gcg(v.alphabet())
                );
                assert!(
                    generated.insert(key(p.tiles(), taken_squares(p).into_iter())),
                    "{}: {} twice",
                    id.name(),
                    p.to_gcg(v.alphabet())
                );
                swaps += usize::from(p.swap.is_some());
                far_swaps += p.to_move_text().take_blanks.len();
                checked += 1;
            }
            forward_generator.plays_for(&g, &mut forward_plays);
            assert_eq!(forward_plays.len(), plays.len(), "{}", id.name());
            for p in &forward_plays {
                assert!(
                    generated.contains(&key(p.tiles(), taken_squares(p).into_iter())),
                    "{}: {} only found forwards",
                    id.name(),
                    p.to_gcg(v.alphabet())
                );
            }
            // Random placements the rules accept with known words were all generated (on an
            // empty symmetric board only across ones are: down ones are their mirror).
            for _ in 0..200 {
                let Some(m) = random_placement(&g, &mut rng) else {
                    continue;
                };
                let Ok(mv) = g.evaluate(me, &m) else {
                    continue;
                };
                if !all_words(&mv, &list) {
                    continue;
                }
                let mirrored = g.board().is_empty() && m.direction == Direction::Down;
                if mirrored && v.width == v.height {
                    continue;
                }
                assert!(
                    generated.contains(&key(
                        mv.tiles.iter().copied(),
                        mv.swaps.iter().map(|&(p, _)| p)
                    )),
                    "{}: {} was not generated",
                    id.name(),
                    m.to_text(v.alphabet())
                );
                found += 1;
                found_swaps += usize::from(!mv.swaps.is_empty());
            }
            // Play one of the generated moves (or pass).
            g = match plays.choose(&mut rng) {
                Some(p) => {
                    g.play(me, &p.to_move_text(), &list, &mut rng)
                        .unwrap_or_else(|e| panic!("{}: {e}", id.name()))
                        .0
                }
                None => g.pass(me, &mut rng).expect("a pass"),
            };
        }
    }
    if v.hooks.blank_swap == BlankSwap::ForRealLetter {
        eprintln!(
            "{}: {swaps} blank swaps generated ({far_swaps} off the word's line), {found_swaps} random ones found",
            id.name()
        );
        assert!(swaps > 0, "{}: no blank swap was generated", id.name());
        assert!(
            far_swaps > 0,
            "{}: no blank taken off the word's line was generated",
            id.name()
        );
        assert!(
            found_swaps > 0,
            "{}: no random placement took a blank",
            id.name()
        );
    }
    (checked, found)
}

#[test]
fn generated_plays_agree_with_the_rules_in_every_variant() {
    for &id in VariantId::ALL {
        // Эрудит's blank swaps need a blank on the board and its letter on the rack: more
        // games find enough of them.
        let games = match id.variant().hooks.blank_swap {
            BlankSwap::ForRealLetter => 30,
            BlankSwap::Never => 6,
        };
        let (checked, found) = check_variant(id, games);
        eprintln!(
            "{}: {checked} generated plays checked, {found} random placements found",
            id.name()
        );
        assert!(checked > 500, "{}: only {checked} plays", id.name());
        assert!(found > 50, "{}: only {found} random placements", id.name());
    }
}
