package org.gametree.app.opening;

import org.gametree.app.i18n.Language;
import org.gametree.gomoku.book.RenjuOpenings;
import org.gametree.xiangqi.book.EccoOpenings;

/**
 * The name of an opening as the workbench shows it: its code (ECCO "C00", Renju "4D") and its
 * name in the user's language. Renju's names are Japanese in English texts, so the Chinese name
 * follows them there: players know 花月 as well as Kagetsu.
 */
public record OpeningName(String code, String chinese, String english, boolean chineseInEnglish) {

    public static OpeningName of(EccoOpenings.Opening opening) {
        return new OpeningName(opening.code(), opening.chinese(), opening.english(), false);
    }

    public static OpeningName of(RenjuOpenings.Opening opening) {
        return new OpeningName(opening.number(), opening.chinese(), opening.japanese(), true);
    }

    /** "C00 中炮对屏风马" in Chinese; "C00 Central Cannon vs Screen Horses", "4D Kagetsu (花月)" in English. */
    public String text(Language language) {
        if (language == Language.SIMPLIFIED_CHINESE) {
            return code + " " + chinese;
        }
        return code + " " + english + (chineseInEnglish ? " (" + chinese + ")" : "");
    }
}
