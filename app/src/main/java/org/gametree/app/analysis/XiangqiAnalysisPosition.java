package org.gametree.app.analysis;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.SearchPosition;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.eval.Explanation;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.gametree.xiangqi.notation.Notation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;

/** A Xiangqi {@link Position} for the analysis views. */
public final class XiangqiAnalysisPosition implements AnalysisPosition {

    private final Position position;
    /** The plies (of {@link Position#ply()}) at which a pass was played through {@link #play}. */
    private final java.util.BitSet passes;

    /** Wraps a copy of {@code position}. */
    public XiangqiAnalysisPosition(Position position) {
        this(position, new java.util.BitSet());
    }

    private XiangqiAnalysisPosition(Position position, java.util.BitSet passes) {
        this.position = position.copy();
        this.passes = (java.util.BitSet) passes.clone();
    }

    /** The position (read it; move through {@link #play}/{@link #undo}). */
    public Position position() {
        return position;
    }

    @Override
    public Game game() {
        return Game.XIANGQI;
    }

    @Override
    public AnalysisPosition copy() {
        return new XiangqiAnalysisPosition(position, passes);
    }

    @Override
    public int[] legalMoves() {
        return isGameOver() ? new int[0] : position.legalMoves();
    }

    @Override
    public boolean isLegal(int move) {
        return !isGameOver() && position.isLegal(move);
    }

    @Override
    public void play(int move) {
        if (move == PASS) {
            passes.set(position.ply());
            position.makeNullMove();
            return;
        }
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("illegal move " + Notation.COORDINATE.format(position, move));
        }
        position.makeMove(move);
    }

    @Override
    public void undo() {
        int last = position.ply() - 1;
        if (last >= 0 && passes.get(last)) {
            passes.clear(last);
            position.unmakeNullMove();
        } else {
            position.unmakeMove();
        }
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
        return new XiangqiSearchPosition(position, EngineWeights.xiangqi(evaluation))
                .useEndgames(EndgameDatabases.forSearch());
    }

    @Override
    public List<String> evaluations() {
        List<String> names = new ArrayList<>(XiangqiEvaluation.names());
        names.remove("pst");
        names.add(0, "pst");
        return names;
    }

    private static Notation notation(MoveNotation notation) {
        switch (notation) {
            case CHINESE: return Notation.CHINESE;
            case WXF: return Notation.WXF;
            default: return Notation.COORDINATE;
        }
    }

    @Override
    public String moveName(int move, MoveNotation notation) {
        return move == PASS ? PASS_NAME : notation(notation).format(position, move);
    }

    @Override
    public List<String> lineNames(int[] line, MoveNotation notation, String pass) {
        Notation format = notation(notation);
        Position walk = position.copy();
        List<String> names = new ArrayList<>(line.length);
        for (int move : line) {
            if (move == PASS) {
                names.add(pass);
                walk.makeNullMove();
                continue;
            }
            names.add(format.format(walk, move));
            walk.makeMove(move);
        }
        return names;
    }

    @Override
    public String text() {
        return Fen.write(position);
    }

    @Override
    public EvalBreakdown explain(String evaluation) {
        Explanation explanation = EngineWeights.xiangqi(evaluation).explain(position);
        List<EvalBreakdown.Row> rows = new ArrayList<>();
        for (Explanation.Row row : explanation.rows()) {
            boolean onSquare = row.square() >= 0;
            String where = onSquare ? Squares.name(row.square()) + " " + Piece.englishName(row.pieceType()) : "";
            rows.add(new EvalBreakdown.Row(row.term().name().toLowerCase(java.util.Locale.ROOT), row.side(), where,
                    row.value(), onSquare ? new int[] {row.square()} : new int[0]));
        }
        return new EvalBreakdown(evaluation, explanation.total(), rows);
    }

    @Override
    public boolean isGameOver() {
        return GameRules.result(position).isOver();
    }
}
