package org.gametree.app.game;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

import javafx.beans.property.Property;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextField;

import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.PropertyEditor;
import org.gametree.app.game.PlayerSetup.Limit;
import org.gametree.app.i18n.Localization;

/**
 * A ControlsFX {@link PropertySheet} of one engine's settings: algorithm or preset, evaluation,
 * what limits the search, depth and time per move. Each editor is a plain control bound to the
 * {@link PlayerSetupViewModel}; the one of the limit not chosen is disabled.
 */
final class EngineSettingsSheet extends PropertySheet {

    EngineSettingsSheet(PlayerSetupViewModel player, Localization l10n, String idPrefix) {
        setModeSwitcherVisible(false);
        setSearchBoxVisible(false);
        setMode(Mode.NAME);
        getStyleClass().add("engine-settings");
        setPropertyEditorFactory(item -> ((Setting) item).editor());

        getItems().setAll(
                new Setting(l10n, "game.new.algorithm", player.algorithmProperty(), () -> {
                    ComboBox<String> box = new ComboBox<>(FXCollections.observableArrayList(PlayerSetup.algorithmChoices()));
                    box.setId(idPrefix + "-algorithm");
                    box.valueProperty().bindBidirectional(player.algorithmProperty());
                    org.gametree.app.analysis.AlgorithmCells.install(box, l10n);
                    box.setVisibleRowCount(12);
                    return box;
                }),
                new Setting(l10n, "game.new.evaluation", player.evaluationProperty(), () -> {
                    ComboBox<String> box = new ComboBox<>(player.evaluations());
                    box.setId(idPrefix + "-evaluation");
                    box.valueProperty().bindBidirectional(player.evaluationProperty());
                    return box;
                }),
                new Setting(l10n, "game.new.limit", player.limitProperty(), () -> {
                    ComboBox<Limit> box = new ComboBox<>(FXCollections.observableArrayList(Limit.values()));
                    box.setId(idPrefix + "-limit");
                    box.valueProperty().bindBidirectional(player.limitProperty());
                    box.setCellFactory(l -> new LimitCell(l10n));
                    box.setButtonCell(new LimitCell(l10n));
                    return box;
                }),
                new Setting(l10n, "game.new.depth", player.depthTextProperty(), () -> {
                    TextField field = new TextField();
                    field.setId(idPrefix + "-depth");
                    field.setPrefColumnCount(5);
                    field.textProperty().bindBidirectional(player.depthTextProperty());
                    field.disableProperty().bind(player.limitProperty().isNotEqualTo(Limit.DEPTH));
                    return field;
                }),
                new Setting(l10n, "game.new.time", player.secondsTextProperty(), () -> {
                    TextField field = new TextField();
                    field.setId(idPrefix + "-time");
                    field.setPrefColumnCount(5);
                    field.textProperty().bindBidirectional(player.secondsTextProperty());
                    field.disableProperty().bind(player.limitProperty().isNotEqualTo(Limit.TIME));
                    return field;
                }));
    }

    /** One row of the sheet: a localized name and description, a view-model property, its control. */
    private static final class Setting implements PropertySheet.Item {

        private final Localization l10n;
        private final String key;
        private final Property<?> property;
        private final Supplier<Node> control;

        Setting(Localization l10n, String key, Property<?> property, Supplier<Node> control) {
            this.l10n = l10n;
            this.key = key;
            this.property = property;
            this.control = control;
        }

        @Override
        public Class<?> getType() {
            return property.getValue() == null ? Object.class : property.getValue().getClass();
        }

        @Override
        public String getCategory() {
            return l10n.get("game.new.engineSettings");
        }

        @Override
        public String getName() {
            return l10n.get(key);
        }

        @Override
        public String getDescription() {
            return l10n.get(key + ".description");
        }

        @Override
        public Object getValue() {
            return property.getValue();
        }

        @Override
        @SuppressWarnings("unchecked")
        public void setValue(Object value) {
            ((Property<Object>) property).setValue(value);
        }

        @Override
        public Optional<ObservableValue<? extends Object>> getObservableValue() {
            return Optional.of(property);
        }

        /** The editor: the control, already bound both ways, so the sheet's own value passing is a no-op. */
        PropertyEditor<Object> editor() {
            Node node = control.get();
            return new PropertyEditor<>() {
                @Override
                public Node getEditor() {
                    return node;
                }

                @Override
                public Object getValue() {
                    return property.getValue();
                }

                @Override
                public void setValue(Object value) {
                    Setting.this.setValue(value);
                }
            };
        }
    }

    /** An algorithm or preset; a preset's tooltip says what it is. */
    /** "Depth" or "Time per move" in the UI language. */
    private static final class LimitCell extends ListCell<Limit> {

        private final Localization l10n;

        LimitCell(Localization l10n) {
            this.l10n = l10n;
        }

        @Override
        protected void updateItem(Limit item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : l10n.get("game.new.limit." + item.name().toLowerCase(Locale.ROOT)));
        }
    }
}
