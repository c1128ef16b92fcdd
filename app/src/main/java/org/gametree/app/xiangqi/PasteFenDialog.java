package org.gametree.app.xiangqi;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import org.gametree.app.i18n.DialogButtons;
import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Piece;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * "Paste position…": a FEN field checked as the user types. The text under it shows the FEN
 * reader's exact complaint in the UI language, or that the position is valid; OK stays disabled
 * until it is. A complaint longer than the field wraps, and the dialog grows to show all of it.
 * The dialog's result is the FEN to load, or empty when cancelled.
 */
public final class PasteFenDialog extends Dialog<String> {

    private final PasteFenViewModel model = new PasteFenViewModel();

    public PasteFenDialog(Window owner, Localization l10n, String stylesheet) {
        initOwner(owner);
        setTitle(l10n.get("paste.title"));
        setHeaderText(l10n.get("paste.header"));
        FontIcon icon = new FontIcon("mdi2c-content-paste");
        icon.getStyleClass().add("dialog-icon");
        setGraphic(icon);
        getDialogPane().setId("paste-fen-dialog");
        getDialogPane().getStylesheets().add(stylesheet);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);

        TextField field = new TextField();
        field.setId("paste-fen-field");
        field.setPromptText(l10n.get("paste.prompt"));
        field.setPrefColumnCount(52);
        field.textProperty().bindBidirectional(model.textProperty());

        Label feedback = new Label();
        feedback.setId("paste-fen-feedback");
        feedback.getStyleClass().add("paste-feedback");
        feedback.setWrapText(true);
        feedback.setMaxWidth(Double.MAX_VALUE);
        // Wrap within the width the field gives the dialog instead of widening it.
        feedback.setPrefWidth(0);
        feedback.setMinHeight(Region.USE_PREF_SIZE);
        feedback.textProperty().bind(Bindings.createStringBinding(() -> {
            if (model.blankProperty().get()) {
                return l10n.get("paste.hint");
            }
            // The model sets the problem and the validity one after the other: go by the problem.
            FenException problem = model.problemProperty().get();
            if (problem != null) {
                return FenErrorMessages.format(problem, l10n);
            }
            if (model.validProperty().get()) {
                return l10n.get("paste.valid",
                        l10n.get(model.sideToMoveProperty().get() == Piece.RED ? "side.red" : "side.black"));
            }
            return "";
        }, model.blankProperty(), model.validProperty(), model.problemProperty(), model.sideToMoveProperty(),
                l10n.languageProperty()));
        Runnable restyle = () -> {
            feedback.getStyleClass().removeAll("error", "valid");
            if (!model.blankProperty().get()) {
                feedback.getStyleClass().add(model.validProperty().get() ? "valid" : "error");
            }
        };
        model.validProperty().addListener(o -> restyle.run());
        model.blankProperty().addListener(o -> restyle.run());
        // The window was sized for one line when it opened; after the new text is laid out, grow it.
        feedback.textProperty().addListener(o -> Platform.runLater(this::growToFitContent));

        VBox content = new VBox(field, feedback);
        content.getStyleClass().add("paste-content");
        getDialogPane().setContent(content);

        Button ok = (Button) getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("paste-fen-ok");
        ok.disableProperty().bind(model.validProperty().not());
        getDialogPane().lookupButton(ButtonType.CANCEL).setId("paste-fen-cancel");
        DialogButtons.localize(getDialogPane(), l10n);

        setResultConverter(button -> button == ButtonType.OK ? model.fen() : null);
        setOnShown(e -> Platform.runLater(field::requestFocus));
    }

    /** Makes the window taller when its content needs more height than it has (never shrinks it). */
    private void growToFitContent() {
        DialogPane pane = getDialogPane();
        double missing = pane.prefHeight(pane.getWidth()) - pane.getHeight();
        if (isShowing() && missing > 0.5) {
            setHeight(getHeight() + Math.ceil(missing));
        }
    }

    /** The dialog's view-model, for tests. */
    public PasteFenViewModel model() {
        return model;
    }
}
