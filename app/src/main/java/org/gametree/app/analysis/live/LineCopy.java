package org.gametree.app.analysis.live;

import java.util.List;

import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;

/**
 * A line of the live panel written out for the clipboard: its moves in coordinates (h2e2, or h8
 * for Gomoku), WXF (C2.5) or Chinese notation (炮二平五), or the position after it (a FEN for
 * Xiangqi, the move list for Gomoku). The line is played on a copy of the searched position, so
 * the names are those of the position each move is made in.
 */
final class LineCopy {

    /** What to copy. */
    enum Format {
        COORDINATES, WXF, CHINESE, POSITION;

        /** Whether a game has this format (Gomoku has one notation). */
        boolean appliesTo(AnalysisPosition.Game game) {
            return game == AnalysisPosition.Game.XIANGQI || this == COORDINATES || this == POSITION;
        }
    }

    private LineCopy() {
    }

    /** The text of {@code line} from {@code root} in {@code format}. */
    static String text(AnalysisPosition root, int[] line, Format format) {
        return switch (format) {
            case COORDINATES -> names(root, line, MoveNotation.COORDINATE);
            case WXF -> names(root, line, MoveNotation.WXF);
            case CHINESE -> names(root, line, MoveNotation.CHINESE);
            case POSITION -> after(root, line).text();
        };
    }

    /** Puts {@code text} on the system clipboard. */
    static void toClipboard(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    private static String names(AnalysisPosition root, int[] line, MoveNotation notation) {
        List<String> names = root.lineNames(line, notation);
        return String.join(" ", names);
    }

    private static AnalysisPosition after(AnalysisPosition root, int[] line) {
        AnalysisPosition position = root.copy();
        for (int move : line) {
            position.play(move);
        }
        return position;
    }
}
