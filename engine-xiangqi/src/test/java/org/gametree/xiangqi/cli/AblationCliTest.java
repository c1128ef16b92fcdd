package org.gametree.xiangqi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.gametree.core.report.Ablation;
import org.gametree.core.search.SearchSwitch;
import org.junit.jupiter.api.Test;

/** {@code compare --ablation}: best without each of its switches, at a depth or for a time; bad input refused. */
class AblationCliTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void bestWithoutEachSwitchAtAFixedDepth() {
        Run run = run("compare", "--fen", "startpos", "--ablation", "--depth", "3", "--tt-mb", "4", "--format", "csv");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.out().strip().lines().toList();
        List<SearchSwitch> switches = Ablation.switches("best");
        assertEquals(switches.size() + 2, lines.size(), run.out());
        assertEquals(String.join(",", Ablation.HEADER), lines.get(0));
        assertTrue(lines.get(1).startsWith("best,,"), lines.get(1));
        assertTrue(lines.get(1).contains(",1.000,"), "the baseline against itself: " + lines.get(1));
        for (int i = 0; i < switches.size(); i++) {
            String name = switches.get(i).switchName();
            assertTrue(lines.get(i + 2).startsWith("best -" + name + "," + name + ","), lines.get(i + 2));
            String[] cells = lines.get(i + 2).split(",", -1);
            assertEquals("3", cells[5], "depth reached: " + lines.get(i + 2));
            assertTrue(cells[6].matches("[a-i][0-9][a-i][0-9]"), "a best move: " + lines.get(i + 2));
        }
        // progress on stderr, one line per search
        assertTrue(run.err().contains("[1/" + (switches.size() + 1) + "] best\n"), run.err());
        assertTrue(run.err().contains("] best -null-move\n"), run.err());
    }

    @Test
    void aPresetAtAFixedTimeSaysHowDeepEachGot() {
        Run run = run("compare", "--fen", "startpos", "--ablation=classic", "--millis", "40", "--tt-mb", "4");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("Ablation of classic, 40 ms per search (depth cap 64)\n"), run.out());
        assertTrue(run.out().contains("| classic -killers | killers | "), run.out());
    }

    @Test
    void badAblationsAreRefusedWithAMessage() {
        Run noSwitch = run("compare", "--ablation=book-negamax", "--depth", "2");
        assertEquals(2, noSwitch.status());
        assertTrue(noSwitch.err().contains("--ablation book-negamax: it has no switch to turn off; presets with switches: "),
                noSwitch.err());
        Run unknown = run("compare", "--ablation=quantum", "--depth", "2");
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().contains("--ablation quantum: no such preset"), unknown.err());
        Run both = run("compare", "--ablation", "--algorithms", "pvs", "--depth", "2");
        assertEquals(2, both.status());
        assertTrue(both.err().contains("it takes no --algorithms"), both.err());
        Run timeAlone = run("compare", "--millis", "100", "--depth", "2");
        assertEquals(2, timeAlone.status());
        assertTrue(timeAlone.err().contains("--millis applies to --ablation only"), timeAlone.err());
        Run noLimit = run("compare", "--ablation");
        assertEquals(2, noLimit.status());
        assertTrue(noLimit.err().contains("--depth is required (1-64), or --millis"), noLimit.err());
        Run negative = run("compare", "--ablation", "--millis", "-5");
        assertEquals(2, negative.status());
        assertTrue(negative.err().contains("--millis must be 1 to 3600000"), negative.err());
    }
}
