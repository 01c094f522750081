//! A game's setup: which game a table plays ([`GameKind`]: a board variant or WordCap) and
//! the options chosen for it ([`GameOptions`]), with the bounds a saved setup must keep.
//!
//! Pure, and below everything that plays or schedules games: the table plays one game with
//! these options, a tournament keeps the options all its games are played with, the stats
//! name the games by them.

use crate::lexicon::{BundledDict, Language};
use crate::rules::VariantId;
use crate::wordcap::WordCapOptions;
use serde::{Deserialize, Serialize};

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
    /// The game is not shown on the bot's public pages: no page to watch it live, no link
    /// to one (the channel's or server's `/config pages:false`); its players' own pages
    /// stay theirs. Shown by default.
    #[serde(default)]
    pub unlisted: bool,
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
            unlisted: false,
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

/// The longest move or game time a saved table may have: a year, in seconds.
pub const MAX_TIME_SECS: u32 = 366 * 86_400;
/// The most days per move a game over days may have (`/game new days_per_move`).
pub const MAX_DAYS_PER_MOVE: u8 = 14;

impl GameOptions {
    /// Checks options read from storage (a table's, a tournament's): the move and game times
    /// at most [`MAX_TIME_SECS`], the days per move 1 to [`MAX_DAYS_PER_MOVE`].
    pub fn check(&self) -> Result<(), &'static str> {
        let secs_ok = |s: Option<u32>| s.is_none_or(|s| s <= MAX_TIME_SECS);
        let days_ok = self
            .days_per_move
            .is_none_or(|d| (1..=MAX_DAYS_PER_MOVE).contains(&d));
        if secs_ok(self.move_time_secs) && secs_ok(self.game_time_secs) && days_ok {
            Ok(())
        } else {
            Err("the options' times")
        }
    }
}

/// The languages WordCap offers.
pub const WORDCAP_LANGUAGES: [Language; 4] = [
    Language::English,
    Language::Polish,
    Language::German,
    Language::Russian,
];

/// The WordCap language for someone who named none: the language of their locale (a
/// Discord locale code such as `pl` or `en-GB`) if WordCap has it, else English.
pub fn wordcap_language(locale: &str) -> Language {
    let code = locale.split('-').next().unwrap_or_default();
    Language::from_code(code)
        .filter(|l| WORDCAP_LANGUAGES.contains(l))
        .unwrap_or(Language::English)
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

    /// Options read from storage keep their times within a year and their days per move
    /// within 1 to 14; anything else is refused as damaged.
    #[test]
    fn saved_options_keep_their_times_in_bounds() {
        let mut options = GameOptions::new(VariantId::Literaki);
        assert_eq!(options.check(), Ok(()));
        options.move_time_secs = Some(MAX_TIME_SECS);
        options.days_per_move = Some(MAX_DAYS_PER_MOVE);
        assert_eq!(options.check(), Ok(()));
        for damage in [
            |o: &mut GameOptions| o.move_time_secs = Some(MAX_TIME_SECS + 1),
            |o: &mut GameOptions| o.game_time_secs = Some(u32::MAX),
            |o: &mut GameOptions| o.days_per_move = Some(0),
            |o: &mut GameOptions| o.days_per_move = Some(MAX_DAYS_PER_MOVE + 1),
        ] {
            let mut damaged = GameOptions::new(VariantId::Literaki);
            damage(&mut damaged);
            assert_eq!(damaged.check(), Err("the options' times"), "{damaged:?}");
        }
    }

    #[test]
    fn wordcap_speaks_the_players_language_when_it_can() {
        assert_eq!(wordcap_language("pl"), Language::Polish);
        assert_eq!(wordcap_language("en-GB"), Language::English);
        assert_eq!(wordcap_language("ru"), Language::Russian);
        assert_eq!(wordcap_language("pt-BR"), Language::English);
        assert_eq!(wordcap_language(""), Language::English);
    }
}
