//! What a finished game adds to the stats: the rows the store keeps of each person's game
//! ([`player_games`]), and the lines saying how a rated game moved each player's rating
//! ([`ratings_moved`]), posted under the final table and in the game's summary.

use super::shown;
use crate::store::{PlayerGame, RatingChange};
use crate::table::{GameResults, Msg};

/// A finished game's results as the store keeps them.
pub fn player_games(results: &GameResults) -> Vec<PlayerGame> {
    results
        .players
        .iter()
        .map(|p| PlayerGame {
            user: p.user,
            name: p.name.clone(),
            place: p.place,
            result: p.finish.as_str(),
            score: p.score,
            turns: p.turns,
            best: p.best.clone(),
            bingos: p.bingos,
        })
        .collect()
}

/// How a rated game moved each player's rating: a heading and a line a player, shown under
/// the final table in the game's thread and in the game's summary in the channel.
pub fn ratings_moved(variant: &str, changes: &[RatingChange]) -> Vec<Msg> {
    let mut lines = vec![Msg::new("ratings-moved").game("variant", variant)];
    for c in changes {
        let (before, _) = shown(&c.before);
        let (after, deviation) = shown(&c.after);
        lines.push(
            Msg::new("rating-moved")
                .s("name", c.name.clone())
                .n("before", before)
                .n("after", after)
                .md("change", format!("{:+}", after - before))
                .n("deviation", deviation),
        );
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::{rate_game, Rating};
    use crate::table::{Finish, PlayerResult};
    use crate::text::{localize, localize_lines};

    fn change(name: &str, before: Rating, after: Rating) -> RatingChange {
        RatingChange {
            user: 1,
            name: name.to_string(),
            before,
            after,
        }
    }

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// The post after a game of Ola and Jan, rated `before` and finishing at `places`, rated
    /// by Glicko-2: its lines in `locale`, and the ratings after.
    fn moved(
        locale: &str,
        variant: &str,
        before: [Rating; 2],
        places: [u32; 2],
    ) -> (Vec<String>, Vec<Rating>) {
        let after = rate_game(&before, &places);
        let changes = [
            change("Ola", before[0], after[0]),
            change("Jan", before[1], after[1]),
        ];
        let text = localize_lines(locale, &ratings_moved(variant, &changes));
        (text.lines().map(str::to_string).collect(), after)
    }

    /// A won and a lost game between two newcomers, rated by Glicko-2: a heading naming the
    /// game, then each player's rating before and after, the change with its sign, and the
    /// deviation left.
    #[test]
    fn a_win_and_a_loss_move_the_ratings_apart() {
        let newcomers = [Rating::default(), Rating::default()];
        let (lines, after) = moved("en-US", "literaki", newcomers, [0, 1]);
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[0], "**Ratings** (Literaki):");
        let (won, lost) = (shown(&after[0]), shown(&after[1]));
        assert!(won.0 > 1500 && lost.0 < 1500, "{won:?} {lost:?}");
        assert_eq!(
            lines[1],
            format!("Ola: 1500 → **{}** (+{}, ± {})", won.0, won.0 - 1500, won.1)
        );
        assert_eq!(
            lines[2],
            format!(
                "Jan: 1500 → **{}** (-{}, ± {})",
                lost.0,
                1500 - lost.0,
                lost.1
            )
        );
    }

    /// A tie between equals leaves both ratings where they were: the change is `+0`.
    #[test]
    fn a_tie_between_equals_changes_nothing() {
        let equals = [rating(1600.0, 120.0), rating(1600.0, 120.0)];
        let (lines, _) = moved("pl", "erudit", equals, [0, 0]);
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[0], "**Ranking** (Эрудит):");
        for (line, name) in lines[1..].iter().zip(["Ola", "Jan"]) {
            assert!(
                line.starts_with(&format!("{name}: 1600 → **1600** (+0, ± ")),
                "{line}"
            );
        }
    }

    /// The change shown is the difference of the two numbers shown (each rounded), so the
    /// line adds up for whoever reads it; a name is escaped.
    #[test]
    fn the_change_adds_up_to_the_numbers_shown() {
        let moved = ratings_moved(
            "literaki",
            &[change("J_n", rating(1612.6, 80.4), rating(1598.4, 79.6))],
        );
        assert_eq!(
            localize("en-US", &moved[1]),
            "J\\_n: 1613 → **1598** (-15, ± 80)"
        );
    }

    /// Each person's part of a finished game becomes one row, the finish in the store's
    /// words.
    #[test]
    fn each_person_becomes_a_row_with_their_finish() {
        let person = |user: u64, name: &str, place: u32, finish: Finish| PlayerResult {
            user,
            name: name.to_string(),
            place,
            finish,
            score: 300 - i64::from(place) * 50,
            turns: 12,
            best: (user == 1).then(|| ("ŻÓŁW".to_string(), 86)),
            bingos: u32::from(user == 1),
        };
        let results = GameResults {
            variant: "literaki".to_string(),
            rated: true,
            players: vec![
                person(1, "Ola", 0, Finish::Won),
                person(2, "Jan", 1, Finish::Lost),
                person(3, "Ewa", 1, Finish::Drawn),
                person(4, "Ida", 2, Finish::NoResult),
            ],
        };
        let rows = player_games(&results);
        let finishes: Vec<(u64, &str, u32)> =
            rows.iter().map(|r| (r.user, r.result, r.place)).collect();
        assert_eq!(
            finishes,
            [
                (1, "win", 0),
                (2, "loss", 1),
                (3, "draw", 1),
                (4, "none", 2)
            ]
        );
        assert_eq!(rows[0].best, Some(("ŻÓŁW".to_string(), 86)));
        assert_eq!((rows[0].score, rows[0].turns, rows[0].bingos), (300, 12, 1));
        assert_eq!(
            (rows[1].name.as_str(), rows[1].best.clone(), rows[1].bingos),
            ("Jan", None, 0)
        );
    }
}
