//! A WordCap game's ending in views: the final grid with the last word's line and the
//! ranking, the chart of the story's scores, and a replay frame per turn of the story
//! (`crate::wordcap::game::story`): a word on the grid it was traced on, a Sort on the grid
//! it made.

use super::super::view::GridMark;
use super::{
    caption, chart, name_of, ranking, result_frame, strip, verdict, EndingViews, Standing, Words,
};
use crate::i18n::Locale;
use crate::render::{FinalView, GridView, Plate, RenderError, ReplayFrame, ReplayView};
use crate::wordcap::game::story::{WordCapStory, WordCapTurn};
use crate::wordcap::{Ending, Grid, Path, Record, WordCapGame};

/// The views of a finished WordCap game's ending; `names` by seat.
pub fn grid_ending(
    game: &WordCapGame,
    names: &[String],
    locale: Locale,
) -> Result<EndingViews, RenderError> {
    let Some(ending) = game.ending() else {
        return Err(RenderError::BadView("the game is not over yet".into()));
    };
    let words = Words(locale);
    let story = game.story();
    let winners = crate::table::game::grid_winners(game);
    let standings: Vec<Standing> = game
        .players()
        .iter()
        .enumerate()
        .map(|(i, p)| Standing {
            name: name_of(names, i).to_string(),
            score: i64::from(p.score),
            resigned: p.resigned,
            winner: winners.contains(&i),
            adjustment: None,
        })
        .collect();
    let last = story.turns.iter().rev().find(|t| t.points().is_some());
    let mut reason = reason(ending, words);
    if let Some(turn) = last {
        let last_word = words.with(
            "ending-last-word",
            &[
                ("word", word(turn).into()),
                ("name", name_of(names, turn.player()).into()),
                ("score", turn.points().unwrap_or(0).into()),
            ],
        );
        reason = format!("{reason} · {last_word}");
    }
    // The last word on the grid it was traced on: after it stood its cells got new letters,
    // over which its line would spell something else.
    let final_plate = match last {
        Some(turn) => plate(&turn.before, turn.path().map(|p| (p, turn.player()))),
        None => plate(game.grid(), None),
    };
    let final_view = FinalView {
        plate: Plate::Grid(final_plate),
        title: words.get("ending-final-title"),
        reason,
        ranking: ranking(&standings, words),
        verdict: verdict(&standings, words),
        footnote: String::new(),
    };
    let mut scores = vec![points(&story.start_scores)];
    scores.extend(story.turns.iter().map(|t| points(&t.scores)));
    let best = story.biggest_word().map(|i| {
        let turn = &story.turns[i];
        let what = format!("{} +{}", word(turn), turn.points().unwrap_or(0));
        (i + 1, turn.player(), what)
    });
    let chart = chart(names, &scores, &points(&story.final_scores), best, words);
    let mut replay = replay(&story, names, words);
    replay
        .frames
        .push(result_frame(&final_view, names, &standings));
    Ok(EndingViews {
        final_view,
        chart,
        replay,
    })
}

/// The start and a frame per turn.
fn replay(story: &WordCapStory, names: &[String], words: Words) -> ReplayView {
    let mut frames = vec![ReplayFrame {
        plate: Plate::Grid(plate(&story.start, None)),
        caption: words.get("ending-start"),
        mover: None,
        scores: strip(names, &points(&story.start_scores), None),
    }];
    for (i, turn) in story.turns.iter().enumerate() {
        let player = turn.player();
        // A Sort shows the grid it made; anything else the grid it was played on.
        let grid = match turn.record {
            Record::Sorted { .. } => &turn.after,
            _ => &turn.before,
        };
        frames.push(ReplayFrame {
            plate: Plate::Grid(plate(grid, turn.path().map(|p| (p, player)))),
            caption: caption(
                story.untold + i + 1,
                name_of(names, player),
                &what(turn, words),
            ),
            mover: u8::try_from(player).ok(),
            scores: strip(names, &points(&turn.scores), Some(player)),
        });
    }
    ReplayView { frames }
}

/// WordCap's scores as the chart and the strip take them.
fn points(scores: &[u32]) -> Vec<i32> {
    scores
        .iter()
        .map(|&p| i32::try_from(p).unwrap_or(i32::MAX))
        .collect()
}

/// A grid as drawn, with a traced line in its author's colour.
fn plate(grid: &Grid, traced: Option<(&Path, usize)>) -> GridView {
    let mark = match traced {
        Some((path, author)) => GridMark::Line(path, author),
        None => GridMark::Nothing,
    };
    super::super::view::grid_plate(grid, mark)
}

/// The word a turn traced, in capitals ("" for a turn that traced none).
fn word(turn: &WordCapTurn) -> String {
    match &turn.record {
        Record::Played { word, .. } | Record::Rejected { word, .. } => {
            let alphabet = turn.before.language().alphabet();
            word.iter().map(|&l| alphabet.upper(l)).collect()
        }
        _ => String::new(),
    }
}

/// What a turn did, for its caption.
fn what(turn: &WordCapTurn, words: Words) -> String {
    match &turn.record {
        Record::Played { score, .. } => format!("{} +{score}", word(turn)),
        Record::Rejected { .. } => words.with("ending-rejected", &[("words", word(turn).into())]),
        Record::Passed { .. } => words.get("ending-passed"),
        Record::Sorted { .. } => words.get("ending-sorted"),
        Record::Resigned { .. } => words.get("ending-resigned"),
    }
}

/// Why the game ended, in a line.
fn reason(ending: Ending, words: Words) -> String {
    match ending {
        Ending::TurnsUsed => words.get("ending-reason-turns-used"),
        Ending::AllPassed => words.get("ending-reason-passes"),
        Ending::GameTime => words.get("ending-reason-game-time"),
        Ending::Resigned => words.get("ending-reason-resigned"),
    }
}
