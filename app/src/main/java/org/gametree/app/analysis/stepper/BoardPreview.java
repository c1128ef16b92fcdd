package org.gametree.app.analysis.stepper;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.RecordedSearch;

/**
 * What the stepper puts on the main board: the position of the node being searched (a preview
 * with a label such as "Stepper, event 12: 炮二平五 马8进7"), the move being searched and, at a
 * cutoff, the move that refuted the line, as {@link BoardMark}s. Gives the board back (preview
 * and marks cleared) when the stepper leaves a recording or stops following. FX thread.
 */
final class BoardPreview {

    private final AnalysisContext context;
    private final BooleanProperty follow = new SimpleBooleanProperty(this, "followBoard", true);
    private int[] shownLine;
    private boolean shown;

    BoardPreview(AnalysisContext context) {
        this.context = context;
        follow.addListener((o, was, now) -> {
            if (!now) {
                clear();
            }
        });
    }

    /** Whether each step shows its node on the board; turning it off gives the board back. */
    BooleanProperty followProperty() {
        return follow;
    }

    /**
     * Shows the node at the end of {@code line} of a game recording, with {@code refutation} (a
     * move from that node, 0 for none) marked as the refuting move. A textbook recording has no
     * board position: the board is given back.
     */
    void show(RecordedSearch search, int[] line, int refutation, String label) {
        if (!follow.get()) {
            return;
        }
        if (search == null || search.root() == null) {
            clear();
            return;
        }
        AnalysisPosition position = search.root().copy();
        for (int move : line) {
            position.play(move);
        }
        if (!Arrays.equals(line, shownLine) || !label.equals(context.previewLabelProperty().get())) {
            context.showPreview(position, label);
            context.highlightProperty().set(null); // the searched move is drawn as a mark instead
            shownLine = line;
        }
        List<BoardMark> marks = new ArrayList<>(2);
        if (line.length > 0 && line[line.length - 1] != AnalysisPosition.PASS) { // a pass moves nothing
            marks.add(mark(position.game(), line[line.length - 1], BoardMark.Kind.SEARCHED));
        }
        if (refutation != 0 && refutation != AnalysisPosition.PASS) {
            marks.add(mark(position.game(), refutation, BoardMark.Kind.REFUTATION));
        }
        context.marksProperty().set(List.copyOf(marks));
        shown = true;
    }

    /** Shows the position a recording was made on ("Show its position"). */
    void showRoot(RecordedSearch search, String label) {
        if (search == null || search.root() == null) {
            return;
        }
        context.showPreview(search.root().copy(), label);
        context.marksProperty().set(List.of());
        shownLine = new int[0];
        shown = true;
    }

    /** Gives the board back to the game: no preview, no marks. */
    void clear() {
        shownLine = null;
        if (shown) {
            context.showPreview(null, null);
            context.highlightProperty().set(null);
            context.marksProperty().set(List.of());
            shown = false;
        }
    }

    /** A move as a board mark: Xiangqi from → to ({@code from | to << 8}), a Gomoku point. */
    static BoardMark mark(AnalysisPosition.Game game, int move, BoardMark.Kind kind) {
        return game == AnalysisPosition.Game.XIANGQI
                ? new BoardMark(move & 0xFF, (move >>> 8) & 0xFF, kind)
                : BoardMark.point(move, kind);
    }
}
