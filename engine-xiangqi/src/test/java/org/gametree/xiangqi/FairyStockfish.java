package org.gametree.xiangqi;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds Fairy-Stockfish, the oracle of the cross-check tests: on the PATH or where Debian's
 * {@code fairy-stockfish} package puts it ({@code /usr/games}). Without it a test is skipped —
 * except on CI ({@code CI=true}), which installs it, where a missing engine is a failure.
 */
public final class FairyStockfish {

    private FairyStockfish() {
    }

    /** The engine's path; skips (or on CI fails) the calling test when it is not installed. */
    public static Path requireEngine() {
        Path engine = find();
        if (engine == null && "true".equals(System.getenv("CI"))) {
            Assertions.fail("fairy-stockfish is not installed; .ci/run installs it (apt-get install fairy-stockfish)");
        }
        Assumptions.assumeTrue(engine != null, "fairy-stockfish not installed");
        return engine;
    }

    private static Path find() {
        String path = System.getenv("PATH");
        List<String> dirs = new ArrayList<>(path == null ? List.of() : List.of(path.split(File.pathSeparator)));
        dirs.add("/usr/games");
        for (String dir : dirs) {
            Path candidate = Path.of(dir, "fairy-stockfish");
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
