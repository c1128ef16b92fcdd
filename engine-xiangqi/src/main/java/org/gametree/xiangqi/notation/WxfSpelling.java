package org.gametree.xiangqi.notation;

import java.util.List;
import java.util.Locale;

import org.gametree.xiangqi.Piece;

/**
 * WXF notation: {@code C2.5}, {@code H8+7}, {@code R+.3}, {@code ++.4}, {@code 3+.4}.
 *
 * <p>Four characters: a locator of two (piece letter and file digit, or the tandem forms below),
 * the action {@code +} forward, {@code -} backward, {@code .} sideways, and a number (ranks moved
 * for straight movers going forward or backward, otherwise the destination file).
 *
 * <p>Tandem pieces: two horses, rooks or cannons on one file are {@code X+} (front) and
 * {@code X-} (rear). Advisors and elephants keep their file digit, since their direction already
 * tells the two apart ({@code A-+5} is read too). Pawns follow the official WXF rules: 2 or 3 on
 * a file {@code P+}, ({@code P<file>} for the middle one), {@code P-}; 4 or 5 on a file
 * {@code ++}, {@code P+}, ({@code P<file>}), {@code P-}, {@code --}; and when two files each hold
 * several pawns the file digit comes first and the position second: {@code 3+}, {@code 33} (the
 * middle one), {@code 3-}.
 *
 * <p>Read leniently: any case, {@code B} and {@code N} for elephant and horse, {@code =} for
 * {@code .}, spaces anywhere.
 */
final class WxfSpelling implements Spelling {

    static final WxfSpelling INSTANCE = new WxfSpelling();

    /** Piece letters indexed by type: the official WXF letters. */
    private static final String LETTERS = "KAEHRCP";

    private static final String SYNTAX = "a WXF move has four characters: piece letter (K A E H R C P)"
            + " and file digit 1-9, or a tandem marker; action + (forward), - (backward) or . (sideways);"
            + " and a number 1-9; e.g. C2.5, H8+7, R+.3";

    private WxfSpelling() {
    }

    @Override
    public Notation notation() {
        return Notation.WXF;
    }

    @Override
    public List<String> locators(int side, int type, Locator locator) {
        char letter = LETTERS.charAt(type);
        String plain = "" + letter + locator.file();
        if (!locator.isTandem()) {
            return List.of(plain);
        }
        switch (type) {
            case Piece.ADVISOR:
            case Piece.ELEPHANT:
                return List.of(plain, "" + letter + (locator.isFront() ? '+' : '-'));
            case Piece.PAWN:
                return List.of(pawn(locator));
            default:
                return List.of("" + letter + (locator.isFront() ? '+' : '-'));
        }
    }

    private static String pawn(Locator locator) {
        int index = locator.index();
        int count = locator.count();
        char file = (char) ('0' + locator.file());
        if (locator.fileNamed()) {
            // The file digit, then + / - / the file digit again for the middle one of three.
            return "" + file + (locator.isFront() ? '+' : locator.isRear() ? '-' : file);
        }
        if (locator.isFront()) {
            return count >= 4 ? "++" : "P+";
        }
        if (locator.isRear()) {
            return count >= 4 ? "--" : "P-";
        }
        // Inner pawns: the second is P+ (and the second last P-) once the ends are ++ and --;
        // the middle one of an odd count is written normally.
        if (count >= 4 && index == 1) {
            return "P+";
        }
        if (count >= 4 && index == count - 2) {
            return "P-";
        }
        return "P" + file;
    }

    @Override
    public String action(int side, Action action, int number) {
        return symbol(action) + number;
    }

    private static String symbol(Action action) {
        switch (action) {
            case FORWARD: return "+";
            case BACKWARD: return "-";
            default: return ".";
        }
    }

    @Override
    public String canonicalLocator(String locator) {
        return canonicalChars(locator);
    }

    private static String withoutSpaces(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c) && !Character.isSpaceChar(c)) {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Upper case, no spaces, the accepted variants replaced: B→E and N→H first, = and dashes. */
    private static String canonicalChars(String text) {
        String compact = withoutSpaces(text);
        StringBuilder out = new StringBuilder(compact.length());
        for (int i = 0; i < compact.length(); i++) {
            char c = Character.toUpperCase(compact.charAt(i));
            switch (c) {
                case 'B': c = out.length() == 0 ? 'E' : c; break;
                case 'N': c = out.length() == 0 ? 'H' : c; break;
                case '=': c = '.'; break;
                case '\u2212': case '\u2013': case '\u2014': c = '-'; break; // minus sign, en and em dash
                case '\uFF0B': c = '+'; break; // fullwidth plus
                default: break;
            }
            out.append(c);
        }
        return out.toString();
    }

    @Override
    public ParsedText read(String text) {
        if (text == null || text.isBlank()) {
            throw malformed(text == null ? "" : text, "the text is empty; " + SYNTAX);
        }
        // Canonical characters map one to one onto the compact text, so positions in one are
        // positions in the other: messages quote what the user typed.
        String compact = withoutSpaces(text);
        String s = canonicalChars(text);
        if (s.length() != 4) {
            throw malformed(text, "found " + s.length() + " character" + (s.length() == 1 ? "" : "s") + "; "
                    + SYNTAX + coordinateHint(text));
        }
        char c0 = s.charAt(0);
        char c1 = s.charAt(1);
        Action action = action(text, s.charAt(2), compact.charAt(2));
        int number = digit(s.charAt(3));
        if (number == 0) {
            throw malformed(text, "the last character must be a number 1-9 (ranks moved, or the destination file);"
                    + " found '" + compact.charAt(3) + "'");
        }
        String locator = s.substring(0, 2);
        String written = compact.substring(0, 2);
        int type = LETTERS.indexOf(c0);
        if (type >= 0) {
            int file = digit(c1);
            if (file > 0) {
                return new ParsedText(s, locator, written, ParsedText.Kind.FILE, type, file, action, number, -1);
            }
            if (c1 == '+' || c1 == '-') {
                return new ParsedText(s, locator, written, ParsedText.Kind.POSITION, type, 0, action, number, -1);
            }
            throw malformed(text, "after the piece letter " + c0 + " expected its file digit 1-9, or + (front)"
                    + " or - (rear) for one of several on a file; found '" + compact.charAt(1) + "'");
        }
        if (c0 == '+' || c0 == '-') {
            if (c1 != c0) {
                throw malformed(text, "a locator starting with " + c0 + " must be " + c0 + c0
                        + " (the " + (c0 == '+' ? "foremost" : "rearmost") + " of four or five pawns on a file);"
                        + " found '" + written + "'");
            }
            return new ParsedText(s, locator, written, ParsedText.Kind.POSITION, Piece.PAWN, 0, action, number, -1);
        }
        int file = digit(c0);
        if (file > 0) {
            if (c1 == '+' || c1 == '-' || c1 == c0) {
                return new ParsedText(s, locator, written, ParsedText.Kind.FILE_POSITION, Piece.PAWN, file, action,
                        number, -1);
            }
            throw malformed(text, "a locator starting with the file digit " + c0 + " names a pawn when two files hold"
                    + " several pawns, and must be " + c0 + "+ (front), " + c0 + c0 + " (middle) or " + c0
                    + "- (rear); found '" + written + "'" + coordinateHint(text));
        }
        throw malformed(text, "the first character must be a piece letter K A E H R C P (B and N are read as"
                + " E and H), a file digit, or + / - for pawns; found '" + compact.charAt(0) + "'"
                + coordinateHint(text));
    }

    private static Action action(String text, char c, char written) {
        switch (c) {
            case '+': return Action.FORWARD;
            case '-': return Action.BACKWARD;
            case '.': return Action.SIDEWAYS;
            default:
                throw malformed(text, "the third character must be the action + (forward), - (backward) or"
                        + " . (sideways, = also accepted); found '" + written + "'" + coordinateHint(text));
        }
    }

    private static int digit(char c) {
        return c >= '1' && c <= '9' ? c - '0' : 0;
    }

    /** Points users who typed "h2e2" at the notation they probably meant. */
    private static String coordinateHint(String text) {
        return text.strip().toLowerCase(Locale.ROOT).matches("[a-i][0-9][a-i][0-9]")
                ? " ('" + text.strip() + "' looks like coordinate notation)" : "";
    }

    private static NotationException malformed(String text, String detail) {
        return new NotationException(Notation.WXF, NotationException.Reason.MALFORMED, text, detail);
    }
}
