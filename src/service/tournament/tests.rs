//! A tournament's units: its lock per id (forgotten when the last holder lets go) and half
//! points as players write them.

use super::posts::points;
use super::{hold, locks};

/// Handles on tournament `id`'s lock: the map's, and one per task holding or waiting
/// (0: forgotten).
fn handles(id: i64) -> usize {
    locks().get(&id).map_or(0, std::sync::Arc::strong_count)
}

/// Issue 25: "The per-tournament lock map never shrinks." A tournament's lock is kept
/// while a task holds it or waits for it, and forgotten when the last lets go: one that
/// ended is looked at no more, so nothing of it stays.
#[tokio::test]
async fn a_tournament_lock_is_forgotten_when_the_last_holder_lets_go() {
    let id = -25_010;
    let first = hold(id).await;
    assert_eq!(handles(id), 2);
    let second = tokio::spawn(async move {
        let _held = hold(id).await;
    });
    for _ in 0..10_000 {
        if handles(id) == 3 {
            break;
        }
        tokio::task::yield_now().await;
    }
    assert_eq!(handles(id), 3, "the second waits");
    drop(first);
    second.await.expect("the second held it and let go");
    assert_eq!(handles(id), 0, "forgotten");
    drop(hold(id).await);
    assert_eq!(handles(id), 0, "forgotten again");
}

#[test]
fn half_points_read_as_players_write_them() {
    assert_eq!(points(0), "0");
    assert_eq!(points(1), "½");
    assert_eq!(points(4), "2");
    assert_eq!(points(5), "2½");
}
