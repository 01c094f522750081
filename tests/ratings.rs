//! Ratings through the table: games of two, three and four people played to their end,
//! their results read from the table, rated (Glicko-2, pairwise) and archived in a real
//! store, as the bot does when a game ends.
//!
//! Issue 13: "Every finished rated game between people updates each player's Glicko-2
//! rating for that variant on that server (multiplayer games as pairwise results; games
//! against the computer rated separately or not at all)". Moderators "can make a channel's
//! games unrated".

mod table_common;

use plansza::discord::stats::player_games;
use plansza::rating::{rate_game, Rating};
use plansza::rules::VariantId;
use plansza::store::{Archive, OutboxChange, Played, Store};
use plansza::table::{Action, ButtonAction, Finish, GameOptions, GameResults, Table};
use table_common::{input, press, rack_letters, Judge, ALA, T0};

const GUILD: u64 = 5;
const USERS: [u64; 4] = [ALA, 22, 33, 44];

/// `n` people at a Literaki table (Ala opened it), started.
fn started(n: usize, options: GameOptions) -> Table {
    let (mut t, _) = Table::open(
        1,
        Some(GUILD),
        7,
        &input(ALA, Action::NewGame(options.clone())),
        options,
    );
    t.seed(3);
    for &user in &USERS[1..n] {
        t.handle(input(user, press(&t, ButtonAction::Join)), T0, &Judge(true));
    }
    t.handle(input(ALA, press(&t, ButtonAction::Start)), T0, &Judge(true));
    assert!(t.game().is_some(), "the game started");
    t
}

fn user_to_move(t: &Table) -> u64 {
    let turn = t.game().expect("a game").turn();
    t.state().seats[turn].user
}

/// The player to move lays two tiles from H8 and every other player accepts: the move
/// stands. Returns its author.
fn a_word_stands(t: &mut Table) -> u64 {
    let author = user_to_move(t);
    let word = rack_letters(t, author, 2);
    t.handle(
        input(author, Action::Play(format!("8H {word}"))),
        T0,
        &Judge(true),
    );
    let others: Vec<u64> = t
        .state()
        .seats
        .iter()
        .map(|s| s.user)
        .filter(|&u| u != author)
        .collect();
    for user in others {
        t.handle(
            input(user, press(t, ButtonAction::Accept)),
            T0,
            &Judge(true),
        );
    }
    assert!(
        t.game().expect("a game").history().len() == 1,
        "the word stood"
    );
    author
}

/// Everybody but `winner` resigns: the game is over.
fn all_but_one_resign(t: &mut Table, winner: u64) {
    let users: Vec<u64> = t.state().seats.iter().map(|s| s.user).collect();
    for user in users.into_iter().filter(|&u| u != winner) {
        t.handle(input(user, Action::Resign), T0, &Judge(true));
    }
    assert!(t.is_finished(), "the game is over");
}

fn result_of(results: &GameResults, user: u64) -> &plansza::table::PlayerResult {
    results
        .players
        .iter()
        .find(|p| p.user == user)
        .expect("the player's result")
}

/// A game of `n` people: one lays a word, then all but another resign. The one who stayed
/// wins; the author of the word is second (the higher score among those who left); the
/// rest tie for third. Returns the table, the author and the winner.
fn played_out(n: usize) -> (Table, u64, u64) {
    let mut t = started(n, GameOptions::new(VariantId::Literaki));
    let author = a_word_stands(&mut t);
    let winner = *USERS[..n]
        .iter()
        .find(|&&u| u != author)
        .expect("another player");
    all_but_one_resign(&mut t, winner);
    (t, author, winner)
}

/// Archives the finished table's game in `store` as the bot does when a game ends.
async fn archive(store: &Store, t: &Table, record_at: i64) -> GameResults {
    let results = t.results().expect("a finished game has results");
    let players = player_games(&results);
    let json = serde_json::to_string(t.state()).expect("the state saves");
    let archive = Archive {
        played: Played { table: 1, home: 1 },
        guild_id: Some(GUILD),
        variant: t.state().options.variant.name(),
        rating_name: &results.variant,
        game_json: &json,
        finished_at: record_at,
        rated: results.rated,
        results: &players,
        tournament: None,
    };
    store
        .archive_owing(archive, &[], &OutboxChange::default())
        .await
        .expect("archived");
    results
}

/// "Multiplayer games as pairwise results": for 2, 3 and 4 people the table places the
/// winner first, the word's author second and the others level; rating them pairwise from
/// 1500 moves the ratings in that order, zero-sum, and the store keeps exactly those ratings
/// with each player's game counted.
#[tokio::test]
async fn two_three_and_four_people_are_rated_pairwise() {
    for n in 2..=4 {
        let (t, author, winner) = played_out(n);
        let results = t.results().expect("results");
        assert!(results.rated, "{n} people: rated");
        assert_eq!(results.variant, "literaki");
        assert_eq!(results.players.len(), n);
        let won = result_of(&results, winner);
        assert_eq!((won.place, won.finish), (0, Finish::Won), "{n} people");
        let second = result_of(&results, author);
        assert_eq!(
            (second.place, second.finish),
            (1, Finish::Lost),
            "{n} people"
        );
        assert!(second.score > 0 && second.best.as_ref().is_some_and(|b| b.1 > 0));
        assert_eq!(second.turns, 1);
        for p in results
            .players
            .iter()
            .filter(|p| p.user != author && p.user != winner)
        {
            assert_eq!((p.place, p.finish), (2, Finish::Lost), "{n} people");
        }

        let places: Vec<u32> = results.players.iter().map(|p| p.place).collect();
        let after = rate_game(&vec![Rating::default(); n], &places);
        let rating_of = |user: u64| {
            let i = results
                .players
                .iter()
                .position(|p| p.user == user)
                .expect("seat");
            after[i].rating
        };
        assert!(rating_of(winner) > rating_of(author), "{n}: {after:?}");
        // Second place lost to one player and beat n - 2: below 1500 alone, level with
        // one beaten, above with two.
        match n {
            2 => assert!(rating_of(author) < 1500.0, "{after:?}"),
            3 => assert!((rating_of(author) - 1500.0).abs() < 1e-9, "{after:?}"),
            _ => assert!(rating_of(author) > 1500.0, "{after:?}"),
        }
        let sum: f64 = after.iter().map(|r| r.rating - 1500.0).sum();
        // Level to the volatility iteration's precision (each player's σ′ is found to 1e-6).
        assert!(
            sum.abs() < 1e-3,
            "{n} people: zero-sum from equal ratings, {sum}"
        );

        let store = Store::open(":memory:").await.expect("store");
        archive(&store, &t, 1_000).await;
        for (p, expected) in results.players.iter().zip(&after) {
            let rated = store
                .ratings_of(GUILD, p.user, Some("literaki"))
                .await
                .expect("ratings");
            assert_eq!(rated.len(), 1, "{n}: one rating for {}", p.user);
            assert_eq!(rated[0].games, 1);
            assert!((rated[0].rating.rating - expected.rating).abs() < 1e-9);
            assert!((rated[0].rating.deviation - expected.deviation).abs() < 1e-9);
        }
        let (board, total) = store
            .leaderboard(GUILD, "literaki", 0, 10)
            .await
            .expect("board");
        assert_eq!(total as usize, n);
        assert_eq!(
            board[0].user, winner,
            "{n}: the winner heads the leaderboard"
        );
        let stats = store
            .player_stats(GUILD, author, None)
            .await
            .expect("stats");
        assert_eq!((stats.games, stats.wins, stats.losses), (1, 0, 1));
        assert_eq!(stats.best.map(|b| b.1), second.best.as_ref().map(|b| b.1));
    }
}

/// A second game starts from the first one's ratings: the winner of both climbs further,
/// and their rating history has both games in order.
#[tokio::test]
async fn the_next_game_starts_from_the_last_rating() {
    let store = Store::open(":memory:").await.expect("store");
    let (first, _, winner) = played_out(2);
    archive(&store, &first, 1_000).await;
    let after_one = store
        .ratings_of(GUILD, winner, Some("literaki"))
        .await
        .expect("r")[0]
        .rating
        .rating;
    let (second, _, again) = played_out(2);
    assert_eq!(again, winner, "the same seat wins again");
    archive(&store, &second, 2_000).await;
    let rated = &store
        .ratings_of(GUILD, winner, Some("literaki"))
        .await
        .expect("r")[0];
    assert_eq!(rated.games, 2);
    assert!(rated.rating.rating > after_one);
    let history = store
        .rating_history(GUILD, winner, "literaki", 50)
        .await
        .expect("history");
    assert_eq!(history.len(), 2);
    assert_eq!(history[0].0, 1_000);
    assert!((history[0].1 - after_one).abs() < 1e-9);
    assert!((history[1].1 - rated.rating.rating).abs() < 1e-9);
}

/// A moderator of the server who has no seat at the table.
const MODERATOR: u64 = 99;

/// Games that are not rated still count in `/stats`, but never move a rating: a channel a
/// moderator made unrated, a game stopped from outside (`/game end` by a moderator who does
/// not play), and a game where no word was ever laid.
#[tokio::test]
async fn unrated_games_count_but_move_no_rating() {
    let store = Store::open(":memory:").await.expect("store");

    let mut unrated = started(
        2,
        GameOptions {
            unrated: true,
            ..GameOptions::new(VariantId::Literaki)
        },
    );
    let author = a_word_stands(&mut unrated);
    all_but_one_resign(&mut unrated, author);
    let results = archive(&store, &unrated, 10).await;
    assert!(!results.rated, "a channel made unrated");

    let mut stopped = started(2, GameOptions::new(VariantId::Literaki));
    a_word_stands(&mut stopped);
    // A moderator who does not play stops it (a seated player's end is a resignation).
    stopped.handle(
        input(MODERATOR, Action::EndGame { moderator: true }),
        T0,
        &Judge(true),
    );
    assert!(stopped.is_finished());
    let results = archive(&store, &stopped, 20).await;
    assert!(!results.rated, "ended from outside");
    assert!(results.players.iter().all(|p| p.finish == Finish::NoResult));

    let mut empty = started(2, GameOptions::new(VariantId::Literaki));
    all_but_one_resign(&mut empty, ALA);
    let results = archive(&store, &empty, 30).await;
    assert!(!results.rated, "no word was laid");

    for user in [ALA, 22] {
        assert!(store
            .ratings_of(GUILD, user, None)
            .await
            .expect("r")
            .is_empty());
        let stats = store.player_stats(GUILD, user, None).await.expect("stats");
        assert_eq!(stats.games, 3, "every game counts in /stats");
    }
    let (board, total) = store
        .leaderboard(GUILD, "literaki", 0, 10)
        .await
        .expect("board");
    assert!(board.is_empty() && total == 0);
}

/// "Games against the computer rated separately or not at all": not at all (a computer's
/// fixed strength is no rated opponent). Its person's game still counts in `/stats`.
#[test]
fn a_game_with_a_computer_is_not_rated() {
    let options = GameOptions::new(VariantId::Letterbox);
    let (mut t, _) = Table::open(
        1,
        Some(GUILD),
        7,
        &input(ALA, Action::NewGame(options.clone())),
        options,
    );
    t.seed(1);
    t.handle(input(ALA, press(&t, ButtonAction::Start)), T0, &Judge(true));
    assert!(t.game().is_some(), "Letterbox seats the computer at once");
    t.handle(input(ALA, Action::Resign), T0, &Judge(true));
    assert!(t.is_finished());
    let results = t.results().expect("results");
    assert!(!results.rated);
    assert_eq!(results.players.len(), 1, "the computer has no results");
    assert_eq!(results.players[0].finish, Finish::Lost);
}
