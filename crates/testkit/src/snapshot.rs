//! Snapshots of a solver binary: named by their test alone, and error messages as one
//! transcript beside their inputs.
//!
//! Each solver crate's integration tests are one binary (`tests/main.rs`), so insta would name a
//! snapshot file by its module path too (`integration__snapshots__help.snap`).
//! [`assert_cmd_snapshot!`](crate::assert_cmd_snapshot) is insta-cmd's macro with that prefix turned off:
//! `tests/snapshots/help.snap`.
//!
//! Error messages are a line or two each: [`transcript`] runs the binary on each bad input of a
//! table and writes, for each, its name, the exit status, the answers before the error and the
//! message, so that one inline snapshot beside the table shows every input's outcome.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::Stdio;

/// The insta settings of every snapshot of a solver binary: named by the test (or the name
/// given), without the module path of the test binary.
pub fn settings() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings
}

/// insta-cmd's `assert_cmd_snapshot!` under [`settings`]: the same arguments, a file snapshot
/// named by the test alone, or an inline one (`@"…"`).
#[macro_export]
macro_rules! assert_cmd_snapshot {
    ($($arg:tt)*) => {{
        let _named_by_the_test = $crate::snapshot::settings().bind_to_scope();
        ::insta_cmd::assert_cmd_snapshot!($($arg)*)
    }};
}

/// One bad input for [`transcript`]: a name, the flags, and standard input.
pub type BadInput<'a> = (&'a str, &'a [&'a str], String);

/// Runs `binary` on each input and writes what happened, one block per input:
///
/// ```text
/// not_an_integer (exit 1)
///   out: AC
///   out: 2
///   err: error: line 2, column 5: expected a symbol 1, 2 or 3 (cell 3 of 24), found `x`
/// cut_off (exit 1)
///   out: (as above)
///   err: error: line 3, column 4: expected a symbol 1, 2 or 3 (cell 9 of 24), found end of input
/// ```
///
/// Most bad inputs follow the same good case, so output the same as the block before's is
/// written `(as above)`: the messages, which differ, stand out.
///
/// # Panics
/// If the binary cannot be run.
pub fn transcript(binary: &str, inputs: &[BadInput<'_>]) -> String {
    let mut text = String::new();
    let mut above: Vec<u8> = Vec::new();
    for (name, args, stdin) in inputs {
        let mut child = crate::process::command(binary, args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {binary}: {e}"));
        // A binary that stops at the error may not read the rest: a closed pipe is fine here.
        let _ = child
            .stdin
            .take()
            .expect("stdin is piped")
            .write_all(stdin.as_bytes());
        let output = child
            .wait_with_output()
            .expect("the binary runs to its end");
        let status = output
            .status
            .code()
            .map_or("killed".to_string(), |c| format!("exit {c}"));
        let flags = if args.is_empty() {
            String::new()
        } else {
            format!(" {}", args.join(" "))
        };
        writeln!(text, "{name}{flags} ({status})").unwrap();
        let same = !output.stdout.is_empty() && output.stdout == above;
        let out: &[u8] = if same {
            b"(as above)\n"
        } else {
            &output.stdout
        };
        for (tag, stream) in [("out", out), ("err", &output.stderr)] {
            for line in String::from_utf8_lossy(stream).lines() {
                writeln!(text, "  {tag}: {line}").unwrap();
                // No trailing space after the tag of an empty line.
                if line.is_empty() {
                    text.truncate(text.len() - 2);
                    text.push('\n');
                }
            }
        }
        above = output.stdout;
    }
    text
}
