package org.gametree.app.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

import org.gametree.app.MemoryPreferences;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Engines dialog's model without the dialog: an engine is added under the name it gives with
 * the options it announces; a missing file, a folder, a file that is no program and a program
 * that does not answer are refused with the reason, and nothing is saved; options are saved only
 * where they differ from the defaults, and a value out of range is refused.
 */
class EnginesModelTest {

    @TempDir
    Path folder;

    private final EngineRegistry registry = new EngineRegistry(new MemoryPreferences());
    private final EnginesModel model = new EnginesModel(registry, new SynchronousTaskRunner(),
            new Localization(Language.ENGLISH));

    @Test
    void badProgramsAreRefusedWithTheReasonAndNothingIsSaved() throws Exception {
        model.add("", Game.XIANGQI);
        assertEquals("Type the path of the engine program first.", model.statusProperty().get());
        model.add(folder.resolve("missing").toString(), Game.XIANGQI);
        assertEquals("There is no file " + folder.resolve("missing") + ".", model.statusProperty().get());
        assertTrue(model.errorProperty().get());
        model.add(folder.toString(), Game.XIANGQI);
        assertTrue(model.statusProperty().get().contains("is a folder"), model.statusProperty().get());
        Path text = Files.writeString(folder.resolve("readme.txt"), "not a program");
        model.add(text.toString(), Game.XIANGQI);
        assertTrue(model.statusProperty().get().contains("is not executable"), model.statusProperty().get());
        assertTrue(registry.engines().isEmpty());
        assertFalse(model.busyProperty().get());
    }

    @Test
    void aFakeEngineIsAddedWithItsOptionsAndOnlyChangedValuesAreSaved() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")));
        Path engine = Files.writeString(folder.resolve("fake engine.sh"), """
                #!/bin/sh
                while read line; do
                  case "$line" in
                    uci) echo "id name Fake 1.0"
                         echo "garbage before the options"
                         echo "option name Hash type spin default 16 min 1 max 64"
                         echo "option name Skill Level type spin default 20 min -20 max 20"
                         echo "option name Ponder type check default false"
                         echo "option name Style type combo default Normal var Solid var Normal var Risky"
                         echo "option name Clear Hash type button"
                         echo "option name Book File type string default <empty>"
                         echo "option name Broken type dial"
                         echo uciok ;;
                    isready) echo readyok ;;
                    quit) exit 0 ;;
                  esac
                done
                """);
        Files.setPosixFilePermissions(engine, PosixFilePermissions.fromString("rwx------"));
        model.add("\"" + engine + "\"", Game.XIANGQI);
        assertFalse(model.errorProperty().get(), model.statusProperty().get());
        assertEquals(1, registry.engines().size());
        ExternalEngine added = registry.engines().get(0);
        assertEquals("Fake 1.0", added.name());
        assertEquals(List.of(engine.toString()), added.command(), "the quoted path with its space is one word");
        assertEquals(List.of("Hash", "Skill Level", "Ponder", "Style", "Clear Hash", "Book File"),
                model.identityProperty().get().options().stream().map(o -> o.name()).toList(), "the broken one skipped");

        assertFalse(model.saveOptions(Map.of("Hash", "65")));
        assertEquals("Hash must be a whole number from 1 to 64.", model.statusProperty().get());
        assertTrue(registry.engines().get(0).options().isEmpty(), "nothing saved");
        assertTrue(model.saveOptions(Map.of("Hash", "16", "Skill Level", "-3", "Ponder", "false", "Style", "Risky",
                "Book File", "")));
        assertEquals(Map.of("Skill Level", "-3", "Style", "Risky"), registry.engines().get(0).options());

        // added a second time: another name
        model.add("'" + engine + "'", Game.XIANGQI);
        assertEquals("Fake 1.0 (2)", registry.engines().get(1).name());
        model.remove(registry.engines().get(0));
        assertEquals(List.of("Fake 1.0 (2)"), registry.engines().stream().map(ExternalEngine::name).toList());
    }

    @Test
    void aProgramThatDoesNotAnswerIsRefused() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")));
        Path silent = Files.writeString(folder.resolve("silent.sh"), "#!/bin/sh\nexec sleep 30\n");
        Files.setPosixFilePermissions(silent, PosixFilePermissions.fromString("rwx------"));
        long start = System.nanoTime();
        model.add(silent.toString(), Game.XIANGQI);
        assertTrue(model.statusProperty().get().contains("did not answer 'uciok' in time"), model.statusProperty().get());
        assertTrue((System.nanoTime() - start) / 1_000_000 < EngineProbe.ANSWER_MILLIS + 3_000, "within the deadline");
        model.add(silent.toString(), Game.GOMOKU);
        assertEquals(silent + " did not answer START within 5 s. Is it an engine of this game?",
                model.statusProperty().get());
        assertTrue(registry.engines().isEmpty());
    }

    @Test
    void commandLinesKeepQuotedWordsTogether() {
        assertEquals(List.of("/opt/My Engines/pika", "--threads", "2"),
                org.gametree.core.io.CommandWords.split("  \"/opt/My Engines/pika\" --threads 2 "));
        assertEquals(List.of("a b", "c"), org.gametree.core.io.CommandWords.split("'a b' c"));
        assertEquals(List.of(), org.gametree.core.io.CommandWords.split("   "));
        assertEquals("\"/opt/My Engines/pika\" -x", org.gametree.core.io.CommandWords.join(List.of("/opt/My Engines/pika", "-x")));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> org.gametree.core.io.CommandWords.split("\"/opt/unclosed"));
    }
}
