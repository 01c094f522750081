//! The few words the pictures carry (premium labels, legend, bag), so that a board can be
//! drawn in the game's language. [`Labels::default`] is Polish, the first variant's language.

/// Short texts drawn on premium squares and in the legend strip under the board.
///
/// Premium squares are labelled with the multiplier and the initial of what it
/// multiplies: Polish "2×S" / "3×S" (*słowo*, word) and "2×L" / "3×L" (*litera*, letter);
/// English "2×W" / "3×W" and "2×L" / "3×L". A coloured field shows the value of the tiles
/// of its colour ("1", "2", "3", "5"), so players who cannot tell the colours apart can
/// still match them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Labels {
    /// On a double-word square.
    pub double_word: String,
    /// On a triple-word square.
    pub triple_word: String,
    /// On a double-letter square.
    pub double_letter: String,
    /// On a triple-letter square.
    pub triple_letter: String,
    /// Legend text after the word-premium swatches.
    pub word_premium: String,
    /// Legend text after the letter-premium swatches.
    pub letter_premium: String,
    /// Legend text after the coloured-field swatches.
    pub colour_field: String,
    /// Legend text after the start star.
    pub start: String,
    /// Under the number of tiles left in the bag.
    pub bag: String,
    /// On a 4S square, before its arrow.
    pub quad_word: String,
    /// On a WYM square.
    pub exchange: String,
    /// Legend text after the 4S and WYM swatches.
    pub special: String,
}

impl Labels {
    /// Polish texts.
    pub fn polish() -> Self {
        Labels {
            double_word: "2×S".into(),
            triple_word: "3×S".into(),
            double_letter: "2×L".into(),
            triple_letter: "3×L".into(),
            word_premium: "premia słowna".into(),
            letter_premium: "premia literowa".into(),
            colour_field: "pole koloru płytki".into(),
            start: "start".into(),
            bag: "w worku".into(),
            quad_word: "4S".into(),
            exchange: "WYM".into(),
            special: "4S: słowo od/do strzałki ×4; WYM: wymiana u rywala".into(),
        }
    }

    /// English texts.
    pub fn english() -> Self {
        Labels {
            double_word: "2×W".into(),
            triple_word: "3×W".into(),
            double_letter: "2×L".into(),
            triple_letter: "3×L".into(),
            word_premium: "word premium".into(),
            letter_premium: "letter premium".into(),
            colour_field: "tile-colour field".into(),
            start: "start".into(),
            bag: "in the bag".into(),
            quad_word: "4W".into(),
            exchange: "SWAP".into(),
            special: "4W: word from/to the arrow ×4; SWAP: an opponent swaps tiles".into(),
        }
    }
}

impl Default for Labels {
    fn default() -> Self {
        Labels::polish()
    }
}
