package org.gametree.app.xiangqi.board;

import javafx.event.EventHandler;
import javafx.geometry.Point2D;
import javafx.scene.Cursor;
import javafx.scene.Group;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Circle;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.Rectangle;
import javafx.scene.control.SkinBase;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

import org.gametree.app.analysis.BoardMark;
import org.gametree.app.fonts.AppFonts;
import org.gametree.xiangqi.Squares;

/**
 * Draws a {@link XiangqiBoard} with shapes (so the stylesheet colours every part) and turns mouse
 * clicks, drags and keys into {@link BoardEvent}s.
 *
 * <p>The whole drawing is rebuilt when the state, orientation, cursor, looks or size change. That
 * is a few hundred nodes at human speed (one rebuild per click or key), far cheaper than keeping
 * incremental updates of pieces, marks and labels correct. A drag is the exception: the mouse
 * moves many times a second, so it only moves the floating piece in a layer of its own.
 *
 * <p>Dragging: pressing a piece activates its square as a click does; if that selected the piece
 * (the view-model decides), moving the mouse lifts it. Dropping it on a marked destination
 * activates that square, dropping it back on its own point keeps it selected (that was a click),
 * and dropping it anywhere else fires {@link BoardEvent#CANCELLED}. Pressing the piece that is
 * already selected defers its activation to the release, so it can be dragged too, and a plain
 * click on it still deselects it as before.
 */
public class XiangqiBoardSkin extends SkinBase<XiangqiBoard> {

    private final Group board = new Group();
    private final Group marks = new Group();
    private final Group pieces = new Group();
    /** Analysis marks (arrows) over the pieces, under the selection and cursor. */
    private final Group arrows = new Group();
    private final Group overlay = new Group();
    private final Group dragLayer = new Group();

    private final EventHandler<MouseEvent> pressHandler = this::mousePressed;
    private final EventHandler<MouseEvent> dragHandler = this::mouseDragged;
    private final EventHandler<MouseEvent> releaseHandler = this::mouseReleased;
    private final EventHandler<KeyEvent> keyHandler = this::keyPressed;

    /** The square whose piece the pressed mouse holds, or -1 when no drag can start. */
    private int dragFrom = -1;
    /** Whether the press was on the already selected piece, whose activation waits for the release. */
    private boolean activationDeferred;
    /** Whether the mouse has moved far enough since the press for this to be a drag, not a click. */
    private boolean dragging;
    private Point2D pressPoint;
    private PieceNode floating;
    private Circle dropRing;

    /** The cursor is drawn only while the keyboard is in use, so mouse users never see it. */
    private boolean keyboardMode;
    private BoardGeometry drawn;

    public XiangqiBoardSkin(XiangqiBoard control) {
        super(control);
        for (Group layer : new Group[] {board, marks, pieces, arrows, overlay, dragLayer}) {
            layer.setManaged(false);
            getChildren().add(layer);
        }
        // Pieces and marks are not click targets themselves: the control maps clicks to points.
        marks.setMouseTransparent(true);
        pieces.setMouseTransparent(true);
        // arrows are mouse-transparent one by one, except those with a hover text (MoveArrow)
        arrows.setPickOnBounds(false);
        overlay.setMouseTransparent(true);
        dragLayer.setMouseTransparent(true);
        registerChangeListener(control.stateProperty(), o -> invalidate());
        registerChangeListener(control.previewProperty(), o -> {
            endDrag();
            invalidate();
        });
        registerChangeListener(control.highlightProperty(), o -> invalidate());
        registerChangeListener(control.marksProperty(), o -> invalidate());
        registerChangeListener(control.blindProperty(), o -> invalidate());
        registerChangeListener(control.pieceStyleProperty(), o -> invalidate());
        registerChangeListener(control.flippedProperty(), o -> invalidate());
        registerChangeListener(control.cursorSquareProperty(), o -> invalidate());
        registerChangeListener(control.focusedProperty(), o -> {
            if (!control.isFocused()) {
                keyboardMode = false;
            }
            invalidate();
        });
        control.addEventHandler(MouseEvent.MOUSE_PRESSED, pressHandler);
        control.addEventHandler(MouseEvent.MOUSE_DRAGGED, dragHandler);
        control.addEventHandler(MouseEvent.MOUSE_RELEASED, releaseHandler);
        control.addEventHandler(KeyEvent.KEY_PRESSED, keyHandler);
    }

    @Override
    public void dispose() {
        getSkinnable().removeEventHandler(MouseEvent.MOUSE_PRESSED, pressHandler);
        getSkinnable().removeEventHandler(MouseEvent.MOUSE_DRAGGED, dragHandler);
        getSkinnable().removeEventHandler(MouseEvent.MOUSE_RELEASED, releaseHandler);
        getSkinnable().removeEventHandler(KeyEvent.KEY_PRESSED, keyHandler);
        super.dispose();
    }

    private void invalidate() {
        drawn = null;
        getSkinnable().requestLayout();
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        BoardGeometry geometry = BoardGeometry.fit(x, y, w, h, getSkinnable().isFlipped());
        if (drawn == null || drawn.cell() != geometry.cell() || drawn.boardLeft() != geometry.boardLeft()
                || drawn.boardTop() != geometry.boardTop() || drawn.flipped() != geometry.flipped()) {
            drawn = geometry;
            drawBoard(geometry);
            drawMarks(geometry);
            drawPieces(geometry);
            drawArrows(geometry);
            drawOverlay(geometry);
            if (dragging) {
                // A resize or a new state mid-drag: redraw the lifted piece where the mouse is.
                floating = null;
                liftPiece(geometry, pressPoint);
            }
        }
    }

    // ------------------------------------------------------------------ drawing

    private void drawBoard(BoardGeometry g) {
        double c = g.cell();
        Rectangle wood = new Rectangle(g.boardLeft(), g.boardTop(), g.boardWidth(), g.boardHeight());
        wood.setArcWidth(c * 0.3);
        wood.setArcHeight(c * 0.3);
        wood.getStyleClass().add("board-background");

        double frameGap = c * 0.16;
        Rectangle frame = new Rectangle(g.columnX(0) - frameGap, g.rowY(0) - frameGap,
                8 * c + 2 * frameGap, 9 * c + 2 * frameGap);
        frame.getStyleClass().add("board-frame");
        frame.setStrokeWidth(Math.max(1.5, c * 0.06));

        Path grid = new Path();
        for (int row = 0; row < Squares.RANKS; row++) {
            line(grid, g.columnX(0), g.rowY(row), g.columnX(8), g.rowY(row));
        }
        for (int col = 0; col < Squares.FILES; col++) {
            if (col == 0 || col == Squares.FILES - 1) {
                line(grid, g.columnX(col), g.rowY(0), g.columnX(col), g.rowY(9));
            } else {
                // Inner files stop at the river; only the edge files cross it.
                line(grid, g.columnX(col), g.rowY(0), g.columnX(col), g.rowY(4));
                line(grid, g.columnX(col), g.rowY(5), g.columnX(col), g.rowY(9));
            }
        }
        // Palace diagonals: files 3..5 on ranks 0..2 and 7..9 (the same screen rows either way up).
        for (int[] rows : new int[][] {{0, 2}, {7, 9}}) {
            line(grid, g.columnX(3), g.rowY(rows[0]), g.columnX(5), g.rowY(rows[1]));
            line(grid, g.columnX(5), g.rowY(rows[0]), g.columnX(3), g.rowY(rows[1]));
        }
        grid.getStyleClass().add("grid-line");
        grid.setStrokeWidth(Math.max(1, c * 0.026));

        Path points = new Path();
        for (int col : new int[] {1, 7}) {
            for (int row : new int[] {2, 7}) {
                pointMark(points, g, col, row);
            }
        }
        for (int col = 0; col < Squares.FILES; col += 2) {
            for (int row : new int[] {3, 6}) {
                pointMark(points, g, col, row);
            }
        }
        points.getStyleClass().add("point-mark");
        points.setStrokeWidth(Math.max(1, c * 0.026));

        board.getChildren().setAll(wood, frame, grid, points);

        Font riverFont = serif(c * 0.62);
        double riverY = g.rowY(4.5);
        double[] riverColumns = {1.3, 2.7, 5.3, 6.7};
        for (int i = 0; i < BoardGlyphs.RIVER.length(); i++) {
            Text t = BoardText.centered(BoardGlyphs.RIVER.substring(i, i + 1), riverFont, g.columnX(riverColumns[i]), riverY);
            t.getStyleClass().add("river-text");
            board.getChildren().add(t);
        }

        // File numbers: Red's on Red's edge, Black's on Black's, each counted from its own right.
        Font labelFont = serif(c * 0.34);
        double below = g.rowY(9) + c * 0.8;
        double above = g.rowY(0) - c * 0.8;
        for (int file = 0; file < Squares.FILES; file++) {
            double x = g.columnX(g.column(file));
            Text red = BoardText.centered(BoardGlyphs.redFileLabel(file), labelFont, x, g.flipped() ? above : below);
            red.getStyleClass().addAll("file-label", "red");
            Text black = BoardText.centered(BoardGlyphs.blackFileLabel(file), labelFont, x, g.flipped() ? below : above);
            black.getStyleClass().addAll("file-label", "black");
            board.getChildren().addAll(red, black);
        }
    }

    /** The small corner marks at a cannon or pawn start point; cut off at the board's edge. */
    private static void pointMark(Path path, BoardGeometry g, int col, int row) {
        double c = g.cell();
        double gap = c * 0.07;
        double arm = c * 0.2;
        double x = g.columnX(col);
        double y = g.rowY(row);
        for (int dx = -1; dx <= 1; dx += 2) {
            if (col + dx < 0 || col + dx >= Squares.FILES) {
                continue;
            }
            for (int dy = -1; dy <= 1; dy += 2) {
                path.getElements().addAll(
                        new MoveTo(x + dx * gap, y + dy * (gap + arm)),
                        new LineTo(x + dx * gap, y + dy * gap),
                        new LineTo(x + dx * (gap + arm), y + dy * gap));
            }
        }
    }

    private void drawMarks(BoardGeometry g) {
        BoardState state = getSkinnable().getShownState();
        double c = g.cell();
        marks.getChildren().clear();
        if (state.checkSquare() >= 0) {
            var p = g.center(state.checkSquare());
            Circle glow = new Circle(p.getX(), p.getY(), c * 0.64);
            glow.getStyleClass().add("check-glow");
            marks.getChildren().add(glow);
        }
        for (int square : new int[] {state.lastFrom(), state.lastTo()}) {
            if (square >= 0) {
                marks.getChildren().add(corners(g, square, "last-move-marker"));
            }
        }
    }

    private void drawPieces(BoardGeometry g) {
        BoardState state = getSkinnable().getShownState();
        pieces.getChildren().clear();
        if (getSkinnable().isBlind()) {
            return;
        }
        PieceStyle style = getSkinnable().getPieceStyle();
        Font font = glyphFont(style, g.cell());
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file < Squares.FILES; file++) {
                int square = Squares.of(file, rank);
                int id = state.pieceAt(square);
                if (id != 0) {
                    var p = g.center(square);
                    PieceNode piece = new PieceNode(id, square, p.getX(), p.getY(), g.cell(), style.glyph(id), font);
                    if (dragging && square == dragFrom) {
                        piece.getStyleClass().add("drag-origin");
                    }
                    pieces.getChildren().add(piece);
                }
            }
        }
    }

    private void drawArrows(BoardGeometry g) {
        arrows.getChildren().clear();
        for (BoardMark mark : getSkinnable().getMarks()) {
            if (Squares.isOnBoard(mark.from()) && Squares.isOnBoard(mark.to())) {
                arrows.getChildren().add(MoveArrow.of(mark, g));
            }
        }
    }

    private void drawOverlay(BoardGeometry g) {
        BoardState state = getSkinnable().getShownState();
        double c = g.cell();
        double r = c * PieceNode.RADIUS;
        overlay.getChildren().clear();
        for (int square : getSkinnable().getHighlight()) {
            if (!Squares.isOnBoard(square)) {
                continue;
            }
            var p = g.center(square);
            Circle ring = new Circle(p.getX(), p.getY(), r + c * 0.03);
            ring.getStyleClass().add("highlight-ring");
            ring.setStrokeWidth(Math.max(2.5, c * 0.09));
            overlay.getChildren().add(ring);
        }
        if (state.selected() >= 0) {
            var p = g.center(state.selected());
            Circle ring = new Circle(p.getX(), p.getY(), r + c * 0.05);
            ring.getStyleClass().add("selection-ring");
            ring.setStrokeWidth(Math.max(2, c * 0.07));
            overlay.getChildren().add(ring);
        }
        for (int target : state.targets()) {
            var p = g.center(target);
            Circle mark;
            if (state.pieceAt(target) == 0) {
                mark = new Circle(p.getX(), p.getY(), c * 0.12);
                mark.getStyleClass().add("target-marker");
            } else {
                mark = new Circle(p.getX(), p.getY(), r + c * 0.04);
                mark.getStyleClass().add("capture-marker");
                mark.setStrokeWidth(Math.max(2, c * 0.06));
            }
            overlay.getChildren().add(mark);
        }
        if (keyboardMode && getSkinnable().isFocused()) {
            var p = g.center(getSkinnable().getCursorSquare());
            double half = c * 0.49;
            Rectangle cursor = new Rectangle(p.getX() - half, p.getY() - half, 2 * half, 2 * half);
            cursor.setArcWidth(c * 0.2);
            cursor.setArcHeight(c * 0.2);
            cursor.getStyleClass().add("board-cursor");
            cursor.setStrokeWidth(Math.max(1.5, c * 0.045));
            cursor.setId("board-cursor");
            overlay.getChildren().add(cursor);
        }
    }

    /** Four corner brackets around a point, the usual "last move" mark of Xiangqi programs. */
    private static Path corners(BoardGeometry g, int square, String styleClass) {
        double c = g.cell();
        double half = c * 0.5;
        double arm = c * 0.17;
        var p = g.center(square);
        Path path = new Path();
        for (int dx = -1; dx <= 1; dx += 2) {
            for (int dy = -1; dy <= 1; dy += 2) {
                double x = p.getX() + dx * half;
                double y = p.getY() + dy * half;
                path.getElements().addAll(new MoveTo(x - dx * arm, y), new LineTo(x, y), new LineTo(x, y - dy * arm));
            }
        }
        path.getStyleClass().add(styleClass);
        path.setStrokeWidth(Math.max(1.5, c * 0.05));
        return path;
    }

    private static void line(Path path, double x1, double y1, double x2, double y2) {
        path.getElements().addAll(new MoveTo(x1, y1), new LineTo(x2, y2));
    }

    private static Font serif(double size) {
        return Font.font(AppFonts.SERIF_FAMILY, FontWeight.BOLD, size);
    }

    /** Chinese characters in the bold serif; Latin letters in the sans, a little larger to fill the disc. */
    private static Font glyphFont(PieceStyle style, double cell) {
        return style.isLatin()
                ? Font.font(AppFonts.SANS_FAMILY, FontWeight.BOLD, cell * PieceNode.GLYPH_SIZE * 1.1)
                : serif(cell * PieceNode.GLYPH_SIZE);
    }

    // ------------------------------------------------------------------ input

    private void mousePressed(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        XiangqiBoard control = getSkinnable();
        control.requestFocus();
        keyboardMode = false;
        endDrag();
        e.consume();
        if (control.getPreview() != null) {
            control.fireEvent(new BoardEvent(BoardEvent.PREVIEW_DISMISSED, -1));
            return;
        }
        int square = control.geometry().squareNear(e.getX(), e.getY());
        if (square < 0) {
            invalidate();
            return;
        }
        control.setCursorSquare(square);
        pressPoint = new Point2D(e.getX(), e.getY());
        if (control.getState().selected() == square) {
            // Already selected: a click would deselect it, a drag should move it; wait and see.
            activationDeferred = true;
            dragFrom = square;
        } else {
            control.fireEvent(new BoardEvent(BoardEvent.SQUARE_ACTIVATED, square));
            // The view-model answered synchronously: a drag may start if it picked this piece up.
            dragFrom = control.getState().selected() == square ? square : -1;
        }
        invalidate();
    }

    private void mouseDragged(MouseEvent e) {
        if (dragFrom < 0 || !e.isPrimaryButtonDown()) {
            return;
        }
        e.consume();
        BoardGeometry g = getSkinnable().geometry();
        Point2D at = new Point2D(e.getX(), e.getY());
        if (!dragging) {
            if (at.distance(pressPoint) < g.cell() * 0.2) {
                return;    // a hand's tremor during a click
            }
            dragging = true;
            invalidate();  // dims the piece left behind
        }
        pressPoint = at;
        liftPiece(g, at);
    }

    private void mouseReleased(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY || dragFrom < 0) {
            return;
        }
        e.consume();
        XiangqiBoard control = getSkinnable();
        int from = dragFrom;
        boolean dragged = dragging;
        boolean deferred = activationDeferred;
        endDrag();
        if (!dragged) {
            if (deferred) {
                control.fireEvent(new BoardEvent(BoardEvent.SQUARE_ACTIVATED, from));
            }
            return;
        }
        int square = control.geometry().squareNear(e.getX(), e.getY());
        if (square == from) {
            return;        // put back where it was: still selected, as after a click
        }
        if (square >= 0 && control.getState().selected() == from && control.getState().isTarget(square)) {
            control.setCursorSquare(square);
            control.fireEvent(new BoardEvent(BoardEvent.SQUARE_ACTIVATED, square));
        } else {
            control.fireEvent(new BoardEvent(BoardEvent.CANCELLED, -1));
        }
    }

    /** Draws the lifted piece under the mouse and rings the destination it would drop on. */
    private void liftPiece(BoardGeometry g, Point2D at) {
        XiangqiBoard control = getSkinnable();
        BoardState state = control.getState();
        int id = state.pieceAt(dragFrom);
        if (floating == null && id != 0 && !control.isBlind()) {
            PieceStyle style = control.getPieceStyle();
            floating = new PieceNode(id, dragFrom, 0, 0, g.cell(), style.glyph(id), glyphFont(style, g.cell()));
            floating.setId("dragged-piece");
            floating.getStyleClass().add("dragged-piece");
        }
        if (dropRing == null) {
            dropRing = new Circle();
            dropRing.getStyleClass().add("drop-ring");
        }
        dragLayer.getChildren().setAll(dropRing);
        int over = g.squareNear(at.getX(), at.getY());
        boolean target = over >= 0 && state.isTarget(over);
        dropRing.setVisible(target);
        if (target) {
            Point2D p = g.center(over);
            dropRing.setCenterX(p.getX());
            dropRing.setCenterY(p.getY());
            dropRing.setRadius(g.cell() * (PieceNode.RADIUS + 0.06));
            dropRing.setStrokeWidth(Math.max(2, g.cell() * 0.07));
        }
        if (floating != null) {
            floating.setTranslateX(at.getX());
            floating.setTranslateY(at.getY());
            dragLayer.getChildren().add(floating);
        }
        control.setCursor(Cursor.CLOSED_HAND);
    }

    private void endDrag() {
        boolean wasDragging = dragging;
        dragFrom = -1;
        dragging = false;
        activationDeferred = false;
        floating = null;
        dragLayer.getChildren().clear();
        getSkinnable().setCursor(null);
        if (wasDragging) {
            invalidate();
        }
    }

    private void keyPressed(KeyEvent e) {
        XiangqiBoard control = getSkinnable();
        switch (e.getCode()) {
            case UP, KP_UP -> moveCursor(0, -1);
            case DOWN, KP_DOWN -> moveCursor(0, 1);
            case LEFT, KP_LEFT -> moveCursor(-1, 0);
            case RIGHT, KP_RIGHT -> moveCursor(1, 0);
            case ENTER, SPACE -> {
                keyboardMode = true;
                control.fireEvent(control.getPreview() != null
                        ? new BoardEvent(BoardEvent.PREVIEW_DISMISSED, -1)
                        : new BoardEvent(BoardEvent.SQUARE_ACTIVATED, control.getCursorSquare()));
                invalidate();
            }
            case ESCAPE -> control.fireEvent(control.getPreview() != null
                    ? new BoardEvent(BoardEvent.PREVIEW_DISMISSED, -1)
                    : new BoardEvent(BoardEvent.CANCELLED, -1));
            default -> {
                return;
            }
        }
        e.consume();
    }

    /** Moves the cursor by screen direction, so "up" is up whichever way the board is turned. */
    private void moveCursor(int dColumn, int dRow) {
        XiangqiBoard control = getSkinnable();
        BoardGeometry g = control.geometry();
        int cursor = control.getCursorSquare();
        int column = Math.max(0, Math.min(Squares.FILES - 1, g.column(Squares.file(cursor)) + dColumn));
        int row = Math.max(0, Math.min(Squares.RANKS - 1, g.row(Squares.rank(cursor)) + dRow));
        keyboardMode = true;
        control.setCursorSquare(g.squareAt(column, row));
        invalidate();
    }
}
