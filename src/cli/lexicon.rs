//! `plansza lexicon ...`: build a lexicon file from a word list, check words against one,
//! list its words.

use std::fs::File;
use std::io::{BufRead, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::Context;
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::Failure;
use crate::lexicon::{build_lexicon, bundled_path, BuildProgress, Language, Lexicon, LexiconError};

/// Exit code when the lexicon cannot be loaded.
pub const EXIT_LOAD: u8 = 2;

/// How often (in lines) the progress bar moves while reading.
const BAR_EVERY: u64 = 1 << 14;

/// The `lexicon` sub-commands.
#[derive(Debug, Subcommand)]
pub enum LexiconCommand {
    /// Build a lexicon file from a word list (one word per line, UTF-8).
    Build(BuildArgs),
    /// Say for each word whether it is in a lexicon: `WORD valid` or `WORD invalid`.
    Check(CheckArgs),
    /// Print every word of a lexicon, one a line, in the alphabet's order (what
    /// `lexicon build` reads back gives the same file).
    Words(WordsArgs),
}

/// Arguments of `plansza lexicon words`.
#[derive(Debug, Args)]
pub struct WordsArgs {
    /// The lexicon file; without it, the bundled lexicon of `--lang`.
    #[arg(long, value_name = "FILE")]
    pub lexicon: Option<PathBuf>,
    /// Language of the bundled lexicon, when no `--lexicon` is given.
    #[arg(long, value_parser = parse_language, default_value = "pl")]
    pub lang: Language,
}

/// Arguments of `plansza lexicon build`.
#[derive(Debug, Args)]
pub struct BuildArgs {
    /// Language code of the words: pl, en, ru or de.
    #[arg(long, value_parser = parse_language)]
    pub lang: Language,
    /// The word list to read, one word per line (e.g. /usr/share/dict/polish).
    #[arg(long, value_name = "FILE")]
    pub words: PathBuf,
    /// The lexicon file to write (e.g. dicts/pl.lex).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// Arguments of `plansza lexicon check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The lexicon file; without it, the bundled lexicon of `--lang`.
    #[arg(long, value_name = "FILE")]
    pub lexicon: Option<PathBuf>,
    /// Language of the bundled lexicon, when no `--lexicon` is given.
    #[arg(long, value_parser = parse_language, default_value = "pl")]
    pub lang: Language,
    /// The words to check.
    #[arg(required = true, value_name = "WORD")]
    pub words: Vec<String>,
}

/// Runs one `lexicon` sub-command.
pub fn run(command: LexiconCommand) -> Result<(), Failure> {
    match command {
        LexiconCommand::Build(args) => build(&args).map_err(Failure::from),
        LexiconCommand::Check(args) => check(&args),
        LexiconCommand::Words(args) => words(&args),
    }
}

fn parse_language(code: &str) -> Result<Language, String> {
    Language::from_code(code)
        .ok_or_else(|| format!("unknown language `{code}` (known: pl, en, ru, de)"))
}

/// `plansza lexicon build`: read, filter, build, write, print the stats.
fn build(args: &BuildArgs) -> anyhow::Result<()> {
    let started = Instant::now();
    let file = File::open(&args.words)
        .with_context(|| format!("cannot open the word list {}", args.words.display()))?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    let bar = progress_bar(size);

    let mut lines = Lines::new(BufReader::with_capacity(1 << 20, file), bar.clone());
    let (bytes, stats) = build_lexicon(args.lang, &mut lines, |p| match p {
        BuildProgress::Reading { .. } => {}
        BuildProgress::Sorting { words } => bar.set_message(format!("sorting {words} words")),
        BuildProgress::Writing { words } => bar.set_message(format!("writing {words} words")),
        BuildProgress::Done => bar.set_message("done"),
    })?;
    bar.finish_and_clear();
    if let Some(error) = lines.error {
        return Err(error).with_context(|| format!("reading {}", args.words.display()));
    }
    write_atomically(&args.out, &bytes)?;

    let mut out = std::io::stdout().lock();
    let report = format!(
        "{stats}\nwrote {} ({} bytes) in {:.1} s",
        args.out.display(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
    // A closed stdout (e.g. `| head`) is no reason to fail a finished build.
    let _ = writeln!(out, "{report}");
    Ok(())
}

/// `plansza lexicon check`: one `WORD valid|invalid` line per word.
fn check(args: &CheckArgs) -> Result<(), Failure> {
    let lexicon = words_only(args.lexicon.as_deref(), args.lang)
        .map_err(|e| Failure::with_code(EXIT_LOAD, e))?;
    let mut out = std::io::stdout().lock();
    for word in &args.words {
        let verdict = if lexicon.contains_str(word) {
            "valid"
        } else {
            "invalid"
        };
        if writeln!(out, "{word} {verdict}").is_err() {
            break;
        }
    }
    Ok(())
}

/// The words of the lexicon file, or of the bundled lexicon of `lang`, without the reversed
/// prefixes a look-up does not need ([`Lexicon::load_words`]).
fn words_only(file: Option<&Path>, lang: Language) -> Result<Lexicon, LexiconError> {
    let path = match file {
        Some(path) => return Lexicon::load_words(path),
        None => bundled_path(lang)?,
    };
    let lexicon = Lexicon::load_words(&path)?;
    if lexicon.language() != lang {
        return Err(LexiconError::WrongLanguage {
            expected: lang.code(),
            found: lexicon.language().code(),
        }
        .in_file(&path));
    }
    Ok(lexicon)
}

/// `plansza lexicon words`: every word, one a line.
fn words(args: &WordsArgs) -> Result<(), Failure> {
    let lexicon = words_only(args.lexicon.as_deref(), args.lang)
        .map_err(|e| Failure::with_code(EXIT_LOAD, e))?;
    let alphabet = lexicon.alphabet();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut line = String::new();
    for word in lexicon.words() {
        line.clear();
        line.push_str(&alphabet.decode(&word));
        line.push('\n');
        // A closed stdout (`| head`) ends the listing, not in an error.
        if out.write_all(line.as_bytes()).is_err() {
            return Ok(());
        }
    }
    let _ = out.flush();
    Ok(())
}

/// A byte-sized progress bar on stderr, hidden when stderr is not a terminal.
fn progress_bar(size: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(size), ProgressDrawTarget::stderr());
    let style = ProgressStyle::with_template(
        "{spinner} [{elapsed_precise}] {wide_bar} {bytes}/{total_bytes} {msg}",
    )
    .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar.set_message("reading");
    bar
}

/// Writes the file next to its final name first, then renames it, so a failed build never
/// leaves a half-written lexicon behind.
fn write_atomically(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    std::fs::write(&tmp, bytes).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot move {} to {}", tmp.display(), path.display())
    })
}

/// The lines of a reader as `String`s; stops at the first read error or non-UTF-8 line and
/// keeps that error for the caller, since an iterator of `String` cannot carry it.
struct Lines<R> {
    reader: R,
    bar: ProgressBar,
    buf: Vec<u8>,
    line: u64,
    bytes: u64,
    error: Option<anyhow::Error>,
}

impl<R: BufRead> Lines<R> {
    fn new(reader: R, bar: ProgressBar) -> Self {
        Lines {
            reader,
            bar,
            buf: Vec::new(),
            line: 0,
            bytes: 0,
            error: None,
        }
    }
}

impl<R: BufRead> Iterator for Lines<R> {
    type Item = String;

    fn next(&mut self) -> Option<String> {
        if self.error.is_some() {
            return None;
        }
        self.buf.clear();
        match self.reader.read_until(b'\n', &mut self.buf) {
            Ok(0) => {
                self.bar.set_position(self.bytes);
                None
            }
            Ok(n) => {
                self.line += 1;
                self.bytes += n as u64;
                if self.line % BAR_EVERY == 0 {
                    self.bar.set_position(self.bytes);
                }
                match String::from_utf8(std::mem::take(&mut self.buf)) {
                    Ok(s) => Some(s),
                    Err(_) => {
                        self.error = Some(anyhow::anyhow!(
                            "line {} is not UTF-8 text; convert the list with iconv first",
                            self.line
                        ));
                        None
                    }
                }
            }
            Err(e) => {
                self.error =
                    Some(anyhow::Error::new(e).context(format!("after line {}", self.line)));
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_stop_at_bad_utf8_and_keep_the_error() {
        let data: &[u8] = b"kot\npies\n\xff\xfe\nlas\n";
        let mut lines = Lines::new(data, ProgressBar::hidden());
        let got: Vec<String> = (&mut lines).collect();
        assert_eq!(got, ["kot\n", "pies\n"]);
        let err = lines.error.expect("error kept").to_string();
        assert!(err.contains("line 3"), "{err}");
    }

    #[test]
    fn languages_parse_by_code() {
        assert_eq!(parse_language("PL"), Ok(Language::Polish));
        assert!(parse_language("klingon").is_err());
    }
}
