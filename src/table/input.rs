//! What reaches a table: a person's action (from a slash command or a button) or a report from
//! the driver (a message was posted, a DM failed), and the names a report or a press gives
//! back: which post it was ([`PostTag`]), which button ([`ButtonId`]).

use serde::{Deserialize, Serialize};

/// One input: who acted, in which language, and what they did (saved as JSON when it is
/// relayed to the process that drives its table).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Input {
    /// Discord user id of the actor (0 for the driver itself).
    pub user: u64,
    /// Their display name.
    pub name: String,
    /// Their Discord locale (e.g. `pl`, `en-US`), for the answer only they see.
    pub locale: String,
    /// What they did.
    pub action: Action,
}

pub use crate::setup::{GameKind, GameOptions, WORDCAP_NAME};

/// The buttons a game message can carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ButtonAction {
    /// Lobby: join the game.
    Join,
    /// Lobby: start the game.
    Start,
    /// Window: accept the move.
    Accept,
    /// Window: ask for the words to be checked.
    Check,
    /// Window: the author takes the move back (needs every opponent's consent).
    Undo,
    /// Undo vote: agree.
    Agree,
    /// Undo vote: refuse.
    Refuse,
    /// Show my rack (ephemeral).
    MyRack,
    /// Lobby: seat a computer player (the creator).
    AddComputer,
    /// Turn controls: open the move form (the player to move).
    Play,
    /// Turn controls (WordCap): open the word form. Its own action, so that the form is
    /// opened at once from the button alone, without asking the table which game it is.
    PlayWord,
    /// Turn controls: pick tiles to exchange.
    Exchange,
    /// Turn controls: pass.
    Pass,
    /// Turn controls: resign (asks first).
    Resign,
    /// The answer to "Resign for good?": yes.
    ResignConfirmed,
    /// Turn controls (WordCap): reshuffle the grid.
    Sort,
    /// **Answer…** under a daily puzzle (its `game` is the puzzle's id): opens the answer
    /// form. Handled by the driver, never by a table.
    PuzzleAnswer,
    /// A tournament's registration (its `game` is the tournament's id): join. Handled by
    /// the driver, never by a table.
    TournamentJoin,
    /// A tournament's registration: leave.
    TournamentLeave,
    /// A tournament's registration: start (its organiser or a moderator).
    TournamentStart,
}

impl ButtonAction {
    fn code(self) -> &'static str {
        match self {
            ButtonAction::Join => "join",
            ButtonAction::Start => "start",
            ButtonAction::Accept => "accept",
            ButtonAction::Check => "check",
            ButtonAction::Undo => "undo",
            ButtonAction::Agree => "agree",
            ButtonAction::Refuse => "refuse",
            ButtonAction::MyRack => "rack",
            ButtonAction::AddComputer => "cpu",
            ButtonAction::Play => "play",
            ButtonAction::PlayWord => "word",
            ButtonAction::Exchange => "exch",
            ButtonAction::Pass => "pass",
            ButtonAction::Resign => "resign",
            ButtonAction::ResignConfirmed => "resign-yes",
            ButtonAction::Sort => "sort",
            ButtonAction::PuzzleAnswer => "puzzle",
            ButtonAction::TournamentJoin => "t-join",
            ButtonAction::TournamentLeave => "t-leave",
            ButtonAction::TournamentStart => "t-start",
        }
    }

    fn from_code(code: &str) -> Option<ButtonAction> {
        [
            ButtonAction::Join,
            ButtonAction::Start,
            ButtonAction::Accept,
            ButtonAction::Check,
            ButtonAction::Undo,
            ButtonAction::Agree,
            ButtonAction::Refuse,
            ButtonAction::MyRack,
            ButtonAction::AddComputer,
            ButtonAction::Play,
            ButtonAction::PlayWord,
            ButtonAction::Exchange,
            ButtonAction::Pass,
            ButtonAction::Resign,
            ButtonAction::ResignConfirmed,
            ButtonAction::Sort,
            ButtonAction::PuzzleAnswer,
            ButtonAction::TournamentJoin,
            ButtonAction::TournamentLeave,
            ButtonAction::TournamentStart,
        ]
        .into_iter()
        .find(|a| a.code() == code)
    }
}

/// Which kind of message a post is, so the driver can report its id back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PostTag {
    /// The lobby message (edited as players join).
    Lobby,
    /// The message carrying a move's Accept/Check/Undo buttons.
    Window,
    /// A short line saying whose turn it is, with the controls of the player to move
    /// (after a turn that laid no tiles: a pass, an exchange, a lost turn).
    Turn,
    /// The post asking the opponents to agree to an Undo (deleted when the vote ends).
    UndoVote,
    /// Any other message (no id needed).
    Plain,
}

/// Everything a button's `custom_id` carries, so a press routes correctly after a restart and a
/// stale button is told apart: `plz:<game>:<action>:<move>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ButtonId {
    /// The game (or lobby) the button belongs to.
    pub game: u64,
    /// What it does.
    pub action: ButtonAction,
    /// The game's move number when the button was made.
    pub move_number: u32,
}

impl ButtonId {
    /// The `custom_id` text.
    pub fn encode(&self) -> String {
        format!(
            "plz:{}:{}:{}",
            self.game,
            self.action.code(),
            self.move_number
        )
    }

    /// Read a `custom_id`; None when it is not one of ours.
    pub fn decode(custom_id: &str) -> Option<ButtonId> {
        let mut parts = custom_id.split(':');
        if parts.next()? != "plz" {
            return None;
        }
        let game = parts.next()?.parse().ok()?;
        let action = ButtonAction::from_code(parts.next()?)?;
        let move_number = parts.next()?.parse().ok()?;
        if parts.next().is_some() {
            return None;
        }
        Some(ButtonId {
            game,
            action,
            move_number,
        })
    }
}

/// What an input asks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// `/game new`: open a lobby.
    NewGame(GameOptions),
    /// A tournament's game, started at once in the thread it is sent to (the driver calls
    /// [`crate::table::Table::open_match`]; a table already there ignores it).
    OpenMatch(Box<Match>),
    /// A button press.
    Button(ButtonId),
    /// What a control's own form or picker sent back (a move typed in the **Play…** form,
    /// the tiles picked after **Exchange…**): carried out only while the control's game and
    /// move are the table's, else answered as a late press is.
    Control(ButtonId, Box<Action>),
    /// `/play move:<notation>`.
    Play(String),
    /// `/exchange tiles:<letters>`.
    Exchange(String),
    /// `/pass`.
    Pass,
    /// `/game sort`: reshuffle the WordCap grid.
    Sort,
    /// `/resign`.
    Resign,
    /// `/game agree`: agree to end a game at the simple level.
    AgreeEnd,
    /// `/rack`: show my rack (ephemeral).
    ShowRack,
    /// `/hint`: a few good moves for my rack (ephemeral), where the game allows it.
    Hint,
    /// `/game end`; `moderator` is true when the actor has Manage Server.
    EndGame {
        /// The actor may manage the server.
        moderator: bool,
    },
}

/// What a door reports back after carrying out an effect: a fact about the world the table
/// must remember (where a post landed, that a thread opened, that a DM bounced), never a
/// person's action. Handed to [`crate::table::Table::handle_event`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    /// A post with this tag now has this message id.
    Posted {
        /// The post's tag.
        tag: PostTag,
        /// The message's id.
        message_id: u64,
    },
    /// The game's thread was opened (from the lobby message); the game is played there from
    /// now on.
    ThreadOpened {
        /// The thread's channel id.
        thread: u64,
        /// The lobby message it was opened from.
        message_id: u64,
    },
    /// The rack sent privately to this user could not be delivered (DMs closed).
    DmFailed {
        /// The user.
        user: u64,
    },
}

impl Action {
    /// The action itself: what a control's form or picker sent ([`Action::Control`]) without
    /// the control it came from.
    pub fn inner(&self) -> &Action {
        match self {
            Action::Control(_, action) => action.inner(),
            other => other,
        }
    }
}

/// A game set up by a tournament: who sits where, with which options, and where its summary
/// is shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// The options of the game.
    pub options: GameOptions,
    /// The players in seat order: (user id, display name, locale).
    pub players: Vec<(u64, String, String)>,
    /// The message in the tournament's channel that shows the game's summary.
    pub summary: crate::table::SummaryPlace,
    /// Which tournament game it is.
    pub tag: crate::table::TournamentTag,
    /// The language of the game's posts (the tournament's).
    pub locale: String,
}
