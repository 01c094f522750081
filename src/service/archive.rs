//! What the public pages read of the past, through the store: a finished game looked back
//! on move by move (with its record to download), a tournament (its rounds' games, their
//! results and links, the standings), a server's leaderboards. Each is named in an address
//! by a key signed with the links' secret ([`super::links::page_key`]): a key not signed
//! here names nothing, so the pages cannot be found by counting.

use super::hub::Hub;
use super::links::{page_key, read_page_key, secret, PageKind};
use super::records::{record_of, GameRecord, RecordError};
use super::tournament::{load, registration_lines, standings_lines};
use crate::stats::rating_names;
use crate::store::{RatedPlayer, StoreError};
use crate::table::lookback::{look_back, LookBack};
use crate::table::{Msg, Table, TableState, TournamentTag};

/// How many players a leaderboard's page lists per game.
pub const LEADERBOARD_ROWS: u32 = 50;

/// A finished game as its page shows it.
#[derive(Debug, Clone)]
pub struct ArchivedGame {
    /// The game, step by step.
    pub look: LookBack,
    /// Its record, to download (None: it cannot be written).
    pub record: Option<GameRecord>,
}

/// The address of a page of `kind` number `id` under `public_url` (`/games/…`,
/// `/tournaments/…`, `/leaderboard/…`).
pub async fn page_url(
    hub: &Hub,
    public_url: &str,
    kind: PageKind,
    id: u64,
) -> Result<String, StoreError> {
    let key = page_key(secret(hub).await?, kind, id);
    let root = public_url.trim_end_matches('/');
    Ok(match kind {
        PageKind::Game => format!("{root}/games/{key}"),
        PageKind::Tournament => format!("{root}/tournaments/{key}"),
        PageKind::Leaderboard => format!("{root}/leaderboard/{key}"),
    })
}

/// Whether the games of channel `channel` (of server `guild`) are shown on the public pages
/// (`/config pages:`, on by default).
async fn shown_in(hub: &Hub, channel: u64, guild: Option<u64>) -> bool {
    super::settings::channel_settings(hub, channel, guild)
        .await
        .pages()
}

/// Whether server `guild` shows its pages (its own `/config pages:` default, on unless set
/// off; a channel's own setting does not open the server's leaderboard).
async fn server_shown(hub: &Hub, guild: u64) -> Result<bool, StoreError> {
    let set = hub
        .store()
        .get_setting(crate::store::Scope::Guild(guild), "pages")
        .await?;
    Ok(set.as_deref() != Some("false"))
}

/// Whether a finished game, as kept, was played away from the public pages.
fn unlisted(game_json: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(game_json)
        .is_ok_and(|state| state["options"]["unlisted"] == true)
}

/// The number a page's key names, if this bot signed it for `kind`.
async fn named(hub: &Hub, key: &str, kind: PageKind) -> Result<Option<u64>, StoreError> {
    Ok(read_page_key(key, secret(hub).await?, kind))
}

/// The page of the last game finished in channel `channel`, under `public_url`.
pub async fn last_game_page(
    hub: &Hub,
    public_url: &str,
    channel: u64,
) -> Result<Option<String>, StoreError> {
    let last = hub.store().finished_games(channel, 1).await?;
    let Some(game) = last.first() else {
        return Ok(None);
    };
    if unlisted(&game.game_json) || !shown_in(hub, game.channel_id, game.guild_id).await {
        return Ok(None);
    }
    match u64::try_from(game.record_id).ok() {
        Some(id) => Ok(Some(page_url(hub, public_url, PageKind::Game, id).await?)),
        None => Ok(None),
    }
}

/// The finished game a page's key names; None for a key not ours or a game not kept.
pub async fn game_by_key(hub: &Hub, key: &str) -> Result<Option<ArchivedGame>, RecordError> {
    let Some(id) = named(hub, key, PageKind::Game).await? else {
        return Ok(None);
    };
    let Ok(id) = i64::try_from(id) else {
        return Ok(None);
    };
    let Some(game) = hub.store().finished_game(id).await? else {
        return Ok(None);
    };
    let state: TableState = serde_json::from_str(&game.game_json)?;
    // Off the pages when it was played so, or when its channel is now.
    if state.options.unlisted || !shown_in(hub, game.channel_id, game.guild_id).await {
        return Ok(None);
    }
    let Some(look) = look_back(&state) else {
        return Ok(None);
    };
    let record = match Table::from_state(state) {
        Ok(table) => record_of(&game, &table, false),
        Err(e) => {
            tracing::warn!(error = %e, "a finished game's record could not be written");
            None
        }
    };
    Ok(Some(ArchivedGame { look, record }))
}

/// Where a tournament's game is seen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GamePlace {
    /// Finished: its look-back page's key.
    Finished(String),
    /// Going on in this thread: its live page.
    Live(u64),
    /// Not started yet.
    NotStarted,
}

/// One game of a tournament's round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingSheet {
    /// The first player's name (as typed).
    pub first: String,
    /// The second player's name.
    pub second: String,
    /// Their scores, once the game's result is in.
    pub scores: Option<(i64, i64)>,
    /// The winner (0 or 1) once the result is in; None: a draw, or no result yet.
    pub winner: Option<usize>,
    /// Where to see it.
    pub place: GamePlace,
}

/// A tournament as its page shows it.
#[derive(Debug, Clone)]
pub struct TournamentSheet {
    /// The language of its posts.
    pub locale: String,
    /// The game it plays (`literaki`, ...).
    pub variant: String,
    /// What it is: the organiser, the format, the pace, the players, where it stands.
    pub about: Vec<Msg>,
    /// Each round's games, by round (1, 2, ...).
    pub rounds: Vec<(u32, Vec<PairingSheet>)>,
    /// The standings as lines.
    pub standings: Vec<Msg>,
}

/// The page of the tournament of channel `channel` (the one going on, else the last one
/// played there), under `public_url`.
pub async fn tournament_page_in(
    hub: &Hub,
    public_url: &str,
    channel: u64,
) -> Result<Option<String>, StoreError> {
    let stored = match hub.store().tournament_in(channel).await? {
        Some(t) => Some(t),
        None => hub.store().finished_tournament_in(channel).await?,
    };
    let Some(stored) = stored else {
        return Ok(None);
    };
    if !shown_in(hub, stored.channel, Some(stored.guild)).await {
        return Ok(None);
    }
    match u64::try_from(stored.id).ok() {
        Some(id) => Ok(Some(
            page_url(hub, public_url, PageKind::Tournament, id).await?,
        )),
        None => Ok(None),
    }
}

/// Whether a tournament's game handed to `thread` is being played there: counted as started,
/// or its table saved in the thread already (the tournament counts a game as started only
/// once it has seen that table, a moment after the game's first post).
async fn playing_in(hub: &Hub, started: bool, thread: u64) -> bool {
    if started {
        return true;
    }
    match hub.store().load_table(thread).await {
        Ok(table) => table.is_some(),
        Err(e) => {
            tracing::warn!(thread, error = %e, "a tournament game's table could not be read");
            false
        }
    }
}

/// The tournament a page's key names; None for a key not ours or a tournament not kept.
pub async fn tournament_by_key(
    hub: &Hub,
    key: &str,
) -> Result<Option<TournamentSheet>, StoreError> {
    let Some(id) = named(hub, key, PageKind::Tournament).await? else {
        return Ok(None);
    };
    let Ok(id) = i64::try_from(id) else {
        return Ok(None);
    };
    let event = match load(hub, id).await {
        Ok(Some(event)) => event,
        Ok(None) => return Ok(None),
        Err(e) => {
            tracing::warn!(tournament = id, error = %e, "a tournament could not be read");
            return Ok(None);
        }
    };
    if !shown_in(hub, event.channel, Some(event.guild)).await {
        return Ok(None);
    }
    let results = hub.store().tournament_results(id).await?;
    let secret = secret(hub).await?;
    let finished = tournament_games(hub, event.channel, id).await?;
    let mut rounds: Vec<(u32, Vec<PairingSheet>)> = Vec::new();
    for game in &event.games {
        let result = results
            .iter()
            .find(|r| r.round == game.round && r.first == game.first);
        let kept = finished
            .iter()
            .find(|(tag, _)| tag.round == game.round && tag.first == game.first);
        let place = match (kept, game.thread) {
            (Some((_, record)), _) => {
                GamePlace::Finished(page_key(secret, PageKind::Game, *record))
            }
            (None, Some(thread)) if !game.done && playing_in(hub, game.started, thread).await => {
                GamePlace::Live(thread)
            }
            _ => GamePlace::NotStarted,
        };
        let sheet = PairingSheet {
            first: event.name(game.first).to_string(),
            second: event.name(game.second).to_string(),
            scores: result.map(|r| r.scores),
            winner: result.and_then(|r| r.winner),
            place,
        };
        match rounds.iter_mut().find(|(round, _)| *round == game.round) {
            Some((_, games)) => games.push(sheet),
            None => rounds.push((game.round, vec![sheet])),
        }
    }
    rounds.sort_by_key(|(round, _)| *round);
    Ok(Some(TournamentSheet {
        locale: event.locale.clone(),
        variant: event.options.variant.name().to_string(),
        about: registration_lines(&event),
        rounds,
        standings: standings_lines(&event),
    }))
}

/// What a finished game's saved state says of its tournament (nothing else of it is read).
#[derive(serde::Deserialize)]
struct Tagged {
    #[serde(default)]
    tournament: Option<TournamentTag>,
}

/// How many of a channel's finished games are looked through for a tournament's.
const TOURNAMENT_GAMES: u32 = 2000;

/// The finished games of tournament `id` (played from channel `home`, where they are
/// recorded): each one's tag and its archive row.
async fn tournament_games(
    hub: &Hub,
    home: u64,
    id: i64,
) -> Result<Vec<(TournamentTag, u64)>, StoreError> {
    let games = hub.store().finished_games(home, TOURNAMENT_GAMES).await?;
    Ok(games
        .iter()
        .filter_map(|game| {
            let tag = serde_json::from_str::<Tagged>(&game.game_json)
                .ok()?
                .tournament
                .filter(|t| t.id == id)?;
            Some((tag, u64::try_from(game.record_id).ok()?))
        })
        .collect())
}

/// A server's leaderboards, as its page shows them.
#[derive(Debug, Clone)]
pub struct Leaderboards {
    /// Each game with rated players (its rating name) and its best players, best first.
    pub boards: Vec<(String, Vec<RatedPlayer>)>,
}

/// The page of server `guild`'s leaderboards, under `public_url`; None when the server
/// keeps its games off the public pages.
pub async fn leaderboard_page_url(
    hub: &Hub,
    public_url: &str,
    guild: u64,
) -> Result<Option<String>, StoreError> {
    if !server_shown(hub, guild).await? {
        return Ok(None);
    }
    Ok(Some(
        page_url(hub, public_url, PageKind::Leaderboard, guild).await?,
    ))
}

/// The leaderboards of the server a page's key names; None for a key not ours.
pub async fn leaderboards_by_key(hub: &Hub, key: &str) -> Result<Option<Leaderboards>, StoreError> {
    let Some(guild) = named(hub, key, PageKind::Leaderboard).await? else {
        return Ok(None);
    };
    if !server_shown(hub, guild).await? {
        return Ok(None);
    }
    let mut boards = Vec::new();
    for variant in rating_names() {
        let (players, _) = hub
            .store()
            .leaderboard(guild, &variant, 0, LEADERBOARD_ROWS)
            .await?;
        if !players.is_empty() {
            boards.push((variant, players));
        }
    }
    Ok(Some(Leaderboards { boards }))
}
