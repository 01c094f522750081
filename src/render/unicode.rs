//! What the text layout needs to know of a character beyond the fonts: whether it is one of
//! the invisible ones (zero-width spaces and joiners, variation selectors, bidi controls,
//! tags), and whether a cluster is an emoji that should come from the emoji font.

/// Whether `c` has Unicode's `Default_Ignorable_Code_Point` property as the shaper treats
/// it: such characters draw nothing and take no width (ZWSP, ZWNJ, ZWJ, LRM/RLM, the bidi
/// embeddings, overrides and isolates, word joiner, variation selectors, BOM, tags, soft
/// hyphen, ...). The Hangul fillers are left out, as HarfBuzz does: they are blanks with a
/// width.
pub(crate) fn is_default_ignorable(c: char) -> bool {
    matches!(
        u32::from(c),
        0x00AD
            | 0x034F
            | 0x061C
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x206F
            | 0xFE00..=0xFE0F
            | 0xFEFF
            | 0xFFF0..=0xFFF8
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0000..=0xE0FFF
    )
}

/// Whether `c` is one of the five emoji skin tone modifiers (U+1F3FB..U+1F3FF).
pub(crate) fn is_skin_tone(c: char) -> bool {
    matches!(u32::from(c), 0x1F3FB..=0x1F3FF)
}

/// Whether `cluster` is made of zero-width characters only (it draws nothing).
pub(crate) fn is_invisible(cluster: &str) -> bool {
    cluster.chars().all(is_default_ignorable)
}

/// Whether the grapheme cluster `cluster` is an emoji best drawn by the emoji font: it
/// starts with a character of the emoji planes (U+1F000..U+1FAFF: faces, people, animals,
/// flags' regional indicators, ...) or asks for emoji presentation (U+FE0F, a keycap).
pub(crate) fn wants_emoji_font(cluster: &str) -> bool {
    let starts_in_emoji_planes = cluster
        .chars()
        .next()
        .is_some_and(|c| matches!(u32::from(c), 0x1F000..=0x1FAFF));
    starts_in_emoji_planes || cluster.contains(['\u{FE0F}', '\u{20E3}'])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_width_characters_are_ignorable_and_letters_are_not() {
        for c in "\u{200B}\u{200C}\u{200D}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}\u{2060}\u{FE0F}\u{FEFF}\u{E0067}\u{E007F}\u{00AD}".chars() {
            assert!(is_default_ignorable(c), "U+{:04X}", u32::from(c));
        }
        for c in "Aą字ש ع\u{3164}\u{0301}🤖".chars() {
            assert!(!is_default_ignorable(c), "U+{:04X}", u32::from(c));
        }
    }

    #[test]
    fn emoji_clusters_want_the_emoji_font() {
        assert!(wants_emoji_font("🤖"));
        assert!(wants_emoji_font("🇵🇱"));
        assert!(wants_emoji_font("❤\u{FE0F}"));
        assert!(wants_emoji_font("1\u{FE0F}\u{20E3}"));
        assert!(!wants_emoji_font("★"));
        assert!(!wants_emoji_font("A"));
        assert!(!wants_emoji_font(""));
    }
}
