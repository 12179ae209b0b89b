//! The charts in `docs/`, drawn with the `plotters` library into SVG.

use plotters::prelude::*;

use crate::census::Row;

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
