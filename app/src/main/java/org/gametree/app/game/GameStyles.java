package org.gametree.app.game;

/** The stylesheet of the game pieces (clocks, move list, New Game dialog). */
final class GameStyles {

    static final String URL = GameStyles.class.getResource("game.css").toExternalForm();

    private GameStyles() {
    }
}
