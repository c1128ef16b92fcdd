package org.gametree.xiangqi.book;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * Xiangqi opening names by the ECCO classification (Encyclopedia of Chinese Chess Openings, the
 * code system of 《中国象棋开局编号》 used by the Chinese Xiangqi Association, XQBase and
 * dpxq.com): a letter A–E for the family and two digits for the line. This is a small table of
 * the families and the best-known lines, not the 500 codes; {@code docs/opening-book.md} lists
 * the sources and what is left out.
 *
 * <p>A game is named by the last position along its moves that ends one of the table's lines,
 * compared by position (a canonical key, mirror included), so move-order transpositions and
 * left–right mirror images are named too. ECCO writes every line with Red's first move on the
 * right wing (炮二平五, 相三进五, 兵七进一 …); a mirror image takes its twin's name.
 */
public final class EccoOpenings {

    /** An ECCO code with its Chinese and English names. */
    public record Opening(String code, String chinese, String english) {
        @Override
        public String toString() {
            return code + " " + chinese + " (" + english + ")";
        }
    }

    private record Line(String code, String chinese, String english, String moves) {
    }

    /** How far into a game a name is looked for: every line of the table is shorter. */
    private static final int MAX_PLIES = 24;

    // Moves in ICCS coordinates from Red's side (files a–i from Red's left, ranks 0–9).
    // 炮二平五 = h2e2, 马二进三 = h0g2, 相三进五 = g0e2, 兵七进一 = c3c4; Black's 马8进7 = h9g7,
    // 马2进3 = b9c7, 炮8平5 = h7e7, 炮2平5 = b7e7, 炮2平3 = b7c7, 炮8平6 = h7f7, 炮8平9 = h7i7.
    private static final List<Line> LINES = List.of(
            new Line("A10", "飞相局", "Elephant Opening", "g0e2"),
            new Line("A20", "飞相对左士角炮", "Elephant Opening vs Left Palace-Corner Cannon", "g0e2 h7f7"),
            new Line("A27", "飞相对左中炮", "Elephant Opening vs Left Central Cannon", "g0e2 h7e7"),
            new Line("A40", "起马局", "Horse Opening", "h0g2"),
            new Line("A50", "仕角炮局", "Palace-Corner Cannon Opening", "h2f2"),
            new Line("A60", "过宫炮局", "Cross-Palace Cannon Opening", "h2d2"),
            new Line("B00", "中炮局", "Central Cannon Opening", "h2e2"),
            new Line("B10", "中炮对单提马", "Central Cannon vs Single Lifted Horse", "h2e2 h9g7 h0g2 i9h9 i0h0 b9a7"),
            new Line("B20", "中炮对左三步虎", "Central Cannon vs Left Three-Step Tiger", "h2e2 h9g7 h0g2 h7i7"),
            new Line("B30", "中炮对反宫马", "Central Cannon vs Reverse Palace Horses", "h2e2 b9c7 h0g2 h7f7 i0h0 h9g7"),
            new Line("C00", "中炮对屏风马", "Central Cannon vs Screen Horses", "h2e2 h9g7 h0g2 b9c7"),
            new Line("C00", "中炮对屏风马", "Central Cannon vs Screen Horses", "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"),
            new Line("D00", "顺炮缓开车局", "Same-Direction Cannons", "h2e2 h7e7"),
            new Line("D20", "顺炮直车对横车", "Same-Direction Cannons, Straight Rook vs Horizontal Rook",
                    "h2e2 h7e7 h0g2 h9g7 i0h0 i9i8"),
            new Line("D50", "中炮对列炮", "Central Cannon vs Opposite-Direction Cannons", "h2e2 b7e7"),
            new Line("E00", "仙人指路", "Pawn Opening (Immortal Points the Way)", "c3c4"),
            new Line("E01", "仙人指路对飞象", "Pawn Opening vs Elephant", "c3c4 g9e7"),
            new Line("E01", "仙人指路对飞象", "Pawn Opening vs Elephant", "c3c4 c9e7"),
            new Line("E03", "仙人指路对中炮", "Pawn Opening vs Central Cannon", "c3c4 h7e7"),
            new Line("E03", "仙人指路对中炮", "Pawn Opening vs Central Cannon", "c3c4 b7e7"),
            new Line("E10", "仙人指路对卒底炮", "Pawn Opening vs Cannon Behind the Pawn", "c3c4 b7c7"),
            new Line("E40", "对兵局", "Pawn vs Pawn Opening", "c3c4 g6g5"));

    private final XiangqiBook keys = XiangqiBook.create("ECCO table", XiangqiBook.DEFAULT_KEY_SEED);
    private final Map<Long, Opening> byKey = new HashMap<>();

    private EccoOpenings() {
        for (Line line : LINES) {
            Position position = Position.startPosition();
            for (String text : line.moves().split(" ")) {
                int move = Move.of(Squares.parse(text, 0), Squares.parse(text, 2));
                if (!position.isLegal(move)) {
                    throw new IllegalStateException("ECCO line " + line.code() + ": " + text + " is not legal");
                }
                GameRules.play(position, move);
            }
            byKey.put(keys.canonicalKey(position), new Opening(line.code(), line.chinese(), line.english()));
        }
    }

    private static final class Holder {
        static final EccoOpenings TABLE = new EccoOpenings();
    }

    /** The shared table (immutable once built). */
    public static EccoOpenings table() {
        return Holder.TABLE;
    }

    /**
     * The book group of an opening: its code as a number, letter × 100 + the two digits + 1
     * (A00 = 1, C00 = 201, E99 = 500), so a book's groups stay meaningful when this table grows.
     */
    public static int group(Opening opening) {
        String code = opening.code();
        return (code.charAt(0) - 'A') * 100 + Integer.parseInt(code.substring(1)) + 1;
    }

    /** The ECCO code of a book group ("C00"), or "" for 0 or a number that is no code. */
    public static String code(int group) {
        if (group < 1 || group > 500) {
            return "";
        }
        return (char) ('A' + (group - 1) / 100) + String.format("%02d", (group - 1) % 100);
    }

    /** Every opening the table names, once each, in the table's order (what a UI must be able to draw). */
    public List<Opening> openings() {
        return LINES.stream().map(l -> new Opening(l.code(), l.chinese(), l.english())).distinct().toList();
    }

    /** The opening whose line ends in this very position, if any. */
    public Optional<Opening> at(Position position) {
        return Optional.ofNullable(byKey.get(keys.canonicalKey(position)));
    }

    /** The name of a game: the last named position along its first moves. */
    public Optional<Opening> classify(Position start, int[] moves) {
        Position position = start.copy();
        Opening found = byKey.get(keys.canonicalKey(position));
        for (int ply = 0; ply < moves.length && ply < MAX_PLIES; ply++) {
            GameRules.play(position, moves[ply]);
            Opening here = byKey.get(keys.canonicalKey(position));
            if (here != null) {
                found = here;
            }
        }
        return Optional.ofNullable(found);
    }
}
