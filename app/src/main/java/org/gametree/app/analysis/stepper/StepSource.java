package org.gametree.app.analysis.stepper;

/** What the stepper records a search on. */
public enum StepSource {
    /** The game's current position (Xiangqi or Gomoku), shown on the main board. */
    GAME_POSITION("stepper.source.game"),
    /** The book's figure 7.4, drawn as a tree. */
    FIGURE_74("stepper.source.figure74"),
    /** A generated textbook tree, drawn as a tree. */
    RANDOM_TREE("stepper.source.random");

    private final String key;

    StepSource(String key) {
        this.key = key;
    }

    /** The bundle key of its name. */
    public String key() {
        return key;
    }

    public boolean isTextbook() {
        return this != GAME_POSITION;
    }
}
