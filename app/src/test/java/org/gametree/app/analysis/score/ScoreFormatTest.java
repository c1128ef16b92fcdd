package org.gametree.app.analysis.score;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.beans.property.SimpleObjectProperty;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;
import org.junit.jupiter.api.Test;

class ScoreFormatTest {

    private final SimpleObjectProperty<ScorePerspective> perspective =
            new SimpleObjectProperty<>(ScorePerspective.SIDE_TO_MOVE);
    private final Localization l10n = new Localization(Language.ENGLISH);
    private final ScoreFormat format = new ScoreFormat(l10n, perspective);

    @Test
    void sideToMoveShowsTheEnginesValuesAsTheyAre() {
        assertEquals("+35", format.value(35, 1, ScoreSides.XIANGQI));
        assertEquals("\u221212", format.value(-12, 0, ScoreSides.XIANGQI));
        assertEquals("0", format.value(0, 1, ScoreSides.XIANGQI));
        assertEquals("+1,234", format.value(1234, 0, ScoreSides.XIANGQI));
        assertEquals("mate in 2", format.value(Score.MATE - 3, 1, ScoreSides.XIANGQI));
        assertEquals("mated in 1", format.value(-(Score.MATE - 2), 0, ScoreSides.XIANGQI));
        assertEquals("α = \u2212∞, β = +5", format.window(-Score.INFINITE, 5, 1));
    }

    @Test
    void firstPlayerTurnsTheSecondPlayersValuesAndWindowsRound() {
        perspective.set(ScorePerspective.FIRST_PLAYER);
        assertEquals("\u221235", format.value(35, 1, ScoreSides.XIANGQI));
        assertEquals("+35", format.value(35, 0, ScoreSides.XIANGQI));
        // the book's α=-5 β=+∞ at a MIN node is the window [-∞, 5] seen from MAX
        assertEquals("α = \u2212∞, β = +5", format.window(-5, Score.INFINITE, 1));
        assertEquals("α = \u22125, β = +∞", format.window(-5, Score.INFINITE, 0));
        assertEquals("Black mates in 2", format.value(Score.MATE - 3, 1, ScoreSides.XIANGQI));
        assertEquals("Red mates in 2", format.value(-(Score.MATE - 3), 1, ScoreSides.XIANGQI));
        assertEquals("MAX mates in 1", format.value(Score.MATE - 1, 0, ScoreSides.TEXTBOOK));
        // a fail-high (≥) of the side to move is a fail-low (≤) from the other side
        assertEquals("≤ \u22128", format.bounded(8, Bound.LOWER, 1, ScoreSides.GOMOKU));
        assertEquals("≥ +8", format.bounded(8, Bound.LOWER, 0, ScoreSides.GOMOKU));
        assertEquals("Scores from Black's side: + is good for Black", format.legend(ScoreSides.GOMOKU));
    }

    @Test
    void chineseUsesItsOwnWords() {
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        perspective.set(ScorePerspective.FIRST_PLAYER);
        assertEquals("红方 2 步杀", format.value(-(Score.MATE - 3), 1, ScoreSides.XIANGQI));
        assertEquals("—", format.value(Score.NONE, 0, ScoreSides.XIANGQI));
    }
}
