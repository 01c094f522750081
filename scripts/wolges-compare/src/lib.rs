//! Shared helpers: positions-file parsing, kwg loading, move generation via wolges.
use wolges::{alphabet, display, game_config, klv, kwg, movegen};

pub struct Position {
    pub name: String,
    pub lang: String,
    pub rack: String,
    pub moves: usize,
    pub top: i32,
    pub rows: Vec<String>,
}

pub fn parse_positions(text: &str) -> Vec<Position> {
    let mut out = Vec::new();
    let mut cur: Option<Position> = None;
    let mut in_board = false;
    for line in text.lines() {
        let line = line.trim_end();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            in_board = false;
            continue;
        }
        if in_board {
            cur.as_mut().unwrap().rows.push(line.to_string());
            continue;
        }
        let (k, v) = line.split_once(' ').unwrap_or((line, ""));
        match k {
            "position" => {
                if let Some(p) = cur.take() {
                    out.push(p);
                }
                cur = Some(Position { name: v.into(), lang: String::new(), rack: String::new(), moves: 0, top: 0, rows: Vec::new() });
            }
            "lang" => cur.as_mut().unwrap().lang = v.into(),
            "rack" => cur.as_mut().unwrap().rack = v.into(),
            "moves" => cur.as_mut().unwrap().moves = v.parse().unwrap(),
            "top" => cur.as_mut().unwrap().top = v.parse().unwrap(),
            "board" => in_board = true,
            _ => panic!("unknown line {line:?}"),
        }
    }
    if let Some(p) = cur.take() {
        out.push(p);
    }
    for p in &out {
        assert_eq!(p.rows.len(), 15, "{}", p.name);
    }
    out
}

pub fn game_config_for(lang: &str) -> game_config::GameConfig {
    match lang {
        "en" => game_config::make_english_game_config(),
        "pl" => game_config::make_polish_game_config(),
        _ => panic!("lang {lang}"),
    }
}

/// '.' rows -> wolges FEN (digits for empty runs; UPPER tile, lower = blank).
pub fn rows_to_fen(rows: &[String]) -> String {
    let mut fen = String::new();
    for (i, r) in rows.iter().enumerate() {
        if i > 0 {
            fen.push('/');
        }
        let mut empties = 0;
        for ch in r.chars() {
            if ch == '.' {
                empties += 1;
            } else {
                if empties > 0 {
                    fen.push_str(&empties.to_string());
                    empties = 0;
                }
                fen.push(ch);
            }
        }
        if empties > 0 {
            fen.push_str(&empties.to_string());
        }
    }
    fen
}

pub fn parse_rack(alph: &alphabet::Alphabet, s: &str) -> Vec<u8> {
    let reader = alphabet::AlphabetReader::new_for_racks(alph);
    let mut v = Vec::new();
    reader.set_word(s, &mut v).expect("rack");
    v
}

pub fn board_tiles(cfg: &game_config::GameConfig, rows: &[String]) -> Vec<u8> {
    let mut p = display::BoardFenParser::new(cfg.alphabet(), cfg.board_layout());
    p.parse(&rows_to_fen(rows)).expect("board").to_vec()
}

/// Which node format: .kbwg files use Node24, everything else Node22.
pub fn is_big(path: &str) -> bool {
    path.ends_with(".kbwg")
}

/// Empty leaves file; EMPTY_KLV_BYTES is in Node22 format, so the klv is always Node22.
pub fn empty_klv() -> klv::Klv<kwg::Node22> {
    klv::Klv::<kwg::Node22>::from_bytes_alloc(klv::EMPTY_KLV_BYTES)
}

/// All placements (no exchanges, no pass), raw/unsorted -- wolges' "all moves" API.
/// Returns (number of placements, top score).
pub fn gen_all<N: kwg::Node>(
    mg: &mut movegen::KurniaMoveGenerator,
    snap: &movegen::BoardSnapshot<'_, N, kwg::Node22>,
    rack: &[u8],
) -> (usize, i32) {
    mg.gen_moves_raw_all_unsorted(snap, rack, i16::MAX, false);
    let mut n = 0;
    let mut top = i32::MIN;
    for vm in mg.plays.iter() {
        if let movegen::Play::Place { score, .. } = vm.play {
            n += 1;
            top = top.max(score / wolges::equity::SCALE);
        }
    }
    (n, top)
}

/// Same via gen_moves_unfiltered (equity with empty leaves + sort), max_gen = all.
pub fn gen_unfiltered<N: kwg::Node>(
    mg: &mut movegen::KurniaMoveGenerator,
    snap: &movegen::BoardSnapshot<'_, N, kwg::Node22>,
    rack: &[u8],
) -> usize {
    mg.gen_moves_unfiltered(&movegen::GenMovesParams {
        board_snapshot: snap,
        rack,
        max_gen: usize::MAX,
        num_exchanges_by_this_player: i16::MAX,
        always_include_pass: false,
        dynamic_leaves: None,
    });
    mg.plays.iter().filter(|vm| matches!(vm.play, movegen::Play::Place { .. })).count()
}
