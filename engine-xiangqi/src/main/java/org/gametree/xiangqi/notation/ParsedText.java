package org.gametree.xiangqi.notation;

/**
 * A WXF or Chinese move text that passed the syntax check, reduced to canonical characters.
 *
 * <p>{@link #canonical} is what parsing compares: the candidates (every legal move, spelled in
 * every accepted way) are reduced by the same {@link Spelling#read}, so variants of characters,
 * digits and case never matter. The other fields exist only to explain a text that matched
 * nothing.
 *
 * @param canonical    the whole text in canonical characters
 * @param locator      its locator part (piece and file, or tandem marker) in canonical characters
 * @param written      the locator part as the user wrote it, for messages
 * @param kind         which form the locator has
 * @param type         the piece type named, or implied (forms without a piece name are pawns)
 * @param file         the file number written in the locator, 0 if none
 * @param action       the action written
 * @param number       the number written (1..9)
 * @param declaredSide the side the text itself claims (a 红/黑 prefix, 兵 vs 卒, 帅 vs 将), −1 if none
 */
record ParsedText(String canonical, String locator, String written, Kind kind, int type, int file, Action action, int number,
                  int declaredSide) {

    /** The shapes a locator can take. */
    enum Kind {
        /** Piece and file: {@code C2}, 炮二. */
        FILE,
        /** A position among pieces on one file, no file: {@code R+}, {@code ++}, 前车, 二兵. */
        POSITION,
        /** A pawn named by file and position, used when two files hold several pawns: {@code 3+}, 前七. */
        FILE_POSITION
    }
}
