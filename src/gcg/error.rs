//! Why a GCG record could not be read: [`GcgError`] names the line (1-based) and says what
//! is wrong there in words.

use thiserror::Error;

/// A record that cannot be read, with the line where reading stopped.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {kind}")]
pub struct GcgError {
    /// The line number, from 1 (0 when the problem is the whole file).
    pub line: usize,
    /// What is wrong.
    pub kind: GcgErrorKind,
}

impl GcgError {
    /// An error on a line.
    pub fn at(line: usize, kind: GcgErrorKind) -> GcgError {
        GcgError { line, kind }
    }
}

/// What is wrong with a line of a GCG record.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GcgErrorKind {
    /// The file holds no player and no event.
    #[error("the file is empty: a game record needs #player1, #player2 and moves")]
    Empty,
    /// Fewer than two `#playerN` lines.
    #[error("a game record needs at least #player1 and #player2")]
    TooFewPlayers,
    /// A `#playerN` line that cannot be read.
    #[error("cannot read the player line (expected `#playerN nickname full name`)")]
    BadPlayer,
    /// The same `#playerN` twice.
    #[error("player {0} is named twice")]
    PlayerTwice(usize),
    /// Two players with one nickname or one full name.
    #[error("two players are both called `{0}`")]
    DuplicateName(String),
    /// Player numbers with a gap.
    #[error("#player{0} is missing before this player")]
    PlayerGap(usize),
    /// A `#playerN` line after the first event.
    #[error("players must be named before the first move")]
    PlayerAfterEvents,
    /// An event before any player is named.
    #[error("a move comes before #player1 and #player2")]
    EventBeforePlayers,
    /// An event by a nickname no `#playerN` names.
    #[error("no player is called `{0}` (name them with #player1 and #player2)")]
    UnknownPlayer(String),
    /// An event line without `>nick:`.
    #[error("an event line must start with `>nickname:`")]
    NoNickname,
    /// No score (`+N` / `-N` and a total) on an event line.
    #[error("no score on this event (expected `+points total`)")]
    NoScore,
    /// A number that does not fit.
    #[error("the number `{0}` is too big")]
    NumberTooBig(String),
    /// A rack with something else than letters and `?`.
    #[error("the rack `{0}` holds something that is not a letter or `?`")]
    BadRack(String),
    /// A `#target` that is not a positive number.
    #[error("`#target {0}` is not a score to play to (a whole number above 0)")]
    BadTarget(String),
    /// A square name that is not `8H` or `H8`.
    #[error("`{0}` is not a square (write `8H` for across, `H8` for down)")]
    BadSquare(String),
    /// A played word with something else than letters, `.` and `( )`.
    #[error("the word `{0}` holds something that is not a letter, `.` or parentheses")]
    BadWord(String),
    /// A taken blank that is not `!`, a square written column first, and one letter.
    #[error(
        "`{0}` must name the square of the blank taken and the real letter laid there, e.g. `!H8A`"
    )]
    BadTake(String),
    /// An exchange that is neither tiles nor a count.
    #[error("the exchange `{0}` must be tiles (`-ABC`) or a count (`-3`)")]
    BadExchange(String),
    /// Tokens that make no known event.
    #[error("cannot tell what this event is: `{0}`")]
    UnknownEvent(String),
    /// A `(RACK)` end-game line whose rack differs from the rack written before it.
    #[error("the end-game rack `{0}` cannot be read")]
    BadEndRack(String),
    /// An event after the `#rackN` lines that close a record.
    #[error("a move follows the #rack lines, which must come last")]
    EventAfterFinalRack,
    /// A `#rackN` for a player that does not exist.
    #[error("#rack{0} names a player that does not exist")]
    BadRackPlayer(usize),
    /// `#character-encoding` names an encoding plansza cannot read.
    #[error("the record says it is in `{0}`, an encoding plansza does not know; save it as UTF-8, or name it as `UTF-8`, `ISO-8859-1`, `ISO-8859-2`, `windows-1250`, `windows-1251` or `KOI8-R`")]
    UnknownEncoding(String),
    /// `#character-encoding` not on the first line.
    #[error("#character-encoding must be the first line of the file")]
    EncodingNotFirst,
    /// A line that is none of pragma, event, note text or blank.
    #[error("cannot read this line: `{0}`")]
    StrayLine(String),
}
