//! The `dicey-problem` command: judge input on stdin, judge output on stdout.

fn main() -> std::process::ExitCode {
    search_core::shell::main::<dicey_problem::cli::Cli>()
}
