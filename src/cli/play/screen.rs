//! What `plansza play` shows in the terminal: the table's messages in the chosen language
//! (the same catalog texts the bot posts, their Discord markdown turned into terminal styles),
//! the board or grid drawn in characters with coloured premiums and tiles, and the score
//! table. Colours only when `colour` is on (a terminal, and `NO_COLOR` unset).

use crate::render::Plate;
use crate::render::{BoardView, GridView, PlayerLine, SquareLook, TileLook};
use crate::table::{Msg, Picture};
use crate::text::localize;
use crossterm::style::{Attribute, Color, Stylize};

/// How text is drawn.
#[derive(Debug, Clone)]
pub struct Screen {
    /// The catalog language (a Discord locale code, e.g. `pl`).
    pub locale: String,
    /// ANSI colours and bold.
    pub colour: bool,
    /// Display names of the seats' user ids, for mentions (`<@id>`).
    pub names: Vec<(u64, String)>,
}

impl Screen {
    /// One message, localized, in the terminal's own words where the table's speak of
    /// Discord, and made readable.
    pub fn line(&self, msg: &Msg) -> String {
        self.text(&localize(&self.locale, &super::wording::in_terminal(msg)))
    }

    /// Several messages, one per line.
    pub fn lines(&self, msgs: &[Msg]) -> String {
        msgs.iter()
            .map(|m| self.line(m))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Discord markdown as terminal text: `**bold**` bold (or plain), backslash escapes
    /// dropped, `<@id>` as the name, `<t:secs:R>` as a time, `<#id>` dropped.
    pub fn text(&self, markdown: &str) -> String {
        let mut out = String::with_capacity(markdown.len());
        let mut bold = false;
        let mut chars = markdown.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    if let Some(next) = chars.next() {
                        out.push(next);
                    }
                }
                '*' if chars.peek() == Some(&'*') => {
                    chars.next();
                    bold = !bold;
                    if self.colour {
                        let code = if bold {
                            Attribute::Bold
                        } else {
                            Attribute::NormalIntensity
                        };
                        out.push_str(&format!("{}", crossterm::style::SetAttribute(code)));
                    }
                }
                '<' => {
                    let rest: String = chars.clone().take_while(|&c| c != '>').collect();
                    if let Some(shown) = self.tag(&rest) {
                        for _ in 0..=rest.chars().count() {
                            chars.next();
                        }
                        out.push_str(&shown);
                    } else {
                        out.push(c);
                    }
                }
                '`' => {}
                _ => out.push(c),
            }
        }
        if bold && self.colour {
            out.push_str(&format!(
                "{}",
                crossterm::style::SetAttribute(Attribute::NormalIntensity)
            ));
        }
        out
    }

    /// A Discord tag's text (`@123`, `t:1700000000:R`, `#5`), None when it is not one.
    fn tag(&self, inner: &str) -> Option<String> {
        if let Some(id) = inner.strip_prefix('@') {
            let id: u64 = id.trim_start_matches('!').parse().ok()?;
            let name = self
                .names
                .iter()
                .find(|(u, _)| *u == id)
                .map_or_else(|| format!("@{id}"), |(_, n)| n.clone());
            return Some(name);
        }
        if let Some(rest) = inner.strip_prefix("t:") {
            let secs: u64 = rest.split(':').next()?.parse().ok()?;
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            let left = secs.saturating_sub(now);
            return Some(format!("{left} s"));
        }
        if inner.starts_with('#') && inner[1..].chars().all(|c| c.is_ascii_digit()) {
            return Some(String::new());
        }
        None
    }

    /// A picture as text: the board or grid and the score table.
    pub fn picture(&self, picture: &Picture) -> String {
        match picture {
            Picture::Board(view) => self.board(view),
            Picture::Grid(view) => self.grid(view),
            Picture::Ending(views) => match &views.final_view.plate {
                Plate::Board(view) => self.squares(view),
                Plate::Grid(view) => self.letters(view),
            },
        }
    }

    fn board(&self, view: &BoardView) -> String {
        let mut out = self.squares(view);
        out.push_str(&self.players(&view.players));
        if !view.caption.is_empty() {
            out.push_str(&format!("{}\n", view.caption));
        }
        out
    }

    /// The squares of a board, with column letters and row numbers.
    fn squares(&self, view: &BoardView) -> String {
        let width = usize::from(view.width);
        let mut out = String::from("    ");
        for c in 0..width {
            out.push_str(&format!("{:<2}", column_name(c)));
        }
        out.push('\n');
        for r in 0..usize::from(view.height) {
            out.push_str(&format!("{:>3} ", r + 1));
            for c in 0..width {
                let at = r * width + c;
                let tile = view.tiles.get(at).and_then(Option::as_ref);
                let look = view.squares.get(at).copied().unwrap_or(SquareLook::Plain);
                let start = (r, c) == (usize::from(view.start.0), usize::from(view.start.1));
                out.push_str(&self.square(tile, look, start));
            }
            out.push('\n');
        }
        out
    }

    fn square(&self, tile: Option<&TileLook>, look: SquareLook, start: bool) -> String {
        if let Some(t) = tile {
            let letter = if t.blank {
                t.letter.to_lowercase().next().unwrap_or(t.letter)
            } else {
                t.letter
            };
            let text = format!("{letter} ");
            if !self.colour {
                return text;
            }
            let bg = if t.fresh {
                Color::Rgb {
                    r: 255,
                    g: 214,
                    b: 102,
                }
            } else {
                Color::Rgb {
                    r: 238,
                    g: 214,
                    b: 170,
                }
            };
            return format!("{}", text.with(Color::Black).on(bg).bold());
        }
        let (mark, colour) = match look {
            SquareLook::Plain if start => ("★ ", None),
            SquareLook::Plain => ("· ", None),
            SquareLook::DoubleLetter => (
                "2L",
                Some(Color::Rgb {
                    r: 150,
                    g: 200,
                    b: 240,
                }),
            ),
            SquareLook::TripleLetter => (
                "3L",
                Some(Color::Rgb {
                    r: 60,
                    g: 120,
                    b: 220,
                }),
            ),
            SquareLook::DoubleWord => (
                "2W",
                Some(Color::Rgb {
                    r: 240,
                    g: 170,
                    b: 180,
                }),
            ),
            SquareLook::TripleWord => (
                "3W",
                Some(Color::Rgb {
                    r: 220,
                    g: 60,
                    b: 60,
                }),
            ),
            SquareLook::QuadWord(_) => (
                "4S",
                Some(Color::Rgb {
                    r: 150,
                    g: 60,
                    b: 170,
                }),
            ),
            SquareLook::Exchange => (
                "WY",
                Some(Color::Rgb {
                    r: 90,
                    g: 170,
                    b: 90,
                }),
            ),
            SquareLook::Clearing => (
                "!!",
                Some(Color::Rgb {
                    r: 240,
                    g: 220,
                    b: 60,
                }),
            ),
            SquareLook::Colour(v) => (
                match v {
                    1 => "1 ",
                    2 => "2 ",
                    3 => "3 ",
                    _ => "5 ",
                },
                Some(match v {
                    1 => Color::Rgb {
                        r: 240,
                        g: 220,
                        b: 90,
                    },
                    2 => Color::Rgb {
                        r: 110,
                        g: 190,
                        b: 110,
                    },
                    3 => Color::Rgb {
                        r: 90,
                        g: 140,
                        b: 230,
                    },
                    _ => Color::Rgb {
                        r: 220,
                        g: 80,
                        b: 80,
                    },
                }),
            ),
        };
        match (self.colour, colour) {
            (true, Some(bg)) => format!("{}", mark.with(Color::Black).on(bg)),
            _ => mark.to_string(),
        }
    }

    fn grid(&self, view: &GridView) -> String {
        let mut out = self.letters(view);
        let players: Vec<PlayerLine> = view
            .players
            .iter()
            .map(|p| PlayerLine {
                name: p.name.clone(),
                score: p.score,
                to_move: p.to_move,
                colour: None,
            })
            .collect();
        out.push_str(&self.players(&players));
        if !view.caption.is_empty() {
            out.push_str(&format!("{}\n", view.caption));
        }
        out
    }

    /// A WordCap grid: letters with the diagonal bonuses between them, the traced word's
    /// cells highlighted.
    fn letters(&self, view: &GridView) -> String {
        let side = usize::from(view.side);
        let mut out = String::from("   ");
        for c in 0..side {
            out.push_str(&format!("{:<4}", column_name(c)));
        }
        out.push('\n');
        for r in 0..side {
            out.push_str(&format!("{:>2} ", r + 1));
            for c in 0..side {
                let letter = view.letters.get(r * side + c).copied().unwrap_or('?');
                let traced = view.path.contains(&(r as u8, c as u8));
                let cell = format!("{letter}");
                if self.colour && traced {
                    out.push_str(&format!(
                        "{}",
                        cell.with(Color::Black).on(Color::Yellow).bold()
                    ));
                } else {
                    out.push_str(&cell);
                }
                out.push_str("   ");
            }
            out.push('\n');
            if r + 1 < side {
                out.push_str("     ");
                for c in 0..side - 1 {
                    let bonus = view.bonuses.get(r * (side - 1) + c).copied().unwrap_or(0);
                    let mark = if bonus == 0 {
                        "    ".to_string()
                    } else {
                        format!("{bonus}   ")
                    };
                    out.push_str(&mark);
                }
                out.push('\n');
            }
        }
        out
    }

    fn players(&self, players: &[PlayerLine]) -> String {
        players
            .iter()
            .map(|p| {
                let arrow = if p.to_move { "▶" } else { " " };
                format!("{arrow} {:<24} {:>5}\n", p.name, p.score)
            })
            .collect()
    }
}

/// `A`, `B`, ... for a column.
fn column_name(c: usize) -> char {
    char::from(b'A' + u8::try_from(c % 26).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain() -> Screen {
        Screen {
            locale: "en-US".into(),
            colour: false,
            names: vec![(7, "Ala".into())],
        }
    }

    #[test]
    fn discord_markdown_reads_as_plain_text() {
        let s = plain();
        assert_eq!(s.text("Next: **Ala** <@7>"), "Next: Ala Ala");
        assert_eq!(s.text(r"a \*star\* in `8H KOT`"), "a *star* in 8H KOT");
        assert_eq!(s.text("<@99> and <x>"), "@99 and <x>");
        assert_eq!(s.text("in <#5>"), "in ");
    }
}
