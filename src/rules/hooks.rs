//! The named rules a variant chooses among, as data: how a move is challenged
//! ([`ChallengeRule`]), how exchanges are limited ([`ExchangeRule`]), how the game ends and
//! what the racks left count then ([`EndRules`]), and the special-rule hooks ([`Hooks`]):
//! Literki's WYM field ([`WymRule`]), Эрудит's blank swap ([`BlankSwap`]) and target score
//! ([`TargetScore`]), and the Letterbox game's letter scoring ([`ScoringBasis`]), board
//! clearing ([`BoardClearing`]), word takeover ([`WordTakeover`]), new letters when
//! nobody can lay ([`PassOut::NewLetters`]) and the game points at stake ([`Stakes`],
//! [`game_points`]). Per-game choices a table makes at setup live in
//! [`GameOptions`] (challenge rule, [`Level`], target score, rack size).
//!
//! The engine reads these values; it never asks which variant it plays.

use serde::{Deserialize, Serialize};

/// How a laid move is checked against the dictionary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChallengeRule {
    /// Literaki's and club Scrabble's double challenge: the move waits; opponents accept it
    /// (it stands whatever the dictionary says) or check it. A word not in the dictionary:
    /// the tiles go back and the author loses the turn. All words valid: the challenger loses
    /// their next turn. A check nobody asked for (the window ran out) penalizes nobody.
    Double,
    /// Void (auto-check): the words are looked up when the move is laid
    /// ([`crate::rules::Game::play`]); a move with a word not in the dictionary is refused
    /// and the player simply tries again. No window, no penalty.
    Void,
}

impl ChallengeRule {
    /// The rule's name as typed in settings (`double`, `void`).
    pub fn name(self) -> &'static str {
        match self {
            ChallengeRule::Double => "double",
            ChallengeRule::Void => "void",
        }
    }
    /// The rule with this name (case-insensitive).
    pub fn from_name(name: &str) -> Option<ChallengeRule> {
        [ChallengeRule::Double, ChallengeRule::Void]
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// When and how often a player may exchange tiles instead of moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ExchangeRule {
    /// An exchange needs at least this many tiles in the bag.
    pub min_bag: usize,
    /// Most exchanges per player per game (None: unlimited).
    pub limit: Option<u8>,
    /// Fewest tiles one exchange may swap.
    pub min_tiles: usize,
    /// Most tiles one exchange may swap (normally the rack size).
    pub max_tiles: usize,
}

/// Which run of turns without a standing move ends the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PassOut {
    /// Only passes count: `per_player` passes by every active player in a row (Literaki:
    /// "wszyscy gracze spasują 2 razy w dwóch kolejnych kolejkach"). Any other action but a
    /// penalty skip breaks the run.
    Passes {
        /// Passes per active player.
        per_player: u32,
    },
    /// Every turn that scores nothing counts: passes, exchanges, moves taken off by a
    /// challenge and plays worth 0 (NASPA: six in a row for two players). A play that scores
    /// breaks the run; a penalty skip neither counts nor breaks it.
    ScorelessTurns {
        /// Scoreless turns per active player.
        per_player: u32,
    },
    /// Letterbox: a pass says "I cannot lay anything". When every active player passed in a
    /// row, every rack goes back to the bag and each player draws a new set
    /// ([`crate::rules::TurnRecord::NewLetters`]); `rounds` such rounds with no word
    /// between end the game in a draw ([`crate::rules::Ending::Drawn`]) with no adjustments.
    /// Any other turn breaks the run.
    NewLetters {
        /// Rounds of passes that end the game in a draw.
        rounds: u32,
    },
}

/// What the player who goes out gets for the tiles the others still hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutBonus {
    /// Literaki/Literki: the player gains the sum of the opponents' racks and each opponent
    /// loses their own.
    GainsOpponentsRacks,
    /// NASPA/WESPA as recorded in GCG files (`(AEI) +6`): the player gains twice the sum of
    /// the opponents' racks; the opponents' scores stay as they are.
    TwiceOpponentsRacks,
}

/// What happens when every active player is over the game time limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeOverRule {
    /// No game clock ending.
    Never,
    /// All players over their game time: the game ends, each loses their own rack's value
    /// (Literki: "wszyscy gracze przekroczą czas na grę").
    EachLosesOwnRack,
}

/// How a game ends and how the tiles left on the racks count. In every variant a game also
/// ends when the bag is empty and a player uses their last tile (going out), and when all
/// but one player resigned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EndRules {
    /// The run of passes (or scoreless turns) that ends the game; after it every active
    /// player loses the value of their own rack.
    pub pass_out: PassOut,
    /// Going out (bag empty, last tile used).
    pub out_bonus: OutBonus,
    /// Everybody over the game time limit.
    pub time_over: TimeOverRule,
}

/// Literki's WYM field: a word laid through it (a new tile on the field) makes an opponent
/// exchange tiles at random.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WymRule {
    /// No exchange when the bag holds fewer tiles than this (after the author refilled).
    pub min_bag: usize,
    /// Who has to exchange.
    pub victim: WymVictim,
    /// How many of their tiles go back.
    pub count: WymCount,
}

/// Which opponent a WYM field hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WymVictim {
    /// The next player in turn order who has not resigned (the one about to move).
    NextOpponent,
}

/// How many tiles a WYM exchange swaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WymCount {
    /// The whole rack: every tile goes back, as many new ones are drawn at random.
    WholeRack,
}

/// Whether a blank lying on the board may be taken (see [`crate::rules::take_blank`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BlankSwap {
    /// Blanks stay where they were laid.
    Never,
    /// Эрудит: a player may lay the real letter from their rack on a blank standing for that
    /// letter (`!a` in the notation) and take the blank, which must be laid again in the
    /// same move.
    ForRealLetter,
}

/// Whether the game is played to a target score agreed at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TargetScore {
    /// No target: the game ends by going out, passes, time or resignation.
    None,
    /// Эрудит: when a stood move brings a player to the target (the game's
    /// [`GameOptions::target`], else `default`), the round is finished so every player has
    /// had as many turns (counted from the player who made the first turn); then the game
    /// ends with no adjustments and the highest score wins.
    FinishRound {
        /// The target when the players agree on none.
        default: u32,
    },
    /// Letterbox: the game ends at once when a move brings a player to the target (the
    /// game's [`GameOptions::target`], else `default`) or beyond; that player wins.
    FirstToReach {
        /// The target when the players agree on none.
        default: u32,
    },
}

impl TargetScore {
    /// The target when the players agree on none (None: no target).
    pub fn default_target(self) -> Option<u32> {
        match self {
            TargetScore::None => None,
            TargetScore::FinishRound { default } | TargetScore::FirstToReach { default } => {
                Some(default)
            }
        }
    }
}

/// What a move scores for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScoringBasis {
    /// Every word formed scores its letters with premiums (Scrabble-like).
    Words,
    /// Letterbox: every letter laid scores its value, doubled on a letter premium (the start
    /// field, the yellow fields); the words formed are checked but not scored, and there is
    /// no bonus for a whole rack ("Jeder abgelegte Buchstabe zählt die angegebene Anzahl
    /// Punkte").
    Letters,
}

/// Whether covering a field clears the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardClearing {
    /// The board is never cleared.
    Never,
    /// Letterbox: a move that lays a letter on a [`crate::rules::Premium::Clearing`] field is
    /// scored, then every tile on the board goes back to the bag and play goes on on an empty
    /// board (the next word must cover the start field again).
    OnClearingField,
}

/// Whether tiles on the board belong to players and can be taken over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WordTakeover {
    /// Tiles belong to nobody.
    Never,
    /// Letterbox: every tile belongs to the player who laid or took it. A word a move forms
    /// extends an existing word when it holds a run of two or more old tiles in its own
    /// direction; if such a run holds another player's tile, the mover scores the face value
    /// of every tile in the run and the run becomes theirs. Crossing a word (one of its
    /// letters, the other way) takes nothing.
    ExtendedWord,
}

/// Whether a game puts game points at stake for the players' accounts on a server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stakes {
    /// No game points.
    None,
    /// Letterbox: harder settings put more points at stake ([`game_points`]); a win adds them to the winner's
    /// account, a loss takes them from each loser's.
    BySettings,
}

impl Stakes {
    /// The game points at stake for a game with `letters` per rack, this target and move
    /// time limit, against a computer of this rank (0 the weakest; None: no computer); None
    /// when the variant keeps no accounts.
    pub fn points(
        self,
        letters: usize,
        target: Option<u32>,
        move_time_secs: Option<u32>,
        computer_rank: Option<u8>,
    ) -> Option<u32> {
        match self {
            Stakes::None => None,
            Stakes::BySettings => Some(game_points(
                letters,
                target.unwrap_or(0),
                move_time_secs,
                computer_rank,
            )),
        }
    }
}

/// Letters on a full Letterbox rack ("fünf bis zehn Buchstaben"): each letter fewer puts two
/// more game points at stake.
const FULL_RACK: usize = 10;

/// The game points a game puts at stake ("Je schwieriger die Spieleinstellungen gewählt
/// werden, desto höher die Anzahl der Spielpunkte"): a tenth of the target (a longer game),
/// two for every letter fewer than ten on the rack, a bonus for a short move time (30 s or
/// less: 10, 60 s: 6, 120 s: 3) and five for every step of the computer's strength above
/// the weakest ("Spielstärke des Computergegners"). The default game between people (7
/// letters, target 100, no move time limit) is worth 16; against an intermediate computer 21.
pub fn game_points(
    letters: usize,
    target: u32,
    move_time_secs: Option<u32>,
    computer_rank: Option<u8>,
) -> u32 {
    let computer_bonus = 5 * u32::from(computer_rank.unwrap_or(0));
    let letters_bonus = 2 * FULL_RACK.saturating_sub(letters) as u32;
    let time_bonus = match move_time_secs {
        Some(s) if s <= 30 => 10,
        Some(s) if s <= 60 => 6,
        Some(s) if s <= 120 => 3,
        _ => 0,
    };
    target / 10 + letters_bonus + time_bonus + computer_bonus
}

/// The special rules of a variant, each a named hook the engine reads. The colour-letter
/// bonus (Literaki) and the 4S arrow (Literki) live in the board's
/// [`crate::rules::Premium`]s; the rest are here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hooks {
    /// Literki's WYM fields ([`crate::rules::Premium::Exchange`]); None: such a field does
    /// nothing.
    pub wym: Option<WymRule>,
    /// Эрудит's blank swap.
    pub blank_swap: BlankSwap,
    /// A target score (Эрудит, Letterbox).
    pub target: TargetScore,
    /// Words or letters score (Letterbox: letters).
    pub scoring: ScoringBasis,
    /// Letterbox's board clearing.
    pub board_clearing: BoardClearing,
    /// Letterbox's word takeover.
    pub word_takeover: WordTakeover,
    /// Letterbox's game points for the server accounts.
    pub stakes: Stakes,
    /// When a player may consult the dictionary (Literki: only after laying a word).
    pub dictionary_use: DictionaryUse,
}

impl Hooks {
    /// No special rule at all.
    pub const NONE: Hooks = Hooks {
        wym: None,
        blank_swap: BlankSwap::Never,
        target: TargetScore::None,
        scoring: ScoringBasis::Words,
        board_clearing: BoardClearing::Never,
        word_takeover: WordTakeover::Never,
        stakes: Stakes::None,
        dictionary_use: DictionaryUse::Free,
    };
}

/// When a player may consult the dictionary, and so when the bot may look words up for a
/// player (a hint is such a look-up).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DictionaryUse {
    /// Whenever the table allows it (hints where the table turns them on).
    Free,
    /// Literki: "podczas układania słów korzystanie ze słownika jest zabronione, może być on
    /// użyty jedynie po ułożeniu słowa": nothing looks words up for a player before they lay,
    /// whoever sits at the table (no hints, even against the computer). Checking a laid word
    /// and the missed moves after the game stay.
    OnlyAfterLaying,
}

/// Whether scores are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Scores are kept and decide the winner (Эрудит: «сложный»).
    #[default]
    Scored,
    /// No scores: moves are checked and shown with what they would score, nobody's score
    /// changes, the game ends when every player agrees
    /// ([`crate::rules::Game::agree_end`]) and no one wins (Эрудит: «простой»).
    Simple,
}

impl Level {
    /// The level's name as typed in settings (`scored`, `simple`).
    pub fn name(self) -> &'static str {
        match self {
            Level::Scored => "scored",
            Level::Simple => "simple",
        }
    }
    /// The level with this name (case-insensitive).
    pub fn from_name(name: &str) -> Option<Level> {
        [Level::Scored, Level::Simple]
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// Choices made when a game is set up, where the variant allows a choice. Missing values
/// take the variant's defaults, so games saved before an option existed still load.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameOptions {
    /// The challenge rule, if the table chose one of the variant's
    /// [`crate::rules::Variant::challenge_choices`].
    #[serde(default)]
    pub challenge: Option<ChallengeRule>,
    /// Scored (the default) or simple.
    #[serde(default)]
    pub level: Level,
    /// The target score, for a variant played to one ([`TargetScore::FinishRound`]); None:
    /// the variant's default.
    #[serde(default)]
    pub target: Option<u32>,
    /// Tiles on a full rack, for a variant that lets the table choose
    /// ([`crate::rules::Variant::rack_choices`]; Letterbox: 5-10); None: the variant's.
    #[serde(default)]
    pub rack_size: Option<u8>,
}

impl GameOptions {
    /// True when scores count (the scored level).
    pub fn scored(&self) -> bool {
        self.level == Level::Scored
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn challenge_names_round_trip() {
        for c in [ChallengeRule::Double, ChallengeRule::Void] {
            assert_eq!(ChallengeRule::from_name(c.name()), Some(c));
        }
        assert_eq!(
            ChallengeRule::from_name(" VOID "),
            Some(ChallengeRule::Void)
        );
        assert_eq!(ChallengeRule::from_name("single"), None);
    }

    #[test]
    fn level_names_round_trip() {
        for l in [Level::Scored, Level::Simple] {
            assert_eq!(Level::from_name(l.name()), Some(l));
        }
        assert_eq!(Level::from_name(" Simple"), Some(Level::Simple));
        assert_eq!(Level::from_name("easy"), None);
        assert!(GameOptions::default().scored());
    }

    #[test]
    fn options_load_from_an_old_save() {
        let o: GameOptions = serde_json::from_str("{}").unwrap_or(GameOptions {
            challenge: Some(ChallengeRule::Void),
            ..GameOptions::default()
        });
        assert_eq!(o.rack_size, None);
        assert_eq!(o, GameOptions::default());
    }
}
