use super::*;

fn entrants(n: usize) -> Vec<Entrant> {
    (0..n)
        .map(|i| Entrant {
            user: 100 + i as u64,
            name: ["Ala", "Bolek", "Cyryl", "Dorota", "Ewa", "Filip"][i].to_string(),
            withdrawn: false,
        })
        .collect()
}

fn pairs(round: &[Pairing]) -> Vec<(usize, Option<usize>)> {
    round.iter().map(|p| (p.first, p.second)).collect()
}

fn line(s: &Standing) -> (usize, u32, i64) {
    (s.player, s.half_points, s.spread)
}

/// Issue 13: "a 5-player Swiss of 3 rounds with a bye and a withdrawal", standings asserted.
/// Ala 0, Bolek 1, Cyryl 2, Dorota 3, Ewa 4.
#[test]
fn five_player_swiss_with_a_bye_and_a_withdrawal() {
    let mut t = Tournament::new(Format::Swiss, 3, entrants(5)).expect("a tournament");
    assert_eq!(t.pair_next_round(), Ok(t.pairings().to_vec()));
    // Round 1: all level, so by entry order; five players: the last one sits out.
    assert_eq!(
        pairs(t.pairings()),
        vec![(0, Some(1)), (2, Some(3)), (4, None)]
    );
    assert_eq!(t.pair_next_round(), Err(TournamentError::RoundNotOver(1)));
    t.record(1, 1, 0, (300, 400)).expect("Ala beats Bolek");
    t.record(1, 2, 3, (340, 350)).expect("Dorota beats Cyryl");
    assert_eq!(
        t.record(1, 0, 4, (1, 0)),
        Err(TournamentError::NoSuchGame(1))
    );
    let after_one: Vec<_> = t.standings().iter().map(line).collect();
    assert_eq!(
        after_one,
        vec![
            (0, 2, 100),
            (4, 2, 50),
            (3, 2, 10),
            (2, 0, -10),
            (1, 0, -100)
        ]
    );

    // Bolek withdraws: four are left, no bye. Ala meets Ewa; Dorota and Cyryl met already,
    // so Ala meets Dorota and Ewa meets Cyryl instead.
    t.withdraw(1).expect("Bolek withdraws");
    let round = t.pair_next_round().expect("round 2");
    assert_eq!(pairs(&round), vec![(0, Some(3)), (4, Some(2))]);
    t.record(2, 0, 3, (420, 380)).expect("Ala beats Dorota");
    t.record(2, 2, 4, (390, 300)).expect("Cyryl beats Ewa");

    // Round 3: Ala (4, +140) meets Cyryl (2, +80); Dorota (2, -30) meets Ewa (2, -40).
    let round = t.pair_next_round().expect("round 3");
    assert_eq!(pairs(&round), vec![(0, Some(2)), (3, Some(4))]);
    t.record(3, 2, 0, (400, 398))
        .expect("Cyryl beats Ala by two");
    t.record(3, 3, 4, (300, 300)).expect("a draw");
    assert!(t.is_over());
    assert_eq!(t.pair_next_round(), Err(TournamentError::Over));

    let standings = t.standings();
    assert_eq!(
        standings.iter().map(line).collect::<Vec<_>>(),
        vec![
            (0, 4, 138),
            (2, 4, 82),
            (3, 3, -30),
            (4, 3, -40),
            (1, 0, -100)
        ]
    );
    let ewa = &standings[3];
    assert_eq!(
        (ewa.wins, ewa.losses, ewa.draws),
        (1, 1, 1),
        "the bye is a win"
    );
    let json = serde_json::to_string(&t).expect("a tournament saves");
    let back: Tournament = serde_json::from_str(&json).expect("and reads back");
    assert_eq!(back, t);
}

/// Swiss never pairs the same two twice while another pairing exists: four players, three
/// rounds, six different games.
#[test]
fn swiss_avoids_rematches() {
    let mut t = Tournament::new(Format::Swiss, 3, entrants(4)).expect("a tournament");
    let mut games = Vec::new();
    for round in 1..=3 {
        for p in t.pair_next_round().expect("a round") {
            let (a, b) = (p.first, p.second.expect("no byes with four"));
            games.push((a.min(b), a.max(b)));
            t.record(round, a, b, (300 + a as i64, 300 + b as i64))
                .expect("recorded");
        }
    }
    games.sort_unstable();
    games.dedup();
    assert_eq!(games.len(), 6, "{games:?}");
}

/// Round robin: with four, three rounds and everyone meets everyone once; with five, five
/// rounds, each sitting out once.
#[test]
fn round_robin_meets_everyone_once() {
    for n in [4usize, 5] {
        let mut t = Tournament::new(Format::RoundRobin, 0, entrants(n)).expect("a tournament");
        assert_eq!(t.rounds() as usize, n - 1 + n % 2);
        let mut met = std::collections::HashSet::new();
        let mut byes = vec![0; n];
        for round in 1..=t.rounds() {
            for p in t.pair_next_round().expect("a round") {
                match p.second {
                    Some(b) => {
                        assert!(
                            met.insert((p.first.min(b), p.first.max(b))),
                            "{n}: a rematch"
                        );
                        t.record(round, p.first, b, (10, 20)).expect("recorded");
                    }
                    None => byes[p.first] += 1,
                }
            }
        }
        assert_eq!(met.len(), n * (n - 1) / 2, "{n}: every pair once");
        assert!(byes.iter().all(|&b| b == n % 2), "{n}: {byes:?}");
        assert!(t.is_over());
    }
}

#[test]
fn a_tournament_needs_players_and_rounds() {
    assert_eq!(
        Tournament::new(Format::Swiss, 3, entrants(1)),
        Err(TournamentError::TooFewPlayers)
    );
    assert_eq!(
        Tournament::new(Format::Swiss, 0, entrants(3)),
        Err(TournamentError::NoRounds)
    );
}

/// The round `pair_next_round` gave, by place in `order`.
fn by_place(order: &[usize], round: &[Pairing]) -> swiss::Round {
    let place = |p: usize| {
        order
            .iter()
            .position(|&q| q == p)
            .expect("a player still in")
    };
    swiss::Round {
        pairs: round
            .iter()
            .filter_map(|p| p.second.map(|s| (place(p.first), place(s))))
            .collect(),
        bye: round
            .iter()
            .find(|p| p.second.is_none())
            .map(|p| place(p.first)),
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(150))]
    /// Issue 25 ("Swiss pairing makes avoidable rematches"): whole Swiss tournaments of up
    /// to ten players, with random results and withdrawals; every round paired is as good
    /// as the best of all possible rounds (tried one by one) by the fewest second byes, the
    /// fewest rematches, the lowest bye, then score groups and places.
    #[test]
    fn every_swiss_round_is_the_best_there_is(
        n in 3usize..=10,
        rounds in 1u32..=7,
        seed in proptest::prelude::any::<u64>(),
    ) {
        let names = (0..n)
            .map(|i| Entrant { user: i as u64, name: format!("P{i}"), withdrawn: false })
            .collect();
        let mut t = Tournament::new(Format::Swiss, rounds, names).expect("a tournament");
        let mut k = seed;
        let mut next = move || {
            k = k.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            k >> 33
        };
        while !t.is_over() {
            let order: Vec<usize> = t
                .standings()
                .iter()
                .map(|s| s.player)
                .filter(|&p| !t.entrants()[p].withdrawn)
                .collect();
            let field = t.field(&order);
            let round = t.pair_next_round().expect("a round");
            let got = field.merit(&by_place(&order, &round));
            let best = swiss::every_round(&field).iter().map(|r| field.merit(r)).min();
            proptest::prop_assert_eq!(Some(got), best, "{:?}", round);
            for p in &round {
                if let Some(second) = p.second {
                    let (a, b) = (200 + (next() % 300) as i64, 200 + (next() % 300) as i64);
                    t.record(p.round, p.first, second, (a, b)).expect("recorded");
                }
            }
            if next() % 6 == 0 {
                let who = (next() % n as u64) as usize;
                t.withdraw(who).expect("a player");
            }
        }
    }
}
