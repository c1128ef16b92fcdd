package org.gametree.app.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.text.MessageFormat;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

class BundlesTest {

    @Test
    void bothLanguagesHaveTheSameKeysAndNoEmptyText() {
        ResourceBundle en = Localization.load(Language.ENGLISH);
        ResourceBundle zh = Localization.load(Language.SIMPLIFIED_CHINESE);
        Set<String> enKeys = new TreeSet<>(en.keySet());
        assertEquals(enKeys, new TreeSet<>(zh.keySet()));
        for (String key : enKeys) {
            assertFalse(en.getString(key).isBlank(), key);
            assertFalse(zh.getString(key).isBlank(), key);
            new MessageFormat(en.getString(key));   // a broken pattern throws here, not in the UI
            new MessageFormat(zh.getString(key));
        }
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
