package org.gametree.app.gomoku.board;

import javafx.event.EventHandler;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.control.SkinBase;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;

import org.gametree.app.analysis.BoardMark;
import org.gametree.app.fonts.AppFonts;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;

/**
 * Draws a {@link GomokuBoard} with shapes (so the stylesheet colours every part) and turns
 * clicks, mouse hovering and keys into {@link GomokuBoardEvent}s and the hover ghost stone.
 *
 * <p>Layers, bottom to top: the board (wood, grid, star points, coordinates), the highlight
 * rings, the stones, the marks (last move, winning row), the analysis marks, the forbidden points (the only layer
 * that takes the mouse, for its tooltips; clicks on it still reach the board), and the pointer
 * (hover ghost and keyboard cursor). The drawing is rebuilt when the state, highlight, numbers,
 * language or size change — a few hundred nodes at human speed; the pointer layer alone is
 * redrawn as the mouse or the cursor moves.
 */
public class GomokuBoardSkin extends SkinBase<GomokuBoard> {

    private final Group board = new Group();
    private final Group highlights = new Group();
    private final Group stones = new Group();
    private final Group marks = new Group();
    private final Group heatSpots = new Group();
    private final Group analysisMarks = new Group();
    private final Group forbidden = new Group();
    private final Group threatMarks = new Group();
    private final Group pointer = new Group();

    private final EventHandler<MouseEvent> pressHandler = this::mousePressed;
    private final EventHandler<MouseEvent> moveHandler = this::mouseMoved;
    private final EventHandler<MouseEvent> exitHandler = e -> setHover(0);
    private final EventHandler<KeyEvent> keyHandler = this::keyPressed;

    /** The cursor is drawn only while the keyboard is in use, so mouse users never see it. */
    private boolean keyboardMode;
    /** The point under the mouse, 0 if none. */
    private int hover;
    private GomokuBoardGeometry drawn;

    public GomokuBoardSkin(GomokuBoard control) {
        super(control);
        for (Group layer : new Group[] {board, highlights, stones, marks, heatSpots, analysisMarks, threatMarks, forbidden, pointer}) {
            layer.setManaged(false);
            getChildren().add(layer);
        }
        // The control maps clicks to points; only the forbidden marks take the mouse (tooltips).
        highlights.setMouseTransparent(true);
        stones.setMouseTransparent(true);
        marks.setMouseTransparent(true);
        analysisMarks.setMouseTransparent(true);
        heatSpots.setPickOnBounds(false); // a spot takes the mouse for its tooltip; clicks reach the board
        threatMarks.setMouseTransparent(true);
        pointer.setMouseTransparent(true);
        registerChangeListener(control.stateProperty(), o -> invalidate());
        registerChangeListener(control.highlightProperty(), o -> invalidate());
        registerChangeListener(control.marksProperty(), o -> invalidate());
        registerChangeListener(control.heatProperty(), o -> invalidate());
        registerChangeListener(control.showMoveNumbersProperty(), o -> invalidate());
        registerChangeListener(control.showThreatsProperty(), o -> invalidate());
        registerChangeListener(control.localizationProperty(), o -> {
            watchLanguage();
            invalidate();
        });
        watchLanguage();
        registerChangeListener(control.cursorPointProperty(), o -> drawPointer());
        registerChangeListener(control.focusedProperty(), o -> {
            if (!control.isFocused()) {
                keyboardMode = false;
            }
            drawPointer();
        });
        control.addEventHandler(MouseEvent.MOUSE_PRESSED, pressHandler);
        control.addEventHandler(MouseEvent.MOUSE_MOVED, moveHandler);
        control.addEventHandler(MouseEvent.MOUSE_EXITED, exitHandler);
        control.addEventHandler(KeyEvent.KEY_PRESSED, keyHandler);
    }

    @Override
    public void dispose() {
        GomokuBoard control = getSkinnable();
        control.removeEventHandler(MouseEvent.MOUSE_PRESSED, pressHandler);
        control.removeEventHandler(MouseEvent.MOUSE_MOVED, moveHandler);
        control.removeEventHandler(MouseEvent.MOUSE_EXITED, exitHandler);
        control.removeEventHandler(KeyEvent.KEY_PRESSED, keyHandler);
        if (watched != null) {
            watched.languageProperty().removeListener(languageListener);
        }
        super.dispose();
    }

    /** Redraws the labels (analysis marks, threat tags) when the board's localization changes language. */
    private final javafx.beans.InvalidationListener languageListener = o -> invalidate();
    private org.gametree.app.i18n.Localization watched;

    private void watchLanguage() {
        if (watched != null) {
            watched.languageProperty().removeListener(languageListener);
        }
        watched = getSkinnable().getLocalization();
        if (watched != null) {
            watched.languageProperty().addListener(languageListener);
        }
    }

    private void invalidate() {
        drawn = null;
        getSkinnable().requestLayout();
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        GomokuBoardGeometry geometry = GomokuBoardGeometry.fit(getSkinnable().getState().size(), x, y, w, h);
        if (drawn == null || drawn.cell() != geometry.cell() || drawn.boardLeft() != geometry.boardLeft()
                || drawn.boardTop() != geometry.boardTop() || drawn.size() != geometry.size()) {
            drawn = geometry;
            drawBoard(geometry);
            drawHighlights(geometry);
            drawStones(geometry);
            drawMarks(geometry);
            drawHeat(geometry);
            drawAnalysisMarks(geometry);
            drawThreats(geometry);
            drawForbidden(geometry);
            drawPointer();
        }
    }

    // ------------------------------------------------------------------ drawing

    private void drawBoard(GomokuBoardGeometry g) {
        int size = g.size();
        double c = g.cell();
        Rectangle wood = new Rectangle(g.boardLeft(), g.boardTop(), g.boardSide(), g.boardSide());
        wood.setArcWidth(c * 0.35);
        wood.setArcHeight(c * 0.35);
        wood.getStyleClass().add("board-background");

        Path grid = new Path();
        for (int i = 0; i < size; i++) {
            line(grid, g.columnX(0), g.rowY(i), g.columnX(size - 1), g.rowY(i));
            line(grid, g.columnX(i), g.rowY(0), g.columnX(i), g.rowY(size - 1));
        }
        grid.getStyleClass().add("grid-line");
        grid.setStrokeWidth(Math.max(1, c * 0.03));

        Rectangle frame = new Rectangle(g.columnX(0), g.rowY(0), (size - 1) * c, (size - 1) * c);
        frame.getStyleClass().add("board-frame");
        frame.setStrokeWidth(Math.max(1.5, c * 0.06));

        board.getChildren().setAll(wood, grid, frame);
        for (int point : GomokuBoardGeometry.starPoints(size)) {
            Point2D p = g.center(point);
            Circle star = new Circle(p.getX(), p.getY(), Math.max(2, c * 0.1));
            star.getStyleClass().add("star-point");
            board.getChildren().add(star);
        }

        // Coordinates on all four sides, as on printed boards: letters a.. left to right,
        // numbers 1.. bottom to top (the h8 notation).
        Font font = Font.font(AppFonts.SANS_FAMILY, FontWeight.NORMAL, c * 0.38);
        double away = c * 0.78;
        for (int i = 0; i < size; i++) {
            String letter = String.valueOf((char) ('a' + i));
            String number = Integer.toString(size - i);
            board.getChildren().addAll(
                    label(letter, font, g.columnX(i), g.rowY(size - 1) + away),
                    label(letter, font, g.columnX(i), g.rowY(0) - away),
                    label(number, font, g.columnX(0) - away, g.rowY(i)),
                    label(number, font, g.columnX(size - 1) + away, g.rowY(i)));
        }
    }

    private static Text label(String value, Font font, double x, double y) {
        Text text = centered(value, font, x, y);
        text.getStyleClass().add("coordinate");
        return text;
    }

    private void drawHighlights(GomokuBoardGeometry g) {
        highlights.getChildren().clear();
        int[] points = getSkinnable().getHighlight();
        if (points == null) {
            return;
        }
        GomokuBoardState state = getSkinnable().getState();
        double c = g.cell();
        for (int point : points) {
            if (!state.isOnBoard(point)) {
                continue; // a highlight meant for another board (or the other game) shows nothing
            }
            Point2D p = g.center(point);
            Circle ring = new Circle(p.getX(), p.getY(), c * 0.58);
            ring.getStyleClass().add("highlight-mark");
            ring.setStrokeWidth(Math.max(2, c * 0.08));
            ring.setId("highlight-" + state.name(point));
            highlights.getChildren().add(ring);
        }
    }

    private void drawStones(GomokuBoardGeometry g) {
        GomokuBoardState state = getSkinnable().getState();
        boolean numbers = getSkinnable().isShowMoveNumbers();
        double c = g.cell();
        Font small = Font.font(AppFonts.SANS_FAMILY, FontWeight.BOLD, c * 0.42);
        Font tiny = Font.font(AppFonts.SANS_FAMILY, FontWeight.BOLD, c * 0.32);
        stones.getChildren().clear();
        int[] moves = state.moves();
        for (int i = 0; i < moves.length; i++) {
            int point = moves[i];
            Point2D p = g.center(point);
            StoneNode stone = new StoneNode(state.stoneAt(point), state.name(point), p.getX(), p.getY(), c);
            if (numbers) {
                int number = i + 1;
                stone.showNumber(number, number < 100 ? small : tiny, i == moves.length - 1);
            }
            if (state.isOnWinningLine(point)) {
                stone.getStyleClass().add("winning");
            }
            stones.getChildren().add(stone);
        }
    }

    private void drawMarks(GomokuBoardGeometry g) {
        GomokuBoardState state = getSkinnable().getState();
        double c = g.cell();
        marks.getChildren().clear();
        int last = state.lastMove();
        // With numbers shown, the last number is coloured instead (a dot would cover it).
        if (last != 0 && !getSkinnable().isShowMoveNumbers()) {
            Point2D p = g.center(last);
            Circle dot = new Circle(p.getX(), p.getY(), c * 0.12);
            dot.getStyleClass().add("last-move-marker");
            dot.setId("last-move-marker");
            marks.getChildren().add(dot);
        }
        int[] line = state.winningLine();
        if (line.length > 0) {
            Point2D from = g.center(line[0]);
            Point2D to = g.center(line[line.length - 1]);
            Line stroke = new Line(from.getX(), from.getY(), to.getX(), to.getY());
            stroke.getStyleClass().add("winning-line");
            stroke.setStrokeWidth(Math.max(2, c * 0.1));
            stroke.setId("winning-line");
            marks.getChildren().add(stroke);
            for (int point : line) {
                Point2D p = g.center(point);
                Circle ring = new Circle(p.getX(), p.getY(), c * StoneNode.RADIUS);
                ring.getStyleClass().add("winning-ring");
                ring.setStrokeWidth(Math.max(2, c * 0.08));
                marks.getChildren().add(ring);
            }
        }
    }

    /** The heat map's points on empty intersections (a spot on a stone belongs to another position). */
    private void drawHeat(GomokuBoardGeometry g) {
        GomokuBoardState state = getSkinnable().getState();
        heatSpots.getChildren().clear();
        for (org.gametree.app.analysis.HeatMap.Spot spot : getSkinnable().getHeat().spots()) {
            if (state.isOnBoard(spot.point()) && state.stoneAt(spot.point()) == GomokuPosition.EMPTY) {
                Point2D p = g.center(spot.point());
                heatSpots.getChildren().add(new HeatSpot(spot, state.name(spot.point()), p.getX(), p.getY(), g.cell()));
            }
        }
    }

    private void drawAnalysisMarks(GomokuBoardGeometry g) {
        GomokuBoardState state = getSkinnable().getState();
        analysisMarks.getChildren().clear();
        for (BoardMark mark : getSkinnable().getMarks()) {
            int point = mark.from();
            if (!state.isOnBoard(point)) {
                continue; // a mark meant for the other game's board shows nothing
            }
            Point2D p = g.center(point);
            String label = getSkinnable().getLocalization().get("gomoku.mark." + mark.kind().name());
            PointMark shown = new PointMark(mark, state.name(point), state.stoneAt(point) != GomokuPosition.EMPTY,
                    label, p.getX(), p.getY(), g.cell());
            if (mark.strength() < 1) {
                shown.setOpacity(0.45 + 0.55 * mark.strength()); // a weaker mark (a rarer book move) is fainter
            }
            analysisMarks.getChildren().add(shown);
        }
    }

    /** The threat view: each side's threat points by kind, from a position replayed from the state's moves. */
    private void drawThreats(GomokuBoardGeometry g) {
        threatMarks.getChildren().clear();
        GomokuBoardState state = getSkinnable().getState();
        GomokuPosition position = getSkinnable().isShowThreats() ? state.replayed() : null;
        if (position == null) {
            return;
        }
        org.gametree.gomoku.threat.ThreatMap map = org.gametree.gomoku.threat.ThreatMap.of(position);
        for (int colour = GomokuPosition.BLACK; colour <= GomokuPosition.WHITE; colour++) {
            for (int y = 0; y < state.size(); y++) {
                for (int x = 0; x < state.size(); x++) {
                    int point = GomokuPosition.point(x, y);
                    org.gametree.gomoku.threat.ThreatKind kind = map.at(colour, point);
                    if (kind != null) {
                        Point2D p = g.center(point);
                        String label = getSkinnable().getLocalization().get("gomoku.threat." + kind.name());
                        threatMarks.getChildren().add(new ThreatMark(kind, colour, state.name(point), label,
                                p.getX(), p.getY(), g.cell()));
                    }
                }
            }
        }
    }

    private void drawForbidden(GomokuBoardGeometry g) {
        GomokuBoardState state = getSkinnable().getState();
        forbidden.getChildren().clear();
        for (ForbiddenPoints.Forbidden f : state.forbidden()) {
            Point2D p = g.center(f.point());
            forbidden.getChildren().add(new ForbiddenMark(f.reason(), state.name(f.point()), p.getX(), p.getY(),
                    g.cell(), getSkinnable().getLocalization()));
        }
    }

    /** The ghost stone (mouse hover, or the keyboard cursor) and the keyboard cursor frame. */
    private void drawPointer() {
        GomokuBoard control = getSkinnable();
        pointer.getChildren().clear();
        GomokuBoardGeometry g = drawn;
        if (g == null) {
            return; // drawn at the next layout
        }
        GomokuBoardState state = control.getState();
        double c = g.cell();
        boolean cursorShown = keyboardMode && control.isFocused() && state.isOnBoard(control.getCursorPoint());
        int ghostAt = cursorShown ? control.getCursorPoint() : hover;
        if (ghostAt != 0 && state.isPlayable(ghostAt)) {
            Point2D p = g.center(ghostAt);
            Circle ghost = new Circle(p.getX(), p.getY(), c * StoneNode.RADIUS);
            ghost.getStyleClass().addAll("ghost-stone", state.stoneToMove() == GomokuPosition.BLACK ? "black" : "white");
            ghost.setId("ghost-stone");
            pointer.getChildren().add(ghost);
        }
        if (cursorShown) {
            Point2D p = g.center(control.getCursorPoint());
            double half = c * 0.5;
            Rectangle cursor = new Rectangle(p.getX() - half, p.getY() - half, 2 * half, 2 * half);
            cursor.setArcWidth(c * 0.2);
            cursor.setArcHeight(c * 0.2);
            cursor.getStyleClass().add("board-cursor");
            cursor.setStrokeWidth(Math.max(1.5, c * 0.05));
            cursor.setId("gomoku-cursor");
            pointer.getChildren().add(cursor);
        }
    }

    private static void line(Path path, double x1, double y1, double x2, double y2) {
        path.getElements().addAll(new MoveTo(x1, y1), new LineTo(x2, y2));
    }

    /** A text whose ink box is centred on (x, y): what looks centred on a point. */
    private static Text centered(String value, Font font, double x, double y) {
        Text text = new Text(value);
        text.setFont(font);
        text.setBoundsType(TextBoundsType.VISUAL);
        Bounds ink = text.getLayoutBounds();
        text.setX(x - (ink.getMinX() + ink.getWidth() / 2));
        text.setY(y - (ink.getMinY() + ink.getHeight() / 2));
        return text;
    }

    // ------------------------------------------------------------------ input

    private void mousePressed(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        GomokuBoard control = getSkinnable();
        control.requestFocus();
        keyboardMode = false;
        int point = control.geometry().pointNear(e.getX(), e.getY());
        if (point != 0) {
            control.setCursorPoint(point);
            control.fireEvent(new GomokuBoardEvent(GomokuBoardEvent.POINT_ACTIVATED, point));
        }
        drawPointer();
        e.consume();
    }

    private void mouseMoved(MouseEvent e) {
        setHover(getSkinnable().geometry().pointNear(e.getX(), e.getY()));
    }

    private void setHover(int point) {
        if (point != hover) {
            hover = point;
            drawPointer();
        }
    }

    private void keyPressed(KeyEvent e) {
        GomokuBoard control = getSkinnable();
        switch (e.getCode()) {
            case UP, KP_UP -> moveCursor(0, -1);
            case DOWN, KP_DOWN -> moveCursor(0, 1);
            case LEFT, KP_LEFT -> moveCursor(-1, 0);
            case RIGHT, KP_RIGHT -> moveCursor(1, 0);
            case ENTER, SPACE -> {
                keyboardMode = true;
                control.fireEvent(new GomokuBoardEvent(GomokuBoardEvent.POINT_ACTIVATED, control.getCursorPoint()));
                drawPointer();
            }
            case ESCAPE -> {
                keyboardMode = false;
                drawPointer();
                control.fireEvent(new GomokuBoardEvent(GomokuBoardEvent.CANCELLED, 0));
            }
            default -> {
                return;
            }
        }
        e.consume();
    }

    private void moveCursor(int dx, int dy) {
        GomokuBoard control = getSkinnable();
        int size = control.getState().size();
        int cursor = control.getCursorPoint();
        int x = Math.max(0, Math.min(size - 1, GomokuPosition.x(cursor) + dx));
        int y = Math.max(0, Math.min(size - 1, GomokuPosition.y(cursor) + dy));
        keyboardMode = true;
        control.setCursorPoint(GomokuPosition.point(x, y));
        drawPointer();
    }
}
