//! Which of Discord's shards a process runs, and so which games it drives.
//!
//! Discord splits a bot's guilds over shards: guild `g` belongs to shard
//! `(g >> 22) % total`, and DMs to shard 0. A process runs a range of the shards
//! (`PLANSZA_SHARDS` in all, `PLANSZA_SHARD_RANGE` its own) and drives the games of the
//! guilds on its shards only: their interactions come to it alone, it resumes only their
//! saved tables, and it holds a lease on each of its shards in the database so that no other
//! process drives them at the same time ([`crate::store::Store::take_shard_leases`]).

use std::fmt;
use std::ops::RangeInclusive;

/// A process's share of the shards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    /// The first shard it runs.
    pub first: u32,
    /// The last shard it runs (inclusive).
    pub last: u32,
    /// How many shards the bot has in all.
    pub total: u32,
}

/// Why a shard setting cannot be used (the text names the setting).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShardsError {
    /// The total is not a number from 1 up.
    #[error("PLANSZA_SHARDS must be the number of shards in all (1 or more), not {0:?}")]
    BadTotal(String),
    /// The range is not `first-last` (or one number) within the total.
    #[error(
        "PLANSZA_SHARD_RANGE must be the shards this process runs, as first-last (like 0-3) or one number, each below PLANSZA_SHARDS ({total}), not {value:?}"
    )]
    BadRange {
        /// What was set.
        value: String,
        /// The total it must fit in.
        total: u32,
    },
    /// A range without a total.
    #[error("PLANSZA_SHARD_RANGE is set but PLANSZA_SHARDS is not: say how many shards there are in all")]
    RangeWithoutTotal,
}

impl Shards {
    /// Every shard of one: one process runs the whole bot.
    pub const ALL_OF_ONE: Shards = Shards {
        first: 0,
        last: 0,
        total: 1,
    };

    /// Reads `PLANSZA_SHARDS` (`total`) and `PLANSZA_SHARD_RANGE` (`range`); `None` when
    /// neither is set (one process, as many shards as Discord recommends).
    pub fn from_settings(
        total: Option<&str>,
        range: Option<&str>,
    ) -> Result<Option<Shards>, ShardsError> {
        let Some(total_text) = total else {
            return match range {
                Some(_) => Err(ShardsError::RangeWithoutTotal),
                None => Ok(None),
            };
        };
        let total = match total_text.trim().parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => return Err(ShardsError::BadTotal(total_text.to_owned())),
        };
        let Some(range) = range else {
            return Ok(Some(Shards {
                first: 0,
                last: total - 1,
                total,
            }));
        };
        let bad = || ShardsError::BadRange {
            value: range.to_owned(),
            total,
        };
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim().parse::<u32>(), b.trim().parse::<u32>()),
            None => (range.trim().parse::<u32>(), range.trim().parse::<u32>()),
        };
        match (first, last) {
            (Ok(first), Ok(last)) if first <= last && last < total => {
                Ok(Some(Shards { first, last, total }))
            }
            _ => Err(bad()),
        }
    }

    /// The shard a guild's events come to (DMs, with no guild: shard 0).
    pub fn shard_of(&self, guild: Option<u64>) -> u32 {
        match guild {
            // The remainder is below `total`, a u32.
            Some(guild) => ((guild >> 22) % u64::from(self.total.max(1))) as u32,
            None => 0,
        }
    }

    /// Whether this process drives the games of `guild` (`None`: DMs).
    pub fn owns(&self, guild: Option<u64>) -> bool {
        self.ids().contains(&self.shard_of(guild))
    }

    /// The shards this process runs.
    pub fn ids(&self) -> RangeInclusive<u32> {
        self.first..=self.last
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.total)
        } else {
            write!(f, "shards {}-{} of {}", self.first, self.last, self.total)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_as_a_range_of_a_total() {
        assert_eq!(Shards::from_settings(None, None), Ok(None));
        assert_eq!(
            Shards::from_settings(Some("4"), None),
            Ok(Some(Shards {
                first: 0,
                last: 3,
                total: 4
            }))
        );
        assert_eq!(
            Shards::from_settings(Some("4"), Some("2-3")),
            Ok(Some(Shards {
                first: 2,
                last: 3,
                total: 4
            }))
        );
        assert_eq!(
            Shards::from_settings(Some("4"), Some(" 1 ")),
            Ok(Some(Shards {
                first: 1,
                last: 1,
                total: 4
            }))
        );
        for bad in ["3-2", "0-4", "x", "1-", "-1"] {
            assert!(
                matches!(
                    Shards::from_settings(Some("4"), Some(bad)),
                    Err(ShardsError::BadRange { .. })
                ),
                "{bad:?}"
            );
        }
        assert_eq!(
            Shards::from_settings(Some("0"), None),
            Err(ShardsError::BadTotal("0".into()))
        );
        assert_eq!(
            Shards::from_settings(None, Some("0-1")),
            Err(ShardsError::RangeWithoutTotal)
        );
    }

    /// Discord's rule: `shard_id = (guild_id >> 22) % num_shards`; DMs on shard 0.
    #[test]
    fn a_guild_belongs_to_the_shard_discord_sends_it_to() {
        let half = Shards {
            first: 1,
            last: 1,
            total: 2,
        };
        let on_one = (1 << 22) | 77;
        let on_zero = (2 << 22) | 77;
        assert_eq!(half.shard_of(Some(on_one)), 1);
        assert_eq!(half.shard_of(Some(on_zero)), 0);
        assert_eq!(half.shard_of(None), 0);
        assert!(half.owns(Some(on_one)));
        assert!(!half.owns(Some(on_zero)));
        assert!(!half.owns(None));
        assert!(Shards::ALL_OF_ONE.owns(Some(on_one)) && Shards::ALL_OF_ONE.owns(None));
        assert_eq!(half.to_string(), "shard 1 of 2");
    }
}
