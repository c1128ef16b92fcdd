package org.gametree.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.gametree.xiangqi.Position;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Moves with their WXF and Chinese text, worked out by hand from the rules (files counted from
 * each player's right, forward towards the opponent), one row per move:
 * position | coordinate | WXF | Chinese. Positions are named below; rows cover every piece type
 * for both sides and every tandem form.
 */
final class KnownMoves {

    static final Map<String, String> POSITIONS = Map.ofEntries(
            Map.entry("start", Position.START_FEN),
            // After 1. h2e2: black to move.
            Map.entry("B1", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"),
            // After 1. h2e2 h9g7 2. h0g2: black to move, h9 free for the rook.
            Map.entry("B2", "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2"),
            Map.entry("KR", "w: Ke0 kd9 Ae1"),
            Map.entry("KB", "b: Kd0 ke9"),
            // Tandem rooks, horses, cannons, advisors, elephants.
            Map.entry("TR", "w: Ke0 kd9 Ra0 Ra4"),
            Map.entry("TRB", "b: Ke0 kd9 ri9 ri5"),
            Map.entry("TH", "w: Ke0 kd9 Nc2 Nc4"),
            Map.entry("THB", "b: Ke0 kd9 ng7 ng5"),
            Map.entry("TC", "w: Ke0 kd9 Ce2 Ce5"),
            Map.entry("TCB", "b: Ke0 kd9 cb7 cb4"),
            Map.entry("TA", "w: Ke0 kd9 Af0 Af2"),
            Map.entry("TEB", "b: Ke0 kd9 bc9 bc5"),
            // Pawns: 2, 3, 4, 5 on one file; several on two files.
            Map.entry("P2", "w: Ke0 kd9 Pc5 Pc6 Pg3"),
            Map.entry("P3", "w: Ke0 kd9 Pe3 Pe5 Pe6"),
            Map.entry("P4", "w: Ke0 kd9 Pe3 Pe5 Pe6 Pe7"),
            Map.entry("P5", "w: Ke0 kf9 Pe3 Pe5 Pe6 Pe7 Pe8"),
            Map.entry("P32", "w: Ke0 kd9 Pg3 Pg5 Pg6 Pc5 Pc6"),
            Map.entry("P221", "w: Ke0 kd9 Pg5 Pg6 Pc5 Pc6 Pa3"),
            Map.entry("PB2", "b: Ke0 kd9 pc3 pc4 pg6"),
            Map.entry("PB3", "b: Ke0 kd9 pe3 pe4 pe6"),
            Map.entry("PB4", "b: Ke0 kd9 pe2 pe3 pe4 pe6"),
            Map.entry("PB5", "b: Kd0 kf9 pe1 pe2 pe3 pe4 pe6"),
            Map.entry("PB32", "b: Ke0 kd9 pc3 pc4 pc6 pg3 pg4"));

    private static final String TABLE = """
            start | h2e2 | C2.5 | 炮二平五
            start | b2e2 | C8.5 | 炮八平五
            start | b0c2 | H8+7 | 马八进七
            start | h0g2 | H2+3 | 马二进三
            start | b0a2 | H8+9 | 马八进九
            start | i0i1 | R1+1 | 车一进一
            start | a0a2 | R9+2 | 车九进二
            start | c3c4 | P7+1 | 兵七进一
            start | g3g4 | P3+1 | 兵三进一
            start | f0e1 | A4+5 | 仕四进五
            start | d0e1 | A6+5 | 仕六进五
            start | g0e2 | E3+5 | 相三进五
            start | c0a2 | E7+9 | 相七进九
            start | h2h9 | C2+7 | 炮二进七
            start | h2h6 | C2+4 | 炮二进四
            start | h2h1 | C2-1 | 炮二退一
            start | h2g2 | C2.3 | 炮二平三
            start | e0e1 | K5+1 | 帅五进一
            B1 | h9g7 | H8+7 | 马8进7
            B1 | b9c7 | H2+3 | 马2进3
            B1 | b7e7 | C2.5 | 炮2平5
            B1 | b7b0 | C2+7 | 炮2进7
            B1 | h7h3 | C8+4 | 炮8进4
            B1 | c6c5 | P3+1 | 卒3进1
            B1 | d9e8 | A4+5 | 士4进5
            B1 | f9e8 | A6+5 | 士6进5
            B1 | c9e7 | E3+5 | 象3进5
            B1 | g9e7 | E7+5 | 象7进5
            B1 | e9e8 | K5+1 | 将5进1
            B1 | a9a8 | R1+1 | 车1进1
            B2 | i9h9 | R9.8 | 车9平8
            B2 | g7h9 | H7-8 | 马7退8
            B2 | g7e8 | H7-5 | 马7退5
            KR | e0f0 | K5.4 | 帅五平四
            KB | e9f9 | K5.6 | 将5平6
            KB | e9e8 | K5+1 | 将5进1
            TR | a4b4 | R+.8 | 前车平八
            TR | a0a1 | R-+1 | 后车进一
            TR | a4a9 | R++5 | 前车进五
            TR | a4a3 | R+-1 | 前车退一
            TR | a0b0 | R-.8 | 后车平八
            TRB | i5h5 | R+.8 | 前车平8
            TRB | i9i8 | R-+1 | 后车进1
            TRB | i5i0 | R++5 | 前车进5
            TRB | i5i6 | R+-1 | 前车退1
            TRB | i9h9 | R-.8 | 后车平8
            TH | c4d6 | H++6 | 前马进六
            TH | c4b6 | H++8 | 前马进八
            TH | c4e5 | H++5 | 前马进五
            TH | c2b0 | H--8 | 后马退八
            TH | c2e1 | H--5 | 后马退五
            TH | c2a3 | H-+9 | 后马进九
            THB | g5f3 | H++6 | 前马进6
            THB | g5h3 | H++8 | 前马进8
            THB | g7h9 | H--8 | 后马退8
            THB | g7f9 | H--6 | 后马退6
            TC | e5i5 | C+.1 | 前炮平一
            TC | e5e9 | C++4 | 前炮进四
            TC | e2e1 | C--1 | 后炮退一
            TC | e2a2 | C-.9 | 后炮平九
            TCB | b7b8 | C--1 | 后炮退1
            TCB | b4e4 | C+.5 | 前炮平5
            TCB | b4b0 | C++4 | 前炮进4
            TA | f0e1 | A4+5 | 仕四进五
            TA | f2e1 | A4-5 | 仕四退五
            TEB | c9e7 | E3+5 | 象3进5
            TEB | c9a7 | E3+1 | 象3进1
            TEB | c5a7 | E3-1 | 象3退1
            TEB | c5e7 | E3-5 | 象3退5
            P2 | c6c7 | P++1 | 前兵进一
            P2 | c6b6 | P+.8 | 前兵平八
            P2 | c5d5 | P-.6 | 后兵平六
            P2 | g3g4 | P3+1 | 兵三进一
            P3 | e6e7 | P++1 | 前兵进一
            P3 | e6f6 | P+.4 | 前兵平四
            P3 | e5d5 | P5.6 | 中兵平六
            P3 | e3e4 | P-+1 | 后兵进一
            P4 | e7e8 | +++1 | 前兵进一
            P4 | e7f7 | ++.4 | 前兵平四
            P4 | e6d6 | P+.6 | 二兵平六
            P4 | e5f5 | P-.4 | 三兵平四
            P4 | e3e4 | --+1 | 后兵进一
            P5 | e8e9 | +++1 | 前兵进一
            P5 | e8d8 | ++.6 | 前兵平六
            P5 | e7f7 | P+.4 | 二兵平四
            P5 | e6d6 | P5.6 | 三兵平六
            P5 | e5f5 | P-.4 | 四兵平四
            P5 | e3e4 | --+1 | 后兵进一
            P32 | g6f6 | 3+.4 | 前三平四
            P32 | g6g7 | 3++1 | 前三进一
            P32 | g5f5 | 33.4 | 中三平四
            P32 | g3g4 | 3-+1 | 后三进一
            P32 | c6d6 | 7+.6 | 前七平六
            P32 | c5d5 | 7-.6 | 后七平六
            P221 | a3a4 | P9+1 | 兵九进一
            P221 | g6h6 | 3+.2 | 前三平二
            P221 | g5h5 | 3-.2 | 后三平二
            P221 | c6c7 | 7++1 | 前七进一
            P221 | c5b5 | 7-.8 | 后七平八
            PB2 | c3c2 | P++1 | 前卒进1
            PB2 | c4d4 | P-.4 | 后卒平4
            PB2 | g6g5 | P7+1 | 卒7进1
            PB3 | e3e2 | P++1 | 前卒进1
            PB3 | e3f3 | P+.6 | 前卒平6
            PB3 | e4d4 | P5.4 | 中卒平4
            PB3 | e6e5 | P-+1 | 后卒进1
            PB4 | e2d2 | ++.4 | 前卒平4
            PB4 | e2e1 | +++1 | 前卒进1
            PB4 | e3f3 | P+.6 | 二卒平6
            PB4 | e4d4 | P-.4 | 三卒平4
            PB4 | e6e5 | --+1 | 后卒进1
            PB5 | e1f1 | ++.6 | 前卒平6
            PB5 | e1e0 | +++1 | 前卒进1
            PB5 | e2d2 | P+.4 | 二卒平4
            PB5 | e3f3 | P5.6 | 三卒平6
            PB5 | e4d4 | P-.4 | 四卒平4
            PB5 | e6e5 | --+1 | 后卒进1
            PB32 | c3d3 | 3+.4 | 前3平4
            PB32 | c3c2 | 3++1 | 前3进1
            PB32 | c4d4 | 33.4 | 中3平4
            PB32 | c6c5 | 3-+1 | 后3进1
            PB32 | g3f3 | 7+.6 | 前7平6
            PB32 | g4h4 | 7-.8 | 后7平8
            """;

    private KnownMoves() {
    }

    static Position position(String name) {
        String spec = POSITIONS.get(name);
        if (spec == null) {
            throw new IllegalArgumentException("unknown test position " + name);
        }
        return Boards.parse(spec);
    }

    /** Rows as (position name, coordinate, WXF, Chinese). */
    static Stream<Arguments> rows() {
        List<Arguments> rows = new ArrayList<>();
        for (String line : TABLE.strip().split("\n")) {
            String[] cells = line.split("\\|");
            rows.add(Arguments.of(cells[0].strip(), cells[1].strip(), cells[2].strip(), cells[3].strip()));
        }
        return rows.stream();
    }
}
