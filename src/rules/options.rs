//! The settings players choose when a game is set up ([`GameOptions`]): the [`Level`]
//! (scored, or the simple level without scores that ends when the players agree) and the
//! target score of variants played to one (Эрудит's "количество победных баллов").

use super::variant::VariantId;
use serde::{Deserialize, Serialize};

/// Whether scores are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Scores are kept and decide the winner (Эрудит: «сложный»).
    #[default]
    Scored,
    /// No scores: moves are checked and shown with what they would score, the game ends when
    /// every player agrees, and no one wins (Эрудит: «простой»).
    Simple,
}

/// The settings of one game, chosen at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct GameOptions {
    /// Scored or simple.
    #[serde(default)]
    pub level: Level,
    /// Play to this score, then finish the round (None: the game ends only the usual ways).
    #[serde(default)]
    pub target: Option<u32>,
}

impl GameOptions {
    /// The variant's defaults: scored, with the variant's target score if it has one.
    pub fn for_variant(variant: VariantId) -> GameOptions {
        GameOptions {
            level: Level::Scored,
            target: variant.variant().target_score,
        }
    }

    /// True when scores count (the scored level).
    pub fn scored(&self) -> bool {
        self.level == Level::Scored
    }

    /// The target score that ends the game, if one applies (never in the simple level).
    pub fn active_target(&self) -> Option<u32> {
        match self.level {
            Level::Scored => self.target,
            Level::Simple => None,
        }
    }

    /// True when the settings make sense (a target, if any, of at least 1).
    pub fn is_valid(&self) -> bool {
        self.target != Some(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_variant() {
        assert_eq!(
            GameOptions::for_variant(VariantId::Erudit).target,
            Some(200)
        );
        assert_eq!(GameOptions::for_variant(VariantId::Literaki).target, None);
    }

    #[test]
    fn simple_level_has_no_target() {
        let o = GameOptions {
            level: Level::Simple,
            target: Some(200),
        };
        assert_eq!(o.active_target(), None);
        assert!(!o.scored());
        assert!(!GameOptions {
            level: Level::Scored,
            target: Some(0)
        }
        .is_valid());
    }
}
