//! The `rotation-game` command: judge input on stdin, judge output on stdout.

fn main() -> std::process::ExitCode {
    solver_cli::shell::main::<rotation_game::Options>()
}
