//! A tournament's game at the table: opened already started in its thread with the two
//! players the tournament paired (no lobby, no Start), and its result read for the
//! tournament when it ends.

use super::super::effect::{Effect, Msg};
use super::super::input::Match;
use super::super::state::{Seat, Stage, TableState, TournamentTag};
use super::super::Millis;
use super::{text_post, Finish, Table};
use crate::table::effect::{Look, Post};
use crate::table::input::PostTag;

/// A tournament game's result: the scores in seat order and the winning seat (None: a draw).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchResult {
    /// Which tournament game.
    pub tag: TournamentTag,
    /// Seat 1's and seat 2's final scores.
    pub scores: (i64, i64),
    /// The winning seat, 0 or 1; None: a draw.
    pub winner: Option<usize>,
}

impl Table {
    /// A tournament's game in `thread`: the players seated in the order given, the game
    /// started at once, its summary on the tournament's message. Nobody created it, so only
    /// a moderator may `/game end` it.
    pub fn open_match(
        thread: u64,
        guild: Option<u64>,
        game_id: u64,
        setup: &Match,
        now: Millis,
    ) -> (Table, Vec<Effect>) {
        let seats = setup
            .players
            .iter()
            .map(|(user, name, locale)| Seat {
                user: *user,
                name: name.clone(),
                locale: locale.clone(),
                dm_closed: false,
                computer: None,
            })
            .collect();
        let state = TableState {
            channel: thread,
            guild,
            game_id,
            locale: setup.locale.clone(),
            creator: 0,
            options: setup.options.clone(),
            seats,
            stage: Stage::Lobby { message_id: None },
            clock: Default::default(),
            missed: Vec::new(),
            controls_message: None,
            summary: Some(setup.summary),
            reminded: None,
            tournament: Some(setup.tag),
        };
        let mut table = Table::unchecked(state);
        table.rng = rand::SeedableRng::from_entropy();
        let users: Vec<u64> = setup.players.iter().map(|p| p.0).collect();
        let names: Vec<String> = setup.players.iter().map(|p| p.1.clone()).collect();
        let welcome = Effect::Post(Post {
            tag: PostTag::Plain,
            lines: vec![Msg::new("tournament-game-intro")
                .n("round", setup.tag.round)
                .s("names", names.join(" vs "))],
            board: None,
            buttons: Vec::new(),
            mention: users,
            look: Look::Text,
        });
        let mut effects = vec![welcome];
        let dealt = table.deal(None, now);
        if table.played().is_none() {
            // The options cannot make a game (refused by the rules): nothing is kept.
            let why = dealt.into_iter().find_map(|e| match e {
                Effect::Reply(crate::table::Reply::Text(m)) => Some(m),
                _ => None,
            });
            let mut lines = vec![Msg::new("tournament-game-failed")];
            lines.extend(why);
            return (table, vec![text_post(lines)]);
        }
        effects.extend(dealt);
        effects.extend(table.summary_effect(Vec::new()));
        (table, effects)
    }

    /// The tournament game's result, from its `results` ([`Table::results`], read once by
    /// the caller), once it is over (None for other games). A resignation or a time-out
    /// loses whatever the scores; a game ended from outside counts as it stood.
    pub fn match_result(&self, results: &super::GameResults) -> Option<MatchResult> {
        let tag = self.state.tournament?;
        self.played().filter(|g| g.is_over())?;
        let [first, second] = results.players.as_slice() else {
            return None;
        };
        let scores = (first.score, second.score);
        let winner = match (first.finish, second.finish) {
            (Finish::Won, _) => Some(0),
            (_, Finish::Won) => Some(1),
            (Finish::Drawn, _) => None,
            _ => match scores.0.cmp(&scores.1) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            },
        };
        Some(MatchResult {
            tag,
            scores,
            winner,
        })
    }
}
