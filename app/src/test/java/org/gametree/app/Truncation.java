package org.gametree.app;

import java.util.ArrayList;
import java.util.List;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/**
 * Finds labels that JavaFX drew shorter than their text ("D…", "Time…") or not at all: a
 * {@link Labeled} whose drawn {@link Text} differs from its own text and ends in the ellipsis,
 * or is empty although the label has a text and a width. (JavaFX 21 has
 * no {@code isTextTruncated}; the skin's text node is what the user sees.)
 */
final class Truncation {

    private Truncation() {
    }

    /** Every visible label under {@code root} drawn cut off, as "id or class: 'text' drawn 'Te…'". */
    static List<String> truncatedLabels(Node root) {
        List<String> found = new ArrayList<>();
        visit(root, found);
        return found;
    }

    private static void visit(Node node, List<String> found) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            String drawn = drawnText(labeled);
            if (drawn != null && isCut(labeled, drawn)) {
                found.add(describe(labeled) + ": '" + labeled.getText() + "' drawn '" + drawn + "'");
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                visit(child, found);
            }
        }
    }

    /** The text the skin drew for {@code labeled} (its direct Text child), or null if none. */
    private static String drawnText(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text text && text.getStyleClass().contains("text")) {
                return text.getText();
            }
        }
        return null;
    }

    private static boolean isCut(Labeled labeled, String drawn) {
        String full = labeled.isMnemonicParsing() ? labeled.getText().replace("_", "") : labeled.getText();
        String ellipsis = labeled.getEllipsisString();
        if (drawn.isEmpty() && labeled.getWidth() > 0) {
            return true; // no room at all: the label shows nothing of its text
        }
        if (labeled.getTooltip() != null && labeled.getTooltip().getText() != null
                && labeled.getTooltip().getText().contains(full)) {
            return false; // cut, but the whole text is a hover away
        }
        return !drawn.equals(full) && !drawn.equals(labeled.getText())
                && ellipsis != null && !ellipsis.isEmpty() && drawn.contains(ellipsis) && !full.contains(ellipsis);
    }

    private static String describe(Labeled labeled) {
        if (labeled.getId() != null) {
            return "#" + labeled.getId();
        }
        Node up = labeled.getParent();
        while (up != null && up.getId() == null) {
            up = up.getParent();
        }
        return labeled.getClass().getSimpleName() + labeled.getStyleClass() + (up == null ? "" : " in #" + up.getId());
    }
}
