package org.gametree.gomoku.book;

import java.util.List;
import java.util.Optional;

import org.gametree.gomoku.GomokuPosition;

/**
 * The 26 standard Renju openings (珠型): Black's first stone in the centre, White's second on
 * one of the 8 neighbours, Black's third within the central 5 × 5. With White's stone directly
 * beside the first the opening is a direct one (直指, 13), diagonally beside it an indirect one
 * (斜指, 13). Recognised in any of the board's 8 orientations.
 *
 * <p>Placements (third stone relative to the first, White's stone above it for direct openings,
 * above and to the right for indirect ones; x to the right, y upwards) in the Renju International
 * Federation's numbering (1D–13D, 1I–13I, as the English Wikipedia article "Renju opening
 * pattern" lists them), from a published table of the 26. Cross-checked against the old Japanese classification of each name
 * (renju.jp's table of 珠型名の由来 by 山口釉水): a third stone adjacent (連) or a knight's move
 * (桂) from the first gives a name in 月, one point apart (間) a name in 星 — all 26 agree.
 */
public final class RenjuOpenings {

    /** One opening: its RIF number, Chinese and Japanese names, and the third stone's offset. */
    public record Opening(String number, String chinese, String japanese, boolean direct, int dx, int dy) {
        @Override
        public String toString() {
            return number + " " + chinese + " (" + japanese + ")";
        }
    }

    public static final List<Opening> ALL = List.of(
            new Opening("1D", "寒星", "Kansei", true, 0, 2),
            new Opening("2D", "溪月", "Keigetsu", true, 1, 2),
            new Opening("3D", "疏星", "Sosei", true, 2, 2),
            new Opening("4D", "花月", "Kagetsu", true, 1, 1),
            new Opening("5D", "残月", "Zangetsu", true, 2, 1),
            new Opening("6D", "雨月", "Ugetsu", true, 1, 0),
            new Opening("7D", "金星", "Kinsei", true, 2, 0),
            new Opening("8D", "松月", "Shogetsu", true, 0, -1),
            new Opening("9D", "丘月", "Kyugetsu", true, 1, -1),
            new Opening("10D", "新月", "Shingetsu", true, 2, -1),
            new Opening("11D", "瑞星", "Zuisei", true, 0, -2),
            new Opening("12D", "山月", "Sangetsu", true, 1, -2),
            new Opening("13D", "游星", "Yusei", true, 2, -2),
            new Opening("1I", "长星", "Chosei", false, 2, 2),
            new Opening("2I", "峡月", "Kyogetsu", false, 2, 1),
            new Opening("3I", "恒星", "Kosei", false, 2, 0),
            new Opening("4I", "水月", "Suigetsu", false, 2, -1),
            new Opening("5I", "流星", "Ryusei", false, 2, -2),
            new Opening("6I", "云月", "Ungetsu", false, 1, 0),
            new Opening("7I", "浦月", "Hogetsu", false, 1, -1),
            new Opening("8I", "岚月", "Rangetsu", false, 1, -2),
            new Opening("9I", "银月", "Gingetsu", false, 0, -1),
            new Opening("10I", "明星", "Meisei", false, 0, -2),
            new Opening("11I", "斜月", "Shagetsu", false, -1, -1),
            new Opening("12I", "名月", "Meigetsu", false, -1, -2),
            new Opening("13I", "彗星", "Suisei", false, -2, -2));

    private RenjuOpenings() {
    }

    /** The book group of an opening: 1–13 for 1D–13D, 101–113 for 1I–13I. */
    public static int group(Opening opening) {
        int n = Integer.parseInt(opening.number().substring(0, opening.number().length() - 1));
        return opening.direct() ? n : 100 + n;
    }

    /** The opening of a book group, e.g. "4D", or "" for 0 or a number that is none. */
    public static String label(int group) {
        if (group >= 1 && group <= 13) {
            return group + "D";
        }
        if (group >= 101 && group <= 113) {
            return (group - 100) + "I";
        }
        return "";
    }

    /** The three stones of an opening in its standard orientation, on a board of {@code size}: centre, White, third. */
    public static int[] moves(Opening opening, int size) {
        int c = size / 2;
        // y on the board counts from the top, so "up" is y - 1
        return new int[] {GomokuPosition.point(c, c),
                opening.direct() ? GomokuPosition.point(c, c - 1) : GomokuPosition.point(c + 1, c - 1),
                GomokuPosition.point(c + opening.dx(), c - opening.dy())};
    }

    /**
     * The opening of a game's first three moves (in any orientation), or empty if they are not one
     * of the 26 (fewer than three moves, the first not in the centre, …).
     */
    public static Optional<Opening> of(int[] moves, int size) {
        if (moves.length < 3 || size % 2 == 0) {
            return Optional.empty();
        }
        int c = size / 2;
        if (GomokuPosition.x(moves[0]) != c || GomokuPosition.y(moves[0]) != c) {
            return Optional.empty();
        }
        for (int s = 0; s < GomokuBook.SYMMETRIES; s++) {
            int[] white = offset(moves[1], s, size);
            boolean direct = white[0] == 0 && white[1] == 1;
            boolean indirect = white[0] == 1 && white[1] == 1;
            if (!direct && !indirect) {
                continue;
            }
            int[] third = offset(moves[2], s, size);
            for (Opening opening : ALL) {
                if (opening.direct() == direct && opening.dx() == third[0] && opening.dy() == third[1]) {
                    return Optional.of(opening);
                }
            }
        }
        return Optional.empty();
    }

    /** The opening a position's stones form, if it holds exactly the three stones of one. */
    public static Optional<Opening> of(GomokuPosition position) {
        if (position.ply() != 3) {
            return Optional.empty();
        }
        return of(new int[] {position.moveAt(0), position.moveAt(1), position.moveAt(2)}, position.size());
    }

    /** The point's offset from the centre (x right, y up) after symmetry s of the board. */
    private static int[] offset(int point, int s, int size) {
        int x = GomokuPosition.x(point);
        int y = GomokuPosition.y(point);
        int c = size / 2;
        return new int[] {GomokuBook.transformX(x, y, s, size) - c, c - GomokuBook.transformY(x, y, s, size)};
    }
}
