package org.gametree.app.analysis.live;

import java.util.function.Supplier;

import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The right-click menu of a line (the PV bar, a row of the lines table): play it in the game,
 * copy it as coordinates, WXF or Chinese notation, or copy the position after it. The line is
 * asked for when the menu opens, so one menu serves a table whose rows change as the search runs.
 * Items: {@code live-line-play}, {@code live-copy-coordinates}, {@code live-copy-wxf},
 * {@code live-copy-chinese}, {@code live-copy-position}.
 */
final class LineMenu {

    private LineMenu() {
    }

    /** A menu for the line {@code line} gives (null or empty: the menu shows nothing). */
    static ContextMenu create(LiveSearchViewModel model, Supplier<int[]> line) {
        Localization l10n = model.context().l10n();
        ContextMenu menu = new ContextMenu();
        MenuItem play = item(l10n, "live-line-play", "live.line.play", "mdi2p-play-circle-outline");
        play.setOnAction(e -> {
            int[] moves = line.get();
            if (moves != null && moves.length > 0) {
                model.playLine(moves, moves.length - 1);
            }
        });
        menu.getItems().addAll(play, new SeparatorMenuItem());
        for (LineCopy.Format format : LineCopy.Format.values()) {
            String key = format.name().toLowerCase(java.util.Locale.ROOT);
            MenuItem copy = item(l10n, "live-copy-" + key, "live.copy." + key, "mdi2c-content-copy");
            copy.setOnAction(e -> {
                AnalysisPosition root = model.searchRootProperty().get();
                int[] moves = line.get();
                if (root != null && moves != null && moves.length > 0) {
                    LineCopy.toClipboard(LineCopy.text(root, moves, format));
                }
            });
            copy.setUserData(format);
            menu.getItems().add(copy);
        }
        menu.setOnShowing(e -> {
            AnalysisPosition root = model.searchRootProperty().get();
            int[] moves = line.get();
            boolean some = root != null && moves != null && moves.length > 0;
            play.setDisable(!some || !model.canPlayLines());
            for (MenuItem each : menu.getItems()) {
                if (each.getUserData() instanceof LineCopy.Format format) {
                    each.setVisible(root == null || format.appliesTo(root.game()));
                    each.setDisable(!some);
                }
            }
        });
        return menu;
    }

    private static MenuItem item(Localization l10n, String id, String key, String icon) {
        MenuItem item = new MenuItem();
        item.setId(id);
        item.textProperty().bind(l10n.text(key));
        item.setGraphic(new FontIcon(icon));
        item.setMnemonicParsing(false);
        return item;
    }
}
