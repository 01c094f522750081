//! What reaches a table: a person's action (from a slash command or a button) or a report from
//! the driver (a message was posted, a DM failed), and the names a report or a press gives
//! back: which post it was ([`PostTag`]), which button ([`ButtonId`]).

use crate::lexicon::{BundledDict, Language};
use crate::rules::VariantId;
use crate::wordcap::WordCapOptions;
use serde::{Deserialize, Serialize};

/// One input: who acted, in which language, and what they did.
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// Which game a table plays: a board variant or WordCap (the 5x5 grid game).
///
/// Saved untagged, so a table saved before WordCap existed (a bare variant name) still loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum GameKind {
    /// A board game of this variant.
    Board(VariantId),
    /// WordCap with these settings.
    WordCap(WordCapOptions),
}

impl GameKind {
    /// Every game's name, as `/game new variant:` offers them.
    pub fn names() -> Vec<&'static str> {
        let mut names: Vec<&'static str> = VariantId::ALL.iter().map(|v| v.name()).collect();
        names.push(WORDCAP_NAME);
        names
    }

    /// The game with this name (WordCap in English, with its default settings).
    pub fn from_name(name: &str) -> Option<GameKind> {
        if name.trim().eq_ignore_ascii_case(WORDCAP_NAME) {
            return Some(GameKind::WordCap(WordCapOptions::new(Language::English)));
        }
        VariantId::from_name(name).map(GameKind::Board)
    }

    /// The name players type and see (`literaki`, ..., `wordcap`).
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Board(v) => v.name(),
            GameKind::WordCap(_) => WORDCAP_NAME,
        }
    }

    /// The game's own name in `locale` (`Literaki`, `Эрудит`, `WordCap`, "Scrabble po
    /// angielsku"): thread names and summaries ([`crate::i18n::game_name`]).
    pub fn title(self, locale: crate::i18n::Locale) -> String {
        crate::i18n::game_name(locale, self.name())
    }

    /// The name its ratings and `/stats` are kept under: the variant's, and WordCap's per
    /// language (`wordcap-pl`: a Polish grid is another game than an English one).
    pub fn rating_name(self) -> String {
        match self {
            GameKind::Board(_) => self.name().to_string(),
            GameKind::WordCap(o) => format!("{WORDCAP_NAME}-{}", o.language.code()),
        }
    }

    /// The board variant, for a board game.
    pub fn board(self) -> Option<VariantId> {
        match self {
            GameKind::Board(v) => Some(v),
            GameKind::WordCap(_) => None,
        }
    }

    /// The word list its words are checked against when the game names none: the
    /// language's default, for WordCap its own choice (German without names and
    /// abbreviations, `de-strict`).
    pub fn default_dictionary(self) -> &'static str {
        match self {
            GameKind::Board(v) => v.variant().language.code(),
            GameKind::WordCap(o) => o.default_dictionary(),
        }
    }

    /// The language its words are in.
    pub fn language(self) -> Language {
        match self {
            GameKind::Board(v) => v.variant().language,
            GameKind::WordCap(o) => o.language,
        }
    }

    /// The fewest players a game starts with.
    pub fn min_players(self) -> usize {
        match self {
            GameKind::Board(v) => v.variant().min_players,
            // A person alone has no opponent to accept or check: WordCap needs two.
            GameKind::WordCap(_) => 2,
        }
    }

    /// The most players a game seats.
    pub fn max_players(self) -> usize {
        match self {
            GameKind::Board(v) => v.variant().max_players,
            GameKind::WordCap(_) => crate::wordcap::MAX_PLAYERS,
        }
    }

    /// True when the game is played against the computer by default (Letterbox).
    pub fn against_computer(self) -> bool {
        self.board().is_some_and(|v| v.variant().against_computer)
    }
}

/// The name of WordCap in `/game new variant:`.
pub const WORDCAP_NAME: &str = "wordcap";

/// Options for a new game, resolved by the driver from the command and the channel's settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    /// The game: a board variant or WordCap.
    pub variant: GameKind,
    /// Seconds a player has for a move (None: no limit); running out is a pass.
    pub move_time_secs: Option<u32>,
    /// The word list to check words against, by name (`pl`, `en`, `ru`, `ru-full`, `de`,
    /// `de-strict`); None: the game's default list ([`GameKind::default_dictionary`]).
    #[serde(default)]
    pub dictionary: Option<String>,
    /// Seconds each player has for the whole game (None: no limit). A player over it passes
    /// at once; when every player is over it the game ends (Literki, WordCap).
    #[serde(default)]
    pub game_time_secs: Option<u32>,
    /// The rules' own setup choices (e.g. the challenge rule).
    #[serde(default)]
    pub rules: crate::rules::GameOptions,
    /// The strength of the computers seated with **Add computer** (and of the one a game
    /// played against the computer seats at once, Letterbox); None: intermediate.
    #[serde(default)]
    pub computer: Option<crate::movegen::computer::Strength>,
    /// Whether `/hint` works (None: only in games against the computer).
    #[serde(default)]
    pub hints: Option<bool>,
    /// Play the game in its own thread, opened from the lobby message when it starts (the
    /// channel's or server's `/config threads:`, on by default; a table saved before threads
    /// existed plays on in its channel).
    #[serde(default)]
    pub threads: bool,
    /// The game does not count for the ratings (the channel's or server's
    /// `/config rated:false`); rated by default.
    #[serde(default)]
    pub unrated: bool,
    /// A game over days (correspondence): each player has this many days per move
    /// (1-14); the driver sets [`GameOptions::move_time_secs`] to match. None: a live game.
    #[serde(default)]
    pub days_per_move: Option<u8>,
}

impl GameOptions {
    /// Options for a board variant, with its defaults.
    pub fn new(variant: VariantId) -> GameOptions {
        GameOptions::of(GameKind::Board(variant))
    }

    /// Options for WordCap with these settings.
    pub fn wordcap(options: WordCapOptions) -> GameOptions {
        GameOptions::of(GameKind::WordCap(options))
    }

    /// Options for a game of this kind, with its defaults.
    pub fn of(variant: GameKind) -> GameOptions {
        GameOptions {
            variant,
            move_time_secs: None,
            dictionary: None,
            game_time_secs: None,
            rules: crate::rules::GameOptions::default(),
            computer: None,
            hints: None,
            threads: false,
            unrated: false,
            days_per_move: None,
        }
    }

    /// The name of the word list this game checks words against: the chosen one when it is
    /// a list of the game's language, else the language's default. A dictionary setting
    /// belongs to a language: a Russian list chosen for a channel never judges Polish words.
    pub fn dictionary_name(&self) -> String {
        let language = self.variant.language();
        match self.dictionary.as_deref().and_then(BundledDict::named) {
            Some(d) if d.language == language => d.name.to_string(),
            _ => self.variant.default_dictionary().to_string(),
        }
    }
}

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
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// Driver report: a post with this tag now has this message id.
    Posted {
        /// The post's tag.
        tag: PostTag,
        /// Discord message id.
        message_id: u64,
    },
    /// Driver report: the game's thread was opened (from the lobby message); the game is
    /// played there from now on.
    ThreadOpened {
        /// The thread's channel id.
        thread: u64,
        /// The lobby message it was opened from.
        message_id: u64,
    },
    /// Driver report: the rack DM to this user could not be delivered (DMs closed).
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
#[derive(Debug, Clone, PartialEq, Eq)]
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue: `/config dictionary:ru-full` then `/game new variant:literaki` checked Polish
    /// words against the Russian list. A chosen list counts only for its own language.
    #[test]
    fn a_dictionary_of_another_language_never_judges_a_game() {
        let mut literaki = GameOptions::new(VariantId::Literaki);
        literaki.dictionary = Some("ru-full".to_string());
        assert_eq!(literaki.dictionary_name(), "pl");
        let mut erudit = GameOptions::new(VariantId::Erudit);
        erudit.dictionary = Some("ru-full".to_string());
        assert_eq!(erudit.dictionary_name(), "ru-full");
        erudit.dictionary = Some("no-such-list".to_string());
        assert_eq!(erudit.dictionary_name(), "ru");
        let mut english = GameOptions::new(VariantId::English);
        english.dictionary = Some("en-us".to_string());
        assert_eq!(english.dictionary_name(), "en-us");
        assert_eq!(
            GameOptions::new(VariantId::Letterbox).dictionary_name(),
            "de"
        );
    }
}
