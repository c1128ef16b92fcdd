package org.gametree.app.analysis.tree;

import org.gametree.core.search.Score;

/** Search values as the explorer prints them: ±∞ for the open window, "mate N" for mates, blank for none. */
public final class ScoreText {

    private ScoreText() {
    }

    public static String of(int value) {
        if (value == Score.NONE) {
            return "";
        }
        if (value >= Score.INFINITE) {
            return "+∞";
        }
        if (value <= -Score.INFINITE) {
            return "−∞";
        }
        return Score.describe(value);
    }
}
