package org.gametree.app.lab;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/** A parameter group and whether the next run tunes it (a check box of the lab). */
public final class GroupChoice {

    private final String name;
    private final BooleanProperty chosen = new SimpleBooleanProperty(this, "chosen", true);

    GroupChoice(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public BooleanProperty chosenProperty() {
        return chosen;
    }
}
