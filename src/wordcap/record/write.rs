//! Writing a WordCap game as a record: `#character-encoding UTF-8`, `#variant wordcap`, the
//! settings (`#language`, `#turns N` or `#turns-each N`, `#sorts N`), the players (nicknames
//! and full names made unique as in a GCG export), the starting `#grid`, then one line per
//! record of [`WordCapGame::history`]: a word that stood with the letters that replaced its
//! cells (`=XYZ`), a rejected word (`--`), a pass (`-`), a Sort with the grid after it, a
//! resignation (`#resigned`), and `#time-over` when the game ended on time or from outside.
//!
//! The grids come from the game's story ([`WordCapGame::story`]). A game saved before Sorts
//! kept their grid has turns the story cannot tell: those are written without grids, and
//! the last of them (that Sort) with the grid the story starts from.

use crate::gcg::write::player_names;
use crate::lexicon::Letter;
use crate::wordcap::game::story::WordCapTurn;
use crate::wordcap::{Ending, Grid, Path, Record, TurnLimit, WordCapGame};
use std::fmt::Write;

/// The record of a game; `names` are the players' display names, by index.
pub fn write_wordcap(game: &WordCapGame, names: &[String]) -> String {
    let options = game.options();
    let alphabet = options.language.alphabet();
    let n = game.players().len();
    let (nicks, fulls) = player_names(names, n);
    let nick = |p: usize| nicks.get(p).map_or("?", String::as_str);
    let letters = |ls: &[Letter]| -> String { ls.iter().map(|&l| alphabet.upper(l)).collect() };
    let story = game.story();
    let mut out = String::new();
    out.push_str("#character-encoding UTF-8\n");
    let _ = writeln!(out, "#variant {}", super::VARIANT);
    let _ = writeln!(out, "#language {}", options.language.code());
    let _ = match options.turn_limit {
        TurnLimit::InAll(t) => writeln!(out, "#turns {t}"),
        TurnLimit::PerPlayer(t) => writeln!(out, "#turns-each {t}"),
    };
    let _ = writeln!(out, "#sorts {}", options.sorts);
    for (i, (nk, full)) in nicks.iter().zip(&fulls).enumerate() {
        let _ = writeln!(out, "#player{} {nk} {full}", i + 1);
    }
    if story.untold == 0 {
        let _ = writeln!(out, "#grid {}", story.start.to_rows());
    }
    let mut totals = vec![0u32; n];
    for (i, record) in game.history().iter().enumerate() {
        // The story's turn for this record (None for a turn it cannot tell).
        let told: Option<&WordCapTurn> =
            i.checked_sub(story.untold).and_then(|k| story.turns.get(k));
        // The player, what they did, the points, and what follows the total.
        let (player, body, score, tail) = match record {
            Record::Played {
                player,
                path,
                word,
                score,
            } => {
                let tail = told.map_or(String::new(), |t| {
                    format!(" ={}", letters(&new_letters(&t.after, path)))
                });
                (*player, format!("{path} {}", letters(word)), *score, tail)
            }
            Record::Rejected { player, path, word } => {
                let body = format!("{path} {} --", letters(word));
                (*player, body, 0, String::new())
            }
            Record::Passed { player } => (*player, "-".to_string(), 0, String::new()),
            Record::Sorted { player, .. } => {
                let after = match told {
                    Some(t) => Some(&t.after),
                    None if i + 1 == story.untold => Some(&story.start),
                    None => None,
                };
                let body = after.map_or("sort".into(), |g| format!("sort {}", g.to_rows()));
                (*player, body, 0, String::new())
            }
            Record::Resigned { player } => {
                let _ = writeln!(out, "#resigned {}", nick(*player));
                continue;
            }
        };
        let total = totals.get_mut(player).map_or(0, |t| {
            *t = t.saturating_add(score);
            *t
        });
        let _ = writeln!(out, ">{}: {body} +{score} {total}{tail}", nick(player));
    }
    if game.ending() == Some(Ending::GameTime) {
        out.push_str("#time-over\n");
    }
    out
}

/// The letters in the path's cells on `grid`, in path order.
fn new_letters(grid: &Grid, path: &Path) -> Vec<Letter> {
    path.cells()
        .iter()
        .filter_map(|&c| grid.letter(c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{Language, MemoryWordList};
    use crate::rules::Settlement;
    use crate::wordcap::WordCapOptions;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    /// A short game, written line by line as `docs/gcg.md` shows it.
    #[test]
    fn a_short_game_is_written_line_by_line() {
        let grid =
            Grid::from_rows(Language::English, "DOGSA/EATEN/RINGO/QUIZS/TEARS").expect("grid");
        let mut options = WordCapOptions::new(Language::English);
        options.turn_limit = TurnLimit::PerPlayer(5);
        let g = WordCapGame::from_grid(options, grid, 2).expect("game");
        let mut rng = StdRng::seed_from_u64(1);
        let none = MemoryWordList::default();
        let path = Path::parse("A1 B2 C1").expect("path");
        let g = g.submit(0, &path).expect("submitted");
        let (g, _) = g
            .settle(Settlement::Accepted, &none, &mut rng)
            .expect("stands");
        let g = g.sort(1, &mut rng).expect("sorted");
        let g = g
            .submit(1, &Path::parse("A2 B2").expect("path"))
            .expect("sub");
        let checked = Settlement::Checked { challenger: None };
        let (g, _) = g.settle(checked, &none, &mut rng).expect("rejected");
        let g = g.pass(0).expect("pass");
        let g = g.stop().expect("stopped");
        let names = ["Ala Kot".to_string(), "Ala Kot".to_string()];
        let text = write_wordcap(&g, &names);
        let story = g.story();
        let dag = story.turns[0].after.clone();
        let new: String = ["A1", "B2", "C1"]
            .iter()
            .filter_map(|c| crate::wordcap::Cell::parse(c).ok())
            .filter_map(|c| dag.letter(c))
            .map(|l| Language::English.alphabet().upper(l))
            .collect();
        let sorted = story.turns[1].after.to_rows();
        let word = g.story().turns[2]
            .before
            .word_text(&Path::parse("A2 B2").expect("path"));
        let want = format!(
            "#character-encoding UTF-8\n#variant wordcap\n#language en\n#turns-each 5\n\
             #sorts 3\n#player1 Ala_Kot_1 Ala Kot (1)\n#player2 Ala_Kot_2 Ala Kot (2)\n\
             #grid DOGSA/EATEN/RINGO/QUIZS/TEARS\n>Ala_Kot_1: A1 B2 C1 DAG +9 9 ={new}\n\
             >Ala_Kot_2: sort {sorted} +0 0\n>Ala_Kot_2: A2 B2 {word} -- +0 0\n\
             >Ala_Kot_1: - +0 9\n#time-over\n"
        );
        assert_eq!(text, want);
    }
}
