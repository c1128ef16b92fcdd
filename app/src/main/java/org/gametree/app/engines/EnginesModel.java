package org.gametree.app.engines;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.BackgroundTask;
import org.gametree.app.task.TaskRunner;
import org.gametree.core.io.CommandWords;
import org.gametree.core.search.StopSignal;
import org.gametree.xiangqi.tactics.UciOption;

/**
 * What the Engines dialog does: adds an engine after starting it once (its name and options come
 * from the engine itself; a program that does not answer is refused with the reason and nothing
 * is saved), removes one, and edits an engine's options, saving only the values that differ from
 * the engine's defaults. Starting an engine happens on a worker; FX thread only otherwise.
 */
public final class EnginesModel {

    private final EngineRegistry registry;
    private final TaskRunner tasks;
    private final Localization l10n;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper error = new ReadOnlyBooleanWrapper(this, "error");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ObjectProperty<ExternalEngine> editing = new SimpleObjectProperty<>(this, "editing");
    private final ObjectProperty<EngineProbe.Identity> identity = new SimpleObjectProperty<>(this, "identity");
    /** What each engine said of itself while the dialog was open: editing again needs no restart. */
    private final Map<String, EngineProbe.Identity> known = new HashMap<>();

    public EnginesModel(EngineRegistry registry, TaskRunner tasks, Localization l10n) {
        this.registry = registry;
        this.tasks = tasks;
        this.l10n = l10n;
    }

    /** The language the dialog speaks. */
    public Localization l10n() {
        return l10n;
    }

    public EngineRegistry registry() {
        return registry;
    }

    /** The last thing that happened, or why it could not ("" at first). */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Whether the status is an error. */
    public ReadOnlyBooleanProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** True while an engine is being started. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The engine whose options are shown (null: none). */
    public ObjectProperty<ExternalEngine> editingProperty() {
        return editing;
    }

    /** What the engine being edited can be set to (null while none is shown). */
    public ObjectProperty<EngineProbe.Identity> identityProperty() {
        return identity;
    }

    /**
     * Starts the engine typed or chosen ({@code commandText}: its path, then any arguments) as an
     * engine of {@code game}; when it answers, it joins the list under the name it gives and its
     * options are shown. Nothing happens while another engine is being started.
     */
    public void add(String commandText, Game game) {
        if (busy.get()) {
            return;
        }
        List<String> command;
        try {
            command = CommandWords.split(commandText == null ? "" : commandText);
        } catch (IllegalArgumentException e) {
            say(true, l10n.get("engines.error.quote"));
            return;
        }
        if (command.isEmpty()) {
            say(true, l10n.get("engines.error.noCommand"));
            return;
        }
        start(command, game, probed -> {
            String wanted = probed.name().isBlank() ? Path.of(command.get(0)).getFileName().toString() : probed.name();
            Map<String, String> options = new LinkedHashMap<>();
            UciOption variant = probed.option("UCI_Variant");
            if (game == Game.XIANGQI && variant != null && variant.choices().contains("xiangqi")
                    && !"xiangqi".equals(variant.defaultValue())) {
                options.put("UCI_Variant", "xiangqi"); // it plays chess unless told
            }
            ExternalEngine engine = new ExternalEngine(registry.freeName(wanted), game, command, options);
            if (save(engine)) {
                known.put(engine.name(), probed);
                show(engine, probed);
                say(false, l10n.get("engines.added", engine.name(), probed.options().size()));
            }
        });
    }

    /** Shows the options of {@code engine}, starting it to read them unless it was started already. */
    public void edit(ExternalEngine engine) {
        if (engine == null || busy.get()) {
            return;
        }
        EngineProbe.Identity already = known.get(engine.name());
        if (already != null) {
            show(engine, already);
            return;
        }
        start(engine.command(), engine.game(), probed -> {
            known.put(engine.name(), probed);
            show(engine, probed);
            say(false, l10n.get("engines.options.read", engine.name(), probed.options().size()));
        });
    }

    /** Removes the engine from the user's engines. */
    public void remove(ExternalEngine engine) {
        if (engine == null) {
            return;
        }
        try {
            registry.remove(engine.name());
        } catch (IllegalStateException e) {
            say(true, l10n.get("engines.error.save", e.getMessage()));
            return;
        }
        known.remove(engine.name());
        if (editing.get() != null && editing.get().name().equals(engine.name())) {
            show(null, null);
        }
        say(false, l10n.get("engines.removed", engine.name()));
    }

    /**
     * Saves the option values shown for the engine being edited: only those that differ from the
     * engine's defaults are kept. A value that does not fit its option (a number out of range) is
     * refused with its name, and nothing is saved.
     */
    public boolean saveOptions(Map<String, String> values) {
        ExternalEngine engine = editing.get();
        EngineProbe.Identity options = identity.get();
        if (engine == null || options == null) {
            return false;
        }
        Map<String, String> differing = new LinkedHashMap<>();
        for (UciOption option : options.options()) {
            String value = values.get(option.name());
            if (value == null || option.type() == UciOption.Type.BUTTON) {
                continue;
            }
            if (!option.accepts(value)) {
                say(true, option.type() == UciOption.Type.SPIN
                        ? l10n.get("engines.error.range", option.name(), option.min(), option.max())
                        : l10n.get("engines.error.value", option.name(), value));
                return false;
            }
            if (!value.equals(option.defaultValue())) {
                differing.put(option.name(), value);
            }
        }
        ExternalEngine changed = engine.withOptions(differing);
        if (!save(changed)) {
            return false;
        }
        editing.set(changed);
        say(false, l10n.get("engines.options.saved", engine.name(), differing.size()));
        return true;
    }

    private void show(ExternalEngine engine, EngineProbe.Identity probed) {
        identity.set(probed);
        editing.set(engine);
    }

    private boolean save(ExternalEngine engine) {
        try {
            registry.put(engine);
            return true;
        } catch (IllegalStateException e) {
            say(true, l10n.get("engines.error.save", e.getMessage()));
            return false;
        }
    }

    private void start(List<String> command, Game game, java.util.function.Consumer<EngineProbe.Identity> then) {
        busy.set(true);
        say(false, l10n.get("engines.starting", command.get(0)));
        tasks.run(new BackgroundTask<EngineProbe.Identity>() {
            @Override
            protected EngineProbe.Identity call(StopSignal stop) throws EngineProblem {
                return EngineProbe.probe(command, game);
            }
        }, probed -> {
            busy.set(false);
            then.accept(probed);
        }, failure -> {
            busy.set(false);
            say(true, EngineProblem.describe(failure, l10n));
        });
    }

    private void say(boolean isError, String text) {
        error.set(isError);
        status.set(text);
    }
}
