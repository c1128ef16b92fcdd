package org.gametree.app.analysis.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.beans.binding.StringBinding;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/**
 * Issue 10: the Evaluation tab evaluated a previewed position without saying so. Its header
 * line says which position it explains, following the preview, its label and the language.
 */
class EvaluationPositionCaptionTest {

    private final Localization l10n = new Localization(Language.ENGLISH);
    private final AnalysisContext context = new AnalysisContext(l10n, new SynchronousTaskRunner(),
            Positions.xiangqiMiddlegame());
    private final EvaluationViewModel model = new EvaluationViewModel(context);
    private final StringBinding caption = model.positionCaption();

    @Test
    void saysWhetherItEvaluatesTheGameThePreviewOrAChosenPosition() {
        assertEquals("Evaluating the game's position", caption.get());
        AnalysisPosition preview = new XiangqiAnalysisPosition(Position.startPosition());
        context.showPreview(preview, "node 1.2.3");
        assertEquals("Evaluating the preview: node 1.2.3", caption.get());
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertEquals("正在评估预览：node 1.2.3", caption.get());
        l10n.setLanguage(Language.ENGLISH);
        context.showPreview(preview, null);
        assertEquals("Evaluating the previewed position", caption.get());
        context.showPreview(null, null);
        assertEquals("Evaluating the game's position", caption.get());
        model.showPosition(Positions.gomoku());
        assertEquals("Evaluating a position chosen in the analysis", caption.get());
        model.followContextProperty().set(true);
        assertEquals("Evaluating the game's position", caption.get());
    }
}
