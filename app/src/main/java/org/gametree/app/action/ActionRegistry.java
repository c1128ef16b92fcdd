package org.gametree.app.action;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import javafx.beans.property.BooleanProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.binding.Bindings;

/**
 * What each {@link StandardAction} does and when it can: a handler and an enabled state (and
 * for a toggle like Flip board, the property it toggles). The menu item, the tool button and the
 * accelerator of an action all run it through {@link #run}, so a disabled command does nothing
 * whichever way it is asked for.
 */
public final class ActionRegistry {

    /**
     * One command.
     *
     * @param handler  what it does
     * @param enabled  when it can be done
     * @param selected the state it toggles, or null for a plain command
     */
    public record Command(Runnable handler, ObservableBooleanValue enabled, BooleanProperty selected) {
    }

    private static final ObservableBooleanValue ALWAYS = Bindings.createBooleanBinding(() -> true);

    private final Map<StandardAction, Command> commands = new EnumMap<>(StandardAction.class);

    /** A command that can always be done. */
    public ActionRegistry register(StandardAction action, Runnable handler) {
        return register(action, handler, ALWAYS);
    }

    public ActionRegistry register(StandardAction action, Runnable handler, ObservableBooleanValue enabled) {
        commands.put(action, new Command(handler, enabled, null));
        return this;
    }

    /** A command that flips {@code selected} (a check item in the menu, a toggle button in the tool bar). */
    public ActionRegistry registerToggle(StandardAction action, BooleanProperty selected) {
        commands.put(action, new Command(() -> selected.set(!selected.get()), ALWAYS, selected));
        return this;
    }

    public Command command(StandardAction action) {
        Command command = commands.get(action);
        if (command == null) {
            throw new IllegalStateException("no command registered for " + action);
        }
        return command;
    }

    public boolean isEnabled(StandardAction action) {
        return command(action).enabled().get();
    }

    /** Runs the action if it is enabled; otherwise does nothing. */
    public void run(StandardAction action) {
        Command command = command(action);
        if (command.enabled().get()) {
            command.handler().run();
        }
    }

    /** The registered actions in their declaration order (the shortcuts dialog lists them so). */
    public List<StandardAction> actions() {
        return List.copyOf(commands.keySet());
    }
}
