package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 11: a saved tree re-saved by an editor as UTF-16 opens; bytes that are no text say so (not "Input length = 1"). */
class TreeFileEncodingTest {

    @TempDir
    Path dir;

    private TreeExplorerViewModel model;

    @BeforeEach
    void setUp() {
        model = new TreeExplorerViewModel(new AnalysisContext(new Localization(Language.ENGLISH),
                new SynchronousTaskRunner(), new XiangqiAnalysisPosition(Position.startPosition())));
    }

    private Path recordAndExport() throws IOException {
        model.algorithmProperty().set("alphabeta");
        model.depthProperty().set(2);
        model.record();
        assertNotNull(model.treeProperty().get());
        Path file = dir.resolve("tree.json");
        model.exportJson(file);
        return file;
    }

    @Test
    void aTreeSavedAsUtf16WithAByteOrderMarkOpens() throws IOException {
        Path file = recordAndExport();
        int nodes = model.treeProperty().get().tree().nodeCount();
        String json = Files.readString(file, StandardCharsets.UTF_8);
        Path utf16 = dir.resolve("tree-utf16.json");
        byte[] body = json.getBytes(StandardCharsets.UTF_16LE);
        byte[] all = new byte[body.length + 2];
        all[0] = (byte) 0xFF;
        all[1] = (byte) 0xFE;
        System.arraycopy(body, 0, all, 2, body.length);
        Files.write(utf16, all);
        model.open(utf16);
        assertEquals("tree.status.opened", model.statusProperty().get().key(), String.valueOf(model.statusProperty().get()));
        assertEquals(nodes, model.treeProperty().get().tree().nodeCount());
    }

    @Test
    void bytesThatAreNoTextAreExplained() throws IOException {
        Path bad = dir.resolve("bad.json");
        Files.write(bad, new byte[] {'{', '"', (byte) 0xC3, '"', '}'});
        model.open(bad);
        TreeStatus status = model.statusProperty().get();
        assertEquals("tree.error.badFile", status.key());
        assertTrue(status.args()[1].toString().contains("not text in UTF-8"), status.args()[1].toString());
    }
}
