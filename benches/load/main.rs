//! The load harness (issue 12, "Measured"): the real release `plansza` binary against the
//! fake Discord of `tests/support`, with C two-player Literaki games played at once by
//! scripted players, and what a community's operator wants to know about it:
//! interactions/s, settled turns/s, acknowledgement latency (p50/p99/max, and how many missed
//! Discord's 3 s deadline), command-to-board-posted latency, the bot's CPU per settled turn
//! (and the whole machine's, fake included), and the bot's RSS at start, after opening the
//! games and over a soak.
//!
//! ```text
//! cargo bench --bench load                       # 50 games, 60 s
//! LOAD_GAMES=200 LOAD_SECS=60 cargo bench --bench load
//! LOAD_GAMES=50 LOAD_SOAK_SECS=600 cargo bench --bench load
//! LOAD_BOT=/path/to/older/plansza cargo bench --bench load   # measure another build
//! LOAD_WEB=1 LOAD_GAMES=200 cargo bench --bench load    # and every game watched on its page
//! LOAD_THINK_MS=1000 cargo bench --bench load           # players think a second a move
//! LOAD_COMPUTER=expert LOAD_GAMES=20 cargo bench --bench load  # a person against the expert
//! scripts/with-postgres.sh env LOAD_PROCESSES=2 LOAD_GAMES=2000 cargo bench --bench load
//! ```
//!
//! The scripted play of one game: `/game new variant:literaki` in its own channel, a second
//! player joins, the first starts (the game moves into a thread); then turns: real words (every
//! two-letter string is a word in the run's word lists, nothing longer is) and phonies (three
//! letters), the opponent pressing Accept or Check, exchanges, passes, `/rack` now and then, a
//! spectator pressing an old window's button. After [`TURNS_PER_GAME`] turns the players pass
//! until the game ends, and a new game opens in the channel, so the load stays steady.
//!
//! With `LOAD_COMPUTER` set, each table is one scripted person against the bot's computer
//! (see `computer.rs`): the person answers the computer's windows (Accept, Check now and
//! then), and during each computer move, after its pause and every 2-4 s while it lasts,
//! sends `/rack` or a spectator presses an old button: the acknowledgements of the channel
//! whose computer is thinking.
//!
//! With `LOAD_PROCESSES` above 1 the bot runs as that many processes on one Postgres, each
//! with its share of the shards, and after the measured phase one of them is SIGKILLed while
//! a standby takes over its shards (see `fleet.rs`).
//!
//! The harness talks to 127.0.0.1 only; the bot's Discord traffic goes to the fake
//! (`DISCORD_PROXY_URL`), as in the end-to-end tests.

#[path = "../../tests/support/mod.rs"]
mod support;

mod computer;
mod figures;
mod fleet;
mod moves;
mod players;
mod seen;
mod takeover;
mod web;

use computer::{Opponent, PAUSE};
use figures::{BotCounters, Figures, Machine};
use fleet::{Database, Fleet};
use moves::Square;
use rand::{rngs::StdRng, SeedableRng};
use serde_json::Value;
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};
use support::bot::{log_of, two_letter_lexicon};
use support::fake_discord::{FakeDiscord, Recorded};
use takeover::Takeover;

/// Turns a game plays before its players pass it to its end.
const TURNS_PER_GAME: u32 = 24;
/// Discord's deadline for acknowledging an interaction.
const ACK_DEADLINE: Duration = Duration::from_secs(3);
/// An action the bot did not react to within this long is made again (or given up).
const PATIENCE: Duration = Duration::from_secs(20);
/// Against the computer, a table's work waits behind the computers' thinking on the bot's
/// two table-work threads (at 100 expert games, a minute and more): its players wait longer.
const PATIENCE_AGAINST_COMPUTER: Duration = Duration::from_secs(180);

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo bench` passes `--bench`; other arguments (a filter) do not apply here.
    let games = env_or("LOAD_GAMES", 50) as usize;
    let secs = env_or("LOAD_SECS", 60);
    let soak = env_or("LOAD_SOAK_SECS", 0);
    let seed = env_or("LOAD_SEED", 1);
    let processes = env_or("LOAD_PROCESSES", 1).max(1) as usize;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a tokio runtime");
    runtime.block_on(run(games, secs, soak, seed, processes));
}

/// What a game is waiting for.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Phase {
    /// No game: one is opened (after `since` plus a short pause).
    Idle,
    /// `/game new` sent; waiting for the lobby.
    Opening,
    /// The joiner clicked Join; waiting for the lobby to show them.
    Joining,
    /// The opener clicked Start; waiting for the thread and the first "Next:".
    Starting,
    /// Playing in the thread.
    Playing,
}

/// A move the mover made and what its opponent will answer.
#[derive(Debug, Clone)]
struct Played {
    /// The squares and letters laid.
    tiles: Vec<(Square, String)>,
    /// True when every word it makes is in the word lists.
    real: bool,
    /// The opponent presses Check (else Accept).
    check: bool,
    /// The seat that moved.
    seat: usize,
    /// Its rack before the move (what it has again when the move goes back).
    rack: Vec<String>,
}

/// One channel's games, as the scripted players see them.
struct Table {
    /// The guild it plays in (one per shard when the bot is sharded).
    guild: u64,
    channel: u64,
    users: [u64; 2],
    spectator: u64,
    phase: Phase,
    since: Instant,
    thread: Option<u64>,
    lobby: Option<String>,
    /// The seat to move, from the newest "Next:" message.
    next: Option<usize>,
    /// Id of the newest "Next:" message.
    last_next: Option<String>,
    /// What the players did for the newest turn or window (`None`: nothing yet).
    acted_on: Option<String>,
    /// Each seat's rack from their newest DM; `None` while a new one is owed.
    racks: [Option<Vec<String>>; 2],
    /// The letters on the board.
    board: HashMap<Square, String>,
    /// The open window (message id, its Accept and Check custom ids).
    window: Option<(String, String, String)>,
    /// A button of a window that closed (for a spectator's stale click).
    stale: Option<(String, String)>,
    /// The move waiting in a window.
    played: Option<Played>,
    /// When the newest action was sent, for the latency to the board it brings.
    board_due: Option<Instant>,
    turns: u32,
    /// Exchanges each seat made this game (Literaki allows three a game).
    exchanges: [u32; 2],
    /// The interaction of the mover's newest action (a refusal answers it).
    turn_interaction: Option<u64>,
    /// When the open window was answered, for the latency to its page's update.
    web_due: Option<Instant>,
    /// Against the computer: when its turn began (its "Next:" post), until its move is posted.
    computer_turn: Option<Instant>,
    /// When, into the computer's turn, the channel is asked something next.
    probe_at: Option<Duration>,
    rng: StdRng,
}

impl Table {
    fn reset(&mut self, now: Instant) {
        self.phase = Phase::Idle;
        self.since = now;
        self.thread = None;
        self.lobby = None;
        self.next = None;
        self.last_next = None;
        self.acted_on = None;
        self.racks = [None, None];
        self.board.clear();
        self.window = None;
        self.stale = None;
        self.played = None;
        self.board_due = None;
        self.turns = 0;
        self.exchanges = [0, 0];
        self.turn_interaction = None;
        self.web_due = None;
        self.computer_turn = None;
        self.probe_at = None;
    }
}

/// Everything the harness knows and counts.
struct Harness<'a> {
    fake: &'a FakeDiscord,
    tables: Vec<Table>,
    /// Channel or thread id -> table index.
    places: HashMap<u64, usize>,
    /// DM channel id -> (table index, seat).
    dms: HashMap<u64, (usize, usize)>,
    /// Interaction id -> when it was sent.
    issued: HashMap<u64, Instant>,
    /// Interactions answered so far, and how many were answered again (a game driven
    /// twice).
    answered: HashSet<u64>,
    answered_twice: u64,
    /// After a process was killed: its tables, and when their first turn settled again.
    takeover: Option<Takeover>,
    /// The players make no new moves (the end's drain).
    resting: bool,
    figures: Figures,
    /// The games' spectators on their pages (`LOAD_WEB`), and what they measured.
    spectators: Option<web::Spectators>,
    web: web::WebFigures,
    /// How long the players think before each move or window answer.
    think: Duration,
    /// `LOAD_COMPUTER`: the computer each table's person plays against.
    opponent: Option<Opponent>,
    /// Interactions sent in a channel while its computer was thinking.
    thinking_sent: HashSet<u64>,
    /// `/rack` sent while the channel's computer was thinking, for the time to its answer.
    probes: HashMap<u64, Instant>,
}

async fn run(games: usize, secs: u64, soak: u64, seed: u64, processes: usize) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    two_letter_lexicon(dir.path());
    let opponent = Opponent::from_env(dir.path());
    let fake = FakeDiscord::start_lean().await;
    let mut events = fake.subscribe();
    // LOAD_BOT: another build of the bot to measure (e.g. main's, kept aside, for a
    // before/after comparison in the same session).
    let program =
        std::env::var("LOAD_BOT").unwrap_or_else(|_| env!("CARGO_BIN_EXE_plansza").to_string());
    println!("bot: {program}");
    // LOAD_WEB: the bot serves the games' pages, and the harness watches every game there.
    let web_addr = std::env::var_os("LOAD_WEB").map(|_| fleet::free_port());
    // Against the computer, its moves' cost is logged (debug, by the channel's timers);
    // several processes say when they wait for a lease and how many games they resumed.
    let log = match (opponent.is_some(), processes > 1) {
        (true, _) => "warn,plansza::service::channel::timers=debug",
        (false, true) => "warn,plansza::discord=info",
        (false, false) => "warn",
    };
    let database = Database::from_env(processes).await;
    let settings = fleet::Settings {
        program: &program,
        dir: dir.path(),
        fake: &fake,
        log,
        web: web_addr,
    };
    let mut fleet = Fleet::start(processes, database, &settings).await;
    let machine = Machine::new(&fleet.pids());
    let rss_start = machine.sample().rss_kb;

    let now = Instant::now();
    let mut harness = Harness {
        fake: &fake,
        tables: Vec::new(),
        places: HashMap::new(),
        dms: HashMap::new(),
        issued: HashMap::new(),
        answered: HashSet::new(),
        answered_twice: 0,
        takeover: None,
        resting: false,
        figures: Figures::default(),
        spectators: web_addr.map(|a| web::Spectators::new(format!("http://{a}"))),
        web: web::WebFigures::default(),
        think: Duration::from_millis(env_or("LOAD_THINK_MS", 0)),
        opponent,
        thinking_sent: HashSet::new(),
        probes: HashMap::new(),
    };
    for i in 0..games {
        // The tables take the shards in turn.
        let guild = fleet::guild_of_shard(&fake, i as u32 % fleet.total, fleet.total);
        let channel = fake.new_channel(guild);
        let users = [fake.new_id(), fake.new_id()];
        for (seat, user) in users.iter().enumerate() {
            harness.dms.insert(fake.dm_channel_of(*user), (i, seat));
        }
        harness.places.insert(channel, i);
        harness.tables.push(Table {
            guild,
            channel,
            users,
            spectator: fake.new_id(),
            phase: Phase::Idle,
            since: now,
            thread: None,
            lobby: None,
            next: None,
            last_next: None,
            acted_on: None,
            racks: [None, None],
            board: HashMap::new(),
            window: None,
            stale: None,
            played: None,
            board_due: None,
            turns: 0,
            exchanges: [0, 0],
            turn_interaction: None,
            web_due: None,
            computer_turn: None,
            probe_at: None,
            rng: StdRng::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(i as u64)),
        });
    }

    // Opening: every game reaches its first turn (or a minute passes).
    let opening = Instant::now();
    let mut tick = tokio::time::interval(Duration::from_millis(50));
    while opening.elapsed() < Duration::from_secs(60 + games as u64 / 10)
        && harness
            .tables
            .iter()
            .any(|t| t.phase != Phase::Playing || t.next.is_none())
    {
        step(&mut harness, &mut events, &mut tick).await;
    }
    let opened = harness
        .tables
        .iter()
        .filter(|t| t.phase == Phase::Playing)
        .count();
    let open_secs = opening.elapsed().as_secs_f64();
    let rss_open = machine.sample().rss_kb;

    // A short warm-up, then the measured phase.
    let warm = Instant::now();
    while warm.elapsed() < Duration::from_secs(5) {
        step(&mut harness, &mut events, &mut tick).await;
    }
    harness.figures = Figures::default();
    harness.web = web::WebFigures::default();
    if let Some(spectators) = &harness.spectators {
        let threads = harness.tables.iter().filter_map(|t| t.thread).collect();
        spectators.ask_pages(threads, Instant::now() + Duration::from_secs(secs));
    }
    let counters_before = BotCounters::read_all(&fleet.metrics());
    let log_path = support::bot::log_path(dir.path(), 1);
    let log_from = std::fs::metadata(&log_path).map_or(0, |m| m.len());
    let before = machine.sample();
    let measured = Instant::now();
    while measured.elapsed() < Duration::from_secs(secs) {
        step(&mut harness, &mut events, &mut tick).await;
    }
    let after = machine.sample();
    let counters_after = BotCounters::read_all(&fleet.metrics());
    harness.count_unacknowledged(Instant::now());
    let elapsed = measured.elapsed().as_secs_f64();

    match &harness.opponent {
        Some(o) => println!(
            "\nplansza load: {games} games of Literaki, a person against the {} computer \
             (Polish word list), {secs} s measured (seed {seed})",
            o.strength.name()
        ),
        None => println!(
            "\nplansza load: {games} games of two-player Literaki, {secs} s measured (seed {seed})"
        ),
    }
    println!(
        "bot: {processes} process(es) on {}, {} shard(s) in all",
        fleet.database.name(),
        fleet.total
    );
    println!("opening: {opened}/{games} games reached their first turn in {open_secs:.1} s");
    harness
        .figures
        .report(elapsed, &before, &after, rss_start, rss_open);
    match (counters_before, counters_after) {
        (Some(b), Some(a)) => a.report(&b, harness.figures.turns),
        _ => println!("bot counters: its /metrics did not answer"),
    }
    if harness.opponent.is_some() {
        let waiting = harness
            .tables
            .iter()
            .filter_map(|t| t.computer_turn)
            .map(|at| Instant::now().duration_since(at))
            .collect();
        let logged = figures::ComputerMoves::read(&log_path, log_from);
        harness
            .figures
            .report_computer(&logged, waiting, &before, &after);
    }
    if let Some(spectators) = &harness.spectators {
        let playing = harness.tables.iter().find_map(|t| t.thread);
        let weight = match playing {
            Some(thread) => spectators.page_weight(thread).await,
            None => None,
        };
        harness.web.report(weight);
    }

    if soak > 0 {
        let mut samples: Vec<(f64, u64)> = Vec::new();
        let soaking = Instant::now();
        let mut next_sample = Duration::ZERO;
        while soaking.elapsed() < Duration::from_secs(soak) {
            if soaking.elapsed() >= next_sample {
                samples.push((soaking.elapsed().as_secs_f64(), machine.sample().rss_kb));
                next_sample += Duration::from_secs(30);
            }
            step(&mut harness, &mut events, &mut tick).await;
        }
        samples.push((soaking.elapsed().as_secs_f64(), machine.sample().rss_kb));
        figures::report_soak(&samples, soak);
        println!(
            "soak: {} turns settled, {} games finished, {} acks missed the 3 s deadline",
            harness.figures.turns, harness.figures.games_finished, harness.figures.missed
        );
    }

    let takeover_secs = env_or("LOAD_TAKEOVER_SECS", 60);
    if fleet.standby.is_some() && takeover_secs > 0 {
        takeover::phase(
            &mut harness,
            &mut fleet,
            dir.path(),
            takeover_secs,
            &mut events,
            &mut tick,
        )
        .await;
    }
    if let Database::Postgres(url) = &fleet.database {
        // The players stop making moves; whatever the processes owe Discord is carried out.
        harness.resting = true;
        let resting = Instant::now();
        let mut owed = support::postgres::owed_rows(url).await;
        while owed > 0 && resting.elapsed() < Duration::from_secs(120) {
            let pause = Instant::now();
            while pause.elapsed() < Duration::from_millis(500) {
                step(&mut harness, &mut events, &mut tick).await;
            }
            owed = support::postgres::owed_rows(url).await;
        }
        println!(
            "owed to Discord at the end  {owed} effects ({:.1} s after the players stopped)",
            resting.elapsed().as_secs_f64()
        );
    }
    println!("interactions answered twice {:>8}", harness.answered_twice);

    let statuses = fleet.stop().await;
    println!("the bot stopped on SIGTERM: {}", statuses.join(", "));
    let mut warnings = Vec::new();
    for run in fleet.log_runs() {
        let log = log_of(dir.path(), run);
        warnings.extend(
            log.lines()
                .filter(|l| l.contains("WARN") || l.contains("ERROR"))
                .filter(|l| !l.contains("holds this shard's lease"))
                .map(|l| format!("[{run}] {l}")),
        );
    }
    println!("bot log: {} warnings or errors", warnings.len());
    for line in warnings.iter().take(10) {
        println!("  {line}");
    }
}

/// One step: every event that arrived, then whatever the tables should do now.
async fn step(
    harness: &mut Harness<'_>,
    events: &mut tokio::sync::mpsc::UnboundedReceiver<Recorded>,
    tick: &mut tokio::time::Interval,
) {
    tokio::select! {
        got = events.recv() => {
            if let Some(record) = got {
                harness.see(&record);
                while let Ok(record) = events.try_recv() {
                    harness.see(&record);
                }
            }
        }
        _ = tick.tick() => {}
    }
    harness.see_pages();
    let now = Instant::now();
    for i in 0..harness.tables.len() {
        harness.act(i, now);
    }
}

impl Harness<'_> {
    /// Sends a click and remembers when.
    fn click(&mut self, user: u64, place: u64, message: &str, custom_id: &str) {
        let id = self
            .fake
            .click_button_in(user, place, message, custom_id, "en-US");
        self.sent(id, place, || {
            format!("click {custom_id} by {user} in {place}")
        });
    }

    /// Sends a slash command and remembers when.
    fn command(&mut self, user: u64, place: u64, name: &str, options: Value) -> u64 {
        let what = || format!("/{name} {options} by {user} in {place}");
        let traced = std::env::var_os("LOAD_TRACE").is_some().then(what);
        let guild = self.places.get(&place).map(|&i| self.tables[i].guild);
        let id = self
            .fake
            .slash_command(user, place, guild, name, options, "en-US");
        self.sent(id, place, || traced.unwrap_or_default());
        id
    }

    /// Remembers when interaction `id` was sent in `place`, and whether that place's
    /// computer was thinking then; with `LOAD_TRACE` set, prints `what` it was.
    fn sent(&mut self, id: u64, place: u64, what: impl FnOnce() -> String) {
        if std::env::var_os("LOAD_TRACE").is_some() {
            println!("{:>7.3} >> {}", t0().elapsed().as_secs_f64(), what());
        }
        let now = Instant::now();
        let thinking = self.places.get(&place).is_some_and(|&i| {
            let began = self.tables[i].computer_turn;
            began.is_some_and(|b| now.duration_since(b) >= PAUSE)
        });
        if thinking {
            self.thinking_sent.insert(id);
        }
        if let Some(t) = &mut self.takeover {
            if self
                .places
                .get(&place)
                .is_some_and(|i| t.tables.contains(i))
            {
                t.asked.insert(id);
            }
        }
        self.issued.insert(id, now);
        self.figures.interactions += 1;
    }

    /// Acknowledgements still missing that are past the deadline count as missed (once).
    fn count_unacknowledged(&mut self, now: Instant) {
        let before = self.issued.len();
        self.issued
            .retain(|_, at| now.duration_since(*at) <= ACK_DEADLINE);
        self.figures.unanswered += (before - self.issued.len()) as u64;
    }

    /// A turn of table `i` settled (its bot message reached the fake at `at`).
    fn turn_settled(&mut self, i: usize, at: Instant) {
        self.figures.turns += 1;
        if let Some(t) = &mut self.takeover {
            if t.tables.contains(&i) && at > t.killed {
                t.turns += 1;
            }
        }
    }

    /// How long a player waits for the bot before giving up.
    fn patience(&self) -> Duration {
        match self.opponent {
            Some(_) => PATIENCE_AGAINST_COMPUTER,
            None => PATIENCE,
        }
    }
}

/// When the run started (for traces).
fn t0() -> Instant {
    static T0: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    *T0.get_or_init(Instant::now)
}

/// The channel in an interaction token (`fake-token.<channel>.<id>`).
fn channel_of_token(token: &str) -> Option<u64> {
    token.split('.').nth(1)?.parse().ok()
}
