package org.gametree.xiangqi.uci;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;

/** A short UCI conversation for tests: the lines sent in order (each go waited for up to 12 s), then quit. */
final class UciSession {

    private UciSession() {
    }

    /** The engine's output lines. */
    static List<String> run(String... lines) throws Exception {
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        for (String line : lines) {
            engine.handle(line);
            if (line.startsWith("go ")) {
                for (int i = 0; i < 600 && !out.toString().contains("bestmove"); i++) {
                    Thread.sleep(20);
                }
            }
        }
        engine.run(new StringReader("quit\n"));
        return Arrays.asList(out.toString().split("\\R"));
    }
}
