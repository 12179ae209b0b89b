//! Snapshots of a solver binary, named by their test alone.
//!
//! Each solver crate's integration tests are one binary (`tests/main.rs`), so insta would name a
//! snapshot file by its module path too (`main__snapshots__help.snap`). [`assert_cmd_snapshot!`]
//! is insta-cmd's macro with that prefix turned off: `tests/snapshots/help.snap`.

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
