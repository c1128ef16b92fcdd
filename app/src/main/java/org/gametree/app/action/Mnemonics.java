package org.gametree.app.action;

/**
 * Menu texts carry their mnemonic: {@code _Undo move} in English, {@code 悔棋(_U)} in Chinese
 * (the letter in brackets, as Chinese programs write it). Where the same text is shown outside
 * a menu (a tooltip, the shortcuts list) the marker goes.
 */
public final class Mnemonics {

    private Mnemonics() {
    }

    /** The text without its mnemonic: {@code 悔棋(_U)} → {@code 悔棋}, {@code _Undo move} → {@code Undo move}. */
    public static String strip(String text) {
        return text.replaceAll("\\(_\\p{Alnum}\\)", "").replace("_", "");
    }

    /** The mnemonic letter (upper case), or 0 when the text has none. */
    public static char of(String text) {
        int at = text.indexOf('_');
        return at < 0 || at + 1 >= text.length() ? 0 : Character.toUpperCase(text.charAt(at + 1));
    }
}
