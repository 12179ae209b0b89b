//! The unified diff of an expected and an actual output, for a person reading a wrong answer.

use similar::TextDiff;

/// The unified diff of `expected` against `actual`, three lines of context; non-UTF-8 bytes are
/// shown replaced, and a missing final newline is called out (it is a byte of difference too).
pub fn unified(expected: &[u8], actual: &[u8]) -> String {
    labelled(expected, actual, "expected", "actual")
}

/// [`unified`] with the two sides named `old` and `new` in its header.
///
/// ```
/// let diff = testkit::diff::labelled(b"a\n", b"b\n", "stored", "new");
/// assert!(diff.starts_with("--- stored\n+++ new\n"));
/// ```
pub fn labelled(old: &[u8], new: &[u8], old_name: &str, new_name: &str) -> String {
    let old = String::from_utf8_lossy(old);
    let new = String::from_utf8_lossy(new);
    TextDiff::from_lines(old.as_ref(), new.as_ref())
        .unified_diff()
        .context_radius(3)
        .missing_newline_hint(true)
        .header(old_name, new_name)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_the_changed_line() {
        let diff = unified(b"AC\n2\n", b"AC\n3\n");
        assert!(diff.contains("--- expected"));
        assert!(diff.contains("-2\n"));
        assert!(diff.contains("+3\n"));
    }

    #[test]
    fn a_missing_final_newline_is_visible() {
        let diff = unified(b"4\n", b"4");
        assert!(diff.contains("No newline at end of file"), "{diff}");
    }
}
