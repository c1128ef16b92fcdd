package org.gametree.app.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.junit.jupiter.api.Test;

/** Issue 10, "Names": one catalogue of every search, described and placed in the book, in both languages. */
class AlgorithmCatalogTest {

    @Test
    void listsEveryAlgorithmAndPresetOfEngineCoreExactlyOncePresetsFirst() {
        List<String> names = AlgorithmCatalog.names();
        List<String> expected = new ArrayList<>(Presets.names());
        expected.addAll(Algorithms.names());
        assertEquals(expected, names);
        assertEquals(names.size(), new HashSet<>(names).size(), "no name twice");
        assertTrue(names.contains("book-hh") && names.contains("mcts") && names.contains("sss"));
    }

    @Test
    void everyEntryHasADescriptionAndABookSectionInBothLanguages() {
        Localization l10n = new Localization(Language.ENGLISH);
        for (String name : AlgorithmCatalog.names()) {
            String description = AlgorithmCatalog.description(l10n, name);
            String section = AlgorithmCatalog.section(l10n, name);
            assertFalse(description.isBlank(), name);
            assertFalse(section.isBlank(), name);
            assertEquals(name + " \u2014 " + description + " (" + section + ")", AlgorithmCatalog.label(l10n, name));
        }
        assertEquals("book-hh \u2014 alpha-beta + history heuristic, credit 2^depth (CAlphabeta_HH) (book \u00a77, Table 7.2)",
                AlgorithmCatalog.label(l10n, "book-hh"));
        assertEquals("not in the book", AlgorithmCatalog.section(l10n, "mcts"));

        Localization zh = new Localization(Language.SIMPLIFIED_CHINESE);
        for (String name : AlgorithmCatalog.names()) {
            assertFalse(AlgorithmCatalog.description(zh, name).isBlank(), name);
            assertFalse(AlgorithmCatalog.section(zh, name).isBlank(), name);
            assertNotEquals(AlgorithmCatalog.section(l10n, name), AlgorithmCatalog.section(zh, name), name);
            assertTrue(AlgorithmCatalog.label(zh, name).startsWith(name + " \u2014 "), name);
        }
        assertTrue(AlgorithmCatalog.description(zh, "book-hh").contains("历史启发"));
    }

    @Test
    void theConverterReadsTheNameBack() {
        Localization l10n = new Localization(Language.ENGLISH);
        var converter = AlgorithmCells.converter(l10n);
        for (String name : AlgorithmCatalog.names()) {
            assertEquals(name, converter.fromString(converter.toString(name)));
        }
        assertEquals("", AlgorithmCatalog.label(l10n, null));
        assertEquals("custom", AlgorithmCatalog.label(l10n, "custom"), "an unknown name is shown as it is");
    }
}
