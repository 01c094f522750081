//! The command line: `plansza` runs the bot; sub-commands are tools.

/// Entry point of the binary.
pub fn main() -> std::process::ExitCode {
    std::process::ExitCode::SUCCESS
}
