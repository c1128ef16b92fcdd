package org.gametree.app;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.geometry.Pos;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.opening.BookGame;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Localization;
import org.gametree.app.i18n.ShownMessage;
import org.gametree.app.xiangqi.StatusBar;

/**
 * The status bar under the window, for both games. The first row: while a preview is on the
 * board, what it is ("Previewing node 1.2.3 (Black to move) · the game:"), then the game's own
 * state (Xiangqi: side to move, check, result; Gomoku: whose turn or the result), then the one
 * message area, where the newest message of anyone (game, paste, FEN field, files, engines)
 * replaces the one before. The second row (Xiangqi): the FEN of what the board shows — marked
 * "preview" while a preview is shown — which the user can edit: Enter loads a typed FEN (with
 * the same errors as paste, in the message area), Esc restores the shown FEN.
 *
 * <p>Every row keeps its height whatever it says (one line each, long messages cut short with
 * the whole text in a tooltip), so a message never moves the board above.
 */
final class StatusArea extends VBox {

    private final GameSession session;
    private final AnalysisContext context;
    private final TextField fen = new TextField();

    StatusArea(GameSession session, Localization l10n) {
        this.session = session;
        this.context = session.context();
        setId("status-bar");
        getStyleClass().add("status-bar");
        BooleanBinding xiangqi = session.gameProperty().isEqualTo(Game.XIANGQI);

        Label preview = new Label();
        preview.setId("status-preview");
        preview.getStyleClass().add("status-preview");
        preview.textProperty().bind(previewText(l10n));
        preview.visibleProperty().bind(context.previewProperty().isNotNull());
        preview.managedProperty().bind(preview.visibleProperty());
        preview.setMinWidth(Region.USE_PREF_SIZE);

        StatusBar xiangqiState = new StatusBar(session.xiangqi(), l10n, session.flaggedProperty());
        xiangqiState.visibleProperty().bind(xiangqi);
        xiangqiState.managedProperty().bind(xiangqi);
        xiangqiState.setMinWidth(Region.USE_PREF_SIZE);

        Label gomokuState = new Label();
        gomokuState.setId("gomoku-status");
        gomokuState.textProperty().bind(gomokuStatus(l10n));
        gomokuState.visibleProperty().bind(xiangqi.not());
        gomokuState.managedProperty().bind(xiangqi.not());
        gomokuState.setMinWidth(Region.USE_PREF_SIZE);

        HBox first = new HBox(preview, xiangqiState, gomokuState, openingName(l10n), message(l10n), errorDetails(l10n));
        first.getStyleClass().add("status-row");
        first.setAlignment(Pos.CENTER_LEFT);

        HBox second = fenRow(l10n);
        second.visibleProperty().bind(xiangqi);
        second.managedProperty().bind(xiangqi);
        getChildren().addAll(first, second);
    }

    /**
     * The opening the game is playing (ECCO for Xiangqi, the Renju opening for Gomoku), named
     * again after every move; nothing while no named position has been reached.
     */
    private Label openingName(Localization l10n) {
        Label name = new Label();
        name.setId("status-opening");
        name.getStyleClass().add("status-opening");
        name.textProperty().bind(Bindings.createStringBinding(() -> BookGame.openingOfGame(context.getPosition())
                .map(n -> l10n.get("status.opening", n.text(l10n.getLanguage()))).orElse(""),
                context.positionProperty(), l10n.languageProperty()));
        name.visibleProperty().bind(name.textProperty().isNotEmpty());
        name.managedProperty().bind(name.visibleProperty());
        name.setMinWidth(Region.USE_PREF_SIZE);
        return name;
    }

    /** Gomoku's whose turn or result, or the win on time once a side's time ran out. */
    private StringBinding gomokuStatus(Localization l10n) {
        StringBinding board = session.gomoku().statusText(l10n);
        return Bindings.createStringBinding(() -> {
            int flagged = session.flaggedProperty().get();
            if (flagged < 0) {
                return board.get();
            }
            return l10n.get(flagged == 0 ? "gomoku.result.whiteOnTime" : "gomoku.result.blackOnTime");
        }, board, session.flaggedProperty(), l10n.languageProperty());
    }

    /** "Previewing node 1.2.3 (Black to move) · the game:" ("" without a preview). */
    private StringBinding previewText(Localization l10n) {
        return Bindings.createStringBinding(() -> {
            AnalysisPosition shown = context.previewProperty().get();
            if (shown == null) {
                return "";
            }
            String label = context.previewLabelProperty().get();
            return l10n.get("status.preview", label == null || label.isBlank() ? l10n.get("preview.generic") : label,
                    l10n.get(sideKey(shown.game(), shown.sideToMove())));
        }, context.previewProperty(), context.previewLabelProperty(), l10n.languageProperty());
    }

    private static String sideKey(Game game, int side) {
        if (game == Game.GOMOKU) {
            return side == 0 ? "gomoku.side.black" : "gomoku.side.white";
        }
        return side == 0 ? "side.red" : "side.black";
    }

    /** The one message area: the newest message, in the current language; errors in red. */
    private Label message(Localization l10n) {
        Label message = new Label();
        message.setId("status-message");
        message.getStyleClass().add("status-message");
        message.textProperty().bind(Bindings.createStringBinding(() -> {
            ShownMessage m = session.messageProperty().get();
            return m == null ? "" : m.text(l10n).replace('\n', ' '); // one line: the row keeps its height
        }, session.messageProperty(), l10n.languageProperty()));
        session.messageProperty().addListener((Observable o) -> {
            ShownMessage m = session.messageProperty().get();
            message.getStyleClass().remove("error");
            if (m != null && m.error()) {
                message.getStyleClass().add("error");
            }
        });
        // A long message is cut short, never the game's state beside it; the tooltip has all of it.
        message.setMinWidth(0);
        message.setMaxWidth(Double.MAX_VALUE);
        message.setAlignment(Pos.CENTER_RIGHT);
        HBox.setHgrow(message, Priority.ALWAYS);
        Tooltip full = new Tooltip();
        full.textProperty().bind(message.textProperty());
        message.tooltipProperty().bind(Bindings.when(message.textProperty().isEmpty())
                .then((Tooltip) null).otherwise(full));
        return message;
    }

    /**
     * "Details…" after the message while it reports an unexpected error: opens the stack trace
     * (a link, so Tab and Enter reach it as well as the mouse).
     */
    private Hyperlink errorDetails(Localization l10n) {
        Hyperlink details = new Hyperlink();
        details.setId("status-error-details");
        details.textProperty().bind(l10n.text("error.details"));
        details.visibleProperty().bind(Bindings.createBooleanBinding(
                () -> session.messageProperty().get() instanceof UnexpectedErrors.Message, session.messageProperty()));
        details.managedProperty().bind(details.visibleProperty());
        details.setMinWidth(Region.USE_PREF_SIZE);
        details.setOnAction(e -> {
            if (session.messageProperty().get() instanceof UnexpectedErrors.Message m) {
                UnexpectedErrors.showDetails(getScene() == null ? null : getScene().getWindow(), l10n,
                        Workbench.STYLESHEET, m);
            }
        });
        return details;
    }

    /** "FEN [preview] [the FEN shown]": editable; Enter loads, Esc restores. */
    private HBox fenRow(Localization l10n) {
        Label fenLabel = new Label();
        fenLabel.textProperty().bind(l10n.text("status.fen"));
        fenLabel.setLabelFor(fen);
        fenLabel.setMinWidth(Region.USE_PREF_SIZE);

        Label marker = new Label();
        marker.setId("status-fen-preview");
        marker.getStyleClass().add("status-fen-preview");
        marker.textProperty().bind(l10n.text("status.fen.preview"));
        marker.visibleProperty().bind(Bindings.createBooleanBinding(
                () -> context.previewProperty().get() instanceof XiangqiAnalysisPosition, context.previewProperty()));
        marker.managedProperty().bind(marker.visibleProperty());
        marker.setMinWidth(Region.USE_PREF_SIZE);

        fen.setId("status-fen");
        fen.getStyleClass().add("status-fen");
        fen.setEditable(true);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text("status.fen.tooltip"));
        fen.setTooltip(tip);
        showFen();
        session.xiangqi().fenProperty().addListener((Observable o) -> showFen());
        context.previewProperty().addListener((Observable o) -> showFen());
        fen.setOnAction(e -> load());
        fen.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE && !fen.getText().equals(shownFen())) {
                showFen();
                e.consume();
            }
        });
        HBox.setHgrow(fen, Priority.ALWAYS);
        HBox row = new HBox(fenLabel, marker, fen);
        row.getStyleClass().add("status-row");
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    /** The FEN of what the board shows: a Xiangqi preview's, else the game's. */
    private String shownFen() {
        return context.previewProperty().get() instanceof XiangqiAnalysisPosition p ? p.text()
                : session.xiangqi().getFen();
    }

    private void showFen() {
        fen.setText(shownFen());
        fen.getStyleClass().remove("preview");
        if (context.previewProperty().get() instanceof XiangqiAnalysisPosition) {
            fen.getStyleClass().add("preview");
        }
    }

    /**
     * Loads what was typed, as a paste (the same reader, the same errors); text left as shown
     * loads nothing. A refused text stays in the field to be corrected.
     */
    private void load() {
        String typed = fen.getText();
        if (typed == null || typed.strip().equals(shownFen())) {
            return;
        }
        if (session.paste(typed)) {
            showFen();
        }
    }

    /** The FEN field (tests). */
    TextField fenField() {
        return fen;
    }
}
