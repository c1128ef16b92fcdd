package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.xiangqi.board.BoardGlyphs;
import org.junit.jupiter.api.Test;

/**
 * The bundled fonts are subsets, so a character added to the UI or the board without re-running
 * {@code resources/tools/subset-fonts.sh} would render blank on a machine without CJK fonts.
 * This test finds such a character first.
 */
class FontCoverageTest {

    @Test
    void serifSubsetCoversEveryBoardCharacter() throws Exception {
        Font serif = load(AppFonts.SERIF_RESOURCE);
        assertEquals(AppFonts.SERIF_FAMILY, serif.getFamily(Locale.ENGLISH));
        assertCovers(serif, BoardGlyphs.ALL, "board");
    }

    @Test
    void sansSubsetCoversEveryCharacterOfEveryUiBundle() throws Exception {
        Font sans = load(AppFonts.SANS_RESOURCE);
        assertEquals(AppFonts.SANS_FAMILY, sans.getFamily(Locale.ENGLISH));
        for (String name : org.gametree.app.i18n.Localization.BUNDLES) {
            for (String bundle : new String[] {name + ".properties", name + "_zh_CN.properties"}) {
                assertCovers(sans, bundleText(bundle), bundle);
            }
        }
        // Engine messages are ASCII apart from a few symbols; FEN text is ASCII.
        StringBuilder ascii = new StringBuilder();
        for (char c = 0x20; c < 0x7F; c++) {
            ascii.append(c);
        }
        assertCovers(sans, ascii + "≥—…", "ASCII and engine symbols");
    }

    @Test
    void sansSubsetCoversTheOpeningNames() throws Exception {
        // the Opening tab and the status bar name openings from the engines' tables, not from a bundle
        StringBuilder names = new StringBuilder();
        org.gametree.xiangqi.book.EccoOpenings.table().openings().forEach(o -> names.append(o.chinese()));
        org.gametree.gomoku.book.RenjuOpenings.ALL.forEach(o -> names.append(o.chinese()));
        assertCovers(load(AppFonts.SANS_RESOURCE), names.toString(), "opening names");
    }

    @Test
    void sansSubsetCoversMoveNamesInChineseNotation() throws Exception {
        // the move list, tree, stepper and live PV write 马八进七 in the UI font, not the board's
        assertCovers(load(AppFonts.SANS_RESOURCE), BoardGlyphs.ALL + "进退平前中后", "Chinese move names");
    }

    @Test
    void theFontsAreSubsetsSoTheCoverageCheckCanFail() throws Exception {
        // 龘 is in no UI text; if a full font were bundled this test would tell us (and the
        // coverage tests above would prove nothing about the subsetting script).
        assertTrue(load(AppFonts.SANS_RESOURCE).canDisplayUpTo("龘") == 0);
        assertTrue(load(AppFonts.SERIF_RESOURCE).canDisplayUpTo("博") == 0);
    }

    private static void assertCovers(Font font, String text, String what) {
        TreeSet<String> missing = new TreeSet<>();
        text.codePoints().filter(cp -> !Character.isWhitespace(cp) && !Character.isISOControl(cp))
                .filter(cp -> !font.canDisplay(cp))
                .forEach(cp -> missing.add(new String(Character.toChars(cp)) + " U+" + Integer.toHexString(cp)));
        assertTrue(missing.isEmpty(), font.getFontName() + " lacks characters used in " + what + ": " + missing
                + " (run resources/tools/subset-fonts.sh)");
    }

    /** Every key and value of a bundle, with escapes decoded, as one string. */
    private static String bundleText(String name) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = FontCoverageTest.class.getResourceAsStream("/org/gametree/app/i18n/" + name)) {
            assertNotNull(in, name);
            properties.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
        StringBuilder all = new StringBuilder();
        properties.forEach((key, value) -> all.append(value));
        return all.toString();
    }

    private static Font load(String resource) throws Exception {
        try (InputStream in = FontCoverageTest.class.getResourceAsStream(resource)) {
            assertNotNull(in, resource);
            return Font.createFont(Font.TRUETYPE_FONT, in);
        }
    }
}
