//! The bundled fonts, parsed once, the fallback chain that picks a font for each piece of
//! text, and a cache of rasterised glyphs so that a glyph is drawn from its outline only
//! the first time.
//!
//! Callers ask for a [`Face`] (regular or bold). Each face is a chain of bundled font
//! files ([`Typeface`]): DejaVu Sans first (Latin, Cyrillic, Greek, Hebrew, Arabic, many
//! symbols), then Symbola (monochrome emoji up to Unicode 9, flags' letters, more symbols),
//! then Droid Sans Fallback (Chinese, Japanese, Korean). Emoji prefer Symbola, so that all
//! emoji of a name come in one style. `fonts/README.md` says where each file comes from.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale};

use super::RenderError;

/// Which style to draw with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Face {
    /// DejaVu Sans, then the fallbacks.
    Regular,
    /// DejaVu Sans Bold, then DejaVu Sans and the fallbacks.
    Bold,
    /// [`Face::Bold`] squeezed to [`NARROW`] of its width: labels that must be tall and
    /// still fit in a board square ("3W", coordinates), as a condensed font would draw them.
    Narrow,
}

/// How wide [`Face::Narrow`] draws, as a share of [`Face::Bold`]'s width.
pub const NARROW: f32 = 0.75;

/// One bundled font file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Typeface {
    /// DejaVu Sans.
    DejaVuSans,
    /// DejaVu Sans Bold.
    DejaVuSansBold,
    /// Symbola: emoji and symbols (monochrome outlines).
    Symbola,
    /// Droid Sans Fallback: CJK ideographs, kana, Hangul.
    DroidSansFallback,
}

/// Every bundled file with its bytes, in [`Typeface`] order.
const FILES: [(Typeface, &str, &[u8]); 4] = [
    (
        Typeface::DejaVuSans,
        "DejaVuSans.ttf",
        include_bytes!("../../fonts/DejaVuSans.ttf"),
    ),
    (
        Typeface::DejaVuSansBold,
        "DejaVuSans-Bold.ttf",
        include_bytes!("../../fonts/DejaVuSans-Bold.ttf"),
    ),
    (
        Typeface::Symbola,
        "Symbola.ttf",
        include_bytes!("../../fonts/Symbola.ttf"),
    ),
    (
        Typeface::DroidSansFallback,
        "DroidSansFallback.ttf",
        include_bytes!("../../fonts/DroidSansFallback.ttf"),
    ),
];

const REGULAR_CHAIN: [Typeface; 3] = [
    Typeface::DejaVuSans,
    Typeface::Symbola,
    Typeface::DroidSansFallback,
];
const BOLD_CHAIN: [Typeface; 4] = [
    Typeface::DejaVuSansBold,
    Typeface::DejaVuSans,
    Typeface::Symbola,
    Typeface::DroidSansFallback,
];

impl Face {
    /// The font files tried in turn for this style.
    pub(crate) fn chain(self) -> &'static [Typeface] {
        match self {
            Face::Regular => &REGULAR_CHAIN,
            Face::Bold | Face::Narrow => &BOLD_CHAIN,
        }
    }

    /// How wide this style draws a glyph, as a share of its font's own width.
    pub(crate) fn width_scale(self) -> f32 {
        match self {
            Face::Narrow => NARROW,
            Face::Regular | Face::Bold => 1.0,
        }
    }

    /// The first file of the chain: the one whose metrics set the size.
    pub(crate) fn primary(self) -> Typeface {
        match self {
            Face::Regular => Typeface::DejaVuSans,
            Face::Bold | Face::Narrow => Typeface::DejaVuSansBold,
        }
    }
}

impl Typeface {
    fn index(self) -> usize {
        match self {
            Typeface::DejaVuSans => 0,
            Typeface::DejaVuSansBold => 1,
            Typeface::Symbola => 2,
            Typeface::DroidSansFallback => 3,
        }
    }
}

/// One parsed file: outlines (ab_glyph) and shaping tables (rustybuzz) over the same bytes.
pub(crate) struct Parsed {
    /// For outlines and the character map.
    pub outlines: FontRef<'static>,
    /// For shaping.
    pub shaper: rustybuzz::Face<'static>,
    /// Font units per em.
    units_per_em: f32,
    /// Ascent minus descent, in font units (ab_glyph's idea of a font's pixel size).
    height: f32,
}

/// One glyph, rasterised at one size: coverage (0..=255) and where it sits relative to the
/// pen position on the baseline.
#[derive(Debug)]
pub(crate) struct GlyphBitmap {
    /// Offset of the bitmap's left column from the pen position.
    pub left: i32,
    /// Offset of the bitmap's top row from the baseline (negative: above).
    pub top: i32,
    /// Bitmap width in pixels.
    pub width: u32,
    /// Bitmap height in pixels.
    pub height: u32,
    /// Coverage, row by row.
    pub coverage: Vec<u8>,
}

static PARSED: OnceLock<Result<Vec<Parsed>, String>> = OnceLock::new();

/// A glyph by file, id, size and width (per mille of its font's width).
type GlyphKey = (Typeface, u16, u16, u16);
static GLYPHS: OnceLock<Mutex<HashMap<GlyphKey, Arc<GlyphBitmap>>>> = OnceLock::new();

/// The glyph cache never grows beyond this many entries (it is cleared when full).
const GLYPH_CACHE_LIMIT: usize = 4096;

fn parse(name: &str, bytes: &'static [u8]) -> Result<Parsed, String> {
    let outlines = FontRef::try_from_slice(bytes).map_err(|e| format!("{name}: {e}"))?;
    let shaper =
        rustybuzz::Face::from_slice(bytes, 0).ok_or_else(|| format!("{name}: no font face"))?;
    let units_per_em = outlines
        .units_per_em()
        .ok_or_else(|| format!("{name}: no units per em"))?;
    let height = outlines.height_unscaled();
    if !(height > 0.0 && height.is_finite()) {
        return Err(format!("{name}: no line height"));
    }
    Ok(Parsed {
        outlines,
        shaper,
        units_per_em,
        height,
    })
}

fn all() -> Result<&'static [Parsed], RenderError> {
    let loaded = PARSED.get_or_init(|| {
        FILES
            .iter()
            .map(|&(_, name, bytes)| parse(name, bytes))
            .collect()
    });
    match loaded {
        Ok(v) => Ok(v),
        Err(e) => Err(RenderError::Font(e.clone())),
    }
}

/// The parsed file of `tf`.
pub(crate) fn parsed(tf: Typeface) -> Result<&'static Parsed, RenderError> {
    all()?
        .get(tf.index())
        .ok_or_else(|| RenderError::Font(format!("{tf:?} is not bundled")))
}

/// Check that the bundled fonts parse (they are loaded on first use anyway).
pub fn check_fonts() -> Result<(), RenderError> {
    all().map(|_| ())
}

/// Whether `tf` has a glyph for `c`.
pub(crate) fn covers(tf: Typeface, c: char) -> Result<bool, RenderError> {
    Ok(parsed(tf)?.outlines.glyph_id(c) != GlyphId(0))
}

/// Pixels per font unit of `tf` when text is drawn at `size`.
///
/// `size` is the pixel height (ascent minus descent) of the style's first font, DejaVu
/// Sans, as it always was; the other files are scaled to the same em, so that a letter of
/// each has the size its designer meant next to DejaVu's.
pub(crate) fn px_per_unit(tf: Typeface, size: u16) -> Result<f32, RenderError> {
    let dejavu = parsed(Typeface::DejaVuSans)?;
    let em_px = f32::from(size) * dejavu.units_per_em / dejavu.height;
    Ok(em_px / parsed(tf)?.units_per_em)
}

/// Which file draws `cluster` (one grapheme cluster) in `style`: the first in the chain
/// (emoji: Symbola first) that has every visible character of it, else the first that has
/// its first visible character; `None` when no file has that character, or when the
/// cluster has nothing visible (zero-width characters only draw nothing in any font).
pub(crate) fn typeface_for(style: Face, cluster: &str) -> Result<Option<Typeface>, RenderError> {
    let Some(first) = visible(cluster).next() else {
        return Ok(None);
    };
    let emoji_first = super::unicode::wants_emoji_font(cluster).then_some(Typeface::Symbola);
    let mut base_only = None;
    for tf in emoji_first.into_iter().chain(style.chain().iter().copied()) {
        if covers(tf, first)? {
            if covers_all(tf, cluster)? {
                return Ok(Some(tf));
            }
            base_only.get_or_insert(tf);
        }
    }
    Ok(base_only)
}

/// The characters of `cluster` that draw something.
fn visible(cluster: &str) -> impl Iterator<Item = char> + '_ {
    cluster
        .chars()
        .filter(|&c| !super::unicode::is_default_ignorable(c))
}

/// Whether `tf` has every visible character of `cluster`.
pub(crate) fn covers_all(tf: Typeface, cluster: &str) -> Result<bool, RenderError> {
    for c in visible(cluster) {
        if !covers(tf, c)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Height of a capital letter above the baseline, in pixels, at `size`.
pub(crate) fn cap_height(style: Face, size: u16) -> Result<f32, RenderError> {
    let tf = style.primary();
    let g = glyph(style, tf, parsed(tf)?.outlines.glyph_id('H').0, size)?;
    Ok(-(g.top as f32))
}

/// The rasterised glyph `id` of `tf` at `size` (see [`px_per_unit`]), as `style` draws it
/// (squeezed for [`Face::Narrow`]).
pub(crate) fn glyph(
    style: Face,
    tf: Typeface,
    id: u16,
    size: u16,
) -> Result<Arc<GlyphBitmap>, RenderError> {
    let cache = GLYPHS.get_or_init(|| Mutex::new(HashMap::new()));
    let width = (style.width_scale() * 1000.0).round() as u16;
    let key = (tf, id, size, width);
    if let Ok(map) = cache.lock() {
        if let Some(g) = map.get(&key) {
            return Ok(Arc::clone(g));
        }
    }
    let g = Arc::new(rasterise(tf, GlyphId(id), size, style.width_scale())?);
    if let Ok(mut map) = cache.lock() {
        if map.len() >= GLYPH_CACHE_LIMIT {
            map.clear();
        }
        map.insert(key, Arc::clone(&g));
    }
    Ok(g)
}

fn rasterise(
    tf: Typeface,
    id: GlyphId,
    size: u16,
    width_scale: f32,
) -> Result<GlyphBitmap, RenderError> {
    let p = parsed(tf)?;
    let y = px_per_unit(tf, size)? * p.height;
    let scale = PxScale {
        x: y * width_scale,
        y,
    };
    let glyph = id.with_scale_and_position(scale, point(0.0, 0.0));
    let Some(outlined) = p.outlines.outline_glyph(glyph) else {
        return Ok(GlyphBitmap {
            left: 0,
            top: 0,
            width: 0,
            height: 0,
            coverage: Vec::new(),
        });
    };
    let bounds = outlined.px_bounds();
    let width = bounds.width().max(0.0) as u32;
    let height = bounds.height().max(0.0) as u32;
    let mut coverage = vec![0u8; (width as usize) * (height as usize)];
    outlined.draw(|x, y, v| {
        if x < width && y < height {
            let i = (y * width + x) as usize;
            coverage[i] = (v.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    });
    Ok(GlyphBitmap {
        left: bounds.min.x as i32,
        top: bounds.min.y as i32,
        width,
        height,
        coverage,
    })
}

/// Empty this file's cache.
pub(crate) fn clear_cache() {
    if let Some(cache) = GLYPHS.get() {
        if let Ok(mut c) = cache.lock() {
            c.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fonts_parse_and_cover_polish_cyrillic_german() {
        check_fonts().unwrap();
        for tf in [Typeface::DejaVuSans, Typeface::DejaVuSansBold] {
            for c in "ĄĆĘŁŃÓŚŹŻЁЖЩЪЭЮЯÄÖÜẞ★▶…".chars() {
                assert!(covers(tf, c).unwrap(), "{tf:?} lacks {c}");
            }
        }
    }

    #[test]
    fn each_kind_of_name_finds_a_font_that_has_it() {
        let cases = [
            ("A", Face::Regular, Typeface::DejaVuSans),
            ("A", Face::Bold, Typeface::DejaVuSansBold),
            ("🤖", Face::Regular, Typeface::Symbola),
            ("🤖", Face::Bold, Typeface::Symbola),
            ("😀", Face::Regular, Typeface::Symbola),
            ("👨\u{200D}👩\u{200D}👧", Face::Regular, Typeface::Symbola),
            ("🇵🇱", Face::Regular, Typeface::Symbola),
            ("字", Face::Bold, Typeface::DroidSansFallback),
            ("한", Face::Regular, Typeface::DroidSansFallback),
            ("ש", Face::Regular, Typeface::DejaVuSans),
            ("ع", Face::Bold, Typeface::DejaVuSansBold),
            ("q\u{0303}", Face::Regular, Typeface::DejaVuSans),
        ];
        for (cluster, style, want) in cases {
            assert_eq!(
                typeface_for(style, cluster).unwrap(),
                Some(want),
                "{cluster} {style:?}"
            );
        }
        assert_eq!(typeface_for(Face::Regular, "\u{200B}").unwrap(), None);
        assert_eq!(typeface_for(Face::Regular, "\u{E000}").unwrap(), None);
    }

    #[test]
    fn fallback_fonts_are_scaled_to_dejavus_em() {
        let dejavu = px_per_unit(Typeface::DejaVuSans, 20).unwrap() * 2048.0;
        let droid = px_per_unit(Typeface::DroidSansFallback, 20).unwrap() * 256.0;
        assert!((dejavu - droid).abs() < 1e-3, "{dejavu} vs {droid}");
        let h = glyph(
            Face::Regular,
            Typeface::DejaVuSans,
            parsed(Typeface::DejaVuSans)
                .unwrap()
                .outlines
                .glyph_id('H')
                .0,
            20,
        )
        .unwrap();
        let han = glyph(
            Face::Regular,
            Typeface::DroidSansFallback,
            parsed(Typeface::DroidSansFallback)
                .unwrap()
                .outlines
                .glyph_id('字')
                .0,
            20,
        )
        .unwrap();
        // An ideograph fills about an em; a capital H about 0.73 of it.
        assert!(han.height >= h.height && han.height <= 2 * h.height);
    }

    #[test]
    fn glyphs_have_ink_and_are_cached() {
        let id = parsed(Typeface::DejaVuSansBold)
            .unwrap()
            .outlines
            .glyph_id('Ż')
            .0;
        let a = glyph(Face::Bold, Typeface::DejaVuSansBold, id, 30).unwrap();
        assert!(a.coverage.iter().any(|&v| v > 200));
        let b = glyph(Face::Bold, Typeface::DejaVuSansBold, id, 30).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert!(cap_height(Face::Bold, 30).unwrap() > 10.0);
        // The narrow style draws the same glyph as tall and about NARROW as wide.
        let n = glyph(Face::Narrow, Typeface::DejaVuSansBold, id, 30).unwrap();
        assert_eq!(n.height, a.height);
        let ratio = n.width as f32 / a.width as f32;
        assert!((ratio - NARROW).abs() < 0.1, "{ratio}");
    }
}
