package org.gametree.app.analysis.whynot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.beans.property.SimpleObjectProperty;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.PvLine;
import org.gametree.core.search.Score;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;
import org.junit.jupiter.api.Test;

/** Every sentence in both languages, with moves in the chosen notation and scores through the one formatter. */
class VerdictTextTest {

    private final Localization l10n = new Localization(Language.ENGLISH);
    private final SimpleObjectProperty<ScorePerspective> perspective =
            new SimpleObjectProperty<>(ScorePerspective.SIDE_TO_MOVE);
    private final ScoreFormat scores = new ScoreFormat(l10n, perspective);
    private final XiangqiAnalysisPosition xiangqi =
            new XiangqiAnalysisPosition(Fen.parse(VerdictBuilderTest.HANGING_HORSE));

    private static int move(String coordinates) {
        return VerdictBuilderTest.move(coordinates);
    }

    private String say(XiangqiAnalysisPosition root, WhyNotOutcome outcome, MoveNotation notation) {
        return VerdictText.of(l10n, scores, notation, root, outcome, VerdictBuilder.of(root, outcome));
    }

    @Test
    void losingAPieceNamesItWhereAndAfterWhat() {
        int[] best = {move("i0i8"), move("c9c8"), move("i8c8")};
        int[] chosen = {move("b0c2"), move("c9c2"), move("i0i9")};
        WhyNotOutcome outcome = new WhyNotOutcome(chosen[0], new PvLine(best[0], -263, 6, best),
                new PvLine(chosen[0], -617, 6, chosen), 6, false);
        assertEquals("Loses 354 (about a horse) \u2014 after b0c2 c9c2, Black wins the horse on c2.",
                say(xiangqi, outcome, MoveNotation.COORDINATE));
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertEquals("少了 354 分（约合一马）——走 马八进七 车3进7 之后，黑方吃掉 c2 的马。",
                say(xiangqi, outcome, MoveNotation.CHINESE));
    }

    @Test
    void theOtherSentences() {
        int[] a = {move("i0i8")};
        int[] b = {move("b0a2"), move("c9c8")};
        assertEquals("The engine's own choice: i0i8 is the best move it found at depth 6.",
                say(xiangqi, new WhyNotOutcome(a[0], new PvLine(a[0], 10, 6, a), new PvLine(a[0], 10, 6, a), 6, false),
                        MoveNotation.COORDINATE));
        assertEquals("As good as the best move i0i8: the score differs by 12 only.",
                say(xiangqi, new WhyNotOutcome(b[0], new PvLine(a[0], 10, 6, a), new PvLine(b[0], -2, 6, b), 6, false),
                        MoveNotation.COORDINATE));
        assertEquals("The score drops by 90, from +10 to \u221280 \u2014 the refutation: b0a2 c9c8.",
                say(xiangqi, new WhyNotOutcome(b[0], new PvLine(a[0], 10, 6, a), new PvLine(b[0], -80, 6, b), 6, false),
                        MoveNotation.COORDINATE));
        assertEquals("Allows mate in 2: after b0a2 c9c8, Black mates.",
                say(xiangqi, new WhyNotOutcome(b[0], new PvLine(a[0], 10, 6, a),
                        new PvLine(b[0], Score.matedIn(4), 6, b), 6, false), MoveNotation.COORDINATE));
        assertEquals("Misses a mate in 1: i0i8 mates.",
                say(xiangqi, new WhyNotOutcome(b[0], new PvLine(a[0], Score.MATE - 1, 6, a),
                        new PvLine(b[0], 10, 6, b), 6, false), MoveNotation.COORDINATE));
    }

    @Test
    void aShallowOrStoppedSearchIsOwnedUpTo() {
        int[] a = {move("i0i8")};
        int[] b = {move("b0a2"), move("c9c8")};
        assertEquals("The score drops by 90, from +10 to \u221280 \u2014 the refutation: b0a2 c9c8. "
                        + "(A search reached depth 3 only of 6.)",
                say(xiangqi, new WhyNotOutcome(b[0], new PvLine(a[0], 10, 6, a), new PvLine(b[0], -80, 3, b), 6, false),
                        MoveNotation.COORDINATE));
        assertEquals("The score drops by 90, from +10 to \u221280 \u2014 the refutation: b0a2 c9c8. "
                        + "(Stopped before depth 6: these are the lines found so far.)",
                say(xiangqi, new WhyNotOutcome(b[0], new PvLine(a[0], 10, 6, a), new PvLine(b[0], -80, 3, b), 6, true),
                        MoveNotation.COORDINATE));
    }

    @Test
    void gomokuSpeaksOfWins() {
        GomokuAnalysisPosition root = new GomokuAnalysisPosition(Notation.play(Rule.FREESTYLE, 15, "g8 h8 a1 i8 a3 j8 a5 k8"));
        int block = Notation.parsePoint(15, "l8");
        int far = Notation.parsePoint(15, "a7");
        WhyNotOutcome outcome = new WhyNotOutcome(far, new PvLine(block, -49, 4, new int[] {block}),
                new PvLine(far, Score.matedIn(2), 2, new int[] {far, block}), 4, false);
        String words = VerdictText.of(l10n, scores, MoveNotation.CHINESE, root, outcome, VerdictBuilder.of(root, outcome));
        assertEquals("Leaves White a win in 1: after a7 l8. White's reply l8 makes five.", words,
                "a forced win needs no depth note");
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertEquals("让白方 1 步取胜：走 a7 l8 之后。 白方应以 l8，形成五连。",
                VerdictText.of(l10n, scores, MoveNotation.CHINESE, root, outcome, VerdictBuilder.of(root, outcome)));
    }
}
