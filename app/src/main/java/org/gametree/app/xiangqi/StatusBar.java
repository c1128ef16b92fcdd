package org.gametree.app.xiangqi;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Circle;

import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.Piece;

/**
 * The status bar under the board: side to move, check, the game's result, the latest message,
 * and the current FEN as selectable text. Everything is bound to the game view-model and to the
 * language, so it never needs refreshing by hand.
 */
public final class StatusBar extends VBox {

    public StatusBar(XiangqiGameViewModel game, Localization l10n) {
        getStyleClass().add("status-bar");
        setId("status-bar");

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
        result.textProperty().bind(Bindings.createStringBinding(
                () -> resultText(game.getResult(), l10n), game.resultProperty(), l10n.languageProperty()));
        game.resultProperty().addListener((obs, old, now) -> toggle(result, "game-over", now.isOver()));

        Label message = new Label();
        message.setId("status-message");
        message.getStyleClass().add("status-message");
        message.textProperty().bind(Bindings.createStringBinding(() -> {
            StatusMessage m = game.getMessage();
            return m == null ? "" : m.text(l10n);
        }, game.messageProperty(), l10n.languageProperty()));
        game.messageProperty().addListener((obs, old, now) -> toggle(message, "error", now != null && now.error()));
        // A long message is cut short, never the side to move or the result beside it; the
        // tooltip has all of it.
        message.setMinWidth(0);
        side.setMinWidth(Region.USE_PREF_SIZE);
        check.setMinWidth(Region.USE_PREF_SIZE);
        result.setMinWidth(Region.USE_PREF_SIZE);
        Tooltip fullMessage = new Tooltip();
        fullMessage.textProperty().bind(message.textProperty());
        message.tooltipProperty().bind(Bindings.when(message.textProperty().isEmpty())
                .then((Tooltip) null).otherwise(fullMessage));
        HBox.setHgrow(message, Priority.ALWAYS);
        message.setMaxWidth(Double.MAX_VALUE);
        message.setAlignment(Pos.CENTER_RIGHT);

        HBox first = new HBox(side, check, separator(), result, message);
        first.getStyleClass().add("status-row");
        first.setAlignment(Pos.CENTER_LEFT);

        Label fenLabel = new Label();
        fenLabel.textProperty().bind(l10n.text("status.fen"));
        TextField fen = new TextField();
        fen.setId("status-fen");
        fen.getStyleClass().add("status-fen");
        fen.setEditable(false);
        fen.textProperty().bind(game.fenProperty());
        fenLabel.setLabelFor(fen);
        HBox.setHgrow(fen, Priority.ALWAYS);
        HBox second = new HBox(fenLabel, fen);
        second.getStyleClass().add("status-row");
        second.setAlignment(Pos.CENTER_LEFT);

        getChildren().addAll(first, second);
    }

    /** "Red wins (checkmate)", or "Game in progress". */
    public static String resultText(GameResult result, Localization l10n) {
        if (!result.isOver()) {
            return l10n.get("status.ongoing");
        }
        return l10n.get("result.format", l10n.get("outcome." + result.outcome().name()),
                l10n.get("reason." + result.reason().name()));
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
