//! The keyboard at a hot-seat game: handed from person to person (the screen cleared of the
//! last one's rack first), and a person's turn at it.

use std::ops::ControlFlow;

use super::{Console, Ending, Read, Session};
use crate::cli::play::words::{self, Keyword, Line};
use crate::table::{Action, Msg};

impl Session {
    /// The keyboard goes to `seat`. With more than one person at it, the screen is cleared
    /// (the last person's rack goes) and shows again what everyone may see, and the next
    /// person is named; at a terminal they take it with Enter. A deadline keeps its time
    /// meanwhile: when it passes first, the table acts on it and the answer is
    /// `Continue(false)` (the game has moved on; the caller looks again).
    pub(super) fn hand_to(
        &mut self,
        console: &mut dyn Console,
        seat: usize,
    ) -> ControlFlow<Ending, bool> {
        let Some(s) = self.table.state().seats.get(seat).cloned() else {
            return ControlFlow::Continue(true);
        };
        if self.keyboard == Some(s.user) {
            return ControlFlow::Continue(true);
        }
        let people = self
            .table
            .state()
            .seats
            .iter()
            .filter(|s| s.computer.is_none())
            .count();
        if people < 2 {
            self.keyboard = Some(s.user);
            return ControlFlow::Continue(true);
        }
        // The screen is cleared of the last person's rack (nobody's before the first turn).
        if self.handing != Some(s.user) {
            self.handing = Some(s.user);
            if self.keyboard.is_some() && console.clear() {
                for text in &self.public {
                    console.show(text);
                }
            }
        }
        console.show(
            &self
                .screen
                .line(&Msg::new("play-hand-over").s("name", s.name)),
        );
        if console.interactive() {
            match console.read(self.wait(console)) {
                Read::Line(line) => {
                    let word = line.split_whitespace().next().unwrap_or_default();
                    if words::keyword(word, &self.screen.locale) == Some(Keyword::Quit) {
                        return ControlFlow::Break(Ending::Quit);
                    }
                }
                Read::Timeout => {
                    self.on_deadline(console);
                    return ControlFlow::Continue(false);
                }
                Read::End => return ControlFlow::Break(Ending::Stopped),
            }
        }
        self.handing = None;
        self.keyboard = Some(s.user);
        ControlFlow::Continue(true)
    }

    /// The next line: one kept from a window's question, or a fresh one.
    fn next_line(&mut self, console: &mut dyn Console) -> Read {
        if let Some(line) = self.waiting.take() {
            return Read::Line(line);
        }
        console.read(self.wait(console))
    }

    /// A person's turn: their rack, the question, their command.
    pub(super) fn turn_of(
        &mut self,
        console: &mut dyn Console,
        seat: usize,
    ) -> ControlFlow<Ending> {
        let user = self.table.state().seats[seat].user;
        // A line kept from a window's question is this turn's command when this seat had the
        // keyboard; otherwise the keyboard is handed over first, as always.
        let kept = self.waiting.is_some() && self.keyboard == Some(user);
        if !self.hand_to(console, seat)? {
            return ControlFlow::Continue(());
        }
        let name = self.table.state().seats[seat].name.clone();
        let grid = self.table.grid().is_some();
        if !kept {
            self.show_rack(console, seat);
            let prompt = if grid {
                "play-prompt-grid"
            } else {
                "play-prompt"
            };
            console.show(&self.screen.line(&Msg::new(prompt).s("name", name)));
        }
        let line = match self.next_line(console) {
            Read::Line(l) => l,
            Read::Timeout => {
                self.on_deadline(console);
                return ControlFlow::Continue(());
            }
            Read::End => return ControlFlow::Break(Ending::Stopped),
        };
        let said = |key| Some(Msg::new(key));
        let (action, answer) = match words::read_line(&line, &self.screen.locale, grid) {
            Line::Empty => (None, None),
            Line::Move(text) => (Some(Action::Play(text.to_string())), None),
            Line::Unknown(word) => (None, Some(Msg::new("play-unknown").s("word", word))),
            Line::Command(keyword, rest) => match keyword {
                Keyword::Play => (Some(Action::Play(rest.to_string())), None),
                Keyword::Exchange => (Some(Action::Exchange(rest.to_string())), None),
                Keyword::Pass => (Some(Action::Pass), None),
                Keyword::Resign => (Some(Action::Resign), None),
                Keyword::Sort => (Some(Action::Sort), None),
                Keyword::Hint => (Some(Action::Hint), None),
                Keyword::Rack => (Some(Action::ShowRack), None),
                Keyword::End => (Some(Action::EndGame { moderator: true }), None),
                Keyword::Help => (None, said("play-help")),
                Keyword::Save => {
                    self.say_saved(console);
                    (None, None)
                }
                Keyword::Quit => return ControlFlow::Break(Ending::Quit),
                // These answer a window, and none is open.
                Keyword::Accept
                | Keyword::Check
                | Keyword::Undo
                | Keyword::Agree
                | Keyword::Refuse => (None, said("play-no-window")),
            },
        };
        if let Some(msg) = answer {
            console.show(&self.screen.line(&msg));
        }
        if let Some(action) = action {
            let input = self.input_of(seat, action);
            self.act(console, input);
        }
        ControlFlow::Continue(())
    }

    /// The rack of `seat` (board games), for them alone: shown only while they have the
    /// keyboard.
    fn show_rack(&self, console: &mut dyn Console, seat: usize) {
        let Some(game) = self.table.game() else {
            return;
        };
        let name = self.table.state().seats[seat].name.clone();
        let rack = crate::table::rack_text(game, seat);
        let line = Msg::new("play-your-rack").s("name", name).s("rack", rack);
        console.show(&self.screen.line(&line));
    }
}
