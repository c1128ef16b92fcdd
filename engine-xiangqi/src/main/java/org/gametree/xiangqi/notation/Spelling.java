package org.gametree.xiangqi.notation;

import java.util.List;

/**
 * The alphabet and grammar of a descriptive notation (WXF, Chinese): how a {@link MoveDescription}
 * is written and how text is checked and reduced to canonical characters. Everything that
 * depends on the board — finding the move, explaining failures — lives in
 * {@link DescriptiveFormat}, so a notation is only its spelling.
 */
interface Spelling {

    Notation notation();

    /**
     * Every accepted way of writing the locator of a piece, the one to write first. The others
     * are forms some sources use that this project reads but does not write.
     */
    List<String> locators(int side, int type, Locator locator);

    /** The action and number, e.g. "+7" or "进七". */
    String action(int side, Action action, int number);

    /**
     * Checks the syntax of a move text and reduces it to canonical characters.
     *
     * @throws NotationException with {@link NotationException.Reason#MALFORMED}
     */
    ParsedText read(String text);

    /** A locator (as returned by {@link #locators}) in the canonical characters of {@link #read}. */
    String canonicalLocator(String locator);
}
