//! The `plansza` binary: runs the Discord bot, or one of the command-line tools.

fn main() -> std::process::ExitCode {
    plansza::cli::main()
}
