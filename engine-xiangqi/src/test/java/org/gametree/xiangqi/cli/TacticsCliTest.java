package org.gametree.xiangqi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.xiangqi.TestData;
import org.gametree.xiangqi.tactics.TacticsSuite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tactics command: per-problem lines and totals, JSON, a UCI engine, and bad input. */
class TacticsCliTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    private static String suite() {
        return TestData.directory().resolve("xiangqi-tactics.tsv").toString();
    }

    private static final Pattern LINE = Pattern.compile(
            "(?m)^(xt\\d+)\\s+(mate \\d+|material)\\s+(solved|FAILED)\\s+([a-i]\\d[a-i]\\d|-)\\s+(\\d+) ms\\s+depth\\s+\\d+.*accepted (\\S+)$");

    @Test
    void runsThreeProblemsAndPrintsTheTotals() {
        Run run = run("tactics", "--suite", suite(), "--limit", "3", "--nodes", "3000");
        assertEquals(0, run.status(), run.err());
        Matcher m = LINE.matcher(run.out());
        int lines = 0;
        int solved = 0;
        List<TacticsSuite.Problem> problems = TacticsSuite.read(Path.of(suite()));
        while (m.find()) {
            TacticsSuite.Problem p = problems.get(lines++);
            assertEquals(p.id(), m.group(1));
            assertEquals(p.kindLabel(), m.group(2));
            assertEquals(p.accepts(m.group(4)), m.group(3).equals("solved"), m.group());
            assertEquals(String.join(",", p.accepted()), m.group(6));
            solved += m.group(3).equals("solved") ? 1 : 0;
        }
        assertEquals(3, lines, run.out());
        assertTrue(run.out().contains("total:    solved " + solved + " / 3 ("), run.out());
        assertTrue(run.out().startsWith("tactics: 3 problems, engine best (rich), nodes 3000"), run.out());
    }

    @Test
    void jsonAndTheFilter() {
        Run run = run("tactics", "--suite", suite(), "--filter", "material", "--limit", "2", "--depth", "2", "--json");
        assertEquals(0, run.status(), run.err());
        String json = run.out().trim();
        assertTrue(json.startsWith("{\"suite\":") && json.endsWith("}"), json);
        assertTrue(json.contains("\"limits\":\"depth 2\""), json);
        assertEquals(2, count(json, "\"kind\":\"material\""), json);
        assertEquals(0, count(json, "\"kind\":\"mate\""), json);
        assertTrue(json.contains("\"material\":{\"solved\":"), json);
        assertTrue(Pattern.compile("\"total\":\\{\"solved\":\\d,\"total\":2}").matcher(json).find(), json);
    }

    /** Our own engine over UCI stands in for an external one (ranks 0-9, found by its name). */
    @Test
    void runsAUciEngine() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String engine = java + " -cp " + System.getProperty("java.class.path") + " " + XiangqiCli.class.getName() + " uci";
        Run run = run("tactics", "--suite", suite(), "--limit", "3", "--nodes", "3000", "--engine", engine,
                "--engine-option", "Hash=8");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("tactics: 3 problems, engine Game-tree workbench Xiangqi, nodes 3000"), run.out());
        Matcher m = LINE.matcher(run.out());
        int lines = 0;
        while (m.find()) {
            lines++;
            assertTrue(m.group(4).matches("[a-i]\\d[a-i]\\d"), m.group());
        }
        assertEquals(3, lines, run.out());
        assertTrue(run.out().contains("total:    solved "), run.out());
    }

    @Test
    void aBadSuiteNamesTheLine(@TempDir Path dir) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(suite()), StandardCharsets.UTF_8);
        Path file = dir.resolve("bad.tsv");
        int header = lines.indexOf(TacticsSuite.HEADER);
        lines.set(header + 2, lines.get(header + 2).replaceFirst("\t[^\t]*\t", "\trnbakabnr/9/9 w\t"));
        Files.write(file, lines, StandardCharsets.UTF_8);
        Run run = run("tactics", "--suite", file.toString(), "--limit", "1", "--depth", "1");
        assertEquals(XiangqiCli.BAD_INPUT, run.status());
        assertTrue(run.err().startsWith("error: " + file + " line " + (header + 3) + ", column 'fen': "), run.err());
        assertEquals("", run.out());
    }

    @Test
    void badOptionsAreClearErrors() {
        String[][] cases = {
            {"--filter", "mates"},
            {"--movetime", "0"},
            {"--depth", "0"},
            {"--nodes", "-5"},
            {"--limit", "-1"},
            {"--engine-ranks", "2"},
            {"--engine-option", "Threads"},
            {"--engine", "/no/such/engine-binary"},
            {"--suite", "target/no-such-suite.tsv"},
        };
        for (String[] c : cases) {
            Run run = c[0].equals("--suite") ? run("tactics", c[0], c[1]) : run("tactics", "--suite", suite(), c[0], c[1]);
            assertEquals(XiangqiCli.BAD_INPUT, run.status(), c[0]);
            assertTrue(run.err().startsWith("error: "), run.err());
            assertTrue(run.err().contains(c[0]) || run.err().contains(c[1]), run.err());
            assertTrue(!run.err().contains("\tat "), "no stack trace: " + run.err());
        }
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
