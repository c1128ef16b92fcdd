package org.gametree.app.analysis.review;

import java.util.function.IntConsumer;
import java.util.function.IntFunction;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.VPos;
import javafx.scene.AccessibleRole;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;

import org.gametree.app.fonts.AppFonts;

/**
 * The evaluation graph: one point per position of the game from left (the start) to right
 * (the last move), the area between the curve and the middle line shaded, the judged moves as
 * coloured dots, the position the board shows as a vertical line. A click (or Left/Right, Home,
 * End while it has the focus) chooses a ply: {@link #setOnPlyChosen} is told, the owner moves
 * the game there and sets {@link #currentPlyProperty()}.
 *
 * <p>Drawn on a canvas: the theme's colours come from hidden swatches styled with Modena's
 * looked-up colours, so a theme switch redraws it in the new colours.
 */
public final class ReviewGraph extends Region {

    static final double LEFT = 46;
    static final double RIGHT = 10;
    static final double TOP = 10;
    static final double BOTTOM = 10;
    private static final double DOT = 4.5;

    private final Canvas canvas = new Canvas();
    private final ObjectProperty<GraphData> data = new SimpleObjectProperty<>(this, "data", GraphData.EMPTY);
    private final IntegerProperty currentPly = new SimpleIntegerProperty(this, "currentPly");
    private final Region text = swatch("-fx-text-background-color");
    private final Region background = swatch("-fx-control-inner-background");
    private final Region accent = swatch("-fx-accent");
    private final Tooltip tooltip = new Tooltip();
    private IntConsumer onPlyChosen = ply -> { };
    private IntFunction<String> describe = ply -> "";
    private String placeholder = "";

    public ReviewGraph() {
        getStyleClass().add("review-graph");
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.IMAGE_VIEW);
        setMinSize(200, 120);
        setPrefSize(480, 220);
        getChildren().addAll(canvas, text, background, accent);
        data.addListener(o -> draw());
        currentPly.addListener(o -> draw());
        focusedProperty().addListener(o -> draw());
        setOnMousePressed(this::clicked);
        setOnMouseMoved(this::hovered);
        addEventHandler(KeyEvent.KEY_PRESSED, this::key);
        tooltip.setShowDelay(Duration.millis(150));
        Tooltip.install(this, tooltip);
    }

    public ObjectProperty<GraphData> dataProperty() {
        return data;
    }

    public IntegerProperty currentPlyProperty() {
        return currentPly;
    }

    /** Who is told the ply a click or a key chose. */
    public void setOnPlyChosen(IntConsumer value) {
        onPlyChosen = value == null ? ply -> { } : value;
    }

    /** The tooltip's text for a ply ("12. 炮二平五: +35"). */
    public void setDescription(IntFunction<String> value) {
        describe = value == null ? ply -> "" : value;
    }

    /** Shown in the middle while there is nothing to draw. */
    public void setPlaceholder(String value) {
        placeholder = value == null ? "" : value;
        draw();
    }

    /** The x (in this region's coordinates) where position {@code ply} is drawn. */
    public double xOf(int ply) {
        int positions = data.get().positions();
        double width = Math.max(1, getWidth() - LEFT - RIGHT);
        return positions <= 1 ? LEFT : LEFT + width * ply / (positions - 1);
    }

    /** The position nearest to {@code x}, or -1 when there are none. */
    public int plyAt(double x) {
        int positions = data.get().positions();
        if (positions == 0) {
            return -1;
        }
        double width = Math.max(1, getWidth() - LEFT - RIGHT);
        long ply = Math.round((x - LEFT) / width * (positions - 1));
        return (int) Math.max(0, Math.min(positions - 1, ply));
    }

    /** The y of a value −1..+1. */
    double yOf(double value) {
        double height = Math.max(1, getHeight() - TOP - BOTTOM);
        return TOP + height * (1 - value) / 2;
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            draw();
        }
    }

    private void clicked(MouseEvent event) {
        requestFocus();
        event.consume(); // or the tab pane around takes the focus back on its way up
        int ply = plyAt(event.getX());
        if (ply >= 0) {
            onPlyChosen.accept(ply);
        }
    }

    private void hovered(MouseEvent event) {
        int ply = plyAt(event.getX());
        tooltip.setText(ply < 0 ? placeholder : describe.apply(ply));
    }

    private void key(KeyEvent event) {
        int positions = data.get().positions();
        if (positions == 0) {
            return;
        }
        int ply = switch (event.getCode()) {
            case LEFT, KP_LEFT -> currentPly.get() - 1;
            case RIGHT, KP_RIGHT -> currentPly.get() + 1;
            case HOME -> 0;
            case END -> positions - 1;
            default -> -1;
        };
        if (ply >= 0 && ply < positions) {
            onPlyChosen.accept(ply);
            event.consume();
        } else if (ply != -1 || event.getCode().isArrowKey()) {
            event.consume(); // at an end: the arrow stays with the graph rather than moving the focus
        }
    }

    private void draw() {
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        GraphicsContext g = canvas.getGraphicsContext2D();
        Color ink = colour(text, Color.BLACK);
        g.setFill(colour(background, Color.WHITE));
        g.fillRect(0, 0, w, h);
        GraphData shown = data.get();
        g.setFont(Font.font(AppFonts.SANS_FAMILY, 11)); // the bundled font: a canvas has no CSS, and needs the Chinese glyphs
        if (shown.positions() == 0) {
            g.setFill(ink);
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(placeholder, w / 2, h / 2);
            return;
        }
        scale(g, ink, shown, w);
        curve(g, shown);
        marks(g, shown);
        current(g, ink);
        if (isFocused()) {
            g.setStroke(colour(accent, Color.STEELBLUE));
            g.setLineWidth(1);
            g.strokeRect(0.5, 0.5, w - 1, h - 1);
        }
    }

    private void scale(GraphicsContext g, Color ink, GraphData shown, double w) {
        g.setStroke(ink.deriveColor(0, 1, 1, 0.35));
        g.setLineWidth(1);
        g.strokeLine(LEFT, yOf(0), w - RIGHT, yOf(0));
        g.strokeRect(LEFT, yOf(1), w - RIGHT - LEFT, yOf(-1) - yOf(1));
        g.setFill(ink);
        g.setTextAlign(TextAlignment.RIGHT);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(shown.top(), LEFT - 4, yOf(1));
        g.fillText(shown.middle(), LEFT - 4, yOf(0));
        g.fillText(shown.bottom(), LEFT - 4, yOf(-1));
    }

    private void curve(GraphicsContext g, GraphData shown) {
        Color line = colour(accent, Color.STEELBLUE);
        g.setFill(line.deriveColor(0, 1, 1, 0.25));
        g.setStroke(line);
        g.setLineWidth(2);
        double zero = yOf(0);
        int previous = -1;
        for (int ply = 0; ply < shown.positions(); ply++) {
            if (Double.isNaN(shown.value(ply))) {
                previous = -1;
                continue;
            }
            if (previous >= 0) {
                double x0 = xOf(previous);
                double x1 = xOf(ply);
                double y0 = yOf(shown.value(previous));
                double y1 = yOf(shown.value(ply));
                g.fillPolygon(new double[] {x0, x1, x1, x0}, new double[] {zero, zero, y1, y0}, 4);
                g.strokeLine(x0, y0, x1, y1);
            } else {
                g.fillOval(xOf(ply) - 1.5, yOf(shown.value(ply)) - 1.5, 3, 3);
            }
            previous = ply;
        }
    }

    private void marks(GraphicsContext g, GraphData shown) {
        for (int ply = 0; ply < shown.positions(); ply++) {
            MoveJudgement mark = shown.mark(ply);
            if (mark != MoveJudgement.GOOD && !Double.isNaN(shown.value(ply))) {
                g.setFill(markColour(mark));
                g.fillOval(xOf(ply) - DOT, yOf(shown.value(ply)) - DOT, 2 * DOT, 2 * DOT);
            }
        }
    }

    private void current(GraphicsContext g, Color ink) {
        int ply = currentPly.get();
        if (ply < 0 || ply >= data.get().positions()) {
            return;
        }
        g.setStroke(ink);
        g.setLineWidth(1.5);
        g.setLineDashes(4, 3);
        g.strokeLine(xOf(ply), yOf(1), xOf(ply), yOf(-1));
        g.setLineDashes();
    }

    /** The dots' colours: the same in both themes, readable on light and dark backgrounds. */
    static Color markColour(MoveJudgement mark) {
        return switch (mark) {
            case INACCURACY -> Color.web("#e0b000");
            case MISTAKE -> Color.web("#ef6c00");
            case BLUNDER -> Color.web("#d32f2f");
            case GOOD -> Color.TRANSPARENT;
        };
    }

    private Region swatch(String lookedUp) {
        Region swatch = new Region();
        swatch.setManaged(false);
        swatch.setMouseTransparent(true);
        swatch.resize(0, 0);
        swatch.setStyle("-fx-background-color: " + lookedUp + ";");
        swatch.backgroundProperty().addListener(o -> draw()); // the theme changed
        return swatch;
    }

    private static Color colour(Region swatch, Color fallback) {
        Background fill = swatch.getBackground();
        if (fill != null && !fill.getFills().isEmpty()) {
            Paint paint = fill.getFills().get(0).getFill();
            if (paint instanceof Color c) {
                return c;
            }
        }
        return fallback;
    }
}
