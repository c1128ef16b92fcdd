package org.gametree.app.analysis.external;

import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The lower part of the live panel as two tabs: our search's chart, and an external engine
 * analysing beside it ({@link ExternalAnalysisView}). The live panel has no height to spare (five
 * iteration rows must show at 1280×720), so the engine takes the chart's place rather than more
 * room; its minimum height is the chart's, so the panel needs no more than before.
 */
public final class ChartAndEngineTabs extends TabPane {

    private final ExternalAnalysisView external;

    public ChartAndEngineTabs(Node chart, AnalysisContext context) {
        Localization l10n = context.l10n();
        setId("live-lower-tabs");
        setTabClosingPolicy(TabClosingPolicy.UNAVAILABLE);
        external = new ExternalAnalysisView(new ExternalAnalysisModel(context));
        Tab chartTab = new Tab();
        chartTab.setId("tab-live-chart");
        chartTab.textProperty().bind(l10n.text("external.tab.chart"));
        chartTab.setGraphic(new FontIcon("mdi2c-chart-bar"));
        chartTab.setContent(chart);
        Tab engineTab = new Tab();
        engineTab.setId("tab-live-external");
        engineTab.textProperty().bind(l10n.text("external.title"));
        engineTab.setGraphic(new FontIcon("mdi2e-engine-outline"));
        engineTab.setContent(external);
        getTabs().addAll(chartTab, engineTab);
        if (chart instanceof javafx.scene.layout.Region region) {
            setMinHeight(region.getMinHeight());
        }
    }

    /** The external engine's strip. */
    public ExternalAnalysisView external() {
        return external;
    }
}
