//! wgen KWG POSITIONS NAME -- whole process: load kwg, generate all placements for one position.
use wolges::{kwg, movegen};
use wolges_bench::*;

fn go<N: kwg::Node>(kwg_path: &str, p: &Position) {
    let kwg = kwg::Kwg::<N>::from_bytes_alloc(&std::fs::read(kwg_path).expect("read kwg"));
    let klv = empty_klv();
    let cfg = game_config_for(&p.lang);
    let board = board_tiles(&cfg, &p.rows);
    let rack = parse_rack(cfg.alphabet(), &p.rack);
    let snap = movegen::BoardSnapshot { board_tiles: &board, game_config: &cfg, kwg: &kwg, klv: &klv };
    let mut mg = movegen::KurniaMoveGenerator::new(&cfg);
    let (n, top) = gen_all(&mut mg, &snap, &rack);
    println!("{} moves={} top={}", p.name, n, top);
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let positions = parse_positions(&std::fs::read_to_string(&a[2]).unwrap());
    let p = positions.iter().find(|p| p.name == a[3]).expect("no such position");
    if is_big(&a[1]) { go::<kwg::Node24>(&a[1], p) } else { go::<kwg::Node22>(&a[1], p) }
}
