package org.gametree.app.analysis.stepper;

import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.EvaluationChoice;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.SearchRecording;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.tree.TextbookTree;

/**
 * What the stepper records: the source (the game's position, figure 7.4, a generated tree), the
 * algorithm, and the settings that algorithm takes — a depth and an evaluation for the α-β family
 * and best-first searches on a game position, iterations or a time and the exploration constant
 * c for MCTS, the shape of a generated tree. Checks them and makes the recording task.
 * FX thread (properties bound to the record bar).
 */
public final class RecordingSettings {

    /** How an MCTS recording is bounded. */
    public enum MctsBudget { ITERATIONS, TIME }

    /** Events recorded at most on a game position (about 15 MB); the trace says when it was cut. */
    static final int GAME_CAP = 1_000_000;
    /** Events recorded at most on a textbook tree. */
    static final int TEXTBOOK_CAP = 1_000_000;
    public static final int MAX_ITERATIONS = 20_000;
    public static final int MAX_MILLIS = 10_000;

    private final Localization l10n;
    private final ObjectProperty<StepSource> source = new SimpleObjectProperty<>(this, "source", StepSource.FIGURE_74);
    private final StringProperty algorithm = new SimpleStringProperty(this, "algorithm", "alphabeta");
    private final IntegerProperty depth = new SimpleIntegerProperty(this, "depth", 2);
    private final StringProperty evaluation = new SimpleStringProperty(this, "evaluation");
    private final ObservableList<String> evaluations = FXCollections.observableArrayList();
    private final IntegerProperty branching = new SimpleIntegerProperty(this, "branching", 3);
    private final IntegerProperty treeDepth = new SimpleIntegerProperty(this, "treeDepth", 3);
    private final IntegerProperty minValue = new SimpleIntegerProperty(this, "minValue", 0);
    private final IntegerProperty maxValue = new SimpleIntegerProperty(this, "maxValue", 9);
    private final StringProperty seedText = new SimpleStringProperty(this, "seedText", "1");
    private final BooleanProperty perfectlyOrdered = new SimpleBooleanProperty(this, "perfectlyOrdered");
    private final ObjectProperty<MctsBudget> mctsBudget = new SimpleObjectProperty<>(this, "mctsBudget", MctsBudget.ITERATIONS);
    private final IntegerProperty iterations = new SimpleIntegerProperty(this, "iterations", 1000);
    private final IntegerProperty millis = new SimpleIntegerProperty(this, "millis", 1000);
    private final DoubleProperty exploration =
            new SimpleDoubleProperty(this, "exploration", SearchConfig.plain().mctsExploration());
    private final BooleanBinding mcts = Bindings.createBooleanBinding(() -> isMcts(algorithm.get()), algorithm);
    /** Whether the algorithm chosen is a proof-number threat search (no depth: it searches to a proof). */
    private final BooleanBinding proof = Bindings.createBooleanBinding(
            () -> org.gametree.app.analysis.AlgorithmCatalog.isProofSearch(algorithm.get()), algorithm);
    private final BooleanBinding depthShown;

    public RecordingSettings(Localization l10n) {
        this.l10n = l10n;
        depthShown = source.isEqualTo(StepSource.GAME_POSITION).and(mcts.not()).and(proof.not());
    }

    /** The algorithms and presets one can record, in {@link org.gametree.app.analysis.AlgorithmCatalog}'s order. */
    public static List<String> algorithmNames() {
        return org.gametree.app.analysis.AlgorithmCatalog.recordableNames();
    }

    /** Whether an algorithm or preset name runs MCTS. */
    static boolean isMcts(String name) {
        if (name == null) {
            return false;
        }
        return "mcts".equals(name) || Presets.exists(name) && "mcts".equals(Presets.get(name).algorithm());
    }

    /** Offers the evaluations of the game's position (the default first), keeping the choice when it still exists. */
    void offerEvaluations(AnalysisPosition position) {
        EvaluationChoice.offer(position == null ? List.of() : position.evaluations(), evaluations, evaluation);
    }

    /** What is wrong with the settings, "" when they can be recorded. */
    String problem() {
        if (source.get() == StepSource.RANDOM_TREE) {
            String seed = seedText.get() == null ? "" : seedText.get().trim();
            try {
                Long.parseLong(seed);
            } catch (NumberFormatException e) {
                return l10n.get("stepper.error.seed", seed);
            }
            RandomTreeSpec spec = randomSpec();
            String problem = spec.problem();
            if (problem != null) {
                return l10n.get(problem, spec.nodeCount(), RandomTreeSpec.MAX_NODES);
            }
        }
        if (mcts.get()) {
            if (mctsBudget.get() == MctsBudget.ITERATIONS && (iterations.get() < 1 || iterations.get() > MAX_ITERATIONS)) {
                return l10n.get("stepper.error.iterations", MAX_ITERATIONS);
            }
            if (mctsBudget.get() == MctsBudget.TIME && (millis.get() < 10 || millis.get() > MAX_MILLIS)) {
                return l10n.get("stepper.error.millis", MAX_MILLIS);
            }
            if (!(exploration.get() >= 0) || exploration.get() > 10) {
                return l10n.get("stepper.error.exploration");
            }
            return "";
        }
        if (proof.get() && source.get() != StepSource.GAME_POSITION) {
            return l10n.get("tree.error.proofNeedsGomoku", algorithm.get());
        }
        if (source.get() == StepSource.GAME_POSITION && (depth.get() < 1 || depth.get() > 12)) {
            return l10n.get("stepper.error.depth");
        }
        return "";
    }

    /** The recording task for these settings on {@code position} (used for the game source). */
    BackgroundTask<RecordedSearch> newRecording(AnalysisPosition position) {
        String name = algorithm.get();
        TextbookTree textbook = switch (source.get()) {
            case FIGURE_74 -> TextbookTree.figure74();
            case RANDOM_TREE -> randomSpec().create();
            default -> null;
        };
        String eval = null;
        if (textbook == null) {
            eval = evaluation.get() != null && position.evaluations().contains(evaluation.get())
                    ? evaluation.get() : position.evaluations().get(0);
        }
        if (proof.get()) {
            return new org.gametree.app.analysis.ProofRecording(position, name, GAME_CAP);
        }
        if (mcts.get()) {
            int n = mctsBudget.get() == MctsBudget.ITERATIONS ? iterations.get() : 0;
            return new MctsRecording(textbook == null ? position : null, textbook, name, eval, n, millis.get(),
                    exploration.get(), textbook == null ? GAME_CAP : TEXTBOOK_CAP);
        }
        if (textbook != null) {
            return new SearchRecording(textbook, name, new TextbookShape(textbook).height()); // to its full height
        }
        return new SearchRecording(position, name, depth.get(), eval, GAME_CAP);
    }

    private RandomTreeSpec randomSpec() {
        return new RandomTreeSpec(branching.get(), treeDepth.get(), minValue.get(), maxValue.get(),
                Long.parseLong(seedText.get().trim()), perfectlyOrdered.get());
    }

    /** Everything whose change may change {@link #problem()}. */
    List<javafx.beans.Observable> inputs() {
        return List.of(source, algorithm, branching, treeDepth, minValue, maxValue, seedText, depth, mctsBudget,
                iterations, millis, exploration);
    }

    // ---------------------------------------------------------------- properties

    public ObjectProperty<StepSource> sourceProperty() {
        return source;
    }

    /** An algorithm or preset name ({@link #algorithmNames()}). */
    public StringProperty algorithmProperty() {
        return algorithm;
    }

    /** Search depth on a game position (not for MCTS; textbook trees are searched to their full height). */
    public IntegerProperty depthProperty() {
        return depth;
    }

    /** The evaluation for a game position (one of {@link #evaluations()}). */
    public StringProperty evaluationProperty() {
        return evaluation;
    }

    /** The evaluations of the game's current position, the default first. */
    public ObservableList<String> evaluations() {
        return evaluations;
    }

    public IntegerProperty branchingProperty() {
        return branching;
    }

    /** Height of a generated tree. */
    public IntegerProperty treeDepthProperty() {
        return treeDepth;
    }

    public IntegerProperty minValueProperty() {
        return minValue;
    }

    public IntegerProperty maxValueProperty() {
        return maxValue;
    }

    /** The generated tree's seed as typed (checked: a whole number). */
    public StringProperty seedTextProperty() {
        return seedText;
    }

    public BooleanProperty perfectlyOrderedProperty() {
        return perfectlyOrdered;
    }

    /** Whether the algorithm chosen is MCTS (then iterations or time and c, not a depth, are asked for). */
    public BooleanBinding mctsProperty() {
        return mcts;
    }

    /** Whether a depth (and an evaluation) applies: a game position searched by a depth-bounded algorithm. */
    public BooleanBinding depthShownProperty() {
        return depthShown;
    }

    /** MCTS: bounded by iterations or by time. */
    public ObjectProperty<MctsBudget> mctsBudgetProperty() {
        return mctsBudget;
    }

    /** MCTS: iterations (playouts) to run. */
    public IntegerProperty iterationsProperty() {
        return iterations;
    }

    /** MCTS: milliseconds to run. */
    public IntegerProperty millisProperty() {
        return millis;
    }

    /** MCTS: the exploration constant c of UCB = mean + c·√(ln N / n). */
    public DoubleProperty explorationProperty() {
        return exploration;
    }
}
