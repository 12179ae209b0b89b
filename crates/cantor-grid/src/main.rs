//! The `cantor-grid` command: judge input on stdin, judge output on stdout.

fn main() -> std::process::ExitCode {
    search_core::shell::main::<cantor_grid::cli::Cli>()
}
