//! A computer's board-game move thought over away from the table: [`Table::ponder`] hands
//! out what the thinking needs (the game as it stands, the computer's strength, its word
//! list's name and a copy of the table's random numbers), [`Pondering::think`] chooses the
//! move wherever the driver runs it (the expert thinks a second of CPU), and
//! [`Table::computer_moves`] plays the [`Thought`] through the same inputs a person sends,
//! only if the game is still exactly as it was thought over. Meanwhile the table answers
//! everyone else (a rack, a hint, the status): nothing waits behind the computer.
//!
//! The thinking draws from a copy of the table's random numbers and the move hands the
//! copy back, so a seeded table plays the same game whether its computer thinks at once
//! ([`Table::handle_timeout`]) or away from it.

use super::super::input::Action;
use super::super::state::Stage;
use super::super::Millis;
use super::{Dictionaries, Table};
use crate::movegen::computer::{Budget, Computer, Strength, Turn};
use crate::movegen::Generator;
use crate::rules::{Game, Tile};
use crate::table::Effect;
use rand::rngs::StdRng;

/// What a computer's move is thought over from; [`Pondering::think`] turns it into a
/// [`Thought`]. Owns everything it needs, so it can go to another thread.
#[derive(Debug, Clone)]
pub struct Pondering {
    /// The computer's seat.
    seat: usize,
    /// How well it plays.
    strength: Strength,
    /// The game as it stood when the thinking began.
    game: Game,
    /// The name of the table's word list.
    dictionary: String,
    /// A copy of the table's random numbers.
    rng: StdRng,
    /// How long the expert may think.
    budget: Budget,
}

/// A computer's chosen move, to be played by [`Table::computer_moves`].
#[derive(Debug, Clone)]
pub struct Thought {
    /// The computer's seat.
    seat: usize,
    /// The game it was chosen for: played only if the table's game is still this one.
    game: Game,
    /// The move, as a person would send it.
    action: Action,
    /// The table's random numbers after the thinking.
    rng: StdRng,
}

impl Pondering {
    /// How well the computer thinking plays.
    pub fn strength(&self) -> Strength {
        self.strength
    }

    /// The same, the expert thinking within `budget` (default: [`Budget::DEFAULT`]).
    pub fn within(self, budget: Budget) -> Pondering {
        Pondering { budget, ..self }
    }

    /// Chooses the computer's move with the move generator over `dicts`' word list (a
    /// pass when the list is not loaded).
    pub fn think(mut self, dicts: &dyn Dictionaries) -> Thought {
        let v = self.game.variant();
        let action = match dicts.dawg(&self.dictionary) {
            None => Action::Pass,
            Some(dawg) => {
                let mut generator = Generator::new(v, dawg);
                let computer = Computer::new(self.strength, &self.game).with_budget(self.budget);
                match computer.choose(&self.game, &mut generator, &mut self.rng) {
                    Turn::Play(p) => Action::Play(p.to_move_text().to_text(v.alphabet())),
                    Turn::Exchange(tiles) => Action::Exchange(
                        tiles
                            .iter()
                            .map(|t| match t {
                                Tile::Letter(l) => v.alphabet().lower(*l),
                                Tile::Blank => '?',
                            })
                            .collect(),
                    ),
                    Turn::Pass => Action::Pass,
                }
            }
        };
        Thought {
            seat: self.seat,
            game: self.game,
            action,
            rng: self.rng,
        }
    }
}

impl Table {
    /// A board game's computer move to think over, when its time has come at `now` (the
    /// computer is to move, no window is open, its pause is over); None otherwise (a
    /// WordCap computer traces its word at once in [`Table::handle_timeout`]).
    pub fn ponder(&self, now: Millis) -> Option<Pondering> {
        self.computer_moves_next()?;
        if self.game_deadline().is_none_or(|at| at > now) {
            return None;
        }
        let (seat, strength) = self.computer_to_move()?;
        Some(Pondering {
            seat,
            strength,
            game: self.game()?.clone(),
            dictionary: self.state.options.dictionary_name(),
            rng: self.rng.clone(),
            budget: Budget::DEFAULT,
        })
    }

    /// Plays a computer's `thought` at `now`, with what follows as at any deadline (other
    /// computers answer its window, reminders): only if the game is still the one it was
    /// thought over for and that computer is still to move with no window open. A thought
    /// that came too late (someone resigned, a moderator ended the game) changes nothing.
    pub fn computer_moves(
        &mut self,
        thought: Thought,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        if !self.thought_fits(&thought) {
            return Vec::new();
        }
        self.on_deadlines(now, dicts, Some(thought))
    }

    /// Whether `thought` is still the move to play: the same game, its computer to move,
    /// no window open.
    fn thought_fits(&self, thought: &Thought) -> bool {
        let Stage::Playing { window: None, .. } = &self.state.stage else {
            return false;
        };
        self.game() == Some(&thought.game)
            && self
                .computer_to_move()
                .is_some_and(|(seat, _)| seat == thought.seat)
    }

    /// The computer's board-game turn: `thought` when it was thought over away from the
    /// table and still fits, else thought over here and now.
    pub(super) fn computer_plays(
        &mut self,
        thought: Option<Thought>,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let thought = match thought.filter(|t| self.thought_fits(t)) {
            Some(thought) => thought,
            None => match self.ponder(now) {
                Some(pondering) => pondering.think(dicts),
                None => return Vec::new(),
            },
        };
        let Thought {
            seat,
            game,
            action,
            rng,
        } = thought;
        self.rng = rng;
        let input = self.computer_input(seat, action);
        let mut effects = super::computer::without_replies(self.handle_person(input, now, dicts));
        // A move refused (it should not be: the generator follows the rules) must not leave
        // the computer stuck: it passes.
        let refused = self
            .game()
            .is_some_and(|g| g.move_number() == game.move_number());
        if refused {
            let pass = self.computer_input(seat, Action::Pass);
            effects.extend(super::computer::without_replies(
                self.handle_person(pass, now, dicts),
            ));
        }
        effects
    }
}
