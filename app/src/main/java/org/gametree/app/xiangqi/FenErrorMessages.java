package org.gametree.app.xiangqi;

import java.text.FieldPosition;
import java.text.Format;
import java.text.MessageFormat;
import java.text.ParsePosition;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;

/**
 * Words a {@link FenException} in a UI language, from the exception's structured details and the
 * bundle templates {@code fen.error.<KIND>} (one per {@link FenException.Error}), with the field,
 * side and piece names of that language. The result reads "field: problem", like the FEN reader's
 * own English message.
 *
 * <p>Template arguments (the same for every kind; each template uses those its kind sets):
 * {@code {0}} side, {@code {1}} piece (by side: 帅/将, 相/象, 兵/卒 …), {@code {2}} square name
 * ({@code e0}), {@code {3}} rank 0-9, {@code {4}} count, {@code {5}} limit, {@code {6}} the text
 * quoted from the FEN, {@code {7}} the rank counted from the top (1-10), {@code {8}} 1 when the
 * kings face each other, else 0 (for a {@code choice}). Numbers are written plainly ("1234", never
 * "1,234"), as the FEN reader writes them.
 */
public final class FenErrorMessages {

    private static final String[] PIECES = {"king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"};

    /** Writes a number or text as is: MessageFormat's default number format would group digits. */
    private static final Format PLAIN = new Format() {
        private static final long serialVersionUID = 1L;

        @Override
        public StringBuffer format(Object value, StringBuffer to, FieldPosition pos) {
            return to.append(value);
        }

        @Override
        public Object parseObject(String source, ParsePosition pos) {
            throw new UnsupportedOperationException();
        }
    };

    private FenErrorMessages() {
    }

    /** The message in the current language of {@code l10n}. */
    public static String format(FenException e, Localization l10n) {
        return format(e, l10n.getLanguage());
    }

    /** The message in {@code language}. */
    public static String format(FenException e, Language language) {
        ResourceBundle bundle = Localization.load(language);
        Locale locale = language.locale();
        String problem = format(locale, text(bundle, templateKey(e.error())), arguments(e, bundle));
        return format(locale, text(bundle, "fen.message"), text(bundle, fieldKey(e.field())), problem);
    }

    /** The bundle key of the template for a kind of problem: {@code fen.error.RANK_COUNT}. */
    public static String templateKey(FenException.Error error) {
        return "fen.error." + error.name();
    }

    /**
     * The bundle key naming a FEN field, from the FEN reader's field name in camel case:
     * "side to move" is {@code fen.field.sideToMove}, "FEN" is {@code fen.field.fen}.
     */
    public static String fieldKey(String field) {
        StringBuilder key = new StringBuilder("fen.field.");
        String[] words = field.trim().split("\\s+");
        for (int i = 0; i < words.length; i++) {
            String word = words[i].toLowerCase(Locale.ROOT);
            key.append(i == 0 ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return key.toString();
    }

    /** The bundle key of a piece's name as a side calls it: {@code fen.piece.black.elephant}. */
    public static String pieceKey(int side, int pieceType) {
        return "fen.piece." + sideWord(side) + "." + PIECES[pieceType];
    }

    private static Object[] arguments(FenException e, ResourceBundle bundle) {
        int side = e.side();
        return new Object[] {
            side < 0 ? "" : text(bundle, "fen.side." + sideWord(side)),
            side < 0 || e.pieceType() < 0 ? "" : text(bundle, pieceKey(side, e.pieceType())),
            e.square() < 0 ? "" : Squares.name(e.square()),
            e.rank(),
            e.count(),
            e.limit(),
            e.found() == null ? "" : e.found(),
            e.rank() < 0 ? -1 : Squares.RANKS - e.rank(),
            e.kingsFacing() ? 1 : 0,
        };
    }

    private static String sideWord(int side) {
        return side == Piece.RED ? "red" : "black";
    }

    private static String text(ResourceBundle bundle, String key) {
        try {
            return bundle.getString(key);
        } catch (MissingResourceException missing) {
            // A bug, but the key on screen beats a crash (as Localization does).
            return "!" + key + "!";
        }
    }

    private static String format(Locale locale, String pattern, Object... arguments) {
        MessageFormat format = new MessageFormat(pattern, locale);
        Format[] formats = format.getFormats();
        for (int i = 0; i < formats.length; i++) {
            if (formats[i] == null) {
                format.setFormat(i, PLAIN);
            }
        }
        return format.format(arguments);
    }
}
