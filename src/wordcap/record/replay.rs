//! Replaying a WordCap record through the rules (`docs/rules/wordcap.md`): the grid is
//! followed from `#grid` through every word's new letters and every Sort, and each line is
//! set beside the rules.
//!
//! Checked: the line traced is legal ([`Path::check`]: neighbours, no cell twice, no
//! crossing), its letters on the grid spell the word written, the score is
//! [`score`]`(grid, path)` (a rejected word scores 0), the new letters are letters of the
//! language, one per cell, the totals add up, the turns go round in seat order past the
//! players who resigned (a Sort is the player to move's and uses no turn), a Sort's grid
//! holds the same 25 letters and no player sorts more than `#sorts` times, and the game ends
//! where the rules end it: the turn limit (`#turns` in all, `#turns-each` per player), twice
//! the players still in passing in a row, all but one resigned, or `#time-over`. Nothing may
//! follow the end. Where the record keeps no grid (a game saved before Sorts kept theirs),
//! the words' lines, turns and totals are checked and their scores taken as written.

use super::event::{RecordEvent, RecordEventKind, WordCapRecord};
use crate::gcg::{EventCheck, Problem, Warning};
use crate::lexicon::{Language, Letter};
use crate::wordcap::game::story::with_letters;
use crate::wordcap::score::score;
use crate::wordcap::{Ending, Grid, Path, TurnLimit};

/// The outcome of a replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordCapReplay {
    /// The record's language.
    pub language: Language,
    /// One entry per event.
    pub checks: Vec<EventCheck>,
    /// Every disagreement found (empty: the record agrees with the rules).
    pub problems: Vec<Problem>,
    /// Odd but readable things.
    pub warnings: Vec<Warning>,
    /// How the game ended, when the record reaches its end.
    pub ending: Option<Ending>,
    /// True when the record reaches the game's end.
    pub finished: bool,
    /// The grid after the last event (None when the record does not keep it).
    pub grid: Option<Grid>,
    /// Every player's total as last recorded.
    pub totals: Vec<i32>,
}

impl WordCapReplay {
    /// True when every line, letter, score, total and turn agrees with the rules.
    pub fn agrees(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Replay state: the game as the rules see it so far.
struct Replayer<'a> {
    rec: &'a WordCapRecord,
    grid: Option<Grid>,
    /// The grid was lost to a problem (not merely unwritten): no warning for the words after.
    grid_lost: bool,
    totals: Vec<i32>,
    turns_used: u32,
    player_turns: Vec<u32>,
    sorts_used: Vec<u32>,
    resigned: Vec<bool>,
    passes: u32,
    /// The player to move (None until the first turn shows who began).
    turn: Option<usize>,
    ending: Option<Ending>,
    problems: Vec<Problem>,
    warnings: Vec<Warning>,
}

/// Replays a record and reports every score and disagreement.
pub fn replay(rec: &WordCapRecord) -> WordCapReplay {
    let n = rec.players.len();
    let mut r = Replayer {
        rec,
        grid: rec.grid.clone(),
        grid_lost: false,
        totals: vec![0; n],
        turns_used: 0,
        player_turns: vec![0; n],
        sorts_used: vec![0; n],
        resigned: vec![false; n],
        passes: 0,
        turn: None,
        ending: None,
        problems: Vec::new(),
        warnings: rec.warnings.clone(),
    };
    let mut time_over = rec.time_over;
    let mut checks = Vec::with_capacity(rec.events.len());
    for e in &rec.events {
        if let Some(line) = time_over.filter(|&l| l < e.line) {
            r.time_over(line);
            time_over = None;
        }
        let computed = r.event(e);
        checks.push(EventCheck {
            line: e.line,
            player: e.player,
            what: describe(&e.kind),
            recorded: e.score,
            computed,
            total: e.total,
        });
    }
    if let Some(line) = time_over {
        r.time_over(line);
    }
    WordCapReplay {
        language: rec.language,
        checks,
        problems: r.problems,
        warnings: r.warnings,
        ending: r.ending,
        finished: r.ending.is_some(),
        grid: r.grid,
        totals: r.totals,
    }
}

/// An event in a few words.
fn describe(kind: &RecordEventKind) -> String {
    let text = |w: &[char]| w.iter().collect::<String>();
    match kind {
        RecordEventKind::Word { path, word, .. } => format!("{path} {}", text(word)),
        RecordEventKind::Rejected { path, word } => format!("{path} {} (not a word)", text(word)),
        RecordEventKind::Pass => "pass".into(),
        RecordEventKind::Sort { .. } => "sort".into(),
        RecordEventKind::Resigned => "resigned".into(),
    }
}

impl Replayer<'_> {
    fn flag(&mut self, line: usize, text: impl Into<String>) {
        self.problems.push(Problem {
            line,
            text: text.into(),
        });
    }

    /// Characters as letters of the language; flags the first that is none.
    fn letters(&mut self, line: usize, chars: &[char]) -> Option<Vec<Letter>> {
        let alphabet = self.rec.language.alphabet();
        let mut out = Vec::with_capacity(chars.len());
        for &c in chars {
            match alphabet.letter(c) {
                Some(l) => out.push(l),
                None => {
                    let code = self.rec.language.code();
                    self.flag(
                        line,
                        format!("`{c}` is not a letter of the language ({code})"),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    fn active(&self) -> usize {
        self.resigned.iter().filter(|&&r| !r).count()
    }

    /// True when the turn limit is reached (in all, or every player still in at theirs).
    fn limit_reached(&self) -> bool {
        match self.rec.turn_limit {
            TurnLimit::InAll(t) => self.turns_used >= t,
            TurnLimit::PerPlayer(t) => (0..self.resigned.len())
                .filter(|&p| !self.resigned[p])
                .all(|p| self.player_turns[p] >= t),
        }
    }

    /// The next player after `p` in seat order who has not resigned.
    fn next_after(&self, p: usize) -> usize {
        let n = self.resigned.len().max(1);
        (1..=n)
            .map(|k| (p + k) % n)
            .find(|&q| !self.resigned.get(q).copied().unwrap_or(true))
            .unwrap_or(p)
    }

    /// Ends the game unless it has ended already.
    fn end(&mut self, ending: Ending) {
        self.ending.get_or_insert(ending);
    }

    /// `#time-over`: the game ends there.
    fn time_over(&mut self, line: usize) {
        if self.ending.is_some() {
            self.flag(line, "#time-over after the game has ended");
        }
        self.end(Ending::GameTime);
    }

    /// Checks that `e` comes from the player to move in a game still going.
    fn check_turn(&mut self, e: &RecordEvent) {
        if self.ending.is_some() {
            self.flag(e.line, "a move after the game has ended");
        }
        if self.resigned.get(e.player).copied().unwrap_or(false) {
            self.flag(e.line, format!("player {} has resigned", e.player + 1));
        }
        if let Some(t) = self.turn.filter(|&t| t != e.player) {
            self.flag(
                e.line,
                format!(
                    "not player {}'s turn: player {} is to move",
                    e.player + 1,
                    t + 1
                ),
            );
        }
        self.turn = Some(e.player);
    }

    /// A turn used (a word that stood or was rejected, a pass): count it, keep or break the
    /// run of passes, then end the game (the turn limit first, then the run) or pass the
    /// turn on.
    fn end_turn(&mut self, player: usize, passed: bool) {
        if let Some(t) = self.player_turns.get_mut(player) {
            *t += 1;
        }
        self.turns_used += 1;
        self.passes = if passed { self.passes + 1 } else { 0 };
        if self.limit_reached() {
            self.end(Ending::TurnsUsed);
        } else if self.passes >= 2 * self.active() as u32 {
            self.end(Ending::AllPassed);
        } else {
            self.turn = Some(self.next_after(player));
        }
    }

    /// Replays one event; returns the points by the rules (None when it cannot be told).
    fn event(&mut self, e: &RecordEvent) -> Option<i32> {
        let computed = match &e.kind {
            RecordEventKind::Word { path, word, new } => {
                self.check_turn(e);
                let computed = self.word(e, path, word);
                self.new_letters(e, path, new.as_deref());
                self.end_turn(e.player, false);
                computed
            }
            RecordEventKind::Rejected { path, word } => {
                self.check_turn(e);
                self.word(e, path, word);
                self.end_turn(e.player, false);
                Some(0)
            }
            RecordEventKind::Pass => {
                self.check_turn(e);
                self.end_turn(e.player, true);
                Some(0)
            }
            RecordEventKind::Sort { grid } => {
                self.check_turn(e);
                self.sort(e, grid.as_ref());
                Some(0)
            }
            RecordEventKind::Resigned => {
                self.resign(e);
                Some(0)
            }
        };
        if let Some(t) = self.totals.get_mut(e.player) {
            // In i64: a damaged record's numbers may not add up within i32.
            let expected = i64::from(*t) + i64::from(e.score);
            let before = *t;
            *t = e.total;
            if expected != i64::from(e.total) {
                let text = format!("total {} but {before} + {} = {expected}", e.total, e.score);
                self.flag(e.line, text);
            }
        }
        if let Some(c) = computed.filter(|&c| c != e.score) {
            let text = format!(
                "{} scores {c} by the rules, recorded {}",
                describe(&e.kind),
                e.score
            );
            self.flag(e.line, text);
        }
        computed
    }

    /// A traced word (stood or rejected): the line is legal and spells the word written on
    /// the grid. Returns its score by the rules, when the grid is known.
    fn word(&mut self, e: &RecordEvent, path: &Path, word: &[char]) -> Option<i32> {
        if let Err(err) = path.check() {
            self.flag(e.line, format!("{path} is not a legal line: {err}"));
            return None;
        }
        let written = self.letters(e.line, word)?;
        let Some(grid) = self.grid.clone() else {
            if !self.grid_lost {
                self.warnings.push(Warning {
                    line: e.line,
                    text: "the record keeps no grid here: the word's letters and score are taken as written".into(),
                });
            }
            return None;
        };
        if grid.word(path) != written {
            let spelled = grid.word_text(path);
            let said: String = word.iter().collect();
            self.flag(
                e.line,
                format!("{path} spells {spelled} on the grid, the record says {said}"),
            );
        }
        score(&grid, path).ok().map(|s| s.total as i32)
    }

    /// The letters that replaced a word's cells: one letter of the language per cell. The
    /// grid follows them; a word without them leaves the grid unknown.
    fn new_letters(&mut self, e: &RecordEvent, path: &Path, new: Option<&[char]>) {
        let Some(new) = new else {
            if self.grid.take().is_some() {
                self.grid_lost = true;
                self.flag(e.line, "the letters that replaced the word's cells are not written (`=` and the letters after the total)");
            }
            return;
        };
        let letters = self.letters(e.line, new);
        let fits = letters.filter(|l| {
            if l.len() != path.len() {
                self.flag(
                    e.line,
                    format!("{} new letters for a word of {}", l.len(), path.len()),
                );
            }
            l.len() == path.len()
        });
        let Some(letters) = fits else {
            self.grid_lost |= self.grid.take().is_some();
            return;
        };
        if let Some(grid) = self.grid.take() {
            self.grid = with_letters(&grid, path.cells(), &letters);
            self.grid_lost |= self.grid.is_none();
        }
    }

    /// A Sort: the player's Sorts within the limit, the grid after it the same letters.
    fn sort(&mut self, e: &RecordEvent, after: Option<&Grid>) {
        let limit = u32::from(self.rec.sorts);
        if let Some(used) = self.sorts_used.get_mut(e.player) {
            *used += 1;
            if *used > limit {
                let text = format!(
                    "player {} sorts {} times; the game allows {limit}",
                    e.player + 1,
                    *used
                );
                self.flag(e.line, text);
            }
        }
        let Some(after) = after else {
            self.grid = None;
            self.grid_lost = false;
            self.warnings.push(Warning {
                line: e.line,
                text: "the Sort's grid is not written: the grid is not known after it".into(),
            });
            return;
        };
        if let Some(before) = &self.grid {
            let (mut a, mut b) = (before.letters().to_vec(), after.letters().to_vec());
            a.sort_unstable();
            b.sort_unstable();
            if a != b {
                let text = format!(
                    "the Sort changes the letters: {} holds other letters than {}",
                    after.to_rows(),
                    before.to_rows()
                );
                self.flag(e.line, text);
            }
        }
        self.grid = Some(after.clone());
        self.grid_lost = false;
    }

    /// A resignation: no more turns for the player, the run of passes starts again, and the
    /// game ends when one player (or none) is left, or when it completes the turn limit.
    fn resign(&mut self, e: &RecordEvent) {
        if self.ending.is_some() {
            self.flag(e.line, "a resignation after the game has ended");
        }
        match self.resigned.get_mut(e.player) {
            Some(r) if *r => self.flag(e.line, "a player resigns twice"),
            Some(r) => *r = true,
            None => {}
        }
        self.passes = 0;
        if self.active() <= 1 {
            self.end(Ending::Resigned);
        } else if self.limit_reached() {
            self.end(Ending::TurnsUsed);
        } else if self.turn == Some(e.player) {
            self.turn = Some(self.next_after(e.player));
        }
    }
}
