//! What a tournament's posts say: its registration post (with Join, Leave and Start while
//! it is open), each round's pairings, the standings and the final standings, and the names
//! of its games' threads.

use crate::i18n::Locale;
use crate::table::{Button, ButtonAction, ButtonId, ButtonStyle, Look, Msg, Post};
use crate::tournament::event::{Event, Status};
use crate::tournament::{Format, Standing};

/// Discord allows this many characters in a thread's name.
const THREAD_NAME_MAX: usize = 100;

/// The look of a tournament's posts: a card in the bot's colour.
const CARD: Look = Look::Card { colour_seat: None };

/// `Literaki · R2 · Ala vs Bolek`, cut to Discord's limit.
pub(super) fn thread_name(event: &Event, i: usize) -> String {
    let g = &event.games[i];
    let name = format!(
        "{} · R{} · {} vs {}",
        event
            .options
            .variant
            .title(Locale::from_discord(&event.locale)),
        g.round,
        event.name(g.first).trim(),
        event.name(g.second).trim()
    );
    let mut cut: String = name.chars().take(THREAD_NAME_MAX).collect();
    if cut.chars().count() < name.chars().count() {
        cut.pop();
        cut.push('…');
    }
    cut
}

/// A tournament post of `lines`, as a card.
pub(super) fn card(lines: Vec<Msg>) -> Post {
    Post {
        look: CARD,
        ..Post::text(lines)
    }
}

/// Round `round`'s post: its games and its byes.
pub fn round_lines(event: &Event, round: u32) -> Vec<Msg> {
    let mut lines = vec![Msg::new("tournament-round")
        .n("round", round)
        .n("rounds", event.rounds)];
    for g in event.games.iter().filter(|g| g.round == round) {
        lines.push(
            Msg::new("tournament-round-game")
                .s("first", event.name(g.first))
                .s("second", event.name(g.second)),
        );
    }
    for p in event.byes(round) {
        lines.push(
            Msg::new("tournament-round-bye")
                .s("name", event.name(p))
                .n("spread", crate::tournament::BYE_SPREAD),
        );
    }
    lines
}

/// The final standings and the winner, as posted at the end and as `/tournament standings`
/// shows them afterwards.
pub fn final_lines(event: &Event) -> Vec<Msg> {
    let mut lines = vec![Msg::new("tournament-final-title")];
    lines.extend(standings_lines(event));
    if let Some(top) = event.standings().first() {
        lines.push(Msg::new("tournament-winner").s("name", event.name(top.player)));
    }
    lines
}

/// The standings as lines: place, name, points, wins–losses–draws and spread.
pub fn standings_lines(event: &Event) -> Vec<Msg> {
    let table: Vec<Standing> = event.standings();
    table
        .iter()
        .enumerate()
        .map(|(place, s)| {
            let withdrawn = event.players().get(s.player).is_some_and(|e| e.withdrawn);
            Msg::new(if withdrawn {
                "tournament-standing-withdrawn"
            } else {
                "tournament-standing"
            })
            .n("place", place as i64 + 1)
            .s("name", event.name(s.player))
            .md("points", points(s.half_points))
            .n("wins", s.wins)
            .n("losses", s.losses)
            .n("draws", s.draws)
            .md("spread", format!("{:+}", s.spread))
        })
        .collect()
}

/// Points from half points: `2`, `1½`.
pub(super) fn points(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// The registration post's lines: the game, the format, the time, who joined.
pub fn registration_lines(event: &Event) -> Vec<Msg> {
    let organiser = event
        .players()
        .iter()
        .find(|e| e.user == event.organiser)
        .map_or_else(|| format!("<@{}>", event.organiser), |e| e.name.clone());
    let format = match event.format {
        Format::Swiss => Msg::new("tournament-format-swiss").n("rounds", event.rounds),
        Format::RoundRobin => Msg::new("tournament-format-round-robin"),
    };
    let mut lines = vec![
        Msg::new("tournament-title")
            .game("variant", event.options.variant.name())
            .s("organiser", organiser),
        format,
    ];
    lines.extend(crate::table::pace_lines(&event.options));
    let names: Vec<&str> = event.players().iter().map(|e| e.name.as_str()).collect();
    lines.push(if names.is_empty() {
        Msg::new("tournament-nobody")
    } else {
        Msg::new("tournament-players")
            .n("count", names.len() as i64)
            .s("names", names.join(", "))
    });
    lines.push(match event.status {
        Status::Open => Msg::new("tournament-how-to-start"),
        Status::Running => Msg::new("tournament-started"),
        Status::Over => Msg::new("tournament-over"),
        Status::Cancelled => Msg::new("tournament-cancelled"),
    });
    lines
}

/// The registration post: its lines, and Join, Leave and Start while it is open.
pub fn registration_post(id: i64, event: &Event) -> Post {
    Post {
        buttons: registration_buttons(id, event),
        ..card(registration_lines(event))
    }
}

fn registration_buttons(id: i64, event: &Event) -> Vec<Button> {
    if event.status != Status::Open {
        return Vec::new();
    }
    let game = u64::try_from(id).unwrap_or_default();
    [
        (
            ButtonAction::TournamentJoin,
            "btn-join",
            ButtonStyle::Primary,
        ),
        (
            ButtonAction::TournamentLeave,
            "btn-tournament-leave",
            ButtonStyle::Secondary,
        ),
        (
            ButtonAction::TournamentStart,
            "btn-start",
            ButtonStyle::Success,
        ),
    ]
    .into_iter()
    .map(|(action, label, style)| Button {
        id: ButtonId {
            game,
            action,
            move_number: 0,
        },
        label,
        style,
    })
    .collect()
}
