//! The 10-second window of a pending move: Accept, Check, Undo and its vote, and settling
//! the move when the window closes.

use super::super::effect::{Effect, Look, Msg, Picture, Post, Reply};
use super::super::errors;
use super::super::game::TableGame;
use super::super::input::{ButtonAction, ButtonId, Input, PostTag};
use super::super::state::{Stage, Window, WindowKind};
use super::super::view::board_view;
use super::super::{Millis, WINDOW_MS};
use super::{reply, text, words_of, Dictionaries, Table};
use crate::rules::{Ending, Phase, SettleOutcome, Settlement, TargetScore};

impl Table {
    pub(super) fn window_button(
        &mut self,
        input: &Input,
        id: ButtonId,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let Stage::Playing { game, window, .. } = &self.state.stage else {
            return text("err-move-over");
        };
        let Some(w) = window.clone().filter(|w| w.move_number == id.move_number) else {
            return text("err-move-over");
        };
        let Some(author) = game.pending_author() else {
            return text("err-move-over");
        };
        let Some(seat) = self.seat_of(input.user) else {
            return text("err-not-a-player");
        };
        if game.resigned(seat) {
            return text("err-not-a-player");
        }
        let opponents = self.opponents(author);
        match (id.action, w.kind) {
            (
                ButtonAction::Accept,
                WindowKind::Review {
                    mut accepted,
                    undo_asked,
                },
            ) => {
                if seat == author {
                    return text("err-own-move");
                }
                if accepted.contains(&seat) {
                    return text("err-already-accepted");
                }
                accepted.push(seat);
                if opponents.iter().all(|o| accepted.contains(o)) {
                    return self.settle(Settlement::Accepted, None, None, now, dicts);
                }
                self.set_window_kind(WindowKind::Review {
                    accepted,
                    undo_asked,
                });
                vec![
                    Effect::Persist,
                    Effect::Reply(Reply::Text(Msg::new("you-accepted"))),
                ]
            }
            (ButtonAction::Check, WindowKind::Review { .. }) => {
                if seat == author {
                    return text("err-own-move");
                }
                self.settle(
                    Settlement::Checked {
                        challenger: Some(seat),
                    },
                    Some(seat),
                    None,
                    now,
                    dicts,
                )
            }
            (ButtonAction::Undo, WindowKind::Review { undo_asked, .. }) => {
                if seat != author {
                    return text("err-only-author-undo");
                }
                if undo_asked {
                    return text("err-undo-once");
                }
                if !self.offers_undo() {
                    return text("err-move-over");
                }
                self.set_window_kind(WindowKind::UndoVote {
                    agreed: Vec::new(),
                    post: None,
                });
                self.set_window_deadline(now + WINDOW_MS);
                let name = self.state.seats[author].name.clone();
                let mut effects = vec![Effect::Persist, Effect::Reply(Reply::Done)];
                if let Some(mid) = w.message_id {
                    effects.push(Effect::Edit {
                        message_id: mid,
                        lines: vec![Msg::new("undo-requested").s("name", name.clone())],
                        buttons: vec![
                            self.button(ButtonAction::Agree, w.move_number),
                            self.button(ButtonAction::Refuse, w.move_number),
                        ],
                        board: None,
                        look: Look::Text,
                    });
                }
                effects.push(Effect::Post(Post {
                    tag: PostTag::UndoVote,
                    lines: vec![Msg::new("undo-vote").s("name", name).n("seconds", 10)],
                    board: None,
                    buttons: Vec::new(),
                    mention: opponents
                        .iter()
                        .map(|&i| self.state.seats[i].user)
                        .collect(),
                    look: Look::Text,
                }));
                effects
            }
            (ButtonAction::Agree, WindowKind::UndoVote { mut agreed, post }) => {
                if seat == author {
                    return text("err-own-move");
                }
                if agreed.contains(&seat) {
                    return text("err-already-agreed");
                }
                agreed.push(seat);
                if opponents.iter().all(|o| agreed.contains(o)) {
                    return self.settle(Settlement::Withdrawn, None, None, now, dicts);
                }
                self.set_window_kind(WindowKind::UndoVote { agreed, post });
                vec![
                    Effect::Persist,
                    Effect::Reply(Reply::Text(Msg::new("you-agreed"))),
                ]
            }
            (ButtonAction::Refuse, WindowKind::UndoVote { .. }) => {
                if seat == author {
                    return text("err-own-move");
                }
                // Settling answers the press (window_closed replies Done).
                self.undo_failed("undo-refused", Some(input.name.clone()), now, dicts)
            }
            _ => text("err-move-over"),
        }
    }

    /// A move or word was submitted: charge the author's clock, keep the game with its
    /// pending move and open the 10-second Accept/Check window. Returns the window's move
    /// number (its buttons carry it).
    pub(super) fn open_review(&mut self, next: impl Into<TableGame>, now: Millis) -> u32 {
        let next: TableGame = next.into();
        let move_number = next.move_number();
        let window = Window {
            move_number,
            kind: WindowKind::Review {
                accepted: Vec::new(),
                undo_asked: false,
            },
            deadline: now + self.window_ms(),
            message_id: None,
            picture: None,
        };
        self.clock_charge(now);
        self.set_game(next, Some(window), None);
        move_number
    }

    /// The people among these seats (computers get no mentions).
    pub(super) fn mentions(&self, seats: &[usize]) -> Vec<u64> {
        seats
            .iter()
            .filter(|&&i| self.state.seats[i].computer.is_none())
            .map(|&i| self.state.seats[i].user)
            .collect()
    }

    /// The first lines of a settled window: why it closed when the caller says (`why`: a
    /// failed Undo vote), else who asked for the check, or that the window closed and the
    /// words were checked automatically.
    pub(super) fn check_lines(
        &self,
        how: Settlement,
        challenger: Option<usize>,
        why: Option<Msg>,
    ) -> Vec<Msg> {
        if let Some(why) = why {
            vec![why]
        } else if let Some(c) = challenger {
            vec![Msg::new("check-asked").s("name", self.state.seats[c].name.clone())]
        } else if how == (Settlement::Checked { challenger: None }) {
            // Over days the window lasted a move's time, not ten seconds.
            let key = if self.is_correspondence() {
                "check-auto-deadline"
            } else {
                "check-auto"
            };
            vec![Msg::new(key)]
        } else {
            Vec::new()
        }
    }

    /// The window closed with `next` as the game. Its message becomes the turn's message: it
    /// shows the settled picture, `lines`, whose turn it is and their controls (one picture
    /// per move: nothing new is posted; the picture the window posted stays when it is the
    /// settled one, see [`super::standing`]). When the game is over its buttons come off and the
    /// final posts follow. `post` makes the channel's post from `lines` when the window's
    /// message never landed.
    pub(super) fn window_closed(
        &mut self,
        next: impl Into<TableGame>,
        lines: Vec<Msg>,
        now: Millis,
        post: impl FnOnce(&Table, Vec<Msg>) -> Effect,
    ) -> Vec<Effect> {
        let next: TableGame = next.into();
        let message = self.window_message();
        let over = next.is_over();
        // What the window's message shows, read before the window closes.
        let shown = self.window_picture();
        self.set_game(next, None, None);
        self.arm_turn(now);
        let mut effects = vec![Effect::Persist];
        if over {
            effects.extend(message.map(|message_id| Effect::Edit {
                message_id,
                lines: lines.clone(),
                buttons: Vec::new(),
                board: None,
                look: Look::Text,
            }));
            effects.push(Effect::Reply(Reply::Done));
            effects.extend(self.game_over_posts(lines));
            return effects;
        }
        let turn = post(self, lines);
        effects.push(Effect::Reply(Reply::Done));
        match (message, turn) {
            (Some(message_id), Effect::Post(p)) => {
                if !p.buttons.is_empty() {
                    self.state.controls_message = Some(message_id);
                }
                effects.push(Effect::Edit {
                    message_id,
                    lines: p.lines,
                    buttons: p.buttons,
                    board: super::standing::unless_shown(shown, p.board),
                    look: Look::Text,
                });
            }
            (_, turn) => effects.push(turn),
        }
        effects.extend(self.summary_effect(Vec::new()));
        effects
    }

    /// The open window's message, once it landed.
    fn window_message(&self) -> Option<u64> {
        match &self.state.stage {
            Stage::Playing {
                window: Some(w), ..
            } => w.message_id,
            _ => None,
        }
    }

    pub(super) fn set_window_kind(&mut self, kind: WindowKind) {
        if let Stage::Playing {
            window: Some(w), ..
        } = &mut self.state.stage
        {
            w.kind = kind;
        }
    }

    pub(super) fn set_window_deadline(&mut self, deadline: Millis) {
        if let Stage::Playing {
            window: Some(w), ..
        } = &mut self.state.stage
        {
            w.deadline = deadline;
        }
    }

    /// The Undo vote failed (an opponent refused, or not everyone agreed within the vote's
    /// own 10 seconds). The rules give no second window: the automatic check comes 10 s after
    /// OK, and a vote asked within them only postpones it until the vote ends. So the words
    /// are checked at once, as if nobody had answered.
    pub(super) fn undo_failed(
        &mut self,
        key: &'static str,
        by: Option<String>,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let why = Msg::new(key).s("name", by.unwrap_or_default());
        self.settle(
            Settlement::Checked { challenger: None },
            None,
            Some(why),
            now,
            dicts,
        )
    }

    /// Remove the buttons of the open window's message, replacing its text.
    pub(super) fn clear_window_buttons(&self, lines: Vec<Msg>) -> Vec<Effect> {
        match &self.state.stage {
            Stage::Playing {
                window:
                    Some(Window {
                        message_id: Some(id),
                        ..
                    }),
                ..
            } => vec![Effect::Edit {
                message_id: *id,
                lines,
                buttons: Vec::new(),
                board: None,
                look: Look::Text,
            }],
            _ => Vec::new(),
        }
    }

    /// Settle the pending move (board or grid) as `how` says; `why`, when given, is the
    /// first line of the closing message (see [`Table::check_lines`]).
    pub(super) fn settle(
        &mut self,
        how: Settlement,
        challenger: Option<usize>,
        why: Option<Msg>,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        // An Undo vote's post, which pinged the opponents, goes once the vote is over.
        let vote_post = match &self.state.stage {
            Stage::Playing {
                window:
                    Some(Window {
                        kind: WindowKind::UndoVote { post, .. },
                        ..
                    }),
                ..
            } => *post,
            _ => None,
        };
        let mut effects = self.settle_pending(how, challenger, why, now, dicts);
        if let Some(message_id) = vote_post {
            if effects.contains(&Effect::Persist) {
                effects.push(Effect::Delete { message_id });
            }
        }
        effects
    }

    fn settle_pending(
        &mut self,
        how: Settlement,
        challenger: Option<usize>,
        why: Option<Msg>,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let Stage::Playing { game, .. } = &self.state.stage else {
            return text("err-move-over");
        };
        let game = match &**game {
            TableGame::Board(game) => game,
            TableGame::Grid(_) => return self.settle_word(how, challenger, why, now, dicts),
        };
        let Phase::Pending(pending) = game.phase().clone() else {
            return text("err-move-over");
        };
        let dictionary = self.state.options.dictionary_name();
        let words_dict = dicts.words(&dictionary);
        let history_before = game.history().len();
        let words = words_of(game, &pending.mv);
        let (next, outcome) = match game.settle(how, words_dict, &mut self.rng) {
            Ok(x) => x,
            Err(e) => return reply(errors::play(&e)),
        };
        let author = pending.author;
        let author_name = self.state.seats[author].name.clone();
        let mut lines = self.check_lines(how, challenger, why);
        let mut caption = String::new();
        match &outcome {
            SettleOutcome::Stood {
                score,
                challenger_penalized,
            } => {
                lines.push(
                    Msg::new("move-stands")
                        .s("name", author_name.clone())
                        .s("words", words.clone())
                        .n("score", *score),
                );
                caption = format!("{author_name}: {words} +{score}");
                if let Some(c) = challenger_penalized {
                    lines.push(
                        Msg::new("challenger-loses-turn")
                            .s("name", self.state.seats[*c].name.clone()),
                    );
                }
            }
            SettleOutcome::Rejected { invalid } => {
                // The picture shows the board without the move: its caption says so, and
                // nothing on it is marked as just laid.
                caption = format!("{author_name}: {words} ✗");
                lines.push(
                    Msg::new("move-rejected")
                        .s("name", author_name.clone())
                        .s("words", crate::lexicon::capitals(&invalid.join(", "))),
                );
            }
            SettleOutcome::Withdrawn => {
                lines.push(Msg::new("move-withdrawn").s("name", author_name.clone()));
            }
        }
        let (notes, swapped, dealt) = self.turn_notes(&next, history_before);
        lines.extend(notes);
        let over = next.is_over();
        let mut effects =
            self.window_closed(next, lines, now, |t, lines| t.board_post(lines, caption));
        if matches!(outcome, SettleOutcome::Stood { .. }) {
            effects.extend(self.rack_dms([author], "rack-refilled"));
        }
        effects.extend(self.rack_dms(swapped, "rack-after-wym"));
        if dealt && !over {
            effects.extend(self.rack_dms(0..self.state.seats.len(), "rack-new-letters"));
        }
        effects
    }

    pub(super) fn game_over_posts(&self, lines: Vec<Msg>) -> Vec<Effect> {
        if self.grid().is_some() {
            return self.grid_over_posts(lines);
        }
        self.board_over_posts(lines)
    }

    fn board_over_posts(&self, mut lines: Vec<Msg>) -> Vec<Effect> {
        let Some(game) = self.game() else {
            return Vec::new();
        };
        let Phase::Over {
            ending,
            adjustments,
        } = game.phase()
        else {
            return Vec::new();
        };
        // The summary in the channel shows the result alone, not the last move's lines.
        let result_from = lines.len();
        lines.push(match ending {
            Ending::WentOut { player } => {
                Msg::new("end-went-out").s("name", self.state.seats[*player].name.clone())
            }
            Ending::AllPassed => Msg::new("end-all-passed"),
            Ending::TimeOver => Msg::new("end-time-over"),
            Ending::Resigned => Msg::new("end-resigned"),
            Ending::Stopped => Msg::new("end-stopped"),
            Ending::TargetReached => match game.variant().hooks.target {
                TargetScore::FirstToReach { .. } => Msg::new("end-target-first"),
                _ => Msg::new("end-target-reached"),
            },
            Ending::Agreed => Msg::new("end-agreed"),
            Ending::Drawn => Msg::new("end-drawn"),
        });
        lines.extend(self.final_table(Some(adjustments)));
        lines.extend(self.game_points_lines());
        lines.extend(super::advice::costliest_lines(&self.state));
        // Archived (the game recorded, game points booked) before the final post, so whoever
        // reads the final scores finds the accounts already updated.
        let mut effects =
            vec![
                Effect::Archive,
                Effect::Post(Post {
                    tag: PostTag::Plain,
                    lines: self.final_card_lines(&lines),
                    board: Some(self.ending_picture().unwrap_or_else(|| {
                        board_view(game, &self.state.seats, String::new()).into()
                    })),
                    buttons: Vec::new(),
                    mention: Vec::new(),
                    look: self.final_look(),
                }),
            ];
        effects.extend(self.ending_in_thread(lines.split_off(result_from)));
        effects
    }

    /// The final post's lines: a title naming the game, then `lines`.
    pub(super) fn final_card_lines(&self, lines: &[Msg]) -> Vec<Msg> {
        let mut all =
            vec![Msg::new("final-title").game("variant", self.state.options.variant.name())];
        all.extend_from_slice(lines);
        all
    }

    /// The ending's pictures (the final board with the ranking, the chart, the replay), drawn
    /// by the driver; None when the game's story cannot be told (then the final board alone).
    pub(super) fn ending_picture(&self) -> Option<Picture> {
        let locale = crate::i18n::Locale::from_discord(&self.state.locale);
        super::super::ending::ending_views(self, locale)
            .ok()
            .map(|views| Picture::Ending(Box::new(views)))
    }

    /// The final post is a card in the winner's colour (the bot's own without one).
    pub(super) fn final_look(&self) -> Look {
        let winners = self
            .played()
            .map(TableGame::declared_winners)
            .unwrap_or_default();
        Look::Card {
            colour_seat: match winners.as_slice() {
                [one] => u8::try_from(*one).ok(),
                _ => None,
            },
        }
    }

    /// The end of a game played in a thread: the summary shows the result, and the thread is
    /// archived.
    pub(super) fn ending_in_thread(&self, result: Vec<Msg>) -> Vec<Effect> {
        let mut effects = Vec::new();
        effects.extend(self.summary_effect(result));
        effects.extend(self.close_thread());
        effects
    }

    /// The final scores, best first, with each player's end-of-game adjustment where the game
    /// has them (None: WordCap, which has no tiles left over), and the winners. A player who
    /// resigned can never win ("a player who resigned never wins", [`Game::winners`]): they are
    /// ranked below everyone who played on, whatever their score, and marked as resigned.
    ///
    /// [`Game::winners`]: crate::rules::Game::winners
    pub(super) fn final_table(&self, adjustments: Option<&[i32]>) -> Vec<Msg> {
        let Some(game) = self.played() else {
            return Vec::new();
        };
        let mut lines = Vec::new();
        let mut order: Vec<usize> = (0..self.state.seats.len()).collect();
        order.sort_by_key(|&i| (game.resigned(i), std::cmp::Reverse(game.score(i))));
        for (rank, &i) in order.iter().enumerate() {
            let line = match adjustments {
                _ if game.resigned(i) => Msg::new("final-score-resigned"),
                Some(a) => Msg::new("final-score").s(
                    "adjustment",
                    format!("{:+}", a.get(i).copied().unwrap_or(0)),
                ),
                None => Msg::new("final-score-plain"),
            };
            lines.push(
                line.n("rank", rank as i64 + 1)
                    .s("name", self.state.seats[i].name.clone())
                    .n("score", game.score(i)),
            );
        }
        let winners: Vec<String> = game
            .declared_winners()
            .into_iter()
            .map(|i| self.state.seats[i].name.clone())
            .collect();
        lines.push(match winners.as_slice() {
            [] => Msg::new("no-winner"),
            [one] => Msg::new("winner").s("names", one.clone()),
            tied => Msg::new("winners-tied").s("names", tied.join(", ")),
        });
        lines
    }
}
