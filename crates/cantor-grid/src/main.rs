//! The `cantor-grid` command: judge input on stdin, judge output on stdout.

fn main() -> std::process::ExitCode {
    solver_cli::shell::main::<cantor_grid::Options>()
}
