package org.gametree.xiangqi.book;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.core.book.BookFileException;
import org.gametree.core.book.BookFormat;
import org.gametree.core.book.BookMove;
import org.gametree.core.book.OpeningBook;
import org.gametree.core.book.Outcome;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * A Xiangqi opening book: positions and moves of {@link OpeningBook} in Xiangqi terms.
 *
 * <h2>Keys</h2>
 * A position's key is made from the book's own key table (never from the engine's Zobrist
 * numbers): {@code 14 × 90} numbers for kind ({@link Piece#kind}, 0..13) and point
 * ({@code rank * 9 + file}), then one for Black to move — {@value #KEY_TABLE_SIZE} numbers.
 *
 * <h2>Mirrors</h2>
 * The board's left–right mirror (file f ↔ 8 − f) plays the same. A position is stored under the
 * smaller (unsigned) of its key and its mirror's key, with its moves mirrored to match, so a line
 * and its mirror image share their entries and their counts. A probe computes both keys the same
 * way and mirrors the stored moves back. A position that is its own mirror keeps its frame, and
 * a move and its mirror image (equivalent there) are stored as one, the larger number
 * (for the start position that is the right-wing form, 炮二平五, as ECCO writes it).
 *
 * <h2>Moves</h2>
 * A book move is {@code from * 90 + to} with points numbered {@code rank * 9 + file}. Its group
 * is the ECCO line of the games that played it ({@link EccoOpenings#group}).
 */
public final class XiangqiBook {

    public static final String GAME = "xiangqi";
    private static final int POINTS = Squares.FILES * Squares.RANKS;
    public static final int KEY_TABLE_SIZE = 2 * Piece.TYPES * POINTS + 1;
    /** The key-table seed of books built without one: any number works, the table is stored. */
    public static final long DEFAULT_KEY_SEED = 0x6A09E667F3BCC908L;

    /** A book move in the caller's position: the engine move and the book's entry for it. */
    public record Entry(int move, BookMove stats) {
    }

    /** Where a position's move lives in the book: the canonical key and the book move number. */
    public record Slot(long key, int move) {
    }

    private final OpeningBook book;

    private XiangqiBook(OpeningBook book) {
        if (!GAME.equals(book.game())) {
            throw new BookFileException("a " + book.game() + " book, not a " + GAME + " book");
        }
        if (book.keyTable().length != KEY_TABLE_SIZE) {
            throw new BookFileException("a Xiangqi book needs " + KEY_TABLE_SIZE + " key numbers, this one has "
                    + book.keyTable().length);
        }
        this.book = book;
    }

    /** An empty book with a fresh key table. */
    public static XiangqiBook create(String source, long keySeed) {
        return new XiangqiBook(new OpeningBook(GAME, OpeningBook.randomKeyTable(KEY_TABLE_SIZE, keySeed), source));
    }

    public static XiangqiBook of(OpeningBook book) {
        return new XiangqiBook(book);
    }

    public static XiangqiBook load(Path file) throws IOException {
        OpeningBook book = BookFormat.load(file, GAME);
        try {
            return new XiangqiBook(book);
        } catch (BookFileException e) {
            throw new BookFileException(file + ": " + e.getMessage());
        }
    }

    /** The book shipped with the engine (see {@code docs/opening-book.md} for where it came from). */
    public static XiangqiBook builtIn() {
        String name = "default-xiangqi.book";
        try (InputStream in = XiangqiBook.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the built-in book " + name + " is missing from the jar");
            }
            return new XiangqiBook(BookFormat.read(in, name, GAME));
        } catch (IOException e) {
            throw new IllegalStateException("the built-in book cannot be read", e);
        }
    }

    public OpeningBook book() {
        return book;
    }

    public void save(Path file) throws IOException {
        BookFormat.save(book, file);
    }

    // ---------------------------------------------------------------- keys and moves

    private static int point(int sq, boolean mirror) {
        int file = Squares.file(sq);
        return Squares.rank(sq) * Squares.FILES + (mirror ? Squares.FILES - 1 - file : file);
    }

    private static int square(int point) {
        return Squares.of(point % Squares.FILES, point / Squares.FILES);
    }

    /** The position's key with the book's table, of the position itself or of its mirror image. */
    public long key(Position position, boolean mirror) {
        long[] table = book.keyTable();
        long key = position.sideToMove() == Piece.BLACK ? table[KEY_TABLE_SIZE - 1] : 0;
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file < Squares.FILES; file++) {
                int sq = Squares.of(file, rank);
                int id = position.pieceAt(sq);
                if (id != 0) {
                    key ^= table[Piece.kind(id) * POINTS + point(sq, mirror)];
                }
            }
        }
        return key;
    }

    /** Whether the position is stored in its mirror's frame. */
    private boolean mirrored(long key, long mirrorKey) {
        return Long.compareUnsigned(mirrorKey, key) < 0;
    }

    private static int bookMove(int move, boolean mirror) {
        return point(Move.from(move), mirror) * POINTS + point(Move.to(move), mirror);
    }

    private static int engineMove(int bookMove, boolean mirror) {
        int from = bookMove / POINTS;
        int to = bookMove % POINTS;
        if (mirror) {
            from = mirrorPoint(from);
            to = mirrorPoint(to);
        }
        return Move.of(square(from), square(to));
    }

    private static int mirrorPoint(int point) {
        return point - point % Squares.FILES + Squares.FILES - 1 - point % Squares.FILES;
    }

    /** The key under which the book keeps the position. */
    public long canonicalKey(Position position) {
        long key = key(position, false);
        long mirrorKey = key(position, true);
        return mirrored(key, mirrorKey) ? mirrorKey : key;
    }

    /** Where {@code move} of {@code position} lives in the book. */
    public Slot slot(Position position, int move) {
        long key = key(position, false);
        long mirrorKey = key(position, true);
        if (key == mirrorKey) {
            return new Slot(key, Math.max(bookMove(move, false), bookMove(move, true)));
        }
        boolean mirror = mirrored(key, mirrorKey);
        return new Slot(mirror ? mirrorKey : key, bookMove(move, mirror));
    }

    /**
     * The book's moves for the position, most weight first, as the position's own legal moves
     * (entries that are not legal there — a key collision, a damaged book — are left out).
     */
    public List<Entry> probe(Position position) {
        long key = key(position, false);
        long mirrorKey = key(position, true);
        boolean mirror = mirrored(key, mirrorKey);
        List<BookMove> stored = book.moves(mirror ? mirrorKey : key);
        List<Entry> entries = new ArrayList<>(stored.size());
        for (BookMove m : stored) {
            int move = engineMove(m.move(), mirror);
            if (position.isLegal(move)) {
                entries.add(new Entry(move, m));
            }
        }
        return entries;
    }

    /** Counts one game that played {@code move} in {@code position} and ended with {@code outcome} for the mover; returns where. */
    public Slot count(Position position, int move, Outcome outcome) {
        Slot slot = slot(position, move);
        book.count(slot.key(), slot.move(), outcome);
        return slot;
    }

    /** The outcome for the side to move of a game with PGN result {@code result}. */
    public static Outcome outcome(String result, int sideToMove) {
        Outcome forRed;
        switch (result) {
            case "1-0": forRed = Outcome.WIN; break;
            case "0-1": forRed = Outcome.LOSS; break;
            case "1/2-1/2": forRed = Outcome.DRAW; break;
            default: return Outcome.UNKNOWN;
        }
        return sideToMove == Piece.RED ? forRed : forRed.flipped();
    }
}
