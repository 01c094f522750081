//! A player's link to their game's page: signed for that player and that place's game with
//! a secret kept in the database (HMAC-SHA256), and good until it expires. The page's token
//! is the link itself: `{place}-{user}-{expires}-{signature}`, the signature over the three
//! numbers, so a link cannot be moved to another player, another game or a later time.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::hub::Hub;
use crate::store::StoreError;
use crate::table::Millis;

/// The name of the secret links are signed with.
const SECRET: &str = "player-links";
/// How long a link is good for: a day (`/game web` gives a fresh one).
pub const GOOD_FOR_MS: Millis = 24 * 3600 * 1000;

/// What a link lets its holder do: play `user`'s seat at the game in `place`, until
/// `expires`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    /// The channel or thread the game is played in.
    pub place: u64,
    /// The player.
    pub user: u64,
    /// Until when (milliseconds since the epoch).
    pub expires: Millis,
}

/// Why a token is not a good link.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// Not a link's shape.
    #[error("not a link")]
    Malformed,
    /// Its signature is not ours (changed, or made with another secret).
    #[error("a link not signed by this bot")]
    Forged,
    /// It was good until a time now past.
    #[error("an expired link")]
    Expired,
}

fn signature(secret: &str, place: u64, user: u64, expires: Millis) -> Vec<u8> {
    // HMAC takes a key of any length: `new_from_slice` cannot fail for it.
    let mut mac = match Hmac::<Sha256>::new_from_slice(secret.as_bytes()) {
        Ok(mac) => mac,
        Err(_) => return Vec::new(),
    };
    mac.update(format!("play:{place}:{user}:{expires}").as_bytes());
    mac.finalize().into_bytes().to_vec()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Link {
    /// The token of this link, signed with `secret`.
    pub fn sign(&self, secret: &str) -> String {
        let sig = signature(secret, self.place, self.user, self.expires);
        format!(
            "{}-{}-{}-{}",
            self.place,
            self.user,
            self.expires,
            hex(&sig)
        )
    }

    /// The link a token stands for, if `secret` signed it and it is good at `now`.
    pub fn verify(token: &str, secret: &str, now: Millis) -> Result<Link, LinkError> {
        let mut parts = token.split('-');
        let mut number = || {
            parts
                .next()
                .and_then(|p| p.parse::<u64>().ok())
                .ok_or(LinkError::Malformed)
        };
        let (place, user, expires) = (number()?, number()?, number()?);
        let given = parts.next().ok_or(LinkError::Malformed)?;
        if parts.next().is_some() || given.len() != 64 {
            return Err(LinkError::Malformed);
        }
        let wanted = hex(&signature(secret, place, user, expires));
        if !same_secret(&wanted, given) {
            return Err(LinkError::Forged);
        }
        if expires <= now {
            return Err(LinkError::Expired);
        }
        Ok(Link {
            place,
            user,
            expires,
        })
    }
}

/// What a page's address names, each signed apart so that a tag of one is no tag of another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageKind {
    /// A finished game (its archive row).
    Game,
    /// A tournament.
    Tournament,
    /// A server's leaderboards.
    Leaderboard,
}

impl PageKind {
    fn name(self) -> &'static str {
        match self {
            PageKind::Game => "game",
            PageKind::Tournament => "tournament",
            PageKind::Leaderboard => "leaderboard",
        }
    }
}

/// How many hex digits of the signature a page's key carries (128 bits).
const PAGE_TAG_DIGITS: usize = 32;

fn page_tag(secret: &str, kind: PageKind, id: u64) -> String {
    let mut mac = match Hmac::<Sha256>::new_from_slice(secret.as_bytes()) {
        Ok(mac) => mac,
        Err(_) => return String::new(),
    };
    mac.update(format!("page:{}:{id}", kind.name()).as_bytes());
    let mut tag = hex(&mac.finalize().into_bytes());
    tag.truncate(PAGE_TAG_DIGITS);
    tag
}

/// The key of the page of `kind` number `id` in an address: `{id}-{tag}`, the tag signed
/// with `secret`. It never expires; without the secret no other page's key can be made, so
/// the pages of a private channel's games cannot be found by counting.
pub fn page_key(secret: &str, kind: PageKind, id: u64) -> String {
    format!("{id}-{}", page_tag(secret, kind, id))
}

/// The number a page's key names, if `secret` signed it for a page of `kind`.
pub fn read_page_key(key: &str, secret: &str, kind: PageKind) -> Option<u64> {
    let (id, tag) = key.split_once('-')?;
    let id: u64 = id.parse().ok()?;
    let wanted = page_tag(secret, kind, id);
    (!wanted.is_empty() && same_secret(&wanted, tag)).then_some(id)
}

/// The secret links are signed with (made once, kept in the store, read once by each
/// process).
pub async fn secret(hub: &Hub) -> Result<&str, StoreError> {
    hub.link_secret
        .get_or_try_init(|| hub.store().secret(SECRET))
        .await
        .map(String::as_str)
}

/// Whether two secrets are the same, compared in time that does not depend on where they
/// differ.
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// A fresh token for `user`'s seat at the game in `place`, good for [`GOOD_FOR_MS`].
pub async fn player_token(hub: &Hub, place: u64, user: u64) -> Result<String, StoreError> {
    let link = Link {
        place,
        user,
        expires: hub.now() + GOOD_FOR_MS,
    };
    Ok(link.sign(secret(hub).await?))
}

/// The address of `user`'s own page of the game in `place` under `public_url`, with a
/// fresh link; None when no game is there or they do not play in it.
pub async fn player_page(
    hub: &Hub,
    public_url: &str,
    place: u64,
    user: u64,
) -> Result<Option<String>, StoreError> {
    let Some(state) = super::watch::table_now(hub, place).await? else {
        return Ok(None);
    };
    if !state
        .seats
        .iter()
        .any(|s| s.user == user && s.computer.is_none())
    {
        return Ok(None);
    }
    let token = player_token(hub, place, user).await?;
    Ok(Some(page_url(public_url, &token)))
}

/// The address of the player's page a link's `token` opens, under `public_url`.
pub fn page_url(public_url: &str, token: &str) -> String {
    format!("{}/p/{token}", public_url.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: Millis = 1_800_000_000_000;

    fn link() -> Link {
        Link {
            place: 42,
            user: 7,
            expires: NOW + GOOD_FOR_MS,
        }
    }

    #[test]
    fn a_signed_link_reads_back_until_it_expires() {
        let token = link().sign("s3cret");
        assert_eq!(Link::verify(&token, "s3cret", NOW), Ok(link()));
        assert_eq!(
            Link::verify(&token, "s3cret", NOW + GOOD_FOR_MS),
            Err(LinkError::Expired)
        );
    }

    #[test]
    fn a_page_key_reads_back_only_for_its_page_and_secret() {
        let key = page_key("s3cret", PageKind::Game, 12);
        assert_eq!(read_page_key(&key, "s3cret", PageKind::Game), Some(12));
        assert_eq!(key.len(), "12-".len() + PAGE_TAG_DIGITS);
        assert_eq!(read_page_key(&key, "other", PageKind::Game), None);
        assert_eq!(
            read_page_key(&key, "s3cret", PageKind::Tournament),
            None,
            "a game's tag opens no tournament"
        );
        let moved = key.replacen("12-", "13-", 1);
        assert_eq!(read_page_key(&moved, "s3cret", PageKind::Game), None);
        for bad in ["", "12", "12-", "x-abc", &format!("{key}0")] {
            assert_eq!(read_page_key(bad, "s3cret", PageKind::Game), None, "{bad}");
        }
    }

    #[test]
    fn a_link_changed_or_signed_elsewhere_is_refused() {
        let token = link().sign("s3cret");
        assert_eq!(Link::verify(&token, "other", NOW), Err(LinkError::Forged));
        // Another player, another game, a later time: the signature no longer fits.
        for changed in [
            token.replacen("42-7-", "42-8-", 1),
            token.replacen("42-", "43-", 1),
            token.replacen(
                &format!("-{}-", NOW + GOOD_FOR_MS),
                &format!("-{}-", NOW + 2 * GOOD_FOR_MS),
                1,
            ),
        ] {
            assert_eq!(
                Link::verify(&changed, "s3cret", NOW),
                Err(LinkError::Forged),
                "{changed}"
            );
        }
        for bad in [
            "",
            "42",
            "42-7-1",
            "a-b-c-d",
            &format!("{token}-x"),
            "42-7-1-abc",
        ] {
            assert_eq!(
                Link::verify(bad, "s3cret", NOW),
                Err(LinkError::Malformed),
                "{bad}"
            );
        }
    }
}
