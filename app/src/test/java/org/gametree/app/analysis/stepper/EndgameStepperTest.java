package org.gametree.app.analysis.stepper;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.EndgameDatabases;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.search.Technique;
import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceEvent;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.endgame.BuildProgress;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.endgame.MaterialSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stepper tells in words, in English and Chinese, a node that an endgame database decided:
 * {@code best} (its endgame-tables switch on) searching a rook against a bare king with the KRK
 * database built stops at every position below the root with the database's mate.
 */
class EndgameStepperTest {

    @TempDir
    Path databases;

    private String saved;

    @AfterEach
    void restoreTheDirectory() {
        if (saved == null) {
            System.clearProperty(EndgameTablebases.DIRECTORY_PROPERTY);
        } else {
            System.setProperty(EndgameTablebases.DIRECTORY_PROPERTY, saved);
        }
    }

    @Test
    void aNodeDecidedByTheDatabaseIsExplained() throws IOException {
        saved = System.getProperty(EndgameTablebases.DIRECTORY_PROPERTY);
        System.setProperty(EndgameTablebases.DIRECTORY_PROPERTY, databases.toString());
        EndgameDatabases.tablebases().table(MaterialSet.parse("KRK"), 1, BuildProgress.NONE);

        Localization l10n = new Localization(Language.ENGLISH);
        AnalysisContext context = new AnalysisContext(l10n, new SynchronousTaskRunner(),
                new XiangqiAnalysisPosition(Fen.parse("4k4/9/R8/9/9/9/9/3K5/9/9 w - - 0 1")));
        StepperViewModel model = new StepperViewModel(context, new StepperReplay.Ticker() {
            @Override
            public void start(Runnable tick) {
            }

            @Override
            public void stop() {
            }
        });
        context.notationProperty().set(MoveNotation.COORDINATE);
        model.settings().sourceProperty().set(StepSource.GAME_POSITION);
        model.settings().algorithmProperty().set("best");
        model.settings().depthProperty().set(2);
        assertTrue(model.record(), model.inputErrorProperty().get());
        RecordedSearch search = model.recordedProperty().get();
        Trace trace = search.tree().trace();
        int decided = -1;
        for (int e = 0; e < trace.size() && decided < 0; e++) {
            if (trace.kind(e) == TraceEvent.PRUNED && trace.arg1(e) == 0 && trace.technique(e) == Technique.ENDGAME_TABLE) {
                decided = e;
            }
        }
        assertTrue(decided >= 0, "no node decided by the database in the trace");
        model.seek(decided + 1);
        String text = model.explanationProperty().get();
        assertTrue(text.startsWith("Endgame database: the material of ") && text.contains("mate"), text);

        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        model.seek(decided + 1);
        String zh = model.explanationProperty().get();
        assertTrue(zh.startsWith("残局库："), zh);
    }
}
