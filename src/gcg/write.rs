//! Writing a plansza game as a GCG record: `#character-encoding UTF-8` first, `#variant`,
//! the players, then one event per turn of [`Game::history`] (a rejected move as its play
//! followed by `--`, an exchange as `-N`, a pass or a lost turn as `-`) and the end-game
//! adjustments as rack lines. Racks are not kept in the history, so events carry none.
//! Parsing and replaying the text agrees with the game.

use crate::rules::{Direction, Ending, Game, Phase, ScoredMove, Tile, TurnRecord};

/// A nickname usable in an event line (no blanks, no `:`), unique by index.
fn nick(names: &[String], i: usize) -> String {
    let base: String = names
        .get(i)
        .map(|n| {
            n.chars()
                .map(|c| {
                    if c.is_whitespace() || c == ':' {
                        '_'
                    } else {
                        c
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    if base.is_empty() {
        format!("player{}", i + 1)
    } else if names
        .iter()
        .enumerate()
        .any(|(j, n)| j != i && n.trim() == names[i].trim())
    {
        format!("{base}_{}", i + 1)
    } else {
        base
    }
}

/// The GCG text of a game; `names` are the players' display names, by index.
pub fn write_game(game: &Game, names: &[String]) -> String {
    let v = game.variant();
    let alphabet = v.alphabet();
    let n = game.players().len();
    let nicks: Vec<String> = (0..n).map(|i| nick(names, i)).collect();
    let mut out = String::new();
    out.push_str("#character-encoding UTF-8\n");
    out.push_str(&format!("#variant {}\n", v.id.name()));
    for (i, nk) in nicks.iter().enumerate() {
        let full = names.get(i).map(|s| s.trim()).filter(|s| !s.is_empty());
        out.push_str(&format!("#player{} {} {}\n", i + 1, nk, full.unwrap_or(nk)));
    }
    let mut totals = vec![0i32; n];
    let mut line = |out: &mut String, p: usize, body: &str, score: i32| {
        if let Some(t) = totals.get_mut(p) {
            *t += score;
            out.push_str(&format!(
                ">{}: {} {:+} {}\n",
                nicks.get(p).map_or("?", String::as_str),
                body,
                score,
                t
            ));
        }
    };
    let rack_text = |tiles: &[Tile]| -> String {
        tiles
            .iter()
            .map(|&t| match t {
                Tile::Blank => '?',
                Tile::Letter(l) => alphabet.upper(l),
            })
            .collect()
    };
    for turn in game.history() {
        match turn {
            TurnRecord::Played { player, mv } => {
                line(&mut out, *player, &placement(game, mv), mv.score as i32);
            }
            // A WYM exchange (Literki) is not a turn: GCG has no event for it.
            // GCG has no line for these (WYM, Letterbox's cleared board and new letters).
            TurnRecord::RackExchanged { .. }
            | TurnRecord::BoardCleared { .. }
            | TurnRecord::NewLetters => {}
            TurnRecord::Rejected { player, mv } => {
                line(&mut out, *player, &placement(game, mv), mv.score as i32);
                line(&mut out, *player, "--", -(mv.score as i32));
            }
            TurnRecord::Exchanged { player, count } => {
                line(&mut out, *player, &format!("-{count}"), 0);
            }
            TurnRecord::Passed { player } | TurnRecord::Skipped { player } => {
                line(&mut out, *player, "-", 0);
            }
            TurnRecord::Resigned { player } => {
                out.push_str(&format!("#note {} resigned\n", nicks[*player]));
            }
        }
    }
    if let Phase::Over {
        ending,
        adjustments,
    } = game.phase()
    {
        let racks: Vec<Vec<Tile>> = game
            .players()
            .iter()
            .map(|p| p.rack.tiles().to_vec())
            .collect();
        if let Ending::WentOut { player } = ending {
            let others: Vec<Tile> = (0..n)
                .filter(|&j| j != *player && adjustments.get(j).is_some_and(|&a| a != 0))
                .flat_map(|j| racks[j].clone())
                .collect();
            let gain = adjustments.get(*player).copied().unwrap_or(0);
            if gain != 0 {
                line(
                    &mut out,
                    *player,
                    &format!(" ({})", rack_text(&others)),
                    gain,
                );
            }
        }
        for (j, &a) in adjustments.iter().enumerate() {
            if a < 0 {
                let r = rack_text(&racks[j]);
                line(&mut out, j, &format!("{r} ({r})"), a);
            }
        }
    }
    out
}

/// `8H WO.D` / `H8 WO.D`: the main word from its first square, new tiles as letters
/// (lowercase for blanks), tiles already on the board as `.`.
fn placement(game: &Game, mv: &ScoredMove) -> String {
    let alphabet = game.variant().alphabet();
    let Some(word) = mv.words.first() else {
        return String::from("-");
    };
    let start = word.start;
    let square = match word.direction {
        Direction::Across => format!("{}{}", start.row as u32 + 1, (b'A' + start.col) as char),
        Direction::Down => start.name(),
    };
    let mut text = String::new();
    for i in 0..word.letters.len() {
        let pos = game.board().step(start, word.direction, i as i32);
        match mv.tiles.iter().find(|(p, _)| Some(*p) == pos) {
            Some((_, t)) if t.blank => text.push(alphabet.lower(t.letter)),
            Some((_, t)) => text.push(alphabet.upper(t.letter)),
            None => text.push('.'),
        }
    }
    format!("{square} {text}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gcg::{parse_str, replay};
    use crate::lexicon::MemoryWordList;
    use crate::rules::{MoveText, Pos, Settlement, TypedCell, VariantId};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// A random shape-legal placement for the player to move, if one is found in a few tries.
    fn random_move(game: &Game, rng: &mut StdRng) -> Option<MoveText> {
        let v = game.variant();
        let rack = game.rack(game.turn())?.tiles().to_vec();
        for _ in 0..300 {
            let direction = if rng.gen_bool(0.5) {
                Direction::Across
            } else {
                Direction::Down
            };
            let start = if game.board().is_empty() {
                Pos::new(v.start.row, v.start.col.saturating_sub(rng.gen_range(0..2)))
            } else {
                Pos::new(rng.gen_range(0..v.height), rng.gen_range(0..v.width))
            };
            let want = rng.gen_range(1..=rack.len().clamp(1, 4));
            let mut cells = Vec::new();
            let mut used = 0;
            let mut pos = Some(start);
            while used < want {
                let Some(p) = pos else { break };
                if game.board().get(p).is_some() {
                    cells.push(TypedCell::OnBoard);
                } else {
                    let (letter, blank) = match rack.get(used) {
                        Some(Tile::Letter(l)) => (*l, false),
                        Some(Tile::Blank) => (crate::lexicon::Letter(rng.gen_range(0..5)), true),
                        None => break,
                    };
                    cells.push(TypedCell::Letter { letter, blank });
                    used += 1;
                }
                pos = game.board().step(p, direction, 1);
            }
            let text = MoveText {
                start,
                direction,
                cells,
            };
            if game.evaluate(game.turn(), &text).is_ok() {
                return Some(text);
            }
        }
        None
    }

    /// Plays a random game to its end: placements (some rejected by a check), exchanges
    /// and passes.
    fn random_game(seed: u64, variant: VariantId) -> Game {
        let mut rng = StdRng::seed_from_u64(seed);
        let words = MemoryWordList::new(variant.variant().alphabet(), ["ab"]);
        let mut game = match Game::new(variant, 2 + (seed % 2) as usize, &mut rng) {
            Ok(g) => g,
            Err(e) => panic!("deal: {e}"),
        };
        for _ in 0..400 {
            if game.is_over() {
                break;
            }
            let p = game.turn();
            let next = match random_move(&game, &mut rng) {
                Some(m) if rng.gen_range(0..10) > 0 => {
                    let submitted = game.submit(p, &m).ok();
                    let how = if rng.gen_range(0..8) == 0 {
                        Settlement::Checked { challenger: None }
                    } else {
                        Settlement::Accepted
                    };
                    submitted.and_then(|g| g.settle(how, &words, &mut rng).ok().map(|(g, _)| g))
                }
                _ => {
                    let tiles: Vec<Tile> = game
                        .rack(p)
                        .map(|r| r.tiles()[..1].to_vec())
                        .unwrap_or_default();
                    game.exchange(p, &tiles, &mut rng).ok()
                }
            };
            game = match next {
                Some(g) => g,
                None => match game.pass(p, &mut rng) {
                    Ok(g) => g,
                    Err(e) => panic!("pass: {e}"),
                },
            };
        }
        game
    }

    /// Literaki, and Letterbox with its takeovers and cleared boards.
    #[test]
    fn exported_games_replay_with_the_same_scores() {
        for (seed, variant) in (0..12)
            .map(|s| (s, VariantId::Literaki))
            .chain((0..12).map(|s| (s, VariantId::Letterbox)))
        {
            let game = random_game(seed, variant);
            let names: Vec<String> = (0..game.players().len())
                .map(|i| format!("Gracz {}", i + 1))
                .collect();
            let text = write_game(&game, &names);
            let record = match parse_str(&text) {
                Ok(r) => r,
                Err(e) => panic!("seed {seed}: {e}\n{text}"),
            };
            assert_eq!(record.variant.as_deref(), Some(variant.name()));
            let report = replay(&record, variant);
            assert!(
                report.agrees(),
                "seed {seed}: {:?}\n{text}",
                report.problems
            );
            assert_eq!(&report.board, game.board(), "seed {seed}");
            for (i, p) in game.players().iter().enumerate() {
                let last = record
                    .events
                    .iter()
                    .rev()
                    .find(|e| e.player == i)
                    .map_or(0, |e| e.total);
                assert_eq!(last, p.score, "seed {seed} player {i}\n{text}");
            }
        }
    }
}
