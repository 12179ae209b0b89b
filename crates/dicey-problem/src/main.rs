//! The `dicey-problem` command: judge input on stdin, judge output on stdout.

fn main() -> std::process::ExitCode {
    solver_cli::shell::main::<dicey_problem::Options>()
}
