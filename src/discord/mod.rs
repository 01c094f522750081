//! The Discord adapter (serenity + poise): decodes interactions into table inputs and carries
//! out the table's effects. Nothing else imports this module.
//!
//! - [`commands`]: the slash commands (deferred at once, then queued to the channel's task);
//! - [`buttons`]: button presses, routed by `custom_id` so they work after a restart;
//! - [`hub`]: one task per channel that owns its table and its timers;
//! - [`send`]: answers, posts with PNGs, edits and rack DMs;
//! - [`localize`]: command localizations from the catalog.

pub mod buttons;
pub mod commands;
pub mod community;
pub mod dictionaries;
pub mod hub;
pub mod localize;
pub mod registry;
pub mod send;
pub mod text;

use crate::config::Settings;
use crate::store::Store;
use dictionaries::Lexicons;
use hub::Hub;
use send::Sender;
use serenity::all::{ClientBuilder, Command, FullEvent, GatewayIntents, GuildId, HttpBuilder};
use std::sync::{Arc, Mutex};

/// Shared by every command and event.
pub struct Data {
    /// The channel router.
    pub hub: Arc<Hub>,
}

/// The error type of commands.
pub type Error = anyhow::Error;
/// The command context.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Read the settings, set up logging, and run the bot until it is stopped.
pub fn run_bot() -> anyhow::Result<()> {
    let settings = Settings::from_env()?;
    init_tracing();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(run(settings))
}

fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).try_init();
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
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "could not report an error");
            }
        }
    }
}

/// Run the bot with these settings until Ctrl-C or SIGTERM.
pub async fn run(settings: Settings) -> anyhow::Result<()> {
    let store = Store::open(&settings.database_url)?;
    if let Some(dir) = &settings.dicts_dir {
        // The lexicon loader reads PLANSZA_DICTS; settings may come from .env.
        std::env::set_var("PLANSZA_DICTS", dir);
    }
    let lexicons = Arc::new(Lexicons::load()?);
    let store = Arc::new(Mutex::new(store));
    let dev_guild = settings.dev_guild;

    let mut commands = commands::all();
    commands.extend(community::all());
    localize::apply(&mut commands);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            on_error: |e| Box::pin(on_error(e)),
            event_handler: |ctx, event, _framework, data| {
                Box::pin(async move {
                    if let FullEvent::InteractionCreate { interaction } = event {
                        buttons::on_interaction(ctx, interaction, data).await;
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
                let hub = Hub::new(store, lexicons, Sender::new(ctx.http.clone()));
                let resumed = hub.resume_saved()?;
                tracing::info!(bot = %ready.user.name, resumed, "plansza is ready");
                Ok(Data { hub })
            })
        })
        .build();

    let http = match &settings.proxy_url {
        Some(proxy) => HttpBuilder::new(&settings.discord_token)
            .proxy(proxy.as_str())
            .ratelimiter_disabled(true)
            .build(),
        None => HttpBuilder::new(&settings.discord_token).build(),
    };
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::non_privileged())
        .framework(framework)
        .await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    client.start().await?;
    Ok(())
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {},
                    _ = term.recv() => {},
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
