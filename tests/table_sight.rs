//! What a viewer of a table sees (`Table::sight`), the data a web page is built from:
//! issue 27, "a public page per game ... the board updating live ... scores, clocks, tiles
//! left, the move list. Never a rack", and for the player "the board, the player's own rack,
//! scores, clocks and the unseen tiles".

mod table_common;

use plansza::setup::GameKind;
use plansza::table::{Action, GameOptions, Sight, Table};
use table_common::{ala_and_bolek, input, rack_letters, Judge, ALA, BOLEK, T0};

fn english() -> GameOptions {
    GameOptions::of(GameKind::from_name("english").expect("english"))
}

/// Every letter of `user`'s rack, as the sight writes letters.
fn rack_of(table: &Table, user: u64) -> Vec<String> {
    let sight = table.sight(Some(user), T0);
    let mut letters: Vec<String> = sight
        .rack
        .expect("a seated player sees their rack")
        .tiles
        .iter()
        .map(|t| {
            if t.blank {
                "?".to_string()
            } else {
                t.letter.to_string()
            }
        })
        .collect();
    letters.sort();
    letters
}

/// The JSON a page would load, as text.
fn json(sight: &Sight) -> String {
    serde_json::to_string(sight).expect("a sight serializes")
}

#[test]
fn a_spectator_sees_the_board_scores_and_bag_and_no_rack() {
    let (table, _) = ala_and_bolek(english(), 5, true);
    let sight = table.sight(None, T0);
    assert!(sight.board.is_some());
    assert!(sight.rack.is_none() && sight.unseen.is_none() && sight.you.is_none());
    assert_eq!(sight.players.len(), 2);
    assert_eq!(sight.bag, 100 - 14);
    assert_eq!(sight.players.iter().filter(|p| p.to_move).count(), 1);
    assert!(sight.players.iter().all(|p| p.tiles == 7));
    // The serialized sight holds no rack: no field that could carry one.
    let text = json(&sight);
    assert!(
        text.contains("\"rack\":null") && text.contains("\"unseen\":null"),
        "{text}"
    );
}

#[test]
fn a_player_sees_their_own_rack_and_what_they_have_not_seen() {
    let (table, _) = ala_and_bolek(english(), 5, true);
    let ala = table.sight(Some(ALA), T0);
    assert_eq!(ala.you, Some(0));
    let mine = rack_of(&table, ALA);
    assert_eq!(mine.len(), 7);
    let theirs = rack_of(&table, BOLEK);
    // Unseen by Ala: the bag and Bolek's rack, never her own tiles.
    let unseen = ala.unseen.expect("unseen tiles");
    assert_eq!(unseen.len(), 100 - 7);
    for letter in &theirs {
        assert!(
            unseen.contains(letter),
            "{letter} is Bolek's, unseen by Ala"
        );
    }
    let mut counted = std::collections::HashMap::new();
    for l in &unseen {
        *counted.entry(l.as_str()).or_insert(0) += 1;
    }
    // The whole English set less Ala's rack: she has seen exactly her seven tiles.
    let e_total = 12;
    let e_mine = mine.iter().filter(|l| *l == "E").count();
    assert_eq!(counted.get("E").copied().unwrap_or(0), e_total - e_mine);
    // Bolek's sight carries his rack, never Ala's.
    let bolek = table.sight(Some(BOLEK), T0);
    assert_eq!(bolek.you, Some(1));
    assert_eq!(rack_of(&table, BOLEK), theirs);
    assert_eq!(
        rack_letters(&table, ALA, 7)
            .chars()
            .filter(|c| !c.is_whitespace())
            .count(),
        7
    );
}

#[test]
fn the_move_in_its_window_shows_with_its_time_left_and_then_in_the_move_list() {
    let (mut table, _) = ala_and_bolek(english(), 5, true);
    // Seed 5: Ala holds E S L G N J K (as `plansza play` deals with this seed).
    table.handle(input(ALA, Action::Play("8H LEGS".into())), T0, &Judge(true));
    let sight = table.sight(None, T0 + 4_000);
    let window = sight.window.clone().expect("the move's window");
    // Ala's laid tiles are on the board, no longer on her rack nor unseen by Bolek.
    let hers = table.sight(Some(ALA), T0 + 4_000);
    assert_eq!(
        hers.rack.expect("her rack").tiles.len(),
        3,
        "E S L G N J K less L E G S"
    );
    assert_eq!(sight.players[0].tiles, 3);
    let his = table.sight(Some(BOLEK), T0 + 4_000);
    assert_eq!(his.unseen.expect("unseen").len(), 100 - 7 - 4);
    assert!(window.review);
    assert_eq!(window.author, Some(0));
    assert_eq!(window.left_ms, 6_000);
    assert!(
        sight.players.iter().all(|p| !p.to_move),
        "nobody moves during a window"
    );
    let fresh = sight
        .board
        .as_ref()
        .expect("board")
        .tiles
        .iter()
        .flatten()
        .filter(|t| t.fresh)
        .count();
    assert_eq!(fresh, 4, "the move's tiles are marked");
    // Bolek alone may still answer Ala's move; nobody once it is over.
    assert_eq!(table.still_to_answer(), vec![1]);
    table.handle_timeout(T0 + 10_000, &Judge(true));
    assert!(table.still_to_answer().is_empty());
    let after = table.sight(None, T0 + 10_000);
    assert!(after.window.is_none());
    let last = after.moves.last().expect("a move in the list");
    assert_eq!(
        (last.player, last.kind, last.text.as_str(), last.score),
        (Some(0), "played", "LEGS", 10)
    );
    assert_eq!(after.players[0].score, 10);
    assert!(after.players[1].to_move);
}
