package org.gametree.app.game;

import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableValue;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.i18n.Localization;

/** The sides' names in the UI language: Red and Black in Xiangqi, Black and White in Gomoku. */
final class SideNames {

    private SideNames() {
    }

    static String key(Game game, int side) {
        if (game == Game.GOMOKU) {
            return side == 0 ? "game.side.gomokuBlack" : "game.side.gomokuWhite";
        }
        return side == 0 ? "game.side.red" : "game.side.black";
    }

    /** The name of side 0 or 1 of whichever game {@code game} holds, following the language. */
    static StringBinding of(Localization l10n, ObservableValue<Game> game, int side) {
        return javafx.beans.binding.Bindings.createStringBinding(
                () -> l10n.get(key(game.getValue() == null ? Game.XIANGQI : game.getValue(), side)),
                game, l10n.languageProperty());
    }
}
