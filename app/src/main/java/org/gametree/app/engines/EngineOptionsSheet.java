package org.gametree.app.engines;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import javafx.geometry.HPos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.tactics.UciOption;

/**
 * An engine's options as a two-column sheet, one typed editor per option: a number field for a
 * spin (its range in the tooltip), a check box, a drop-down of a combo's values, a text field for
 * a string. Buttons ({@code Clear Hash}) are actions, not settings, and are left out. Each editor's
 * id is {@code engine-option-<name>} with spaces as '-'.
 */
final class EngineOptionsSheet extends GridPane {

    /** Options the workbench sets itself: shown, not editable. */
    static final java.util.Set<String> MANAGED = java.util.Set.of("Protocol", "UCI_Variant");

    private final Localization l10n;
    private final Map<String, Supplier<String>> editors = new LinkedHashMap<>();

    EngineOptionsSheet(Localization l10n) {
        this.l10n = l10n;
        setId("engines-options");
        setHgap(10);
        setVgap(4);
        ColumnConstraints names = new ColumnConstraints();
        names.setHalignment(HPos.RIGHT);
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        getColumnConstraints().addAll(names, values);
    }

    /** Shows {@code options} with the values set ({@code current}) or else their defaults; null clears. */
    void show(List<UciOption> options, Map<String, String> current) {
        getChildren().clear();
        editors.clear();
        if (options == null) {
            return;
        }
        int row = 0;
        for (UciOption option : options) {
            if (option.type() == UciOption.Type.BUTTON) {
                continue;
            }
            String value = current.getOrDefault(option.name(), option.defaultValue());
            Control editor = editor(option, value);
            editor.setId("engine-option-" + option.name().replace(' ', '-'));
            if (MANAGED.contains(option.name())) {
                // the workbench speaks UCI and plays Xiangqi with it: another value would break it
                editor.setDisable(true);
                Tooltip.install(editor, new Tooltip(l10n.get("engines.option.managed")));
            }
            Label name = new Label(option.name());
            name.setLabelFor(editor);
            add(name, 0, row);
            add(editor, 1, row);
            row++;
        }
    }

    /** The value each option's editor holds now, by option name. */
    Map<String, String> values() {
        Map<String, String> values = new LinkedHashMap<>();
        editors.forEach((name, value) -> values.put(name, value.get()));
        return values;
    }

    /** The option names shown, in order. */
    List<String> names() {
        return List.copyOf(editors.keySet());
    }

    private Control editor(UciOption option, String value) {
        switch (option.type()) {
            case CHECK -> {
                CheckBox box = new CheckBox();
                box.setSelected("true".equals(value));
                editors.put(option.name(), () -> Boolean.toString(box.isSelected()));
                return box;
            }
            case COMBO -> {
                ComboBox<String> choices = new ComboBox<>();
                choices.getItems().setAll(option.choices());
                choices.setValue(option.choices().contains(value) ? value : option.defaultValue());
                choices.setVisibleRowCount(12);
                editors.put(option.name(), choices::getValue);
                return choices;
            }
            case SPIN -> {
                TextField number = new TextField(value);
                number.setPrefColumnCount(9);
                number.setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
                number.setTooltip(new Tooltip(l10n.get("engines.option.range", option.min(), option.max(),
                        option.defaultValue())));
                editors.put(option.name(), () -> number.getText().strip());
                number.textProperty().addListener((o, before, now) -> number.pseudoClassStateChanged(
                        javafx.css.PseudoClass.getPseudoClass("error"), !option.accepts(now.strip())));
                return number;
            }
            default -> {
                TextField text = new TextField(value);
                editors.put(option.name(), text::getText);
                return text;
            }
        }
    }
}
