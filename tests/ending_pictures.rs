//! The ending of a game in pictures (issue 11, point 5), at the pure level: a game's story
//! rebuilt from its record agrees with the game at every step (random games of every board
//! variant and of WordCap in every language), and the ending's three images are present
//! and decodable, the replay with a frame for the start, each move and the result, under
//! the upload limit even for the longest game we can make; every picture of a game has one
//! size, and a WordCap picture's line runs over the word it names (issue 24).

use image::codecs::gif::GifDecoder;
use image::{AnimationDecoder, ImageFormat};
use plansza::i18n::Locale;
use plansza::lexicon::{Language, Lexicon};
use plansza::movegen::{Dawg, Generator};
use plansza::render::{replay_gif_within, REPLAY_BUDGET};
use plansza::rules::*;
use plansza::table::ending::{
    board_ending, board_labels, ending_pictures, grid_ending, EndingPictures,
};
use plansza::table::{Action, GameOptions as TableOptions};
use plansza::wordcap::{Record, WordCapGame};
use rand::rngs::StdRng;
use rand::SeedableRng;
use table_common::{ala_and_bolek, input, under_the_line, Judge, ALA, BOLEK, T0};

mod random_play;
mod table_common;

/// A word list's variant for each WordCap language (its letters and words).
const WORDCAP_LANGUAGES: [(VariantId, Language); 4] = [
    (VariantId::English, Language::English),
    (VariantId::Literaki, Language::Polish),
    (VariantId::Letterbox, Language::German),
    (VariantId::Erudit, Language::Russian),
];

/// A dense word list of the variant's language and its move generator's form.
fn words(v: &Variant) -> (Lexicon, Dawg) {
    let mut rng = StdRng::seed_from_u64(11);
    let words = random_play::dense_words(v, &random_play::common_letters(v, 14), 3000, &mut rng);
    let dawg = words.dawg().clone();
    (words, dawg)
}

/// The turns of a board game's record: every record but what a turn brought about.
fn board_turns(g: &Game) -> Vec<&TurnRecord> {
    g.history()
        .iter()
        .filter(|r| {
            !matches!(
                r,
                TurnRecord::RackExchanged { .. }
                    | TurnRecord::BoardCleared { .. }
                    | TurnRecord::NewLetters
            )
        })
        .collect()
}

fn names(n: usize) -> Vec<String> {
    ["Ala", "Bolek", "Żółw Ćma", "Эрудит 🦊"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// The pictures a viewer sees in a GIF's frames: a picture written in bands (changes far
/// apart) shows all but its last band for a blink (under a tenth of a second).
fn shown(frames: &[image::Frame]) -> usize {
    frames
        .iter()
        .filter(|f| {
            let (num, den) = f.delay().numer_denom_ms();
            num >= 100 * den
        })
        .count()
}

/// Decodes the three pictures: the PNGs as PNGs, the GIF frame by frame. Returns the
/// replay's frame count and its frames' size. Issue 29: the final picture and the chart
/// are palette PNGs (colour type 3, the tenth byte of the header's data), small.
fn decode(p: &EndingPictures) -> (usize, (u32, u32)) {
    for (png, most) in [(&p.final_png, 80_000), (&p.chart_png, 30_000)] {
        let img = image::load_from_memory_with_format(png, ImageFormat::Png).expect("a PNG");
        assert!(img.width() >= 600 && img.height() >= 400);
        assert_eq!((&png[12..16], png[25]), (&b"IHDR"[..], 3), "a palette PNG");
        assert!(png.len() <= most, "{} bytes", png.len());
    }
    assert!(p.replay_gif.len() <= REPLAY_BUDGET);
    let decoder = GifDecoder::new(std::io::Cursor::new(&p.replay_gif)).expect("a GIF");
    let frames = decoder.into_frames().collect_frames().expect("GIF frames");
    let size = frames[0].buffer().dimensions();
    assert!(frames.iter().all(|f| f.buffer().dimensions() == size));
    (shown(&frames), size)
}

/// The story of random games of every variant agrees with the game at each step: each
/// turn's board is the board the game had after that turn (and what it brought about,
/// unless the move cleared the board, when it is the board as laid), each turn's scores the
/// game's, the owners of the tiles the game's, and the last board the game's board.
#[test]
fn a_story_agrees_with_the_game_after_every_turn_in_every_variant() {
    for &id in VariantId::ALL {
        let (words, dawg) = words(id.variant());
        for seed in 0..8 {
            let states = random_play::computer_game(id, seed, &words, &dawg, 400);
            let game = states.last().expect("a game");
            let story = game
                .story()
                .unwrap_or_else(|e| panic!("{} seed {seed}: {e}", id.name()));
            let ctx = format!("{} seed {seed}", id.name());
            assert_eq!(story.turns.len(), board_turns(game).len(), "{ctx}");
            assert_eq!(&story.board, game.board(), "{ctx}");
            let v = id.variant();
            for row in 0..v.height {
                for col in 0..v.width {
                    let pos = Pos { row, col };
                    let i = usize::from(row) * usize::from(v.width) + usize::from(col);
                    let owner = game.owner(pos).map(|o| o as u8);
                    assert_eq!(story.owners[i], owner, "{ctx} owner of {pos:?}");
                }
            }
            // Each action's state ends on one turn's story (an action is one turn).
            for state in &states[1..] {
                let turns = board_turns(state).len();
                if turns == 0 {
                    continue;
                }
                let turn = &story.turns[turns - 1];
                if !turn.cleared_board() {
                    assert_eq!(&turn.board, state.board(), "{ctx} after turn {turns}");
                }
                if !state.is_over() {
                    let scores: Vec<i32> = state.players().iter().map(|p| p.score).collect();
                    assert_eq!(turn.scores, scores, "{ctx} scores after turn {turns}");
                }
            }
            let finals: Vec<i32> = game.players().iter().map(|p| p.score).collect();
            assert_eq!(story.final_scores, finals, "{ctx}");
        }
    }
}

/// WordCap's story, random games in every language: each turn was played on the grid the
/// game had before it, leaves the grid the game had after it (new letters after a word, a
/// Sort's new order), and its scores are the game's.
#[test]
fn a_wordcap_story_agrees_with_the_game_after_every_turn() {
    let mut sorted = 0;
    for (id, language) in WORDCAP_LANGUAGES {
        let (words, dawg) = words(id.variant());
        for seed in 0..6 {
            let states = random_play::wordcap_game(language, seed, &words, &dawg);
            let game = states.last().expect("a game");
            let story = game.story();
            let ctx = format!("{language:?} seed {seed}");
            assert_eq!(story.untold, 0, "{ctx}");
            assert_eq!(&story.start, states[0].grid(), "{ctx}");
            assert_eq!(story.turns.len(), game.history().len(), "{ctx}");
            sorted += usize::from(
                game.history()
                    .iter()
                    .any(|r| matches!(r, Record::Sorted { .. })),
            );
            for pair in states.windows(2) {
                let (before, after) = (&pair[0], &pair[1]);
                let (from, to) = (before.history().len(), after.history().len());
                for turn in &story.turns[from..to] {
                    assert_eq!(&turn.before, before.grid(), "{ctx}");
                }
                if to > from {
                    let turn = &story.turns[to - 1];
                    assert_eq!(&turn.after, after.grid(), "{ctx}");
                    let scores: Vec<u32> = after.players().iter().map(|p| p.score).collect();
                    assert_eq!(turn.scores, scores, "{ctx}");
                }
            }
        }
    }
    assert!(sorted >= 12, "{sorted} of 24 games had a Sort");
}

/// "the ending's three images present and decodable": a finished game of every board
/// variant, in every language; the replay has a frame for the start, each move and the
/// result.
#[test]
fn the_ending_s_three_images_are_present_and_decodable_in_every_variant() {
    for (k, &id) in VariantId::ALL.iter().enumerate() {
        let (words, dawg) = words(id.variant());
        let states = random_play::computer_game(id, 100 + k as u64, &words, &dawg, 60);
        let game = states.last().expect("a game");
        let locale = Locale::ALL[k % Locale::ALL.len()];
        let views = board_ending(game, &names(game.players().len()), locale).expect("views");
        let pictures = views.draw(locale).expect("pictures");
        let moves = board_turns(game).len();
        assert_eq!(pictures.moves, moves, "{}", id.name());
        let (frames, _) = decode(&pictures);
        assert_eq!(frames, moves + 2, "{}", id.name());
        result_is_last(&views, game.players().len(), id.name());
    }
}

/// Issue 29: "the replay GIF ≤ 150 KB for a 30-move game". Two players, the strong
/// computer on a word list of the variant's common letters (words up to seven letters, as in
/// real play), every move accepted, 30 turns: the replay of each board variant, its captions
/// in the variant's language, is at most 150,000 bytes.
#[test]
fn a_thirty_move_game_s_replay_is_at_most_150_kb_in_every_variant() {
    use plansza::movegen::computer::{choose_turn, Strength, Turn};
    for (k, &id) in VariantId::ALL.iter().enumerate() {
        let (words, dawg) = words(id.variant());
        let mut gen = Generator::new(id.variant(), &dawg);
        let mut rng = StdRng::seed_from_u64(300 + k as u64);
        let mut g = Game::new(id, 2, &mut rng).expect("a game");
        while board_turns(&g).len() < 30 && !g.is_over() {
            let me = g.turn();
            g = match choose_turn(&g, &mut gen, Strength::Strong, &mut rng) {
                Turn::Play(p) => {
                    let pending = g.submit(me, &p.to_move_text()).expect("a legal play");
                    pending
                        .settle(Settlement::Accepted, &words, &mut rng)
                        .expect("settled")
                        .0
                }
                Turn::Exchange(tiles) => g.exchange(me, &tiles, &mut rng).expect("an exchange"),
                Turn::Pass => g.pass(me, &mut rng).expect("a pass"),
            };
        }
        let g = if g.is_over() { g } else { g.stop() };
        assert!(board_turns(&g).len() >= 30, "{}: a 30-move game", id.name());
        let locale = Locale::ALL[k % Locale::ALL.len()];
        let views = board_ending(&g, &names(2), locale).expect("views");
        let pictures = views.draw(locale).expect("pictures");
        let bytes = pictures.replay_gif.len();
        assert!(bytes <= 150_000, "{}: a replay of {bytes} bytes", id.name());
    }
}

/// Issue 24, point 8: "the last frame should show the result". The replay's last frame is
/// the final picture's board with the verdict as its caption, every player's final score,
/// and the winners marked.
fn result_is_last(views: &plansza::table::ending::EndingViews, players: usize, ctx: &str) {
    let last = views.replay.frames.last().expect("frames");
    assert_eq!(last.caption, views.final_view.verdict, "{ctx}");
    assert_eq!(last.plate, views.final_view.plate, "{ctx}");
    assert_eq!(last.mover, None, "{ctx}");
    assert_eq!(last.scores.len(), players, "{ctx}");
    for line in &views.final_view.ranking {
        let shown = last
            .scores
            .iter()
            .find(|p| p.name == line.name)
            .expect("every player");
        assert_eq!(
            (shown.score, shown.to_move),
            (line.score, line.winner),
            "{ctx}"
        );
    }
}

/// The same for WordCap: the final grid, the chart and a replay frame per turn, the start
/// and the result.
#[test]
fn the_ending_s_three_images_are_present_and_decodable_in_wordcap() {
    let (words, dawg) = words(VariantId::Literaki.variant());
    let states = random_play::wordcap_game(Language::Polish, 3, &words, &dawg);
    let game: &WordCapGame = states.last().expect("a game");
    let views = grid_ending(game, &names(game.players().len()), Locale::Polish).expect("views");
    let pictures = views.draw(Locale::Polish).expect("pictures");
    assert_eq!(pictures.moves, game.history().len());
    let (frames, _) = decode(&pictures);
    assert_eq!(frames, game.history().len() + 2);
    result_is_last(&views, game.players().len(), "WordCap");
}

/// Issue 24, point 1: "no settled turn (and not the final picture) shows the word it names".
/// In random WordCap games of every language, the final picture's line runs over the last
/// word its text names, and each replay frame's line over the word its caption names.
#[test]
fn every_wordcap_ending_picture_s_line_spells_the_word_it_names() {
    use plansza::render::Plate;
    for (id, language) in WORDCAP_LANGUAGES {
        let (words, dawg) = words(id.variant());
        for seed in 0..3 {
            let states = random_play::wordcap_game(language, seed, &words, &dawg);
            let game = states.last().expect("a game");
            let views = grid_ending(game, &names(2), Locale::English).expect("views");
            let ctx = format!("{language:?} seed {seed}");
            let Plate::Grid(last) = &views.final_view.plate else {
                panic!("{ctx}: a grid");
            };
            let word = under_the_line(last);
            assert!(!word.is_empty(), "{ctx}: the last word is drawn");
            assert!(
                views.final_view.reason.contains(&format!("{word} ")),
                "{ctx}: {word} in {:?}",
                views.final_view.reason
            );
            let moves = views.replay.frames.len() - 1;
            for frame in &views.replay.frames[..moves] {
                let Plate::Grid(view) = &frame.plate else {
                    panic!("{ctx}: a grid");
                };
                let word = under_the_line(view);
                assert!(
                    frame.caption.contains(&word),
                    "{ctx}: {word} in {}",
                    frame.caption
                );
            }
        }
    }
}

/// Issue 24, point 6: "board pictures change height from one move to the next (the edited
/// message jumps)". Every picture of a random game of every variant (and of WordCap), with
/// captions of every length, has one size.
#[test]
fn every_picture_of_a_game_has_one_size() {
    use plansza::render::{board_image, grid_image, Labels};
    use plansza::table::{board_view, grid_view, GridMark, Seat};
    let seats: Vec<Seat> = names(4)
        .into_iter()
        .enumerate()
        .map(|(i, name)| Seat {
            user: i as u64 + 1,
            name,
            locale: "pl".into(),
            dm_closed: false,
            computer: None,
        })
        .collect();
    let captions = ["", "Ala: KOT +12", &"Bolek: ŹDŹBŁO, ŹDŹBŁA +138 ".repeat(8)];
    for &id in VariantId::ALL {
        let (words, dawg) = words(id.variant());
        let states = random_play::computer_game(id, 7, &words, &dawg, 400);
        let mut sizes = std::collections::HashSet::new();
        for (i, state) in states.iter().enumerate() {
            let view = board_view(state, &seats, captions[i % 3].to_string());
            sizes.insert(
                board_image(&view, &Labels::english())
                    .expect("draws")
                    .dimensions(),
            );
        }
        assert_eq!(sizes.len(), 1, "{}: {sizes:?}", id.name());
    }
    let (words, dawg) = words(VariantId::Literaki.variant());
    let states = random_play::wordcap_game(Language::Polish, 2, &words, &dawg);
    let mut sizes = std::collections::HashSet::new();
    for (i, state) in states.iter().enumerate() {
        let view = grid_view(
            state,
            &seats,
            captions[i % 3].to_string(),
            GridMark::Nothing,
        );
        sizes.insert(
            grid_image(&view, &Labels::polish())
                .expect("draws")
                .dimensions(),
        );
    }
    assert_eq!(sizes.len(), 1, "WordCap: {sizes:?}");
}

/// A game running is not an ending.
#[test]
fn a_game_that_goes_on_has_no_ending_pictures() {
    let mut rng = StdRng::seed_from_u64(1);
    let game = Game::new(VariantId::Literaki, 2, &mut rng).expect("a game");
    assert!(board_ending(&game, &names(2), Locale::English).is_err());
}

/// The longest game we can make: four Literaki players each exchange as often as the rules
/// allow, then lay one tile a turn until the bag and racks run dry, with as many passes
/// before each move as do not end the game (seven: "2 x active players" end it). Its replay
/// stays under the upload limit, a frame per move and one more.
#[test]
fn the_longest_game_s_replay_stays_under_the_upload_limit() {
    let id = VariantId::Literaki;
    let v = id.variant();
    // Every two-letter word: a single tile can nearly always be laid.
    let a = v.alphabet();
    let letters: Vec<char> = a.letters().map(|l| a.lower(l)).collect();
    let mut rng = StdRng::seed_from_u64(4);
    let words = random_play::dense_words(v, &letters, 20_000, &mut rng);
    let dawg = words.dawg();
    let mut g = Game::new(id, 4, &mut rng).expect("a game");
    let mut gen = Generator::new(v, dawg);
    let mut plays = Vec::new();
    while !g.is_over() {
        let me = g.turn();
        let rack = g.rack(me).expect("a rack").tiles().to_vec();
        if let Ok(next) = g.exchange(me, &rack[..1], &mut rng) {
            g = next;
            continue;
        }
        if g.passes_in_row() < 7 {
            g = g.pass(me, &mut rng).expect("a pass");
            continue;
        }
        plays.clear();
        gen.plays_for(&g, &mut plays);
        let smallest = plays
            .iter()
            .min_by_key(|p| (p.tile_count(), p.score))
            .copied();
        g = match smallest {
            Some(p) => random_play::lay_settled(&g, &p, &words, &mut rng).unwrap_or(g),
            None => g.pass(me, &mut rng).expect("a pass"),
        };
    }
    let moves = board_turns(&g).len();
    assert!(moves > 500, "a long game: {moves} moves");
    let views = board_ending(&g, &names(4), Locale::English).expect("views");
    let pictures = views.draw(Locale::English).expect("pictures");
    let (frames, size) = decode(&pictures);
    assert_eq!(frames, moves + 2);
    println!(
        "{moves} moves: {} bytes, {}x{}",
        pictures.replay_gif.len(),
        size.0,
        size.1
    );
}

/// A replay that would pass its budget is drawn smaller, with every frame; one that cannot
/// fit at all is an error, never a file over the budget.
#[test]
fn a_replay_over_its_budget_is_drawn_smaller() {
    let (words, dawg) = words(VariantId::English.variant());
    let states = random_play::computer_game(VariantId::English, 9, &words, &dawg, 40);
    let game = states.last().expect("a game");
    let views = board_ending(game, &names(game.players().len()), Locale::English).expect("views");
    let labels = board_labels(Locale::English);
    let full = replay_gif_within(&views.replay, &labels, REPLAY_BUDGET).expect("full size");
    let budget = full.len() * 2 / 3;
    let small = replay_gif_within(&views.replay, &labels, budget).expect("smaller");
    assert!(small.len() <= budget);
    let size = |bytes: &[u8]| {
        let d = GifDecoder::new(std::io::Cursor::new(bytes)).expect("a GIF");
        let frames = d.into_frames().collect_frames().expect("frames");
        (shown(&frames), frames[0].buffer().width())
    };
    let (n_full, w_full) = size(&full);
    let (n_small, w_small) = size(&small);
    assert_eq!(n_full, n_small);
    assert!(w_small < w_full);
    assert!(replay_gif_within(&views.replay, &labels, 2_000).is_err());
}

/// A table's finished game makes its three pictures in one call, in the language of the
/// channel's posts: a Literaki game where Ala passes, Bolek plays and Ala resigns.
#[test]
fn a_finished_table_makes_its_ending_pictures_in_one_call() {
    let (mut t, _) = ala_and_bolek(TableOptions::new(VariantId::Literaki), 3, true);
    assert!(ending_pictures(&t).is_err(), "not before the end");
    let first = if t.played().map(|g| g.turn()) == Some(0) {
        ALA
    } else {
        BOLEK
    };
    t.handle(input(first, Action::Pass), T0 + 1_000, &Judge(true));
    t.handle(input(ALA, Action::Resign), T0 + 2_000, &Judge(true));
    assert!(t.is_finished());
    let pictures = ending_pictures(&t).expect("pictures");
    let game = t.game().expect("a board game");
    assert_eq!(pictures.moves, board_turns(game).len());
    assert_eq!(pictures.moves, 2);
    let (frames, _) = decode(&pictures);
    assert_eq!(frames, 4, "the start, two moves, the result");
}
