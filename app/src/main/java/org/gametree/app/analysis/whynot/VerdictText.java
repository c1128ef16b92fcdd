package org.gametree.app.analysis.whynot;

import java.util.Arrays;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.Squares;

/**
 * A {@link Verdict} in words, in the current language: "Loses 350 (about a horse) — after 马二进三
 * 车9平7, Black wins the horse on c2." Moves are named in the chosen notation, scores through the
 * one score formatter (so they follow View → Scores from). FX thread (reads the language).
 */
public final class VerdictText {

    private VerdictText() {
    }

    /** The sentence for {@code verdict} on {@code outcome}, a search of {@code root}. */
    public static String of(Localization l10n, ScoreFormat scores, MoveNotation notation, AnalysisPosition root,
                            WhyNotOutcome outcome, Verdict verdict) {
        String sentence = sentence(l10n, scores, notation, root, outcome, verdict);
        if (verdict.replyThreat() != null && outcome.chosen().pv().length > 1) {
            sentence += " " + l10n.get("whynot.reply", l10n.get(ScoreSides.of(root.game()).nameKey(1 - root.sideToMove())),
                    root.lineNames(outcome.chosen().pv(), notation, l10n.get("whynot.pass")).get(1),
                    l10n.get("whynot.threat." + verdict.replyThreat().name()));
        }
        if (outcome.stopped()) {
            return sentence + " " + l10n.get("whynot.verdict.stopped", outcome.depth());
        }
        if (outcome.isShallow()) {
            return sentence + " " + l10n.get("whynot.verdict.shallow",
                    Math.min(outcome.best().depth(), outcome.chosen().depth()), outcome.depth());
        }
        return sentence;
    }

    private static String sentence(Localization l10n, ScoreFormat scores, MoveNotation notation, AnalysisPosition root,
                                   WhyNotOutcome outcome, Verdict verdict) {
        boolean gomoku = root.game() == AnalysisPosition.Game.GOMOKU;
        ScoreSides sides = ScoreSides.of(root.game());
        int mover = root.sideToMove();
        String opponent = l10n.get(sides.nameKey(1 - mover));
        String bestMove = root.moveName(outcome.best().move(), notation);
        String refutation = line(l10n, root, outcome.chosen().pv(), notation);
        switch (verdict.kind()) {
            case BEST:
                return l10n.get("whynot.verdict.best", bestMove, outcome.best().depth());
            case EQUAL:
                return l10n.get("whynot.verdict.equal", bestMove, verdict.difference());
            case ALLOWS_MATE:
                return l10n.get(gomoku ? "whynot.verdict.allowsWin" : "whynot.verdict.allowsMate",
                        verdict.moves(), refutation, opponent);
            case MISSES_MATE:
                return l10n.get(gomoku ? "whynot.verdict.missesWin" : "whynot.verdict.missesMate",
                        verdict.moves(), bestMove);
            case LOSES_MATERIAL: {
                LineCapture loss = verdict.loss();
                return l10n.get("whynot.verdict.losesMaterial", verdict.difference(),
                        l10n.get("whynot.about." + LineCaptures.nearestPiece(verdict.difference())),
                        line(l10n, root, verdict.lineToLoss(), notation), opponent,
                        pieceName(l10n, mover, loss.type()), Squares.name(loss.square()));
            }
            default:
                return l10n.get("whynot.verdict.worse", verdict.difference(),
                        scores.value(outcome.best().value(), mover, sides),
                        scores.value(outcome.chosen().value(), mover, sides), refutation);
        }
    }

    /** A Xiangqi piece's name in the current language: "horse", 马 (Red's 相 and Black's 象 differ). */
    public static String pieceName(Localization l10n, int side, int type) {
        return l10n.get("whynot.piece." + side + "." + type);
    }

    /** A line of moves from {@code root} in the notation, separated by spaces. */
    public static String line(Localization l10n, AnalysisPosition root, int[] moves, MoveNotation notation) {
        return String.join(" ", root.lineNames(Arrays.copyOf(moves, moves.length), notation, l10n.get("whynot.pass")));
    }
}
