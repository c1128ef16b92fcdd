package org.gametree.app.gomoku;

import java.util.List;

import org.gametree.app.gomoku.board.ForbiddenReasons;
import org.gametree.app.i18n.Localization;
import org.gametree.app.i18n.ShownMessage;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.Rule;

/**
 * A status or message text of the Gomoku game, kept as a bundle key plus arguments so a view
 * renders it in the current language (and again when the language changes). Arguments that
 * are themselves words — a nested message, a {@link ForbiddenPoints.Reason}, a {@link Rule} —
 * are worded in that language too; anything else (point names, numbers, the notation
 * readers' own messages) is shown as it is.
 *
 * @param key       bundle key, e.g. {@code gomoku.refused.occupied}
 * @param arguments the {0}, {1}, … of the pattern
 * @param error     whether it reports a problem (shown in the error style)
 */
public record GomokuMessage(String key, List<Object> arguments, boolean error) implements ShownMessage {

    public GomokuMessage {
        arguments = List.copyOf(arguments);
    }

    public static GomokuMessage info(String key, Object... arguments) {
        return new GomokuMessage(key, List.of(arguments), false);
    }

    public static GomokuMessage error(String key, Object... arguments) {
        return new GomokuMessage(key, List.of(arguments), true);
    }

    /** The text in the current language of {@code l10n}. */
    public String text(Localization l10n) {
        Object[] worded = new Object[arguments.size()];
        for (int i = 0; i < worded.length; i++) {
            worded[i] = word(arguments.get(i), l10n);
        }
        return l10n.get(key, worded);
    }

    private static Object word(Object argument, Localization l10n) {
        if (argument instanceof ShownMessage nested) {
            return nested.text(l10n);
        }
        if (argument instanceof ForbiddenPoints.Reason reason) {
            return l10n.get(ForbiddenReasons.key(reason));
        }
        if (argument instanceof Rule rule) {
            return l10n.get(ruleKey(rule));
        }
        if (argument instanceof Integer number) {
            return number.toString(); // "1234", not MessageFormat's grouped "1,234"
        }
        return argument;
    }

    /** The key naming a rule: {@code gomoku.rule.renju}. */
    public static String ruleKey(Rule rule) {
        return "gomoku.rule." + rule.name().toLowerCase(java.util.Locale.ROOT);
    }
}
