//! The daily puzzle through Discord: the real `plansza` binary against the fake Discord,
//! with the real English word list and a "day" of a few seconds (`PLANSZA_DAY_SECS`).
//!
//! Issue 13: "Puzzle: a day's cycle end to end (post, two answers, verdicts, ranking)".
//! "Players answer privately (a button opening a modal, or `/puzzle answer`); each gets an
//! ephemeral verdict at once (their move's score against the best, its rank among all
//! moves, the best move shown only after the deadline or once they have answered). At the
//! deadline the bot posts the day's ranking and the best moves."

mod support;

use plansza::lexicon::Lexicon;
use plansza::puzzle::Puzzle;
use plansza::store::Store;
use serde_json::json;
use std::time::Duration;
use support::bot::*;
use support::fake_discord::WAIT;

/// Seconds in a "day": the puzzle stays open this long.
const DAY_SECS: u64 = 20;

/// Waits until the clock is in the first seconds of a test "day" (of `DAY_SECS`).
async fn early_in_a_day() {
    let day_ms = u128::from(DAY_SECS) * 1000;
    let into = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("a clock after 1970")
        .as_millis()
        % day_ms;
    if into > 5_000 {
        let left = u64::try_from(day_ms - into).expect("under a day");
        tokio::time::sleep(Duration::from_millis(left)).await;
    }
}

/// The real English word list in place of the two-letter one the helpers write.
fn real_english(dir: &std::path::Path) {
    let bundled = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("dicts/en.lex");
    std::fs::copy(bundled, dir.join("dicts").join("en.lex")).expect("the English word list");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_days_puzzle_posted_answered_twice_and_ranked() {
    let run = Running::start_with(|dir, _, c| {
        real_english(dir);
        c.env("PLANSZA_DAY_SECS", DAY_SECS.to_string());
    })
    .await;
    let fake = &run.fake;
    fake.set_permissions(fake.guild_id(), ALA, 1 << 5); // Manage Server
    commands_registered(fake).await;
    let g = run.game();

    // A puzzle is open a day from when it is made, and the next day's is made as that day
    // begins: turned on early in a day, the steps after the ranking (up to `/config
    // puzzle:false` and the form's answer to the next puzzle) all fall in the next day.
    early_in_a_day().await;
    // A moderator turns the puzzle on in this channel, English, at hour 0 of each day.
    let options = json!([
        {"type": 3, "name": "variant", "value": "english"},
        {"type": 5, "name": "puzzle", "value": true},
        {"type": 4, "name": "puzzle_hour", "value": 0}
    ]);
    let id = fake.slash_command(ALA, g.channel, Some(g.guild), "config", options, "en-US");
    let answer = g.any_answer(id).await;
    assert!(
        answer.contains("Daily puzzle: **English Scrabble**") && answer.contains("0:00 UTC"),
        "{answer}"
    );

    // The day's puzzle is posted: the board, the rack, the Answer button.
    let post = until(fake, Duration::from_secs(60), || {
        fake.shown_in(g.channel)
            .into_iter()
            .find(|m| m.content.contains("Daily puzzle"))
    })
    .await
    .expect("the puzzle is posted");
    png_ok(&post);
    // `PUZZLE_OUT=/tmp/puzzle.png` keeps the picture for a look.
    if let (Ok(path), Some(png)) = (std::env::var("PUZZLE_OUT"), post.attachments.first()) {
        std::fs::write(path, &png.bytes).expect("written");
    }
    assert!(post.content.contains("Your rack: **"), "{}", post.content);
    let button = post.custom_ids().into_iter().next().expect("Answer…");

    // The puzzle as stored, to know its moves (the test reads the bot's own database).
    let store = Store::open(&format!(
        "sqlite://{}",
        run.dir.path().join("plansza.db").display()
    ))
    .await
    .expect("the bot's database");
    let puzzle_id: i64 = button
        .split(':')
        .nth(1)
        .and_then(|n| n.parse().ok())
        .expect("its id");
    let stored = store
        .puzzle(puzzle_id)
        .await
        .expect("read")
        .expect("stored");
    let puzzle: Puzzle = serde_json::from_str(&stored.puzzle_json).expect("a puzzle");
    let lex = Lexicon::load(run.dir.path().join("dicts/en.lex")).expect("the word list");
    let best = puzzle.best[0].clone();
    let worse = puzzle
        .obvious
        .clone()
        .or_else(|| puzzle.best.get(1).cloned())
        .expect("a second move");
    let worse_verdict = puzzle.judge(&worse.notation, &lex).expect("a move");

    // Ala answers through the button's form with the best move.
    let press = fake.click_button_in(ALA, g.channel, &post.id, &button, "en-US");
    let form = until(fake, WAIT, || {
        fake.responses_to(press)
            .into_iter()
            .find(|r| r.callback_type == Some(9))
    })
    .await
    .expect("the answer form opens");
    let form_id = form.data["custom_id"]
        .as_str()
        .expect("the form's id")
        .to_string();
    let sent = fake.submit_form(
        ALA,
        g.channel,
        &form_id,
        &[("move", &best.notation)],
        "en-US",
    );
    let verdict = g.answer(sent).await;
    assert!(
        verdict.contains(&format!(
            "scores {} and loses nothing: there is none better (rank 1 of",
            best.score
        )),
        "{verdict}"
    );
    assert!(
        verdict.contains(&best.notation),
        "the best shown once answered: {verdict}"
    );

    // Bolek answers with /puzzle answer in Polish: a weaker move, then a second try that
    // does not count.
    let answer_with = |user: u64, text: &str| {
        let options = json!([{"type": 1, "name": "answer", "options": [
            {"type": 3, "name": "move", "value": text}
        ]}]);
        fake.slash_command(user, g.channel, Some(g.guild), "puzzle", options, "pl")
    };
    let id = answer_with(BOLEK, "nonsense");
    assert!(g.answer(id).await.contains("to nie ruch"), "a clear error");
    // Issue 28, goal 5: judged by equity, the verdict tells what the move lost against
    // the best (in tenths, with the Polish decimal comma).
    let id = answer_with(BOLEK, &worse.notation);
    let verdict = g.answer(id).await;
    let lost = worse_verdict.equity_lost;
    let told = if lost > 0 {
        format!(
            "daje {} pkt i traci {},{} pkt",
            worse.score,
            lost / 10,
            lost % 10
        )
    } else {
        format!("daje {} pkt i nic nie traci", worse.score)
    };
    assert!(
        verdict.contains(&told) && verdict.contains(&format!("miejsce {} z", worse_verdict.rank)),
        "{told}: {verdict}"
    );
    // A second try is told the first answer again, with what it lost.
    let id = answer_with(BOLEK, &best.notation);
    let again = g.answer(id).await;
    let first_lost = if lost > 0 {
        format!("strata {},{} pkt", lost / 10, lost % 10)
    } else {
        "bez straty".to_string()
    };
    assert!(
        again.contains("Już odpowiedziałeś")
            && again.contains(&worse.notation)
            && again.contains(&first_lost),
        "the first answer counts, told with its loss ({first_lost}): {again}"
    );

    // Issue 25, point 5: Widz answers with a move that forms a word not in the list: it is
    // his answer all the same (0 points, the word not named), not a free look-up to retry.
    let phony = phony_of(&puzzle, &lex, &best.notation);
    let id = answer_with(WIDZ, &phony);
    let verdict = g.answer(id).await;
    assert!(
        verdict.contains("nie jest ważny") && verdict.contains("daje 0 pkt"),
        "{verdict}"
    );
    let id = answer_with(WIDZ, &best.notation);
    assert!(
        g.answer(id).await.contains("Już odpowiedziałeś"),
        "a phony was the first answer"
    );

    // At the deadline: the ranking (Ala first) and the best moves; the button comes off.
    let ranking = until(fake, Duration::from_secs(DAY_SECS + 30), || {
        fake.shown_in(g.channel)
            .into_iter()
            .find(|m| m.content.contains("the results"))
    })
    .await
    .expect("the ranking is posted");
    let text = &ranking.content;
    let (ala, bolek) = (text.find("User 7001"), text.find("User 7002"));
    assert!(ala.is_some() && bolek.is_some() && ala < bolek, "{text}");
    // Each answer with the equity it lost (the best: none).
    assert!(
        text.contains(&format!("for {}, the best", best.score))
            && (lost == 0 || text.contains(&format!("−{}.{}", lost / 10, lost % 10))),
        "{text}"
    );
    assert!(
        text.contains("Best moves:") && text.contains(&best.notation),
        "{text}"
    );
    until(fake, WAIT, || {
        fake.message(&post.id)
            .filter(|m| m["components"].as_array().is_none_or(|c| c.is_empty()))
    })
    .await
    .expect("the Answer button comes off");
    // A late answer through the closed puzzle's form (still open on someone's screen).
    let late = fake.submit_form(
        BOLEK,
        g.channel,
        &form_id,
        &[("move", &best.notation)],
        "en-US",
    );
    let closed = g.answer(late).await;
    assert!(
        closed.contains("This puzzle is closed") && closed.contains(&best.notation),
        "{closed}"
    );

    // Issue 25, point 2: the next day's puzzle opens as the ranking is posted. A move typed
    // with `/puzzle answer` for the closed one is told it is closed, not judged against the
    // new puzzle ("You have no G on your rack").
    let next = until(fake, Duration::from_secs(DAY_SECS + 30), || {
        fake.shown_in(g.channel)
            .into_iter()
            .find(|m| m.content.contains("Daily puzzle") && m.id != post.id)
    })
    .await
    .expect("the next day's puzzle");
    let id = answer_with(BOLEK, &best.notation);
    let told = g.answer(id).await;
    assert!(
        told.contains("zamknięta") && told.contains(&best.notation),
        "{told}"
    );
    // After `/config puzzle:false` the day's puzzle takes no more answers.
    let options = json!([{"type": 5, "name": "puzzle", "value": false}]);
    let id = fake.slash_command(ALA, g.channel, Some(g.guild), "config", options, "en-US");
    g.any_answer(id).await;
    let button = next.custom_ids().into_iter().next().expect("Answer…");
    let sent = fake.submit_form(WIDZ, g.channel, &button, &[("move", "8H AB")], "en-US");
    let off = g.answer(sent).await;
    assert!(off.contains("The daily puzzle is off"), "{off}");
    fake.assert_no_unknown_routes();
}

/// A move of the puzzle that forms a word not in `lex`: the letters of `best` (a move that
/// stands) laid in another order on the same squares.
fn phony_of(puzzle: &Puzzle, lex: &Lexicon, best: &str) -> String {
    let (square, word) = best.split_once(' ').expect("a square and a word");
    let cells: Vec<char> = word.chars().collect();
    // The positions of letters from the rack (not in parentheses, not a blank's mark).
    let mut laid = Vec::new();
    let mut on_board = false;
    for (i, &c) in cells.iter().enumerate() {
        match c {
            '(' => on_board = true,
            ')' => on_board = false,
            '*' => {}
            _ if on_board || (i > 0 && cells[i - 1] == '*') => {}
            _ => laid.push(i),
        }
    }
    for a in 0..laid.len() {
        for b in a + 1..laid.len() {
            let mut swapped = cells.clone();
            swapped.swap(laid[a], laid[b]);
            let text = format!("{square} {}", swapped.iter().collect::<String>());
            if matches!(puzzle.judge(&text, lex), Ok(v) if !v.stands) {
                return text;
            }
        }
    }
    panic!("no phony among the orders of {best}");
}
