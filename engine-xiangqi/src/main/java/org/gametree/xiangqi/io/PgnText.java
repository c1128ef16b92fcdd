package org.gametree.xiangqi.io;

import java.util.List;

import org.gametree.xiangqi.Position;

/**
 * Writes the text of one game in the PGN-like form Xiangqi programs exchange: tag lines, a blank
 * line, then numbered moves (with comments in braces) wrapped before 80 characters, and the
 * result. Both the game files and the match runner's PGN are written with it.
 */
public final class PgnText {

    private final StringBuilder text = new StringBuilder();
    private final StringBuilder line = new StringBuilder();

    /** A tag line; quotes and backslashes in the value are escaped, line breaks become spaces. */
    public PgnText tag(String name, String value) {
        text.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"").replace('\n', ' ').replace('\r', ' '))
                .append("\"]\n");
        return this;
    }

    /**
     * The move text after the tags: each move numbered from the start position's move number
     * ("1. h2e2", "1... h9g7" when Black begins or after a comment), each comment (null: none)
     * in braces after its move.
     */
    public PgnText moves(Position start, List<String> names, String[] comments) {
        text.append('\n');
        int number = start.fullmoveNumber();
        int side = start.sideToMove();
        boolean afterComment = false;
        for (int i = 0; i < names.size(); i++) {
            String token = names.get(i);
            if (side == 0) {
                token = number + ". " + token;
            } else if (i == 0 || afterComment) {
                token = number + "... " + token;
            }
            token(token);
            String comment = comments == null ? null : comments[i];
            afterComment = comment != null;
            if (afterComment) {
                token("{" + comment.replace('{', '(').replace('}', ')') + "}");
            }
            if (side == 1) {
                number++;
            }
            side ^= 1;
        }
        return this;
    }

    /** The result token that ends the move text, and the finished text. */
    public String end(String result) {
        token(result);
        text.append(line).append('\n');
        return text.toString();
    }

    /** Adds a token to the move text, starting a new line before 80 characters. */
    private void token(String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > 79) {
            text.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }
}
