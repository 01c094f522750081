//! Random games, seeded, in every variant of `VariantId::ALL` and with every challenge rule
//! it offers: many games of random legal actions (random one- and two-tile placements next
//! to the board, exchanges, passes, resignations, settlements of every kind or void plays
//! with a word list that accepts everything or nothing). After every action:
//! - tiles are conserved: bag + racks + board == the variant's full set;
//! - every score equals the sum of that player's stood moves plus the end adjustments;
//! - every stood move's score equals an independent re-scoring on the board as it was;
//! - the move number grows with every action.

use plansza::lexicon::{Letter, WordList};
use plansza::rules::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

mod random_play;

/// A word list that says yes (or no) to everything.
struct Everything(bool);

impl WordList for Everything {
    fn contains(&self, _word: &[Letter]) -> bool {
        self.0
    }
}

/// Tiles as a sorted multiset.
fn multiset(mut tiles: Vec<Tile>) -> Vec<Tile> {
    tiles.sort();
    tiles
}

fn check_conservation(g: &Game) {
    let v = g.variant();
    let mut all: Vec<Tile> = g.bag().tiles().to_vec();
    for p in g.players() {
        all.extend(p.rack.tiles());
    }
    all.extend(g.board().tiles().map(|(_, t)| t.tile()));
    assert_eq!(multiset(all), multiset(v.full_bag()), "tiles not conserved");
    for p in g.players() {
        assert!(p.rack.len() <= g.rack_size());
    }
}

/// Scores a placement from the rules data alone (independent of the library's scorer), by
/// `player`, with the board's tiles owned as in `owners` (Letterbox's word takeover).
fn rescore(
    v: &Variant,
    board: &Board,
    new: &[(Pos, BoardTile)],
    owners: &std::collections::HashMap<Pos, usize>,
    player: usize,
) -> u32 {
    let (w, h) = (i32::from(v.width), i32::from(v.height));
    let at = |p: Pos| {
        new.iter()
            .find(|(q, _)| *q == p)
            .map(|&(_, t)| (t, true))
            .or_else(|| board.get(p).map(|t| (t, false)))
    };
    let mut runs: Vec<Vec<Pos>> = Vec::new();
    for &(p, _) in new {
        for (dr, dc) in [(0i32, 1i32), (1, 0)] {
            let step = |q: Pos, k: i32| {
                let r = i32::from(q.row) + dr * k;
                let c = i32::from(q.col) + dc * k;
                (0..h).contains(&r).then_some(())?;
                (0..w).contains(&c).then_some(())?;
                Some(Pos::new(r as u8, c as u8))
            };
            let mut first = p;
            while let Some(q) = step(first, -1).filter(|&q| at(q).is_some()) {
                first = q;
            }
            let mut run = vec![first];
            while let Some(q) =
                step(*run.last().expect("non-empty"), 1).filter(|&q| at(q).is_some())
            {
                run.push(q);
            }
            if run.len() >= 2 && !runs.contains(&run) {
                runs.push(run);
            }
        }
    }
    let face = |t: BoardTile| {
        if t.blank {
            v.blank_value
        } else {
            v.letter_values[t.letter.index()]
        }
    };
    if v.hooks.scoring == ScoringBasis::Letters {
        // Each new letter its value, doubled on a letter premium or a yellow field.
        let mut total: u32 = new
            .iter()
            .map(|&(p, t)| match v.premium(p) {
                Premium::DoubleLetter | Premium::Clearing => 2 * face(t),
                _ => face(t),
            })
            .sum();
        if v.hooks.word_takeover == WordTakeover::ExtendedWord {
            // Old runs of two or more inside a formed word with someone else's tile.
            let mut taken: Vec<Pos> = Vec::new();
            for run in &runs {
                for old in run.split(|p| new.iter().any(|(q, _)| q == p)) {
                    let others = old
                        .iter()
                        .any(|p| owners.get(p).is_some_and(|&o| o != player));
                    if old.len() >= 2 && others {
                        for &p in old {
                            if !taken.contains(&p) {
                                taken.push(p);
                                total += board.get(p).map_or(0, face);
                            }
                        }
                    }
                }
            }
        }
        return total;
    }
    let mut total = 0;
    for run in runs {
        let mut sum = 0;
        let mut mult = 1;
        let across = run.len() > 1 && run[0].row == run[1].row;
        let (first, last) = (run[0], run[run.len() - 1]);
        for p in run {
            let (t, fresh) = at(p).expect("on the run");
            let value = if t.blank {
                v.blank_value
            } else {
                v.letter_values[t.letter.index()]
            };
            let premium = if fresh { v.premium(p) } else { Premium::Plain };
            sum += match premium {
                Premium::Colour(c) if c == value => 3 * value,
                Premium::DoubleLetter => 2 * value,
                Premium::TripleLetter => 3 * value,
                _ => value,
            };
            mult *= match premium {
                Premium::DoubleWord => 2,
                Premium::TripleWord => 3,
                Premium::QuadWordArrow(Arrow::Right) if across && p == first => 4,
                Premium::QuadWordArrow(Arrow::Left) if across && p == last => 4,
                Premium::QuadWordArrow(Arrow::Down) if !across && p == first => 4,
                Premium::QuadWordArrow(Arrow::Up) if !across && p == last => 4,
                _ => 1,
            };
        }
        total += sum * mult;
    }
    if new.len() == v.rack_size {
        total += v.bingo_bonus;
    }
    total
}

fn check_scores(g: &Game) {
    let v = g.variant();
    let mut board = Board::empty(v.width, v.height);
    let mut sums = vec![0i32; g.players().len()];
    let mut owners = std::collections::HashMap::new();
    for record in g.history() {
        if let TurnRecord::Played { player, mv } = record {
            // Blanks taken off the board (Эрудит): the real letters lie there first.
            for &(p, l) in &mv.swaps {
                assert_eq!(
                    board.get(p),
                    Some(BoardTile::blank(l)),
                    "no such blank to take"
                );
                board.set(p, Some(BoardTile::letter(l)));
            }
            let expected = rescore(v, &board, &mv.tiles, &owners, *player);
            assert_eq!(mv.score, expected, "move {mv:?}");
            sums[*player] += mv.score as i32;
            for &(p, t) in &mv.tiles {
                assert!(board.get(p).is_none(), "a tile laid on a tile");
                board.set(p, Some(t));
                owners.insert(p, *player);
            }
            for &p in &mv.taken {
                owners.insert(p, *player);
            }
        }
        if let TurnRecord::BoardCleared { .. } = record {
            board = Board::empty(v.width, v.height);
            owners.clear();
        }
    }
    assert_eq!(&board, g.board(), "the record does not rebuild the board");
    if let Phase::Over { adjustments, .. } = g.phase() {
        for (s, a) in sums.iter_mut().zip(adjustments) {
            *s += a;
        }
    }
    if !g.options().scored() {
        sums.iter_mut().for_each(|s| *s = 0); // the simple level keeps no scores
    }
    let scores: Vec<i32> = g.players().iter().map(|p| p.score).collect();
    assert_eq!(scores, sums, "scores differ from the record");
}

/// A random one- or two-tile placement near the board tiles (or over the centre).
fn random_placement(g: &Game, rng: &mut StdRng) -> Option<MoveText> {
    let v = g.variant();
    let (w, h) = (v.width, v.height);
    let board = g.board();
    let rack = g.rack(g.turn())?.tiles().to_vec();
    if rack.is_empty() {
        return None;
    }
    let dir = if rng.gen_bool(0.5) {
        Direction::Across
    } else {
        Direction::Down
    };
    let start = if board.is_empty() {
        let back = rng.gen_range(0..2);
        v.start.step(dir, -back, w, h)?
    } else {
        let occupied: Vec<Pos> = board.tiles().map(|(p, _)| p).collect();
        let anchor = occupied[rng.gen_range(0..occupied.len())];
        let (dr, dc) = [(0i32, 1i32), (0, -1), (1, 0), (-1, 0)][rng.gen_range(0..4)];
        let r = i32::from(anchor.row) + dr;
        let c = i32::from(anchor.col) + dc;
        if !(0..i32::from(h)).contains(&r) || !(0..i32::from(w)).contains(&c) {
            return None;
        }
        let p = Pos::new(r as u8, c as u8);
        if board.get(p).is_some() {
            return None;
        }
        p
    };
    let count = if board.is_empty() {
        2
    } else {
        rng.gen_range(1..=2)
    };
    if rack.len() < count {
        return None;
    }
    let mut order: Vec<usize> = (0..rack.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.gen_range(0..=i));
    }
    let mut cells = Vec::new();
    let mut placed = 0;
    let mut k = 0;
    while placed < count {
        let p = start.step(dir, k, w, h)?;
        k += 1;
        if board.get(p).is_some() {
            cells.push(TypedCell::OnBoard);
            continue;
        }
        let cell = match rack[order[placed]] {
            Tile::Letter(letter) => TypedCell::Letter {
                letter,
                blank: false,
            },
            Tile::Blank => TypedCell::Letter {
                letter: Letter(rng.gen_range(0..v.alphabet().len() as u8)),
                blank: true,
            },
        };
        cells.push(cell);
        placed += 1;
    }
    // Эрудит: now and then take a blank anywhere on the board whose letter is on the rack
    // (the move is refused when it does not lay a blank; then another is tried).
    let mut take_blanks = Vec::new();
    if v.hooks.blank_swap == BlankSwap::ForRealLetter && rng.gen_bool(0.3) {
        let blanks: Vec<(Pos, BoardTile)> = board.tiles().filter(|(_, t)| t.blank).collect();
        if !blanks.is_empty() {
            let (at, t) = blanks[rng.gen_range(0..blanks.len())];
            if rack.contains(&Tile::Letter(t.letter)) {
                take_blanks.push((at, t.letter));
            }
        }
    }
    Some(MoveText {
        start,
        direction: dir,
        cells,
        take_blanks,
    })
}

/// One random action; returns the new game, or None when the chosen action was refused.
fn random_action(g: &Game, rng: &mut StdRng) -> Option<Game> {
    let n = g.players().len();
    if let Phase::Pending(p) = g.phase() {
        let words = Everything(rng.gen_bool(0.7));
        let how = random_play::random_settlement(rng, n, p.author);
        return g.settle(how, &words, rng).ok().map(|(g, _)| g);
    }
    let me = g.turn();
    match rng.gen_range(0..100) {
        0..=69 => {
            for _ in 0..30 {
                if let Some(m) = random_placement(g, rng) {
                    if g.challenge_rule() == ChallengeRule::Void {
                        let words = Everything(rng.gen_bool(0.7));
                        match g.play(me, &m, &words, rng) {
                            Ok((next, _)) => return Some(next),
                            Err(PlayError::NotInDictionary(_)) => return None,
                            Err(_) => continue,
                        }
                    }
                    if let Ok(next) = g.submit(me, &m) {
                        return Some(next);
                    }
                }
            }
            g.pass(me, rng).ok()
        }
        70..=81 => {
            let rack = g.rack(me)?.tiles().to_vec();
            let k = rng.gen_range(1..=rack.len().max(1)).min(rack.len());
            g.exchange(me, &rack[..k], rng).ok()
        }
        82..=97 => g.pass(me, rng).ok(),
        98 => g.resign(rng.gen_range(0..n)).ok(),
        _ => match rng.gen_range(0..10) {
            0 => Some(g.stop()),
            1 => g.time_over().ok(),
            _ => None,
        },
    }
}

/// Plays `games` random games of one variant with these options; returns how many moves
/// stood, how many games ended and in which ways.
fn random_games(
    id: VariantId,
    options: GameOptions,
    games: u64,
) -> (
    usize,
    usize,
    std::collections::BTreeMap<&'static str, usize>,
) {
    random_games_with(id, options, games, |_| {})
}

/// [`random_games`], calling `each` with every game as it ended (or stopped at 400 actions).
fn random_games_with(
    id: VariantId,
    options: GameOptions,
    games: u64,
    mut each: impl FnMut(&Game),
) -> (
    usize,
    usize,
    std::collections::BTreeMap<&'static str, usize>,
) {
    let mut stood = 0;
    let mut ended = 0;
    let mut endings = std::collections::BTreeMap::new();
    let v = id.variant();
    for seed in 0..games {
        let mut rng = StdRng::seed_from_u64(seed);
        let players = rng.gen_range(v.min_players..=v.max_players);
        let mut g = Game::with_options(id, players, options, &mut rng).expect("a new game");
        check_conservation(&g);
        for _ in 0..400 {
            if g.is_over() {
                break;
            }
            let Some(next) = random_action(&g, &mut rng) else {
                continue;
            };
            assert!(
                next.move_number() > g.move_number(),
                "move number did not grow"
            );
            check_conservation(&next);
            check_scores(&next);
            g = next;
        }
        stood += g
            .history()
            .iter()
            .filter(|r| matches!(r, TurnRecord::Played { .. }))
            .count();
        ended += usize::from(g.is_over());
        each(&g);
        if let Phase::Over { ending, .. } = g.phase() {
            let name = match ending {
                Ending::WentOut { .. } => "went out",
                Ending::AllPassed => "all passed",
                Ending::Resigned => "resigned",
                Ending::Stopped => "stopped",
                Ending::TimeOver => "time over",
                Ending::TargetReached => "target reached",
                Ending::Agreed => "agreed",
                Ending::Drawn => "drawn",
            };
            *endings.entry(name).or_insert(0usize) += 1;
        }
    }
    (stood, ended, endings)
}

#[test]
fn random_games_keep_tiles_and_scores() {
    for &id in VariantId::ALL {
        for &challenge in id.variant().challenge_choices {
            let games = 120;
            // A variant played to a target gets one out of reach here, so that its games
            // also end the other ways (`target_games_finish_the_round` plays to the target).
            let target = id
                .variant()
                .hooks
                .target
                .default_target()
                .map(|_| 1_000_000);
            let options = GameOptions {
                challenge: Some(challenge),
                target,
                ..GameOptions::default()
            };
            let (stood, ended, endings) = random_games(id, options, games);
            let name = format!("{} ({})", id.name(), challenge.name());
            eprintln!("{name}: {stood} moves stood, {ended} of {games} games ended: {endings:?}");
            // The random player must actually play: many moves stood and many games ended.
            assert!(stood > 700, "{name}: only {stood} moves stood");
            assert!(ended > 40, "{name}: only {ended} games ended");
            // Letterbox: a round of passes deals new letters, two end in a draw; the board
            // clears, so the bag rarely runs dry.
            let ways: &[&str] = match id.variant().end.pass_out {
                PassOut::NewLetters { .. } => &["drawn", "resigned", "stopped"],
                _ => &["went out", "all passed", "resigned", "stopped"],
            };
            for way in ways {
                assert!(
                    endings.get(way).is_some_and(|&n| n > 0),
                    "{name}: no game {way}"
                );
            }
        }
    }
}

/// Turns each player took (moves that stood or were rejected, exchanges, passes, turns lost).
fn turns_taken(g: &Game) -> Vec<usize> {
    let mut turns = vec![0; g.players().len()];
    for record in g.history() {
        match record {
            TurnRecord::Played { player, .. }
            | TurnRecord::Rejected { player, .. }
            | TurnRecord::Exchanged { player, .. }
            | TurnRecord::Passed { player }
            | TurnRecord::Skipped { player } => turns[*player] += 1,
            _ => {}
        }
    }
    turns
}

#[test]
fn target_games_finish_the_round() {
    // Every variant played to a target, at its default target: a game that ends on the
    // target ends with someone at or over it and, when nobody resigned, with every player
    // having taken as many turns.
    for &id in VariantId::ALL {
        if id.variant().hooks.target == TargetScore::None {
            continue;
        }
        let mut reached = 0;
        let (_, ended, endings) = random_games_with(id, GameOptions::default(), 80, |g| {
            let Phase::Over {
                ending: Ending::TargetReached,
                ..
            } = g.phase()
            else {
                return;
            };
            reached += 1;
            let target = g.target().expect("a target") as i32;
            assert!(g.players().iter().any(|p| p.score >= target));
            if let TargetScore::FirstToReach { .. } = g.variant().hooks.target {
                // Ends at once: the author of the last move is the only one at the target.
                let last = g.history().iter().rev().find_map(|r| match r {
                    TurnRecord::Played { player, .. } => Some(*player),
                    _ => None,
                });
                assert_eq!(g.winners(), last.into_iter().collect::<Vec<_>>());
                let at_target = g.players().iter().filter(|p| p.score >= target).count();
                assert_eq!(at_target, 1);
            } else if g.players().iter().all(|p| !p.resigned) {
                let turns = turns_taken(g);
                assert!(turns.iter().all(|&t| t == turns[0]), "{turns:?}");
            }
            assert!(!g.winners().is_empty());
        });
        eprintln!("{} to its target: {ended} ended: {endings:?}", id.name());
        assert!(
            reached > 20,
            "{}: only {reached} games reached the target",
            id.name()
        );
    }
}

#[test]
fn simple_level_games_keep_no_scores() {
    for &id in VariantId::ALL {
        let options = GameOptions {
            level: Level::Simple,
            ..GameOptions::default()
        };
        random_games_with(id, options, 10, |g| {
            assert!(g.players().iter().all(|p| p.score == 0));
            assert!(g.winners().is_empty());
            assert_eq!(g.target(), None);
        });
    }
}

#[test]
fn wym_fields_swap_racks_and_keep_tiles() {
    // Literki games with many random moves: some land on WYM fields and make an opponent
    // exchange (`random_games_keep_tiles_and_scores` checks tiles and scores after those).
    let mut swaps = 0;
    for seed in 0..60u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut g = Game::new(VariantId::Literki, 2, &mut rng).expect("a new game");
        for _ in 0..400 {
            if g.is_over() {
                break;
            }
            if let Some(next) = random_action(&g, &mut rng) {
                g = next;
            }
        }
        swaps += g
            .history()
            .iter()
            .filter(|r| matches!(r, TurnRecord::RackExchanged { .. }))
            .count();
    }
    assert!(swaps > 0, "no random move ever crossed a WYM field");
}

#[test]
fn errors_leave_the_game_as_it_was() {
    let mut rng = StdRng::seed_from_u64(99);
    let g = Game::new(VariantId::Literaki, 2, &mut rng).expect("a new game");
    let before = g.clone();
    let other = 1 - g.turn();
    assert_eq!(g.pass(other, &mut rng), Err(PlayError::NotYourTurn));
    let bad = MoveText {
        start: Pos::new(0, 0),
        direction: Direction::Across,
        cells: vec![TypedCell::OnBoard],
        take_blanks: Vec::new(),
    };
    assert!(g.submit(g.turn(), &bad).is_err());
    assert_eq!(g, before);
    let json = serde_json::to_string(&g).expect("serializes");
    let back: Game = serde_json::from_str(&json).expect("deserializes");
    assert_eq!(back, g);
}

#[test]
fn letterbox_games_clear_the_board_and_take_words_over() {
    // The random games of the German game reach the yellow fields and extend other players'
    // words, and every such move keeps the tiles and rescoring agrees (checked per action).
    let (mut cleared, mut takeovers, mut new_letters) = (0, 0, 0);
    random_games_with(VariantId::Letterbox, GameOptions::default(), 60, |g| {
        for r in g.history() {
            match r {
                TurnRecord::BoardCleared { .. } => cleared += 1,
                TurnRecord::Played { mv, .. } if mv.takeover > 0 => takeovers += 1,
                TurnRecord::NewLetters => new_letters += 1,
                _ => {}
            }
        }
    });
    eprintln!(
        "letterbox: {cleared} boards cleared, {takeovers} takeovers, {new_letters} new deals"
    );
    assert!(cleared > 10 && takeovers > 10 && new_letters > 10);
}

#[test]
fn erudit_games_take_blanks_anywhere_and_keep_tiles() {
    // "Выставленная на поле, она может быть замещена очередным игроком фишкой с
    // действительным буквенным ее обозначением и обязательно должна быть использована в этом
    // же ходе": random Эрудит games take blanks off the board, also away from the move's
    // line, and every such move keeps the tiles and scores as rescored (checked per action).
    let (mut swaps, mut off_line) = (0, 0);
    let options = GameOptions {
        target: Some(1_000_000),
        ..GameOptions::default()
    };
    random_games_with(VariantId::Erudit, options, 200, |g| {
        for r in g.history() {
            if let TurnRecord::Played { mv, .. } = r {
                swaps += mv.swaps.len();
                let line: Vec<Pos> = mv.words.first().map_or(Vec::new(), |w| {
                    (0..w.letters.len())
                        .filter_map(|i| g.board().step(w.start, w.direction, i as i32))
                        .collect()
                });
                off_line += mv.swaps.iter().filter(|(p, _)| !line.contains(p)).count();
            }
        }
    });
    eprintln!("erudit: {swaps} blanks taken, {off_line} away from the main word");
    assert!(
        off_line > 0,
        "{swaps} blanks taken, none away from the main word"
    );
}
