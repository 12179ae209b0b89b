//! [`quote`]: how an error message shows a piece of the input, short and readable.

/// The byte-order mark, U+FEFF, as some editors put it before the first character of a file.
pub(super) const BYTE_ORDER_MARK: char = '\u{feff}';

/// The most characters of a piece of input an error quotes.
pub const QUOTE_CHARS: usize = 40;

/// A piece of the input as an error message shows it: in backticks, at most [`QUOTE_CHARS`]
/// characters (then `…` and the whole length), and with every character that shows nothing or
/// moves the cursor written out: `\t`, `\r`, `\n`, `\0`, and `<U+XXXX>` for the other control
/// characters, spaces other than the ASCII one, and invisible format characters such as the
/// byte-order mark.
///
/// ```
/// use solver_cli::scan::quote;
/// assert_eq!(quote("x"), "`x`");
/// assert_eq!(quote("a\tb\u{feff}"), "`a\\tb<U+FEFF>`");
/// assert_eq!(quote(&"w".repeat(100)), format!("`{}…` (100 characters)", "w".repeat(40)));
/// ```
pub fn quote(text: &str) -> String {
    quoted(text, true)
}

/// [`quote`] for the start of a text whose end is unknown: cut the same way, but without a length.
pub(super) fn quote_start(text: &str) -> String {
    quoted(text, false)
}

fn quoted(text: &str, whole: bool) -> String {
    let mut out = String::from("`");
    for (shown, c) in text.chars().enumerate() {
        if shown == QUOTE_CHARS {
            out.push_str("…`");
            if whole {
                out.push_str(&format!(" ({} characters)", text.chars().count()));
            }
            return out;
        }
        match c {
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\n' => out.push_str("\\n"),
            '\0' => out.push_str("\\0"),
            c if is_invisible(c) => out.push_str(&format!("<U+{:04X}>", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('`');
    out
}

/// Whether `c` shows nothing a reader could tell apart: a control character, a space other than
/// the ASCII one, or a format character that only steers other characters.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || (c.is_whitespace() && c != ' ')
        || matches!(
            c,
            '\u{00ad}'
                | '\u{034f}'
                | '\u{061c}'
                | '\u{115f}'
                | '\u{1160}'
                | '\u{17b4}'
                | '\u{17b5}'
                | '\u{180b}'..='\u{180f}'
                | '\u{200b}'..='\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2060}'..='\u{206f}'
                | '\u{3164}'
                | '\u{fe00}'..='\u{fe0f}'
                | BYTE_ORDER_MARK
                | '\u{ffa0}'
                | '\u{fff0}'..='\u{fff8}'
                | '\u{e0000}'..='\u{e0fff}'
        )
}
