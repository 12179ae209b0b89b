//! The scanner against the obvious tokenizer, with every way a reader can split its input.

use super::*;

fn tokens(input: &str) -> Vec<(String, usize, usize)> {
    let mut scanner = Scanner::new(input.as_bytes());
    let mut out = Vec::new();
    while let Some(t) = scanner.next_token().unwrap() {
        out.push((t.text.to_string(), t.pos.line, t.pos.column));
    }
    out
}

#[test]
fn positions_count_lines_and_characters() {
    assert_eq!(
        tokens("ab  c\n\n\td é x\r\n  y"),
        [
            ("ab".into(), 1, 1),
            ("c".into(), 1, 5),
            ("d".into(), 3, 2),
            ("é".into(), 3, 4),
            ("x".into(), 3, 6),
            ("y".into(), 4, 3),
        ]
    );
}

#[test]
fn only_ascii_whitespace_separates_tokens() {
    // A no-break space is not a separator: it stays in the token, where a parser reports it.
    assert_eq!(
        tokens("1\u{a0}2\x0c3"),
        [("1\u{a0}2".into(), 1, 1), ("3".into(), 1, 5)]
    );
}

#[test]
fn empty_and_blank_input_have_no_tokens() {
    assert!(tokens("").is_empty());
    assert!(tokens(" \n\t\n").is_empty());
}

#[test]
fn end_position_follows_the_last_character() {
    let end = |input: &str| {
        let mut s = Scanner::new(input.as_bytes());
        while s.next_token().unwrap().is_some() {}
        s.end_pos()
    };
    assert_eq!(end(""), Pos { line: 1, column: 1 });
    assert_eq!(end("1 2"), Pos { line: 1, column: 4 });
    assert_eq!(end("1 2\n"), Pos { line: 2, column: 1 });
    assert_eq!(end("1\n\n  "), Pos { line: 3, column: 3 });
}

#[test]
fn invalid_utf8_is_an_error_at_its_column() {
    let mut s = Scanner::new(&b"ok\nab\xffc\n"[..]);
    assert_eq!(s.next_token().unwrap().unwrap().text, "ok");
    // The valid part of the token comes first: a parser finds its mistakes before the bad byte.
    let token = s.next_token().unwrap().unwrap();
    assert_eq!((token.text, token.pos.column), ("ab", 1));
    let err = s.next_token().unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 2, column 3: the input is not valid UTF-8"
    );
}

#[test]
fn invalid_utf8_at_the_start_of_a_token_is_an_error_there() {
    let mut s = Scanner::new(&b"ok \xff\n"[..]);
    assert_eq!(s.next_token().unwrap().unwrap().text, "ok");
    let err = s.next_token().unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1, column 4: the input is not valid UTF-8"
    );
}

#[test]
fn a_read_error_comes_after_the_tokens_already_read() {
    // A reader that fails after its first read: the token read first still arrives.
    struct FailsAfterOneRead(bool);
    impl std::io::Read for FailsAfterOneRead {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if std::mem::replace(&mut self.0, true) {
                return Err(std::io::Error::other("gone"));
            }
            buf[..2].copy_from_slice(b"7\n");
            Ok(2)
        }
    }
    let mut s = Scanner::new(std::io::BufReader::new(FailsAfterOneRead(false)));
    assert_eq!(s.next_token().unwrap().unwrap().text, "7");
    let err = s.next_token().unwrap_err();
    assert_eq!(err.pos, Pos { line: 2, column: 1 });
    assert!(err.message.starts_with("cannot read the input"));
}

/// A reader that hands out its input `chunk` bytes at a time, as a pipe may.
struct Trickle<'a> {
    input: &'a [u8],
    chunk: usize,
}

impl std::io::Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.chunk.min(buf.len()).min(self.input.len());
        buf[..n].copy_from_slice(&self.input[..n]);
        self.input = &self.input[n..];
        Ok(n)
    }
}

/// Tokens with positions, or the first error, reading `input` `chunk` bytes at a time.
fn trickled(input: &[u8], chunk: usize) -> (Vec<(String, usize, usize)>, Option<String>) {
    let reader = std::io::BufReader::with_capacity(chunk, Trickle { input, chunk });
    let mut scanner = Scanner::new(reader);
    let mut out = Vec::new();
    loop {
        match scanner.next_token() {
            Ok(Some(t)) => out.push((t.text.to_string(), t.pos.line, t.pos.column)),
            Ok(None) => return (out, None),
            Err(e) => return (out, Some(e.to_string())),
        }
    }
}

/// The obvious tokenizer: split each line on ASCII whitespace, counting characters.
fn reference(input: &str) -> Vec<(String, usize, usize)> {
    let mut out = Vec::new();
    for (l, line) in input.split('\n').enumerate() {
        let mut token = String::new();
        let mut start = 0;
        for (c, ch) in line.chars().chain([' ']).enumerate() {
            if ch.is_ascii_whitespace() {
                if !token.is_empty() {
                    out.push((std::mem::take(&mut token), l + 1, start + 1));
                }
            } else {
                if token.is_empty() {
                    start = c;
                }
                token.push(ch);
            }
        }
    }
    out
}

#[test]
fn characters_split_across_reads_are_put_together() {
    for chunk in 1..=4 {
        assert_eq!(
            trickled("é\n xé€𝄞y ".as_bytes(), chunk),
            (vec![("é".into(), 1, 1), ("xé€𝄞y".into(), 2, 2)], None),
            "chunk {chunk}"
        );
    }
}

#[test]
fn a_character_cut_off_by_the_end_is_an_error_after_the_tokens_before_it() {
    for chunk in [1, 2, 64] {
        let (tokens, err) = trickled(b"1 2\nab\xe2\x82", chunk);
        assert_eq!(
            tokens,
            [("1".into(), 1, 1), ("2".into(), 1, 3), ("ab".into(), 2, 1)]
        );
        assert_eq!(
            err.as_deref(),
            Some("line 2, column 3: the input is not valid UTF-8"),
            "chunk {chunk}"
        );
    }
}

#[test]
fn a_bad_byte_between_tokens_is_an_error_at_its_column() {
    for chunk in [1, 3, 64] {
        let (tokens, err) = trickled(b"1 \xff 2", chunk);
        assert_eq!(tokens, [("1".into(), 1, 1)]);
        assert_eq!(
            err.as_deref(),
            Some("line 1, column 3: the input is not valid UTF-8"),
            "chunk {chunk}"
        );
    }
}

proptest::proptest! {
    #[test]
    fn any_chunking_gives_the_obvious_tokens(
        input in "([a-c1-3é€𝄞\u{a0}]{0,4}[ \t\r\n\x0c]{0,3}){0,12}",
        chunk in 1usize..9,
    ) {
        let (tokens, err) = trickled(input.as_bytes(), chunk);
        proptest::prop_assert_eq!(err, None);
        proptest::prop_assert_eq!(tokens, reference(&input));
    }
}

#[test]
fn a_byte_order_mark_at_the_start_is_skipped_and_takes_no_column() {
    for chunk in [1, 2, 3, 64] {
        assert_eq!(
            trickled("\u{feff}1 2\n3".as_bytes(), chunk),
            (
                vec![("1".into(), 1, 1), ("2".into(), 1, 3), ("3".into(), 2, 1)],
                None
            ),
            "chunk {chunk}"
        );
    }
    // Only at the very start: later it is a character of a token, which a parser then reports.
    assert_eq!(tokens(" \u{feff}1"), [("\u{feff}1".into(), 1, 2)]);
    assert!(tokens("\u{feff}").is_empty());
}

#[test]
fn quotes_escape_what_cannot_be_seen_and_stay_short() {
    assert_eq!(quote("1\u{a0}2"), "`1<U+00A0>2`");
    assert_eq!(quote("\u{7}\u{200b}"), "`<U+0007><U+200B>`");
    assert_eq!(quote("x\r"), "`x\\r`");
    assert_eq!(quote("é€𝄞"), "`é€𝄞`");
    // Forty characters are quoted whole; one more is cut, with the length in characters.
    let forty = "é".repeat(40);
    assert_eq!(quote(&forty), format!("`{forty}`"));
    assert_eq!(
        quote(&format!("{forty}é")),
        format!("`{forty}…` (41 characters)")
    );
}

#[test]
fn a_long_token_is_quoted_short_in_its_error() {
    let input = format!("1 {}", "w".repeat(10_000));
    let mut s = Scanner::new(input.as_bytes());
    s.next_token().unwrap();
    let err = s.next_token().unwrap().unwrap().error("a digit");
    assert!(err.to_string().len() < 120, "{err}");
    assert!(err.to_string().ends_with("…` (10000 characters)"), "{err}");
}

#[test]
fn a_token_longer_than_the_limit_is_refused_at_its_start_without_reading_it_all() {
    // 100,000 bytes of one token, handed out 64 bytes at a time, with a limit of 1,000.
    let input = format!("ok {}", "w".repeat(100_000));
    let reader = std::io::BufReader::with_capacity(
        64,
        Trickle {
            input: input.as_bytes(),
            chunk: 64,
        },
    );
    let mut s = Scanner::with_token_limit(reader, 1000);
    assert_eq!(s.next_token().unwrap().unwrap().text, "ok");
    let err = s.next_token().unwrap_err();
    assert_eq!(err.pos, Pos { line: 1, column: 4 });
    assert_eq!(
        err.message,
        format!(
            "expected a token of at most 1000 bytes, found `{}…`, a token of more than 1000 \
             bytes, longer than this input allows",
            "w".repeat(40)
        )
    );
    // What was read stops soon after the limit, not at the end of the token.
    assert!(s.text.len() < 1000 + 2 * 64, "{} bytes kept", s.text.len());
    let err = Scanner::with_token_limit("abc".as_bytes(), 2)
        .expect_token("a word")
        .unwrap_err();
    assert!(
        err.message.starts_with("expected a word, found `abc`"),
        "{err}"
    );
    // At the limit is fine.
    assert_eq!(
        Scanner::with_token_limit("ab".as_bytes(), 2)
            .next_token()
            .unwrap()
            .unwrap()
            .text,
        "ab"
    );
}
