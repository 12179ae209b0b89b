//! The charts in `docs/`, drawn with the `plotters` library into SVG.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::census::Row;
use crate::report::{Comparison, Line, times};

/// The blue of every bar.
const BAR: RGBColor = RGBColor(59, 125, 216);
/// The grey of the floor's bars.
const FLOOR: RGBColor = RGBColor(170, 170, 170);

/// About how wide a character of the labels is, in pixels, at the labels' size: enough to leave
/// room for the longest label (plotters does not measure text without a font library).
const CHAR_WIDTH: f64 = 6.6;

/// A bar chart of the census: boards by the moves they need, on a log scale so that the 192
/// hardest boards show beside the billions in the middle.
pub fn census(rows: &[Row]) -> Result<String, String> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (720, 420)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let most = rows.iter().map(|r| r.boards).max().unwrap_or(1) as f64;
        let last = rows.iter().map(|r| r.moves).max().unwrap_or(0);
        let mut chart = ChartBuilder::on(&root)
            .caption(
                "Rotation Game: all 9,465,511,770 boards by the fewest moves",
                ("sans-serif", 18),
            )
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(70)
            .build_cartesian_2d((0..last).into_segmented(), (1f64..most * 4.0).log_scale())
            .map_err(|e| e.to_string())?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .light_line_style(WHITE)
            .x_labels(last as usize + 2)
            .x_desc("moves")
            .y_desc("boards (log scale)")
            .y_label_formatter(&|v| format!("1e{}", v.log10().round()))
            .draw()
            .map_err(|e| e.to_string())?;
        chart
            .draw_series(
                Histogram::vertical(&chart)
                    .style(RGBColor(59, 125, 216).filled())
                    .margin(4)
                    .data(rows.iter().map(|r| (r.moves, r.boards as f64))),
            )
            .map_err(|e| e.to_string())?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// Horizontal bars, one per `(label, value, colour)`, on a log scale from 1; each bar's value is
/// written after it by `note`. The label area is as wide as the longest label, so none is cut off.
fn log_bars(
    title: &str,
    axis: &str,
    bars: &[(String, f64, RGBColor)],
    note: impl Fn(f64) -> String,
) -> Result<String, String> {
    let scale = |v: &f64| note(*v);
    let longest = bars
        .iter()
        .map(|(l, ..)| l.chars().count())
        .max()
        .unwrap_or(10);
    let label_area = (longest as f64 * CHAR_WIDTH) as u32 + 16;
    let height = 90 + 26 * bars.len() as u32;
    let most = bars.iter().map(|&(_, v, _)| v).fold(10.0f64, f64::max);
    let mut svg = String::new();
    {
        let root =
            SVGBackend::with_string(&mut svg, (label_area + 560, height)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let n = bars.len() as u32;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 17))
            .margin(12)
            .margin_right(70)
            .x_label_area_size(36)
            .y_label_area_size(label_area)
            .build_cartesian_2d((1f64..most * 2.0).log_scale(), (0..n).into_segmented())
            .map_err(|e| e.to_string())?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .light_line_style(WHITE)
            .y_labels(bars.len() + 1)
            .y_label_formatter(&|v| match v {
                SegmentValue::CenterOf(i) => bars
                    .len()
                    .checked_sub(1 + *i as usize)
                    .and_then(|k| bars.get(k))
                    .map_or(String::new(), |(l, ..)| l.clone()),
                _ => String::new(),
            })
            .x_label_formatter(&scale)
            .label_style(("sans-serif", 12))
            .axis_desc_style(("sans-serif", 13))
            .x_desc(axis)
            .draw()
            .map_err(|e| e.to_string())?;
        // The first bar on top: segments count from the bottom.
        chart
            .draw_series(bars.iter().enumerate().map(|(i, &(_, v, colour))| {
                let y = n - 1 - i as u32;
                let mut bar = Rectangle::new(
                    [
                        (1.0, SegmentValue::Exact(y)),
                        (v.max(1.0), SegmentValue::Exact(y + 1)),
                    ],
                    colour.filled(),
                );
                bar.set_margin(4, 4, 0, 0);
                bar
            }))
            .map_err(|e| e.to_string())?;
        chart
            .draw_series(bars.iter().enumerate().map(|(i, &(_, v, _))| {
                let y = n - 1 - i as u32;
                Text::new(
                    note(v),
                    (v.max(1.0) * 1.08, SegmentValue::CenterOf(y)),
                    TextStyle::from(("sans-serif", 12).into_font())
                        .pos(Pos::new(HPos::Left, VPos::Center)),
                )
            }))
            .map_err(|e| e.to_string())?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// Every speed-up of a default algorithm over the classic one, and of search-core over
/// `pathfinding`, as bars on a log scale.
pub fn speedups(lines: &[Line], comparisons: &[Comparison]) -> Result<String, String> {
    let mut bars: Vec<(String, f64, RGBColor)> = lines
        .iter()
        .filter_map(|l| {
            l.speedup_of_default.map(|r| {
                (
                    format!("{}: default vs {}, {}", l.problem, l.algorithm, l.about),
                    r,
                    BAR,
                )
            })
        })
        .collect();
    bars.extend(comparisons.iter().map(|c| {
        (
            format!("search-core vs pathfinding: {}", short(c.about)),
            c.theirs_ns / c.ours_ns,
            BAR,
        )
    }));
    log_bars(
        "How many times faster: the default against the classic algorithm, same input",
        "times faster (log scale)",
        &bars,
        times,
    )
}

/// The text of `about` up to its first parenthesis, for a label.
fn short(about: &str) -> &str {
    about.split(" (").next().unwrap_or(about).trim()
}

/// Each default solver's whole-process time beside the floor (`cat` of the same input), in
/// milliseconds on a log scale.
pub fn floor(lines: &[Line]) -> Result<String, String> {
    let mut bars = Vec::new();
    for line in lines.iter().filter(|l| l.speedup_of_default.is_none()) {
        let solver = line.summary.median.as_secs_f64() * 1000.0;
        let floor = line.floor.median.as_secs_f64() * 1000.0;
        bars.push((format!("{}: {}", line.problem, line.about), solver, BAR));
        bars.push((
            "cat of the same input (the floor)".to_string(),
            floor,
            FLOOR,
        ));
    }
    // The log scale starts at 1: milliseconds times ten, written back as milliseconds.
    let tenths: Vec<_> = bars.into_iter().map(|(l, v, c)| (l, v * 10.0, c)).collect();
    log_bars(
        "Whole process: each default solver and the floor, median ms",
        "milliseconds (log scale)",
        &tenths,
        |v| format!("{:.1} ms", v / 10.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::measure::Summary;
    use std::time::Duration;

    fn summary(ms: u64) -> Summary {
        let d = Duration::from_millis(ms);
        Summary {
            median: d,
            min: d,
            max: d,
            cpu: d,
            peak_kib: 1024,
        }
    }

    fn line(algorithm: &'static str, ms: u64, speedup: Option<f64>) -> Line {
        Line {
            problem: "rotation-game",
            about: "all 192 boards that need 13 moves, a long description of the input".into(),
            algorithm,
            command: "rotation-game".into(),
            summary: summary(ms),
            floor: summary(2),
            target: None,
            speedup_of_default: speedup,
        }
    }

    #[test]
    fn every_label_is_drawn_whole() {
        let lines = [
            line("table", 20, None),
            line("ida-star (classic)", 9000, Some(450.0)),
        ];
        let floor = floor(&lines).unwrap();
        assert!(
            floor.contains("rotation-game: all 192 boards that need 13 moves, a long description")
        );
        assert!(floor.contains("cat of the same input (the floor)"));
        assert!(floor.contains("20.0 ms") && floor.contains("2.0 ms"));
        let speedups = speedups(&lines, &[]).unwrap();
        assert!(speedups.contains("default vs ida-star (classic)"));
        assert!(speedups.contains("450×"));
        // The label area is wider than the longest label.
        let label = "rotation-game: default vs ida-star (classic), all 192 boards that need 13 moves, a long description of the input";
        assert!(speedups.contains(label));
    }
}
