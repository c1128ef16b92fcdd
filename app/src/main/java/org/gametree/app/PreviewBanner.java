package org.gametree.app;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.event.EventHandler;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The banner over the board while it shows another position than the game's (a tree node, a
 * stepper step, a hovered PV move): "Preview: node 1.2.3 — Esc to return", and a button that
 * returns to the game, as Esc anywhere in the window does. It lies over the board area (a
 * StackPane layer, never managed into the layout's height), so showing it moves nothing.
 */
final class PreviewBanner extends HBox {

    private final AnalysisContext context;
    private final EventHandler<KeyEvent> escape = this::escape;

    PreviewBanner(AnalysisContext context) {
        this.context = context;
        Localization l10n = context.l10n();
        setId("preview-banner");
        getStyleClass().add("preview-banner");
        setAlignment(Pos.CENTER_LEFT);
        setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);

        Label text = new Label();
        text.setId("preview-banner-text");
        text.getStyleClass().add("preview-banner-text");
        text.textProperty().bind(text(context, l10n, "preview.banner"));
        text.setGraphic(new FontIcon("mdi2e-eye-outline"));
        // a long label ("Stepper, event 340: 将5进1 仕四进五") wraps over the board instead of losing "Esc to return"
        text.setWrapText(true);

        Button back = new Button();
        back.setId("preview-banner-return");
        back.getStyleClass().add("preview-banner-return");
        back.textProperty().bind(l10n.text("preview.return"));
        back.setGraphic(new FontIcon("mdi2k-keyboard-return"));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text("preview.return.tooltip"));
        back.setTooltip(tip);
        back.setFocusTraversable(false); // Esc is the keyboard path; the board keeps the focus
        back.setOnAction(e -> context.showPreview(null, null));
        back.setMinWidth(Region.USE_PREF_SIZE); // never "Back to t…"

        getChildren().addAll(text, back);
        visibleProperty().bind(context.previewProperty().isNotNull());
        // Esc returns to the game from anywhere in the window, whichever control has the focus.
        sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removeEventFilter(KeyEvent.KEY_PRESSED, escape);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, escape);
            }
        });
    }

    /**
     * The text {@code key} with the preview's label as {0}, or the generic "another position"
     * when the view that shows it gave none.
     */
    static StringBinding text(AnalysisContext context, Localization l10n, String key) {
        return Bindings.createStringBinding(() -> {
            String label = context.previewLabelProperty().get();
            return l10n.get(key, label == null || label.isBlank() ? l10n.get("preview.generic") : label);
        }, context.previewLabelProperty(), l10n.languageProperty());
    }

    private void escape(KeyEvent e) {
        if (e.getCode() == KeyCode.ESCAPE && context.previewProperty().get() != null) {
            context.showPreview(null, null);
            e.consume();
        }
    }
}
