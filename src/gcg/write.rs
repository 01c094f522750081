//! Writing a plansza game as a GCG record: `#character-encoding UTF-8` first, `#variant`,
//! the players (nicknames and full names made unique), then one event per turn of
//! [`Game::history`] (a rejected move as its play followed by `--`, an exchange as `-N`, a
//! pass as `-`, a lost turn as `-` after `#lost-turn`, a resignation as `#resigned`, a blank
//! taken off the board as `!H8А` after the word: see [`super::extensions`]) and the
//! end-game adjustments as rack lines (after `#time-over` when the game ended on time).
//! Racks are not kept in the history, so events carry none. Parsing and replaying the text
//! agrees with the game: every finished game (`tests/gcg_export.rs`).

use super::record::GameRecord;
use crate::rules::{Ending, Game, Phase, ScoredMove, Tile, TurnRecord};

/// Text fit for one line: control characters (a line break in a display name) as spaces,
/// trimmed.
fn one_line(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// A nickname usable in an event line: no blanks, no `:` (`player2` for a blank name).
fn nick_base(name: &str, i: usize) -> String {
    let base: String = one_line(name)
        .chars()
        .map(|c| {
            if c.is_whitespace() || c == ':' {
                '_'
            } else {
                c
            }
        })
        .collect();
    if base.is_empty() {
        format!("player{}", i + 1)
    } else {
        base
    }
}

/// Makes the entries distinct: one shared by several players gets `mark(entry, i)` for each
/// (the player's number added), and one that still meets an earlier entry, or a later one
/// as written, is marked again.
fn distinct(items: &[String], mark: impl Fn(&str, usize) -> String) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let shared = items.iter().filter(|x| *x == item).count() > 1;
        let mut v = if shared { mark(item, i) } else { item.clone() };
        while out.contains(&v) || items[i + 1..].contains(&v) {
            v = mark(&v, i);
        }
        out.push(v);
    }
    out
}

/// The players' nicknames and full names, each unique (the reader refuses two players of one
/// name): `Computer_1` / `Computer (1)` and `Computer_2` / `Computer (2)` for two computers.
pub(crate) fn player_names(names: &[String], n: usize) -> (Vec<String>, Vec<String>) {
    let name = |i: usize| names.get(i).map_or("", String::as_str);
    let nicks = distinct(
        &(0..n).map(|i| nick_base(name(i), i)).collect::<Vec<_>>(),
        |x, i| format!("{x}_{}", i + 1),
    );
    let fulls: Vec<String> = (0..n)
        .map(|i| match one_line(name(i)) {
            full if full.is_empty() => nicks[i].clone(),
            full => full,
        })
        .collect();
    let fulls = distinct(&fulls, |x, i| format!("{x} ({})", i + 1));
    (nicks, fulls)
}

/// The GCG text of a game; `names` are the players' display names, by index.
pub fn write_game(game: &Game, names: &[String]) -> String {
    write_game_noted(game, names, &[])
}

/// The GCG text of a game with a `#note` line after the events of each turn of
/// [`Game::history`] that `notes` (by the turn's index there) has a text for: the analysed
/// record (`/game export analysis:true`). A note is one line (line breaks as spaces); GCG
/// readers take notes as free text.
pub fn write_game_noted(game: &Game, names: &[String], notes: &[Option<String>]) -> String {
    let v = game.variant();
    let alphabet = v.alphabet();
    let n = game.players().len();
    let (nicks, fulls) = player_names(names, n);
    let mut out = String::new();
    out.push_str("#character-encoding UTF-8\n");
    out.push_str(&format!("#variant {}\n", v.id.name()));
    if let Some(target) = game.target() {
        out.push_str(&format!("#target {target}\n"));
    }
    for (i, (nk, full)) in nicks.iter().zip(&fulls).enumerate() {
        out.push_str(&format!("#player{} {} {}\n", i + 1, nk, full));
    }
    let mut totals = vec![0i32; n];
    let mut line = |out: &mut String, p: usize, body: &str, score: i32| {
        if let Some(t) = totals.get_mut(p) {
            *t = t.saturating_add(score);
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
    for (i, turn) in game.history().iter().enumerate() {
        match turn {
            TurnRecord::Played { player, mv } => {
                line(&mut out, *player, &placement(game, mv), mv.points());
            }
            // A WYM exchange (Literki) is not a turn: GCG has no event for it.
            // GCG has no line for these (WYM, Letterbox's cleared board and new letters).
            TurnRecord::RackExchanged { .. }
            | TurnRecord::BoardCleared { .. }
            | TurnRecord::NewLetters => {}
            TurnRecord::Rejected { player, mv } => {
                line(&mut out, *player, &placement(game, mv), mv.points());
                line(&mut out, *player, "--", -mv.points());
            }
            TurnRecord::Exchanged { player, count } => {
                line(&mut out, *player, &format!("-{count}"), 0);
            }
            TurnRecord::Passed { player } => {
                line(&mut out, *player, "-", 0);
            }
            TurnRecord::Skipped { player } => {
                out.push_str(&format!("#lost-turn {}\n", nicks[*player]));
                line(&mut out, *player, "-", 0);
            }
            // The rack a player resigns with stays theirs to the end.
            TurnRecord::Resigned { player } => {
                let rack = game
                    .players()
                    .get(*player)
                    .map_or(String::new(), |p| rack_text(p.rack.tiles()));
                let nick = &nicks[*player];
                out.push_str(&match rack.as_str() {
                    "" => format!("#resigned {nick}\n"),
                    r => format!("#resigned {nick} {r}\n"),
                });
            }
        }
        if let Some(Some(note)) = notes.get(i) {
            let note = one_line(note);
            if !note.is_empty() {
                out.push_str(&format!("#note {note}\n"));
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
        if *ending == Ending::TimeOver {
            out.push_str("#time-over\n");
        }
        if let Ending::WentOut { player } = ending {
            // The racks of the players still in the game (a resigned player's counts not).
            let others: Vec<Tile> = (0..n)
                .filter(|&j| j != *player && !game.players()[j].resigned)
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

/// The notes of a record of `game` (as [`write_game_noted`] wrote it, then read back), by
/// the turn's index in [`Game::history`]: each turn's note is the note after its last
/// event. Writing the game again with them gives the record's notes back as they were.
pub fn turn_notes(game: &Game, record: &GameRecord) -> Vec<Option<String>> {
    let mut next = 0usize;
    game.history()
        .iter()
        .map(|turn| {
            let events = events_of(turn);
            next += events;
            let last = next.checked_sub(1).filter(|_| events > 0)?;
            record.events.get(last)?.note.clone()
        })
        .collect()
}

/// How many events [`write_game_noted`] writes for a turn (a resignation's pragma is read
/// as one; a turn GCG has no line for, none).
fn events_of(turn: &TurnRecord) -> usize {
    match turn {
        TurnRecord::RackExchanged { .. }
        | TurnRecord::BoardCleared { .. }
        | TurnRecord::NewLetters => 0,
        TurnRecord::Rejected { .. } => 2,
        TurnRecord::Played { .. }
        | TurnRecord::Exchanged { .. }
        | TurnRecord::Passed { .. }
        | TurnRecord::Skipped { .. }
        | TurnRecord::Resigned { .. } => 1,
    }
}

/// `8H WO.D` / `H8 WO.D`: the main word from its first square, new tiles as letters
/// (lowercase for blanks), tiles already on the board as `.`; then each blank taken off the
/// board (Эрудит) as `!H8А`, its square and the real letter laid there (plansza's notation).
fn placement(game: &Game, mv: &ScoredMove) -> String {
    let alphabet = game.variant().alphabet();
    let Some(word) = mv.words.first() else {
        return String::from("-");
    };
    let start = word.start;
    let square = start.noted(word.direction);
    let mut text = String::new();
    for i in 0..word.letters.len() {
        let pos = game.board().step(start, word.direction, i as i32);
        match mv.tiles.iter().find(|(p, _)| Some(*p) == pos) {
            Some((_, t)) if t.blank => text.push(alphabet.lower(t.letter)),
            Some((_, t)) => text.push(alphabet.upper(t.letter)),
            None => text.push('.'),
        }
    }
    for &(pos, letter) in &mv.swaps {
        text.push_str(&format!(" !{}{}", pos.name(), alphabet.upper(letter)));
    }
    format!("{square} {text}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gcg::{parse_str, replay};
    use crate::lexicon::MemoryWordList;
    use crate::rules::{Direction, MoveText, Pos, Settlement, TypedCell, VariantId};
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
                take_blanks: Vec::new(),
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

    #[test]
    fn players_get_unique_nicknames_and_names() {
        let names: Vec<String> = ["Computer", "Computer", "Computer_2", "a b\nc"]
            .map(String::from)
            .to_vec();
        let (nicks, fulls) = player_names(&names, 4);
        assert_eq!(nicks, ["Computer_1", "Computer_2_2", "Computer_2", "a_b_c"]);
        assert_eq!(
            fulls,
            ["Computer (1)", "Computer (2)", "Computer_2", "a b c"]
        );
        let (nicks, fulls) = player_names(&["".into(), "  ".into()], 3);
        assert_eq!(nicks, ["player1", "player2", "player3"]);
        assert_eq!(fulls, nicks);
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
                assert_eq!(record.total(i), p.score, "seed {seed} player {i}\n{text}");
            }
        }
    }
}
