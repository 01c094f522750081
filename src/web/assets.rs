//! The pages' script and style sheets, compiled into the binary (plain JavaScript and CSS,
//! no build step), and the colours of the board as CSS, made from the same palette the
//! pictures are painted with ([`crate::render::palette`]), so a square or a tile looks the
//! same in a post and on a page.

use axum::extract::Path;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::render::palette::{self, TilePaint};

/// The script of a game's page.
pub const PLAY_JS: &str = include_str!("assets/play.js");
/// The style of a game's page.
pub const PLAY_CSS: &str = include_str!("assets/play.css");

/// The script of a finished game's page (stepping through it).
pub const REVIEW_JS: &str = include_str!("assets/review.js");
/// The style of the pages of the past (a finished game, a tournament, a leaderboard).
pub const REVIEW_CSS: &str = include_str!("assets/review.css");

/// The look-back page's style, with a class per board width (`cols-15`: 15 columns).
fn review_css() -> String {
    let mut css = REVIEW_CSS.to_string();
    for n in 1..=25 {
        css.push_str(&format!(
            ".board.cols-{n}{{grid-template-columns:repeat({n},minmax(0,1fr))}}\n"
        ));
    }
    css
}

/// One asset as served: its type, its body and the tag of its content.
struct Asset {
    kind: &'static str,
    body: String,
    tag: String,
}

/// Every asset, made and tagged once per process (the colours' style sheet is written from
/// the palette; nothing changes while the process runs).
fn assets() -> &'static std::collections::HashMap<&'static str, Asset> {
    static ASSETS: std::sync::OnceLock<std::collections::HashMap<&'static str, Asset>> =
        std::sync::OnceLock::new();
    ASSETS.get_or_init(|| {
        let js = "text/javascript; charset=utf-8";
        let css = "text/css; charset=utf-8";
        [
            ("play.js", js, PLAY_JS.to_string()),
            ("play.css", css, PLAY_CSS.to_string()),
            ("theme.css", css, theme_css()),
            ("review.js", js, REVIEW_JS.to_string()),
            ("review.css", css, review_css()),
        ]
        .into_iter()
        .map(|(name, kind, body)| {
            let tag = content_tag(&body);
            (name, Asset { kind, body, tag })
        })
        .collect()
    })
}

/// Serves `/assets/{name}`, with a tag of its content: a browser that has it already is
/// answered `304 Not Modified` without the body.
pub async fn serve(Path(name): Path<String>, headers: HeaderMap) -> Response {
    let Some(asset) = assets().get(name.as_str()) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let known = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|given| given.split(',').any(|t| t.trim() == asset.tag));
    let head = [
        (header::CONTENT_TYPE, asset.kind.to_string()),
        (header::CACHE_CONTROL, "no-cache".to_string()),
        (header::ETAG, asset.tag.clone()),
    ];
    if known {
        return (StatusCode::NOT_MODIFIED, head).into_response();
    }
    (head, asset.body.clone()).into_response()
}

/// An entity tag of `body` (a SHA-256 prefix, quoted).
fn content_tag(body: &str) -> String {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(body.as_bytes());
    let hex: String = digest[..12].iter().map(|b| format!("{b:02x}")).collect();
    format!("\"{hex}\"")
}

fn hex(rgb: [u8; 3]) -> String {
    format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2])
}

fn rgb(c: image::Rgb<u8>) -> String {
    hex(c.0)
}

fn rgba(c: image::Rgba<u8>) -> String {
    hex([c.0[0], c.0[1], c.0[2]])
}

/// A tile class: its face, rim, letter and edge.
fn tile_class(name: &str, paint: TilePaint) -> String {
    format!(
        ".{name}{{--fill:{};--rim:{};--ink:{};--edge:{}}}\n",
        rgba(paint.fill),
        rgba(paint.rim),
        rgba(paint.ink),
        rgba(paint.edge)
    )
}

/// A square class: its fill and the colour of its label.
fn square_class(name: &str, (fill, ink): (image::Rgb<u8>, image::Rgb<u8>)) -> String {
    format!(".{name}{{--sq:{};--sq-ink:{}}}\n", rgb(fill), rgb(ink))
}

/// The board's colours as CSS classes: squares `sq-…`, tiles `t-…`.
pub fn theme_css() -> String {
    let mut css = format!(
        ":root{{--bg:{};--text:{};--coord:{};--grid:{};--to-move:{};--highlight:{};--star:{}}}\n",
        rgb(palette::BACKGROUND),
        rgb(palette::TEXT),
        rgb(palette::COORD_TEXT),
        rgb(palette::GRID),
        rgb(palette::TO_MOVE_BAND),
        rgb(palette::HIGHLIGHT),
        rgb(palette::STAR),
    );
    css.push_str(&square_class(
        "sq-plain",
        (palette::PLAIN, palette::COORD_TEXT),
    ));
    css.push_str(&square_class("sq-dw", palette::DOUBLE_WORD));
    css.push_str(&square_class("sq-tw", palette::TRIPLE_WORD));
    css.push_str(&square_class("sq-dl", palette::DOUBLE_LETTER));
    css.push_str(&square_class("sq-tl", palette::TRIPLE_LETTER));
    css.push_str(&square_class("sq-quad", palette::QUAD_WORD));
    css.push_str(&square_class("sq-exchange", palette::EXCHANGE));
    css.push_str(&square_class("sq-clearing", palette::CLEARING));
    for value in 0..=9 {
        css.push_str(&square_class(
            &format!("sq-c{value}"),
            palette::field_tint(value),
        ));
    }
    css.push_str(&tile_class("t-ivory", palette::IVORY));
    css.push_str(&tile_class("t-blank", palette::BLANK));
    for value in [1, 2, 3, 5] {
        css.push_str(&tile_class(
            &format!("t-v{value}"),
            palette::tile_paint(value, false, true),
        ));
    }
    for player in 0..4 {
        css.push_str(&tile_class(
            &format!("t-p{player}"),
            palette::player_paint(player),
        ));
    }
    css
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theme_has_every_square_and_tile_the_script_names() {
        let css = theme_css();
        for class in [
            "sq-plain",
            "sq-dw",
            "sq-tw",
            "sq-dl",
            "sq-tl",
            "sq-quad",
            "sq-exchange",
            "sq-clearing",
            "sq-c1",
            "sq-c5",
            "t-ivory",
            "t-blank",
            "t-v1",
            "t-v5",
            "t-p0",
            "t-p3",
        ] {
            assert!(css.contains(&format!(".{class}{{")), "{class} missing");
            assert!(
                PLAY_JS.contains(class.trim_end_matches(char::is_numeric)),
                "{class} unused"
            );
        }
        assert!(
            css.contains("--sq:#eee6d4"),
            "the plain square is the pictures' colour"
        );
    }
}
