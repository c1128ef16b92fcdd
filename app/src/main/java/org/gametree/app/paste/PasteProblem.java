package org.gametree.app.paste;

import java.util.List;

import org.gametree.app.gomoku.board.ForbiddenReasons;
import org.gametree.app.i18n.Localization;
import org.gametree.app.i18n.ShownMessage;
import org.gametree.app.xiangqi.FenErrorMessages;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.xiangqi.FenException;

/**
 * Why a pasted (or typed) text is not a game, as the status bar shows it: the format the text
 * was most likely meant as and the problem, both worded in the UI language when shown —
 * "Invalid FEN — board: …" or "Not a valid Gomoku move list — move 2, h8: the point is taken".
 *
 * @param format    the format the text was read as; null for an empty text
 * @param key       bundle key of the problem ({@code paste.problem.*}); unused for a FEN
 * @param arguments the problem's arguments: a {@link FenException} for a FEN (worded by
 *                  {@link FenErrorMessages}), numbers, point or move names, a forbidden
 *                  point's {@link ForbiddenPoints.Reason}
 */
public record PasteProblem(PasteFormat format, String key, List<Object> arguments) implements ShownMessage {

    public PasteProblem {
        arguments = List.copyOf(arguments);
    }

    /** A problem with the keys' arguments. */
    public static PasteProblem of(PasteFormat format, String key, Object... arguments) {
        return new PasteProblem(format, key, List.of(arguments));
    }

    /** A FEN the FEN reader refused; it words the problem itself. */
    public static PasteProblem fen(FenException e) {
        return new PasteProblem(PasteFormat.XIANGQI_FEN, "message.invalidFen", List.of(e));
    }

    /** The name of a format in the UI language ({@code paste.format.*}). */
    public static String formatName(PasteFormat format, Localization l10n) {
        return l10n.get("paste.format." + format.name());
    }

    @Override
    public String text(Localization l10n) {
        if (format == null) {
            return l10n.get("message.clipboardEmpty");
        }
        if (!arguments.isEmpty() && arguments.get(0) instanceof FenException e) {
            return l10n.get("message.invalidFen", FenErrorMessages.format(e, l10n));
        }
        return l10n.get("message.pasteError", formatName(format, l10n), detail(l10n));
    }

    /** The problem alone, without the format's name (e.g. under a text field). */
    public String detail(Localization l10n) {
        if (!arguments.isEmpty() && arguments.get(0) instanceof FenException e) {
            return FenErrorMessages.format(e, l10n);
        }
        Object[] worded = new Object[arguments.size()];
        for (int i = 0; i < worded.length; i++) {
            Object argument = arguments.get(i);
            worded[i] = argument instanceof ForbiddenPoints.Reason reason ? l10n.get(ForbiddenReasons.key(reason))
                    : argument instanceof Integer number ? number.toString() // "1234", never "1,234"
                    : argument;
        }
        return l10n.get(key, worded);
    }

    @Override
    public boolean error() {
        return true;
    }
}
