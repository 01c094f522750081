//! Pictures to look at (ignored tests, `PICTURES_DIR=/some/dir cargo test --lib
//! render::looks -- --ignored`): a board of every variant with every letter of its alphabet
//! in its own language and in English, every tile, WordCap grids and a word that stood, a
//! replay's frames and a final picture, each also shrunk to a phone's width.

use super::ending::Plate;
use super::*;
use crate::lexicon::Language;
use crate::rules::{Board, GameSetup, VariantId};
use crate::table::Seat;

fn out_dir() -> std::path::PathBuf {
    let dir = std::env::var("PICTURES_DIR").unwrap_or_else(|_| "/tmp/plansza-pictures".into());
    std::fs::create_dir_all(&dir).expect("the pictures' folder");
    dir.into()
}

/// Writes `img` as `name.png` and, shrunk to the phone's width, `name-375.png`.
fn write(name: &str, img: &image::RgbImage) {
    let dir = out_dir();
    let png = encode::png(img).expect("encodes");
    std::fs::write(dir.join(format!("{name}.png")), &png).expect("written");
    phone::shrink_to_phone(img)
        .save(dir.join(format!("{name}-375.png")))
        .expect("written");
    println!(
        "{name}: {}x{} {} bytes",
        img.width(),
        img.height(),
        png.len()
    );
}

fn seats(n: usize) -> Vec<Seat> {
    ["Ala", "Żaneta Gęślą-Jaźń", "Фёдор", "Jürgen Groß"][..n]
        .iter()
        .enumerate()
        .map(|(i, name)| Seat {
            user: i as u64 + 1,
            name: (*name).into(),
            locale: "pl".into(),
            dm_closed: false,
            computer: None,
        })
        .collect()
}

/// A board of `id` with every letter of its alphabet laid in rows 4, 6 and 8 and a few
/// blanks in row 11.
fn alphabet_board(id: VariantId) -> crate::rules::Game {
    let v = id.variant();
    let alphabet = v.language.alphabet();
    let letters: Vec<char> = alphabet.letters().map(|l| alphabet.upper(l)).collect();
    let w = usize::from(v.width);
    let mut rows = vec![vec!['.'; w]; usize::from(v.height)];
    for (i, &c) in letters.iter().enumerate() {
        let row = [3, 5, 7, 9][i / w];
        rows[row][i % w] = c;
    }
    for (i, c) in letters.iter().take(3).enumerate() {
        rows[11][5 + i] = c.to_lowercase().next().unwrap_or(*c);
    }
    let text: String = rows
        .iter()
        .map(|r| r.iter().collect::<String>() + "\n")
        .collect();
    let mut setup = GameSetup::new(id, 2);
    setup.board = Board::from_text(v, &text).expect("a board");
    setup.into_game().expect("a game")
}

#[test]
#[ignore]
fn write_boards() {
    for &id in VariantId::ALL {
        let game = alphabet_board(id);
        let view = crate::table::board_view(&game, &seats(2), "Ala: ŹDŹBŁO +38, MUßE +21".into());
        let own = match id.variant().language {
            Language::Polish => ("pl", Labels::polish()),
            Language::English => ("en", Labels::english()),
            Language::German => ("de", Labels::german()),
            Language::Russian => ("ru", Labels::russian()),
        };
        let mut langs = vec![own, ("en", Labels::english())];
        langs.dedup_by_key(|(code, _)| *code);
        for (lang, labels) in langs {
            let img = board_image(&view, &labels).expect("draws");
            write(&format!("board-{}-{lang}", id.name()), &img);
        }
    }
}

/// A German WordCap game where Ala traced MUßE and it stood: the picture posted after it
/// (the new letters ringed), and the picture of the word in its window.
#[test]
#[ignore]
fn write_wordcap_turns() {
    use crate::table::GridMark;
    use crate::wordcap::{Grid, Path, WordCapGame, WordCapOptions};
    use rand::SeedableRng;
    let grid = Grid::from_rows(Language::German, "MUßEA/BCDFG/HIJKL/NOPQR/STVWX").expect("a grid");
    let game =
        WordCapGame::from_grid(WordCapOptions::new(Language::German), grid, 2).expect("a game");
    let path = Path::parse("A1 B1 C1 D1").expect("a path");
    let pending = game.submit(0, &path).expect("submitted");
    let word = pending.grid().word_text(&path);
    let seats = seats(2);
    let window = crate::table::grid_view(
        &pending,
        &seats,
        format!("Ala: {word} +9"),
        GridMark::Line(&path, 0),
    );
    write(
        "wordcap-window",
        &grid_image(&window, &Labels::german()).expect("draws"),
    );
    let none = crate::lexicon::MemoryWordList::default();
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    let (stood, _) = pending
        .settle(crate::rules::Settlement::Accepted, &none, &mut rng)
        .expect("settled");
    let after = crate::table::grid_view(
        &stood,
        &seats,
        format!("Ala: {word} +9"),
        GridMark::NewLetters(&path, 0),
    );
    write(
        "wordcap-settled",
        &grid_image(&after, &Labels::german()).expect("draws"),
    );
}

#[test]
#[ignore]
fn write_grids() {
    for lang in [
        Language::Polish,
        Language::English,
        Language::Russian,
        Language::German,
    ] {
        let mut v = sample::wordcap_grid();
        let alphabet = lang.alphabet();
        let letters: Vec<char> = alphabet.letters().map(|l| alphabet.upper(l)).collect();
        for (i, slot) in v.letters.iter_mut().enumerate() {
            *slot = letters[(i * 7 + 3) % letters.len()];
        }
        v.letters[0] = *letters.last().expect("letters");
        let img = grid_image(&v, &Labels::english()).expect("draws");
        write(&format!("grid-{}", lang.code()), &img);
    }
}

/// Every tile of every variant (and its blank) at the board's size, three times bigger.
#[test]
#[ignore]
fn write_tiles() {
    for &id in VariantId::ALL {
        let v = id.variant();
        let alphabet = v.language.alphabet();
        let cell = (board::SQUARE + 1) as u32;
        let letters: Vec<_> = alphabet.letters().collect();
        let per_row = 12u32;
        let rows = (letters.len() as u32 * 2).div_ceil(per_row);
        let mut img = image::RgbImage::from_pixel(per_row * cell, rows * cell, palette::PLAIN);
        for (i, &l) in letters.iter().enumerate() {
            for (j, blank) in [false, true].into_iter().enumerate() {
                let t = crate::rules::BoardTile { letter: l, blank };
                let look = crate::table::tile_look(v, t, false, None);
                let s = tile::sprite(&look, cell).expect("sprite");
                let k = (i * 2 + j) as u32;
                tile::blit(
                    &mut img,
                    &s,
                    ((k % per_row) * cell) as i32,
                    ((k / per_row) * cell) as i32,
                );
            }
        }
        let big = image::imageops::resize(
            &img,
            img.width() * 3,
            img.height() * 3,
            image::imageops::FilterType::Nearest,
        );
        write(&format!("tiles-{}", id.name()), &big);
    }
}

/// A replay of three pictures and the result, as a viewer sees each GIF frame (the first as
/// a viewer that does not play it shows it).
#[test]
#[ignore]
fn write_replay() {
    use super::replay::tests::{frame, shown};
    let mid = sample::mid_game();
    let view = ReplayView {
        frames: vec![
            frame(sample::empty_board(), "Start", None, [0, 0]),
            frame(mid.clone(), "1. Ala: ŹDŹBŁO +38", Some(0), [38, 0]),
            frame(mid, "Winner: Bolek", Some(1), [38, 41]),
        ],
    };
    let bytes = replay_gif(&view, &Labels::english()).expect("a replay");
    std::fs::write(out_dir().join("replay.gif"), &bytes).expect("written");
    for (n, screen) in shown(&bytes).iter().enumerate() {
        write(&format!("replay-frame-{n}"), screen);
    }
}

/// The final picture of a game with adjustments.
#[test]
#[ignore]
fn write_final() {
    let view = FinalView {
        plate: Plate::Board(sample::mid_game()),
        title: "Final result".into(),
        reason: "Ala used her last tile".into(),
        ranking: vec![
            RankLine {
                rank: Some(1),
                name: "Ala".into(),
                seat: 0,
                score: 312,
                adjustment: Some(7),
                winner: true,
                note: String::new(),
            },
            RankLine {
                rank: None,
                name: "Żaneta Gęślą-Jaźń".into(),
                seat: 1,
                score: 287,
                adjustment: Some(-7),
                winner: false,
                note: "resigned".into(),
            },
        ],
        verdict: "Winner: Ala".into(),
        footnote: "In brackets: the tiles left at the end".into(),
    };
    let img = ending::draw_final(&view, &Labels::english()).expect("draws");
    write("final", &img.to_rgb());
}

/// A Literaki rack (tiles by value, a blank) and an English one (ivory).
#[test]
#[ignore]
fn write_racks() {
    let literaki = sample::rack();
    write("rack-literaki", &rack_image(&literaki).expect("draws"));
    let mut english = literaki.clone();
    for t in &mut english.tiles {
        t.by_value = false;
    }
    write("rack-english", &rack_image(&english).expect("draws"));
}
