package org.gametree.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;

import javafx.stage.FileChooser;
import javafx.stage.Window;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.i18n.Localization;
import org.gametree.app.io.GameFileChooser;
import org.gametree.app.io.GameFileException;
import org.gametree.app.io.GomokuGameFile;
import org.gametree.app.io.XiangqiGameFile;
import org.gametree.app.io.XiangqiGameRecord;
import org.gametree.app.xiangqi.StatusMessage;

/**
 * Open and Save for the session: Xiangqi games as PGN-like text, Gomoku games as {@code .psq},
 * written atomically by the io package. What went wrong is reported in the status area; a
 * file that cannot be read changes nothing.
 */
final class GameFiles {

    private GameFiles() {
    }

    static void open(Window owner, Localization l10n, GameSession session) {
        FileChooser chooser = GameFileChooser.forOpening(l10n, session.getGame());
        java.io.File file = chooser.showOpenDialog(owner);
        if (file != null) {
            openFrom(file.toPath(), session);
        }
    }

    static void save(Window owner, Localization l10n, GameSession session) {
        FileChooser chooser = GameFileChooser.forSaving(l10n, session.getGame());
        java.io.File file = chooser.showSaveDialog(owner);
        if (file != null) {
            saveTo(file.toPath(), session);
        }
    }

    /** Reads a game file (its extension says which game). */
    static boolean openFrom(Path file, GameSession session) {
        try {
            if (GameFileChooser.gameOf(file) == Game.XIANGQI) {
                XiangqiGameRecord record = XiangqiGameFile.load(file);
                session.loadXiangqi(record.start(), record.moves());
            } else {
                session.loadGomoku(GomokuGameFile.load(file, session.gomoku().getRule()));
            }
            session.report(StatusMessage.info("message.opened"));
            return true;
        } catch (GameFileException | IOException e) {
            session.report(StatusMessage.error("message.openFailed", file.getFileName() + ": " + e.getMessage()));
            return false;
        }
    }

    /** Writes the game shown, the whole line (moves taken back included for Xiangqi). */
    static boolean saveTo(Path file, GameSession session) {
        try {
            if (session.getGame() == Game.XIANGQI) {
                int[] line = session.xiangqi().lineProperty().get();
                XiangqiGameFile.save(file, XiangqiGameRecord.of(session.xiangqi().startPosition(),
                        Arrays.copyOf(line, line.length), new LinkedHashMap<>()));
            } else {
                GomokuGameFile.save(file, session.gomoku().positionCopy());
            }
            session.report(StatusMessage.info("message.saved"));
            return true;
        } catch (IOException | RuntimeException e) {
            session.report(StatusMessage.error("message.saveFailed", file.getFileName() + ": " + e.getMessage()));
            return false;
        }
    }
}
