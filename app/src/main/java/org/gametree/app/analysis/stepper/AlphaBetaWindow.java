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

import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Score;

/**
 * The α-β window on a number line: −∞ … 0 … +∞ with the window (α, β) shaded. Values are spread
 * on a logarithmic scale around 0, so a window of a few points and one of a rook's worth are
 * both visible; ±∞ sit at the ends. Nothing is shaded while no node is open.
 */
public final class AlphaBetaWindow extends Region {

    private static final Color LINE = Color.web("#6d6254");
    private static final Color WINDOW = Color.web("#4caf50", 0.35);
    private static final Color ALPHA = Color.web("#1f4e8c");
    private static final Color BETA = Color.web("#b3231a");
    /** Values this far from 0 take half of each side of the line. */
    private static final double SCALE = 20;

    private final IntegerProperty alpha = new SimpleIntegerProperty(this, "alpha", Score.NONE);
    private final IntegerProperty beta = new SimpleIntegerProperty(this, "beta", Score.NONE);
    private final Localization l10n;
    private final Canvas canvas = new Canvas();

    public AlphaBetaWindow(Localization l10n) {
        this.l10n = l10n;
        getStyleClass().add("alpha-beta-window");
        getChildren().add(canvas);
        alpha.addListener(o -> draw());
        beta.addListener(o -> draw());
        l10n.languageProperty().addListener(o -> draw());
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
            g.setFill(WINDOW);
            g.fillRect(xa, y - 8, Math.max(2, xb - xa), 16);
            marker(g, xa, y, ALPHA);
            marker(g, xb, y, BETA);
        }
        g.setStroke(LINE);
        g.setLineWidth(1.5);
        g.strokeLine(left, y, right, y);
        g.setFont(Font.font(11));
        g.setFill(LINE);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        String[] ticks = {l10n.get("stepper.value.minusInfinity"), "0", l10n.get("stepper.value.plusInfinity")};
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
