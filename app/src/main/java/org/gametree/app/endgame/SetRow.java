package org.gametree.app.endgame;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.gametree.xiangqi.endgame.EndgameStatistics;
import org.gametree.xiangqi.endgame.MaterialSet;

/**
 * One supported set in the statistics list: whether its file is there, and its statistics once
 * counted (after a build, or when the set is chosen in the list).
 */
public final class SetRow {

    private final String name;
    private final boolean catalog;
    private final BooleanProperty built = new SimpleBooleanProperty(this, "built");
    private final BooleanProperty counting = new SimpleBooleanProperty(this, "counting");
    private final ObjectProperty<EndgameStatistics> statistics = new SimpleObjectProperty<>(this, "statistics");

    SetRow(String name) {
        this.name = name;
        this.catalog = MaterialSet.CATALOG.contains(name);
    }

    public String name() {
        return name;
    }

    /** Whether the set is one of the classic endings the databases are made for (else a smaller set they need). */
    public boolean isCatalog() {
        return catalog;
    }

    public BooleanProperty builtProperty() {
        return built;
    }

    /** While its statistics are being counted. */
    public BooleanProperty countingProperty() {
        return counting;
    }

    /** Null until counted. */
    public ObjectProperty<EndgameStatistics> statisticsProperty() {
        return statistics;
    }
}
