package org.gametree.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Input forms that are read but never written: letter and character variants, digit forms, side
 * prefixes, spacing, and the alternative tandem forms for advisors, elephants and pawns.
 */
class AcceptedVariantsTest {

    @ParameterizedTest(name = "{2} ''{3}'' in {0} = {1}")
    @CsvSource(delimiter = '|', value = {
        // WXF: case, B/N, '=', spaces, dashes.
        "start | h2e2 | WXF | c2.5",
        "start | h2e2 | WXF | C2=5",
        "start | h2e2 | WXF | ' C 2 . 5 '",
        "start | h0g2 | WXF | N2+3",
        "start | h0g2 | WXF | n2+3",
        "start | g0e2 | WXF | B3+5",
        "start | h2h1 | WXF | C2−1",
        "start | h2h1 | WXF | C2–1",
        "TR | a0a1 | WXF | r-+1",
        // WXF: tandem advisors and elephants may use + / - instead of the file.
        "TA | f0e1 | WXF | A-+5",
        "TA | f2e1 | WXF | A+-5",
        "TEB | c5a7 | WXF | E+-1",
        "TEB | c9e7 | WXF | E-+5",
        "TEB | c9e7 | WXF | B-+5",
        // Chinese: Arabic digits for Red, Chinese numerals for Black, fullwidth digits.
        "start | h2e2 | CHINESE | 炮2平5",
        "start | h2e2 | CHINESE | 炮２平５",
        "B1 | h9g7 | CHINESE | 马八进七",
        "B1 | h9g7 | CHINESE | 马８进７",
        // Traditional and variant characters.
        "start | h2e2 | CHINESE | 砲二平五",
        "start | h2e2 | CHINESE | 包二平五",
        "start | b0c2 | CHINESE | 傌八進七",
        "start | b0c2 | CHINESE | 馬八进七",
        "start | i0i1 | CHINESE | 俥一進一",
        "start | i0i1 | CHINESE | 車1進1",
        "start | f0e1 | CHINESE | 士四进五",
        "start | g0e2 | CHINESE | 象三进五",
        "start | e0e1 | CHINESE | 帥五進一",
        "B1 | e9e8 | CHINESE | 將5進1",
        "B1 | d9e8 | CHINESE | 仕4进5",
        "B1 | c9e7 | CHINESE | 相3进5",
        "TR | a0a1 | CHINESE | 後車進一",
        "TR | a0a1 | CHINESE | 后俥进1",
        // Side prefixes and spaces (including the ideographic space).
        "start | h2e2 | CHINESE | 红炮二平五",
        "start | h2e2 | CHINESE | 紅方 炮二平五",
        "start | h2e2 | CHINESE | ' 炮 二 平 五 '",
        "start | h2e2 | CHINESE | 炮二　平五",
        "B1 | h9g7 | CHINESE | 黑马8进7",
        "B1 | h9g7 | CHINESE | 黑方马8进7",
        // Tandem advisors and elephants with 前/后.
        "TA | f0e1 | CHINESE | 后仕进五",
        "TA | f2e1 | CHINESE | 前仕退五",
        "TEB | c5a7 | CHINESE | 前象退1",
        "TEB | c9e7 | CHINESE | 后象进5",
        // Pawns counted from the front: 一兵 … 五兵.
        "P3 | e6e7 | CHINESE | 一兵进一",
        "P3 | e5d5 | CHINESE | 二兵平六",
        "P3 | e3e4 | CHINESE | 三兵进一",
        "P4 | e7e8 | CHINESE | 一兵进一",
        "P4 | e3e4 | CHINESE | 四兵进一",
        "P5 | e3e4 | CHINESE | 五兵进一",
        "PB5 | e1f1 | CHINESE | 一卒平6",
        "PB5 | e6e5 | CHINESE | 五卒进1",
        "PB4 | e3f3 | CHINESE | 2卒平6",
        "P32 | g5f5 | CHINESE | 中3平4",
        "PB32 | c4d4 | CHINESE | 中三平四",
        // Coordinate: upper case and spaces.
        "start | h2e2 | COORDINATE | H2E2",
        "start | h2e2 | COORDINATE | ' h2e2 '",
    })
    void readsTheVariant(String positionName, String coordinate, Notation notation, String text) {
        Position position = KnownMoves.position(positionName);
        assertEquals(coordinate, Move.toCoordinate(notation.parse(position, text)));
    }

    @Test
    void alternativesAreListedAfterTheWrittenForm() {
        Position advisors = KnownMoves.position("TA");
        int f0e1 = Notation.COORDINATE.parse(advisors, "f0e1");
        assertEquals(List.of("A4+5", "A-+5"), Notation.WXF.spellings(advisors, f0e1));
        assertEquals(List.of("仕四进五", "后仕进五"), Notation.CHINESE.spellings(advisors, f0e1));

        Position four = KnownMoves.position("P4");
        int e6d6 = Notation.COORDINATE.parse(four, "e6d6");
        assertEquals(List.of("P+.6"), Notation.WXF.spellings(four, e6d6));
        assertEquals(List.of("二兵平六"), Notation.CHINESE.spellings(four, e6d6), "二兵 is both forms");
        int e7f7 = Notation.COORDINATE.parse(four, "e7f7");
        assertEquals(List.of("前兵平四", "一兵平四"), Notation.CHINESE.spellings(four, e7f7));

        Position rooks = KnownMoves.position("TR");
        assertEquals(List.of("R+.8"), Notation.WXF.spellings(rooks, Notation.COORDINATE.parse(rooks, "a4b4")));
    }

    @Test
    void blackNumeralsAndRedDigitsMeanTheSameSide() {
        // 炮二平五 with Black to move is Black's 炮2平5: numerals do not carry the side, only
        // 帅/将, 兵/卒 and the 红/黑 prefix do.
        Position b1 = KnownMoves.position("B1");
        assertEquals("b7e7", Move.toCoordinate(Notation.CHINESE.parse(b1, "炮二平五")));
        NotationException e = assertThrows(NotationException.class, () -> Notation.CHINESE.parse(b1, "红炮二平五"));
        assertEquals(NotationException.Reason.WRONG_SIDE, e.reason());
    }
}
