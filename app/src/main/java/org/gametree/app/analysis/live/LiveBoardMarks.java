package org.gametree.app.analysis.live;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.InvalidationListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.HeatMap;

/**
 * The live panel's lines drawn on the board, as Nibbler and Yixin-Board do: for Xiangqi each
 * line's first move is an arrow (the best one {@link BoardMark.Kind#BEST}, the others
 * {@link BoardMark.Kind#CANDIDATE}, weaker as their score falls behind the best); for Gomoku the
 * lines' first points are a {@link HeatMap}, numbered by rank and coloured by score. Hovering an
 * arrow or a point shows its line.
 *
 * <p>Drawn only while the panel is on screen, View → Analysis arrows is on, no preview is shown
 * and the board shows the position the lines were searched on; redrawn when the lines change
 * (at most 20 times a second, with the snapshots). Other views draw marks too (the Opening tab,
 * the stepper): this takes down only the marks it put up itself.
 */
final class LiveBoardMarks {

    /** A candidate never fainter than this, so a poor line's arrow stays visible. */
    static final double MIN_STRENGTH = 0.3;
    /** Candidates are drawn at most this strong, so the best move stays the strongest. */
    static final double MAX_CANDIDATE_STRENGTH = 0.9;

    private final LiveSearchViewModel model;
    private final AnalysisContext context;
    private final ObservableBooleanValue shown;
    private List<BoardMark> shownMarks;
    private HeatMap shownHeat;
    /**
     * The marks another view had drawn when this put its arrows over them (the Opening tab's book
     * moves), and the position they were drawn for: given back when the arrows go, if the board
     * is still at that position, so switching tabs does not lose them.
     */
    private List<BoardMark> covered;
    private String coveredPosition;

    LiveBoardMarks(LiveSearchViewModel model, ObservableBooleanValue shown) {
        this.model = model;
        this.context = model.context();
        this.shown = shown;
        InvalidationListener redraw = o -> redraw();
        model.lines().addListener((ListChangeListener<LineRow>) c -> redraw());
        model.searchRootProperty().addListener(redraw);
        context.positionProperty().addListener(redraw);
        context.previewProperty().addListener(redraw);
        context.analysisArrowsProperty().addListener(redraw);
        shown.addListener(redraw);
        redraw();
    }

    private void redraw() {
        AnalysisPosition root = model.searchRootProperty().get();
        AnalysisPosition game = context.getPosition();
        boolean draw = shown.get() && context.analysisArrowsProperty().get() && context.previewProperty().get() == null
                && root != null && game != null && root.text().equals(game.text()) && !model.lines().isEmpty();
        if (!draw) {
            takeDown();
            return;
        }
        List<LineRow> rows = List.copyOf(model.lines());
        if (root.game() == AnalysisPosition.Game.XIANGQI) {
            if (shownMarks == null || context.marksProperty().get() != shownMarks) {
                covered = context.marksProperty().get();
                coveredPosition = game.text();
            }
            shownMarks = arrows(rows);
            context.marksProperty().set(shownMarks);
        } else {
            shownHeat = heat(rows);
            context.heatProperty().set(shownHeat);
        }
    }

    /** Takes down what this put up, leaving another view's marks alone. */
    private void takeDown() {
        if (shownMarks != null && context.marksProperty().get() == shownMarks) {
            AnalysisPosition game = context.getPosition();
            boolean same = covered != null && game != null && game.text().equals(coveredPosition);
            context.marksProperty().set(same ? covered : List.of());
        }
        covered = null;
        coveredPosition = null;
        if (shownHeat != null && context.heatProperty().get() == shownHeat) {
            context.heatProperty().set(HeatMap.EMPTY);
        }
        shownMarks = null;
        shownHeat = null;
    }

    private List<BoardMark> arrows(List<LineRow> rows) {
        List<BoardMark> marks = new ArrayList<>(rows.size());
        // drawn worst first, so the best arrow lies on top where arrows cross
        for (int i = rows.size() - 1; i >= 0; i--) {
            LineRow row = rows.get(i);
            int move = row.firstMove();
            boolean best = i == 0;
            double strength = best ? 1 : MIN_STRENGTH + (MAX_CANDIDATE_STRENGTH - MIN_STRENGTH) * heat(rows, i);
            marks.add(new BoardMark(move & 0xFF, (move >>> 8) & 0xFF,
                    best ? BoardMark.Kind.BEST : BoardMark.Kind.CANDIDATE, strength, label(row)));
        }
        return List.copyOf(marks);
    }

    private HeatMap heat(List<LineRow> rows) {
        List<HeatMap.Spot> spots = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            spots.add(new HeatMap.Spot(rows.get(i).firstMove(), rows.get(i).rank(), heat(rows, i), label(rows.get(i))));
        }
        return new HeatMap(spots);
    }

    /**
     * How good line {@code i} is next to the others, 0..1 (1: the best): half by its score's
     * place between the best and the worst score, half by rank, so one mate score among small
     * ones does not make all the others look equally cold.
     */
    static double heat(List<LineRow> rows, int i) {
        if (rows.size() <= 1) {
            return 1;
        }
        int best = rows.get(0).value();
        int worst = rows.get(rows.size() - 1).value();
        double byScore = best == worst ? 1 : (double) (rows.get(i).value() - worst) / (best - worst);
        double byRank = 1 - (double) i / (rows.size() - 1);
        return Math.max(0, Math.min(1, 0.5 * byScore + 0.5 * byRank));
    }

    /** "2. +35 炮二平五 马8进7 …": what hovering the arrow or point shows. */
    private static String label(LineRow row) {
        return row.rank() + ". " + row.scoreText() + "  " + row.line();
    }
}
