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
import org.gametree.app.io.GomokuGameFile;
import org.gametree.app.xiangqi.StatusMessage;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.core.io.GameFileException;
import org.gametree.xiangqi.io.XiangqiGameFile;
import org.gametree.xiangqi.io.XiangqiGameRecord;

/**
 * Open and Save for the session: Xiangqi games as PGN-like text, Gomoku games as {@code .psq},
 * written atomically by the io package. What went wrong is reported in the status area; a
 * file that cannot be read changes nothing — unless it fails after some moves and the user
 * chooses to load those ({@link GameFileQuestions#loadPart}): that game is marked as partial
 * ({@link PartialLoad}) until it is saved, and Save proposes a new name and asks before putting
 * it over the file it came from.
 */
final class GameFiles {

    private GameFiles() {
    }

    static void open(Window owner, Localization l10n, GameSession session, GameFileQuestions questions) {
        FileChooser chooser = GameFileChooser.forOpening(l10n, session.getGame());
        java.io.File file = chooser.showOpenDialog(owner);
        if (file != null) {
            openFrom(file.toPath(), session, questions);
        }
    }

    static void save(Window owner, Localization l10n, GameSession session, GameFileQuestions questions) {
        FileChooser chooser = GameFileChooser.forSaving(l10n, session.getGame());
        PartialLoad partial = session.partialLoadProperty().get();
        if (partial != null) {
            // a name of its own next to the original, so an Enter in the dialog keeps the original
            Path folder = partial.file().toAbsolutePath().getParent();
            if (folder != null && folder.toFile().isDirectory()) {
                chooser.setInitialDirectory(folder.toFile());
            }
            chooser.setInitialFileName(partNameOf(partial));
        }
        java.io.File file = chooser.showSaveDialog(owner);
        if (file != null) {
            saveTo(file.toPath(), session, questions);
        }
    }

    /** "game.psq" loaded up to move 12 → "game-moves-1-12.psq". */
    static String partNameOf(PartialLoad partial) {
        String name = partial.name();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        return stem + "-moves-1-" + partial.moves() + extension;
    }

    /** Reads a game file (its extension says which game). */
    static boolean openFrom(Path file, GameSession session, GameFileQuestions questions) {
        try {
            if (GameFileChooser.gameOf(file) == Game.XIANGQI) {
                XiangqiGameRecord record = XiangqiGameFile.load(file);
                session.loadXiangqi(record.start(), record.moves());
            } else {
                session.loadGomoku(GomokuGameFile.load(file, session.gomoku().getRule()));
            }
            session.report(StatusMessage.info("message.opened"));
            return true;
        } catch (GameFileException e) {
            int moves = movesIn(e.movesBefore());
            if (moves > 0 && questions.loadPart(file, e, moves)) {
                loadPart(file, e, moves, session);
                return true;
            }
            session.report(StatusMessage.error("message.openFailed", file.getFileName() + ": " + e.getMessage()));
            return false;
        } catch (IOException e) {
            session.report(StatusMessage.error("message.openFailed", file.getFileName() + ": " + e.getMessage()));
            return false;
        }
    }

    private static int movesIn(Object game) {
        if (game instanceof XiangqiGameRecord record) {
            return record.moves().length;
        }
        return game instanceof GomokuPosition position ? position.ply() : 0;
    }

    private static void loadPart(Path file, GameFileException e, int moves, GameSession session) {
        if (e.movesBefore() instanceof XiangqiGameRecord record) {
            session.loadXiangqi(record.start(), record.moves());
        } else {
            session.loadGomoku((GomokuPosition) e.movesBefore());
        }
        PartialLoad partial = new PartialLoad(file, moves, e.line(),
                e.token() == null ? e.detail() : "'" + e.token() + "': " + e.detail());
        session.partialLoadProperty().set(partial);
        session.report(partial);
    }

    /** Writes the game shown, the whole line (moves taken back included for Xiangqi). */
    static boolean saveTo(Path file, GameSession session, GameFileQuestions questions) {
        PartialLoad partial = session.partialLoadProperty().get();
        if (partial != null && sameFile(file, partial.file()) && !questions.overwriteOriginal(partial)) {
            session.report(StatusMessage.info("file.partial.notSaved", partial.name()));
            return false;
        }
        try {
            if (session.getGame() == Game.XIANGQI) {
                int[] line = session.xiangqi().lineProperty().get();
                XiangqiGameFile.save(file, XiangqiGameRecord.of(session.xiangqi().startPosition(),
                        Arrays.copyOf(line, line.length), new LinkedHashMap<>()));
            } else {
                GomokuGameFile.save(file, session.gomoku().positionCopy());
            }
            session.partialLoadProperty().set(null); // a game of its own now, in the file the user chose
            session.report(StatusMessage.info("message.saved"));
            return true;
        } catch (IOException | RuntimeException e) {
            session.report(StatusMessage.error("message.saveFailed", file.getFileName() + ": " + e.getMessage()));
            return false;
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            if (java.nio.file.Files.exists(a) && java.nio.file.Files.exists(b)) {
                return java.nio.file.Files.isSameFile(a, b);
            }
        } catch (IOException e) {
            // fall back to comparing the paths
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
