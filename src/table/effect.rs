//! What a table asks its driver to do. Texts are catalog keys with arguments ([`Msg`]); the
//! driver localizes them (the table speaks no language).

use super::input::{ButtonId, PostTag};
use crate::render::{BoardView, GridView, RackView};
use serde::{Deserialize, Serialize};

/// One argument of a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum MsgArg {
    /// Text (a name, a word): shown as it is, so the Discord layer escapes any markdown in
    /// it (a player called `**x**` is shown with the stars).
    Str(String),
    /// Text the bot formatted itself in Discord markdown (moves in code spans); never a
    /// user's text.
    Markdown(String),
    /// Text the message shows inside a code span (`` `{ $square }` ``): shown as it is, with
    /// nothing that could close the span.
    Code(String),
    /// A number.
    Num(i64),
    /// A game, by the name the code keeps it under (`literaki`, `wordcap-pl`): shown as the
    /// game's own name in the reader's language ([`crate::i18n::game_name`]).
    Game(String),
    /// A number in tenths (an equity: 235 is 23.5 points): shown with one decimal, written
    /// with the reader's decimal sign (`23.5`, `23,5`).
    Tenths(i64),
}

/// A text to localize: a catalog key and its arguments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Msg {
    /// The catalog key.
    pub key: &'static str,
    /// Named arguments.
    pub args: Vec<(&'static str, MsgArg)>,
}

impl Msg {
    /// A message without arguments.
    pub fn new(key: &'static str) -> Msg {
        Msg {
            key,
            args: Vec::new(),
        }
    }

    /// Add a text argument.
    pub fn s(mut self, name: &'static str, value: impl Into<String>) -> Msg {
        self.args.push((name, MsgArg::Str(value.into())));
        self
    }

    /// Add a text argument the bot formatted in markdown itself (see [`MsgArg::Markdown`]).
    pub fn md(mut self, name: &'static str, value: impl Into<String>) -> Msg {
        self.args.push((name, MsgArg::Markdown(value.into())));
        self
    }

    /// Add a text argument that the message shows in a code span (see [`MsgArg::Code`]).
    pub fn code(mut self, name: &'static str, value: impl Into<String>) -> Msg {
        self.args.push((name, MsgArg::Code(value.into())));
        self
    }

    /// Add a game's name (see [`MsgArg::Game`]): `literaki`, `erudit`, `wordcap-pl`.
    pub fn game(mut self, name: &'static str, game: impl Into<String>) -> Msg {
        self.args.push((name, MsgArg::Game(game.into())));
        self
    }

    /// Add a number argument.
    pub fn n(mut self, name: &'static str, value: impl Into<i64>) -> Msg {
        self.args.push((name, MsgArg::Num(value.into())));
        self
    }

    /// Add a number in tenths (see [`MsgArg::Tenths`]).
    pub fn tenths(mut self, name: &'static str, value: i64) -> Msg {
        self.args.push((name, MsgArg::Tenths(value)));
        self
    }

    /// The value of a named argument, for tests.
    pub fn arg(&self, name: &str) -> Option<&MsgArg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

/// How a button looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ButtonStyle {
    /// Blue.
    Primary,
    /// Grey.
    Secondary,
    /// Green.
    Success,
    /// Red.
    Danger,
}

/// A button on a posted message; its label is a catalog key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Button {
    /// What pressing it sends back.
    pub id: ButtonId,
    /// Catalog key of its label.
    pub label: &'static str,
    /// Its colour.
    pub style: ButtonStyle,
}

/// The picture a post carries: a board or a WordCap grid.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Picture {
    /// A board game's board with the score table.
    Board(BoardView),
    /// WordCap's grid with the score table.
    Grid(GridView),
    /// The ending of a finished game: the final board (or grid) with the ranking, the score
    /// chart and the replay, drawn by the driver.
    Ending(Box<super::ending::pictures::EndingViews>),
}

impl From<BoardView> for Picture {
    fn from(view: BoardView) -> Picture {
        Picture::Board(view)
    }
}

impl From<GridView> for Picture {
    fn from(view: GridView) -> Picture {
        Picture::Grid(view)
    }
}

/// How a message's lines are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Look {
    /// As text.
    #[default]
    Text,
    /// As a card (a Discord embed): the first line is its title, the others its body, in
    /// the colour of this seat (None: the bot's own); a picture is shown inside it.
    Card {
        /// The seat whose colour the card takes.
        colour_seat: Option<u8>,
    },
}

/// A message to the channel, seen by players and spectators (never a rack).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Post {
    /// Its kind.
    pub tag: PostTag,
    /// The text lines, in order.
    pub lines: Vec<Msg>,
    /// A board picture to attach.
    pub board: Option<Picture>,
    /// Buttons.
    pub buttons: Vec<Button>,
    /// Users to mention (pinged).
    pub mention: Vec<u64>,
    /// Text or card.
    pub look: Look,
}

impl Post {
    /// A plain text post: these lines, no picture, no buttons, nobody pinged.
    pub fn text(lines: Vec<Msg>) -> Post {
        Post {
            tag: PostTag::Plain,
            lines,
            board: None,
            buttons: Vec::new(),
            mention: Vec::new(),
            look: Look::Text,
        }
    }
}

/// A form the person fills in (a Discord modal), opened by a control.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// A board move: the word, its start square and its direction.
    BoardMove,
    /// A WordCap word: the word or its cells.
    GridWord,
}

/// One tile a player may pick (the exchange picker): its text as `/exchange` takes it and
/// its value, for the label.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileChoice {
    /// The letter in upper case, `?` for a blank.
    pub letter: String,
    /// Its points.
    pub value: u32,
}

/// The answer to the person whose input it was (seen only by them).
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// Nothing to say beyond the channel posts (a button press is just acknowledged).
    Done,
    /// A short text.
    Text(Msg),
    /// Their rack (picture and text).
    Rack {
        /// The rack picture.
        view: RackView,
        /// The rack as text, e.g. `A Ą K O T ? Ż`.
        letters: String,
    },
    /// Open a form for them to fill in; what they send comes back as the input the form is
    /// for (`/play`), carrying `id` (the game and move number the form was opened at).
    Form {
        /// The form.
        form: Form,
        /// The control that opened it.
        id: ButtonId,
    },
    /// Let them pick tiles of their rack to exchange (a multi-select); what they pick comes
    /// back as `/exchange` with those tiles.
    PickTiles {
        /// The control that opened it.
        id: ButtonId,
        /// Their rack, in order.
        tiles: Vec<TileChoice>,
    },
    /// A question with buttons (e.g. "Resign for good?").
    Ask {
        /// The question.
        text: Msg,
        /// The answers.
        buttons: Vec<Button>,
    },
}

/// One player on a game's summary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SummaryPlayer {
    /// Display name.
    pub name: String,
    /// Score.
    pub score: i32,
    /// Their turn now.
    pub to_move: bool,
    /// They resigned.
    pub resigned: bool,
}

/// What a game's live summary shows (the lobby message in the channel, once the game plays
/// in its thread): the game, the players and scores, whose turn, the move count, where to
/// watch, and the result at the end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// The game's name (`Literaki`, `WordCap`, ...).
    pub title: String,
    /// The players, in seat order.
    pub players: Vec<SummaryPlayer>,
    /// Turns taken so far ([`crate::table::TableGame::turns_taken`]).
    #[serde(alias = "move_number")]
    pub turns: u32,
    /// The thread the game is played in.
    pub thread: u64,
    /// The game is over.
    pub over: bool,
    /// The result (why it ended, the ranking, the winner) once over; otherwise empty.
    pub result: Vec<Msg>,
    /// The game is not shown on the bot's public pages ([`crate::setup::GameOptions::unlisted`]).
    #[serde(default)]
    pub unlisted: bool,
}

/// One thing for the driver to do; carried out in the order given.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Effect {
    /// Save the table's state now (before anything is sent).
    Persist,
    /// The game is over: record it and forget the table.
    Archive,
    /// Answer the actor privately (never owed: see [`super::owed::owes`]).
    #[serde(skip)]
    Reply(Reply),
    /// Post to the channel.
    Post(Post),
    /// Replace an earlier message's text and buttons (empty buttons: remove them).
    Edit {
        /// The message.
        message_id: u64,
        /// New text lines.
        lines: Vec<Msg>,
        /// New buttons.
        buttons: Vec<Button>,
        /// A new picture in place of the old one (None: the message keeps its picture).
        board: Option<Picture>,
        /// Text or card.
        look: Look,
    },
    /// Open the game's thread from the lobby message, named `name`; the driver reports
    /// [`super::Report::ThreadOpened`] and plays on there, or, where the bot may not open
    /// threads, says so (once) and plays on in the channel.
    OpenThread {
        /// The lobby message.
        message_id: u64,
        /// The thread's name, e.g. `Literaki · Ala vs Bolek`.
        name: String,
    },
    /// Show the game's summary on its lobby message in `channel`.
    Summary {
        /// The channel the lobby was opened in.
        channel: u64,
        /// The lobby message.
        message_id: u64,
        /// What it shows.
        summary: Summary,
    },
    /// The game is over: archive its thread (after the final posts).
    CloseThread,
    /// Take the buttons off an earlier message, keeping its text and picture (the controls
    /// of a turn that is over).
    ClearButtons {
        /// The message.
        message_id: u64,
    },
    /// Delete an earlier message that has served its purpose (an Undo vote's call).
    Delete {
        /// The message.
        message_id: u64,
    },
    /// Remind a player by DM (a game over days): it is their turn, or their time runs out.
    /// The driver adds a link to the game's channel and sends nothing to a player who
    /// turned reminders off (`/notify off`).
    Remind {
        /// The player.
        user: u64,
        /// What to say.
        lines: Vec<Msg>,
    },
    /// Send a player their rack by DM; if it fails the driver reports [`super::Report::DmFailed`].
    SendRack {
        /// The player.
        user: u64,
        /// The rack picture.
        view: RackView,
        /// The rack as text.
        letters: String,
        /// A line above it (e.g. "Your rack in #channel").
        note: Msg,
    },
}
