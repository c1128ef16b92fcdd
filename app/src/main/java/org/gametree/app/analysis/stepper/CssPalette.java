package org.gametree.app.analysis.stepper;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javafx.scene.Node;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

/**
 * The colours a canvas drawing reads from the stylesheets: one hidden, zero-sized swatch per
 * looked-up colour ({@code -st-edge}, …), styled {@code -fx-background-color: -st-edge}, so the
 * theme's stylesheet decides the colour as it does for any control. The owner adds
 * {@link #swatches()} to its children and redraws when told: a theme switch restyles the
 * swatches and calls {@code onChange}. Until CSS has been applied, or outside the stepper (no
 * such colour defined), the fallback given is used.
 */
final class CssPalette {

    private final Map<String, Region> swatches = new LinkedHashMap<>();
    private final Map<String, Color> fallbacks = new LinkedHashMap<>();

    CssPalette(Runnable onChange) {
        this.onChange = onChange;
    }

    private final Runnable onChange;

    /** Adds a looked-up colour (name with its leading dash) and the colour used until it resolves. */
    CssPalette add(String name, Color fallback) {
        Region swatch = new Region();
        swatch.setManaged(false);
        swatch.setMouseTransparent(true);
        swatch.resize(0, 0);
        swatch.setStyle("-fx-background-color: " + name + ";");
        swatch.backgroundProperty().addListener(o -> onChange.run());
        swatches.put(name, swatch);
        fallbacks.put(name, fallback);
        return this;
    }

    /** The swatch nodes, to be added to the drawing's children (they draw nothing). */
    List<Node> swatches() {
        return List.copyOf(swatches.values());
    }

    /** The colour now in force for {@code name}. */
    Color get(String name) {
        Region swatch = swatches.get(name);
        Background background = swatch == null ? null : swatch.getBackground();
        if (background != null && !background.getFills().isEmpty()) {
            Paint fill = background.getFills().get(0).getFill();
            if (fill instanceof Color colour) {
                return colour;
            }
        }
        return fallbacks.getOrDefault(name, Color.GRAY);
    }
}
