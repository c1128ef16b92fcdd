package org.gametree.app.theme;

import java.util.prefs.Preferences;

import javafx.beans.property.ObjectProperty;

import org.gametree.app.analysis.score.ScorePerspective;

import org.gametree.app.xiangqi.board.BoardStyle;
import org.gametree.app.xiangqi.board.PieceStyle;

/**
 * Remembers the theme, the board and piece styles and whose side scores are shown from across runs in {@link java.util.prefs}, as
 * {@link org.gametree.app.i18n.LanguagePreference} does for the language. The node is passed in
 * so tests can use a throw-away node instead of the user's real settings. Unknown stored values
 * (e.g. from a later version) fall back to the defaults.
 */
public final class AppearancePreference {

    static final String THEME = "theme";
    static final String BOARD_STYLE = "boardStyle";
    static final String PIECE_STYLE = "pieceStyle";
    static final String SCORE_PERSPECTIVE = "scorePerspective";

    private static final String ANALYSIS_ARROWS = "analysisArrows";

    private final Preferences node;

    public AppearancePreference(Preferences node) {
        this.node = node;
    }

    /** The user's node for this application (the same node the language is kept in). */
    public static AppearancePreference forUser() {
        return new AppearancePreference(Preferences.userRoot().node("org/gametree/app"));
    }

    public Theme loadTheme() {
        return Theme.parse(node.get(THEME, null), Theme.LIGHT);
    }

    public void storeTheme(Theme theme) {
        node.put(THEME, theme.name());
    }

    public BoardStyle loadBoardStyle() {
        return parse(BoardStyle.class, node.get(BOARD_STYLE, null), BoardStyle.WOOD);
    }

    public void storeBoardStyle(BoardStyle style) {
        node.put(BOARD_STYLE, style.name());
    }

    public PieceStyle loadPieceStyle() {
        return parse(PieceStyle.class, node.get(PIECE_STYLE, null), PieceStyle.TRADITIONAL);
    }

    public void storePieceStyle(PieceStyle style) {
        node.put(PIECE_STYLE, style.name());
    }

    /** View → Scores from: whose side scores are shown from (side to move by default). */
    public ScorePerspective loadScorePerspective() {
        return parse(ScorePerspective.class, node.get(SCORE_PERSPECTIVE, null), ScorePerspective.SIDE_TO_MOVE);
    }

    public void storeScorePerspective(ScorePerspective value) {
        node.put(SCORE_PERSPECTIVE, value.name());
    }

    /** Sets {@code setting} to the stored choice, and stores every later change of it. */
    public void keepScorePerspective(ObjectProperty<ScorePerspective> setting) {
        setting.set(loadScorePerspective());
        setting.addListener((obs, old, now) -> {
            if (now != null) {
                storeScorePerspective(now);
            }
        });
    }

    /**
     * Loads View → Analysis arrows into {@code setting} (on unless the user turned it off) and
     * stores each change.
     */
    public void keepAnalysisArrows(javafx.beans.property.BooleanProperty setting) {
        setting.set(node.getBoolean(ANALYSIS_ARROWS, true));
        setting.addListener((obs, old, now) -> node.putBoolean(ANALYSIS_ARROWS, now));
    }

    private static <E extends Enum<E>> E parse(Class<E> type, String name, E fallback) {
        for (E value : type.getEnumConstants()) {
            if (value.name().equals(name)) {
                return value;
            }
        }
        return fallback;
    }
}
