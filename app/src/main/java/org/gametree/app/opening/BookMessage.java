package org.gametree.app.opening;

import java.util.Arrays;

import org.gametree.app.i18n.Localization;
import org.gametree.app.i18n.ShownMessage;

/** What the Opening tab says about its book (opened, saved, a file refused), worded when shown. */
record BookMessage(String key, boolean error, Object... arguments) implements ShownMessage {

    static BookMessage info(String key, Object... arguments) {
        return new BookMessage(key, false, arguments);
    }

    static BookMessage problem(String key, Object... arguments) {
        return new BookMessage(key, true, arguments);
    }

    @Override
    public String text(Localization l10n) {
        return l10n.get(key, arguments);
    }

    @Override
    public String toString() {
        return key + Arrays.toString(arguments);
    }
}
