//! Computers against computers from the command line.
//!
//! `plansza match --variant V --seats A,B[,C…] --games N --seed S [--budget-ms MS]`: every
//! pair of seats plays N games, seats swapped each game, every move checked by the rules and
//! the word list; one line per pair:
//! `intermediate vs strong: 160-236-4 (strong wins 59.0%), mean spread strong +12.3 ± 3.1`.
//! Seats: beginner, intermediate, strong, expert, and classic (the strong computer before
//! learned leaves).
//!
//! `plansza train leaves --variant V --games N --seed S [--rounds R] [--out FILE]`: learns
//! the variant's leave values from self-play (see `movegen::computer::train`) and writes the
//! leaves file with the command in its header; prints the file's sha256 (kept in
//! `dicts/leaves/SHA256SUMS`) and the time taken. The first round's games are played by the
//! classic strong computer, each next round's by the model the round before fitted, so the
//! file depends only on the command.

use super::Failure;
use crate::lexicon::Lexicon;
use crate::movegen::computer::analysis::{turn_score, turn_text};
use crate::movegen::computer::duel::{play_game, DuelError, Seat, Settings, Tally};
use crate::movegen::computer::leaves::LeaveModel;
use crate::movegen::computer::train::{self_play_game, Samples};
use crate::movegen::computer::{Budget, Thought, Turn};
use crate::movegen::{Dawg, Generator};
use crate::rules::{Game, VariantId};
use crate::table::rack_text;
use anyhow::{anyhow, Context};
use clap::{Args, Subcommand};
use sha2::{Digest, Sha256};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// Exit code of usage errors.
const EXIT_USAGE: u8 = 2;

/// Arguments of `plansza match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The variant (english, polish, literaki, literki, erudit, letterbox).
    #[arg(long)]
    pub variant: String,
    /// The seats, comma-separated: beginner, intermediate, strong, expert, classic.
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<String>,
    /// Games per pair of seats (seats swapped each game).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// The first game's deal; game i is dealt from seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The expert's thinking time per move, in milliseconds of CPU (default 1000).
    #[arg(long, value_name = "MS")]
    pub budget_ms: Option<u64>,
    /// Threads playing games at once (default: the machine's cores).
    #[arg(long)]
    pub threads: Option<usize>,
    /// A leaves file for the strong and expert seats instead of the bundled one.
    #[arg(long, value_name = "FILE")]
    pub leaves: Option<PathBuf>,
    /// Print the first N positions (by game) where the expert chose other than the strong
    /// computer's static favourite, with what it found playing the candidates out.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub explain: usize,
}

/// `plansza train …`.
#[derive(Debug, Subcommand)]
pub enum TrainCommand {
    /// Learn a variant's leave values from self-play and write its leaves file.
    Leaves(TrainLeavesArgs),
}

/// Arguments of `plansza train leaves`.
#[derive(Debug, Args)]
pub struct TrainLeavesArgs {
    /// The variant.
    #[arg(long)]
    pub variant: String,
    /// Self-play games per round.
    #[arg(long, default_value_t = 2000)]
    pub games: u64,
    /// Rounds: the first played by the classic strong computer, each next by the last fit.
    #[arg(long, default_value_t = 2)]
    pub rounds: u32,
    /// The first game's deal.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Where to write the file (default: dicts/leaves/<variant>.leaves).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Threads playing games at once (default: the machine's cores).
    #[arg(long)]
    pub threads: Option<usize>,
}

fn usage(error: anyhow::Error) -> Failure {
    Failure::with_code(EXIT_USAGE, error)
}

fn variant(name: &str) -> Result<VariantId, Failure> {
    VariantId::from_name(name).ok_or_else(|| {
        usage(anyhow!(
            "unknown variant `{name}`: english, polish, literaki, literki, erudit or letterbox"
        ))
    })
}

fn threads(asked: Option<usize>) -> usize {
    asked
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1)
}

/// Runs `plansza match`.
pub fn run_match(args: MatchArgs) -> Result<(), Failure> {
    let id = variant(&args.variant)?;
    let seats: Vec<Seat> = args
        .seats
        .iter()
        .map(|s| {
            Seat::from_name(s).ok_or_else(|| usage(anyhow!("unknown seat `{s}`: {}", Seat::NAMES)))
        })
        .collect::<Result<_, _>>()?;
    if seats.len() < 2 {
        return Err(usage(anyhow!(
            "--seats: at least two, e.g. intermediate,strong"
        )));
    }
    if args.games == 0 {
        return Err(usage(anyhow!("--games: at least one")));
    }
    let lex = Lexicon::bundled(id.variant().language).context("the bundled word list")?;
    let dawg = lex.dawg();
    let leaves = match &args.leaves {
        None => None,
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("reading {}", path.display()))
                .map_err(usage)?;
            let model = LeaveModel::parse(&text, id.variant().alphabet())
                .with_context(|| format!("reading {}", path.display()))
                .map_err(usage)?;
            Some(&*Box::leak(Box::new(model)))
        }
    };
    let settings = Settings {
        budget: args.budget_ms.map(Budget::millis),
        leaves,
    };
    for (i, &a) in seats.iter().enumerate() {
        for &b in &seats[i + 1..] {
            let (tally, differences) = play_match(
                id,
                [a, b],
                settings,
                args.games,
                args.seed,
                &lex,
                dawg,
                threads(args.threads),
                args.explain,
            )?;
            println!("{}", tally.line(a.name(), b.name()));
            for text in differences {
                println!("\n{text}");
            }
        }
    }
    Ok(())
}

/// `games` games between `a` and `b`, seats swapped each game (A moves first in the even
/// games), on `threads` threads; with the tally, up to `explain` positions (the earliest
/// games first) where an expert chose other than its static favourite, written out.
#[allow(clippy::too_many_arguments)]
pub fn play_match(
    id: VariantId,
    [a, b]: [Seat; 2],
    settings: Settings,
    games: u64,
    seed: u64,
    lex: &Lexicon,
    dawg: &Dawg,
    threads: usize,
    explain: usize,
) -> Result<(Tally, Vec<String>), Failure> {
    let differences: Mutex<Vec<(u64, String)>> = Mutex::new(Vec::new());
    let mut tally = on_threads(
        id,
        dawg,
        Games {
            count: games,
            seed,
            threads,
        },
        Tally::default,
        |generator, i, game_seed, mine| {
            let a_seat = (i % 2) as usize;
            let order = if a_seat == 0 { [a, b] } else { [b, a] };
            let mut turn_number = 0usize;
            let mut note = |g: &Game, turn: &Turn, thoughts: &[Thought]| {
                turn_number += 1;
                if explain == 0 {
                    return;
                }
                let Some(text) = difference(g, turn, thoughts, order) else {
                    return;
                };
                let head = format!("game {i} (seed {game_seed}), turn {turn_number}: ");
                if let Ok(mut d) = differences.lock() {
                    d.push((i, head + &text));
                    d.sort_by_key(|(game, _)| *game);
                    d.truncate(explain);
                }
            };
            let game = play_game(id, order, settings, lex, generator, game_seed, &mut note)?;
            mine.add(&game, a_seat);
            Ok(())
        },
        Tally::merge,
    )?;
    tally.spreads.sort_unstable();
    let differences = differences
        .into_inner()
        .map_err(|_| anyhow!("a match thread failed"))?
        .into_iter()
        .map(|(_, text)| text)
        .collect();
    Ok((tally, differences))
}

/// Which games to play: game `i` of `0..count` is dealt from `seed + i`, on `threads` threads.
#[derive(Debug, Clone, Copy)]
struct Games {
    count: u64,
    seed: u64,
    threads: usize,
}

/// Plays `games` shared out among threads, each thread with its own move generator and its
/// own accumulator (`fresh()`); `play` plays game `i` from its deal's seed into the thread's
/// accumulator, and the accumulators are merged at the end. The first game that fails stops
/// every thread, and its error (with the game and its seed) is the answer.
fn on_threads<A: Send>(
    id: VariantId,
    dawg: &Dawg,
    games: Games,
    fresh: impl Fn() -> A + Sync,
    play: impl Fn(&mut Generator<'_>, u64, u64, &mut A) -> Result<(), DuelError> + Sync,
    merge: impl Fn(&mut A, &A),
) -> Result<A, Failure> {
    let next = AtomicU64::new(0);
    let failed: Mutex<Option<anyhow::Error>> = Mutex::new(None);
    let done = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..games.threads.min(games.count as usize).max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut generator = Generator::new(id.variant(), dawg);
                    let mut mine = fresh();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= games.count || failed.lock().map_or(true, |f| f.is_some()) {
                            break;
                        }
                        let game_seed = games.seed.wrapping_add(i);
                        if let Err(e) = play(&mut generator, i, game_seed, &mut mine) {
                            if let Ok(mut f) = failed.lock() {
                                f.get_or_insert(anyhow!("game {i} (seed {game_seed}): {e}"));
                            }
                            break;
                        }
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join())
            .collect::<Result<Vec<A>, _>>()
    });
    if let Some(e) = failed.into_inner().ok().flatten() {
        return Err(Failure::from(e));
    }
    let done = done.map_err(|_| anyhow!("a thread playing games failed"))?;
    let mut all = fresh();
    for one in &done {
        merge(&mut all, one);
    }
    Ok(all)
}

/// When the computer to move in `game` thought ahead (`thoughts`) and chose `turn` over its
/// static favourite: the position and what each candidate was worth, as text.
fn difference(game: &Game, turn: &Turn, thoughts: &[Thought], seats: [Seat; 2]) -> Option<String> {
    let favourite = thoughts.iter().max_by_key(|t| t.candidate.equity)?;
    if favourite.candidate.turn == *turn {
        return None;
    }
    let me = game.turn();
    let v = game.variant();
    let score = |i: usize| game.players().get(i).map_or(0, |p| p.score);
    let name = |i: usize| seats.get(i).map_or("?", |s| s.name());
    let mut out = format!(
        "{} to move, {} {} - {} {}, {} tiles in the bag\n",
        name(me),
        name(0),
        score(0),
        name(1),
        score(1),
        game.bag_len()
    );
    let columns: String = (0..v.width).map(|c| char::from(b'A' + c)).collect();
    out += &format!("    {columns}\n");
    for (r, row) in game.board().to_text(v).lines().enumerate() {
        out += &format!("{:>3} {row}\n", r + 1);
    }
    out += &format!("rack: {}\n", rack_text(game, me));
    let tenths = |t: i64| format!("{:.1}", t as f64 / 10.0);
    let line = |t: &Thought| {
        format!(
            "  {:<22} {:>4} {:>8} {:>8} {:>6}",
            turn_text(game, &t.candidate.turn),
            turn_score(&t.candidate.turn),
            tenths(t.candidate.equity),
            t.mean.map_or("-".into(), tenths),
            t.rounds
        )
    };
    out += &format!(
        "static favourite: {}\nchosen:           {}\n",
        turn_text(game, &favourite.candidate.turn),
        turn_text(game, turn)
    );
    out += "  candidate              pts   equity    worth  deals\n";
    for t in thoughts {
        out += &line(t);
        out.push('\n');
    }
    Some(out)
}

/// Runs `plansza train …`.
pub fn run_train(command: TrainCommand) -> Result<(), Failure> {
    match command {
        TrainCommand::Leaves(args) => train_leaves(args),
    }
}

fn train_leaves(args: TrainLeavesArgs) -> Result<(), Failure> {
    let id = variant(&args.variant)?;
    if args.games == 0 || args.rounds == 0 {
        return Err(usage(anyhow!("--games and --rounds: at least one")));
    }
    let started = Instant::now();
    let v = id.variant();
    let lex = Lexicon::bundled(v.language).context("the bundled word list")?;
    let dawg = lex.dawg();
    let threads = threads(args.threads);
    let mut seat = Seat::Classic;
    let mut model = LeaveModel::zero(v.alphabet().len());
    let mut samples = Samples::new(v.alphabet().len());
    for round in 0..args.rounds {
        let previous = (round > 0).then_some(&model);
        samples = self_play(
            id, seat, previous, &lex, dawg, args.games, args.seed, threads,
        )?;
        model = samples.fit();
        eprintln!(
            "round {}: {} samples from {} games, mean next turn {:.1} points ({:.0} s so far)",
            round + 1,
            samples.count,
            args.games,
            samples.mean_points(),
            started.elapsed().as_secs_f64()
        );
        seat = Seat::Trained(Box::leak(Box::new(model.clone())));
    }
    let command = format!(
        "plansza train leaves --variant {} --games {} --rounds {} --seed {}",
        id.name(),
        args.games,
        args.rounds,
        args.seed
    );
    let text = format!(
        "# plansza leaves: {}\n# made by: {command}\n# fitted to {} samples of the last round's {} self-play games (mean next turn {:.1} points)\n{}",
        id.name(),
        samples.count,
        args.games,
        samples.mean_points(),
        model.to_text(v.alphabet())
    );
    let out = args
        .out
        .unwrap_or_else(|| PathBuf::from(format!("dicts/leaves/{}.leaves", id.name())));
    std::fs::write(&out, &text).with_context(|| format!("writing {}", out.display()))?;
    let sha = hex(&Sha256::digest(text.as_bytes()));
    println!("{sha}  {}", out.display());
    eprintln!(
        "wrote {} ({} bytes) in {:.1} s on {threads} threads",
        out.display(),
        text.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Self-play games `seed..seed+games` of `seat` against itself, their samples merged.
#[allow(clippy::too_many_arguments)]
fn self_play(
    id: VariantId,
    seat: Seat,
    previous: Option<&LeaveModel>,
    lex: &Lexicon,
    dawg: &Dawg,
    games: u64,
    seed: u64,
    threads: usize,
) -> Result<Samples, Failure> {
    let letters = id.variant().alphabet().len();
    on_threads(
        id,
        dawg,
        Games {
            count: games,
            seed,
            threads,
        },
        || Samples::new(letters),
        |generator, _, game_seed, mine| {
            self_play_game(id, seat, previous, lex, generator, game_seed, mine)
        },
        Samples::merge,
    )
}

/// Lower-case hex of bytes.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
