package org.gametree.app.theme;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.WeakHashMap;

import javafx.beans.InvalidationListener;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Window;

import org.gametree.app.xiangqi.board.BoardStyle;
import org.gametree.app.xiangqi.board.PieceStyle;
import org.gametree.app.xiangqi.board.XiangqiBoard;

/**
 * The app's appearance: the {@link Theme} of every themed scene and the board and piece styles of
 * the boards bound to it, each remembered in an {@link AppearancePreference} when it changes.
 *
 * <p>A theme's stylesheet goes into the stylesheets of the scene's root, kept last: dialogs add
 * {@code app.css} to their root, and a stylesheet on a parent outranks the scene's own, so only
 * there, after it, do the theme's colours win. {@link #followAllWindows()} themes every window
 * the app opens (dialogs included) without each owner having to ask. FX thread only.
 */
public final class ThemeManager {

    private final AppearancePreference preference;
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme");
    private final ObjectProperty<BoardStyle> boardStyle = new SimpleObjectProperty<>(this, "boardStyle");
    private final ObjectProperty<PieceStyle> pieceStyle = new SimpleObjectProperty<>(this, "pieceStyle");
    /** Themed scenes, held weakly: a closed dialog's scene must not be kept alive by the theme. */
    private final Map<Scene, Boolean> scenes = new WeakHashMap<>();
    private boolean followingWindows;

    public ThemeManager(AppearancePreference preference) {
        this.preference = preference;
        theme.set(preference.loadTheme());
        boardStyle.set(preference.loadBoardStyle());
        pieceStyle.set(preference.loadPieceStyle());
        theme.addListener((o, old, now) -> {
            Theme value = now == null ? Theme.LIGHT : now;
            preference.storeTheme(value);
            for (Scene scene : List.copyOf(scenes.keySet())) {
                style(scene.getRoot(), value);
            }
        });
        boardStyle.addListener((o, old, now) -> preference.storeBoardStyle(now == null ? BoardStyle.WOOD : now));
        pieceStyle.addListener((o, old, now) -> preference.storePieceStyle(now == null ? PieceStyle.TRADITIONAL : now));
    }

    /** The theme of every applied scene; null means {@link Theme#LIGHT}. Stored when changed. */
    public ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    public Theme getTheme() {
        return theme.get() == null ? Theme.LIGHT : theme.get();
    }

    public void setTheme(Theme value) {
        theme.set(value);
    }

    /** The style of every bound board. Stored when changed. */
    public ObjectProperty<BoardStyle> boardStyleProperty() {
        return boardStyle;
    }

    /** The piece style of every bound board. Stored when changed. */
    public ObjectProperty<PieceStyle> pieceStyleProperty() {
        return pieceStyle;
    }

    /** Themes {@code scene} now and whenever the theme changes (also after its root is replaced). */
    public void apply(Scene scene) {
        Objects.requireNonNull(scene, "scene");
        if (scenes.put(scene, Boolean.TRUE) != null) {
            return;
        }
        style(scene.getRoot(), getTheme());
        scene.rootProperty().addListener((o, old, now) -> {
            if (old != null) {
                style(old, null);
            }
            style(now, getTheme());
        });
    }

    /** Gives {@code board} the remembered looks and keeps it in step with them, both ways. */
    public void bind(XiangqiBoard board) {
        board.boardStyleProperty().bindBidirectional(boardStyle);
        board.pieceStyleProperty().bindBidirectional(pieceStyle);
    }

    /**
     * Themes every window's scene from now on, those open now and those opened later (dialogs,
     * the editor, …). Calling it again does nothing.
     */
    public void followAllWindows() {
        if (followingWindows) {
            return;
        }
        followingWindows = true;
        ObservableList<Window> windows = Window.getWindows();
        windows.forEach(this::follow);
        windows.addListener(windowsAdded);
    }

    /** Stops theming windows opened from now on and scenes set later (a window's owner is done with it). */
    public void stopFollowingWindows() {
        if (!followingWindows) {
            return;
        }
        followingWindows = false;
        Window.getWindows().removeListener(windowsAdded);
        for (Window window : Window.getWindows()) {
            window.sceneProperty().removeListener(sceneSet);
        }
    }

    private final ListChangeListener<Window> windowsAdded = change -> {
        while (change.next()) {
            change.getAddedSubList().forEach(this::follow);
        }
    };

    private final javafx.beans.value.ChangeListener<javafx.scene.Scene> sceneSet = (o, old, now) -> {
        if (now != null) {
            apply(now);
        }
    };

    private void follow(Window window) {
        if (window.getScene() != null) {
            apply(window.getScene());
        }
        window.sceneProperty().addListener(sceneSet);
    }

    /**
     * Puts the stylesheet and root style class of {@code value} (none for null) on {@code root},
     * removing those of other themes, and keeps the theme's stylesheet after any added later.
     */
    private void style(Parent root, Theme value) {
        if (root == null) {
            return;
        }
        ObservableList<String> sheets = root.getStylesheets();
        for (Theme each : Theme.values()) {
            if (each.stylesheetUrl() != null) {
                sheets.remove(each.stylesheetUrl());
            }
            root.getStyleClass().remove(each.styleClass());
        }
        if (value == null) {
            return;
        }
        root.getStyleClass().add(value.styleClass());
        if (value.stylesheetUrl() != null) {
            sheets.add(value.stylesheetUrl());
        }
        if (root.getProperties().putIfAbsent(KEEP_LAST, Boolean.TRUE) == null) {
            sheets.addListener(keepThemeLast(root));
        }
    }

    private static final String KEEP_LAST = ThemeManager.class.getName() + ".keepLast";

    /** Moves the theme's stylesheet back to the end when something adds a stylesheet after it. */
    private InvalidationListener keepThemeLast(Parent root) {
        return o -> {
            ObservableList<String> sheets = root.getStylesheets();
            String url = getTheme().stylesheetUrl();
            if (url == null || !scenesContainRootOf(root) || sheets.isEmpty()) {
                return;
            }
            int at = sheets.lastIndexOf(url);
            if (at >= 0 && at != sheets.size() - 1) {
                // Changing the list inside its own listener is refused; do it right after.
                javafx.application.Platform.runLater(() -> {
                    if (sheets.remove(url)) {
                        sheets.add(url);
                    }
                });
            }
        };
    }

    private boolean scenesContainRootOf(Parent root) {
        return scenes.keySet().stream().anyMatch(s -> s.getRoot() == root);
    }
}
