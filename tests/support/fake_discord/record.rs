//! The record of every REST request the fake received, and the queries tests ask of it
//! (messages sent to a channel, answers to an interaction, DMs to a user, edits of a message).

use serde_json::Value;
use std::time::Instant;

/// A file uploaded with a multipart request (`files[N]`).
#[derive(Clone, Debug)]
pub struct Attachment {
    /// Multipart field name, e.g. `files[0]`.
    pub field: String,
    /// File name as sent, e.g. `board.png`.
    pub filename: String,
    /// Content type as sent, e.g. `image/png`.
    pub content_type: String,
    /// The file's bytes (empty in lean mode).
    pub bytes: Vec<u8>,
    /// How many bytes were uploaded.
    pub size: usize,
}

/// One REST request as the fake saw it, with the status it answered.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// Order of arrival, from 0.
    pub seq: usize,
    /// When the request arrived.
    pub at: Instant,
    /// HTTP method, upper case (`GET`, `POST`, ...).
    pub method: String,
    /// Path below `/api/v10`, e.g. `/channels/123/messages`.
    pub path: String,
    /// Query string without `?` (empty if none).
    pub query: String,
    /// JSON body (`payload_json` for multipart), `Value::Null` when there was none.
    pub json: Value,
    /// Files of a multipart body.
    pub attachments: Vec<Attachment>,
    /// HTTP status the fake answered.
    pub status: u16,
    /// JSON the fake answered with (`Value::Null` for 204).
    pub response: Value,
    /// True when no route matched (the fake answered 404).
    pub unknown: bool,
    /// The message this request created, edited or fetched (including an interaction
    /// callback's original message, or the clicked message a type 7 callback updated).
    pub message_id: Option<String>,
}

impl Recorded {
    /// Path split on `/`, without the empty leading segment.
    pub fn segments(&self) -> Vec<&str> {
        self.path.trim_start_matches('/').split('/').collect()
    }

    /// True when this request edited a message: a `PATCH` of a message, or an interaction
    /// callback of type 7 (UPDATE_MESSAGE).
    pub fn is_edit(&self) -> bool {
        self.ok()
            && (self.method == "PATCH"
                || (self.path.ends_with("/callback")
                    && self.json.get("type").and_then(Value::as_u64) == Some(7)))
    }

    /// True for a 2xx answer.
    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

/// A message the bot sent (channel message, DM, interaction follow-up or original answer).
#[derive(Clone, Debug)]
pub struct SentMessage {
    /// Id the fake gave the message.
    pub id: String,
    /// Channel it went to.
    pub channel_id: String,
    /// What a reader reads: `content`, then the embeds' text (see [`readable`]).
    pub content: String,
    /// `components` (action rows), `[]` when absent.
    pub components: Value,
    /// `embeds`, `[]` when absent.
    pub embeds: Value,
    /// Uploaded files.
    pub attachments: Vec<Attachment>,
    /// The whole request body.
    pub json: Value,
    /// When the request that sent it arrived.
    pub at: Instant,
}

/// What a reader reads in a message body: its `content`, then each embed's title,
/// description and fields (name, then value), a line each.
pub fn readable(body: &Value) -> String {
    let mut lines = vec![str_field(body, "content")];
    for embed in body["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            lines.push(str_field(embed, key));
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            lines.push(str_field(field, "name"));
            lines.push(str_field(field, "value"));
        }
    }
    lines.retain(|l| !l.is_empty());
    lines.join("\n")
}

impl SentMessage {
    /// Every `custom_id` of the message's components, in order.
    pub fn custom_ids(&self) -> Vec<String> {
        custom_ids(&self.components)
    }

    pub(crate) fn from_record(r: &Recorded) -> SentMessage {
        SentMessage {
            id: r.message_id.clone().unwrap_or_default(),
            channel_id: str_field(&r.response, "channel_id"),
            content: readable(&r.json),
            components: r
                .json
                .get("components")
                .cloned()
                .unwrap_or(Value::Array(vec![])),
            embeds: r
                .json
                .get("embeds")
                .cloned()
                .unwrap_or(Value::Array(vec![])),
            attachments: r.attachments.clone(),
            json: r.json.clone(),
            at: r.at,
        }
    }
}

/// Which way the bot answered an interaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResponseKind {
    /// `POST /interactions/{id}/{token}/callback`.
    Callback,
    /// `PATCH /webhooks/{app}/{token}/messages/@original`.
    EditOriginal,
    /// `DELETE /webhooks/{app}/{token}/messages/@original`.
    DeleteOriginal,
    /// `POST /webhooks/{app}/{token}`.
    Followup,
    /// `PATCH /webhooks/{app}/{token}/messages/{id}`.
    EditFollowup,
    /// `DELETE /webhooks/{app}/{token}/messages/{id}`.
    DeleteFollowup,
}

/// One answer of the bot to an interaction.
#[derive(Clone, Debug)]
pub struct InteractionResponse {
    /// How it answered.
    pub kind: ResponseKind,
    /// Callback type for [`ResponseKind::Callback`] (4 message, 5 deferred, 6 deferred update,
    /// 7 update message, 9 modal).
    pub callback_type: Option<u64>,
    /// `content` ("" when absent).
    pub content: String,
    /// `flags` (0 when absent; 64 = ephemeral).
    pub flags: u64,
    /// `components`, `[]` when absent.
    pub components: Value,
    /// Uploaded files.
    pub attachments: Vec<Attachment>,
    /// The message data as sent (the callback's `data`, or the whole body otherwise).
    pub data: Value,
    /// Status the fake answered.
    pub status: u16,
}

impl InteractionResponse {
    /// True when the answer is only visible to the user who acted (flag 64).
    pub fn ephemeral(&self) -> bool {
        self.flags & 64 != 0
    }

    /// Every `custom_id` of the answer's components, in order.
    pub fn custom_ids(&self) -> Vec<String> {
        custom_ids(&self.components)
    }

    pub(crate) fn from_record(kind: ResponseKind, r: &Recorded) -> InteractionResponse {
        let (callback_type, data) = match kind {
            ResponseKind::Callback => (
                r.json.get("type").and_then(Value::as_u64),
                r.json.get("data").cloned().unwrap_or(Value::Null),
            ),
            _ => (None, r.json.clone()),
        };
        InteractionResponse {
            kind,
            callback_type,
            content: str_field(&data, "content"),
            flags: data.get("flags").and_then(Value::as_u64).unwrap_or(0),
            components: data
                .get("components")
                .cloned()
                .unwrap_or(Value::Array(vec![])),
            attachments: r.attachments.clone(),
            data,
            status: r.status,
        }
    }
}

/// Collects `custom_id`s from a components tree.
pub fn custom_ids(components: &Value) -> Vec<String> {
    let mut out = Vec::new();
    collect_custom_ids(components, &mut out);
    out
}

fn collect_custom_ids(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Array(items) => items.iter().for_each(|i| collect_custom_ids(i, out)),
        Value::Object(map) => {
            if let Some(Value::String(id)) = map.get("custom_id") {
                out.push(id.clone());
            }
            if let Some(inner) = map.get("components") {
                collect_custom_ids(inner, out);
            }
        }
        _ => {}
    }
}

/// A string field of a JSON object ("" when absent or not a string).
pub fn str_field(v: &Value, key: &str) -> String {
    v.get(key)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}
