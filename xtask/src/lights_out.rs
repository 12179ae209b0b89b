//! `cargo xtask lights-out [--from N] [--to N]`: flip-game on the all-black n × n board to white,
//! the fewest presses that turn off the all-on Lights Out board (OEIS A075464), for each n in
//! turn, with what it printed, its time and its memory. For the sizes past the release tests,
//! outside CI: by default n = 79, the first term nobody has published, whose kernel has
//! dimension 64, the most the branch and bound takes. A refusal is an answer here: its message
//! carries the bounds the solver proved.

use std::io;
use std::path::Path;
use std::process::{Command, Stdio};

use testkit::generate;

use crate::measure;

#[derive(clap::Args)]
pub struct Args {
    /// The first size.
    #[arg(long, default_value_t = 79)]
    from: usize,
    /// The last size (at most 1024).
    #[arg(long, default_value_t = 79)]
    to: usize,
}

/// Builds flip-game and runs it on each size, printing one line a size.
pub fn run(root: &Path, args: &Args) -> io::Result<bool> {
    crate::build_release(root, &["flip-game"])?;
    let bin = crate::target_dir(root).join("release").join("flip-game");
    for n in args.from..=args.to {
        let size = format!("{n}x{n}");
        let mut command = Command::new(&bin);
        command
            .args(["--size", &size, "--target", "white"])
            .stderr(Stdio::piped());
        let input = generate::all_black_flip_board(n, n);
        let (cpu, wall, out) = measure::piped(&mut command, &input)?;
        let said = if out.status.success() {
            out.stdout
        } else {
            out.stderr
        };
        let (_, peak_kib) = measure::children()?;
        println!(
            "{n} x {n}: {} ({:.2} s, {:.2} s of CPU, {} MiB at most so far)",
            String::from_utf8_lossy(&said).trim(),
            wall.as_secs_f64(),
            cpu.as_secs_f64(),
            peak_kib / 1024
        );
    }
    Ok(true)
}
