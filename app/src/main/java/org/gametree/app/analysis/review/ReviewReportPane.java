package org.gametree.app.analysis.review;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.i18n.Localization;
import org.gametree.app.io.AtomicFiles;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The review's report under the graph: each side's inaccuracies, mistakes, blunders and average
 * loss in a grid, *Save…* (Markdown or CSV, written atomically) and *Copy* (Markdown), and a line
 * saying what became of the last of them (or why the pass failed).
 */
final class ReviewReportPane extends VBox {

    private final ReviewViewModel model;
    private final Localization l10n;
    private final GridPane grid = new GridPane();
    private final Label message = new Label();

    ReviewReportPane(ReviewViewModel model) {
        super(6);
        this.model = model;
        this.l10n = model.context().l10n();
        grid.setId("review-report");
        grid.getStyleClass().add("review-report");
        grid.setHgap(14);
        grid.setVgap(2);
        message.setId("review-message");
        message.getStyleClass().add("review-message");
        message.setWrapText(true);
        getChildren().addAll(grid, buttons(), message);
        model.errorProperty().addListener((o, before, now) ->
                message.setText(now.isEmpty() ? "" : l10n.get("review.error", now)));
    }

    /** Fills the grid from {@code result} (dashes without one). */
    void show(ReviewResult result) {
        grid.getChildren().clear();
        ReportText text = reportText(result);
        List<String> header = text.header();
        for (int c = 0; c < header.size(); c++) {
            Label title = new Label(header.get(c));
            title.getStyleClass().add("review-report-header");
            grid.add(title, c, 0);
        }
        GameReport figures = result == null ? GameReport.of(List.of()) : result.report();
        for (int side = 0; side < 2; side++) {
            List<String> row = text.sideRow(figures, side);
            for (int c = 0; c < row.size(); c++) {
                Label cell = new Label(result == null && c > 0 ? "\u2014" : row.get(c));
                cell.setId("review-report-" + side + "-" + c);
                grid.add(cell, c, side + 1);
            }
        }
    }

    /** Writes the report to {@code target}: CSV for a {@code .csv} name, Markdown otherwise; says how it went. */
    void saveTo(Path target) {
        ReviewResult result = model.resultProperty().get();
        if (result == null) {
            return;
        }
        ReportText text = reportText(result);
        boolean csv = target.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv");
        try {
            AtomicFiles.write(target, csv ? text.csv(result) : text.markdown(result));
            message.setText(l10n.get("review.saved", target.getFileName()));
        } catch (IOException | RuntimeException e) {
            message.setText(l10n.get("review.saveFailed", target.getFileName(), String.valueOf(e.getMessage())));
        }
    }

    private HBox buttons() {
        Button save = button("review-save", "review.save", "mdi2c-content-save-outline", "review.save.tooltip");
        save.setOnAction(e -> save());
        Button copy = button("review-copy", "review.copy", "mdi2c-content-copy", "review.copy.tooltip");
        copy.setOnAction(e -> copy());
        HBox bar = new HBox(6, save, copy);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private void save() {
        if (model.resultProperty().get() == null) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle(l10n.get("review.save.title"));
        chooser.setInitialFileName("review.md");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Markdown (*.md)", "*.md"),
                new FileChooser.ExtensionFilter("CSV (*.csv)", "*.csv"),
                new FileChooser.ExtensionFilter("Text (*.txt)", "*.txt"));
        File file = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            saveTo(file.toPath());
        }
    }

    private void copy() {
        ReviewResult result = model.resultProperty().get();
        if (result == null) {
            return;
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(reportText(result).markdown(result));
        Clipboard.getSystemClipboard().setContent(content);
        message.setText(l10n.get("review.copied"));
    }

    /** The writer of the report: the game's side names, the notation shown, the graph's side. */
    private ReportText reportText(ReviewResult result) {
        AnalysisPosition shown = model.context().getPosition();
        AnalysisPosition.Game game = result != null ? result.start().game()
                : shown == null ? AnalysisPosition.Game.XIANGQI : shown.game();
        return new ReportText(l10n, ScoreSides.of(game), model.context().notationProperty().get(), model.sideProperty().get());
    }

    private Button button(String id, String key, String icon, String tooltipKey) {
        Button button = new Button();
        button.setId(id);
        button.textProperty().bind(l10n.text(key));
        button.setGraphic(new FontIcon(icon));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text(tooltipKey));
        button.setTooltip(tip);
        button.disableProperty().bind(model.resultProperty().isNull());
        return button;
    }
}
