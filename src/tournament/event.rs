//! A tournament as a server runs it: registration, the games of each round with where they
//! are played, and what was announced. Pure: the driver (in the bot) asks
//! [`Event::next_step`] what to do, does it (a post, a thread, a game) and notes it here, so a
//! restart at any instant picks up where it stopped.
//!
//! The order of a round: pair it ([`Step::Pair`]), post its pairings ([`Step::RoundPost`]),
//! then for each game a message in the tournament's channel ([`Step::GamePost`]), its thread
//! ([`Step::OpenThread`]) and the game itself in the thread ([`Step::StartGame`]). When every
//! game of the round has its result the standings are posted ([`Step::Standings`]), and the
//! next round is paired; after the last, only the final standings and the winner
//! ([`Step::Final`]).

use super::{Entrant, Format, Standing, Tournament, TournamentError};
use crate::setup::GameOptions;
use serde::{Deserialize, Serialize};

/// The most players one tournament takes.
pub const MAX_ENTRANTS: usize = 64;

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Players join.
    Open,
    /// Rounds are played.
    Running,
    /// The final standings were posted.
    Over,
    /// Called off by its organiser or a moderator.
    Cancelled,
}

impl Status {
    /// Its name in the store.
    pub fn name(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Running => "running",
            Status::Over => "over",
            Status::Cancelled => "cancelled",
        }
    }

    /// True while it goes on (open or running).
    pub fn going(self) -> bool {
        matches!(self, Status::Open | Status::Running)
    }
}

/// One game of a round and where it is played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventGame {
    /// The round, from 1.
    pub round: u32,
    /// The first player (by entry index): seat 1 of the game.
    pub first: usize,
    /// Their opponent: seat 2.
    pub second: usize,
    /// The message in the tournament's channel the game's thread opens from (its summary).
    pub message_id: Option<u64>,
    /// The game's thread.
    pub thread: Option<u64>,
    /// The game was handed to the thread's table.
    pub started: bool,
    /// Its result is in the standings.
    pub done: bool,
    /// The channel was told its thread may not be opened (told once).
    #[serde(default)]
    pub told_no_thread: bool,
}

/// What the driver does next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Nothing until a game ends (or the tournament is not running).
    Wait,
    /// Pair the next round ([`Event::pair`]).
    Pair,
    /// Post round `round`'s pairings and byes ([`Event::round_posted`]).
    RoundPost(u32),
    /// Post the message of game `index` ([`Event::game_posted`]).
    GamePost(usize),
    /// Open the thread of game `index` from its message ([`Event::thread_opened`]).
    OpenThread(usize),
    /// Start game `index` in its thread ([`Event::game_started`]).
    StartGame(usize),
    /// Post the standings after round `round` ([`Event::standings_posted`]).
    Standings(u32),
    /// Post the final standings and the winner ([`Event::finished`]).
    Final,
}

/// What a tournament refuses a player or the organiser.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EventError {
    /// Joining or leaving after the start.
    #[error("the tournament has started")]
    Started,
    /// The tournament is over or cancelled.
    #[error("the tournament is over")]
    Over,
    /// They joined already.
    #[error("already joined")]
    AlreadyIn,
    /// They are not a player of it.
    #[error("not a player")]
    NotIn,
    /// Full.
    #[error("the tournament is full")]
    Full,
    /// Only its organiser or a moderator may.
    #[error("only the organiser or a moderator")]
    NotOrganiser,
    /// Too few players to start.
    #[error("too few players")]
    TooFew,
    /// They withdrew already.
    #[error("already withdrawn")]
    Withdrawn,
    /// The engine refused.
    #[error(transparent)]
    Tournament(#[from] TournamentError),
    /// A saved tournament that could not have been made.
    #[error("the saved tournament is damaged: {0}")]
    Damaged(&'static str),
}

/// A tournament on a server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// The server.
    pub guild: u64,
    /// The channel it was opened in: its posts and its games' threads are there.
    pub channel: u64,
    /// Who opened it.
    pub organiser: u64,
    /// The language of its posts (the organiser's).
    pub locale: String,
    /// The options of every game.
    pub options: GameOptions,
    /// Swiss or round robin.
    pub format: Format,
    /// Rounds (Swiss; a round robin plays as many as it needs).
    pub rounds: u32,
    /// Where it stands.
    pub status: Status,
    /// The registration message (with Join, Leave and Start).
    pub message_id: Option<u64>,
    /// The players who joined, in order (the engine's entrants once started).
    pub entrants: Vec<Entrant>,
    /// The pairings and results, once started.
    pub tournament: Option<Tournament>,
    /// The games of every round.
    pub games: Vec<EventGame>,
    /// Rounds whose pairings were posted.
    pub rounds_posted: u32,
    /// Rounds whose standings were posted.
    pub standings_posted: u32,
}

impl Event {
    /// A tournament open for registration, its organiser not yet in it.
    pub fn new(
        guild: u64,
        channel: u64,
        organiser: u64,
        locale: &str,
        options: GameOptions,
        format: Format,
        rounds: u32,
    ) -> Event {
        Event {
            guild,
            channel,
            organiser,
            locale: locale.to_string(),
            options,
            format,
            rounds,
            status: Status::Open,
            message_id: None,
            entrants: Vec::new(),
            tournament: None,
            games: Vec::new(),
            rounds_posted: 0,
            standings_posted: 0,
        }
    }

    /// Checks a tournament read from storage ([`Tournament::check`] for its rounds): at most
    /// [`MAX_ENTRANTS`] players, a running one has its pairings, every game is between two
    /// of its players in one of its rounds, and the options' times are sane. One that passes
    /// can be driven without an index out of bounds.
    pub fn check(&self) -> Result<(), EventError> {
        use EventError::Damaged;
        if self.entrants.len() > MAX_ENTRANTS {
            return Err(Damaged("too many players"));
        }
        self.options.check().map_err(Damaged)?;
        match &self.tournament {
            Some(t) => {
                t.check()?;
                if t.rounds() != self.rounds {
                    return Err(Damaged("the number of rounds"));
                }
            }
            None if self.status == Status::Running => {
                return Err(Damaged("running without pairings"));
            }
            None => {}
        }
        if self.rounds > super::MAX_ROUNDS
            || self.rounds_posted > self.rounds
            || self.standings_posted > self.rounds
        {
            return Err(Damaged("the rounds"));
        }
        let n = self.players().len();
        let game_ok = |g: &EventGame| {
            g.first < n
                && g.second < n
                && g.first != g.second
                && (1..=self.rounds).contains(&g.round)
        };
        if self.games.len() > MAX_ENTRANTS * super::MAX_ROUNDS as usize
            || !self.games.iter().all(game_ok)
        {
            return Err(Damaged("a game"));
        }
        Ok(())
    }

    /// The players (entrants), in entry order.
    pub fn players(&self) -> &[Entrant] {
        match &self.tournament {
            Some(t) => t.entrants(),
            None => &self.entrants,
        }
    }

    /// The entry index of `user`.
    pub fn player_of(&self, user: u64) -> Option<usize> {
        self.players().iter().position(|e| e.user == user)
    }

    /// `user` joins (while it is open).
    pub fn join(&mut self, user: u64, name: &str) -> Result<(), EventError> {
        self.open()?;
        if self.player_of(user).is_some() {
            return Err(EventError::AlreadyIn);
        }
        if self.entrants.len() >= MAX_ENTRANTS {
            return Err(EventError::Full);
        }
        self.entrants.push(Entrant {
            user,
            name: name.to_string(),
            withdrawn: false,
        });
        Ok(())
    }

    /// `user` leaves (while it is open).
    pub fn leave(&mut self, user: u64) -> Result<(), EventError> {
        self.open()?;
        let at = self.player_of(user).ok_or(EventError::NotIn)?;
        self.entrants.remove(at);
        Ok(())
    }

    fn open(&self) -> Result<(), EventError> {
        match self.status {
            Status::Open => Ok(()),
            Status::Running => Err(EventError::Started),
            Status::Over | Status::Cancelled => Err(EventError::Over),
        }
    }

    /// May `user` run it (start, cancel, withdraw others)?
    fn may_run(&self, user: u64, moderator: bool) -> Result<(), EventError> {
        if user == self.organiser || moderator {
            Ok(())
        } else {
            Err(EventError::NotOrganiser)
        }
    }

    /// The organiser (or a moderator) starts it: the players are fixed and the first round
    /// is paired by the next step.
    pub fn start(&mut self, user: u64, moderator: bool) -> Result<(), EventError> {
        self.may_run(user, moderator)?;
        self.open()?;
        if self.entrants.len() < 2 {
            return Err(EventError::TooFew);
        }
        let tournament = Tournament::new(self.format, self.rounds, self.entrants.clone())?;
        self.rounds = tournament.rounds();
        self.tournament = Some(tournament);
        self.status = Status::Running;
        Ok(())
    }

    /// The organiser (or a moderator) calls it off: no more rounds (games going are played
    /// out but count for nothing).
    pub fn cancel(&mut self, user: u64, moderator: bool) -> Result<(), EventError> {
        self.may_run(user, moderator)?;
        if !self.status.going() {
            return Err(EventError::Over);
        }
        self.status = Status::Cancelled;
        Ok(())
    }

    /// `user` withdraws, asked by `by` (themselves; the organiser or a moderator may withdraw
    /// anyone): paired no more. Returns the thread of the game they are playing (the driver
    /// resigns it for them).
    pub fn withdraw(
        &mut self,
        user: u64,
        by: u64,
        moderator: bool,
    ) -> Result<Option<u64>, EventError> {
        if by != user {
            self.may_run(by, moderator)?;
        }
        match self.status {
            Status::Open => return self.leave(user).map(|()| None),
            Status::Running => {}
            Status::Over | Status::Cancelled => return Err(EventError::Over),
        }
        let player = self.player_of(user).ok_or(EventError::NotIn)?;
        let tournament = self.tournament.as_mut().ok_or(EventError::Over)?;
        if tournament.entrants()[player].withdrawn {
            return Err(EventError::Withdrawn);
        }
        tournament.withdraw(player)?;
        Ok(self
            .games
            .iter()
            .find(|g| !g.done && (g.first == player || g.second == player))
            .and_then(|g| g.thread))
    }

    /// The game of `round` whose first player is `first`.
    pub fn game_index(&self, round: u32, first: usize) -> Option<usize> {
        self.games
            .iter()
            .position(|g| g.round == round && g.first == first)
    }

    /// The result of game `index`: the scores (first's, second's) and the winner's seat
    /// (0 or 1; None: a draw). A result already in counts once.
    pub fn record(
        &mut self,
        index: usize,
        scores: (i64, i64),
        winner_seat: Option<usize>,
    ) -> Result<(), EventError> {
        let Some(game) = self.games.get(index) else {
            return Err(TournamentError::NoSuchGame(0).into());
        };
        if game.done {
            return Ok(());
        }
        let (round, first, second) = (game.round, game.first, game.second);
        let winner = winner_seat.map(|s| if s == 0 { first } else { second });
        let tournament = self.tournament.as_mut().ok_or(EventError::Over)?;
        tournament.record_won(round, first, second, scores, winner)?;
        self.games[index].done = true;
        Ok(())
    }

    /// The round being played (0 before the first).
    pub fn round(&self) -> u32 {
        self.tournament.as_ref().map_or(0, Tournament::round)
    }

    /// What the driver does next.
    pub fn next_step(&self) -> Step {
        let Some(t) = &self.tournament else {
            return Step::Wait;
        };
        if self.status != Status::Running {
            return Step::Wait;
        }
        let round = t.round();
        if round > 0 && self.rounds_posted < round {
            return Step::RoundPost(round);
        }
        for (i, g) in self.games.iter().enumerate() {
            if g.round != round || g.done {
                continue;
            }
            if g.message_id.is_none() {
                return Step::GamePost(i);
            }
            if g.thread.is_none() {
                return Step::OpenThread(i);
            }
            if !g.started {
                return Step::StartGame(i);
            }
        }
        if !t.round_over() {
            return Step::Wait;
        }
        // After the last round the final standings say it all.
        if t.is_over() {
            return Step::Final;
        }
        if round > 0 && self.standings_posted < round {
            return Step::Standings(round);
        }
        Step::Pair
    }

    /// Pairs the next round; its games (byes have none).
    pub fn pair(&mut self) -> Result<(), EventError> {
        let tournament = self.tournament.as_mut().ok_or(EventError::Over)?;
        for p in tournament.pair_next_round()? {
            if let Some(second) = p.second {
                self.games.push(EventGame {
                    round: p.round,
                    first: p.first,
                    second,
                    message_id: None,
                    thread: None,
                    started: false,
                    done: false,
                    told_no_thread: false,
                });
            }
        }
        Ok(())
    }

    /// The players with a bye in `round`.
    pub fn byes(&self, round: u32) -> Vec<usize> {
        self.tournament
            .iter()
            .flat_map(|t| t.pairings())
            .filter(|p| p.round == round && p.second.is_none())
            .map(|p| p.first)
            .collect()
    }

    /// Round `round`'s pairings were posted.
    pub fn round_posted(&mut self, round: u32) {
        self.rounds_posted = self.rounds_posted.max(round);
    }

    /// Game `index`'s message is `message_id`.
    pub fn game_posted(&mut self, index: usize, message_id: u64) {
        if let Some(g) = self.games.get_mut(index) {
            g.message_id = Some(message_id);
        }
    }

    /// Game `index` plays in `thread` (None: no thread could be opened, and the game plays
    /// nowhere: the driver says so and tries again at its next look).
    pub fn thread_opened(&mut self, index: usize, thread: u64) {
        if let Some(g) = self.games.get_mut(index) {
            g.thread = Some(thread);
        }
    }

    /// The channel was told game `index`'s thread may not be opened; false when it had
    /// been told already.
    pub fn tell_no_thread(&mut self, index: usize) -> bool {
        self.games
            .get_mut(index)
            .is_some_and(|g| !std::mem::replace(&mut g.told_no_thread, true))
    }

    /// Game `index` was handed to its thread's table.
    pub fn game_started(&mut self, index: usize) {
        if let Some(g) = self.games.get_mut(index) {
            g.started = true;
        }
    }

    /// The standings after round `round` were posted.
    pub fn standings_posted(&mut self, round: u32) {
        self.standings_posted = self.standings_posted.max(round);
    }

    /// The final standings were posted: it is over.
    pub fn finished(&mut self) {
        self.status = Status::Over;
    }

    /// The standings, best first (empty before the start).
    pub fn standings(&self) -> Vec<Standing> {
        self.tournament
            .as_ref()
            .map(Tournament::standings)
            .unwrap_or_default()
    }

    /// The player's name by entry index.
    pub fn name(&self, player: usize) -> &str {
        self.players().get(player).map_or("?", |e| e.name.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    fn event() -> Event {
        let mut e = Event::new(
            1,
            10,
            100,
            "en-US",
            GameOptions::new(VariantId::English),
            Format::Swiss,
            2,
        );
        for (user, name) in [(100, "Ala"), (101, "Bolek"), (102, "Cela")] {
            e.join(user, name).unwrap();
        }
        e
    }

    /// Plays the steps a driver would, with made-up message and thread ids, until it waits.
    fn drive(e: &mut Event, next_id: &mut u64) -> Vec<Step> {
        let mut steps = Vec::new();
        loop {
            let step = e.next_step();
            steps.push(step.clone());
            *next_id += 1;
            match step {
                Step::Wait => return steps,
                Step::Pair => e.pair().unwrap(),
                Step::RoundPost(r) => e.round_posted(r),
                Step::GamePost(i) => e.game_posted(i, *next_id),
                Step::OpenThread(i) => e.thread_opened(i, *next_id),
                Step::StartGame(i) => e.game_started(i),
                Step::Standings(r) => e.standings_posted(r),
                Step::Final => e.finished(),
            }
        }
    }

    #[test]
    fn registration_takes_each_player_once_and_only_the_organiser_starts() {
        let mut e = event();
        assert_eq!(e.join(101, "Bolek"), Err(EventError::AlreadyIn));
        e.leave(102).unwrap();
        assert_eq!(e.leave(102), Err(EventError::NotIn));
        assert_eq!(e.start(101, false), Err(EventError::NotOrganiser));
        e.start(101, true).unwrap();
        assert_eq!(e.join(103, "Dan"), Err(EventError::Started));
        let mut lone = Event::new(
            1,
            10,
            100,
            "en-US",
            GameOptions::new(VariantId::English),
            Format::Swiss,
            2,
        );
        lone.join(100, "Ala").unwrap();
        assert_eq!(lone.start(100, false), Err(EventError::TooFew));
    }

    #[test]
    fn rounds_go_pair_post_play_and_standings_until_the_winner() {
        let mut e = event();
        e.start(100, false).unwrap();
        let mut id = 0;
        let steps = drive(&mut e, &mut id);
        assert_eq!(
            steps,
            vec![
                Step::Pair,
                Step::RoundPost(1),
                Step::GamePost(0),
                Step::OpenThread(0),
                Step::StartGame(0),
                Step::Wait
            ]
        );
        assert_eq!(e.byes(1).len(), 1, "three players: one bye");
        // The game ends; the same result reported twice counts once.
        e.record(0, (300, 250), Some(0)).unwrap();
        e.record(0, (300, 250), Some(0)).unwrap();
        let steps = drive(&mut e, &mut id);
        assert_eq!(
            steps[..3],
            [Step::Standings(1), Step::Pair, Step::RoundPost(2)]
        );
        assert_eq!(*steps.last().unwrap(), Step::Wait);
        let second = e.game_index(2, e.games[1].first).unwrap();
        // The loser resigns with the higher score: the resignation decides.
        e.record(second, (400, 100), Some(1)).unwrap();
        let steps = drive(&mut e, &mut id);
        assert_eq!(
            steps,
            vec![Step::Final, Step::Wait],
            "the final standings only"
        );
        assert_eq!(e.status, Status::Over);
        let table = e.standings();
        let winner = &table[0];
        assert_eq!(winner.wins, 2, "{table:?}");
    }

    #[test]
    fn a_withdrawal_names_the_thread_of_the_game_going_on() {
        let mut e = event();
        e.start(100, false).unwrap();
        let mut id = 0;
        drive(&mut e, &mut id);
        let g = e.games[0].clone();
        let user = e.players()[g.second].user;
        let other = e
            .players()
            .iter()
            .map(|p| p.user)
            .find(|&u| u != user && u != e.organiser)
            .expect("another player");
        // Issue 25, point 7: only the player, the organiser (100) or a moderator withdraws
        // a player.
        assert_eq!(
            e.withdraw(user, other, false),
            Err(EventError::NotOrganiser)
        );
        assert_eq!(e.withdraw(user, user, false), Ok(g.thread));
        assert_eq!(e.withdraw(user, user, false), Err(EventError::Withdrawn));
        let bye = e.byes(1)[0];
        let bye_user = e.players()[bye].user;
        assert_eq!(e.withdraw(bye_user, other, true), Ok(None), "a moderator");
        e.cancel(100, false).unwrap();
        assert_eq!(e.next_step(), Step::Wait);
    }
}
