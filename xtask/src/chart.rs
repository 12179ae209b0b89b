//! The bar charts in `docs/`, drawn with the `plotters` library into SVG from plain labels and
//! numbers: what they show is chosen by the command that writes them (`census`, `bench`).

use std::fs;
use std::io;
use std::path::Path;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// The blue of every bar.
pub const BAR: RGBColor = RGBColor(59, 125, 216);
/// The grey of the bars a figure is measured against.
pub const GREY: RGBColor = RGBColor(170, 170, 170);

/// Writes a drawing (or the reason it could not be drawn) to `docs/name` under `root`.
pub fn save(root: &Path, name: &str, svg: Result<String, String>) -> io::Result<()> {
    let svg = svg.map_err(io::Error::other)?;
    fs::create_dir_all(root.join("docs"))?;
    fs::write(root.join("docs").join(name), svg)
}

/// An SVG drawing `size` pixels wide and high, on white, drawn by `draw`.
fn svg(
    size: (u32, u32),
    draw: impl FnOnce(&DrawingArea<SVGBackend<'_>, Shift>) -> Result<(), String>,
) -> Result<String, String> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        draw(&root)?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// About how wide a character of the labels is, in pixels, at the labels' size: enough to leave
/// room for the longest label (plotters does not measure text without a font library).
const CHAR_WIDTH: f64 = 6.6;

/// Upright bars, one per `(x, count)`, with the counts on a log scale so that the smallest show
/// beside counts a billion times larger.
pub fn log_columns(
    title: &str,
    x_desc: &str,
    y_desc: &str,
    columns: &[(u32, u64)],
) -> Result<String, String> {
    svg((720, 420), |root| {
        let most = columns.iter().map(|&(_, n)| n).max().unwrap_or(1) as f64;
        let last = columns.iter().map(|&(x, _)| x).max().unwrap_or(0);
        let mut chart = ChartBuilder::on(root)
            .caption(title, ("sans-serif", 18))
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
            .x_desc(x_desc)
            .y_desc(y_desc)
            .y_label_formatter(&|v| format!("1e{}", v.log10().round()))
            .draw()
            .map_err(|e| e.to_string())?;
        chart
            .draw_series(
                Histogram::vertical(&chart)
                    .style(BAR.filled())
                    .margin(4)
                    .data(columns.iter().map(|&(x, n)| (x, n as f64))),
            )
            .map_err(|e| e.to_string())?;
        Ok(())
    })
}

/// Horizontal bars, one per `(label, value, colour)`, on a log scale from 1; each bar's value is
/// written after it by `note`. The label area is as wide as the longest label, so none is cut off.
pub fn log_bars(
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
    svg((label_area + 560, height), |root| {
        let n = bars.len() as u32;
        let mut chart = ChartBuilder::on(root)
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
        Ok(())
    })
}

/// One line per `(label, points)`, with a legend: shares (as percentages) against a small
/// whole number (a distance), on a log scale so that the rare far arrangements show.
pub fn lines(
    title: &str,
    x_desc: &str,
    y_desc: &str,
    series: &[(String, Vec<(u32, f64)>)],
) -> Result<String, String> {
    let last = series
        .iter()
        .flat_map(|(_, points)| points.iter().map(|&(x, _)| x))
        .max()
        .unwrap_or(1);
    let least = series
        .iter()
        .flat_map(|(_, points)| points.iter().map(|&(_, y)| y))
        .filter(|&y| y > 0.0)
        .fold(100.0f64, f64::min);
    svg((760, 480), |root| {
        let mut chart = ChartBuilder::on(root)
            .caption(title, ("sans-serif", 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(70)
            .build_cartesian_2d(0..last, (least / 2.0..200.0).log_scale())
            .map_err(|e| e.to_string())?;
        chart
            .configure_mesh()
            .light_line_style(WHITE)
            .x_labels(last as usize + 1)
            .x_desc(x_desc)
            .y_desc(y_desc)
            .y_label_formatter(&|v| format!("1e{}", v.log10().round()))
            .draw()
            .map_err(|e| e.to_string())?;
        for (i, (label, points)) in series.iter().enumerate() {
            let colour = Palette99::pick(i).to_rgba();
            chart
                .draw_series(LineSeries::new(
                    points.iter().copied(),
                    colour.stroke_width(2),
                ))
                .map_err(|e| e.to_string())?
                .label(label.as_str())
                .legend(move |(x, y)| {
                    PathElement::new([(x, y), (x + 16, y)], colour.stroke_width(2))
                });
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .label_font(("sans-serif", 12))
            .draw()
            .map_err(|e| e.to_string())?;
        Ok(())
    })
}
