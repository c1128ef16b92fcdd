package org.gametree.app.gomoku.edit;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;

import org.gametree.app.gomoku.board.GomokuBoardState;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * Sets up a Gomoku position by hand: black and white stones placed and removed freely, in any
 * order. Who moves follows from the counts (black moves first, so black has as many stones as
 * white or one more); any other count, or a five already on the board, is explained and gives
 * no position.
 */
public final class GomokuEditorViewModel {

    /** What a click on a point does. */
    public enum Tool { BLACK, WHITE, ERASE }

    /** Why the arrangement is no position to analyse, with the counts for the message. */
    public record Problem(String key, int black, int white) {
    }

    private final Rule rule;
    private final int size;
    private final List<Integer> black = new ArrayList<>();
    private final List<Integer> white = new ArrayList<>();
    private final ObjectProperty<Tool> tool = new SimpleObjectProperty<>(this, "tool", Tool.BLACK);
    private final ReadOnlyObjectWrapper<GomokuBoardState> board = new ReadOnlyObjectWrapper<>(this, "board");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(this, "valid");

    /** Starts from the stones of {@code initial} (its rule and size are kept). */
    public GomokuEditorViewModel(GomokuPosition initial) {
        this.rule = initial.rule();
        this.size = initial.size();
        for (int move : initial.moves()) {
            (initial.stoneAt(move) == GomokuPosition.BLACK ? black : white).add(move);
        }
        refresh();
    }

    /** Applies the current tool to a point: a stone of the tool's colour there, or none. */
    public void apply(int point) {
        if (!board.get().isOnBoard(point)) {
            return;
        }
        black.remove(Integer.valueOf(point));
        white.remove(Integer.valueOf(point));
        if (tool.get() == Tool.BLACK) {
            black.add(point);
        } else if (tool.get() == Tool.WHITE) {
            white.add(point);
        }
        refresh();
    }

    /** Removes every stone. */
    public void clear() {
        black.clear();
        white.clear();
        refresh();
    }

    /**
     * The arrangement as a position, its stones played alternately (black first), or null while
     * there is a {@link #problemProperty() problem}. Under Renju the last black stone is one that
     * is not forbidden, so the position does not read as black's loss.
     */
    public GomokuPosition toPosition() {
        if (problem.get() != null) {
            return null;
        }
        List<Integer> blackOrder = new ArrayList<>(black);
        if (rule == Rule.RENJU && black.size() > white.size()) {
            moveAnAllowedBlackStoneLast(blackOrder);
        }
        return play(blackOrder);
    }

    private GomokuPosition play(List<Integer> blackOrder) {
        GomokuPosition position = new GomokuPosition(rule, size);
        for (int i = 0; i < blackOrder.size(); i++) {
            position.makeMove(blackOrder.get(i));
            if (i < white.size()) {
                position.makeMove(white.get(i));
            }
        }
        return position;
    }

    private void moveAnAllowedBlackStoneLast(List<Integer> blackOrder) {
        for (int i = blackOrder.size() - 1; i >= 0; i--) {
            List<Integer> candidate = new ArrayList<>(blackOrder);
            int stone = candidate.remove(i);
            candidate.add(stone);
            GomokuPosition before = play(candidate);
            before.unmakeMove(); // black's last stone: would it be forbidden there?
            if (!ForbiddenPoints.isForbidden(before, stone)) {
                blackOrder.clear();
                blackOrder.addAll(candidate);
                return;
            }
        }
    }

    private void refresh() {
        int[] blackPoints = black.stream().mapToInt(Integer::intValue).toArray();
        int[] whitePoints = white.stream().mapToInt(Integer::intValue).toArray();
        board.set(GomokuBoardState.ofStones(rule, size, blackPoints, whitePoints));
        problem.set(findProblem());
        valid.set(problem.get() == null);
    }

    private Problem findProblem() {
        if (black.size() != white.size() && black.size() != white.size() + 1) {
            return new Problem("gomoku.edit.problem.counts", black.size(), white.size());
        }
        GomokuPosition position = play(black);
        if (position.windows(GomokuPosition.BLACK, 5) > 0 || position.windows(GomokuPosition.WHITE, 5) > 0) {
            return new Problem("gomoku.edit.problem.five", black.size(), white.size());
        }
        return null;
    }

    public ObjectProperty<Tool> toolProperty() {
        return tool;
    }

    /** The stones as the board shows them. */
    public ReadOnlyObjectProperty<GomokuBoardState> boardProperty() {
        return board.getReadOnlyProperty();
    }

    /** Why there is no position yet, or null. */
    public ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }

    public int blackCount() {
        return black.size();
    }

    public int whiteCount() {
        return white.size();
    }

    /** {@link GomokuPosition#BLACK} when the counts are equal, else {@link GomokuPosition#WHITE}. */
    public int stoneToMove() {
        return black.size() > white.size() ? GomokuPosition.WHITE : GomokuPosition.BLACK;
    }
}
