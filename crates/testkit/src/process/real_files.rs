//! What real files bring that the statement's samples do not, as part of every binary's
//! [`Contract`]: Windows line ends, a missing last line end, tabs, trailing spaces, blank lines,
//! a NUL byte, and a line of 100 MB. Each is either read as the clean file would be, or refused
//! with one short `error: line L, column C: …` line; none makes a solver hang or swallow memory
//! (the long line is one token past every format's limit, or whitespace the scanner skips as it
//! reads).

use super::Contract;

/// A line of this many bytes and no line end: longer than any token a format allows.
const LONG_LINE: usize = 100_000_000;

impl Contract {
    /// The good input laid out as real files are: the same answers, status 0, no message.
    pub fn real_file_layouts(&self) {
        let good = self.good;
        let layouts = [
            ("Windows line ends", good.replace('\n', "\r\n")),
            (
                "no line end after the last line",
                good.trim_end_matches('\n').to_string(),
            ),
            ("tabs for spaces", good.replace(' ', "\t")),
            (
                "tabs before every line",
                format!("\t{}", good.replace('\n', "\n\t")),
            ),
            ("trailing spaces", good.replace('\n', "  \n")),
            ("blank lines between all lines", good.replace('\n', "\n\n")),
            ("blank lines before and after", format!("\n\n{good}\n\n")),
        ];
        for (what, input) in layouts {
            let run = self.run(&[], &input);
            assert_eq!(
                (run.code, run.stdout.as_str(), run.stderr.as_str()),
                (Some(0), self.answers, ""),
                "{what}: {input:?}"
            );
        }
    }

    /// A NUL byte where the input starts: refused at line 1, column 1, with the byte shown.
    pub fn a_nul_byte(&self) {
        let run = self.run(&[], &format!("\0{}", self.good));
        run.assert_refused_at_the_start("a NUL byte");
        assert!(
            run.stderr.contains("\\0"),
            "the NUL byte shown: {:?}",
            run.stderr
        );
    }

    /// 100 MB of one letter and no line end: refused at once with a short message that quotes
    /// only its start. 100 MB of spaces: whitespace, read to the end, no case and no message.
    pub fn a_line_of_100_mb(&self) {
        let letters = "w".repeat(LONG_LINE);
        let run = self.run(&[], &letters);
        run.assert_refused_at_the_start("100 MB of `w`");
        assert!(
            run.stderr.contains('…'),
            "the token cut short: {:?}",
            run.stderr
        );
        assert!(
            run.stderr.contains(": expected ") && run.stderr.contains(", found "),
            "what was expected and what was found: {:?}",
            run.stderr
        );
        let spaces = " ".repeat(LONG_LINE);
        let run = self.run(&[], &spaces);
        assert_eq!(
            (run.code, run.stdout.as_str(), run.stderr.as_str()),
            (Some(0), "", ""),
            "100 MB of spaces"
        );
    }
}
