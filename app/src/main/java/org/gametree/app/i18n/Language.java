package org.gametree.app.i18n;

import java.util.Locale;

/** The languages the UI is translated into, each with the bundle locale and its preference tag. */
public enum Language {
    ENGLISH(Locale.ENGLISH, "en"),
    SIMPLIFIED_CHINESE(Locale.SIMPLIFIED_CHINESE, "zh-CN");

    private final Locale locale;
    private final String tag;

    Language(Locale locale, String tag) {
        this.locale = locale;
        this.tag = tag;
    }

    public Locale locale() {
        return locale;
    }

    /** The stable text stored in preferences. */
    public String tag() {
        return tag;
    }

    /** The language stored under {@code tag}, or {@code fallback} for an unknown or missing tag. */
    public static Language ofTag(String tag, Language fallback) {
        for (Language language : values()) {
            if (language.tag.equals(tag)) {
                return language;
            }
        }
        return fallback;
    }

    /** The best match for a system locale: Chinese for any zh locale, English otherwise. */
    public static Language forLocale(Locale locale) {
        return "zh".equals(locale.getLanguage()) ? SIMPLIFIED_CHINESE : ENGLISH;
    }
}
