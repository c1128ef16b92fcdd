package org.gametree.app.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.MessageFormat;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

class BundlesTest {

    @Test
    void bothLanguagesHaveTheSameKeysAndNoEmptyText() {
        Set<String> seen = new TreeSet<>();
        for (String bundle : Localization.BUNDLES) {
            // the files themselves: a Chinese ResourceBundle would also show its English parent's keys
            java.util.Properties en = properties(bundle + ".properties");
            java.util.Properties zh = properties(bundle + "_zh_CN.properties");
            Set<String> enKeys = new TreeSet<>(en.stringPropertyNames());
            assertEquals(enKeys, new TreeSet<>(zh.stringPropertyNames()), bundle);
            for (String key : enKeys) {
                assertFalse(en.getProperty(key).isBlank(), key);
                assertFalse(zh.getProperty(key).isBlank(), key);
                new MessageFormat(en.getProperty(key));   // a broken pattern throws here, not in the UI
                new MessageFormat(zh.getProperty(key));
                assertTrue(seen.add(key), key + " is in more than one bundle");
            }
        }
    }

    private static java.util.Properties properties(String file) {
        java.util.Properties properties = new java.util.Properties();
        try (var in = BundlesTest.class.getResourceAsStream("/org/gametree/app/i18n/" + file)) {
            assertTrue(in != null, file + " is missing");
            properties.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return properties;
    }

    @Test
    void chineseIsReallyTranslated() {
        ResourceBundle en = Localization.load(Language.ENGLISH);
        ResourceBundle zh = Localization.load(Language.SIMPLIFIED_CHINESE);
        assertEquals("对局(_G)", zh.getString("menu.game"));
        for (String key : new String[] {"menu.game.new", "status.check", "side.red", "message.invalidFen"}) {
            assertNotEquals(en.getString(key), zh.getString(key), key);
        }
    }

    @Test
    void englishIsShownEvenWhenTheSystemLocaleIsChinese() {
        java.util.Locale saved = java.util.Locale.getDefault();
        try {
            java.util.Locale.setDefault(java.util.Locale.SIMPLIFIED_CHINESE);
            assertEquals("_Game", new Localization(Language.ENGLISH).get("menu.game"));
        } finally {
            java.util.Locale.setDefault(saved);
        }
    }

    @Test
    void formatsArgumentsAndSwitchesLive() {
        Localization l10n = new Localization(Language.ENGLISH);
        var text = l10n.text("status.toMove", "Red");
        assertEquals("Red to move", text.get());
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertEquals("Red走棋", text.get());
    }

    @Test
    void preferenceRoundTripsAndFallsBackOnUnknownTags() {
        var memory = new org.gametree.app.MemoryPreferences();
        LanguagePreference preference = new LanguagePreference(memory);
        preference.store(Language.SIMPLIFIED_CHINESE);
        assertEquals(Language.SIMPLIFIED_CHINESE, preference.load());
        memory.put(LanguagePreference.KEY, "tlh");
        assertEquals(Language.forLocale(java.util.Locale.getDefault()), preference.load());
        assertEquals(Language.SIMPLIFIED_CHINESE, Language.forLocale(java.util.Locale.TAIWAN));
        assertEquals(Language.ENGLISH, Language.forLocale(java.util.Locale.GERMANY));
    }
}
