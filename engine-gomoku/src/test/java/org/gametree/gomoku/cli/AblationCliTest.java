package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.gametree.core.report.Ablation;
import org.junit.jupiter.api.Test;

/** {@code compare --ablation} for Gomoku: by default the engine's own search, "classic", taken apart. */
class AblationCliTest {

    @Test
    void classicWithoutEachSwitch() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(new String[] {"compare", "--moves", "h8,i9,h9", "--ablation", "--depth", "2",
            "--tt-mb", "4", "--format", "csv"}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        List<String> lines = out.toString().strip().lines().toList();
        assertEquals(Ablation.switches("classic").size() + 2, lines.size(), out.toString());
        assertTrue(lines.get(1).startsWith("classic,,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("classic -"), lines.get(2));
    }
}
