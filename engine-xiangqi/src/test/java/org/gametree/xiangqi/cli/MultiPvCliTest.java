package org.gametree.xiangqi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** {@code search --multipv N} for Xiangqi: N lines in the JSON and the text, distinct, best first. */
class MultiPvCliTest {

    private static String run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(args, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        return out.toString();
    }

    @Test
    void threeLinesInJsonAndText() {
        String json = run("search", "--fen", "startpos", "--depth", "3", "--multipv", "3", "--json").trim();
        String top = json.substring(json.lastIndexOf("\"lines\":["));
        Matcher m = Pattern.compile("\\{\"move\":\"([a-i][0-9][a-i][0-9])\",\"value\":(-?[0-9]+),\"depth\":3,\"pv\":\\[\"\\1\"")
                .matcher(top);
        List<String> moves = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        while (m.find()) {
            moves.add(m.group(1));
            values.add(Integer.parseInt(m.group(2)));
        }
        assertEquals(3, moves.size(), json);
        assertEquals(3, new HashSet<>(moves).size(), json);
        assertTrue(values.get(0) >= values.get(1) && values.get(1) >= values.get(2), json);
        assertTrue(json.startsWith("{\"bestMove\":\"" + moves.get(0) + "\""), json);
        assertTrue(json.contains("\"branchingFactor\":") && json.indexOf("\"lines\":[") < json.lastIndexOf("\"lines\":["),
                "each iteration lists its lines too: " + json);

        String text = run("search", "--fen", "startpos", "--depth", "3", "--multipv", "3");
        for (int k = 1; k <= 3; k++) {
            assertTrue(text.contains("line  " + k + "  value"), text);
        }
    }
}
