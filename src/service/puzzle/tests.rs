//! The puzzle scheduler's units: its settings read with their defaults, a move for a
//! closed puzzle, the hour a puzzle is due.

use super::*;

#[test]
fn a_servers_puzzle_settings_read_with_their_defaults() {
    let values = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let all = settings_from(&values(&[
        (CHANNEL_KEY, "42"),
        (VARIANT_KEY, "english"),
        (HOUR_KEY, "7"),
        (LOCALE_KEY, "pl"),
    ]));
    assert_eq!(
        all,
        Some(Settings {
            channel: 42,
            variant: VariantId::English,
            hour: 7,
            locale: "pl".into(),
        })
    );
    let bare = settings_from(&values(&[(CHANNEL_KEY, "42"), (HOUR_KEY, "25")]));
    assert_eq!(
        bare.map(|s| (s.variant, s.hour)),
        Some((VariantId::Literaki, DEFAULT_HOUR))
    );
    assert_eq!(
        settings_from(&values(&[(HOUR_KEY, "7")])),
        None,
        "no channel: no puzzle"
    );
}

/// A stored puzzle of `day`, posted, open until `deadline` unless `closed`.
fn stored(day: i64, deadline: i64, closed: bool) -> StoredPuzzle {
    StoredPuzzle {
        id: day,
        guild: 7,
        channel: 8,
        day,
        variant: "english".into(),
        locale: "en-US".into(),
        puzzle_json: String::new(),
        deadline,
        message_id: Some(100 + day as u64),
        closed,
    }
}

/// Issue 25, point 2: "a move typed with `/puzzle answer` for the closed one is told it
/// is closed, not judged against the new puzzle", whichever days lie between (a day
/// with no puzzle, or the day after next begun by the time the answer comes).
#[test]
fn a_move_for_a_closed_puzzle_is_told_closed_whatever_the_days_between() {
    let now = 10_000;
    // Day 5 open; day 4 still open (made late, it has its whole day); day 3 closed.
    let recent = [
        stored(5, now + 500, false),
        stored(4, now + 100, false),
        stored(3, now - 100, true),
    ];
    let aim = |fits: &[i64]| aimed_at(&recent, now, |p| fits.contains(&p.day));
    assert_eq!(aim(&[5]), Some(Aim::Open(&recent[0])));
    assert_eq!(
        aim(&[4]),
        Some(Aim::Open(&recent[1])),
        "a move for yesterday's puzzle, still open, counts for it"
    );
    assert_eq!(aim(&[3]), Some(Aim::Closed(&recent[2])));
    assert_eq!(aim(&[3, 4]), Some(Aim::Open(&recent[1])), "open ones first");
    assert_eq!(
        aim(&[]),
        Some(Aim::Open(&recent[0])),
        "a move of none: judged against today's, whose error says why"
    );

    // Day 7 open, no puzzle on day 6, day 5 closed: the move for day 5 is late.
    let gap = [stored(7, now + 500, false), stored(5, now - 900, true)];
    assert_eq!(
        aimed_at(&gap, now, |p| p.day == 5),
        Some(Aim::Closed(&gap[1]))
    );
    // Past its deadline but not yet closed by the scheduler: late too.
    let due = [stored(6, now + 500, false), stored(5, now - 1, false)];
    assert_eq!(
        aimed_at(&due, now, |p| p.day == 5),
        Some(Aim::Closed(&due[1]))
    );
    // Nothing open (today's not posted yet): the late move is still told it is late;
    // any other, that no puzzle is open.
    let unposted = StoredPuzzle {
        message_id: None,
        ..stored(6, now + 500, false)
    };
    let none = [unposted, stored(5, now - 900, true)];
    assert_eq!(
        aimed_at(&none, now, |p| p.day == 5),
        Some(Aim::Closed(&none[1]))
    );
    assert_eq!(aimed_at(&none, now, |p| p.day == 6), None);
    assert_eq!(aimed_at(&none, now, |_| false), None);
}

#[test]
fn a_puzzle_is_due_at_its_hour_of_each_day() {
    let day = 86_400_000;
    assert_eq!(due(0, day, 12), (0, day / 2));
    assert_eq!(due(day * 3 + 5, day, 0), (3, day * 3));
    assert_eq!(due(day * 3 + 5, day, 23), (3, day * 3 + day * 23 / 24));
    // A six-second day (tests): hour 12 is three seconds in.
    assert_eq!(due(6_500, 6_000, 12), (1, 9_000));
}
