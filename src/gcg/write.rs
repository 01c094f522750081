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
                .map(|c| if c.is_whitespace() || c == ':' { '_' } else { c })
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
                line(&mut out, *player, &format!(" ({})", rack_text(&others)), gain);
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
