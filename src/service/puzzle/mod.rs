//! The daily puzzle's scheduler, run in every process for the servers on its shards. A
//! moderator turns the puzzle on with `/config puzzle:true` in the channel it is posted to
//! (`puzzle_hour:` the UTC hour, default 12; the game: the channel's, a board game). Each
//! day at that hour a position is picked ([`crate::puzzle`]), stored, and posted with the
//! rack to play; a day later the ranking and the best moves are posted.
//!
//! A day's puzzle is stored with its post owed, in one transaction (one per server and day,
//! whoever stores it first); closing it owes its ranking and the Answer button's removal,
//! in one transaction too. The scheduler owns those outbox rows (`super::owned`): it
//! carries them out under the nonce saved in each, notes the puzzle's message as its row is
//! forgotten, and at each round first carries out what is still owed (after a crash too),
//! so a crash at any instant loses or doubles nothing. A "day" is `PLANSZA_DAY_SECS` long,
//! so tests run a whole day in seconds. The answers are
//! the doors' to take (the Discord door's form and `/puzzle answer`).

use std::sync::Arc;
use std::time::Duration;

use super::hub::{now_ms, Hub};
use super::shutdown::Shutdown;
use crate::i18n::{game_name, tr, tr_args, ArgValue, Locale};
use crate::lexicon::WordList;
use crate::puzzle::{pick, AnswerError, Puzzle};
use crate::rules::VariantId;
use crate::store::{NewPuzzle, PuzzleAnswer, StoreError, StoredPuzzle};
use crate::table::{
    board_view, rack_text, Button, ButtonAction, ButtonId, ButtonStyle, Dictionaries, Effect, Look,
    Msg, Post, PostTag, Seat,
};
use crate::text::localize;
use rand::rngs::StdRng;
use rand::SeedableRng;

/// A catalog text in a locale (a Discord-style locale code).
fn key(locale: &str, k: &str) -> String {
    tr(Locale::from_discord(locale), k)
}

/// The server setting naming the puzzle's channel (set: the puzzle is on).
pub const CHANNEL_KEY: &str = "puzzle.channel";
/// The server setting of the puzzle's game.
pub const VARIANT_KEY: &str = "puzzle.variant";
/// The server setting of the hour (UTC) it is posted at.
pub const HOUR_KEY: &str = "puzzle.hour";
/// The server setting of the language its posts are written in.
pub const LOCALE_KEY: &str = "puzzle.locale";
/// The hour a puzzle is posted at when none was chosen.
pub const DEFAULT_HOUR: u8 = 12;
/// Self-play games tried for one puzzle before giving up for the day.
const PICK_TRIES: usize = 12;
/// Players a ranking shows at most.
const RANKED: usize = 20;

/// A server's puzzle settings, read from its settings.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Settings {
    channel: u64,
    variant: VariantId,
    hour: u8,
    locale: String,
}

/// The prefix every puzzle setting's key starts with.
const PREFIX: &str = "puzzle.";

/// A server's puzzle settings from its `puzzle.*` values (None: no puzzle channel).
fn settings_from(values: &[(String, String)]) -> Option<Settings> {
    let get = |key: &str| {
        values
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    Some(Settings {
        channel: get(CHANNEL_KEY)?.parse().ok()?,
        variant: get(VARIANT_KEY)
            .and_then(VariantId::from_name)
            .unwrap_or(VariantId::Literaki),
        hour: get(HOUR_KEY)
            .and_then(|h| h.parse().ok())
            .filter(|h| *h < 24)
            .unwrap_or(DEFAULT_HOUR),
        locale: get(LOCALE_KEY).unwrap_or("en-US").to_string(),
    })
}

/// Every server's puzzle settings, read in one go (one query, however many servers).
async fn all_settings(hub: &Hub) -> Result<Vec<(u64, Settings)>, StoreError> {
    let rows = hub.store().guild_settings_with_prefix(PREFIX).await?;
    let mut by_guild: std::collections::BTreeMap<u64, Vec<(String, String)>> =
        std::collections::BTreeMap::new();
    for (guild, key, value) in rows {
        by_guild.entry(guild).or_default().push((key, value));
    }
    Ok(by_guild
        .into_iter()
        .filter_map(|(guild, values)| settings_from(&values).map(|s| (guild, s)))
        .collect())
}

/// The day number and the moment (ms) today's puzzle is due, for a day of `day_ms`.
fn due(now: u64, day_ms: u64, hour: u8) -> (i64, u64) {
    let day = now / day_ms;
    (day as i64, day * day_ms + day_ms * u64::from(hour) / 24)
}

/// Starts the scheduler: every few seconds (a 96th of a day, between 0.2 and 30 seconds) it
/// makes the puzzles that are due, posts them, and closes those past their deadline.
pub fn spawn_scheduler(hub: Arc<Hub>, shutdown: Shutdown) {
    let day = hub.day();
    let tick = (day / 96).clamp(Duration::from_millis(200), Duration::from_secs(30));
    tokio::spawn(async move {
        loop {
            if shutdown
                .unless_stopped(tokio::time::sleep(tick))
                .await
                .is_none()
            {
                break;
            }
            if let Err(e) = run_due(&hub).await {
                tracing::warn!(error = %e, "the daily puzzles could not be looked at");
            }
        }
    });
}

/// One round of the scheduler: what is owed goes out first, then the puzzles due are made
/// and those past their day closed, each followed by what it owes.
async fn run_due(hub: &Arc<Hub>) -> Result<(), StoreError> {
    carry_owed(hub).await?;
    let now = now_ms();
    let day_ms = u64::try_from(hub.day().as_millis())
        .unwrap_or(86_400_000)
        .max(1);
    for (guild, settings) in all_settings(hub).await? {
        if !hub.owns(Some(guild)) {
            continue;
        }
        let (day, at) = due(now, day_ms, settings.hour);
        if now < at || hub.store().puzzle_of_day(guild, day).await?.is_some() {
            continue;
        }
        make(hub, guild, day, at, day_ms, &settings).await?;
        carry_owed(hub).await?;
    }
    for puzzle in hub.store().puzzles_due(now as i64).await? {
        // One not posted yet has its post owed (carried out above).
        if hub.owns(Some(puzzle.guild))
            && puzzle.message_id.is_some()
            && !puzzle.closed
            && puzzle.deadline <= now as i64
        {
            close(hub, &puzzle).await?;
            carry_owed(hub).await?;
        }
    }
    Ok(())
}

/// The start of every key of a puzzle's owed rows.
const OWNER: &str = "puzzle:";
/// The end of the key of a puzzle's post (its message is noted when it lands).
const POST: &str = ":post";

/// Carries out, in order, what the puzzles of this process's servers owe (see the module
/// doc). A puzzle's post that lands is noted as its row is forgotten; one that does not is
/// tried again at the next round.
async fn carry_owed(hub: &Hub) -> Result<(), StoreError> {
    for row in super::owned::owed_by(hub, OWNER).await? {
        if !hub.owns(row.guild) {
            continue;
        }
        let Ok(landed) = super::owned::carry(hub, &row).await else {
            return Ok(());
        };
        let posted = row
            .key
            .strip_prefix(OWNER)
            .and_then(|k| k.strip_suffix(POST))
            .and_then(|id| id.parse::<i64>().ok());
        match (posted, landed) {
            (Some(id), Some(message)) => {
                hub.store().puzzle_posted(id, message, Some(row.id)).await?
            }
            (Some(id), None) => {
                tracing::warn!(id, "the puzzle's post did not land: tried again later");
            }
            (None, _) => hub.store().settle_owed(&[row.id]).await?,
        }
    }
    Ok(())
}

/// Picks and stores a server's puzzle of `day`, due at `at` (on the work pool: it plays
/// games). Answers are open a day from when it is made (a puzzle made late, after a
/// restart, still gets its whole day).
async fn make(
    hub: &Arc<Hub>,
    guild: u64,
    day: i64,
    at: u64,
    day_ms: u64,
    settings: &Settings,
) -> Result<(), StoreError> {
    let variant = settings.variant;
    let lexicons = Arc::clone(hub.lexicons_arc());
    let name = variant.variant().language.code();
    // The same server and day give the same puzzle, whichever process makes it.
    let seed = guild ^ (day as u64).rotate_left(32);
    let picked = super::pools::pools()
        .work
        .run(move || {
            let dawg = lexicons.dawg(name)?;
            let mut rng = StdRng::seed_from_u64(seed);
            pick(variant, lexicons.words(name), dawg, &mut rng, PICK_TRIES)
        })
        .await;
    let Ok(Some(puzzle)) = picked else {
        tracing::warn!(guild, day, "no puzzle could be picked today");
        return Ok(());
    };
    let deadline = now_ms().max(at) + day_ms;
    let json = match serde_json::to_string(&puzzle) {
        Ok(json) => json,
        Err(e) => {
            tracing::error!(error = %e, "a puzzle could not be saved");
            return Ok(());
        }
    };
    let new = NewPuzzle {
        guild,
        channel: settings.channel,
        day,
        variant: variant.name(),
        locale: &settings.locale,
        puzzle_json: &json,
        deadline: deadline as i64,
    };
    // Its post is owed with it: its Answer button names the id it is stored under.
    let owe = |id: i64| {
        let post = puzzle_post(id, &puzzle, new.variant, new.locale, new.deadline);
        super::owned::owing(
            format!("{OWNER}{id}{POST}"),
            new.channel,
            Some(guild),
            new.locale,
            vec![Effect::Post(post)],
        )
    };
    hub.store().add_puzzle_owing(new, owe).await?;
    Ok(())
}

/// A stored puzzle read back (None: its saved form does not read).
fn read(puzzle: &StoredPuzzle) -> Option<Puzzle> {
    serde_json::from_str(&puzzle.puzzle_json).ok()
}

/// The two seats of a puzzle's picture: "You" and "Opponent".
fn seats(locale: &str) -> Vec<Seat> {
    ["puzzle-you", "puzzle-opponent"]
        .iter()
        .enumerate()
        .map(|(i, k)| Seat {
            user: i as u64,
            name: key(locale, k),
            locale: locale.to_string(),
            dm_closed: false,
            computer: None,
        })
        .collect()
}

/// The post of puzzle `id` (of `variant`, in `locale`, open until `deadline`, in ms): the
/// board, the rack to play and the Answer button.
fn puzzle_post(id: i64, puzzle: &Puzzle, variant: &str, locale: &str, deadline: i64) -> Post {
    let game = &puzzle.game;
    let mut seats = seats(locale);
    if puzzle.player() == 1 {
        seats.swap(0, 1);
    }
    let l = Locale::from_discord(locale);
    let game_title = ArgValue::Text(game_name(l, variant));
    let caption = tr_args(l, "puzzle-caption", &[("variant", game_title)]);
    let lines = vec![
        Msg::new("puzzle-title").game("variant", variant.to_string()),
        Msg::new("puzzle-rack").s("rack", rack_text(game, puzzle.player())),
        Msg::new("puzzle-how").md("deadline", format!("<t:{}:R>", deadline / 1000)),
    ];
    Post {
        tag: PostTag::Plain,
        lines,
        board: Some(board_view(game, &seats, caption).into()),
        buttons: vec![Button {
            id: ButtonId {
                game: u64::try_from(id).unwrap_or_default(),
                action: ButtonAction::PuzzleAnswer,
                move_number: 0,
            },
            label: "btn-puzzle-answer",
            style: ButtonStyle::Primary,
        }],
        mention: Vec::new(),
        look: Look::Text,
    }
}

/// The ranking of a closed puzzle (best first, each answer with the equity it lost,
/// judged again with `words`) and its best moves.
fn ranking_lines(
    stored: &StoredPuzzle,
    puzzle: &Puzzle,
    answers: &[PuzzleAnswer],
    words: &dyn WordList,
) -> Vec<Msg> {
    let mut lines = vec![Msg::new("puzzle-results").game("variant", stored.variant.clone())];
    if answers.is_empty() {
        lines.push(Msg::new("puzzle-nobody"));
    }
    for (i, a) in answers.iter().take(RANKED).enumerate() {
        let lost = puzzle.judge(&a.answer, words).map_or(0, |v| v.equity_lost);
        lines.push(
            Msg::new("puzzle-ranked")
                .n("rank", i as i64 + 1)
                .s("name", a.name.clone())
                .code("move", a.answer.clone())
                .n("score", a.score)
                .tenths("lost", lost)
                .n("lost-tenths", lost),
        );
    }
    let best: Vec<String> = puzzle
        .best
        .iter()
        .take(3)
        .map(|b| format!("`{}` {}", b.notation, b.score))
        .collect();
    lines.push(Msg::new("puzzle-best-moves").md("moves", best.join(", ")));
    lines
}

/// Closes a puzzle once its day is over, owing its ranking and best moves and the Answer
/// button's removal in the same transaction.
async fn close(hub: &Hub, stored: &StoredPuzzle) -> Result<(), StoreError> {
    let answers = hub.store().answers(stored.id).await?;
    let Some(puzzle) = read(stored) else {
        tracing::error!(id = stored.id, "a stored puzzle does not read: closed");
        return hub.store().puzzle_closed(stored.id).await;
    };
    let mut owed = vec![Effect::Post(Post {
        tag: PostTag::Plain,
        lines: ranking_lines(
            stored,
            &puzzle,
            &answers,
            hub.lexicons().words(puzzle.game.variant().language.code()),
        ),
        board: None,
        buttons: Vec::new(),
        mention: Vec::new(),
        look: Look::Text,
    })];
    if let Some(message_id) = stored.message_id {
        owed.push(Effect::ClearButtons { message_id });
    }
    let owing = super::owned::owing(
        format!("{OWNER}{}:results", stored.id),
        stored.channel,
        Some(stored.guild),
        &stored.locale,
        owed,
    );
    hub.store().close_puzzle_owing(stored.id, &owing).await?;
    crate::failpoint::hit("after-puzzle-closed");
    Ok(())
}

/// Who answers a puzzle: their user id and their name as shown in the ranking.
pub type Answerer<'a> = (u64, &'a str);

/// `/puzzle answer`: the answer of `who` to the server's puzzle it was typed for, judged,
/// kept and told in `l`. The slash command names no puzzle (the Answer button's form does),
/// so the move picks it among the server's recent ones ([`aimed_at`]): a move composed for
/// yesterday's puzzle still open counts for it, one composed for a puzzle now closed is told
/// so, not judged against today's, however many days ago that puzzle closed.
pub async fn answer_today(
    hub: &Hub,
    guild: u64,
    who: Answerer<'_>,
    typed: &str,
    l: &str,
) -> Result<String, StoreError> {
    let recent = recent_puzzles(hub, guild).await?;
    let fits = |stored: &StoredPuzzle| {
        read(stored).is_some_and(|p| {
            let language = p.game.variant().language.code();
            p.judge(typed, hub.lexicons().words(language)).is_ok()
        })
    };
    Ok(match aimed_at(&recent, now_ms() as i64, fits) {
        Some(Aim::Open(open)) => judge(hub, open, who, typed, l).await,
        Some(Aim::Closed(closed)) => late_answer(closed, l),
        None => key(l, "puzzle-none-open"),
    })
}

/// The **Answer…** form: the answer of `who` to the puzzle the form names (`puzzle`, one
/// of server `guild`'s), judged, kept and told in `l`.
pub async fn answer_puzzle(
    hub: &Hub,
    puzzle: u64,
    guild: Option<u64>,
    who: Answerer<'_>,
    typed: &str,
    l: &str,
) -> String {
    let stored = hub
        .store()
        .puzzle(i64::try_from(puzzle).unwrap_or(-1))
        .await;
    match stored {
        Ok(Some(p)) if Some(p.guild) == guild => judge(hub, &p, who, typed, l).await,
        Ok(_) => key(l, "puzzle-none-open"),
        Err(e) => {
            tracing::error!(error = %e, "could not read a puzzle");
            key(l, "err-internal")
        }
    }
}

/// The answer of `user` to puzzle `stored`, judged, kept (the first counts) and told: a
/// line for them alone. Nothing is kept for a move that is not one.
async fn judge(
    hub: &Hub,
    stored: &StoredPuzzle,
    (user, name): Answerer<'_>,
    typed: &str,
    l: &str,
) -> String {
    let Some(puzzle) = read(stored) else {
        return key(l, "err-internal");
    };
    let best = puzzle
        .best
        .first()
        .map(|b| format!("`{}` ({})", b.notation, b.score))
        .unwrap_or_default();
    if stored.closed || stored.deadline <= now_ms() as i64 {
        return localize(l, &Msg::new("puzzle-closed").md("best", best));
    }
    // Turned off (`/config puzzle:false`): the day's puzzle takes no more answers.
    match puzzle_on(hub, stored.guild).await {
        Ok(true) => {}
        Ok(false) => return key(l, "puzzle-off"),
        Err(e) => {
            tracing::error!(error = %e, "could not read a server's puzzle settings");
            return key(l, "err-internal");
        }
    }
    let language = puzzle.game.variant().language.code();
    let verdict = match puzzle.judge(typed, hub.lexicons().words(language)) {
        Ok(v) => v,
        Err(AnswerError::Notation) => {
            return localize(
                l,
                &Msg::new("puzzle-err-notation").code("move", typed.trim()),
            )
        }
        Err(AnswerError::Refused(e)) => {
            let why = localize(l, &crate::table::play_error(&e));
            return localize(l, &Msg::new("puzzle-err-refused").s("why", why));
        }
    };
    let answer = PuzzleAnswer {
        user,
        name: name.to_string(),
        answer: verdict.notation.clone(),
        score: verdict.score,
        rank: verdict.rank,
        answered_at: now_ms() as i64,
    };
    let (kept, new) = match hub.store().answer_puzzle(stored.id, &answer).await {
        Ok(k) => k,
        Err(e) => {
            tracing::error!(error = %e, "a puzzle answer was not kept");
            return key(l, "err-not-saved");
        }
    };
    // The equity the answer that counts lost: this one's, or the first answer's judged again.
    let lost = if new {
        Some(verdict.equity_lost)
    } else {
        let words = hub.lexicons().words(language);
        puzzle
            .judge(&kept.answer, words)
            .ok()
            .map(|v| v.equity_lost)
    };
    // A move that does not stand counts all the same (its words are not named).
    let key = match (new, kept.score == 0 && kept.rank > verdict.ranks, lost) {
        (true, false, _) => "puzzle-verdict",
        (true, true, _) => "puzzle-verdict-void",
        (false, _, Some(_)) => "puzzle-answered-before",
        (false, _, None) => "puzzle-answered-before-unjudged",
    };
    let told = Msg::new(key)
        .code("move", kept.answer)
        .n("score", kept.score)
        .n("rank", kept.rank)
        .n("ranks", verdict.ranks)
        .md("best", best);
    let told = match lost {
        Some(lost) => told.tenths("lost", lost).n("lost-tenths", lost),
        None => told,
    };
    localize(l, &told)
}

/// The puzzle a typed move is aimed at.
#[derive(Debug, PartialEq, Eq)]
enum Aim<'a> {
    /// One open for answers: judge the move against it.
    Open(&'a StoredPuzzle),
    /// One closed (or past its deadline): tell the player so.
    Closed(&'a StoredPuzzle),
}

/// The puzzle a move typed with `/puzzle answer` at `now` (ms) is for, among a server's
/// `recent` puzzles (newest first; one not posted yet is no one's): the newest open one
/// the move `fits` (is a legal move of); else the newest closed one it fits (an answer
/// composed before that puzzle closed); else the newest open one, whose judgement tells
/// what is wrong with the move. None when the move fits none and no puzzle is open.
fn aimed_at(
    recent: &[StoredPuzzle],
    now: i64,
    fits: impl Fn(&StoredPuzzle) -> bool,
) -> Option<Aim<'_>> {
    let posted = || recent.iter().filter(|p| p.message_id.is_some());
    let open = |p: &&StoredPuzzle| !p.closed && p.deadline > now;
    posted()
        .filter(open)
        .find(|p| fits(p))
        .map(Aim::Open)
        .or_else(|| {
            posted()
                .filter(|p| !open(p))
                .find(|p| fits(p))
                .map(Aim::Closed)
        })
        .or_else(|| posted().find(open).map(Aim::Open))
}

/// The answer to a move typed for a puzzle that is closed: it is, and its best move.
fn late_answer(closed: &StoredPuzzle, l: &str) -> String {
    let best = read(closed)
        .and_then(|p| {
            p.best
                .first()
                .map(|b| format!("`{}` ({})", b.notation, b.score))
        })
        .unwrap_or_default();
    localize(l, &Msg::new("puzzle-closed").md("best", best))
}

/// Whether the server still has a daily puzzle (`/config puzzle:true`, not turned off).
async fn puzzle_on(hub: &Hub, guild: u64) -> Result<bool, StoreError> {
    let settings = hub
        .store()
        .settings(crate::store::Scope::Guild(guild))
        .await?;
    Ok(settings.iter().any(|(k, _)| k == CHANNEL_KEY))
}

/// How many days before today `/puzzle answer` looks back for the puzzle a move is for
/// (a puzzle is open a day from when it is made, so it may still be open the next day).
const RECENT_DAYS: i64 = 3;

/// The server's puzzles of the last few days, the newest first.
async fn recent_puzzles(hub: &Hub, guild: u64) -> Result<Vec<StoredPuzzle>, StoreError> {
    let day_ms = u64::try_from(hub.day().as_millis())
        .unwrap_or(86_400_000)
        .max(1);
    let today = (now_ms() / day_ms) as i64;
    hub.store().puzzles_since(guild, today - RECENT_DAYS).await
}

#[cfg(test)]
mod tests;
