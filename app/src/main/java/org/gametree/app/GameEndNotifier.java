package org.gametree.app;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.stage.Window;
import javafx.util.Duration;

import org.controlsfx.control.Notifications;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.i18n.Localization;
import org.gametree.app.xiangqi.StatusBar;

/**
 * Announces the end of the game shown in a ControlsFX notification over the window
 * ("Red wins (checkmate)", "Black wins: five in a row (h8)", "Red ran out of time: Black wins."). The status bar says it too, but a
 * game ending on the engine's move deserves to be noticed where the user is looking.
 */
final class GameEndNotifier {

    private static final Duration SHOWN_FOR = Duration.seconds(6);

    private final Window owner;
    private final GameSession session;
    private final Localization l10n;
    private final ReadOnlyStringWrapper announced = new ReadOnlyStringWrapper(this, "announced", "");

    GameEndNotifier(Window owner, GameSession session, Localization l10n) {
        this.owner = owner;
        this.session = session;
        this.l10n = l10n;
        session.xiangqi().resultProperty().addListener((obs, old, now) -> {
            if (now.isOver() && (old == null || !old.isOver()) && session.getGame() == Game.XIANGQI) {
                announce(StatusBar.resultText(now, l10n));
            }
        });
        session.gomoku().resultProperty().addListener((obs, old, now) -> {
            if (now != null && now.isOver() && (old == null || !old.isOver()) && session.getGame() == Game.GOMOKU) {
                announce(session.gomoku().getStatus().text(l10n));
            }
        });
        // a flag fall ends the game as a checkmate does; the session's message words it
        session.flaggedProperty().addListener((obs, old, now) -> {
            if (now.intValue() >= 0 && session.messageProperty().get() != null) {
                announce(session.messageProperty().get().text(l10n));
            }
        });
    }

    /** The text of the latest announcement ("" before the first): what the notification says. */
    ReadOnlyStringProperty announcedProperty() {
        return announced.getReadOnlyProperty();
    }

    private void announce(String text) {
        announced.set(text);
        if (owner.isShowing()) {
            Notifications.create()
                    .owner(owner)
                    .title(l10n.get("notice.gameOver"))
                    .text(text)
                    .position(Pos.TOP_RIGHT)
                    .hideAfter(SHOWN_FOR)
                    .showInformation();
        }
    }
}
