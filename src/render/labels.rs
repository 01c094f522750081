//! The few words the pictures carry (premium labels, legend, bag), so that a board can be
//! drawn in the game's language. [`Labels::default`] is Polish, the first variant's language.

/// Short texts drawn on premium squares and in the legend strip under the board.
///
/// Premium squares are labelled with the multiplier and the initial of what it
/// multiplies, two characters that stay readable in a square on a phone: Polish "2S" /
/// "3S" (*słowo*, word) and "2L" / "3L" (*litera*, letter); English "2W" / "3W" and "2L" /
/// "3L". A WYM field shows "⇄" (tiles swapped), a 4S field "4S" over its arrow. A coloured
/// field shows the value of the tiles of its colour ("1", "2", "3", "5"), so players who
/// cannot tell the colours apart can still match them.
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
    /// Legend text after the 4S swatch.
    pub quad_legend: String,
    /// Legend text after the WYM swatch.
    pub exchange_legend: String,
    /// On a Letterbox yellow field.
    pub clearing: String,
    /// Legend text after the yellow-field swatch.
    pub clearing_legend: String,
    /// WordCap score table: header of the column of "Sort" uses left (reshuffles of the grid).
    pub sorts: String,
    /// WordCap: the words before the number of turns left, under the grid.
    pub turns_left: String,
}

impl Labels {
    /// Polish texts.
    pub fn polish() -> Self {
        Labels {
            double_word: "2S".into(),
            triple_word: "3S".into(),
            double_letter: "2L".into(),
            triple_letter: "3L".into(),
            word_premium: "premia słowna".into(),
            letter_premium: "premia literowa".into(),
            colour_field: "pole koloru płytki".into(),
            start: "start".into(),
            bag: "w worku".into(),
            quad_word: "4S".into(),
            exchange: "⇄".into(),
            quad_legend: "słowo od/do strzałki ×4".into(),
            exchange_legend: "WYM: rywal wymienia płytki".into(),
            clearing: "2↺".into(),
            clearing_legend: "litera ×2, potem plansza się czyści".into(),
            sorts: "Tasowanie".into(),
            turns_left: "Pozostało ruchów".into(),
        }
    }

    /// English texts.
    pub fn english() -> Self {
        Labels {
            double_word: "2W".into(),
            triple_word: "3W".into(),
            double_letter: "2L".into(),
            triple_letter: "3L".into(),
            word_premium: "word premium".into(),
            letter_premium: "letter premium".into(),
            colour_field: "tile-colour field".into(),
            start: "start".into(),
            bag: "in the bag".into(),
            quad_word: "4W".into(),
            exchange: "⇄".into(),
            quad_legend: "word from/to the arrow ×4".into(),
            exchange_legend: "swap: an opponent swaps tiles".into(),
            clearing: "2↺".into(),
            clearing_legend: "letter ×2, then the board is cleared".into(),
            sorts: "Sort".into(),
            turns_left: "Turns left".into(),
        }
    }

    /// German texts (W for *Wort*, B for *Buchstabe*).
    pub fn german() -> Self {
        Labels {
            double_word: "2W".into(),
            triple_word: "3W".into(),
            double_letter: "2B".into(),
            triple_letter: "3B".into(),
            word_premium: "Wortprämie".into(),
            letter_premium: "Buchstabenprämie".into(),
            colour_field: "Feld der Steinfarbe".into(),
            start: "Start".into(),
            bag: "im Beutel".into(),
            quad_word: "4W".into(),
            exchange: "⇄".into(),
            quad_legend: "Wort ab/bis Pfeil ×4".into(),
            exchange_legend: "Tausch: ein Gegner tauscht Steine".into(),
            clearing: "2↺".into(),
            clearing_legend: "Buchstabe ×2, dann wird das Feld geleert".into(),
            sorts: "Mischen".into(),
            turns_left: "Verbleibende Züge".into(),
        }
    }

    /// Russian texts (С for *слово*, Б for *буква*).
    pub fn russian() -> Self {
        Labels {
            double_word: "2С".into(),
            triple_word: "3С".into(),
            double_letter: "2Б".into(),
            triple_letter: "3Б".into(),
            word_premium: "слово".into(),
            letter_premium: "буква".into(),
            colour_field: "поле цвета фишки".into(),
            start: "старт".into(),
            bag: "в мешке".into(),
            quad_word: "4С".into(),
            exchange: "⇄".into(),
            quad_legend: "слово от/до стрелки ×4".into(),
            exchange_legend: "обмен: соперник меняет фишки".into(),
            clearing: "2↺".into(),
            clearing_legend: "буква ×2, затем поле очищается".into(),
            sorts: "Перемешать".into(),
            turns_left: "Осталось ходов".into(),
        }
    }
}

impl Default for Labels {
    fn default() -> Self {
        Labels::polish()
    }
}
