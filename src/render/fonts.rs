//! The bundled fonts (DejaVu Sans regular and bold), parsed once, and a cache of
//! rasterised glyphs so that a letter is drawn from its outline only the first time.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};

use super::RenderError;

static REGULAR_TTF: &[u8] = include_bytes!("../../fonts/DejaVuSans.ttf");
static BOLD_TTF: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// Which of the two bundled faces to draw with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Face {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
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
    /// How far the pen moves after this glyph.
    pub advance: f32,
}

/// The two parsed faces.
struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
}

static FONTS: OnceLock<Result<Fonts, String>> = OnceLock::new();

type GlyphKey = (Face, char, u16);
static GLYPHS: OnceLock<Mutex<HashMap<GlyphKey, Arc<GlyphBitmap>>>> = OnceLock::new();

/// The glyph cache never grows beyond this many entries (it is cleared when full).
const GLYPH_CACHE_LIMIT: usize = 4096;

fn fonts() -> Result<&'static Fonts, RenderError> {
    let loaded = FONTS.get_or_init(|| {
        let regular =
            FontRef::try_from_slice(REGULAR_TTF).map_err(|e| format!("DejaVuSans.ttf: {e}"))?;
        let bold =
            FontRef::try_from_slice(BOLD_TTF).map_err(|e| format!("DejaVuSans-Bold.ttf: {e}"))?;
        Ok(Fonts { regular, bold })
    });
    loaded.as_ref().map_err(|e| RenderError::Font(e.clone()))
}

fn font(face: Face) -> Result<&'static FontRef<'static>, RenderError> {
    let f = fonts()?;
    Ok(match face {
        Face::Regular => &f.regular,
        Face::Bold => &f.bold,
    })
}

/// Check that the bundled fonts parse (they are loaded on first use anyway).
pub fn check_fonts() -> Result<(), RenderError> {
    fonts().map(|_| ())
}

/// Whether `face` has a glyph for `c`.
pub(crate) fn covers(face: Face, c: char) -> Result<bool, RenderError> {
    Ok(font(face)?.glyph_id(c) != GlyphId(0))
}

/// The character actually drawn for `c`: itself when the font covers it, otherwise the
/// replacement character (or `?`); `None` for control characters, which are skipped.
pub(crate) fn drawable(face: Face, c: char) -> Result<Option<char>, RenderError> {
    if c.is_control() {
        return Ok(None);
    }
    if covers(face, c)? {
        return Ok(Some(c));
    }
    if covers(face, '\u{FFFD}')? {
        Ok(Some('\u{FFFD}'))
    } else {
        Ok(Some('?'))
    }
}

/// Height of a capital letter above the baseline, in pixels, at `size`.
pub(crate) fn cap_height(face: Face, size: u16) -> Result<f32, RenderError> {
    let g = glyph(face, 'H', size)?;
    Ok(-(g.top as f32))
}

/// The rasterised glyph of `c` (which should come from [`drawable`]) at `size` px.
pub(crate) fn glyph(face: Face, c: char, size: u16) -> Result<Arc<GlyphBitmap>, RenderError> {
    let cache = GLYPHS.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (face, c, size);
    if let Ok(map) = cache.lock() {
        if let Some(g) = map.get(&key) {
            return Ok(Arc::clone(g));
        }
    }
    let g = Arc::new(rasterise(face, c, size)?);
    if let Ok(mut map) = cache.lock() {
        if map.len() >= GLYPH_CACHE_LIMIT {
            map.clear();
        }
        map.insert(key, Arc::clone(&g));
    }
    Ok(g)
}

fn rasterise(face: Face, c: char, size: u16) -> Result<GlyphBitmap, RenderError> {
    let font = font(face)?;
    let scale = PxScale::from(f32::from(size));
    let scaled = font.as_scaled(scale);
    let id = font.glyph_id(c);
    let advance = scaled.h_advance(id);
    let glyph = id.with_scale_and_position(scale, point(0.0, 0.0));
    let Some(outlined) = font.outline_glyph(glyph) else {
        return Ok(GlyphBitmap {
            left: 0,
            top: 0,
            width: 0,
            height: 0,
            coverage: Vec::new(),
            advance,
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
        advance,
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
        for face in [Face::Regular, Face::Bold] {
            for c in "ĄĆĘŁŃÓŚŹŻЁЖЩЪЭЮЯÄÖÜẞ★▶…".chars() {
                assert!(covers(face, c).unwrap(), "{face:?} lacks {c}");
            }
        }
    }

    #[test]
    fn uncovered_and_control_characters_are_replaced_or_skipped() {
        assert_eq!(drawable(Face::Regular, 'A').unwrap(), Some('A'));
        assert_eq!(drawable(Face::Regular, '\n').unwrap(), None);
        let emoji = drawable(Face::Regular, '🦀').unwrap();
        assert!(matches!(emoji, Some('\u{FFFD}') | Some('?')));
    }

    #[test]
    fn glyphs_have_ink_and_are_cached() {
        let a = glyph(Face::Bold, 'Ż', 30).unwrap();
        assert!(a.coverage.iter().any(|&v| v > 200));
        let b = glyph(Face::Bold, 'Ż', 30).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert!(cap_height(Face::Bold, 30).unwrap() > 10.0);
    }
}
