package org.gametree.app.xiangqi;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.value.ObservableIntegerValue;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;

import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.Piece;

/**
 * The Xiangqi game's part of the status bar: side to move, check and the game's result. Bound to
 * the game view-model and to the language, so it never needs refreshing by hand. (The window's
 * status bar puts the one message area and the FEN field beside it, for both games.)
 */
public final class StatusBar extends HBox {

    public StatusBar(XiangqiGameViewModel game, Localization l10n) {
        this(game, l10n, null);
    }

    /**
     * A status bar that also shows a loss on time: {@code flagged} is the side (0 Red, 1 Black)
     * whose time ran out, or -1 (the session's flaggedProperty); null for an untimed board.
     */
    public StatusBar(XiangqiGameViewModel game, Localization l10n, ObservableIntegerValue flagged) {
        getStyleClass().add("status-row");
        setId("status-xiangqi");
        setAlignment(Pos.CENTER_LEFT);

        StringBinding sideName = Bindings.createStringBinding(
                () -> l10n.get(game.sideToMoveProperty().get() == Piece.RED ? "side.red" : "side.black"),
                game.sideToMoveProperty(), l10n.languageProperty());
        Circle sideDot = new Circle(6);
        sideDot.getStyleClass().add("side-dot");
        Label side = new Label();
        side.setId("status-side");
        side.textProperty().bind(l10n.text("status.toMove", sideName));
        side.setGraphic(sideDot);
        showSide(sideDot, game.sideToMoveProperty().get());
        game.sideToMoveProperty().addListener((obs, old, now) -> showSide(sideDot, now.intValue()));

        Label check = new Label();
        check.setId("status-check");
        check.getStyleClass().add("status-check");
        check.textProperty().bind(l10n.text("status.check"));
        // After a mate the result says it all; "check" only matters while the game goes on.
        check.visibleProperty().bind(Bindings.createBooleanBinding(
                () -> game.inCheckProperty().get() && !game.getResult().isOver(),
                game.inCheckProperty(), game.resultProperty()));
        check.managedProperty().bind(check.visibleProperty());

        Label result = new Label();
        result.setId("status-result");
        result.getStyleClass().add("status-result");
        ObservableIntegerValue timeOut = flagged != null ? flagged : new SimpleIntegerProperty(-1);
        result.textProperty().bind(Bindings.createStringBinding(
                () -> timeOut.get() >= 0 ? onTimeText(timeOut.get(), l10n) : resultText(game.getResult(), l10n),
                game.resultProperty(), timeOut, l10n.languageProperty()));
        result.textProperty().addListener((obs, old, now) ->
                toggle(result, "game-over", game.getResult().isOver() || timeOut.get() >= 0));

        // The message beside these is cut short, never the side to move or the result.
        for (Region r : new Region[] {side, check, result}) {
            r.setMinWidth(Region.USE_PREF_SIZE);
        }
        getChildren().addAll(side, check, separator(), result);
    }

    /** "Red wins (checkmate)", or "Game in progress". */
    public static String resultText(GameResult result, Localization l10n) {
        if (!result.isOver()) {
            return l10n.get("status.ongoing");
        }
        return l10n.get("result.format", l10n.get("outcome." + result.outcome().name()),
                l10n.get("reason." + result.reason().name()));
    }

    /** "Black wins (on time)" when {@code flaggedSide} (0 Red) ran out of time. */
    public static String onTimeText(int flaggedSide, Localization l10n) {
        return l10n.get("result.format", l10n.get(flaggedSide == Piece.RED ? "outcome.BLACK_WINS" : "outcome.RED_WINS"),
                l10n.get("status.onTime"));
    }

    private static void showSide(Circle dot, int side) {
        dot.getStyleClass().removeAll("red", "black");
        dot.getStyleClass().add(side == Piece.RED ? "red" : "black");
    }

    private static void toggle(Region node, String styleClass, boolean on) {
        node.getStyleClass().remove(styleClass);
        if (on) {
            node.getStyleClass().add(styleClass);
        }
    }

    private static Region separator() {
        Region r = new Region();
        r.getStyleClass().add("status-separator");
        return r;
    }
}
