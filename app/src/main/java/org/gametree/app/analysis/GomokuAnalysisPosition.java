package org.gametree.app.analysis;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.SearchPosition;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Lines;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.search.GomokuSearchPosition;

/** A Gomoku/Renju {@link GomokuPosition} for the analysis views (threat-aware search, near candidates). */
public final class GomokuAnalysisPosition implements AnalysisPosition {

    private final GomokuPosition position;

    /** Wraps a copy of {@code position}. */
    public GomokuAnalysisPosition(GomokuPosition position) {
        this.position = position.copy();
    }

    /** The position (read it; move through {@link #play}/{@link #undo}). */
    public GomokuPosition position() {
        return position;
    }

    @Override
    public Game game() {
        return Game.GOMOKU;
    }

    @Override
    public AnalysisPosition copy() {
        return new GomokuAnalysisPosition(position);
    }

    @Override
    public int[] legalMoves() {
        int[] buffer = new int[GomokuPosition.MAX_SIZE * GomokuPosition.MAX_SIZE];
        return java.util.Arrays.copyOf(buffer, position.generateMoves(buffer, 0));
    }

    @Override
    public boolean isLegal(int move) {
        return position.isLegal(move);
    }

    @Override
    public void play(int move) {
        if (move == PASS) {
            throw new IllegalArgumentException("Gomoku has no pass");
        }
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("illegal move " + Notation.name(position.size(), move));
        }
        position.makeMove(move);
    }

    @Override
    public void undo() {
        position.unmakeMove();
    }

    @Override
    public int ply() {
        return position.ply();
    }

    @Override
    public int sideToMove() {
        return position.sideToMove();
    }

    @Override
    public SearchPosition searchPosition(String evaluation) {
        return new GomokuSearchPosition(position, EngineWeights.gomoku(evaluation),
                GomokuSearchPosition.Candidates.NEAR, GomokuSearchPosition.Threats.ON);
    }

    @Override
    public List<String> evaluations() {
        return GomokuEvaluation.names();
    }

    @Override
    public String moveName(int move, MoveNotation notation) {
        return move == PASS ? PASS_NAME : Notation.name(position.size(), move);
    }

    @Override
    public List<String> lineNames(int[] line, MoveNotation notation, String pass) {
        List<String> names = new ArrayList<>();
        for (int move : line) {
            names.add(move == PASS ? pass : Notation.name(position.size(), move));
        }
        return names;
    }

    @Override
    public String text() {
        return Notation.formatMoves(position);
    }

    @Override
    public EvalBreakdown explain(String evaluation) {
        GomokuEvaluation eval = EngineWeights.gomoku(evaluation);
        eval.reset(position); // an incremental evaluation starts from the position it is asked about
        Lines lines = Lines.of(position.size());
        List<EvalBreakdown.Row> rows = new ArrayList<>();
        for (GomokuEvaluation.Term term : eval.explain(position)) {
            int side = "black".equals(term.side()) ? 0 : "white".equals(term.side()) ? 1 : -1;
            rows.add(new EvalBreakdown.Row(term.pattern(), side, term.where(), term.value(), stonesOn(lines, term.where(), side)));
        }
        return new EvalBreakdown(evaluation, eval.evaluate(position), rows);
    }

    /** The stones of the side on the named line (the points a row is about). */
    private int[] stonesOn(Lines lines, String lineName, int side) {
        int stone = side == 0 ? GomokuPosition.BLACK : GomokuPosition.WHITE;
        for (int l = 0; l < lines.names.length; l++) {
            if (lines.names[l].equals(lineName)) {
                return java.util.Arrays.stream(lines.points[l]).filter(p -> position.stoneAt(p) == stone).toArray();
            }
        }
        return new int[0];
    }

    @Override
    public boolean isGameOver() {
        return position.result().isOver();
    }
}
