//! wcheck LANG KWG WORD... -- whole process: load kwg, look words up in its DAWG half.
use wolges::kwg;
use wolges_bench::*;

fn go<N: kwg::Node>(kwg_path: &str, lang: &str, words: &[String]) {
    let kwg = kwg::Kwg::<N>::from_bytes_alloc(&std::fs::read(kwg_path).expect("read kwg"));
    let cfg = game_config_for(lang);
    let reader = wolges::alphabet::AlphabetReader::new_for_words(cfg.alphabet());
    let mut v = Vec::new();
    for w in words {
        let ok = reader.set_word(w, &mut v).is_ok() && !v.is_empty() && {
            let mut p = 0i32; // seek(0, t) starts at the DAWG root kwg[0].arc_index()
            for &t in &v {
                p = kwg.seek(p, t);
                if p < 0 { break; }
            }
            p > 0 && kwg[p].accepts()
        };
        println!("{w} {}", if ok { "valid" } else { "invalid" });
    }
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if is_big(&a[2]) { go::<kwg::Node24>(&a[2], &a[1], &a[3..]) } else { go::<kwg::Node22>(&a[2], &a[1], &a[3..]) }
}
