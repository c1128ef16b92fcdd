package org.gametree.xiangqi.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The suite reader: a good file reads back as written; each kind of bad line names its line and column. */
class TacticsSuiteReaderTest {

    /** Red to move mates with h3h9 (MateTest's position). */
    private static final String MATE_FEN = "3ak4/9/4P4/9/9/9/7R1/9/9/3K1R3 w - - 0 1";
    private static final String GOOD_MATE = "m1\t" + MATE_FEN + "\tmate\t1\th3h9\t18\tmate 1\tcp 500\tcomment";
    private static final String GOOD_MATERIAL = "x1\t" + MATE_FEN + "\tmaterial\t-\th3h8,f0f9\t20\tcp 400\tcp 10\t";

    private static String suite(String... rows) {
        return "# a comment\n" + TacticsSuite.HEADER + "\n\n" + String.join("\n", rows) + "\n";
    }

    private static TacticsSuite.SuiteException bad(String text) {
        return assertThrows(TacticsSuite.SuiteException.class, () -> TacticsSuite.parse(text, "t.tsv"));
    }

    @Test
    void readsRowsAndWritesThemBack() {
        List<TacticsSuite.Problem> problems = TacticsSuite.parse(suite(GOOD_MATE, GOOD_MATERIAL), "t.tsv");
        assertEquals(2, problems.size());
        TacticsSuite.Problem mate = problems.get(0);
        assertEquals("m1", mate.id());
        assertEquals(4, mate.line());
        assertEquals(TacticsSuite.Kind.MATE, mate.kind());
        assertEquals(1, mate.mateIn());
        assertEquals("mate 1", mate.kindLabel());
        assertTrue(mate.accepts("h3h9"));
        assertEquals(false, mate.accepts("h3h8"));
        assertEquals(false, mate.accepts(null));
        TacticsSuite.Problem material = problems.get(1);
        assertEquals(List.of("h3h8", "f0f9"), material.accepted());
        assertEquals(0, material.mateIn());
        assertEquals("cp 10", material.second());
        assertEquals(GOOD_MATE, TacticsSuite.format(mate));
        assertEquals(GOOD_MATERIAL.substring(0, GOOD_MATERIAL.length() - 1), TacticsSuite.format(material).stripTrailing());
    }

    @Test
    void badLinesNameTheirLineAndColumn() {
        String[][] cases = {
            {GOOD_MATE.replace(MATE_FEN, "3ak4/9/4P4/9 w"), "fen"},
            {GOOD_MATE.replace("\tmate\t1", "\tmates\t1"), "kind"},
            {GOOD_MATE.replace("\tmate\t1", "\tmate\t0"), "mate_in"},
            {GOOD_MATERIAL.replace("\t-\t", "\t2\t"), "mate_in"},
            {GOOD_MATE.replace("h3h9", "h3h10"), "accepted"},
            {GOOD_MATE.replace("h3h9", "h3g4"), "accepted"},
            {GOOD_MATE.replace("h3h9", "h3h9,h3h9"), "accepted"},
            {GOOD_MATE.replace("\t18\t", "\tdeep\t"), "fsf_depth"},
            {GOOD_MATE.replace("mate 1\tcp", "+1\tcp"), "fsf_score"},
            {GOOD_MATE.replace("cp 500", "500"), "fsf_second"},
            {GOOD_MATE.replace("m1", "m 1"), "id"},
        };
        for (String[] c : cases) {
            TacticsSuite.SuiteException e = bad(suite(GOOD_MATERIAL, c[0]));
            assertEquals(5, e.line(), c[0]);
            assertEquals(c[1], e.column(), e.getMessage());
            assertTrue(e.getMessage().startsWith("t.tsv line 5, column '" + c[1] + "': "), e.getMessage());
        }
    }

    @Test
    void wholeLineAndWholeFileProblems() {
        TacticsSuite.SuiteException columns = bad(suite(GOOD_MATE + "\textra"));
        assertEquals(4, columns.line());
        assertNull(columns.column());
        assertTrue(columns.getMessage().contains("expected 9 tab-separated columns, found 10"), columns.getMessage());

        TacticsSuite.SuiteException duplicate = bad(suite(GOOD_MATE, GOOD_MATE));
        assertEquals(5, duplicate.line());
        assertTrue(duplicate.getMessage().contains("duplicate id 'm1'"), duplicate.getMessage());

        TacticsSuite.SuiteException header = bad(GOOD_MATE + "\n");
        assertEquals(1, header.line());
        assertTrue(header.getMessage().contains("header"), header.getMessage());

        assertTrue(bad(suite()).getMessage().contains("no problems"));
        assertTrue(bad("").getMessage().contains("empty"));
        TacticsSuite.SuiteException missing = assertThrows(TacticsSuite.SuiteException.class,
                () -> TacticsSuite.read(Path.of("target/no-such-suite.tsv")));
        assertTrue(missing.getMessage().endsWith("no-such-suite.tsv: no such file"), missing.getMessage());
    }
}
