package org.gametree.app.opening;

import java.io.File;
import java.nio.file.Path;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

import org.gametree.app.GameSession;
import org.gametree.app.i18n.Localization;
import org.gametree.app.i18n.ShownMessage;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Opening tab: the book in use (Open…, New, Save, Save as…, Undo, Edit, engines play from
 * it), the opening the game is playing, the table of the position's book moves and the tab's
 * last word about its book. Built in code over {@link OpeningBookModel}; moves are played
 * through the session, as if on the board.
 */
public final class OpeningBookView extends BorderPane {

    private final OpeningBookModel model;
    private final Localization l10n;
    private final BookTable table;

    public OpeningBookView(OpeningBookModel model, GameSession session) {
        this.model = model;
        this.l10n = session.context().l10n();
        setId("opening-view");
        getStyleClass().add("opening-view");
        table = new BookTable(model, l10n, session::playMove);
        setTop(new VBox(actions(), openingName()));
        setCenter(table);
        setBottom(message());
    }

    public OpeningBookModel model() {
        return model;
    }

    private Node actions() {
        Label name = new Label();
        name.setId("opening-book-name");
        name.getStyleClass().add("opening-book-name");
        name.textProperty().bind(Bindings.createStringBinding(this::bookName, model.bookProperty(),
                model.dirtyProperty(), l10n.languageProperty()));
        name.setMinWidth(Region.USE_PREF_SIZE);

        Button open = button("opening-open", "mdi2f-folder-open-outline", "opening.open", "opening.open.tooltip");
        open.setOnAction(e -> chooseAndOpen());
        Button create = button("opening-new", "mdi2b-book-plus-outline", "opening.new", "opening.new.tooltip");
        create.setOnAction(e -> {
            if (mayReplace()) {
                model.newBook();
            }
        });
        Button save = button("opening-save", "mdi2c-content-save-outline", "opening.save", "opening.save.tooltip");
        save.setOnAction(e -> {
            if (!model.save()) {
                chooseAndSaveAs();
            }
        });
        Button saveAs = button("opening-save-as", "mdi2c-content-save-edit-outline", "opening.saveAs",
                "opening.saveAs.tooltip");
        saveAs.setOnAction(e -> chooseAndSaveAs());
        Button undo = button("opening-undo", "mdi2u-undo", "opening.undo", "opening.undo.tooltip");
        undo.setOnAction(e -> model.undo());
        undo.disableProperty().bind(model.canUndoProperty().not());
        for (Button b : new Button[] {open, create, save, saveAs}) {
            b.disableProperty().bind(b == save ? model.dirtyProperty().not().or(model.busyProperty())
                    : model.busyProperty());
        }

        ToggleButton edit = new ToggleButton();
        edit.setId("opening-edit");
        edit.setGraphic(new FontIcon("mdi2p-pencil-outline"));
        edit.textProperty().bind(l10n.text("opening.edit"));
        edit.setTooltip(l10n.tooltip("opening.edit.tooltip"));
        edit.selectedProperty().bindBidirectional(model.editingProperty());
        edit.setMinWidth(Region.USE_PREF_SIZE);

        CheckBox engines = new CheckBox();
        engines.setId("opening-engines");
        engines.textProperty().bind(l10n.text("opening.engines"));
        engines.setTooltip(l10n.tooltip("opening.engines.tooltip"));
        engines.selectedProperty().bindBidirectional(model.enginesUseProperty());
        engines.setMinWidth(Region.USE_PREF_SIZE);

        ProgressIndicator busy = new ProgressIndicator(); // a file is being read or written
        busy.setId("opening-busy");
        busy.setPrefSize(18, 18);
        busy.visibleProperty().bind(model.busyProperty());
        busy.managedProperty().bind(busy.visibleProperty());

        FlowPane bar = new FlowPane(6, 4, name, open, create, save, saveAs, undo, edit, engines, busy);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 8, 4, 8));
        bar.getStyleClass().add("opening-actions");
        return bar;
    }

    /** "Built-in book", "New book" or the file's name; a "*" while changes are not saved. */
    private String bookName() {
        LoadedBook book = model.bookProperty().get();
        if (book == null) {
            return "";
        }
        String name = switch (book.kind()) {
            case BUILT_IN -> l10n.get("opening.book.builtIn");
            case NEW -> l10n.get("opening.book.new");
            case FILE -> book.file().getFileName().toString();
        };
        return l10n.get("opening.book", name + (model.dirtyProperty().get() ? " *" : ""));
    }

    private Node openingName() {
        Label opening = new Label();
        opening.setId("opening-name");
        opening.getStyleClass().add("opening-name");
        opening.textProperty().bind(Bindings.createStringBinding(() -> {
            String name = model.openingProperty().get();
            return name.isEmpty() ? l10n.get("opening.name.none") : l10n.get("opening.name", name);
        }, model.openingProperty(), l10n.languageProperty()));
        opening.setPadding(new Insets(2, 8, 4, 8));
        return opening;
    }

    private Node message() {
        Label message = new Label();
        message.setId("opening-message");
        message.getStyleClass().add("opening-message");
        message.setWrapText(true);
        message.textProperty().bind(Bindings.createStringBinding(() -> {
            ShownMessage m = model.messageProperty().get();
            return m == null ? "" : m.text(l10n);
        }, model.messageProperty(), l10n.languageProperty()));
        model.messageProperty().addListener((Observable o) -> {
            ShownMessage m = model.messageProperty().get();
            message.getStyleClass().remove("error");
            if (m != null && m.error()) {
                message.getStyleClass().add("error");
            }
        });
        message.setPadding(new Insets(4, 8, 4, 8));
        return message;
    }

    /** Whether the book shown may be replaced: no unsaved changes, or the user lets them go. */
    private boolean mayReplace() {
        return !model.dirtyProperty().get()
                || UnsavedBookQuestion.discard(getScene() == null ? null : getScene().getWindow(), l10n);
    }

    private void chooseAndOpen() {
        if (!mayReplace()) {
            return;
        }
        File file = chooser("opening.open.title").showOpenDialog(getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            model.open(file.toPath());
        }
    }

    private void chooseAndSaveAs() {
        FileChooser chooser = chooser("opening.saveAs.title");
        Path current = model.file();
        chooser.setInitialFileName(current == null ? "my.book" : current.getFileName().toString());
        File file = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            model.saveAs(file.toPath());
        }
    }

    private FileChooser chooser(String titleKey) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(l10n.get(titleKey));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("opening.files"), "*.book"));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("opening.files.all"), "*"));
        return chooser;
    }

    private Button button(String id, String icon, String textKey, String tooltipKey) {
        Button button = new Button();
        button.setId(id);
        button.setGraphic(new FontIcon(icon));
        button.textProperty().bind(l10n.text(textKey));
        button.setTooltip(l10n.tooltip(tooltipKey));
        button.setMinWidth(Region.USE_PREF_SIZE);
        return button;
    }
}
