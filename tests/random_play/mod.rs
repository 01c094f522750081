//! Helpers for the tests that play random games: a dense word list of a variant's language
//! and a random settlement of a pending move. A test file includes it with
//! `mod random_play;`.
#![allow(dead_code)]

use plansza::lexicon::Lexicon;
use plansza::rules::{Settlement, Tile, Variant};
use rand::rngs::StdRng;
use rand::Rng;

/// The variant's `n` most common letters (by tile count, then alphabet), lowercase.
pub fn common_letters(v: &Variant, n: usize) -> Vec<char> {
    let a = v.alphabet();
    let mut common: Vec<(u8, char)> = v
        .tile_counts
        .iter()
        .filter_map(|&(t, count)| match t {
            Tile::Letter(l) => Some((count, a.lower(l))),
            Tile::Blank => None,
        })
        .collect();
    common.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    common.iter().take(n).map(|&(_, c)| c).collect()
}

/// A dense word list of the variant's language: every two-letter word of `letters`, and
/// `longer` random words of three to six of them.
pub fn dense_words(v: &Variant, letters: &[char], longer: usize, rng: &mut StdRng) -> Lexicon {
    let mut words = Vec::new();
    for &x in letters {
        for &y in letters {
            words.push(format!("{x}{y}"));
        }
    }
    for _ in 0..longer {
        let n = rng.gen_range(3..=6);
        let w: String = (0..n)
            .map(|_| letters[rng.gen_range(0..letters.len())])
            .collect();
        words.push(w);
    }
    Lexicon::from_words(v.language, words).unwrap_or_else(|e| panic!("a word list: {e}"))
}

/// A random way to settle a pending move by `author` among `players`: withdrawn (1 in 10),
/// accepted (4 in 10), or checked, half the time by another player who loses a turn if
/// the words stand.
pub fn random_settlement(rng: &mut StdRng, players: usize, author: usize) -> Settlement {
    match rng.gen_range(0..10) {
        0 => Settlement::Withdrawn,
        1..=4 => Settlement::Accepted,
        _ => {
            let c = rng.gen_range(0..players);
            Settlement::Checked {
                challenger: (c != author && rng.gen_bool(0.5)).then_some(c),
            }
        }
    }
}

/// Lays `play` for the player to move: played at once under the void rule, otherwise
/// submitted and settled at random. None when it was refused.
pub fn lay_settled(
    g: &plansza::rules::Game,
    play: &plansza::movegen::Play,
    words: &Lexicon,
    rng: &mut StdRng,
) -> Option<plansza::rules::Game> {
    let (me, text) = (g.turn(), play.to_move_text());
    match g.challenge_rule() {
        plansza::rules::ChallengeRule::Void => g.play(me, &text, words, rng).ok().map(|r| r.0),
        _ => {
            let how = random_settlement(rng, g.players().len(), me);
            let pending = g.submit(me, &text).ok()?;
            Some(pending.settle(how, words, rng).ok()?.0)
        }
    }
}

/// A random game of `id` with 2 to 4 players played by the computer at every strength
/// (settled at random), with now and then an exchange, a pass or a resignation, until it
/// ends or `actions` actions have been tried; then stopped if it has not ended. Every
/// state it went through, the new game first and the finished one last.
pub fn computer_game(
    id: plansza::rules::VariantId,
    seed: u64,
    words: &Lexicon,
    dawg: &plansza::movegen::Dawg,
    actions: usize,
) -> Vec<plansza::rules::Game> {
    use plansza::movegen::computer::{choose_turn, Strength, Turn};
    use rand::SeedableRng;
    let v = id.variant();
    let mut rng = StdRng::seed_from_u64(seed);
    let players = rng.gen_range(v.min_players.max(2)..=v.max_players.min(4));
    let mut g = plansza::rules::Game::new(id, players, &mut rng)
        .unwrap_or_else(|e| panic!("a new game: {e}"));
    let mut gen = plansza::movegen::Generator::new(v, dawg);
    let mut states = vec![g.clone()];
    for _ in 0..actions {
        if g.is_over() {
            break;
        }
        let me = g.turn();
        let strength = Strength::QUICK[rng.gen_range(0..Strength::QUICK.len())];
        let next = match rng.gen_range(0..100) {
            0..=84 => match choose_turn(&g, &mut gen, strength, &mut rng) {
                Turn::Play(p) => lay_settled(&g, &p, words, &mut rng),
                Turn::Exchange(tiles) => g.exchange(me, &tiles, &mut rng).ok(),
                Turn::Pass => g.pass(me, &mut rng).ok(),
            },
            85..=91 => {
                let rack = g.rack(me).map(|r| r.tiles().to_vec()).unwrap_or_default();
                let k = rng.gen_range(0..=rack.len());
                g.exchange(me, &rack[..k], &mut rng).ok()
            }
            92..=97 => g.pass(me, &mut rng).ok(),
            _ => g.resign(rng.gen_range(0..players)).ok(),
        };
        if let Some(next) = next {
            g = next;
            states.push(g.clone());
        }
    }
    if !g.is_over() {
        states.push(g.stop());
    }
    states
}

/// A random WordCap game in `language` with 2 to 4 players: words traced by the computer at
/// every strength from `dawg` (settled at random), Sorts, passes and now and then a
/// resignation, played to its end (its 30 turns at most). Every state it went through,
/// the new game first and the finished one last.
pub fn wordcap_game(
    language: plansza::lexicon::Language,
    seed: u64,
    words: &Lexicon,
    dawg: &plansza::movegen::Dawg,
) -> Vec<plansza::wordcap::WordCapGame> {
    use plansza::movegen::computer::Strength;
    use plansza::wordcap::computer::choose_word;
    use plansza::wordcap::{WordCapGame, WordCapOptions};
    use rand::SeedableRng;
    let mut rng = StdRng::seed_from_u64(seed);
    let players = rng.gen_range(2..=4);
    let mut g = WordCapGame::new(WordCapOptions::new(language), players, &mut rng)
        .unwrap_or_else(|e| panic!("a new game: {e}"));
    let mut states = vec![g.clone()];
    for _ in 0..200 {
        if g.is_over() {
            break;
        }
        let me = g.turn();
        let strength = Strength::QUICK[rng.gen_range(0..Strength::QUICK.len())];
        let next = match rng.gen_range(0..100) {
            0..=79 => match choose_word(g.grid(), dawg, strength, &mut rng) {
                Some(path) => g.submit(me, &path).ok().and_then(|p| {
                    let how = random_settlement(&mut rng, players, me);
                    p.settle(how, words, &mut rng).ok().map(|r| r.0)
                }),
                None => g.pass(me).ok(),
            },
            80..=89 => g.sort(me, &mut rng).ok(),
            90..=97 => g.pass(me).ok(),
            _ => g.resign(rng.gen_range(0..players)).ok(),
        };
        if let Some(next) = next {
            g = next;
            states.push(g.clone());
        }
    }
    if let Ok(stopped) = g.stop() {
        states.push(stopped);
    }
    states
}
