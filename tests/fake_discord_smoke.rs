//! Smoke test of the fake Discord: a minimal poise bot in proxy mode registers commands,
//! answers `/ping` and a button click, meets a closed DM, survives a dropped gateway; and
//! every REST shape the fake returns parses with serenity's own types.

mod support;

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::{
    ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateCommand,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage, EditMessage,
    GatewayIntents, GuildId, HttpError, UserId,
};
use support::fake_discord::{MANAGE_GUILD, WAIT};
use support::{opt, FakeDiscord, ResponseKind};

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, (), Error>;

/// Answers "pong".
#[poise::command(slash_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("pong").await?;
    Ok(())
}

/// Only for members with Manage Server.
#[poise::command(slash_command, required_permissions = "MANAGE_GUILD")]
async fn admin(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("admin ok").await?;
    Ok(())
}

/// `/game new variant:...` as a subcommand with a string option.
#[poise::command(slash_command, subcommands("new"))]
async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Starts a game.
#[poise::command(slash_command)]
async fn new(ctx: Context<'_>, #[description = "variant"] variant: String) -> Result<(), Error> {
    let button = CreateButton::new("join").label("Join");
    ctx.send(
        poise::CreateReply::default()
            .content(format!("new game: {variant}"))
            .components(vec![CreateActionRow::Buttons(vec![button])]),
    )
    .await?;
    Ok(())
}

/// Greets a user: a USER option (resolved by the fake); works in DMs too.
#[poise::command(slash_command)]
async fn greet(ctx: Context<'_>, #[description = "who"] who: serenity::User) -> Result<(), Error> {
    ctx.say(format!("hello {}", who.name)).await?;
    Ok(())
}

/// The bot's event handler: answers every button click ephemerally with its custom id.
async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate { interaction } = event {
        if let Some(click) = interaction.as_message_component() {
            let id = &click.data.custom_id;
            let response = if id.starts_with("update:") {
                let update = CreateInteractionResponseMessage::new()
                    .content(format!("updated by {id}"))
                    .components(vec![]);
                CreateInteractionResponse::UpdateMessage(update)
            } else {
                let answer = CreateInteractionResponseMessage::new()
                    .content(format!("clicked {id}"))
                    .ephemeral(true);
                CreateInteractionResponse::Message(answer)
            };
            click.create_response(ctx, response).await?;
        }
    }
    Ok(())
}

/// Starts the bot against the fake; returns its shard manager and task.
async fn start_bot(
    fake: &FakeDiscord,
) -> (
    Arc<serenity::ShardManager>,
    Arc<serenity::Cache>,
    tokio::task::JoinHandle<Result<(), serenity::Error>>,
) {
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![ping(), admin(), game(), greet()],
            event_handler: |ctx, event, _framework, _data| Box::pin(on_event(ctx, event)),
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(())
            })
        })
        .build();
    let client =
        serenity::ClientBuilder::new_with_http(fake.http(), GatewayIntents::non_privileged())
            .framework(framework)
            .await;
    let mut client = match client {
        Ok(c) => c,
        Err(e) => panic!("cannot build the client: {e}"),
    };
    let shards = Arc::clone(&client.shard_manager);
    let cache = Arc::clone(&client.cache);
    let task = tokio::spawn(async move { client.start().await });
    (shards, cache, task)
}

#[tokio::test]
async fn a_poise_bot_runs_against_the_fake() -> Result<(), Error> {
    let fake = FakeDiscord::start().await;
    let (shards, cache, bot) = start_bot(&fake).await;
    let (user, channel, guild) = (fake.new_id(), fake.channel_id(), Some(fake.guild_id()));

    // Commands registered.
    fake.wait_for(
        "commands registered",
        |reqs| {
            reqs.iter()
                .any(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        },
        WAIT,
    )
    .await?;
    let names: Vec<_> = fake
        .registered_commands(None)
        .iter()
        .filter_map(|c| c["name"].as_str().map(str::to_string))
        .collect();
    assert_eq!(names, ["ping", "admin", "game", "greet"]);

    // `/ping` -> "pong".
    let ping_id = fake.slash_command(user, channel, guild, "ping", serde_json::json!([]), "pl");
    let answer = fake
        .wait_until(
            "pong",
            |reqs| support::fake_discord::responses_to(reqs, ping_id).pop(),
            WAIT,
        )
        .await?;
    assert_eq!(answer.kind, ResponseKind::Callback);
    assert_eq!(answer.callback_type, Some(4));
    assert_eq!(answer.content, "pong");
    assert!(!answer.ephemeral());

    // A subcommand with a string option; the answer carries a button.
    let options = serde_json::json!([opt::sub("new", vec![opt::string("variant", "literaki")])]);
    let new_id = fake.slash_command(user, channel, guild, "game", options, "pl");
    let answer = fake
        .wait_until(
            "new game",
            |reqs| support::fake_discord::responses_to(reqs, new_id).pop(),
            WAIT,
        )
        .await?;
    assert_eq!(answer.content, "new game: literaki");
    assert_eq!(answer.custom_ids(), ["join"]);

    // A USER option, in a DM.
    let friend = fake.new_id();
    let dm = fake.dm_channel_of(user);
    let options = serde_json::json!([opt::user("who", friend)]);
    let greet_id = fake.slash_command(user, dm, None, "greet", options, "en-US");
    let answer = fake
        .wait_until(
            "greeting",
            |reqs| support::fake_discord::responses_to(reqs, greet_id).pop(),
            WAIT,
        )
        .await?;
    assert_eq!(answer.content, format!("hello user{friend}"));

    // A click on a button of a channel message -> an ephemeral answer.
    let posted = ChannelId::new(channel)
        .send_message(
            &fake.http(),
            CreateMessage::new()
                .content("board")
                .components(vec![CreateActionRow::Buttons(vec![CreateButton::new(
                    "move:1",
                )])]),
        )
        .await?;
    let click = fake.click_button(user, channel, &posted.id.to_string(), "move:1");
    let answer = fake
        .wait_until(
            "click answer",
            |reqs| support::fake_discord::responses_to(reqs, click).pop(),
            WAIT,
        )
        .await?;
    assert_eq!(answer.content, "clicked move:1");
    assert!(answer.ephemeral(), "flags were {}", answer.flags);

    // A click answered with UPDATE_MESSAGE (type 7) edits the clicked message.
    let message_id = posted.id.to_string();
    let click = fake.click_button(user, channel, &message_id, "update:1");
    fake.wait_for(
        "update",
        |reqs| !support::fake_discord::edits_of(reqs, &message_id).is_empty(),
        WAIT,
    )
    .await?;
    let updated = fake.message(&message_id).unwrap_or_default();
    assert_eq!(updated["content"], "updated by update:1");
    assert_eq!(updated["components"], serde_json::json!([]));
    assert_eq!(fake.responses_to(click)[0].callback_type, Some(7));

    // Permissions: refused without Manage Server, run with it.
    let refused = fake.slash_command(
        user,
        channel,
        guild,
        "admin",
        serde_json::json!([]),
        "en-US",
    );
    let boss = fake.new_id();
    fake.set_permissions(fake.guild_id(), boss, MANAGE_GUILD);
    let allowed = fake.slash_command(
        boss,
        channel,
        guild,
        "admin",
        serde_json::json!([]),
        "en-US",
    );
    let answer = fake
        .wait_until(
            "admin ok",
            |reqs| support::fake_discord::responses_to(reqs, allowed).pop(),
            WAIT,
        )
        .await?;
    assert_eq!(answer.content, "admin ok");
    let refusal = fake
        .wait_until(
            "refusal",
            |reqs| support::fake_discord::responses_to(reqs, refused).pop(),
            WAIT,
        )
        .await?;
    assert!(
        refusal.content.starts_with("You're lacking permissions"),
        "{}",
        refusal.content
    );
    assert!(refusal.ephemeral());

    // A DM to a user who closed DMs: serenity reports Discord's code 50007.
    let shy = fake.new_id();
    fake.close_dms_for(shy);
    let err = UserId::new(shy)
        .direct_message(&fake.http(), CreateMessage::new().content("your rack"))
        .await
        .expect_err("DMs are closed");
    match &err {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            assert_eq!(r.error.code, 50007);
            assert_eq!(r.status_code.as_u16(), 403);
        }
        other => panic!("unexpected error shape: {other:?}"),
    }
    assert!(fake.dms_to(shy).is_empty());

    // Gateway dropped: serenity reconnects and further events are handled.
    let sessions = fake.gateway_sessions();
    fake.drop_gateway();
    fake.wait_gateway("reconnect", |f| f.gateway_sessions() > sessions, WAIT)
        .await?;
    let again = fake.slash_command(user, channel, guild, "ping", serde_json::json!([]), "pl");
    let answer = fake
        .wait_until(
            "pong again",
            |reqs| support::fake_discord::responses_to(reqs, again).pop(),
            WAIT,
        )
        .await?;
    assert_eq!(answer.content, "pong");

    // GUILD_CREATE (opt-in) parses and reaches the cache.
    fake.send_guild_create();
    let cache = Arc::clone(&cache);
    let guild_id = GuildId::new(fake.guild_id());
    fake.wait_gateway("guild cached", |_| cache.guild(guild_id).is_some(), WAIT)
        .await?;
    let cached_channel = cache
        .guild(guild_id)
        .map(|g| g.channels.contains_key(&ChannelId::new(channel)));
    assert_eq!(cached_channel, Some(true));

    // Nothing left 127.0.0.1: the gateway URL came from the fake, the shard connected to it,
    // and the fake knew every route the bot called.
    assert!(fake.requests().iter().any(|r| r.path == "/gateway"));
    assert!(fake.gateway_connections() >= 2);
    fake.assert_no_unknown_routes();

    shards.shutdown_all().await;
    match tokio::time::timeout(WAIT, bot).await {
        Ok(Ok(Ok(()))) => {}
        other => panic!("the bot did not stop cleanly: {other:?}"),
    }
    fake.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn rest_answers_parse_with_serenity_types() -> Result<(), Error> {
    let fake = FakeDiscord::start().await;
    let http = fake.http();
    let guild = GuildId::new(fake.guild_id());
    let channel = ChannelId::new(fake.channel_id());

    assert_eq!(http.get_gateway().await?.url, fake.ws_url());
    assert_eq!(http.get_bot_gateway().await?.shards, 1);
    assert_eq!(http.get_current_user().await?.id.get(), fake.bot_id());
    let app = http.get_current_application_info().await?;
    assert_eq!(app.owner.map(|o| o.id.get()), Some(fake.owner_id()));

    let partial = guild.to_partial_guild(&http).await?;
    assert_eq!(partial.owner_id.get(), fake.owner_id());
    let boss = fake.new_id();
    fake.set_permissions(fake.guild_id(), boss, MANAGE_GUILD);
    let member = guild.member(&http, UserId::new(boss)).await?;
    let partial = guild.to_partial_guild(&http).await?;
    let serenity::Channel::Guild(text) = channel.to_channel(&http).await? else {
        panic!("the test channel should be a guild channel");
    };
    assert!(partial.user_permissions_in(&text, &member).manage_guild());

    let cmds = serenity::Command::set_global_commands(
        &http,
        vec![CreateCommand::new("ping").description("Ping")],
    )
    .await?;
    assert_eq!(cmds[0].name, "ping");
    let guild_cmds = guild
        .set_commands(&http, vec![CreateCommand::new("game").description("Game")])
        .await?;
    assert_eq!(guild_cmds[0].guild_id, Some(guild));

    let png = CreateAttachment::bytes(vec![0x89, b'P', b'N', b'G'], "board.png");
    let mut msg = channel
        .send_message(&http, CreateMessage::new().content("board").add_file(png))
        .await?;
    assert_eq!(msg.attachments[0].filename, "board.png");
    let sent = fake.messages_to(fake.channel_id());
    assert_eq!(sent[0].attachments[0].content_type, "image/png");
    assert_eq!(sent[0].attachments[0].bytes, [0x89, b'P', b'N', b'G']);
    msg.edit(&http, EditMessage::new().content("board, move 2"))
        .await?;
    assert_eq!(msg.content, "board, move 2");
    assert_eq!(fake.edits_of(&msg.id.to_string()).len(), 1);

    let user = fake.new_id();
    let dm = UserId::new(user).create_dm_channel(&http).await?;
    assert!(matches!(
        dm.id.to_channel(&http).await?,
        serenity::Channel::Private(_)
    ));
    UserId::new(user)
        .direct_message(&http, CreateMessage::new().content("rack"))
        .await?;
    assert_eq!(fake.dms_to(user)[0].content, "rack");

    // Injected faults come back as errors (proxy mode does not retry).
    fake.fail_next("/messages", 500, 1);
    assert!(channel.say(&http, "lost").await.is_err());
    fake.fail_next("/messages", 429, 1);
    assert!(channel.say(&http, "limited").await.is_err());
    channel.say(&http, "fine").await?;

    // An unknown route is a 404 and is recorded.
    assert!(http.get_guild_roles(GuildId::new(1)).await.is_ok());
    assert!(http.get_channel_invites(channel).await.is_err());
    assert_eq!(fake.unknown_routes().len(), 1);
    fake.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn deferred_answers_edits_and_follow_ups_are_recorded() -> Result<(), Error> {
    let fake = FakeDiscord::start().await;
    let http = fake.http();
    let (user, channel) = (fake.new_id(), fake.channel_id());
    // No bot is connected: the dispatch stays queued; the test answers through serenity's Http.
    let id = fake.slash_command(
        user,
        channel,
        Some(fake.guild_id()),
        "ping",
        json!([]),
        "pl",
    );
    let token = fake.interaction_token(id).unwrap_or_default();
    let interaction = serenity::InteractionId::new(id);

    let defer = json!({"type": 5, "data": {"flags": 64}});
    http.create_interaction_response(interaction, &token, &defer, vec![])
        .await?;
    let png = CreateAttachment::bytes(vec![1, 2, 3], "board.png");
    let edit =
        json!({"content": "your board", "attachments": [{"id": 0, "filename": "board.png"}]});
    let original = http
        .edit_original_interaction_response(&token, &edit, vec![png])
        .await?;
    assert_eq!(original.content, "your board");
    assert_eq!(original.attachments.len(), 1);
    let follow = http
        .create_followup_message(&token, &json!({"content": "more"}), vec![])
        .await?;
    http.edit_followup_message(&token, follow.id, &json!({"content": "more!"}), vec![])
        .await?;
    http.delete_original_interaction_response(&token).await?;

    let kinds: Vec<_> = fake.responses_to(id).iter().map(|r| r.kind).collect();
    assert_eq!(
        kinds,
        [
            ResponseKind::Callback,
            ResponseKind::EditOriginal,
            ResponseKind::Followup,
            ResponseKind::EditFollowup,
            ResponseKind::DeleteOriginal,
        ]
    );
    let responses = fake.responses_to(id);
    assert!(responses[0].ephemeral());
    assert_eq!(responses[0].callback_type, Some(5));
    assert_eq!(responses[1].attachments[0].bytes, [1, 2, 3]);
    assert_eq!(fake.edits_of(&original.id.to_string()).len(), 1);
    assert_eq!(fake.edits_of(&follow.id.to_string()).len(), 1);
    assert!(fake.message(&original.id.to_string()).is_none());
    fake.assert_no_unknown_routes();
    fake.shutdown().await;
    Ok(())
}

#[test]
#[should_panic(expected = "serenity cannot parse")]
fn a_payload_serenity_cannot_parse_fails_the_test() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build();
    let Ok(rt) = rt else { return };
    rt.block_on(async {
        let fake = FakeDiscord::start().await;
        // A string where Discord sends an integer option: serenity rejects it.
        let bad = serde_json::json!([{"name": "n", "type": 4, "value": "x"}]);
        fake.slash_command(1, fake.channel_id(), Some(fake.guild_id()), "n", bad, "pl");
    });
}
