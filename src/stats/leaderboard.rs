//! `/leaderboard`: a server's best rated players at a game, ten a page, laid out in the
//! language of whoever opened it, with Previous and Next leading to the pages beside it.

use super::{rating_names, shown};
use crate::store::RatedPlayer;
use crate::table::Msg;
use crate::text::{key, localize};

/// Players on one page of `/leaderboard`.
pub const LEADERBOARD_PAGE: u32 = 10;
/// The id prefix of the leaderboard's page buttons.
const PAGE_PREFIX: &str = "plb";

/// One page of a leaderboard, as its buttons carry it: the page, the locale it is written
/// in, and the rating name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaderboardPage {
    /// The page, from 0.
    pub page: u32,
    /// The locale of the message (its opener's).
    pub locale: String,
    /// The rating name.
    pub variant: String,
}

impl LeaderboardPage {
    /// The id of a button leading to this page (well under Discord's 100 characters).
    pub fn encode(&self) -> String {
        format!(
            "{PAGE_PREFIX}:{}:{}:{}",
            self.page, self.locale, self.variant
        )
    }

    /// A page button's id read back; None for any other button, or a game without ratings.
    pub fn decode(custom_id: &str) -> Option<LeaderboardPage> {
        let mut parts = custom_id.splitn(4, ':');
        if parts.next()? != PAGE_PREFIX {
            return None;
        }
        let page = parts.next()?.parse().ok()?;
        let locale = parts.next()?.to_string();
        let variant = parts.next()?.to_string();
        rating_names()
            .contains(&variant)
            .then_some(LeaderboardPage {
                page,
                locale,
                variant,
            })
    }

    /// The first player's rank on this page, counted from 0.
    pub fn first(&self) -> u32 {
        self.page.saturating_mul(LEADERBOARD_PAGE)
    }
}

/// A leaderboard page laid out: its title, one line per player, the footer, and the page
/// buttons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaderboardView {
    /// "Leaderboard: Literaki".
    pub title: String,
    /// One line per player, or the sentence that nobody is rated yet.
    pub body: String,
    /// Which page of how many, and how many players; empty when nobody is rated.
    pub footer: String,
    /// Previous and Next, when there is more than one page (each off at its end); none
    /// otherwise.
    pub buttons: Vec<PageButton>,
}

/// A button leading to another page of the same leaderboard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageButton {
    /// The page it leads to ([`LeaderboardPage::encode`] is its id).
    pub to: LeaderboardPage,
    /// Its label, in the page's language.
    pub label: String,
    /// False at the end it would lead past.
    pub enabled: bool,
}

/// The page `at` of a leaderboard of `total` players, `players` being those on it (best
/// first).
pub fn leaderboard_view(
    at: &LeaderboardPage,
    players: &[RatedPlayer],
    total: u32,
) -> LeaderboardView {
    let l = at.locale.as_str();
    let variant = at.variant.as_str();
    let title = localize(
        l,
        &Msg::new("lb-title").game("variant", variant.to_string()),
    );
    let (body, footer) = if players.is_empty() {
        let none = localize(l, &Msg::new("lb-none").game("variant", variant.to_string()));
        (none, String::new())
    } else {
        let lines: Vec<String> = players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let (rating, deviation) = shown(&p.rating);
                localize(
                    l,
                    &Msg::new("lb-line")
                        .n("rank", i64::from(at.first()) + i as i64 + 1)
                        .s("name", p.name.clone())
                        .n("rating", rating)
                        .n("deviation", deviation)
                        .n("games", i64::from(p.games)),
                )
            })
            .collect();
        let footer = localize(
            l,
            &Msg::new("lb-page")
                .n("page", i64::from(at.page) + 1)
                .n("pages", i64::from(pages(total)))
                .n("players", i64::from(total)),
        );
        (lines.join("\n"), footer)
    };
    let last = pages(total) - 1;
    let mut buttons = Vec::new();
    if last > 0 {
        let to = |page: u32| LeaderboardPage { page, ..at.clone() };
        buttons.push(PageButton {
            to: to(at.page.saturating_sub(1)),
            label: key(l, "lb-previous"),
            enabled: at.page != 0,
        });
        buttons.push(PageButton {
            to: to(at.page.saturating_add(1).min(last)),
            label: key(l, "lb-next"),
            enabled: at.page < last,
        });
    }
    LeaderboardView {
        title,
        body,
        footer,
        buttons,
    }
}

/// Pages of a leaderboard of `total` players (at least one).
fn pages(total: u32) -> u32 {
    total.div_ceil(LEADERBOARD_PAGE).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::rated;

    fn page(page: u32, locale: &str, variant: &str) -> LeaderboardPage {
        LeaderboardPage {
            page,
            locale: locale.into(),
            variant: variant.into(),
        }
    }

    /// The second page of twelve players: ranks go on from the first page, Previous leads
    /// back, Next is off at the end.
    #[test]
    fn the_last_page_numbers_on_and_offers_only_previous() {
        let players = vec![rated(1, "Ola", 1700.0, 9), rated(2, "Jan", 1650.2, 1)];
        let view = leaderboard_view(&page(1, "en-US", "literaki"), &players, 12);
        assert_eq!(view.title, "Leaderboard: Literaki");
        assert_eq!(
            view.body,
            "11. **Ola** 1700 ± 80 · 9 games\n12. **Jan** 1650 ± 80 · 1 game"
        );
        assert_eq!(view.footer, "Page 2 of 2 · 12 rated players");
        let buttons: Vec<(u32, &str, bool)> = view
            .buttons
            .iter()
            .map(|b| (b.to.page, b.label.as_str(), b.enabled))
            .collect();
        assert_eq!(buttons, [(0, "Previous", true), (1, "Next", false)]);
        assert!(view.buttons.iter().all(|b| b.to.locale == "en-US"));
    }

    /// The first of three pages: Previous off, Next to the second page.
    #[test]
    fn the_first_page_offers_only_next() {
        let players: Vec<RatedPlayer> = (0..10)
            .map(|i| rated(i, &format!("P{i}"), 1800.0 - i as f64, 3))
            .collect();
        let view = leaderboard_view(&page(0, "pl", "wordcap-pl"), &players, 21);
        assert!(view.body.starts_with("1. **P0** 1800"), "{}", view.body);
        assert_eq!(view.body.lines().count(), 10);
        assert!(view.footer.contains('3'), "{}", view.footer);
        let buttons: Vec<(u32, bool)> = view
            .buttons
            .iter()
            .map(|b| (b.to.page, b.enabled))
            .collect();
        assert_eq!(buttons, [(0, false), (1, true)]);
    }

    /// A game nobody is rated at: the sentence saying so, no footer, no buttons; one page
    /// of players has no buttons either.
    #[test]
    fn an_empty_or_single_page_has_no_buttons() {
        let view = leaderboard_view(&page(0, "de", "erudit"), &[], 0);
        assert_eq!(
            view.body,
            "Auf diesem Server hat noch niemand eine Wertung in Эрудит."
        );
        assert_eq!((view.footer.as_str(), view.buttons.len()), ("", 0));
        let one = leaderboard_view(
            &page(0, "en-US", "literaki"),
            &[rated(1, "Ola", 1500.0, 1)],
            1,
        );
        assert_eq!(one.footer, "Page 1 of 1 · 1 rated player");
        assert!(one.buttons.is_empty());
    }

    #[test]
    fn page_buttons_round_trip() {
        let at = page(3, "pt-BR", "wordcap-de");
        assert_eq!(LeaderboardPage::decode(&at.encode()), Some(at));
        assert_eq!(LeaderboardPage::decode("plb:1:en-US:chess"), None);
        assert_eq!(LeaderboardPage::decode("plz:1:join:0"), None);
        assert!(LeaderboardPage::decode("plb:x:en-US:literaki").is_none());
    }
}
