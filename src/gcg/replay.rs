//! Replaying a record through the rules: every placement is laid on a [`Board`] of the
//! chosen variant with the rules' own validation and scoring ([`score_tiles`]), and the
//! computed score is set beside the recorded one. Racks in records are often partial, so
//! no full [`crate::rules::Game`] is needed: racks are checked only where written (played
//! or exchanged tiles must be on them; no rack may hold tiles that are not left).
//!
//! Besides scores, the replay checks: placements legal (on the board, not over other
//! tiles, letters played through matching, connected), recorded totals adding up, turns in
//! order, a withdrawn phony following its play by the same player with the same rack, a
//! challenge bonus following the challenged play, end-game lines only once the game is
//! over (a player went out, or `2 x players` scoreless turns in a row), end-game rack
//! points (the rack's value, or twice it) and penalties (the rack's value), no move after
//! the end.
//!
//! Letterbox records (exported by the bot) replay with its hooks: every tile remembers who
//! laid it, extending another player's word takes it over ([`words_taken`]), and a move
//! that covers a yellow field clears the board after it is scored.

use super::record::{Cell, Event, EventKind, GameRecord, Placement, Take, Warning};
use crate::lexicon::Letter;
use crate::rules::hooks::{BlankSwap, BoardClearing, PassOut, TargetScore, WordTakeover};
use crate::rules::takeover::words_taken;
use crate::rules::{
    score_tiles, Board, BoardTile, Pos, Premium, Tile, TypedCell, Variant, VariantId,
};
use std::collections::HashMap;

mod ending;

/// One event as replayed: the recorded score beside the computed one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventCheck {
    /// The event's line.
    pub line: usize,
    /// The player's index.
    pub player: usize,
    /// The event in short (`8D WINDY`, `exchange 3`, `pass`).
    pub what: String,
    /// The recorded points.
    pub recorded: i32,
    /// The points by the rules (None when the event could not be replayed).
    pub computed: Option<i32>,
    /// The recorded total after the event.
    pub total: i32,
}

/// Something in the record that disagrees with the rules, with its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The line number, from 1.
    pub line: usize,
    /// What disagrees, in words.
    pub text: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.text)
    }
}

/// The outcome of a replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayReport {
    /// The variant replayed with.
    pub variant: VariantId,
    /// One entry per event.
    pub checks: Vec<EventCheck>,
    /// Every disagreement found (empty: the record agrees with the rules).
    pub problems: Vec<Problem>,
    /// Odd but readable things the parser noticed.
    pub warnings: Vec<Warning>,
    /// True when the record reaches the game's end.
    pub finished: bool,
    /// The board after the last event.
    pub board: Board,
}

impl ReplayReport {
    /// True when every score, total and placement agrees with the rules.
    pub fn agrees(&self) -> bool {
        self.problems.is_empty()
    }
}

/// The last placement, kept until the next turn (for `--` and `(challenge)`).
struct LastPlay {
    player: usize,
    score: i32,
    rack: Option<Vec<char>>,
    scoreless_before: usize,
    /// The board and its owners before the play, for a withdrawal to restore (a takeover
    /// or a cleared board is undone with it).
    before: (Board, HashMap<Pos, usize>),
}

/// Replay state.
struct Replayer<'a> {
    v: &'a Variant,
    board: Board,
    /// Who laid (or took over) each tile on the board (Letterbox's word takeover).
    owners: HashMap<Pos, usize>,
    players: usize,
    totals: Vec<i32>,
    last_turn: Option<usize>,
    last_play: Option<LastPlay>,
    scoreless: usize,
    passes: usize,
    /// The player whose last play may have gone out (all written tiles laid, few tiles
    /// left). Racks in records are often partial, so this is only a candidate until an
    /// end-game line confirms it; a later move by someone else clears it.
    went_out: Option<usize>,
    /// Certainly over: an end-game line (or `#time-over`) was read.
    ended: bool,
    /// Who resigned (`#resigned`): they take no more turns.
    resigned: Vec<bool>,
    /// The score the game is played to (`#target`) and how the variant ends at it.
    target: Option<(u32, TargetScore)>,
    /// The player who took the first turn (rounds count from their seat).
    first_player: Option<usize>,
    /// A player stands at the target (a play that reached it and was withdrawn does not).
    target_reached: bool,
    /// The racks the resigned players held, where written, and how many are not written.
    resigned_racks: (Vec<char>, usize),
    problems: Vec<Problem>,
    warnings: Vec<Warning>,
}

/// Replays a record on the variant's board and reports every score and disagreement.
pub fn replay(record: &GameRecord, variant: VariantId) -> ReplayReport {
    let v = variant.variant();
    let mut r = Replayer {
        v,
        board: Board::empty(v.width, v.height),
        owners: HashMap::new(),
        players: record.players.len(),
        totals: vec![0; record.players.len()],
        last_turn: None,
        last_play: None,
        scoreless: 0,
        passes: 0,
        went_out: None,
        ended: false,
        resigned: vec![false; record.players.len()],
        target: record
            .target
            .filter(|_| v.hooks.target != TargetScore::None)
            .map(|t| (t, v.hooks.target)),
        first_player: None,
        target_reached: false,
        resigned_racks: (Vec::new(), 0),
        problems: Vec::new(),
        warnings: record.warnings.clone(),
    };
    let mut checks = Vec::with_capacity(record.events.len());
    for e in &record.events {
        if record.time_over.is_some_and(|line| line < e.line) {
            r.ended = true;
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
    for (player, rack, line) in &record.final_racks {
        r.check_pool(*line, rack, &[]);
        let _ = player;
    }
    r.note_target();
    let finished = r.over() || record.time_over.is_some();
    ReplayReport {
        variant,
        checks,
        problems: r.problems,
        warnings: r.warnings,
        finished,
        board: r.board,
    }
}

/// An event in a few words.
fn describe(kind: &EventKind) -> String {
    match kind {
        EventKind::Place(p) => {
            let takes: String = p.takes.iter().map(|t| format!(" {}", t.text)).collect();
            format!("{} {}{takes}", p.square, p.word)
        }
        EventKind::Exchange { count, .. } => format!("exchange {count}"),
        EventKind::Pass => "pass".into(),
        EventKind::Withdrawn => "phony withdrawn".into(),
        EventKind::ChallengeBonus => "challenge bonus".into(),
        EventKind::TimePenalty => "time penalty".into(),
        EventKind::EndRackPoints(r) => format!("end: ({})", r.iter().collect::<String>()),
        EventKind::EndRackPenalty(r) => format!("end penalty: ({})", r.iter().collect::<String>()),
        EventKind::Resigned => "resigned".into(),
        EventKind::LostTurn => "turn lost".into(),
    }
}

impl Replayer<'_> {
    /// True once a player (may have) gone out, an end-game line was read, the variant's
    /// run of passes or scoreless turns ended the game, or all but one resigned.
    fn over(&self) -> bool {
        self.ended
            || self.went_out.is_some()
            || self.passed_out()
            || self.active() <= 1
            || self.over_by_target()
    }

    /// The target ends the game: Letterbox (first to reach it) at once; Эрудит (the round is
    /// finished) when the turn would come back to the first player's seat, as the rules'
    /// `next_turn` has it (resigned seats are passed over, the first seat ends it even so).
    fn over_by_target(&self) -> bool {
        let Some((_, rule)) = self.target else {
            return false;
        };
        if !self.target_reached {
            return false;
        }
        let (TargetScore::FinishRound { .. }, Some(last), Some(first)) =
            (rule, self.last_turn, self.first_player)
        else {
            return true;
        };
        let n = self.players.max(1);
        let mut seat = last;
        for _ in 0..n {
            seat = (seat + 1) % n;
            if seat == first {
                return true;
            }
            if !self.resigned.get(seat).copied().unwrap_or(false) {
                return false;
            }
        }
        true
    }

    /// Notes the moment a player stands at the target (`#target`): a play that reached it
    /// and was withdrawn (`--`) does not count, so this is asked before the next turn and
    /// at the end of the record. Rounds count from the first turn.
    fn note_target(&mut self) {
        let Some((target, _)) = self.target else {
            return;
        };
        if self.totals.iter().any(|&t| t >= target as i32) {
            self.target_reached = true;
        }
    }

    /// The players who have not resigned.
    fn active(&self) -> usize {
        self.resigned.iter().filter(|&&r| !r).count()
    }

    /// True when the variant's run of passes (or scoreless turns) has been reached by the
    /// players still in the game.
    fn passed_out(&self) -> bool {
        let players = self.active().max(1);
        match self.v.end.pass_out {
            PassOut::Passes { per_player } | PassOut::NewLetters { rounds: per_player } => {
                self.passes >= per_player as usize * players
            }
            PassOut::ScorelessTurns { per_player } => {
                self.scoreless >= per_player as usize * players
            }
        }
    }

    /// The tiles not on the board (the bag and every rack), as characters.
    fn unseen(&self) -> Vec<char> {
        let mut left: Vec<Tile> = self.v.full_bag();
        for (_, t) in self.board.tiles() {
            if let Some(i) = left.iter().position(|&x| x == t.tile()) {
                left.swap_remove(i);
            }
        }
        let mut out: Vec<char> = left
            .into_iter()
            .map(|t| match t {
                Tile::Blank => '?',
                Tile::Letter(l) => self.v.alphabet().upper(l),
            })
            .collect();
        out.sort_unstable();
        out
    }

    fn flag(&mut self, line: usize, text: impl Into<String>) {
        self.problems.push(Problem {
            line,
            text: text.into(),
        });
    }

    /// A rack character as a tile of the variant.
    fn tile(&self, c: char) -> Option<Tile> {
        if c == '?' {
            Some(Tile::Blank)
        } else {
            self.v.alphabet().letter(c).map(Tile::Letter)
        }
    }

    fn tiles(&mut self, line: usize, chars: &[char]) -> Option<Vec<Tile>> {
        let mut out = Vec::with_capacity(chars.len());
        for &c in chars {
            match self.tile(c) {
                Some(t) => out.push(t),
                None => {
                    self.flag(line, format!("`{c}` is not a tile of {}", self.v.id.name()));
                    return None;
                }
            }
        }
        Some(out)
    }

    fn rack_value(&self, tiles: &[Tile]) -> i32 {
        tiles.iter().map(|&t| self.v.tile_value(t) as i32).sum()
    }

    /// Flags a rack holding tiles that are not left (bag + racks = all tiles - board).
    fn check_pool(&mut self, line: usize, rack: &[char], extra_on_board: &[Tile]) {
        let Some(tiles) = self.tiles(line, rack) else {
            return;
        };
        let mut used: HashMap<Tile, usize> = HashMap::new();
        for (_, t) in self.board.tiles() {
            *used.entry(t.tile()).or_default() += 1;
        }
        for &t in extra_on_board {
            *used.entry(t).or_default() += 1;
        }
        for &t in &tiles {
            *used.entry(t).or_default() += 1;
        }
        for (&t, &n) in &used {
            let all = self
                .v
                .tile_counts
                .iter()
                .find(|(x, _)| *x == t)
                .map_or(0, |&(_, c)| c as usize);
            if n > all {
                let name = match t {
                    Tile::Blank => '?',
                    Tile::Letter(l) => self.v.alphabet().upper(l),
                };
                let text: String = rack.iter().collect();
                self.flag(
                    line,
                    format!("rack {text} holds a {name} that is not left: the set has {all}"),
                );
                return;
            }
        }
    }

    /// Checks `part` (as a multiset) lies on `rack`; flags and returns false if not.
    fn on_rack(&mut self, line: usize, rack: &[char], part: &[char], what: &str) -> bool {
        let mut left: Vec<char> = rack.to_vec();
        for c in part {
            match left.iter().position(|x| x == c) {
                Some(i) => {
                    left.swap_remove(i);
                }
                None => {
                    let r: String = rack.iter().collect();
                    self.flag(line, format!("{what} {c} but the rack {r} has none left"));
                    return false;
                }
            }
        }
        true
    }

    /// Checks turn order for a turn-taking event and the end of the game.
    fn take_turn(&mut self, e: &Event) {
        self.note_target();
        if self.ended || self.passed_out() || self.over_by_target() {
            self.flag(e.line, "a move after the game has ended");
        }
        self.first_player.get_or_insert(e.player);
        // A play or an exchange after a possible going out: that rack was written only in
        // part. A pass keeps it (a failed challenge of the last play is written as one).
        if !matches!(e.kind, EventKind::Pass | EventKind::LostTurn) {
            self.went_out = None;
        }
        if let Some(q) = self.last_turn {
            let n = self.players.max(1);
            let next = (1..=n)
                .map(|k| (q + k) % n)
                .find(|&p| !self.resigned.get(p).copied().unwrap_or(false))
                .unwrap_or((q + 1) % n);
            if e.player != next {
                self.flag(e.line, format!("not player {}'s turn", e.player + 1));
            }
        }
        if self.resigned.get(e.player).copied().unwrap_or(false) {
            self.flag(e.line, format!("player {} has resigned", e.player + 1));
        }
        self.last_turn = Some(e.player);
    }

    /// A resignation: no more turns for the player; the run of passes starts again.
    fn resign(&mut self, e: &Event) -> Option<i32> {
        if self.ended || self.passed_out() || self.active() <= 1 {
            self.flag(e.line, "a resignation after the game has ended");
        }
        match self.resigned.get_mut(e.player) {
            Some(r) if *r => self.flag(e.line, "a player resigns twice"),
            Some(r) => *r = true,
            None => {}
        }
        match &e.rack {
            Some(rack) => {
                let rack = rack.clone();
                self.check_pool(e.line, &rack, &[]);
                self.resigned_racks.0.extend(rack);
            }
            None => self.resigned_racks.1 += 1,
        }
        self.passes = 0;
        self.scoreless = 0;
        Some(0)
    }

    /// Replays one event; returns the computed points.
    fn event(&mut self, e: &Event) -> Option<i32> {
        // A withdrawal repeats the rack of its play, whose tiles are still on the board.
        if let (Some(rack), false) = (&e.rack, matches!(e.kind, EventKind::Withdrawn)) {
            let rack = rack.clone();
            self.check_pool(e.line, &rack, &[]);
        }
        let before = self.totals.get(e.player).copied().unwrap_or(0);
        let keep_last = matches!(e.kind, EventKind::Withdrawn | EventKind::ChallengeBonus);
        let computed = match &e.kind {
            EventKind::Place(p) => {
                self.take_turn(e);
                self.place(e, p)
            }
            EventKind::Exchange { tiles, .. } => {
                self.take_turn(e);
                if let (Some(rack), Some(t)) = (&e.rack, tiles) {
                    let (rack, t) = (rack.clone(), t.clone());
                    self.on_rack(e.line, &rack, &t, "exchanges");
                }
                self.scoreless += 1;
                self.passes = 0;
                Some(0)
            }
            EventKind::Pass => {
                self.take_turn(e);
                self.scoreless += 1;
                self.passes += 1;
                Some(0)
            }
            // A lost turn neither counts in the run of passes nor breaks it.
            EventKind::LostTurn => {
                self.take_turn(e);
                Some(0)
            }
            EventKind::Resigned => self.resign(e),
            EventKind::Withdrawn => self.withdraw(e),
            EventKind::ChallengeBonus => {
                match &self.last_play {
                    Some(lp) if lp.player == e.player => {}
                    _ => self.flag(
                        e.line,
                        "a challenge bonus that follows no play of this player",
                    ),
                }
                Some(e.score)
            }
            EventKind::TimePenalty => {
                if !self.over() {
                    self.flag(e.line, "a time penalty before the game has ended");
                }
                if e.score > 0 {
                    self.flag(e.line, "a time penalty must not add points");
                }
                Some(e.score)
            }
            EventKind::EndRackPoints(rack) => self.end_points(e, rack),
            EventKind::EndRackPenalty(rack) => self.end_penalty(e, rack),
        };
        if !keep_last {
            self.last_play = match &e.kind {
                EventKind::Place(_) => self.last_play.take(),
                _ => None,
            };
        }
        // Old Quackle writes a withdrawn play as `-- +0` with the total already lowered.
        let mut recorded = e.score;
        if let (EventKind::Withdrawn, Some(c), 0) = (&e.kind, computed, e.score) {
            if c != 0 && e.total == before + c {
                self.warnings.push(Warning {
                    line: e.line,
                    text: format!(
                        "the withdrawn play is recorded as +0; the total takes {} off",
                        -c
                    ),
                });
                recorded = c;
            }
        }
        // Totals: the recorded arithmetic must add up.
        if let Some(t) = self.totals.get_mut(e.player) {
            let expected = *t + recorded;
            *t = e.total;
            if expected != e.total {
                self.flag(
                    e.line,
                    format!(
                        "total {} but {} + {} = {}",
                        e.total,
                        expected - recorded,
                        recorded,
                        expected
                    ),
                );
            }
        }
        if let Some(c) = computed {
            if c != recorded {
                self.flag(
                    e.line,
                    format!(
                        "{} scores {c} by the rules, recorded {}",
                        describe(&e.kind),
                        e.score
                    ),
                );
            }
        }
        computed
    }

    fn place(&mut self, e: &Event, p: &Placement) -> Option<i32> {
        let alphabet = self.v.alphabet();
        let start = Pos::new(p.row, p.col);
        // Blanks taken off the board first (Эрудит): the real letters lie there.
        let mut board = self.board.clone();
        for take in &p.takes {
            let pos = Pos::new(take.row, take.col);
            let Some(letter) = self.take_blank(e, take, &board) else {
                self.last_play = None;
                return None;
            };
            board.set(pos, Some(BoardTile::letter(letter)));
        }
        let mut new: Vec<(Pos, BoardTile)> = Vec::new();
        for (i, cell) in p.cells.iter().enumerate() {
            let Some(pos) = board
                .step(start, p.direction, i as i32)
                .filter(|&q| self.v.on_board(q))
            else {
                self.flag(
                    e.line,
                    format!("{} {} runs off the board", p.square, p.word),
                );
                self.last_play = None;
                return None;
            };
            let typed = match *cell {
                Cell::Through => TypedCell::OnBoard,
                Cell::ThroughLetter(c) | Cell::Letter { letter: c, .. } => {
                    let Some(l) = alphabet.letter(c) else {
                        self.flag(
                            e.line,
                            format!("`{c}` is not a letter of {}", self.v.id.name()),
                        );
                        self.last_play = None;
                        return None;
                    };
                    match *cell {
                        Cell::Letter { blank, .. } => TypedCell::Letter { letter: l, blank },
                        _ => TypedCell::OnBoardLetter(l),
                    }
                }
            };
            let on_board = board.get(pos);
            match (typed, on_board) {
                (TypedCell::OnBoard, None) | (TypedCell::OnBoardLetter(_), None) => {
                    self.flag(
                        e.line,
                        format!("nothing lies on {} to play through", pos.name()),
                    );
                    self.last_play = None;
                    return None;
                }
                (TypedCell::OnBoardLetter(l), Some(t))
                | (TypedCell::Letter { letter: l, .. }, Some(t))
                    if t.letter != l =>
                {
                    self.flag(
                        e.line,
                        format!("{} already holds {}", pos.name(), alphabet.upper(t.letter)),
                    );
                    self.last_play = None;
                    return None;
                }
                (TypedCell::Letter { letter, blank }, None) => {
                    new.push((pos, BoardTile { letter, blank }));
                }
                _ => {}
            }
        }
        let mut played: Vec<char> = new
            .iter()
            .map(|(_, t)| {
                if t.blank {
                    '?'
                } else {
                    alphabet.upper(t.letter)
                }
            })
            .collect();
        // A taken blank is laid instead of a rack blank; the real letter came off the rack.
        for take in &p.takes {
            match played.iter().position(|&c| c == '?') {
                Some(i) => played[i] = take.letter,
                None => {
                    self.flag(
                        e.line,
                        format!("the blank taken by {} is not laid again", take.text),
                    );
                    self.last_play = None;
                    return None;
                }
            }
        }
        if let Some(rack) = e.rack.clone() {
            self.on_rack(e.line, &rack, &played, "plays");
        }
        let before = (self.board.clone(), self.owners.clone());
        let mut scored = match score_tiles(self.v, &board, &new, p.direction) {
            Ok(s) => s,
            Err(err) => {
                self.flag(
                    e.line,
                    format!("{} {} is not a legal placement: {err}", p.square, p.word),
                );
                self.last_play = None;
                return None;
            }
        };
        if self.v.hooks.word_takeover == WordTakeover::ExtendedWord {
            let owners = &self.owners;
            let (taken, points) = words_taken(
                self.v,
                &board,
                |q| owners.get(&q).copied(),
                e.player,
                &scored,
            );
            scored.score += points;
            for q in taken {
                self.owners.insert(q, e.player);
            }
        }
        self.board = board;
        for &(pos, t) in &new {
            self.board.set(pos, Some(t));
            self.owners.insert(pos, e.player);
        }
        let score = scored.score as i32;
        let clears = self.v.hooks.board_clearing == BoardClearing::OnClearingField
            && new
                .iter()
                .any(|&(q, _)| self.v.premium(q) == Premium::Clearing);
        if clears {
            self.board = Board::empty(self.v.width, self.v.height);
            self.owners.clear();
        }
        self.last_play = Some(LastPlay {
            player: e.player,
            score: e.score,
            rack: e.rack.clone(),
            scoreless_before: self.scoreless,
            before,
        });
        self.scoreless = if score == 0 { self.scoreless + 1 } else { 0 };
        self.passes = 0;
        // May have gone out: the whole written rack (or an unwritten one) laid while the
        // others' racks can hold all that is left.
        let unseen = self
            .v
            .full_bag()
            .len()
            .saturating_sub(self.board.tiles().count());
        let all_laid = e.rack.as_ref().is_none_or(|r| r.len() == new.len());
        if all_laid && unseen <= self.players.saturating_sub(1) * self.v.rack_size {
            self.went_out = Some(e.player);
        }
        Some(score)
    }

    /// Checks a taken blank (`!H8А`): the variant has the blank swap, and the square holds
    /// a blank standing for that letter. Returns the letter.
    fn take_blank(&mut self, e: &Event, take: &Take, board: &Board) -> Option<Letter> {
        let pos = Pos::new(take.row, take.col);
        if self.v.hooks.blank_swap == BlankSwap::Never {
            self.flag(
                e.line,
                format!("{}: {} has no blank to take", take.text, self.v.id.name()),
            );
            return None;
        }
        let letter = self.v.alphabet().letter(take.letter);
        match (board.get(pos), letter) {
            (Some(t), Some(l)) if t.blank && t.letter == l => Some(l),
            _ => {
                self.flag(
                    e.line,
                    format!(
                        "{}: no blank standing for {} lies on {}",
                        take.text,
                        take.letter,
                        pos.name()
                    ),
                );
                None
            }
        }
    }
}
