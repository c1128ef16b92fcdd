package org.gametree.app.io;

import javafx.stage.FileChooser;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.io.XiangqiGameFile;

/** File choosers for opening and saving games, with the game's file type first. */
public final class GameFileChooser {

    private GameFileChooser() {
    }

    /** "Open game…": Xiangqi (.pgn) and Gomoku (.psq) files, the current game's type selected. */
    public static FileChooser forOpening(Localization l10n, Game current) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(l10n.get("game.file.open"));
        FileChooser.ExtensionFilter xiangqi = xiangqi(l10n);
        FileChooser.ExtensionFilter gomoku = gomoku(l10n);
        chooser.getExtensionFilters().addAll(xiangqi, gomoku);
        chooser.setSelectedExtensionFilter(current == Game.GOMOKU ? gomoku : xiangqi);
        return chooser;
    }

    /** "Save game…": the current game's file type only. */
    public static FileChooser forSaving(Localization l10n, Game current) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(l10n.get("game.file.save"));
        chooser.getExtensionFilters().add(current == Game.GOMOKU ? gomoku(l10n) : xiangqi(l10n));
        chooser.setInitialFileName(current == Game.GOMOKU ? "game." + GomokuGameFile.EXTENSION
                : "game." + XiangqiGameFile.EXTENSION);
        return chooser;
    }

    /** Which game a file holds, by its extension (null when neither). */
    public static Game gameOf(java.nio.file.Path file) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (name.endsWith("." + XiangqiGameFile.EXTENSION)) {
            return Game.XIANGQI;
        }
        return name.endsWith("." + GomokuGameFile.EXTENSION) ? Game.GOMOKU : null;
    }

    private static FileChooser.ExtensionFilter xiangqi(Localization l10n) {
        return new FileChooser.ExtensionFilter(l10n.get("game.file.xiangqi"), "*." + XiangqiGameFile.EXTENSION);
    }

    private static FileChooser.ExtensionFilter gomoku(Localization l10n) {
        return new FileChooser.ExtensionFilter(l10n.get("game.file.gomoku"), "*." + GomokuGameFile.EXTENSION);
    }
}
