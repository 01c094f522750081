//! The score chart of a game: each player's score after every turn as a line in their
//! seat's colour, on a grid with round steps, the biggest move ringed and labelled, the
//! end-game adjustments as a dashed last step, and a legend of names and final scores.
//!
//! Drawn with the same primitives and text layout as the boards (not a plotting crate):
//! the chart is a few polylines, and the names must be drawn as everywhere else (any
//! script, emoji, right-to-left), which only our layout does.

use super::canvas::{draw_text, draw_text_centred, fill_rect, fit_text, text_width, Mask};
use super::ending::seat_swatch;
use super::fonts::Face;
use super::indexed::Indexed;
use super::palette;
use super::{encode, RenderError};

/// One player's line.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ChartSeries {
    /// Display name.
    pub name: String,
    /// The seat, for the line's colour ([`palette::player_paint`]).
    pub seat: u8,
    /// The score before the first turn, then after each turn (every series as long).
    pub scores: Vec<i32>,
    /// The score at the end, adjustments included (a dashed last step when it differs
    /// from the last of `scores`).
    pub final_score: i32,
}

/// A point marked on the chart: the biggest move.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ChartMark {
    /// Which series.
    pub series: usize,
    /// The index in its scores (the score after that turn).
    pub at: usize,
    /// The label, e.g. "Best move: KOT +54".
    pub text: String,
}

/// Everything the score chart shows.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ChartView {
    /// The heading, e.g. "Score after each turn".
    pub title: String,
    /// Under the horizontal axis, e.g. "Turn".
    pub x_label: String,
    /// Beside the vertical axis, e.g. "Points".
    pub y_label: String,
    /// Under the dashed last step of the adjustments, e.g. "end".
    pub end_label: String,
    /// The players.
    pub series: Vec<ChartSeries>,
    /// The biggest move, if any.
    pub best: Option<ChartMark>,
    /// The vertical axis starts at zero (scores); false fits it to the values (ratings,
    /// which live around 1500).
    #[serde(default = "from_zero")]
    pub from_zero: bool,
}

/// Charts saved before [`ChartView::from_zero`] existed were score charts.
fn from_zero() -> bool {
    true
}

const WIDTH: i32 = 960;
const HEIGHT: i32 = 600;
const PAD: i32 = 16;
const LEFT: i32 = 84;
const RIGHT: i32 = 28;
const TOP: i32 = 124;
const BOTTOM: i32 = 70;
const LINE_W: f32 = 4.0;

/// A round step for an axis from 0 to `span` with about `ticks` lines: 1, 2 or 5 times a
/// power of ten.
fn step(span: i64, ticks: i64) -> i64 {
    let raw = (span.max(1) + ticks - 1) / ticks.max(1);
    let mut p = 1i64;
    loop {
        for m in [1, 2, 5] {
            if m * p >= raw {
                return m * p;
            }
        }
        p = p.saturating_mul(10);
    }
}

fn check(view: &ChartView) -> Result<usize, RenderError> {
    let n = view.series.first().map_or(0, |s| s.scores.len());
    if n == 0 || view.series.iter().any(|s| s.scores.len() != n) {
        return Err(RenderError::BadView(
            "every series of a chart needs the same number (at least one) of scores".into(),
        ));
    }
    if let Some(m) = &view.best {
        if m.series >= view.series.len() || m.at >= n {
            return Err(RenderError::BadView(
                "the chart's mark is off its series".into(),
            ));
        }
    }
    Ok(n)
}

/// Where values go on the picture.
struct Axes {
    x0: f32,
    x1: f32,
    y0: f32,
    y1: f32,
    /// The last turn (the scores' last index); past it, the adjustments' step at `x1`.
    last: usize,
    /// Room between the last turn and the adjustments' step (0 without one).
    end_gap: f32,
    low: i64,
    high: i64,
}

impl Axes {
    fn x(&self, i: usize) -> f32 {
        if i > self.last {
            return self.x1;
        }
        let span = self.last.max(1) as f32;
        self.x0 + (self.x1 - self.end_gap - self.x0) * i as f32 / span
    }
    fn y(&self, v: i64) -> f32 {
        let span = (self.high - self.low).max(1) as f32;
        self.y1 - (self.y1 - self.y0) * (v - self.low) as f32 / span
    }
}

/// Draws the chart.
pub(crate) fn draw_chart(view: &ChartView) -> Result<Indexed, RenderError> {
    let n = check(view)?;
    let mut img = Indexed::new(WIDTH as u32, HEIGHT as u32, palette::BACKGROUND.0);
    let adjusted = view
        .series
        .iter()
        .any(|s| s.scores.last() != Some(&s.final_score));
    let values = view
        .series
        .iter()
        .flat_map(|s| s.scores.iter().chain(std::iter::once(&s.final_score)))
        .map(|&v| i64::from(v));
    let start = if view.from_zero {
        (0i64, 0i64)
    } else {
        (i64::MAX, i64::MIN)
    };
    let (lo, hi) = values.fold(start, |(a, b), v| (a.min(v), b.max(v)));
    // A fitted axis spans at least 100, so a flat line sits mid-picture on round steps.
    let (lo, hi) = if !view.from_zero && hi - lo < 100 {
        let mid = lo + (hi - lo) / 2;
        (mid - 50, mid + 50)
    } else {
        (lo, hi)
    };
    let y_step = step(hi - lo, 6);
    let low = lo.div_euclid(y_step) * y_step;
    let high = (hi + y_step - 1).div_euclid(y_step) * y_step;
    let high = if high == low { low + y_step } else { high };
    let axes = Axes {
        x0: LEFT as f32,
        x1: (WIDTH - RIGHT) as f32,
        y0: TOP as f32,
        y1: (HEIGHT - BOTTOM) as f32,
        last: n - 1,
        end_gap: if adjusted { 48.0 } else { 0.0 },
        low,
        high,
    };
    draw_frame(&mut img, view, &axes, n, adjusted, y_step)?;
    for s in &view.series {
        draw_series(&mut img, s, &axes, adjusted);
    }
    if let Some(m) = &view.best {
        draw_mark(&mut img, view, m, &axes)?;
    }
    draw_legend(&mut img, view)?;
    Ok(img)
}

/// Title, grid lines with their values, turn numbers, axis words.
fn draw_frame(
    img: &mut Indexed,
    view: &ChartView,
    axes: &Axes,
    n: usize,
    adjusted: bool,
    y_step: i64,
) -> Result<(), RenderError> {
    let title = fit_text(Face::Bold, 26, &view.title, (WIDTH - 2 * PAD) as f32)?;
    draw_text(
        img,
        Face::Bold,
        26,
        PAD as f32,
        PAD + 26,
        palette::TEXT.0,
        &title,
    )?;
    let mut v = axes.low;
    while v <= axes.high {
        let y = axes.y(v).round() as i32;
        let colour = if v == 0 {
            palette::GRID.0
        } else {
            palette::TO_MOVE_BAND.0
        };
        fill_rect(img, LEFT, y, WIDTH - RIGHT - LEFT, 1, colour);
        let label = signed_plain(v);
        let w = text_width(Face::Regular, 16, &label)?;
        draw_text(
            img,
            Face::Regular,
            16,
            LEFT as f32 - 10.0 - w,
            y + 6,
            palette::COORD_TEXT.0,
            &label,
        )?;
        v += y_step;
    }
    let turns = n - 1;
    let x_step = step(turns as i64, 10).max(1) as usize;
    let bottom = HEIGHT - BOTTOM;
    for t in (0..=turns).step_by(x_step) {
        let x = axes.x(t);
        fill_rect(img, x.round() as i32, bottom, 1, 6, palette::COORD_TEXT.0);
        draw_text_centred(
            img,
            Face::Regular,
            16,
            x,
            (bottom + 18) as f32,
            palette::COORD_TEXT.0,
            &t.to_string(),
        )?;
    }
    if adjusted {
        let x = axes.x(n);
        let end = fit_text(Face::Regular, 16, &view.end_label, 80.0)?;
        let w = text_width(Face::Regular, 16, &end)?;
        let x = x.min((WIDTH - PAD) as f32 - w / 2.0);
        draw_text_centred(
            img,
            Face::Regular,
            16,
            x,
            (bottom + 18) as f32,
            palette::COORD_TEXT.0,
            &end,
        )?;
    }
    let x_label = fit_text(Face::Regular, 17, &view.x_label, 300.0)?;
    draw_text_centred(
        img,
        Face::Regular,
        17,
        (axes.x0 + axes.x1) / 2.0,
        (HEIGHT - 20) as f32,
        palette::COORD_TEXT.0,
        &x_label,
    )?;
    let y_label = fit_text(Face::Regular, 17, &view.y_label, (LEFT + 160) as f32)?;
    draw_text(
        img,
        Face::Regular,
        17,
        PAD as f32,
        TOP - 14,
        palette::COORD_TEXT.0,
        &y_label,
    )?;
    Ok(())
}

/// A number with a real minus sign and no plus: "7", "−7".
fn signed_plain(v: i64) -> String {
    if v < 0 {
        format!("−{}", v.unsigned_abs())
    } else {
        v.to_string()
    }
}

fn rgb(c: image::Rgba<u8>) -> [u8; 3] {
    [c.0[0], c.0[1], c.0[2]]
}

/// One player's line, a dot on each turn's score, and the dashed adjustment step.
fn draw_series(img: &mut Indexed, s: &ChartSeries, axes: &Axes, adjusted: bool) {
    let paint = palette::player_paint(s.seat);
    let pts: Vec<(f32, f32)> = s
        .scores
        .iter()
        .enumerate()
        .map(|(i, &v)| (axes.x(i), axes.y(i64::from(v))))
        .collect();
    let mut m = Mask::new(0, 0, WIDTH, HEIGHT);
    for w in pts.windows(2) {
        m.segment(w[0], w[1], LINE_W);
    }
    let dot = if pts.len() <= 60 { 3.5 } else { 2.5 };
    for &p in &pts {
        m.disc(p, dot);
    }
    if adjusted {
        if let Some(&from) = pts.last() {
            let to = (axes.x(pts.len()), axes.y(i64::from(s.final_score)));
            let dashes = 8;
            for k in (0..dashes).step_by(2) {
                let t0 = k as f32 / dashes as f32;
                let t1 = (k + 1) as f32 / dashes as f32;
                let at = |t: f32| (from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t);
                m.segment(at(t0), at(t1), LINE_W - 1.0);
            }
            m.disc(to, dot + 1.0);
        }
    }
    m.paint(img, rgb(paint.fill), 255);
}

/// The biggest move: a ring around its point, and its label in a box in the plot's upper
/// left corner (scores rise, so that corner is mostly free), or its lower right corner
/// when the point is up there, joined to the ring by a thin line.
fn draw_mark(
    img: &mut Indexed,
    view: &ChartView,
    mark: &ChartMark,
    axes: &Axes,
) -> Result<(), RenderError> {
    let Some(s) = view.series.get(mark.series) else {
        return Ok(());
    };
    let v = s.scores.get(mark.at).copied().unwrap_or(0);
    let (x, y) = (axes.x(mark.at), axes.y(i64::from(v)));
    let size = 18;
    let text = fit_text(Face::Bold, size, &mark.text, 420.0)?;
    let (w, h) = (text_width(Face::Bold, size, &text)? as i32 + 20, 32);
    let upper_left = !(x < axes.x0 + w as f32 + 40.0 && y < axes.y0 + h as f32 + 40.0);
    let (bx, by) = if upper_left {
        (axes.x0 as i32 + 12, axes.y0 as i32 + 8)
    } else {
        (axes.x1 as i32 - w - 12, axes.y1 as i32 - h - 12)
    };
    let anchor = (
        (bx + w / 2) as f32,
        if upper_left {
            (by + h) as f32
        } else {
            by as f32
        },
    );
    let mut lines = Mask::new(0, 0, WIDTH, HEIGHT);
    let (dx, dy) = (x - anchor.0, y - anchor.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len > 14.0 {
        let end = (x - dx / len * 12.0, y - dy / len * 12.0);
        lines.segment(anchor, end, 2.0);
    }
    lines.circle_ring((x, y), 12.0, 3.0);
    lines.paint(img, palette::HIGHLIGHT.0, 255);
    fill_rect(img, bx, by, w, h, palette::HIGHLIGHT.0);
    fill_rect(img, bx + 2, by + 2, w - 4, h - 4, palette::TO_MOVE_BAND.0);
    draw_text(
        img,
        Face::Bold,
        size,
        (bx + 10) as f32,
        by + 23,
        palette::TEXT.0,
        &text,
    )?;
    Ok(())
}

/// Names and final scores in their colours, in one row under the title.
fn draw_legend(img: &mut Indexed, view: &ChartView) -> Result<(), RenderError> {
    let count = view.series.len().max(1) as i32;
    let cell = (WIDTH - 2 * PAD) / count;
    let y = PAD + 50;
    for (i, s) in view.series.iter().enumerate() {
        let x = PAD + i as i32 * cell;
        seat_swatch(img, x, y, 16, s.seat);
        let score = signed_plain(i64::from(s.final_score));
        let score_w = text_width(Face::Bold, 18, &score)?;
        let room = cell as f32 - 16.0 - 8.0 - score_w - 20.0;
        let name = fit_text(Face::Regular, 18, &s.name, room.max(0.0))?;
        let w = draw_text(
            img,
            Face::Regular,
            18,
            (x + 24) as f32,
            y + 14,
            palette::TEXT.0,
            &name,
        )?;
        draw_text(
            img,
            Face::Bold,
            18,
            (x + 24) as f32 + w + 8.0,
            y + 14,
            palette::TEXT.0,
            &score,
        )?;
    }
    Ok(())
}

/// Draws the chart as PNG bytes.
pub fn chart_png(view: &ChartView) -> Result<Vec<u8>, RenderError> {
    encode::png_indexed(&draw_chart(view)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_round() {
        assert_eq!(step(0, 6), 1);
        assert_eq!(step(7, 6), 2);
        assert_eq!(step(30, 6), 5);
        assert_eq!(step(312, 6), 100);
        assert_eq!(step(450, 6), 100);
        assert_eq!(step(1000, 10), 100);
    }
}
