//! JSON shapes the fake Discord hands out: users, members, roles, guilds, channels, messages,
//! commands and interactions, each as full as serenity 0.12's model types need to parse.

use serde_json::{json, Value};

/// Timestamp used for every `timestamp`/`joined_at` field (serenity only needs it to parse).
pub const TIMESTAMP: &str = "2026-01-01T12:00:00.000000+00:00";

/// Permissions of the `@everyone` role in every fake guild, as Discord's defaults: view
/// channel, send messages, embed links, attach files, read message history, add reactions,
/// use application commands, create public threads, send messages in threads.
pub const EVERYONE_PERMISSIONS: u64 = (1 << 10)
    | (1 << 11)
    | (1 << 14)
    | (1 << 15)
    | (1 << 16)
    | (1 << 6)
    | (1 << 31)
    | CREATE_PUBLIC_THREADS
    | (1 << 38);

/// The permission to start a public thread.
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;

/// A (non-bot) user called `user<ID>`.
pub fn user(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "username": format!("user{id}"),
        "discriminator": "0",
        "global_name": format!("User {id}"),
        "avatar": null,
        "bot": false,
        "public_flags": 0,
    })
}

/// The bot's own user.
pub fn bot_user(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "username": "plansza",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
        "public_flags": 0,
    })
}

/// A role with the given permission bits.
pub fn role(id: u64, name: &str, permissions: u64, position: u64) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        "permissions": permissions.to_string(),
        "managed": false,
        "mentionable": false,
        "flags": 0,
    })
}

/// A guild member; `roles` are role ids (the `@everyone` role is implicit, as on Discord).
pub fn member(guild_id: u64, user_json: Value, roles: &[u64]) -> Value {
    json!({
        "guild_id": guild_id.to_string(),
        "user": user_json,
        "nick": null,
        "avatar": null,
        "roles": roles.iter().map(|r| r.to_string()).collect::<Vec<_>>(),
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
    })
}

/// A guild as `GET /guilds/{id}` returns it (serenity's `PartialGuild`).
pub fn guild(id: u64, owner_id: u64, roles: Vec<Value>) -> Value {
    json!({
        "id": id.to_string(),
        "name": format!("guild{id}"),
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": owner_id.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": roles,
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "pl",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
    })
}

/// A guild text channel.
pub fn guild_channel(id: u64, guild_id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "type": 0,
        "guild_id": guild_id.to_string(),
        "name": format!("channel{id}"),
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "topic": null,
        "last_message_id": null,
        "parent_id": null,
        "rate_limit_per_user": 0,
        "flags": 0,
    })
}

/// A public thread (type 11) started from a message of `parent`: Discord gives it the
/// message's id.
pub fn thread_channel(id: u64, guild_id: u64, parent: u64, owner: u64, name: &str) -> Value {
    let mut channel = guild_channel(id, guild_id);
    channel["type"] = json!(11);
    channel["name"] = json!(name);
    channel["parent_id"] = json!(parent.to_string());
    channel["owner_id"] = json!(owner.to_string());
    channel["message_count"] = json!(0);
    channel["member_count"] = json!(1);
    channel["thread_metadata"] = json!({
        "archived": false,
        "auto_archive_duration": 1440,
        "archive_timestamp": "2026-11-23T00:00:00.000000+00:00",
        "locked": false,
    });
    channel
}

/// A DM channel with one recipient.
pub fn dm_channel(id: u64, recipient: Value) -> Value {
    json!({
        "id": id.to_string(),
        "type": 1,
        "recipients": [recipient],
        "last_message_id": null,
        "flags": 0,
    })
}

/// A message as Discord returns it after a send, built from the request body.
pub struct MessageParts<'a> {
    /// New message id.
    pub id: u64,
    /// Channel the message is in.
    pub channel_id: u64,
    /// Guild of the channel, if any.
    pub guild_id: Option<u64>,
    /// Author (the bot user).
    pub author: Value,
    /// The request's JSON body (`payload_json` for multipart).
    pub body: &'a Value,
    /// Attachment objects (already built with [`attachment`]).
    pub attachments: Vec<Value>,
    /// Application id when the message is an interaction response / follow-up.
    pub webhook_app_id: Option<u64>,
}

/// Builds a full message object.
pub fn message(parts: MessageParts<'_>) -> Value {
    let body = parts.body;
    let mut msg = json!({
        "id": parts.id.to_string(),
        "channel_id": parts.channel_id.to_string(),
        "author": parts.author,
        "content": body.get("content").cloned().unwrap_or(json!("")),
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": body.get("tts").cloned().unwrap_or(json!(false)),
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": parts.attachments,
        "embeds": body.get("embeds").cloned().unwrap_or(json!([])),
        "pinned": false,
        "type": 0,
        "components": body.get("components").cloned().unwrap_or(json!([])),
        "flags": body.get("flags").cloned().unwrap_or(json!(0)),
    });
    if let Some(g) = parts.guild_id {
        msg["guild_id"] = json!(g.to_string());
    }
    if let Some(app) = parts.webhook_app_id {
        msg["webhook_id"] = json!(app.to_string());
        msg["application_id"] = json!(app.to_string());
    }
    msg
}

/// Applies an edit body to a stored message (only the fields Discord lets one edit).
pub fn apply_edit(msg: &mut Value, body: &Value, attachments: Option<Vec<Value>>) {
    for key in ["content", "embeds", "components", "flags"] {
        if let Some(v) = body.get(key) {
            msg[key] = if v.is_null() && key != "content" {
                json!([])
            } else {
                v.clone()
            };
        }
    }
    if let Some(a) = attachments {
        msg["attachments"] = json!(a);
    }
    msg["edited_timestamp"] = json!(TIMESTAMP);
}

/// An attachment object for a message.
pub fn attachment(id: u64, filename: &str, content_type: &str, size: usize) -> Value {
    json!({
        "id": id.to_string(),
        "filename": filename,
        "content_type": content_type,
        "size": size,
        "url": format!("http://127.0.0.1/attachments/{id}/{filename}"),
        "proxy_url": format!("http://127.0.0.1/attachments/{id}/{filename}"),
    })
}

/// A registered application command, built from what the bot sent.
pub fn command(id: u64, app_id: u64, guild_id: Option<u64>, sent: &Value) -> Value {
    let mut cmd = json!({
        "id": id.to_string(),
        "application_id": app_id.to_string(),
        "version": id.to_string(),
        "type": 1,
        "name": "",
        "description": "",
        "options": [],
        "default_member_permissions": null,
        "dm_permission": true,
        "nsfw": false,
    });
    if let (Some(obj), Some(sent)) = (cmd.as_object_mut(), sent.as_object()) {
        for (k, v) in sent {
            if !v.is_null() || k == "default_member_permissions" {
                obj.insert(k.clone(), v.clone());
            }
        }
    }
    if let Some(g) = guild_id {
        cmd["guild_id"] = json!(g.to_string());
    }
    cmd
}

/// `GET /oauth2/applications/@me`.
pub fn application_info(app_id: u64, owner: Value) -> Value {
    json!({
        "id": app_id.to_string(),
        "name": "plansza",
        "icon": null,
        "description": "",
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": owner,
        "summary": "",
        "verify_key": "00",
        "team": null,
        "flags": 0,
    })
}

/// Who acts in an injected interaction, and where.
pub struct Actor {
    /// The user's id.
    pub user: u64,
    /// Channel of the interaction.
    pub channel: u64,
    /// Guild of the channel, `None` for a DM.
    pub guild: Option<u64>,
    /// The member's role ids (guild only).
    pub roles: Vec<u64>,
    /// The member's resolved permissions in the channel (guild only).
    pub permissions: u64,
    /// The bot's own permissions in the channel (`app_permissions`).
    pub app_permissions: u64,
    /// The user's client locale, e.g. `pl`, `en-US`.
    pub locale: String,
    /// The member's server nickname, if the test gave one (guild only).
    pub nick: Option<String>,
}

/// The common part of an interaction payload (type, ids, token, user or member).
pub fn interaction_base(id: u64, app_id: u64, kind: u8, token: &str, actor: &Actor) -> Value {
    let mut i = json!({
        "id": id.to_string(),
        "application_id": app_id.to_string(),
        "type": kind,
        "token": token,
        "version": 1,
        "channel_id": actor.channel.to_string(),
        "locale": actor.locale,
        "entitlements": [],
        "attachment_size_limit": 8_388_608,
        "app_permissions": actor.app_permissions.to_string(),
    });
    match actor.guild {
        Some(g) => {
            let mut m = member(g, user(actor.user), &actor.roles);
            m["permissions"] = json!(actor.permissions.to_string());
            if let Some(nick) = &actor.nick {
                m["nick"] = json!(nick);
            }
            i["guild_id"] = json!(g.to_string());
            i["guild_locale"] = json!("pl");
            i["member"] = m;
            i["channel"] = guild_channel(actor.channel, g);
        }
        None => {
            i["user"] = user(actor.user);
            i["channel"] = dm_channel(actor.channel, user(actor.user));
        }
    }
    i
}

/// Helpers that build slash-command options exactly as Discord sends them in
/// `data.options` (`/game new variant:literaki` is `[opt::sub("new", vec![opt::string("variant",
/// "literaki")])]`).
pub mod opt {
    use serde_json::{json, Value};

    /// A SUB_COMMAND (type 1) with its own options.
    pub fn sub(name: &str, options: Vec<Value>) -> Value {
        json!({"name": name, "type": 1, "options": options})
    }

    /// A SUB_COMMAND_GROUP (type 2) holding subcommands.
    pub fn group(name: &str, subs: Vec<Value>) -> Value {
        json!({"name": name, "type": 2, "options": subs})
    }

    /// A STRING option (type 3).
    pub fn string(name: &str, value: &str) -> Value {
        json!({"name": name, "type": 3, "value": value})
    }

    /// An INTEGER option (type 4).
    pub fn integer(name: &str, value: i64) -> Value {
        json!({"name": name, "type": 4, "value": value})
    }

    /// A BOOLEAN option (type 5).
    pub fn boolean(name: &str, value: bool) -> Value {
        json!({"name": name, "type": 5, "value": value})
    }

    /// A USER option (type 6); `slash_command` adds the user (and member) to `resolved`.
    pub fn user(name: &str, id: u64) -> Value {
        json!({"name": name, "type": 6, "value": id.to_string()})
    }

    /// A NUMBER option (type 10).
    pub fn number(name: &str, value: f64) -> Value {
        json!({"name": name, "type": 10, "value": value})
    }
}
