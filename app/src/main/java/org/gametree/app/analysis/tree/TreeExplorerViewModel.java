package org.gametree.app.analysis.tree;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.EvaluationChoice;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.SearchRecording;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.i18n.Localization;
import org.gametree.app.io.AtomicFiles;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.io.TextFiles;
import org.gametree.core.search.Presets;
import org.gametree.core.search.StopSignal;
import org.gametree.core.trace.TraceRecorder;

/**
 * The search-tree explorer's state: what to record (algorithm or preset, depth, evaluation),
 * the tree being browsed (a live recording or a saved file), the selected node — shown on the
 * board through {@link AnalysisContext#showPreview} as "node 1.2.3", with its move (and the
 * refutation, where it cut off) drawn through {@link AnalysisContext#marksProperty()} — the
 * filter, and the file actions. All heavy work (recording, indexing, export, import) runs
 * through {@link AnalysisContext#tasks()}; the FX thread only swaps results in.
 *
 * <p>A tree belongs to the position it was searched on: when the game changes (Xiangqi ↔
 * Gomoku) the tree is dropped; when only the position changed, it is kept and
 * {@link #positionDiffersProperty()} offers {@link #showRecordedPosition()}.
 */
public final class TreeExplorerViewModel {

    public static final int MIN_DEPTH = 1;
    public static final int MAX_DEPTH = 12;

    private final AnalysisContext context;

    private final ObservableList<String> algorithms = FXCollections.observableArrayList();
    private final StringProperty algorithm = new SimpleStringProperty(this, "algorithm", "alphabeta");
    private final IntegerProperty depth = new SimpleIntegerProperty(this, "depth", 3);
    private final ObservableList<String> evaluations = FXCollections.observableArrayList();
    private final StringProperty evaluation = new SimpleStringProperty(this, "evaluation");

    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyObjectWrapper<LoadedTree> tree = new ReadOnlyObjectWrapper<>(this, "tree");
    private final ReadOnlyObjectWrapper<RecordedSearch> recordedSearch = new ReadOnlyObjectWrapper<>(this, "recordedSearch");
    private final IntegerProperty selectedNode = new SimpleIntegerProperty(this, "selectedNode", -1);
    private final ReadOnlyObjectWrapper<List<String>> selectedPath = new ReadOnlyObjectWrapper<>(this, "selectedPath", List.of());
    private final ObjectProperty<NodeFilter.Kind> filterKind = new SimpleObjectProperty<>(this, "filterKind", NodeFilter.Kind.ALL);
    private final StringProperty filterText = new SimpleStringProperty(this, "filterText", "");
    private final ObjectBinding<NodeFilter> filter;
    private final ReadOnlyObjectWrapper<TreeStatus> status = new ReadOnlyObjectWrapper<>(this, "status");
    private final ReadOnlyBooleanWrapper positionDiffers = new ReadOnlyBooleanWrapper(this, "positionDiffers");
    private final ReadOnlyStringWrapper recordedPosition = new ReadOnlyStringWrapper(this, "recordedPosition", "");

    /** The preview and marks this explorer put on the board (so it only takes back its own). */
    private AnalysisPosition shownPreview;
    private List<BoardMark> shownMarks;

    /** Tasks started here and not yet reported back (cancelled together). */
    private final List<BackgroundTask<?>> running = new ArrayList<>();

    public TreeExplorerViewModel(AnalysisContext context) {
        this.context = context;
        algorithms.addAll(org.gametree.app.analysis.AlgorithmCatalog.recordableNames());
        filter = Bindings.createObjectBinding(() -> new NodeFilter(filterKind.get(), filterText.get()), filterKind, filterText);
        refreshEvaluations(context.getPosition());
        context.positionProperty().addListener((obs, old, now) -> {
            refreshEvaluations(now);
            followGame(old, now);
        });
        // Someone else's preview (or the game again, after Esc) replaces ours: our marks go too.
        context.previewProperty().addListener((obs, old, now) -> {
            if (shownPreview != null && now != shownPreview) {
                shownPreview = null;
                clearMarks();
            }
        });
        selectedNode.addListener((obs, old, now) -> showSelection());
        context.notationProperty().addListener((obs, old, now) -> showPath());
    }

    private void refreshEvaluations(AnalysisPosition position) {
        EvaluationChoice.offer(position == null ? List.of() : position.evaluations(), evaluations, evaluation);
    }

    /**
     * The game's position changed: a tree of the other game is dropped (with any work still
     * running for it); a tree of the same game stays, marked as made on another position.
     */
    private void followGame(AnalysisPosition old, AnalysisPosition now) {
        if (old != null && now != null && old.game() != now.game()) {
            cancel();
        }
        LoadedTree loaded = tree.get();
        if (loaded != null && !belongsToGame(loaded, now)) {
            setTree(null);
            status.set(TreeStatus.info("tree.status.clearedForGame"));
            return;
        }
        updateRecordedPosition();
    }

    /** Whether a tree can be shown beside the game's position (textbook trees always can). */
    private static boolean belongsToGame(LoadedTree loaded, AnalysisPosition position) {
        String game = loaded.tree().game();
        return ExplorableTree.TEXTBOOK.equals(game) || position == null || game.equals(position.game().name());
    }

    private void updateRecordedPosition() {
        LoadedTree loaded = tree.get();
        AnalysisPosition root = loaded == null ? null : loaded.tree().rootPosition();
        AnalysisPosition game = context.getPosition();
        if (root == null) {
            recordedPosition.set("");
            positionDiffers.set(false);
            return;
        }
        String text = root.text();
        recordedPosition.set(text.isEmpty() ? "—" : NodeMarks.shorten(text, 40));
        positionDiffers.set(game == null || !text.equals(game.text()));
    }

    /** Shows the position the tree was searched on (its root) on the board. */
    public void showRecordedPosition() {
        LoadedTree loaded = tree.get();
        AnalysisPosition root = loaded == null ? null : loaded.tree().rootPosition();
        if (root == null) {
            return;
        }
        clearMarks();
        preview(root, context.l10n().get("tree.preview.recorded"));
    }

    private void preview(AnalysisPosition position, String label) {
        shownPreview = position;
        context.showPreview(position, label);
    }

    private void clearMarks() {
        if (shownMarks != null && context.marksProperty().get() == shownMarks) {
            context.marksProperty().set(List.of());
        }
        shownMarks = null;
    }

    // ---------------------------------------------------------------- recording

    /** Records the chosen search on the game's current position, off the FX thread. */
    public void record() {
        if (busy.get()) {
            return;
        }
        String name = algorithm.get();
        int plies = depth.get();
        if (plies < MIN_DEPTH || plies > MAX_DEPTH) {
            status.set(TreeStatus.error("tree.error.depth", MIN_DEPTH, MAX_DEPTH));
            return;
        }
        org.gametree.app.task.BackgroundTask<org.gametree.app.analysis.RecordedSearch> task;
        try {
            task = org.gametree.app.analysis.AlgorithmCatalog.isProofSearch(name)
                    ? new org.gametree.app.analysis.ProofRecording(context.getPosition(), name, TraceRecorder.DEFAULT_CAP)
                    : new SearchRecording(context.getPosition(), name, plies, evaluation.get(), TraceRecorder.DEFAULT_CAP);
        } catch (org.gametree.app.analysis.ProofRecording.NotGomoku e) {
            status.set(TreeStatus.error("tree.error.proofNeedsGomoku", name));
            return;
        } catch (IllegalArgumentException e) {
            status.set(TreeStatus.error("tree.error.algorithm", name));
            return;
        }
        status.set(TreeStatus.working("tree.status.recording", name, plies));
        start(task, recording -> {
            if (recording.root().game() != context.getPosition().game()) {
                // the game changed while recording (and stopped it): the tree is not wanted any more
                status.set(TreeStatus.info("tree.status.clearedForGame"));
                return;
            }
            show(recording);
        }, e -> status.set(TreeStatus.error("tree.error.search", message(e))));
    }

    /**
     * Shows a recording made elsewhere (e.g. shared with the stepper). Its index is built on a
     * worker; the tree appears when that is done.
     */
    public void show(RecordedSearch recording) {
        BackgroundTask<LoadedTree> indexing = new BackgroundTask<>() {
            @Override
            protected LoadedTree call(StopSignal stop) {
                return LoadedTree.of(recording);
            }
        };
        status.set(TreeStatus.working("tree.status.indexing"));
        start(indexing, loaded -> {
            if (!setTree(loaded)) {
                return;
            }
            boolean stopped = recording.result() != null && recording.result().stopped();
            status.set(TreeStatus.info(stopped ? "tree.status.recordedPartly" : "tree.status.recorded",
                    loaded.tree().nodeCount(), recording.algorithm(), recording.depth()));
        }, e -> status.set(TreeStatus.error("tree.error.search", message(e))));
    }

    /** Stops whatever is running (recording, indexing, export, import). */
    public void cancel() {
        for (BackgroundTask<?> task : List.copyOf(running)) {
            task.cancel();
        }
    }

    /** The view is going away: stop background work and give the board back to the game. */
    public void dispose() {
        cancel();
        hideSelection();
    }

    private <T> void start(BackgroundTask<T> task, java.util.function.Consumer<T> onSuccess,
                           java.util.function.Consumer<Throwable> onFailure) {
        running.add(task);
        busy.set(true);
        context.tasks().run(task, result -> {
            finished(task);
            onSuccess.accept(result);
        }, e -> {
            finished(task);
            onFailure.accept(e);
        });
    }

    private void finished(BackgroundTask<?> task) {
        running.remove(task);
        busy.set(!running.isEmpty());
    }

    /**
     * Shows a tree (null for none). A tree of the other game is refused: its positions cannot be
     * shown on this game's board. Returns whether the tree is shown.
     */
    private boolean setTree(LoadedTree loaded) {
        if (loaded != null && !belongsToGame(loaded, context.getPosition())) {
            status.set(TreeStatus.error("tree.error.otherGame",
                    context.l10n().get("tree.game." + loaded.tree().game())));
            return false;
        }
        selectedNode.set(-1);
        hideSelection(); // also a "Show its position" preview of the tree going away
        recordedSearch.set(loaded == null ? null : loaded.recording());
        tree.set(loaded);
        updateRecordedPosition();
        return true;
    }

    private static String message(Throwable e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    // ---------------------------------------------------------------- browsing

    /** Selects a node (-1 for none): the board shows its position, the path bar its moves. */
    public void select(int node) {
        if (node == selectedNode.get() && node >= 0 && shownPreview == null) {
            showSelection(); // selected before, but the board went back to the game meanwhile
        }
        selectedNode.set(node);
    }

    /**
     * Shows a move the search skipped at {@code node} without searching it (a greyed row): the
     * node's position with the move drawn. The selected node stays as it was.
     */
    public void showSkipped(int node, int move) {
        LoadedTree loaded = tree.get();
        AnalysisPosition position = loaded == null || node < 0 ? null : loaded.tree().positionAt(node);
        if (position == null) {
            return;
        }
        clearMarks();
        String path = NodeMarks.path(loaded.tree(), node);
        preview(position, context.l10n().get("tree.preview.skip",
                path.isEmpty() ? context.l10n().get("tree.row.root") : path,
                position.moveName(move, context.notationProperty().get())));
        shownMarks = List.of(NodeMarks.mark(loaded.tree().game(), move, BoardMark.Kind.SEARCHED));
        context.marksProperty().set(shownMarks);
    }

    /** Selects the end of the result's principal variation. */
    public void goToPrincipalVariation() {
        LoadedTree loaded = tree.get();
        if (loaded == null || loaded.index().principalVariationEnd() < 0) {
            status.set(TreeStatus.error("tree.error.noTree"));
            return;
        }
        select(loaded.index().principalVariationEnd());
    }

    private void showSelection() {
        LoadedTree loaded = tree.get();
        int node = selectedNode.get();
        AnalysisPosition position = loaded == null || node < 0 ? null : loaded.tree().positionAt(node);
        if (position == null) {
            hideSelection();
        } else {
            clearMarks();
            preview(position, nodeLabel(loaded.tree(), node));
            shownMarks = NodeMarks.of(loaded.tree(), node);
            context.marksProperty().set(shownMarks);
        }
        showPath();
    }

    /** Gives the board back to the game, if it still shows what this explorer put there. */
    private void hideSelection() {
        clearMarks();
        if (shownPreview != null && context.previewProperty().get() == shownPreview) {
            shownPreview = null;
            context.showPreview(null, null);
        }
        shownPreview = null;
    }

    /** "node 1.2.3" (child numbers from the root, in search order), or "root of the recording". */
    private String nodeLabel(ExplorableTree shown, int node) {
        String path = NodeMarks.path(shown, node);
        return path.isEmpty() ? context.l10n().get("tree.preview.root") : context.l10n().get("tree.preview.node", path);
    }

    private void showPath() {
        LoadedTree loaded = tree.get();
        int node = selectedNode.get();
        selectedPath.set(loaded == null || node < 0 ? List.of()
                : List.copyOf(loaded.tree().pathNames(node, context.notationProperty().get(),
                        context.l10n().get("tree.move.pass"))));
    }

    /** Shows every node again (e.g. to reveal a node the filter hides). */
    public void clearFilter() {
        filterKind.set(NodeFilter.Kind.ALL);
        filterText.set("");
    }

    // ---------------------------------------------------------------- files

    /** Writes the tree as JSON (atomically), off the FX thread. */
    public void exportJson(Path target) {
        LoadedTree loaded = requireTree();
        if (loaded == null) {
            return;
        }
        var notation = context.notationProperty().get();
        BackgroundTask<Integer> export = new BackgroundTask<>() {
            @Override
            protected Integer call(StopSignal stop) throws IOException {
                AtomicFiles.write(target, out -> TreeJson.write(loaded.tree(), notation, out, stop));
                return loaded.tree().nodeCount();
            }
        };
        status.set(TreeStatus.working("tree.status.exporting", target.getFileName()));
        start(export, nodes -> status.set(TreeStatus.info("tree.status.exportedJson", nodes, target.getFileName())),
                e -> status.set(TreeStatus.error("tree.error.write", target.getFileName(), message(e))));
    }

    /** Writes the first {@code cap} nodes as a Graphviz digraph (atomically), off the FX thread. */
    public void exportDot(Path target, int cap) {
        LoadedTree loaded = requireTree();
        if (loaded == null) {
            return;
        }
        var notation = context.notationProperty().get();
        // the worker gets its own copies: the language and score setting as they are now
        Localization l10n = new Localization(context.l10n().getLanguage());
        ScoreFormat scores = TreeDot.copyOf(l10n, context.scores());
        int[] written = new int[1];
        BackgroundTask<Integer> export = new BackgroundTask<>() {
            @Override
            protected Integer call(StopSignal stop) throws IOException {
                AtomicFiles.write(target, out -> written[0] = TreeDot.write(loaded.tree(), notation, l10n, scores, cap, out));
                return written[0];
            }
        };
        status.set(TreeStatus.working("tree.status.exporting", target.getFileName()));
        start(export, nodes -> {
            int all = loaded.tree().nodeCount();
            status.set(nodes < all
                    ? TreeStatus.info("tree.status.exportedDotCapped", nodes, all, target.getFileName())
                    : TreeStatus.info("tree.status.exportedDot", nodes, target.getFileName()));
        }, e -> status.set(TreeStatus.error("tree.error.write", target.getFileName(), message(e))));
    }

    /** Opens a tree saved as JSON, off the FX thread; a bad file is reported in the status. */
    public void open(Path file) {
        BackgroundTask<LoadedTree> reading = new BackgroundTask<>() {
            @Override
            protected LoadedTree call(StopSignal stop) throws IOException {
                // UTF-8, or UTF-8/UTF-16 with a byte-order mark (an editor may have saved it so)
                try (Reader in = new java.io.BufferedReader(TextFiles.reader(file))) {
                    return LoadedTree.of(TreeJson.read(in));
                } catch (java.nio.charset.CharacterCodingException e) {
                    throw new TreeFileException("the file is not text in UTF-8 (nor UTF-16 with a byte-order mark)");
                }
            }
        };
        status.set(TreeStatus.working("tree.status.opening", file.getFileName()));
        start(reading, loaded -> {
            if (!setTree(loaded)) {
                return;
            }
            status.set(TreeStatus.info("tree.status.opened", loaded.tree().nodeCount(), file.getFileName()));
        }, e -> status.set(e instanceof TreeFileException
                ? TreeStatus.error("tree.error.badFile", file.getFileName(), message(e))
                : TreeStatus.error("tree.error.read", file.getFileName(), message(e))));
    }

    private LoadedTree requireTree() {
        LoadedTree loaded = tree.get();
        if (loaded == null) {
            status.set(TreeStatus.error("tree.error.noTree"));
        }
        return loaded;
    }

    // ---------------------------------------------------------------- properties

    public AnalysisContext context() {
        return context;
    }

    /** {@link org.gametree.app.analysis.AlgorithmCatalog}'s list, by the names {@link Presets#searcherFor} takes. */
    public ObservableList<String> algorithms() {
        return algorithms;
    }

    public StringProperty algorithmProperty() {
        return algorithm;
    }

    public IntegerProperty depthProperty() {
        return depth;
    }

    /** The current position's evaluations (the default first). */
    public ObservableList<String> evaluations() {
        return evaluations;
    }

    public StringProperty evaluationProperty() {
        return evaluation;
    }

    /** Whether background work of this explorer is running. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The tree being browsed, null before the first recording. */
    public ReadOnlyObjectProperty<LoadedTree> treeProperty() {
        return tree.getReadOnlyProperty();
    }

    /** The live recording being browsed; null when none or when a saved tree is open. */
    public ReadOnlyObjectProperty<RecordedSearch> recordedSearchProperty() {
        return recordedSearch.getReadOnlyProperty();
    }

    /** The selected node of the tree, -1 for none. */
    public IntegerProperty selectedNodeProperty() {
        return selectedNode;
    }

    /** The move names from the root to the selected node, in the context's notation. */
    public ReadOnlyObjectProperty<List<String>> selectedPathProperty() {
        return selectedPath.getReadOnlyProperty();
    }

    public ObjectProperty<NodeFilter.Kind> filterKindProperty() {
        return filterKind;
    }

    /** Root moves whose name contains this text (see {@link NodeFilter}). */
    public StringProperty filterTextProperty() {
        return filterText;
    }

    public ObjectBinding<NodeFilter> filterProperty() {
        return filter;
    }

    /** Whether the tree was searched on another position of this game than the one played now. */
    public ReadOnlyBooleanProperty positionDiffersProperty() {
        return positionDiffers.getReadOnlyProperty();
    }

    /** The position the tree was searched on, as text (FEN or move list, shortened); "" for none. */
    public ReadOnlyStringProperty recordedPositionProperty() {
        return recordedPosition.getReadOnlyProperty();
    }

    /** The last message (progress, result or error), null for none. */
    public ReadOnlyObjectProperty<TreeStatus> statusProperty() {
        return status.getReadOnlyProperty();
    }
}
