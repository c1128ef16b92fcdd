package org.gametree.app;

import java.util.HashMap;
import java.util.Map;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;

/**
 * WCAG 2 contrast for UI tests: the ratio of two colours, and the contrast of the text a node
 * shows, measured on a snapshot of its scene (so its real background, whatever ancestor paints
 * it, is in the picture). The background is the most common colour in the node's area; the text
 * colour is the pixel that stands out from it the most (glyph stems reach their full colour;
 * anti-aliased edges only lie between the two). WCAG asks ≥ 4.5 for normal text, ≥ 3 for large.
 */
public final class Contrast {

    /** The WCAG minimum for normal-sized text. */
    public static final double TEXT = 4.5;

    private Contrast() {
    }

    /** WCAG relative luminance of an (opaque) colour. */
    public static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double channel) {
        return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    }

    /** (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 (same) to 21 (black on white). */
    public static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** The text contrast inside {@code area} of a picture (see the class comment). */
    public static double ofText(WritableImage image, Bounds area) {
        PixelReader pixels = image.getPixelReader();
        int x0 = (int) Math.max(0, Math.floor(area.getMinX()));
        int y0 = (int) Math.max(0, Math.floor(area.getMinY()));
        int x1 = (int) Math.min(image.getWidth(), Math.ceil(area.getMaxX()));
        int y1 = (int) Math.min(image.getHeight(), Math.ceil(area.getMaxY()));
        Map<Integer, Integer> counts = new HashMap<>();
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                counts.merge(pixels.getArgb(x, y), 1, Integer::sum);
            }
        }
        if (counts.isEmpty()) {
            throw new IllegalArgumentException("an empty area: " + area);
        }
        int background = counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        Color back = colour(background);
        double best = 1;
        for (int argb : counts.keySet()) {
            best = Math.max(best, ratio(back, colour(argb)));
        }
        return best;
    }

    /** The contrast of the text {@code node} shows, on a snapshot of its scene. FX thread. */
    public static double ofNode(Node node) {
        WritableImage shot = node.getScene().snapshot(null);
        return ofText(shot, node.localToScene(node.getLayoutBounds()));
    }

    /** The background colour under {@code node} (the most common one in its area). FX thread. */
    public static Color backgroundOf(Node node) {
        WritableImage shot = node.getScene().snapshot(null);
        Bounds area = node.localToScene(node.getLayoutBounds());
        PixelReader pixels = shot.getPixelReader();
        Map<Integer, Integer> counts = new HashMap<>();
        for (int y = (int) Math.max(0, area.getMinY()); y < Math.min(shot.getHeight(), area.getMaxY()); y++) {
            for (int x = (int) Math.max(0, area.getMinX()); x < Math.min(shot.getWidth(), area.getMaxX()); x++) {
                counts.merge(pixels.getArgb(x, y), 1, Integer::sum);
            }
        }
        return colour(counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey());
    }

    private static Color colour(int argb) {
        return Color.rgb((argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF);
    }
}
