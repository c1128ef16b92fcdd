package org.gametree.app.analysis.stepper;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Localization;

/**
 * Draws a textbook tree the way the book does: levels from the root down, MAX nodes as circles,
 * MIN nodes as squares, leaf values written under the leaves. The {@link TreeMarks} of the
 * replay colour it: the path being searched, states on OPEN, nodes whose value is known (with
 * the value beside them, MAX's view), pruned branches greyed out with dashed edges, the node of
 * the current event ringed, and the α-β window beside the open node.
 *
 * <p>One {@link Canvas}, redrawn when the tree, the marks or the size change: a few hundred nodes
 * cost nothing to redraw and make no scene-graph nodes. The preferred width gives each leaf room
 * for its value; put the view in a scroll pane for large trees.
 */
public final class TextbookTreeView extends Region {

    static final double LEAF_SPACING = 42;
    static final double MIN_LEAF_SPACING = 16;
    static final double LEVEL_HEIGHT = 74;
    static final double MIN_LEVEL_HEIGHT = 40;
    static final double LEFT = 52;
    static final double MARGIN = 26;
    static final double LEGEND = 30;

    // The looked-up colours the drawing reads (defined in stepper.css, dark ones in theme-dark.css).
    private static final String EDGE = "-st-edge";
    private static final String PRUNED_EDGE = "-st-pruned-edge";
    private static final String INK = "-st-node-ink";
    private static final String PRUNED_INK = "-st-pruned-ink";
    private static final String CURRENT = "-st-current";
    private static final String LABEL = "-st-label";
    private static final String UNSEEN = "-st-node-unseen";
    private static final String PATH = "-st-node-path";
    private static final String FRONTIER = "-st-node-frontier";
    private static final String VISITED = "-st-node-visited";
    private static final String PRUNED = "-st-node-pruned";
    private static final String BOX = "-st-box";
    private static final String BOX_TEXT = "-st-box-text";

    private final ObjectProperty<TextbookShape> shape = new SimpleObjectProperty<>(this, "treeShape");
    private final ObjectProperty<TreeMarks> marks = new SimpleObjectProperty<>(this, "marks");
    private final Localization l10n;
    private final Canvas canvas = new Canvas();
    /** Colours from the stylesheets (stepper.css, theme-dark.css), redrawn when the theme changes. */
    private final CssPalette palette = new CssPalette(this::draw)
            .add(EDGE, Color.web("#6d6254"))
            .add(PRUNED_EDGE, Color.web("#cdc8c0"))
            .add(INK, Color.web("#2b2620"))
            .add(PRUNED_INK, Color.web("#b9b3aa"))
            .add(CURRENT, Color.web("#e65100"))
            .add(LABEL, Color.web("#1f4e8c"))
            .add(UNSEEN, Color.WHITE)
            .add(PATH, Color.web("#ffd866"))
            .add(FRONTIER, Color.web("#b9d4f5"))
            .add(VISITED, Color.web("#a9d8a0"))
            .add(PRUNED, Color.web("#ecebe8"))
            .add(BOX, Color.web("#fff3e0"))
            .add(BOX_TEXT, Color.web("#a33a00"));
    /** The font family of the current drawing. */
    private String family;

    public TextbookTreeView(Localization l10n) {
        this.l10n = l10n;
        setId("textbook-tree");
        getStyleClass().add("textbook-tree");
        getChildren().add(canvas);
        getChildren().addAll(palette.swatches());
        shape.addListener(o -> {
            requestLayout();
            draw();
        });
        marks.addListener(o -> draw());
        l10n.languageProperty().addListener(o -> draw());
    }

    /** The tree drawn (null: nothing). */
    public ObjectProperty<TextbookShape> treeShapeProperty() {
        return shape;
    }

    /** The replay's marks (null: the bare tree). */
    public ObjectProperty<TreeMarks> marksProperty() {
        return marks;
    }

    /** The marks the drawing shows now (what tests read). */
    public TreeMarks getMarks() {
        return marks.get();
    }

    @Override
    protected double computePrefWidth(double height) {
        TextbookShape s = shape.get();
        return s == null ? 200 : LEFT + s.leafCount() * LEAF_SPACING + MARGIN;
    }

    @Override
    protected double computeMinWidth(double height) {
        TextbookShape s = shape.get();
        return s == null ? 100 : LEFT + s.leafCount() * MIN_LEAF_SPACING + MARGIN;
    }

    @Override
    protected double computePrefHeight(double width) {
        TextbookShape s = shape.get();
        return s == null ? 100 : 2 * MARGIN + s.height() * LEVEL_HEIGHT + 36 + LEGEND;
    }

    /** Levels may close up to {@link #MIN_LEVEL_HEIGHT}: the whole tree and its legend fit without scrolling. */
    @Override
    protected double computeMinHeight(double width) {
        TextbookShape s = shape.get();
        return s == null ? 100 : 2 * MARGIN + s.height() * MIN_LEVEL_HEIGHT + 36 + LEGEND;
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            draw();
        }
    }

    /** Where each node is drawn: leaves evenly spaced in order, a parent centred over its children. */
    private double[] xs(TextbookShape s, double spacing) {
        double[] x = new double[s.nodeCount()];
        int leaf = 0;
        for (int node = 0; node < s.nodeCount(); node++) { // preorder: leaves left to right
            if (s.isLeaf(node)) {
                x[node] = LEFT + (leaf++ + 0.5) * spacing;
            }
        }
        for (int node = s.nodeCount() - 1; node >= 0; node--) { // children before parents
            int[] children = s.children(node);
            if (children.length > 0) {
                x[node] = (x[children[0]] + x[children[children.length - 1]]) / 2;
            }
        }
        return x;
    }

    private Color c(String name) {
        return palette.get(name);
    }

    private void draw() {
        if (canvas == null) {
            return; // a swatch styled while the palette is being made
        }
        GraphicsContext g = canvas.getGraphicsContext2D();
        family = getFontFamily();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        g.clearRect(0, 0, width, height);
        TextbookShape s = shape.get();
        if (s == null || width <= 0 || height <= 0) {
            return;
        }
        TreeMarks m = marks.get();
        if (m != null && m.nodeCount() != s.nodeCount()) {
            m = null; // marks of another tree (the shape is being replaced)
        }
        double spacing = Math.max(MIN_LEAF_SPACING, (width - LEFT - MARGIN) / Math.max(1, s.leafCount()));
        double level = Math.min(LEVEL_HEIGHT, (height - 2 * MARGIN - 36 - LEGEND) / Math.max(1, s.height()));
        double radius = Math.max(4, Math.min(13, spacing * 0.34));
        double[] x = xs(s, spacing);
        double fontSize = Math.max(8, Math.min(13, spacing * 0.34));
        Font plain = Font.font(family, fontSize);
        Font bold = Font.font(family, FontWeight.BOLD, fontSize);

        // Level names: MAX on even levels, MIN on odd ones.
        g.setFont(Font.font(family, FontWeight.BOLD, 11));
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        for (int d = 0; d <= s.height(); d++) {
            g.setFill(c(EDGE));
            g.fillText(l10n.get(d % 2 == 0 ? "stepper.tree.max" : "stepper.tree.min"), 8, y(d, level));
        }

        // Edges first, under the nodes; an edge into a pruned node is grey and dashed.
        g.setLineWidth(1.3);
        for (int node = 1; node < s.nodeCount(); node++) {
            int up = s.parent(node);
            boolean pruned = m != null && m.isPruned(node);
            g.setStroke(pruned ? c(PRUNED_EDGE) : c(EDGE));
            g.setLineDashes(pruned ? new double[] {4, 4} : null);
            g.strokeLine(x[up], y(s.depth(up), level) + radius, x[node], y(s.depth(node), level) - radius);
        }
        g.setLineDashes(null);

        for (int node = 0; node < s.nodeCount(); node++) {
            TreeMarks.Mark mark = m == null ? TreeMarks.Mark.UNSEEN : m.mark(node);
            double cx = x[node];
            double cy = y(s.depth(node), level);
            g.setFill(fill(mark));
            g.setStroke(mark == TreeMarks.Mark.PRUNED ? c(PRUNED_INK) : c(INK));
            g.setLineWidth(1.4);
            shapeOf(g, s.isMax(node), cx, cy, radius, true);
            shapeOf(g, s.isMax(node), cx, cy, radius, false);
            if (m != null && m.current() == node) {
                g.setStroke(c(CURRENT));
                g.setLineWidth(3);
                shapeOf(g, s.isMax(node), cx, cy, radius + 4, false);
            }
            if (s.isLeaf(node)) {
                g.setFont(bold);
                g.setTextAlign(TextAlignment.CENTER);
                g.setTextBaseline(VPos.TOP);
                g.setFill(mark == TreeMarks.Mark.PRUNED ? c(PRUNED_INK) : c(INK));
                g.fillText(Integer.toString(s.tree().writtenValue(node)), cx, cy + radius + 4);
            } else if (m != null && m.label(node) != null) {
                g.setFont(plain);
                g.setTextAlign(TextAlignment.LEFT);
                g.setTextBaseline(VPos.BOTTOM);
                g.setFill(c(LABEL));
                g.fillText(m.label(node), cx + radius + 7, cy - radius * 0.4);
            }
        }

        if (m != null && m.windowNode() >= 0 && m.windowText() != null) {
            drawWindow(g, m.windowText(), x[m.windowNode()], y(s.depth(m.windowNode()), level), radius, width);
        }
        drawLegend(g, height - LEGEND / 2);
    }

    private static double y(int depth, double level) {
        return MARGIN + 10 + depth * level;
    }

    private static void shapeOf(GraphicsContext g, boolean max, double cx, double cy, double r, boolean fill) {
        if (max) {
            if (fill) {
                g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
            } else {
                g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
            }
        } else {
            double side = r * 1.8;
            if (fill) {
                g.fillRect(cx - side / 2, cy - side / 2, side, side);
            } else {
                g.strokeRect(cx - side / 2, cy - side / 2, side, side);
            }
        }
    }

    private Color fill(TreeMarks.Mark mark) {
        return c(switch (mark) {
            case PATH -> PATH;
            case FRONTIER -> FRONTIER;
            case VISITED -> VISITED;
            case PRUNED -> PRUNED;
            default -> UNSEEN;
        });
    }

    /** The open node's window in a box above and to its left, kept inside the canvas. */
    private void drawWindow(GraphicsContext g, String text, double cx, double cy, double radius, double width) {
        Font font = Font.font(family, FontWeight.BOLD, 12);
        g.setFont(font);
        double w = textWidth(text, font) + 14;
        double h = 20;
        double left = Math.max(LEFT, Math.min(width - w - 4, cx - w - radius - 6));
        double top = cy - radius - h - 2;
        g.setFill(c(BOX));
        g.fillRoundRect(left, top, w, h, 8, 8);
        g.setStroke(c(CURRENT));
        g.setLineWidth(1.2);
        g.strokeRoundRect(left, top, w, h, 8, 8);
        g.setFill(c(BOX_TEXT));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(text, left + w / 2, top + h / 2);
    }

    private void drawLegend(GraphicsContext g, double cy) {
        g.setFont(Font.font(family, 11));
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        double x = 8;
        TreeMarks.Mark[] shown = {TreeMarks.Mark.PATH, TreeMarks.Mark.FRONTIER, TreeMarks.Mark.VISITED, TreeMarks.Mark.PRUNED};
        String[] keys = {"stepper.legend.path", "stepper.legend.frontier", "stepper.legend.visited", "stepper.legend.pruned"};
        for (int i = 0; i < shown.length; i++) {
            g.setFill(fill(shown[i]));
            g.setStroke(shown[i] == TreeMarks.Mark.PRUNED ? c(PRUNED_INK) : c(INK));
            g.setLineWidth(1);
            g.fillOval(x, cy - 6, 12, 12);
            g.strokeOval(x, cy - 6, 12, 12);
            String text = l10n.get(keys[i]);
            g.setFill(c(INK));
            g.fillText(text, x + 16, cy);
            x += 16 + textWidth(text, g.getFont()) + 18;
        }
        g.setStroke(c(CURRENT));
        g.setLineWidth(2.5);
        g.strokeOval(x, cy - 6, 12, 12);
        g.setFill(c(INK));
        g.fillText(l10n.get("stepper.legend.current"), x + 16, cy);
    }

    /** The application's bundled font once it is loaded (it covers Chinese); the default font otherwise. */
    private static String getFontFamily() {
        return Font.getFamilies().contains(AppFonts.SANS_FAMILY) ? AppFonts.SANS_FAMILY : Font.getDefault().getFamily();
    }

    private static double textWidth(String text, Font font) {
        Text measure = new Text(text);
        measure.setFont(font);
        return measure.getLayoutBounds().getWidth();
    }
}
