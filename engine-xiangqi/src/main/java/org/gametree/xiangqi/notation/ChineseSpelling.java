package org.gametree.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;

import org.gametree.xiangqi.Piece;

/**
 * Chinese notation: 炮二平五, 马8进7, 前车进一, 二兵平四, 前七平六.
 *
 * <p>Piece character and file, then 进 (forward), 退 (backward) or 平 (sideways) and a number
 * with the same meaning as in WXF. Red writes 帅仕相马车炮兵 and Chinese numerals, Black
 * 将士象马车炮卒 and Arabic digits. Two horses, rooks or cannons on a file are 前 and 后 before
 * the piece (前车进一); advisors and elephants keep their file (仕四进五). Pawns on one file are
 * 前/后 (two), 前/中/后 (three), 前 二 三 后 (four), 前 二 三 四 后 (five); when two files hold
 * several pawns, the position word and the file replace the piece: 前七平六, 中3进1.
 *
 * <p>Read leniently: traditional and variant characters (帥 將 馬 傌 車 俥 砲 包 後 進), 士/象 for
 * either side, Arabic, fullwidth or Chinese digits for either side, 一兵 … 五兵 for pawns counted
 * from the front, 前仕 / 后相 for tandem advisors and elephants, a leading 红 or 黑 (紅, optionally
 * followed by 方), and spaces. 帅/将 and 兵/卒 belong to one side, so they must match the side to
 * move.
 */
final class ChineseSpelling implements Spelling {

    static final ChineseSpelling INSTANCE = new ChineseSpelling();

    private static final String NUMERALS = "一二三四五六七八九";
    /** The canonical piece characters, indexed by type. */
    private static final String PIECES = "帅仕相马车炮兵";

    private static final String SYNTAX = "a Chinese move has four characters: piece and file (炮二, 马8),"
            + " or 前/中/后 and piece (前车), or position and file for pawns on two files (前七);"
            + " then 进, 退 or 平; then a number; e.g. 炮二平五, 马8进7, 前车进一";

    private ChineseSpelling() {
    }

    @Override
    public Notation notation() {
        return Notation.CHINESE;
    }

    @Override
    public List<String> locators(int side, int type, Locator locator) {
        char name = Piece.chinese(type, side);
        String plain = "" + name + numeral(side, locator.file());
        if (!locator.isTandem()) {
            return List.of(plain);
        }
        String frontOrRear = (locator.isFront() ? "前" : "后") + name;
        switch (type) {
            case Piece.ADVISOR:
            case Piece.ELEPHANT:
                return List.of(plain, frontOrRear);
            case Piece.PAWN:
                return pawn(side, name, locator);
            default:
                return List.of(frontOrRear);
        }
    }

    private static List<String> pawn(int side, char name, Locator locator) {
        int index = locator.index();
        int count = locator.count();
        if (locator.fileNamed()) {
            return List.of(positionWord(index, count) + numeral(side, locator.file()));
        }
        String written = positionWord(index, count) + name;
        List<String> forms = new ArrayList<>(2);
        forms.add(written);
        // Some sources simply count from the front: 一兵, 二兵, 三兵 … Read those too.
        String counted = "" + NUMERALS.charAt(index) + name;
        if (count >= 3 && !counted.equals(written)) {
            forms.add(counted);
        }
        return forms;
    }

    /** 前/后 for two, 前/中/后 for three, 前 二 三 … 后 for more: the word written for a pawn. */
    private static String positionWord(int index, int count) {
        if (index == 0) {
            return "前";
        }
        if (index == count - 1) {
            return "后";
        }
        return count == 3 ? "中" : String.valueOf(NUMERALS.charAt(index));
    }

    @Override
    public String action(int side, Action action, int number) {
        return actionWord(action) + numeral(side, number);
    }

    private static String actionWord(Action action) {
        switch (action) {
            case FORWARD: return "进";
            case BACKWARD: return "退";
            default: return "平";
        }
    }

    /** Red counts in Chinese numerals, Black in Arabic digits. */
    private static String numeral(int side, int n) {
        return side == Piece.RED ? String.valueOf(NUMERALS.charAt(n - 1)) : String.valueOf(n);
    }

    @Override
    public String canonicalLocator(String locator) {
        StringBuilder out = new StringBuilder(locator.length());
        for (int i = 0; i < locator.length(); i++) {
            out.append(canonicalChar(locator.charAt(i)));
        }
        return out.toString();
    }

    /** Variants to one character per meaning: pieces to 帅仕相马车炮兵, every digit form to 1-9. */
    private static char canonicalChar(char c) {
        switch (c) {
            case '帥': case '将': case '將': return '帅';
            case '士': return '仕';
            case '象': return '相';
            case '馬': case '傌': return '马';
            case '車': case '俥': return '车';
            case '砲': case '包': return '炮';
            case '卒': return '兵';
            case '進': return '进';
            case '後': return '后';
            default:
                break;
        }
        if (c >= '\uFF11' && c <= '\uFF19') { // fullwidth digits １-９
            return (char) ('1' + (c - '\uFF11'));
        }
        int numeral = NUMERALS.indexOf(c);
        return numeral >= 0 ? (char) ('1' + numeral) : c;
    }

    /** The side a character belongs to in every source (帅将, 兵卒), or −1. */
    private static int sideOf(char c) {
        switch (c) {
            case '帅': case '帥': case '兵': return Piece.RED;
            case '将': case '將': case '卒': return Piece.BLACK;
            default: return -1;
        }
    }

    @Override
    public ParsedText read(String text) {
        if (text == null || text.isBlank()) {
            throw malformed(text == null ? "" : text, "the text is empty; " + SYNTAX);
        }
        StringBuilder raw = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c) && !Character.isSpaceChar(c)) {
                raw.append(c);
            }
        }
        int declaredSide = -1;
        if (raw.length() > 0 && "红紅黑".indexOf(raw.charAt(0)) >= 0) {
            declaredSide = raw.charAt(0) == '黑' ? Piece.BLACK : Piece.RED;
            raw.deleteCharAt(0);
            if (raw.length() > 0 && raw.charAt(0) == '方') {
                raw.deleteCharAt(0);
            }
        }
        if (raw.length() != 4) {
            throw malformed(text, "found " + raw.length() + " character" + (raw.length() == 1 ? "" : "s")
                    + " after the side prefix and spaces; " + SYNTAX);
        }
        for (int i = 0; i < 4; i++) {
            int side = sideOf(raw.charAt(i));
            if (side >= 0 && declaredSide >= 0 && side != declaredSide) {
                throw malformed(text, "'" + raw.charAt(i) + "' is " + Piece.sideName(side) + "'s piece, but the text"
                        + " says it is " + Piece.sideName(declaredSide) + "'s move");
            }
            declaredSide = side >= 0 ? side : declaredSide;
        }
        String s = canonicalLocator(raw.toString());
        Action action = action(text, s.charAt(2), raw.charAt(2));
        int number = digit(s.charAt(3));
        if (number == 0) {
            throw malformed(text, "the last character must be a number 1-9 (一 to 九 for Red, 1 to 9 for Black);"
                    + " found '" + raw.charAt(3) + "'");
        }
        String locator = s.substring(0, 2);
        String written = raw.substring(0, 2);
        char c0 = s.charAt(0);
        char c1 = s.charAt(1);
        int type = PIECES.indexOf(c0);
        if (type >= 0) {
            int file = digit(c1);
            if (file == 0) {
                throw malformed(text, "after the piece '" + raw.charAt(0) + "' expected its file, a number 1-9;"
                        + " found '" + raw.charAt(1) + "'");
            }
            return new ParsedText(s, locator, written, ParsedText.Kind.FILE, type, file, action, number,
                        declaredSide);
        }
        int pieceAfter = PIECES.indexOf(c1);
        if (c0 == '前' || c0 == '中' || c0 == '后') {
            if (pieceAfter >= 0) {
                return new ParsedText(s, locator, written, ParsedText.Kind.POSITION, pieceAfter, 0, action, number,
                        declaredSide);
            }
            int file = digit(c1);
            if (file > 0) {
                return new ParsedText(s, locator, written, ParsedText.Kind.FILE_POSITION, Piece.PAWN, file, action, number,
                        declaredSide);
            }
            throw malformed(text, "after '" + raw.charAt(0) + "' expected a piece (前车) or, for pawns on two files,"
                    + " a file number (前七); found '" + raw.charAt(1) + "'");
        }
        int ordinal = digit(c0);
        if (ordinal > 0) {
            if (pieceAfter == Piece.PAWN && ordinal <= 5) {
                return new ParsedText(s, locator, written, ParsedText.Kind.POSITION, Piece.PAWN, 0, action, number,
                        declaredSide);
            }
            throw malformed(text, "a number before the piece counts pawns on one file from the front (二兵, 三卒),"
                    + " from 1 to 5; found '" + raw.substring(0, 2) + "'");
        }
        throw malformed(text, "the first character must be a piece (帅仕相马车炮兵, 将士象马车炮卒),"
                + " 前, 中, 后, or a number counting pawns; found '" + raw.charAt(0) + "'");
    }

    private static Action action(String text, char c, char written) {
        switch (c) {
            case '进': return Action.FORWARD;
            case '退': return Action.BACKWARD;
            case '平': return Action.SIDEWAYS;
            default:
                throw malformed(text, "the third character must be 进 (forward), 退 (backward) or 平 (sideways);"
                        + " found '" + written + "'");
        }
    }

    private static int digit(char c) {
        return c >= '1' && c <= '9' ? c - '0' : 0;
    }

    private static NotationException malformed(String text, String detail) {
        return new NotationException(Notation.CHINESE, NotationException.Reason.MALFORMED, text, detail);
    }
}
