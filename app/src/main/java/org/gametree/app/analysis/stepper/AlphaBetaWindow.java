package org.gametree.app.analysis.stepper;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.core.search.Score;

/**
 * The α-β window on a number line: −∞ … 0 … +∞ with the window (α, β) shaded. Values are spread
 * on a logarithmic scale around 0, so a window of a few points and one of a rook's worth are
 * both visible; ±∞ sit at the ends. Nothing is shaded while no node is open. The ends are the
 * window as shown (turned round when scores are shown from a fixed side); colours come from the
 * stylesheets' looked-up colours.
 */
public final class AlphaBetaWindow extends Region {

    /** Values this far from 0 take half of each side of the line. */
    private static final double SCALE = 20;

    private final IntegerProperty alpha = new SimpleIntegerProperty(this, "alpha", Score.NONE);
    private final IntegerProperty beta = new SimpleIntegerProperty(this, "beta", Score.NONE);
    private final ScoreFormat scores;
    private final Canvas canvas = new Canvas();
    /** Colours from the stylesheets (stepper.css, theme-dark.css), redrawn when the theme changes. */
    private final CssPalette palette = new CssPalette(this::draw)
            .add("-st-line", Color.web("#6d6254"))
            .add("-st-window-fill", Color.web("#4caf50", 0.35))
            .add("-st-alpha", Color.web("#1f4e8c"))
            .add("-st-beta", Color.web("#b3231a"));

    /** Ends are drawn as given: pass the window as shown (already turned by the score setting). */
    public AlphaBetaWindow(ScoreFormat scores) {
        this.scores = scores;
        getStyleClass().add("alpha-beta-window");
        getChildren().add(canvas);
        getChildren().addAll(palette.swatches());
        alpha.addListener(o -> draw());
        beta.addListener(o -> draw());
        setMinHeight(40);
        setPrefHeight(40);
        setPrefWidth(320);
    }

    public IntegerProperty alphaProperty() {
        return alpha;
    }

    public IntegerProperty betaProperty() {
        return beta;
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            draw();
        }
    }

    /** Where a value sits on the line, 0 (−∞) to 1 (+∞). */
    static double place(int value) {
        if (value <= -Score.INFINITE) {
            return 0;
        }
        if (value >= Score.INFINITE) {
            return 1;
        }
        double spread = Math.log1p(Math.abs(value) / SCALE) / Math.log1p(Score.INFINITE / SCALE);
        return 0.5 + Math.signum(value) * 0.46 * spread;
    }

    private void draw() {
        if (canvas == null) {
            return; // a swatch styled while the palette is being made
        }
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.clearRect(0, 0, w, h);
        if (w <= 30) {
            return;
        }
        double left = 14;
        double right = w - 14;
        double y = 14;
        int a = alpha.get();
        int b = beta.get();
        if (a != Score.NONE && b != Score.NONE && a < b) {
            double xa = left + place(a) * (right - left);
            double xb = left + place(b) * (right - left);
            g.setFill(palette.get("-st-window-fill"));
            g.fillRect(xa, y - 8, Math.max(2, xb - xa), 16);
            marker(g, xa, y, palette.get("-st-alpha"));
            marker(g, xb, y, palette.get("-st-beta"));
        }
        Color line = palette.get("-st-line");
        g.setStroke(line);
        g.setLineWidth(1.5);
        g.strokeLine(left, y, right, y);
        g.setFont(Font.font(11));
        g.setFill(line);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        String[] ticks = {scores.plain(-Score.INFINITE), scores.plain(0), scores.plain(Score.INFINITE)};
        double[] at = {0, 0.5, 1};
        for (int i = 0; i < 3; i++) {
            double x = left + at[i] * (right - left);
            g.strokeLine(x, y - 4, x, y + 4);
            g.fillText(ticks[i], x, y + 8);
        }
    }

    private static void marker(GraphicsContext g, double x, double y, Color colour) {
        g.setStroke(colour);
        g.setLineWidth(2.5);
        g.strokeLine(x, y - 10, x, y + 10);
    }
}
