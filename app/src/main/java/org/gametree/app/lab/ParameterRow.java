package org.gametree.app.lab;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.IntegerBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;

/** One weight in the lab's table: its name and group, the value a run starts from, the best found. */
public final class ParameterRow {

    private final String name;
    private final String group;
    private final IntegerProperty start = new SimpleIntegerProperty(this, "start");
    private final IntegerProperty best = new SimpleIntegerProperty(this, "best");
    private final BooleanProperty free = new SimpleBooleanProperty(this, "free", true);
    private final IntegerBinding change = Bindings.createIntegerBinding(() -> best.get() - start.get(), best, start);

    ParameterRow(String name, String group, int value) {
        this.name = name;
        this.group = group;
        start.set(value);
        best.set(value);
    }

    public String name() {
        return name;
    }

    public String group() {
        return group;
    }

    /** The value a run starts from (the shipped one, or a loaded file's). */
    public IntegerProperty startProperty() {
        return start;
    }

    /** The best value found (the start's until a run finds better). */
    public IntegerProperty bestProperty() {
        return best;
    }

    /** Best minus start. */
    public IntegerBinding changeProperty() {
        return change;
    }

    /** Whether the run may change it (its group is ticked). */
    public BooleanProperty freeProperty() {
        return free;
    }
}
