//! Issue 24, point 9: a message with several files (the final post: the final board, the
//! score chart, the replay) reaches Discord as Discord requires ("Uploading Files"): part
//! `files[N]` for file N, each listed in the payload's `attachments` as `{id: N, filename}`.
//! The fake refuses what Discord refuses (the same part name twice, a listed id without its
//! part), and the bot's sender numbers the parts with a proxy and without one.

mod support;

use std::sync::Arc;

use plansza::discord::rest::{Direct, Rest};
use plansza::service::shutdown::Shutdown;
use serenity::all::{ChannelId, CreateAttachment, CreateMessage};
use serenity::http::{LightMethod, Multipart, MultipartUpload, Request, Route};
use support::FakeDiscord;

fn three_files() -> Vec<CreateAttachment> {
    vec![
        CreateAttachment::bytes(b"final".to_vec(), "final.png"),
        CreateAttachment::bytes(b"chart!".to_vec(), "chart.png"),
        CreateAttachment::bytes(b"replay..".to_vec(), "replay.gif"),
    ]
}

/// What the fake kept of the one message sent to `channel`: its files' names in order, and
/// the multipart part each travelled in.
fn uploaded(fake: &FakeDiscord, channel: u64) -> (Vec<String>, Vec<(String, String)>) {
    let sent = fake.messages_to(channel);
    assert_eq!(sent.len(), 1, "one message: {sent:?}");
    let stored = fake
        .message(&sent[0].id)
        .unwrap_or_else(|| panic!("the fake keeps message {}", sent[0].id));
    let names = stored["attachments"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|f| f["filename"].as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default();
    let post = fake
        .requests()
        .into_iter()
        .rfind(|r| r.method == "POST" && r.path == format!("/channels/{channel}/messages"))
        .unwrap_or_else(|| panic!("no post to channel {channel}"));
    let parts = post
        .attachments
        .iter()
        .map(|a| (a.field.clone(), a.filename.clone()))
        .collect();
    (names, parts)
}

fn numbered() -> Vec<(String, String)> {
    ["final.png", "chart.png", "replay.gif"]
        .iter()
        .enumerate()
        .map(|(n, f)| (format!("files[{n}]"), f.to_string()))
        .collect()
}

/// Three files in one post, each in its own numbered part, with a proxy (as the tests and a
/// rate-limit proxy run the bot) and through serenity's own client.
#[tokio::test]
async fn several_files_travel_as_files_0_1_2() {
    let fake = FakeDiscord::start().await;
    let http = Arc::new(fake.http());
    let direct = Direct {
        client: reqwest::Client::builder()
            .no_proxy()
            .build()
            .unwrap_or_else(|e| panic!("a local client: {e}")),
        proxy: fake.http_base(),
    };
    for direct in [Some(direct), None] {
        let mode = if direct.is_some() {
            "proxy"
        } else {
            "serenity"
        };
        let rest = Rest::new(http.clone(), direct, Shutdown::new());
        let channel = fake.new_channel(fake.guild_id());
        let message = CreateMessage::new().content("Game over");
        let id = rest
            .post_message(ChannelId::new(channel), message, three_files())
            .await
            .unwrap_or_else(|e| panic!("{mode}: the post was refused: {e}"));
        let (names, parts) = uploaded(&fake, channel);
        assert_eq!(fake.messages_to(channel)[0].id, id.to_string(), "{mode}");
        assert_eq!(names, ["final.png", "chart.png", "replay.gif"], "{mode}");
        assert_eq!(parts, numbered(), "{mode}");
    }
    fake.assert_no_unknown_routes();
    fake.shutdown().await;
}

/// The fake refuses three parts all named `files[0]` (what building the multipart around
/// serenity's `add_file` sent), as Discord does.
#[tokio::test]
async fn the_fake_refuses_parts_that_share_a_number() {
    let fake = FakeDiscord::start().await;
    let http = fake.http();
    let channel = fake.channel_id();
    let mut message = CreateMessage::new().content("Game over");
    for file in three_files() {
        message = message.add_file(file);
    }
    let request = Request::new(
        Route::ChannelMessages {
            channel_id: ChannelId::new(channel),
        },
        LightMethod::Post,
    )
    .multipart(Some(Multipart {
        upload: MultipartUpload::Attachments(three_files()),
        fields: Vec::new(),
        payload_json: serde_json::to_string(&message).ok(),
    }));
    let refused = http.request(request).await;
    let Err(serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(answer))) = refused
    else {
        panic!("three parts named files[0] were accepted: {refused:?}");
    };
    assert_eq!(answer.status_code.as_u16(), 400);
    assert_eq!(answer.error.code, 50035);
    assert!(fake.messages_to(channel).is_empty());
    fake.shutdown().await;
}
