//! A board game's ending in views: the final board and ranking with the end-game
//! adjustments, the chart of the story's scores, and a replay frame per turn of the story
//! (`crate::rules::game::story`), each with the move's tiles highlighted.

use super::super::view::move_words as words_of;
use super::{
    caption, chart, name_of, ranking, result_frame, strip, verdict, EndingViews, Standing, Words,
};
use crate::i18n::Locale;
use crate::render::{BoardView, FinalView, Plate, RenderError, ReplayFrame, ReplayView};
use crate::rules::game::story::{Story, StoryTurn};
use crate::rules::{Board, Ending, Game, Phase, Pos, TargetScore, TurnRecord, WordTakeover};
use crate::table::view::{square_looks, tile_look};

/// The views of a finished board game's ending; `names` by seat.
pub fn board_ending(
    game: &Game,
    names: &[String],
    locale: Locale,
) -> Result<EndingViews, RenderError> {
    let Phase::Over {
        ending,
        adjustments,
    } = game.phase()
    else {
        return Err(RenderError::BadView("the game is not over yet".into()));
    };
    let words = Words(locale);
    let story = game
        .story()
        .map_err(|e| RenderError::BadView(e.to_string()))?;
    let winners = crate::table::game::board_winners(game);
    let any_adjustment = adjustments.iter().any(|&a| a != 0);
    let standings: Vec<Standing> = game
        .players()
        .iter()
        .enumerate()
        .map(|(i, p)| Standing {
            name: name_of(names, i).to_string(),
            score: i64::from(p.score),
            resigned: p.resigned,
            winner: winners.contains(&i),
            adjustment: any_adjustment.then(|| adjustments.get(i).copied().unwrap_or(0)),
        })
        .collect();
    let final_view = FinalView {
        plate: Plate::Board(last_board(game, &story)),
        title: words.get("ending-final-title"),
        reason: reason(game, ending, names, words),
        ranking: ranking(&standings, words),
        verdict: verdict(&standings, words),
        footnote: if any_adjustment {
            words.get("ending-adjustment-note")
        } else {
            String::new()
        },
    };
    let mut scores = vec![story.start_scores()];
    scores.extend(story.turns.iter().map(|t| t.scores.clone()));
    let best = story.biggest_move().and_then(|i| {
        let turn = &story.turns[i];
        let mv = turn.played()?;
        Some((
            i + 1,
            turn.player(),
            format!("{} +{}", words_of(game, mv), mv.score),
        ))
    });
    let chart = chart(names, &scores, &story.final_scores, best, words);
    let mut replay = replay(game, &story, names, words);
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
fn replay(game: &Game, story: &Story, names: &[String], words: Words) -> ReplayView {
    let mut frames = vec![ReplayFrame {
        plate: Plate::Board(plate(game, &story.start, &[], &[])),
        caption: words.get("ending-start"),
        mover: None,
        scores: strip(names, &story.start_scores(), None),
    }];
    for (i, turn) in story.turns.iter().enumerate() {
        let player = turn.player();
        frames.push(ReplayFrame {
            plate: Plate::Board(plate(game, &turn.board, &turn.owners, &story.fresh(i))),
            caption: caption(
                i + 1,
                name_of(names, player),
                &what(game, turn, names, words),
            ),
            mover: u8::try_from(player).ok(),
            scores: strip(names, &turn.scores, Some(player)),
        });
    }
    ReplayView { frames }
}

/// The final board with the last move highlighted; when that move cleared the board (and
/// nothing was laid since), the board as it was laid, so the picture shows the last tiles.
fn last_board(game: &Game, story: &Story) -> BoardView {
    let last = story.turns.iter().rposition(|t| t.played().is_some());
    match last {
        Some(i) if story.board.is_empty() && story.turns[i].cleared_board() => {
            let turn = &story.turns[i];
            plate(game, &turn.board, &turn.owners, &story.fresh(i))
        }
        _ => plate(game, &story.board, &story.owners, &game.last_move()),
    }
}

/// A board as drawn: its tiles (in their owners' colours where tiles have owners), the
/// `fresh` squares highlighted.
pub(in crate::table) fn plate(
    game: &Game,
    board: &Board,
    owners: &[Option<u8>],
    fresh: &[Pos],
) -> BoardView {
    let v = game.variant();
    let takeover = v.hooks.word_takeover == WordTakeover::ExtendedWord;
    let mut tiles = Vec::with_capacity(usize::from(v.width) * usize::from(v.height));
    for row in 0..v.height {
        for col in 0..v.width {
            let pos = Pos { row, col };
            let index = usize::from(row) * usize::from(v.width) + usize::from(col);
            let owner = owners.get(index).copied().flatten().filter(|_| takeover);
            tiles.push(
                board
                    .get(pos)
                    .map(|t| tile_look(v, t, fresh.contains(&pos), owner)),
            );
        }
    }
    BoardView {
        width: v.width,
        height: v.height,
        squares: square_looks(v),
        start: (v.start.row, v.start.col),
        tiles,
        players: Vec::new(),
        bag_left: 0,
        caption: String::new(),
    }
}

/// What a turn did, for its caption, with what it brought about.
fn what(game: &Game, turn: &StoryTurn, names: &[String], words: Words) -> String {
    let mut text = match &turn.record {
        TurnRecord::Played { mv, .. } => format!("{} +{}", words_of(game, mv), mv.score),
        TurnRecord::Rejected { mv, .. } => {
            words.with("ending-rejected", &[("words", words_of(game, mv).into())])
        }
        TurnRecord::Exchanged { count, .. } => {
            words.with("ending-exchanged", &[("count", (*count).into())])
        }
        TurnRecord::Passed { .. } => words.get("ending-passed"),
        TurnRecord::Skipped { .. } => words.get("ending-skipped"),
        TurnRecord::Resigned { .. } => words.get("ending-resigned"),
        _ => String::new(),
    };
    for effect in &turn.effects {
        let more = match effect {
            TurnRecord::BoardCleared { .. } => words.get("ending-board-cleared"),
            TurnRecord::RackExchanged { player, .. } => words.with(
                "ending-rack-swapped",
                &[("name", name_of(names, *player).into())],
            ),
            TurnRecord::NewLetters => words.get("ending-new-letters"),
            _ => continue,
        };
        text = format!("{text} · {more}");
    }
    text
}

/// Why the game ended, in a line.
fn reason(game: &Game, ending: &Ending, names: &[String], words: Words) -> String {
    match ending {
        Ending::WentOut { player } => words.with(
            "ending-reason-went-out",
            &[("name", name_of(names, *player).into())],
        ),
        Ending::AllPassed => words.get("ending-reason-all-passed"),
        Ending::TimeOver => words.get("ending-reason-time-over"),
        Ending::Resigned => words.get("ending-reason-resigned"),
        Ending::Stopped => words.get("ending-reason-stopped"),
        Ending::TargetReached => match game.variant().hooks.target {
            TargetScore::FirstToReach { .. } => words.get("ending-reason-target-first"),
            _ => words.get("ending-reason-target"),
        },
        Ending::Agreed => words.get("ending-reason-agreed"),
        Ending::Drawn => words.get("ending-reason-drawn"),
    }
}
