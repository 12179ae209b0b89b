//! `cargo xtask census`: runs `rotation-game census` (release build) and puts what it counted
//! where a reader looks: the table in the rotation-game README (the crate's docs) and the
//! workspace README, between `<!-- census -->` and `<!-- /census -->`, and the chart
//! `docs/census.svg`. Never edit those by hand: run this again. (rotation-game's release-only
//! census test checks that the README tables are what the census counts.)

use std::fs;
use std::io;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::chart;

/// The files whose census table this command rewrites.
const READMES: [&str; 2] = ["README.md", "crates/rotation-game/README.md"];

/// Counts, writes the tables and the chart.
pub fn run(root: &Path) -> io::Result<()> {
    crate::build_release(root, &["rotation-game"])?;
    let program = crate::target_dir(root).join("release/rotation-game");
    let output = Command::new(&program)
        .arg("census")
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()?;
    crate::check(output.status, "rotation-game census")?;
    let text = String::from_utf8_lossy(&output.stdout);
    let (rows, total) =
        parse(&text).ok_or_else(|| io::Error::other(format!("cannot read the census:\n{text}")))?;
    let table = markdown(&rows, &total);
    for readme in READMES {
        let path = root.join(readme);
        let old = fs::read_to_string(&path)?;
        let new = replace_between(&old, "<!-- census -->", "<!-- /census -->", &table).ok_or_else(
            || {
                io::Error::other(format!(
                    "{readme} has no <!-- census --> … <!-- /census -->"
                ))
            },
        )?;
        fs::write(&path, new)?;
    }
    // On a log scale, so that the 192 hardest boards show beside the billions in the middle.
    let columns: Vec<(u32, u64)> = rows.iter().map(|r| (r.moves, r.boards)).collect();
    let svg = chart::log_columns(
        "Rotation Game: all 9,465,511,770 boards by the fewest moves",
        "moves",
        "boards (log scale)",
        &columns,
    );
    chart::save(root, "census.svg", svg)?;
    println!(
        "wrote the census tables in {} and docs/census.svg",
        READMES.join(", ")
    );
    Ok(())
}

/// One line of the census: the moves, the boards that need them (a number, and as printed),
/// and their share as printed.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub moves: u32,
    pub boards: u64,
    pub printed: String,
    pub share: String,
}

/// The rows of `rotation-game census` output (the lines that start with a number of moves) and
/// its total as printed.
fn parse(text: &str) -> Option<(Vec<Row>, String)> {
    let mut rows = Vec::new();
    let mut total = None;
    for line in text.lines() {
        let mut fields = line.split_whitespace();
        let first = fields.next().unwrap_or_default();
        if first == "total" {
            total = fields.next().map(str::to_string);
            continue;
        }
        let Ok(moves) = first.parse() else {
            continue;
        };
        let printed = fields.next()?.to_string();
        let boards = printed.replace(',', "").parse().ok()?;
        let share = fields.collect::<Vec<_>>().join(" ");
        rows.push(Row {
            moves,
            boards,
            printed,
            share,
        });
    }
    Some((rows, total?)).filter(|(rows, _)| !rows.is_empty())
}

/// The census as a Markdown table, with its total.
fn markdown(rows: &[Row], total: &str) -> String {
    let mut out = String::from("| moves | boards | share |\n|---:|---:|---:|\n");
    for row in rows {
        out += &format!("| {} | {} | {} |\n", row.moves, row.printed, row.share);
    }
    out + &format!("| total | {total} | |\n")
}

/// `text` with what lies between the lines `start` and `end` replaced by `inner`; `None` if
/// either marker is missing.
pub fn replace_between(text: &str, start: &str, end: &str, inner: &str) -> Option<String> {
    let from = text.find(start)? + start.len();
    let to = from + text[from..].find(end)?;
    Some(format!("{}\n\n{inner}\n{}", &text[..from], &text[to..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    const OUTPUT: &str = "boards by the fewest moves that make the centre one symbol:\n\
        moves          boards          share\n    0          38,610    0.0004079 %\n   13             \
        192  0.000002028 %\ntotal   9,465,511,770\n";

    #[test]
    fn the_rows_of_the_census_are_read_and_tabled() {
        let (rows, total) = parse(OUTPUT).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!((rows[0].moves, rows[0].boards), (0, 38_610));
        assert_eq!(rows[1].share, "0.000002028 %");
        let table = markdown(&rows, &total);
        assert!(table.contains("| 0 | 38,610 | 0.0004079 % |"));
        assert!(table.ends_with("| total | 9,465,511,770 | |\n"));
    }

    #[test]
    fn only_the_text_between_the_markers_changes() {
        let text = "a\n<!-- census -->\nold\n<!-- /census -->\nb\n";
        assert_eq!(
            replace_between(text, "<!-- census -->", "<!-- /census -->", "new\n").unwrap(),
            "a\n<!-- census -->\n\nnew\n\n<!-- /census -->\nb\n"
        );
        assert!(
            replace_between("no markers", "<!-- census -->", "<!-- /census -->", "x").is_none()
        );
    }
}
