//! WordCap at the table: starting the grid game, tracing a word (by its cells, or by the word
//! itself when it has exactly one path), Sort, settling a word when its 10-second window
//! closes, the grid picture and the final post, and the best word of each turn for
//! `/game missed`. The lobby, the Accept/Check/Undo window, the
//! clocks, passes and resignations are the board games' own (`window.rs`, `clock.rs`,
//! `turns.rs`).

use super::super::effect::{Effect, Look, Msg, Post, Reply};
use super::super::errors;
use super::super::input::{Action, Input, PostTag};
use super::super::state::MissedTurn;
use super::super::view::{grid_view, GridMark};
use super::super::Millis;
use super::{reply, text, text_post, Dictionaries, Table};
use crate::rules::Settlement;
use crate::wordcap::{
    all_words, paths_for_word, Ending, Path, WordCapGame, WordCapOptions, WordCapOutcome,
};

/// The most paths listed when a typed word can be traced several ways.
const MAX_PATHS_SHOWN: usize = 4;

impl Table {
    /// The creator pressed Start on a WordCap lobby: draw the grid and post it.
    pub(super) fn start_wordcap(
        &mut self,
        message_id: Option<u64>,
        options: WordCapOptions,
        now: Millis,
    ) -> Vec<Effect> {
        if self.state.seats.len() < self.state.options.variant.min_players() {
            return reply(
                Msg::new("err-player-count")
                    .n("min", self.state.options.variant.min_players() as i64)
                    .n("max", self.state.options.variant.max_players() as i64),
            );
        }
        let game = match WordCapGame::new(options, self.state.seats.len(), &mut self.rng) {
            Ok(g) => g,
            Err(e) => return reply(errors::wordcap(&e)),
        };
        let mut effects = self.begin(game, message_id, now);
        effects.push(self.grid_post(
            vec![Msg::new("wordcap-started"), Msg::new("wordcap-how")],
            String::new(),
            GridMark::Nothing,
        ));
        effects
    }

    /// Reads what a player typed as a traced word: cells (`A1 B2 B3`), or the word itself when
    /// the grid spells it along exactly one legal path (the search stops once it knows more
    /// paths than it lists, see [`paths_for_word`]).
    pub(super) fn read_trace(&self, game: &WordCapGame, typed: &str) -> Result<Path, Msg> {
        let typed = typed.trim();
        let alphabet = game.language().alphabet();
        // A word of letters only that is not cell notation: find its paths.
        let looks_like_cells = typed.chars().any(|c| c.is_ascii_digit());
        if !looks_like_cells {
            let Some(word) = alphabet.encode(&typed.to_lowercase()) else {
                return Err(Msg::new("err-not-a-word-or-cells").code("text", typed.to_string()));
            };
            let found = paths_for_word(game.grid(), &word, MAX_PATHS_SHOWN);
            if let Some(only) = found.only() {
                return Ok(only.clone());
            }
            let shown = found
                .paths
                .iter()
                .map(|p| format!("`{p}`"))
                .collect::<Vec<_>>()
                .join(", ");
            let word = crate::lexicon::capitals(typed);
            return Err(match found.paths.len() {
                0 if !found.gave_up => Msg::new("err-word-not-on-grid").s("word", word),
                0 | 1 => Msg::new("err-word-search-stopped").s("word", word),
                n if found.more => Msg::new("err-word-ambiguous-many")
                    .s("word", word)
                    .n("count", n as i64)
                    .md("paths", shown),
                n => Msg::new("err-word-ambiguous")
                    .s("word", word)
                    .n("count", n as i64)
                    .md("paths", shown),
            });
        }
        let path = Path::parse(typed).map_err(|e| errors::path(&e))?;
        path.check().map_err(|e| errors::path(&e))?;
        Ok(path)
    }

    /// Notes the best word the grid held and what the player chose, when a person's word or
    /// pass was carried out (for `/game missed` after the game). Needs the word list as an
    /// automaton for the word finder; without it nothing is noted.
    pub(super) fn note_word_choice(
        &mut self,
        input: &Input,
        before: &WordCapGame,
        dicts: &dyn Dictionaries,
    ) {
        let seat = before.turn();
        if self.seat_of(input.user) != Some(seat) {
            return;
        }
        let alphabet = before.language().alphabet();
        let played = match &input.action {
            Action::Play(typed) => {
                let Ok(path) = self.read_trace(before, typed) else {
                    return;
                };
                let Ok(scored) = before.evaluate(seat, &path) else {
                    return;
                };
                let word = before.grid().word_text(&path);
                (format!("{word} ({path})"), scored.total)
            }
            Action::Pass => ("-".to_string(), 0),
            _ => return,
        };
        let Some(dawg) = dicts.dawg(&self.state.options.dictionary_name()) else {
            return;
        };
        let Some(best) = all_words(before.grid(), dawg).into_iter().next() else {
            return;
        };
        self.state.missed.push(MissedTurn {
            seat,
            turn: before.turns_used() + 1,
            best: format!(
                "{} ({})",
                crate::lexicon::capitals(&alphabet.decode(&best.word)),
                best.path
            ),
            best_score: best.score,
            played: played.0,
            played_score: played.1,
            // WordCap keeps no tiles: a word is worth its points and nothing more.
            lost: Some((10 * (i64::from(best.score) - i64::from(played.1))).max(0)),
        });
    }

    /// `/game play` in WordCap: the word is checked as a line, scored, and waits 10 seconds
    /// for the opponents to Accept or Check it (its author may Undo).
    pub(super) fn trace(&mut self, input: &Input, typed: &str, now: Millis) -> Vec<Effect> {
        let (seat, game) = match self.turn_actor_any(input) {
            Ok(x) => x,
            Err(e) => return e,
        };
        let Some(game) = game.grid() else {
            return text("err-not-started");
        };
        let path = match self.read_trace(game, typed) {
            Ok(p) => p,
            Err(m) => return reply(m),
        };
        let next = match game.submit(seat, &path) {
            Ok(g) => g,
            Err(e) => return reply(errors::wordcap(&e)),
        };
        let Some(pending) = next.pending().cloned() else {
            return text("err-move-over");
        };
        let word = next.grid().word_text(&pending.path);
        let score = pending.scored.total;
        let move_number = self.open_review(next.clone(), now);
        let name = self.state.seats[seat].name.clone();
        let proposed = Msg::new("move-proposed")
            .s("name", name.clone())
            .s("words", word.clone())
            .n("score", score);
        let opponents = self.opponents(seat);
        let post = Post {
            tag: PostTag::Window,
            lines: vec![
                proposed,
                Msg::new("word-traced")
                    .s("cells", pending.path.to_string())
                    .n("letters", pending.scored.letters)
                    .n("bonus", score.saturating_sub(pending.scored.letters)),
                self.window_help(now),
            ],
            board: Some(
                grid_view(
                    &next,
                    &self.state.seats,
                    format!("{name}: {word} +{score}"),
                    GridMark::Line(&pending.path, seat),
                )
                .into(),
            ),
            buttons: self.review_buttons(move_number, self.offers_undo()),
            mention: self.mentions(&opponents),
            look: Look::Text,
        };
        let mut effects = vec![Effect::Persist];
        effects.extend(self.take_controls());
        effects.push(Effect::Post(post));
        effects.push(Effect::Reply(Reply::Text(
            Msg::new("move-submitted")
                .s("words", word)
                .n("score", score),
        )));
        effects
    }

    /// `/game sort`: the grid's letters are shuffled; the turn goes on (Sort uses no turn).
    pub(super) fn sort(&mut self, input: &Input, _now: Millis) -> Vec<Effect> {
        let (seat, game) = match self.turn_actor_any(input) {
            Ok(x) => x,
            Err(e) => return e,
        };
        let Some(game) = game.grid().cloned() else {
            return text("err-only-wordcap");
        };
        let next = match game.sort(seat, &mut self.rng) {
            Ok(g) => g,
            Err(e) => return reply(errors::wordcap(&e)),
        };
        let left = next.sorts_left(seat);
        self.set_game_keep_clock(next);
        let line = Msg::new("sorted")
            .s("name", input.name.clone())
            .n("left", left);
        let mut effects = vec![Effect::Persist, Effect::Reply(Reply::Done)];
        effects.extend(self.take_controls());
        effects.push(self.grid_post(vec![line], String::new(), GridMark::Nothing));
        effects
    }

    /// The grid with the score table, plus a line saying whose turn it is (mentioning them)
    /// and their controls; `mark`: what the picture marks on the grid.
    pub(super) fn grid_post(&self, lines: Vec<Msg>, caption: String, mark: GridMark<'_>) -> Effect {
        let Some(game) = self.grid() else {
            return text_post(lines);
        };
        let picture = grid_view(game, &self.state.seats, caption, mark).into();
        self.turn_post(lines, Some(picture))
    }

    /// The window of a WordCap word closed: accepted, checked, or withdrawn.
    pub(super) fn settle_word(
        &mut self,
        how: Settlement,
        challenger: Option<usize>,
        why: Option<Msg>,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let Some(game) = self.grid().cloned() else {
            return text("err-move-over");
        };
        let Some(pending) = game.pending().cloned() else {
            return text("err-move-over");
        };
        let dictionary = self.state.options.dictionary_name();
        let word = game.grid().word_text(&pending.path);
        let (next, outcome) = match game.settle(how, dicts.words(&dictionary), &mut self.rng) {
            Ok(x) => x,
            Err(e) => return reply(errors::wordcap(&e)),
        };
        let author = pending.author;
        let author_name = self.state.seats[author].name.clone();
        let mut lines = self.check_lines(how, challenger, why);
        let mut caption = String::new();
        let mut stood = None;
        match &outcome {
            WordCapOutcome::Stood { score } => {
                lines.push(
                    Msg::new("move-stands")
                        .s("name", author_name.clone())
                        .s("words", word.clone())
                        .n("score", *score),
                );
                lines.push(Msg::new("word-new-letters"));
                caption = format!("{author_name}: {word} +{score}");
                // The word's cells hold new letters now: they are ringed, with no line.
                stood = Some((pending.path.clone(), author));
            }
            WordCapOutcome::Rejected { .. } => {
                caption = format!("{author_name}: {word} ✗");
                lines.push(
                    Msg::new("word-rejected")
                        .s("name", author_name.clone())
                        .s("word", word.clone()),
                );
            }
            WordCapOutcome::Withdrawn => {
                lines.push(Msg::new("move-withdrawn").s("name", author_name.clone()));
            }
        }
        self.window_closed(next, lines, now, |t, lines| {
            let mark = match &stood {
                Some((path, author)) => GridMark::NewLetters(path, *author),
                None => GridMark::Nothing,
            };
            t.grid_post(lines, caption, mark)
        })
    }

    /// The end of a WordCap game: why it ended, the final scores and the winners, then the
    /// final grid; archived first, as for the board games.
    pub(super) fn grid_over_posts(&self, mut lines: Vec<Msg>) -> Vec<Effect> {
        let Some(game) = self.grid() else {
            return Vec::new();
        };
        let Some(ending) = game.ending() else {
            return Vec::new();
        };
        // The summary in the channel shows the result alone, not the last move's lines.
        let result_from = lines.len();
        lines.push(match ending {
            Ending::TurnsUsed => Msg::new("end-turns-used"),
            Ending::AllPassed => Msg::new("end-all-passed"),
            Ending::GameTime => {
                if self.all_out_of_game_time_with(&self.state.clock) {
                    Msg::new("end-time-over")
                } else {
                    Msg::new("end-stopped")
                }
            }
            Ending::Resigned => Msg::new("end-resigned"),
        });
        lines.extend(self.final_table(None));
        lines.extend(super::advice::costliest_lines(&self.state));
        let mut effects = vec![
            Effect::Archive,
            Effect::Post(Post {
                tag: PostTag::Plain,
                lines: self.final_card_lines(&lines),
                board: Some(self.ending_picture().unwrap_or_else(|| {
                    grid_view(game, &self.state.seats, String::new(), GridMark::Nothing).into()
                })),
                buttons: Vec::new(),
                mention: Vec::new(),
                look: self.final_look(),
            }),
        ];
        effects.extend(self.ending_in_thread(lines.split_off(result_from)));
        effects
    }
}
