//! A move's window at the keyboard: each person who may answer it is asked in turn, and
//! their answer typed as a word (accept, check; agree, refuse in an undo vote). The window
//! closes at its deadline whatever is typed meanwhile (Literki: "Jeżeli przed upływem 10
//! sekund od wciśnięcia przycisku „OK” wszyscy przeciwnicy nie wybiorą opcji „Akceptuj”,
//! słowo jest automatycznie sprawdzane w słowniku").

use std::ops::ControlFlow;

use super::{Console, Ending, Read, Session};
use crate::cli::play::words::{self, Keyword, Line};
use crate::table::{Action, ButtonAction, ButtonId, Msg, Window, WindowKind};

impl Session {
    /// A window is open: the first person who has not answered it is asked; a computer
    /// answers by itself. A line that is a command or a move accepts the move (refuses an
    /// undo) and is that person's next command; `undo` is its author's alone.
    pub(super) fn answer_window(
        &mut self,
        console: &mut dyn Console,
        window: &Window,
        author: Option<usize>,
    ) -> ControlFlow<Ending> {
        let seats = self.table.state().seats.clone();
        let vote = matches!(window.kind, WindowKind::UndoVote { .. });
        let asked = self
            .table
            .still_to_answer()
            .into_iter()
            .find(|&i| seats[i].computer.is_none());
        let Some(seat) = asked else {
            self.wait_for_deadline(console);
            return ControlFlow::Continue(());
        };
        if !self.hand_to(console, seat)? {
            return ControlFlow::Continue(());
        }
        // No rack here: it is still the author's turn. Each rack shows on its owner's turn.
        let by = author.and_then(|a| seats.get(a));
        let author_name = by.map(|s| s.name.clone()).unwrap_or_default();
        // The author may take their move back from this keyboard, a computer never.
        let undo_by = author.filter(|_| by.is_some_and(|s| s.computer.is_none()));
        let key = match (vote, undo_by) {
            (true, _) => "play-vote",
            (false, Some(_)) => "play-window",
            (false, None) => "play-window-computer",
        };
        let prompt = Msg::new(key)
            .s("name", seats[seat].name.clone())
            .s("author", author_name.clone());
        let grid = self.table.grid().is_some();
        console.show(&self.screen.line(&prompt));
        loop {
            // The deadline stays where it is: each read waits only for what is left of it.
            let line = match console.read(self.wait(console)) {
                Read::Line(l) => l,
                Read::Timeout => {
                    self.on_deadline(console);
                    return ControlFlow::Continue(());
                }
                Read::End => return ControlFlow::Break(Ending::Stopped),
            };
            let parsed = words::read_line(&line, &self.screen.locale, grid);
            let (who, action) = match (vote, parsed) {
                (_, Line::Empty) => continue,
                (false, Line::Command(Keyword::Check, _)) => (seat, ButtonAction::Check),
                (false, Line::Command(Keyword::Accept, _)) => (seat, ButtonAction::Accept),
                (false, Line::Command(Keyword::Undo, _)) => match undo_by {
                    Some(a) => (a, ButtonAction::Undo),
                    None => {
                        let msg = Msg::new("play-undo-not-yours").s("author", author_name.clone());
                        console.show(&self.screen.line(&msg));
                        continue;
                    }
                },
                (true, Line::Command(Keyword::Refuse, _)) => (seat, ButtonAction::Refuse),
                (true, Line::Command(Keyword::Agree, _)) => (seat, ButtonAction::Agree),
                (_, Line::Command(Keyword::Help, _)) => {
                    console.show(&self.screen.line(&Msg::new("play-help")));
                    console.show(&self.screen.line(&prompt));
                    continue;
                }
                (_, Line::Unknown(word)) => {
                    console.show(&self.screen.line(&Msg::new("play-unknown").s("word", word)));
                    console.show(&self.screen.line(&prompt));
                    continue;
                }
                // A command or a move: the move is accepted (an undo refused), and the line
                // is the next turn's command (a script's lines are read in order).
                (vote, _) => {
                    if self.waiting.is_none() {
                        self.waiting = Some(line.clone());
                    }
                    let action = if vote {
                        ButtonAction::Refuse
                    } else {
                        ButtonAction::Accept
                    };
                    (seat, action)
                }
            };
            let button = ButtonId {
                game: self.table.state().game_id,
                action,
                move_number: window.move_number,
            };
            let input = self.input_of(who, Action::Button(button));
            self.act(console, input);
            return ControlFlow::Continue(());
        }
    }
}
