package org.gametree.app.analysis;

import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.util.Callback;
import javafx.util.StringConverter;

import org.gametree.app.i18n.Localization;

/**
 * The one way a list of {@link AlgorithmCatalog} names is drawn: each entry reads
 * "name — description (§x)" in the current language, with the same text as a tooltip; a combo
 * box's button shows just the name (toolbars have no room for more) with the description as its
 * tooltip. Text follows the language live. For check lists (ControlsFX {@code CheckListView}),
 * {@link #converter} gives the same text to a {@code CheckBoxListCell}.
 */
public final class AlgorithmCells {

    private AlgorithmCells() {
    }

    /** Width of a combo box's button: the longest name ("book-negascout-tt-hh") and the arrow. */
    static final double BUTTON_WIDTH = 190;

    /**
     * Lists every entry as "name — description (§x)" and shows the chosen name on the button.
     * The button keeps a name's width: a combo box otherwise grows to its widest list entry,
     * which would push the rest of a tool bar into its overflow menu; the open list is as wide
     * as its entries need.
     */
    public static void install(ComboBox<String> box, Localization l10n) {
        box.setCellFactory(cells(l10n));
        box.setButtonCell(new Cell(l10n, name -> name));
        box.setPrefWidth(BUTTON_WIDTH);
    }

    /** Cells reading "name — description (§x)", for a ComboBox's or ListView's cell factory. */
    public static Callback<ListView<String>, ListCell<String>> cells(Localization l10n) {
        return list -> new Cell(l10n, name -> AlgorithmCatalog.label(l10n, name));
    }

    /** "name — description (§x)" as a converter (check-box list cells; no parsing back but the name). */
    public static StringConverter<String> converter(Localization l10n) {
        return new StringConverter<>() {
            @Override
            public String toString(String name) {
                return AlgorithmCatalog.label(l10n, name);
            }

            @Override
            public String fromString(String text) {
                if (text == null) {
                    return null;
                }
                int dash = text.indexOf(AlgorithmCatalog.DASH);
                return dash < 0 ? text : text.substring(0, dash);
            }
        };
    }

    /** A list cell whose text (and tooltip) is bound to the language, so a switch relabels an open list. */
    private static final class Cell extends ListCell<String> {

        private final Localization l10n;
        private final Function<String, String> text;
        private final Tooltip tooltip = new Tooltip();

        Cell(Localization l10n, Function<String, String> text) {
            this.l10n = l10n;
            this.text = text;
            tooltip.setWrapText(true);
            tooltip.setMaxWidth(480);
        }

        @Override
        protected void updateItem(String name, boolean empty) {
            super.updateItem(name, empty);
            textProperty().unbind();
            tooltip.textProperty().unbind();
            if (empty || name == null) {
                setText(null);
                setTooltip(null);
                return;
            }
            textProperty().bind(language(() -> text.apply(name)));
            tooltip.textProperty().bind(language(() -> AlgorithmCatalog.label(l10n, name)));
            setTooltip(tooltip);
        }

        private ObservableValue<String> language(java.util.concurrent.Callable<String> value) {
            return Bindings.createStringBinding(value, l10n.languageProperty());
        }
    }
}
