package org.gametree.app.analysis.live;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/**
 * Whether a node is on screen: in a scene and it and every parent visible. A tab pane hides a
 * tab that is not selected by making a parent of its content invisible, so the content's own
 * {@code visible} says nothing; this follows the whole chain of parents (re-listening when a
 * parent changes), so a view can stop drawing on the board while its tab is in the background.
 */
final class ShownTracker {

    private final Node node;
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(this, "shown");
    private final InvalidationListener recheck = o -> recheck();
    private final List<ObservableValue<?>> watched = new ArrayList<>();

    ShownTracker(Node node) {
        this.node = node;
        node.sceneProperty().addListener(recheck);
        recheck();
    }

    ReadOnlyBooleanProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    private void recheck() {
        for (ObservableValue<?> each : watched) {
            each.removeListener(recheck);
        }
        watched.clear();
        boolean visible = node.getScene() != null;
        for (Node at = node; at != null; at = at.getParent()) {
            watched.add(at.visibleProperty());
            watched.add(at.parentProperty());
            visible &= at.isVisible();
        }
        for (ObservableValue<?> each : watched) {
            each.addListener(recheck);
        }
        shown.set(visible);
    }
}
