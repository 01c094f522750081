//! Text layout: one line of text in, glyphs placed left to right out, cached.
//!
//! The steps, as a browser does them for a line: drop control characters; find the
//! direction runs with the Unicode bidirectional algorithm (`unicode-bidi`), so that Hebrew
//! and Arabic read right to left and a mixed name such as `Ali علي 123` keeps its parts in
//! place; split each run into grapheme clusters (`unicode-segmentation`) and give each
//! cluster the first bundled font that has it ([`fonts::typeface_for`]); shape each piece
//! of one font with `rustybuzz` (HarfBuzz's shaping in Rust), which joins Arabic letters,
//! puts combining marks on their base letter, applies kerning and hides the zero-width
//! characters (joiners, variation selectors, bidi controls, BOM) with no width.
//!
//! An emoji newer than the emoji font is drawn as a plain face (☺). Any other character no
//! bundled font has is drawn as the first font's `.notdef` box, the only place where that
//! box appears.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, Mutex, OnceLock};

use rustybuzz::{Direction, UnicodeBuffer};
use unicode_bidi::ParagraphBidiInfo;
use unicode_segmentation::UnicodeSegmentation;

use super::fonts::{self, Face, Typeface};
use super::unicode;
use super::RenderError;

/// One glyph of a line, placed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct PlacedGlyph {
    /// The font file it comes from.
    pub typeface: Typeface,
    /// Its glyph id in that file.
    pub id: u16,
    /// Pen position in pixels from the start of the line (with the shaper's offset).
    pub x: f32,
    /// Offset up from the baseline in pixels (marks stacked on marks, for one).
    pub y: f32,
}

/// A line of text, laid out at one size.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Line {
    /// The text laid out: the given text without control characters.
    pub text: String,
    /// The glyphs, in drawing order (left to right).
    pub glyphs: Vec<PlacedGlyph>,
    /// The advance width of the whole line in pixels.
    pub width: f32,
    /// The grapheme clusters of [`Line::text`] in reading order: where each ends (a byte
    /// offset) and how much width it takes.
    pub clusters: Vec<(usize, f32)>,
}

type LineCache = HashMap<(Face, u16), HashMap<String, Arc<Line>>>;
static LINES: OnceLock<Mutex<LineCache>> = OnceLock::new();

/// The line cache never holds more than this many lines (it is cleared when full).
const LINE_CACHE_LIMIT: usize = 2048;

/// `text` laid out in `style` at `size` (cached).
pub(crate) fn line(style: Face, size: u16, text: &str) -> Result<Arc<Line>, RenderError> {
    let cache = LINES.get_or_init(|| Mutex::new(HashMap::new()));
    if let Ok(map) = cache.lock() {
        if let Some(l) = map.get(&(style, size)).and_then(|m| m.get(text)) {
            return Ok(Arc::clone(l));
        }
    }
    let l = Arc::new(lay_out(style, size, text)?);
    if let Ok(mut map) = cache.lock() {
        if map.values().map(HashMap::len).sum::<usize>() >= LINE_CACHE_LIMIT {
            map.clear();
        }
        map.entry((style, size))
            .or_default()
            .insert(text.to_string(), Arc::clone(&l));
    }
    Ok(l)
}

/// What stands for an emoji the bundled emoji font does not have (it stops at Unicode 9):
/// a plain smiling face, which every emoji-using name is better served by than a box.
const NEWER_EMOJI: char = '\u{263A}';

/// `text` as it is laid out: without control characters (a line has no breaks: paragraph
/// separators become spaces), and with each emoji cluster the emoji font cannot draw
/// whole cut to its first emoji (a monochrome font shows no skin tone, so the tone
/// modifiers go too), and an emoji it does not have at all replaced by [`NEWER_EMOJI`].
fn clean(text: &str) -> Result<String, RenderError> {
    let mut out = String::with_capacity(text.len());
    for cluster in text.graphemes(true) {
        let start = out.len();
        for c in cluster.chars() {
            if !c.is_control() && !unicode::is_skin_tone(c) {
                out.push(if c == '\u{2029}' { ' ' } else { c });
            }
        }
        let kept = &out[start..];
        if unicode::wants_emoji_font(kept) && !fonts::covers_all(Typeface::Symbola, kept)? {
            let first = kept.chars().next();
            out.truncate(start);
            match first {
                Some(c) if fonts::covers(Typeface::Symbola, c)? => out.push(c),
                // An emoji newer than the emoji font (🥺, 🫠): a face, not the missing box.
                Some(_) => out.push(NEWER_EMOJI),
                None => {}
            }
        }
    }
    Ok(out)
}

/// Glyphs as they come out of the shaper, before the cluster widths are summed.
struct Shaped {
    glyphs: Vec<PlacedGlyph>,
    pen: f32,
    /// (byte offset of the glyph's cluster in the text, its advance).
    advances: Vec<(usize, f32)>,
}

fn lay_out(style: Face, size: u16, text: &str) -> Result<Line, RenderError> {
    let text = clean(text)?;
    let mut shaped = Shaped {
        glyphs: Vec::new(),
        pen: 0.0,
        advances: Vec::new(),
    };
    if !text.is_empty() {
        let bidi = ParagraphBidiInfo::new(&text, None);
        let (levels, runs) = bidi.visual_runs(0..text.len());
        for run in runs {
            let rtl = levels.get(run.start).is_some_and(|l| l.is_rtl());
            let mut pieces = pieces(style, &text, run.clone())?;
            if rtl {
                pieces.reverse();
            }
            for (range, tf) in pieces {
                let at = Shaping {
                    tf,
                    rtl,
                    size,
                    width_scale: style.width_scale(),
                };
                shape(&text, &run, range, at, &mut shaped)?;
            }
        }
    }
    let ends: Vec<usize> = text
        .grapheme_indices(true)
        .map(|(i, g)| i + g.len())
        .collect();
    let mut clusters: Vec<(usize, f32)> = ends.iter().map(|&e| (e, 0.0)).collect();
    for (byte, advance) in shaped.advances {
        let k = ends.partition_point(|&end| end <= byte);
        if let Some(c) = clusters.get_mut(k) {
            c.1 += advance;
        }
    }
    Ok(Line {
        text,
        glyphs: shaped.glyphs,
        width: shaped.pen,
        clusters,
    })
}

/// The bidi run `run` of `text` cut where the font changes, in reading order. Clusters
/// with nothing visible stay with the font before them; a cluster no font has goes to the
/// style's first font (its `.notdef`).
fn pieces(
    style: Face,
    text: &str,
    run: Range<usize>,
) -> Result<Vec<(Range<usize>, Typeface)>, RenderError> {
    let mut out: Vec<(Range<usize>, Typeface)> = Vec::new();
    for (i, g) in text[run.clone()].grapheme_indices(true) {
        let start = run.start + i;
        let end = start + g.len();
        let tf = match fonts::typeface_for(style, g)? {
            Some(tf) => tf,
            None if unicode::is_invisible(g) => out.last().map_or(style.primary(), |(_, tf)| *tf),
            None => style.primary(),
        };
        match out.last_mut() {
            Some((r, last)) if *last == tf => r.end = end,
            _ => out.push((start..end, tf)),
        }
    }
    Ok(out)
}

/// How one piece of a line is shaped: its font file, direction, size and width.
#[derive(Clone, Copy)]
struct Shaping {
    tf: Typeface,
    rtl: bool,
    size: u16,
    /// The style's width as a share of the font's ([`Face::width_scale`]).
    width_scale: f32,
}

/// Shape the piece `range` of the bidi run `run` as `at` says and add its glyphs after the
/// pen.
fn shape(
    text: &str,
    run: &Range<usize>,
    range: Range<usize>,
    at: Shaping,
    out: &mut Shaped,
) -> Result<(), RenderError> {
    let Shaping {
        tf,
        rtl,
        size,
        width_scale,
    } = at;
    let font = fonts::parsed(tf)?;
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(&text[range.clone()]);
    buffer.set_pre_context(&text[run.start..range.start]);
    buffer.set_post_context(&text[range.end..run.end]);
    buffer.set_direction(if rtl {
        Direction::RightToLeft
    } else {
        Direction::LeftToRight
    });
    buffer.guess_segment_properties();
    let glyphs = rustybuzz::shape(&font.shaper, &[], buffer);
    let k = fonts::px_per_unit(tf, size)?;
    let kx = k * width_scale;
    for (info, pos) in glyphs.glyph_infos().iter().zip(glyphs.glyph_positions()) {
        out.glyphs.push(PlacedGlyph {
            typeface: tf,
            id: u16::try_from(info.glyph_id).unwrap_or(0),
            x: out.pen + pos.x_offset as f32 * kx,
            y: pos.y_offset as f32 * k,
        });
        let advance = pos.x_advance as f32 * kx;
        out.pen += advance;
        out.advances
            .push((range.start + info.cluster as usize, advance));
    }
    Ok(())
}

/// Empty this file's cache.
pub(crate) fn clear_cache() {
    if let Some(cache) = LINES.get() {
        if let Ok(mut c) = cache.lock() {
            c.clear();
        }
    }
}
