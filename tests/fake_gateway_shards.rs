//! The fake gateway's sharding, without the bot: two WebSocket clients identify as shards 0
//! and 1 of 2; each guild's dispatches reach only its shard's socket, DMs reach shard 0, and a
//! dispatch for a shard whose connection closed waits until that shard identifies again.

mod support;

use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use support::fake_discord::WAIT;
use support::{opt, FakeDiscord};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;
type Error = Box<dyn std::error::Error + Send + Sync>;

/// How long a socket must stay quiet to count as "got nothing".
const QUIET: Duration = Duration::from_millis(300);

/// A guild id on `shard` of 2: `(guild_id >> 22) % 2 == shard`.
fn guild_on(shard: u64, n: u64) -> u64 {
    ((2 * n + shard) << 22) | 77
}

/// The next JSON frame (skipping pings), or an error after `WAIT`.
async fn next_frame(ws: &mut Socket) -> Result<Value, Error> {
    loop {
        let msg = tokio::time::timeout(WAIT, ws.next())
            .await
            .map_err(|_| "no frame in time")?
            .ok_or("socket closed")??;
        match msg {
            Message::Text(t) => return Ok(serde_json::from_str(&t)?),
            Message::Binary(b) => return Ok(serde_json::from_slice(&b)?),
            Message::Close(c) => return Err(format!("closed: {c:?}").into()),
            _ => continue,
        }
    }
}

/// Asserts that no frame arrives within `QUIET`.
async fn assert_quiet(ws: &mut Socket, which: &str) {
    if let Ok(Some(msg)) = tokio::time::timeout(QUIET, ws.next()).await {
        panic!("{which} got an unexpected frame: {msg:?}");
    }
}

/// The next dispatch's (event name, data).
async fn next_dispatch(ws: &mut Socket) -> Result<(String, Value), Error> {
    let f = next_frame(ws).await?;
    assert_eq!(f["op"], 0, "not a dispatch: {f}");
    Ok((
        f["t"].as_str().unwrap_or_default().to_string(),
        f["d"].clone(),
    ))
}

/// Connects, reads HELLO, identifies as `[id, total]` and reads READY; returns the socket and
/// READY's data.
async fn identify(fake: &FakeDiscord, id: u32, total: u32) -> Result<(Socket, Value), Error> {
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("{}/?v=10", fake.ws_url())).await?;
    let hello = next_frame(&mut ws).await?;
    assert_eq!(hello["op"], 10, "{hello}");
    let identify = json!({"op": 2, "d": {"token": "x", "intents": 0, "properties": {},
        "shard": [id, total]}});
    ws.send(Message::Text(identify.to_string())).await?;
    let (t, ready) = next_dispatch(&mut ws).await?;
    assert_eq!(t, "READY");
    assert_eq!(ready["shard"], json!([id, total]), "{ready}");
    Ok((ws, ready))
}

async fn ready_shards_are(fake: &FakeDiscord, want: &[u32]) -> Result<(), Error> {
    fake.wait_gateway(
        &format!("ready shards {want:?}"),
        |f| f.ready_shards() == want,
        WAIT,
    )
    .await?;
    Ok(())
}

#[tokio::test]
async fn dispatches_go_to_the_shard_of_their_guild() -> Result<(), Error> {
    let fake = FakeDiscord::start().await;
    fake.set_shards(2);
    let answer = reqwest::Client::builder()
        .no_proxy()
        .build()?
        .get(format!("{}/api/v10/gateway/bot", fake.http_base()))
        .send()
        .await?
        .text()
        .await?;
    let answer: Value = serde_json::from_str(&answer)?;
    assert_eq!(answer["shards"], 2, "{answer}");

    let (mut zero, _) = identify(&fake, 0, 2).await?;
    let (mut one, _) = identify(&fake, 1, 2).await?;
    ready_shards_are(&fake, &[0, 1]).await?;
    assert_eq!(fake.identified_shards(), vec![(0, 2), (1, 2)]);

    let (g0, g1) = (guild_on(0, 3), guild_on(1, 5));
    fake.dispatch(
        "INTERACTION_CREATE",
        json!({"guild_id": g1.to_string(), "n": 1}),
    );
    fake.dispatch(
        "INTERACTION_CREATE",
        json!({"guild_id": g0.to_string(), "n": 2}),
    );
    fake.dispatch("INTERACTION_CREATE", json!({"guild_id": g1, "n": 3}));
    fake.dispatch("INTERACTION_CREATE", json!({"channel_id": "9", "n": 4}));
    fake.dispatch("GUILD_CREATE", json!({"id": g1.to_string(), "n": 0}));
    let (t, d) = next_dispatch(&mut one).await?;
    assert_eq!((t.as_str(), &d["n"]), ("INTERACTION_CREATE", &json!(1)));
    assert_eq!(next_dispatch(&mut zero).await?.1["n"], 2);
    assert_eq!(next_dispatch(&mut one).await?.1["n"], 3);
    assert_eq!(
        next_dispatch(&mut zero).await?.1["n"],
        4,
        "a DM goes to shard 0"
    );
    let (t, d) = next_dispatch(&mut one).await?;
    assert_eq!(
        (t.as_str(), &d["n"]),
        ("GUILD_CREATE", &json!(0)),
        "by its id"
    );
    assert_quiet(&mut zero, "shard 0").await;
    assert_quiet(&mut one, "shard 1").await;

    // The helpers' interactions carry the guild of the channel they are in.
    let user = fake.new_id();
    let channel = fake.new_channel(g1);
    let id = fake.slash_command(user, channel, Some(g1), "ping", json!([]), "pl");
    let (_, d) = next_dispatch(&mut one).await?;
    assert_eq!(
        (d["id"].clone(), d["guild_id"].clone()),
        (json!(id.to_string()), json!(g1.to_string()))
    );
    let id = fake.click_button_in(user, channel, "0", "play", "en-US");
    let (_, d) = next_dispatch(&mut one).await?;
    assert_eq!(d["id"], id.to_string());
    assert_eq!(d["guild_id"], g1.to_string());
    let id = fake.pick(user, channel, "0", "menu", &["a"], "pl");
    assert_eq!(next_dispatch(&mut one).await?.1["id"], id.to_string());
    let id = fake.submit_form(user, channel, "form", &[("word", "ala")], "pl");
    let (_, d) = next_dispatch(&mut one).await?;
    assert_eq!(d["id"], id.to_string());
    assert_eq!(d["guild_id"], g1.to_string());
    let dm = fake.dm_channel_of(user);
    let options = json!([opt::string("x", "y")]);
    let id = fake.slash_command(user, dm, None, "ping", options, "pl");
    assert_eq!(next_dispatch(&mut zero).await?.1["id"], id.to_string());
    assert_quiet(&mut zero, "shard 0").await;
    assert_quiet(&mut one, "shard 1").await;

    // Shard 1 goes away: its dispatches wait for it, shard 0 keeps getting its own.
    one.close(None).await?;
    drop(one);
    ready_shards_are(&fake, &[0]).await?;
    fake.dispatch(
        "MESSAGE_CREATE",
        json!({"guild_id": g1.to_string(), "n": 5}),
    );
    fake.dispatch(
        "MESSAGE_CREATE",
        json!({"guild_id": g0.to_string(), "n": 6}),
    );
    assert_eq!(next_dispatch(&mut zero).await?.1["n"], 6);
    let (mut one, _) = identify(&fake, 1, 2).await?;
    let (t, d) = next_dispatch(&mut one).await?;
    assert_eq!((t.as_str(), &d["n"]), ("MESSAGE_CREATE", &json!(5)));
    assert_quiet(&mut zero, "shard 0").await;
    assert_quiet(&mut one, "shard 1").await;
    ready_shards_are(&fake, &[0, 1]).await?;
    assert_eq!(fake.identified_shards(), vec![(0, 2), (1, 2), (1, 2)]);

    fake.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn a_resume_takes_up_its_sessions_shard() -> Result<(), Error> {
    let fake = FakeDiscord::start().await;
    fake.set_shards(2);
    let (mut zero, _) = identify(&fake, 0, 2).await?;
    let (one, ready) = identify(&fake, 1, 2).await?;
    let session = ready["session_id"]
        .as_str()
        .ok_or("no session id")?
        .to_string();
    drop(one);
    ready_shards_are(&fake, &[0]).await?;
    let g1 = guild_on(1, 9);
    fake.dispatch(
        "MESSAGE_CREATE",
        json!({"guild_id": g1.to_string(), "n": 1}),
    );

    let (mut ws, _) = tokio_tungstenite::connect_async(fake.ws_url()).await?;
    assert_eq!(next_frame(&mut ws).await?["op"], 10);
    let resume = json!({"op": 6, "d": {"token": "x", "session_id": session, "seq": 1}});
    ws.send(Message::Text(resume.to_string())).await?;
    assert_eq!(next_dispatch(&mut ws).await?.0, "RESUMED");
    assert_eq!(next_dispatch(&mut ws).await?.1["n"], 1);
    ready_shards_are(&fake, &[0, 1]).await?;
    assert_quiet(&mut zero, "shard 0").await;
    assert_eq!(fake.gateway_sessions(), 3);

    fake.drop_gateway();
    ready_shards_are(&fake, &[]).await?;
    fake.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn one_shard_by_default() -> Result<(), Error> {
    let fake = FakeDiscord::start().await;
    // A dispatch before anyone connects waits for shard 0.
    fake.dispatch(
        "MESSAGE_CREATE",
        json!({"guild_id": guild_on(1, 1).to_string()}),
    );
    let (mut ws, _) = identify(&fake, 0, 1).await?;
    assert_eq!(next_dispatch(&mut ws).await?.0, "MESSAGE_CREATE");
    fake.dispatch(
        "MESSAGE_CREATE",
        json!({"guild_id": fake.guild_id().to_string()}),
    );
    assert_eq!(next_dispatch(&mut ws).await?.0, "MESSAGE_CREATE");
    assert_eq!(fake.ready_shards(), vec![0]);
    fake.shutdown().await;
    Ok(())
}
