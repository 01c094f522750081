//! The Discord door (serenity + poise): decodes gateway events, slash commands, buttons and
//! forms into the service's inputs ([`crate::service`]), and delivers what the service hands
//! it over Discord's REST API. It reaches the store only through the service (checked by
//! `tests/architecture.rs`). Nothing below it imports this module.
//!
//! - [`commands`]: the slash commands (deferred at once, then queued to the place's task);
//! - [`autocomplete`]: `/play`'s preview of the move being typed;
//! - [`buttons`]: button presses, routed by `custom_id` so they work after a restart;
//! - [`answer`]: private answers to whoever acted (messages, forms, the tile picker): the
//!   service's `Respond`;
//! - [`door`]: the service's `Door` over [`send`] (posts with PNGs, edits and rack DMs) and
//!   [`threads`], retried as [`delivery`] says over [`rest`] (which reads Discord's rate
//!   limits);
//! - [`localize`]: command localizations from the catalog;
//! - [`stats`], [`leaderboard`], [`community`], [`notify`], [`puzzle`], [`tournament`] and
//!   `settings` (`/config`): commands answered with what the service reads or changes
//!   (`crate::service::stats`, `community`, `settings`, ...); the door holds no store.
//!
//! The slash commands themselves are `pub(crate)`: poise takes a command's doc comment as
//! its description on Discord and leaves the function it generates undocumented; the
//! framework gets them from each module's `all()`.

pub mod answer;
pub mod asked;
pub mod autocomplete;
pub mod buttons;
pub mod commands;
pub mod community;
pub mod delivery;
pub mod door;
pub mod leaderboard;
pub mod localize;
pub mod notify;
pub mod puzzle;
pub mod rest;
pub mod send;
mod settings;
pub mod stats;
pub mod threads;
pub mod tournament;

use crate::config::Settings;
use crate::cooldown;
use crate::service::hub::{Gone, Hub};
use crate::service::shutdown::Shutdown;
use crate::service::start;
use crate::shards::Shards;
use crate::text;
use delivery::Delivery;
use rest::{Direct, Failure};
use send::Sender;
use serenity::all::{
    ClientBuilder, Command, FullEvent, GatewayIntents, GuildId, Http, HttpBuilder,
};
use std::future::IntoFuture;
use std::io::IsTerminal;
use std::sync::Arc;
use std::time::Duration;

/// Shared by every command and event.
pub struct Data {
    /// The channel router.
    pub hub: Arc<Hub>,
    /// The way out to Discord (answers to interactions included).
    pub sender: Sender,
}

/// The error type of commands.
pub type Error = anyhow::Error;
/// The command context.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// How long the shards get to close their connections once shutting down.
const SHARDS_CLOSE_WITHIN: Duration = Duration::from_secs(3);
/// How long tasks still running get once the bot stopped (a blocking drawing, a send).
const TASKS_END_WITHIN: Duration = Duration::from_secs(2);

/// Set up logging and run the bot with `settings` until SIGTERM or Ctrl-C. The process
/// environment must hold what the settings came from ([`crate::config::apply_env`]) before
/// this starts the runtime's threads: nothing here changes it.
pub fn run_bot(settings: Settings) -> anyhow::Result<()> {
    init_tracing();
    // The heavy work has its own bounded pools ([`pools`]); the blocking pool only reads
    // the word lists at start.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .max_blocking_threads(4)
        .enable_all()
        .build()?;
    let result = runtime.block_on(async {
        let shutdown = Shutdown::new();
        shutdown.on_signals();
        run(settings, shutdown).await
    });
    // Whatever still runs (a send being retried, a board being drawn) must not hold the
    // process.
    runtime.shutdown_timeout(TASKS_END_WITHIN);
    result
}

/// Logs to stdout: colours only on a terminal and without `NO_COLOR`; `RUST_LOG` filters
/// (default: INFO, serenity's WARN).
fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn"));
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let ansi = std::io::stdout().is_terminal() && !no_color;
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(ansi)
        .try_init();
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().name, error = %error, "a command failed");
            let locale = match ctx {
                poise::Context::Application(a) => a.interaction.locale.clone(),
                poise::Context::Prefix(_) => "en-US".to_string(),
            };
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(text::key(&locale, "err-internal"))
                        .ephemeral(true),
                )
                .await;
        }
        // Held back by the cooldown: already answered ([`slow_down`]).
        poise::FrameworkError::CommandCheckFailed { error: None, .. } => {}
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "could not report an error");
            }
        }
    }
}

/// serenity's HTTP client. Behind a proxy its rate limiter is off (it would bypass the proxy)
/// and the sender gets the same `reqwest` client to read rate limits itself.
fn discord_http(settings: &Settings) -> anyhow::Result<(Http, Option<Direct>)> {
    let client = reqwest::Client::builder().use_rustls_tls().build()?;
    let builder = HttpBuilder::new(&settings.discord_token).client(client.clone());
    Ok(match &settings.proxy_url {
        Some(proxy) => (
            builder
                .proxy(proxy.as_str())
                .ratelimiter_disabled(true)
                .build(),
            Some(Direct {
                client,
                proxy: proxy.clone(),
            }),
        ),
        None => (builder.build(), None),
    })
}

/// The gateway's address, asked until Discord answers: serenity would fall back to the real
/// gateway host on a failure, even behind a proxy.
async fn gateway_url(http: &Http, shutdown: &Shutdown) -> Result<String, Failure> {
    Delivery::MustArrive
        .run("asking for the gateway", shutdown, || async {
            match shutdown.unless_stopped(http.get_gateway()).await {
                None => Err(Failure::Stopped),
                Some(Ok(gateway)) => Ok(gateway.url),
                Some(Err(e)) => Err(Failure::from_serenity(&e)),
            }
        })
        .await
}

/// Run the bot with these settings until `shutdown` is triggered.
pub async fn run(settings: Settings, shutdown: Shutdown) -> anyhow::Result<()> {
    // The shards this process drives, and their leases: no other process drives their games
    // while this one runs (it waits here while another holds one).
    let shards = settings.shards.unwrap_or(Shards::ALL_OF_ONE);
    let Some((ground, mut keeping)) =
        start::open(&settings.database_url, shards, &shutdown).await?
    else {
        return Ok(());
    };
    let dev_guild = settings.dev_guild;
    let hub_settings = settings.clone();
    // The operations endpoint: bound now, so a wrong address stops the start at once.
    let ready_hub: crate::service::ops::ReadyHub = Arc::default();
    if let Some(addr) = settings.metrics_addr {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| anyhow::anyhow!("cannot listen on METRICS_ADDR {addr}: {e}"))?;
        tracing::info!(%addr, "serving /metrics and /health");
        tokio::spawn(crate::service::ops::serve(
            listener,
            Arc::clone(&ready_hub),
            shutdown.clone(),
        ));
    }
    let hub_for_ops = Arc::clone(&ready_hub);
    // The games' pages: bound now too, served once the hub runs.
    let web = match settings.web_addr {
        Some(addr) => {
            let listener = tokio::net::TcpListener::bind(addr)
                .await
                .map_err(|e| anyhow::anyhow!("cannot listen on WEB_ADDR {addr}: {e}"))?;
            tracing::info!(%addr, public = ?settings.public_url, "serving the games' pages");
            Some(listener)
        }
        None => None,
    };
    let web = std::sync::Mutex::new(web);
    let public_url = settings.public_url.clone();
    let web_shutdown = shutdown.clone();

    let mut commands = commands::all();
    commands.extend(community::all());
    commands.extend([stats::stats(), leaderboard::leaderboard()]);
    commands.extend(notify::all());
    commands.extend(puzzle::all());
    commands.extend(tournament::all());
    localize::apply(&mut commands);
    let (http, direct) = discord_http(&settings)?;
    let sender_shutdown = shutdown.clone();
    let puzzle_shutdown = shutdown.clone();
    let alarm_shutdown = shutdown.clone();
    let relay_shutdown = shutdown.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            on_error: |e| Box::pin(on_error(e)),
            command_check: Some(|ctx| Box::pin(slow_down(ctx))),
            pre_command: |_| {
                Box::pin(async {
                    crate::metrics::metrics().commands.inc();
                })
            },
            event_handler: |ctx, event, _framework, data| {
                Box::pin(async move {
                    match event {
                        FullEvent::InteractionCreate { interaction } => {
                            buttons::on_interaction(ctx, interaction, data).await;
                        }
                        FullEvent::ChannelDelete { channel, .. } => {
                            crate::service::places_gone(&data.hub, Gone::Channel(channel.id.get()))
                                .await;
                        }
                        FullEvent::ThreadDelete { thread, .. } => {
                            crate::service::places_gone(&data.hub, Gone::Channel(thread.id.get()))
                                .await;
                        }
                        // Removed from the server (not an outage, which says `unavailable`).
                        FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
                            crate::service::places_gone(
                                &data.hub,
                                Gone::Guild(incomplete.id.get()),
                            )
                            .await;
                        }
                        _ => {}
                    }
                    Ok(())
                })
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let defs =
                    poise::builtins::create_application_commands(&framework.options().commands);
                match dev_guild {
                    Some(g) => {
                        GuildId::new(g).set_commands(&ctx.http, defs).await?;
                    }
                    None => {
                        Command::set_global_commands(&ctx.http, defs).await?;
                    }
                }
                let sender = Sender::new(ctx.http.clone(), direct, sender_shutdown)
                    .with_pages(public_url.as_deref());
                let door: Arc<dyn crate::service::door::Door> = Arc::new(sender.clone());
                let hub = ground.hub(door, &hub_settings);
                let _ = hub_for_ops.set(Arc::clone(&hub));
                let listener = web.lock().ok().and_then(|mut w| w.take());
                if let Some(listener) = listener {
                    let public = Arc::new(crate::web::public::Public::new(Arc::clone(&hub)));
                    let stop = web_shutdown.clone();
                    tokio::spawn(crate::web::public::serve(listener, public, async move {
                        stop.unless_stopped(std::future::pending::<()>()).await;
                    }));
                }
                let resumed = hub.resume_saved().await?;
                // Moves relayed from the pages of other processes, and their tables' saves.
                crate::service::relay::listen(&hub, relay_shutdown);
                hub.run_alarms(alarm_shutdown);
                puzzle::spawn_scheduler(Arc::clone(&hub), puzzle_shutdown);
                tournament::resume(&hub).await;
                tracing::info!(bot = %ready.user.name, resumed, "plansza is ready");
                Ok(Data { hub, sender })
            })
        })
        .build();

    let url = match gateway_url(&http, &shutdown).await {
        Ok(url) => url,
        Err(Failure::Stopped) => return Ok(()),
        Err(e) => anyhow::bail!("Discord does not say where its gateway is: {e}"),
    };
    let building = ClientBuilder::new_with_http(http, GatewayIntents::non_privileged())
        .framework(framework)
        .into_future();
    let Some(client) = shutdown.unless_stopped(building).await else {
        return Ok(());
    };
    let mut client = client?;
    // Never the fallback serenity picks when its own ask for the gateway fails.
    *client.ws_url.lock().await = url;
    let manager = client.shard_manager.clone();
    let running = async {
        match settings.shards {
            // `start_shard_range` takes the last shard inclusive.
            Some(s) => client.start_shard_range(s.first..s.last, s.total).await,
            None => client.start().await,
        }
    };
    tokio::select! {
        ended = running => ended?,
        why = keeping.lost() => {
            tracing::error!(error = %why, "the shards' leases are lost, or may be: stopping");
            // Another process may take these games now: stop driving them at once.
            let _ = tokio::time::timeout(SHARDS_CLOSE_WITHIN, manager.shutdown_all()).await;
            return Err(why.context("the shards' leases were lost"));
        }
        () = shutdown.triggered() => {
            // With the gateway unreachable no shard runs, and serenity's shutdown would not
            // end `start`: stop waiting for it.
            if tokio::time::timeout(SHARDS_CLOSE_WITHIN, manager.shutdown_all()).await.is_err() {
                tracing::warn!("the gateway connections did not close in time");
            }
        }
    }
    Ok(())
}

/// The cooldown's check of a command: `false` (after a polite answer) when its author acts
/// faster than [`cooldown`] allows.
async fn slow_down(ctx: Context<'_>) -> Result<bool, Error> {
    let Err(wait) = ctx
        .data()
        .hub
        .cooldown()
        .take(ctx.author().id.get(), std::time::Instant::now())
    else {
        return Ok(true);
    };
    let locale = ctx.locale().unwrap_or("en-US").to_string();
    let msg = cooldown::Cooldown::answer(wait);
    let _ = ctx
        .send(
            poise::CreateReply::default()
                .content(text::localize(&locale, &msg))
                .ephemeral(true),
        )
        .await;
    Ok(false)
}
