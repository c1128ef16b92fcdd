package org.gametree.app.fonts;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import javafx.scene.text.Font;

/**
 * The bundled CJK fonts (subsets of Noto CJK SC, see
 * {@code resources/tools/subset-fonts.sh}). A bare Debian machine has no CJK font, so without
 * these the pieces and the Chinese UI would render blank.
 */
public final class AppFonts {

    /** Board characters: pieces, river, file numbers. Bold serif, like printed pieces. */
    public static final String SERIF_FAMILY = "Workbench Serif SC";
    /** All UI text, Latin and Chinese, so both languages look alike. */
    public static final String SANS_FAMILY = "Workbench Sans SC";

    public static final String SERIF_RESOURCE = "/org/gametree/resources/fonts/WorkbenchSerifSC-Bold.ttf";
    public static final String SANS_RESOURCE = "/org/gametree/resources/fonts/WorkbenchSansSC-Regular.ttf";

    private static boolean loaded;

    private AppFonts() {
    }

    /**
     * Registers both fonts with JavaFX. Call before any node uses them (CSS looks fonts up by
     * family name when it is applied). Safe to call more than once.
     */
    public static synchronized void load() {
        if (loaded) {
            return;
        }
        register(SERIF_RESOURCE, SERIF_FAMILY);
        register(SANS_RESOURCE, SANS_FAMILY);
        loaded = true;
    }

    private static void register(String resource, String family) {
        try (InputStream in = AppFonts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("font missing from the class path: " + resource);
            }
            Font font = Font.loadFont(in, 12);
            if (font == null || !family.equals(font.getFamily())) {
                throw new IllegalStateException("JavaFX could not load " + resource + " as " + family
                        + (font == null ? "" : " (got " + font.getFamily() + ")"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
