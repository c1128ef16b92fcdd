package org.gametree.app.analysis.tree;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.io.JsonWriter;
import org.gametree.core.search.Bound;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Score;
import org.gametree.core.search.StopSignal;
import org.gametree.core.search.Technique;
import org.gametree.core.trace.Trace;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;

/**
 * The explorer's JSON file: the search (game, root position, algorithm, depth, evaluation,
 * truncation, iterations with their roots and PVs) and every node in search order, one object
 * each: {@code id, parent, name, move, alpha, beta, value, bound, size, cutoff, ttHit, ttUsed,
 * eval} ({@code value}/{@code eval} null when absent, {@code cutoff} -1 when none). Written
 * node by node (never one string of the whole file) and read back by {@link #read} into a
 * {@link SavedTree}. Toolkit-free.
 *
 * <p>Version 2 adds a selective search's decisions, each field only where it applies: a null
 * move's node has {@code move} -1 and {@code nullReduction} (R); {@code stage} names the picker
 * stage of a cut ("killer"); {@code reduction}, {@code extension} + {@code extendedBy},
 * {@code research} (a technique: "late-move-reduction", "pvs-research"), {@code iir} (plies
 * of internal iterative reduction), {@code decidedBy} + {@code decidedValue} (a node cut by
 * "null-move", "reverse-futility", …) and {@code skipped}, the moves skipped without a search:
 * {@code [{"move", "name", "by", "value", "after"}]} ({@code after}: children searched before).
 * Version-1 files still open (they have none of these).
 *
 * <p>Version 3 adds a proof-number search's nodes (the Gomoku threat solver): such a node has
 * {@code proof: {kind, pnThreshold, dnThreshold, pn, dn, decision}} — {@code kind} the threat
 * of its move ("three", "straight-four", …), {@code pn}/{@code dn} -1 when unfinished,
 * {@code decision} why it was decided without children ("five", "no-defence", …) or absent.
 */
public final class TreeJson {

    public static final String FORMAT = "gametree-search-tree";
    public static final int VERSION = 3;

    private TreeJson() {
    }

    /** Writes the tree with move names in {@code notation}; checks {@code stop} every few thousand nodes. */
    public static void write(ExplorableTree tree, MoveNotation notation, Writer out, StopSignal stop) throws IOException {
        AnalysisPosition root = tree.rootPosition();
        JsonWriter head = new JsonWriter().beginObject()
                .field("format", FORMAT)
                .field("version", VERSION)
                .field("game", tree.game())
                .field("root", root == null ? "" : root.text());
        if (root instanceof GomokuAnalysisPosition gomoku) {
            head.field("rule", gomoku.position().rule().name()).field("size", gomoku.position().size());
        }
        head.field("algorithm", tree.algorithm())
                .field("depth", tree.depth())
                .field("evaluation", tree.evaluation())
                .field("notation", notation.name())
                .field("nodeCount", tree.nodeCount())
                .field("truncated", tree.isTruncated())
                .field("droppedEvents", tree.droppedEvents())
                .field("droppedNodes", tree.droppedNodes());
        ints(head.beginArray("pv"), tree.pv()).endArray();
        head.beginArray("iterations");
        for (int k = 0; k < tree.iterationCount(); k++) {
            head.beginObject().field("depth", tree.iterationDepth(k));
            ints(head.beginArray("roots"), tree.iterationRoots(k)).endArray();
            ints(head.beginArray("pv"), tree.iterationPv(k)).endArray();
            head.endObject();
        }
        head.endArray().beginArray("nodes");
        out.write(head.toString()); // an open object: the nodes follow one by one
        MoveNamer names = new MoveNamer(tree, notation);
        for (int node = 0; node < tree.nodeCount(); node++) {
            if ((node & 4095) == 0 && stop != null && stop.isStopped()) {
                throw new IOException("export cancelled");
            }
            out.write(node == 0 ? "\n" : ",\n");
            out.write(nodeObject(tree, node, names.nameOf(node), names));
        }
        out.write("\n]}\n");
    }

    private static JsonWriter ints(JsonWriter json, int[] values) {
        for (int v : values) {
            json.value(v);
        }
        return json;
    }

    private static String nodeObject(ExplorableTree tree, int node, String name, MoveNamer names) {
        JsonWriter json = new JsonWriter().beginObject()
                .field("id", node)
                .field("parent", tree.parent(node))
                .field("name", name)
                .field("move", tree.move(node))
                .field("alpha", tree.alpha(node))
                .field("beta", tree.beta(node));
        String text = json.toString();
        StringBuilder out = new StringBuilder(text.length() + 96).append(text);
        out.append(",\"value\":").append(tree.isComplete(node) ? Integer.toString(tree.value(node)) : "null");
        JsonWriter rest = new JsonWriter().beginObject()
                .field("bound", Bound.name(tree.bound(node)))
                .field("size", tree.subtreeSize(node))
                .field("cutoff", tree.cutoffIndex(node))
                .field("ttHit", tree.tableHit(node))
                .field("ttUsed", tree.tableUsed(node))
                .endObject();
        String restText = rest.toString();
        out.append(',').append(restText, 1, restText.length() - 1);
        int eval = tree.evaluationValue(node);
        out.append(",\"eval\":").append(eval == Score.NONE ? "null" : Integer.toString(eval));
        String decisions = decisions(tree, node, names);
        if (!decisions.isEmpty()) {
            out.append(',').append(decisions);
        }
        return out.append('}').toString();
    }

    /** The version-2 fields of a node, without braces; "" when it has none. */
    private static String decisions(ExplorableTree tree, int node, MoveNamer names) {
        JsonWriter json = new JsonWriter().beginObject();
        boolean any = false;
        if (tree.isNullMove(node)) {
            json.field("nullReduction", tree.nullMoveReduction(node));
            any = true;
        }
        MoveStage stage = tree.cutoffStage(node);
        if (stage != null) {
            json.field("stage", stageName(stage));
            any = true;
        }
        if (tree.reduction(node) > 0) {
            json.field("reduction", tree.reduction(node));
            any = true;
        }
        if (tree.extension(node) > 0) {
            json.field("extension", tree.extension(node));
            Technique by = tree.extensionTechnique(node);
            if (by != null) {
                json.field("extendedBy", Trace.techniqueName(by));
            }
            any = true;
        }
        if (tree.research(node) != null) {
            json.field("research", Trace.techniqueName(tree.research(node)));
            any = true;
        }
        if (tree.internalReduction(node) > 0) {
            json.field("iir", tree.internalReduction(node));
            any = true;
        }
        if (tree.decidedBy(node) != null) {
            json.field("decidedBy", Trace.techniqueName(tree.decidedBy(node)));
            json.field("decidedValue", tree.decidedValue(node));
            any = true;
        }
        List<SkippedMove> skips = tree.skips(node);
        if (!skips.isEmpty()) {
            json.beginArray("skipped");
            for (SkippedMove skip : skips) {
                json.beginObject()
                        .field("move", skip.move())
                        .field("name", names.skipName(node, skip))
                        .field("by", Trace.techniqueName(skip.technique()))
                        .field("value", skip.value())
                        .field("after", skip.childrenBefore())
                        .endObject();
            }
            json.endArray();
            any = true;
        }
        if (tree.isProofNode(node)) {
            json.beginObject("proof")
                    .field("kind", ProofNames.kind(tree.threatKind(node)))
                    .field("pnThreshold", tree.pnThreshold(node))
                    .field("dnThreshold", tree.dnThreshold(node))
                    .field("pn", tree.proofNumber(node))
                    .field("dn", tree.disproofNumber(node));
            if (tree.proofDecision(node) >= 0) {
                json.field("decision", ProofNames.decision(tree.proofDecision(node)));
            }
            json.endObject();
            any = true;
        }
        if (!any) {
            return "";
        }
        String text = json.endObject().toString();
        return text.substring(1, text.length() - 1);
    }

    /** A picker stage as the file names it: "hash-move", "killer", … */
    static String stageName(MoveStage stage) {
        return stage.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    private static MoveStage stageNamed(JsonPullReader json, String name) {
        for (MoveStage stage : MoveStage.values()) {
            if (stageName(stage).equals(name)) {
                return stage;
            }
        }
        throw json.error("unknown move stage \"" + name + "\"");
    }

    private static Technique techniqueNamed(JsonPullReader json, String name) {
        Technique technique = Trace.techniqueNamed(name);
        if (technique == null) {
            throw json.error("unknown technique \"" + name + "\"");
        }
        return technique;
    }

    /**
     * Names every node's move in preorder with one position walked down and up the tree (play and
     * undo), instead of replaying each node's path from the root.
     */
    private static final class MoveNamer {
        private final ExplorableTree tree;
        private final MoveNotation notation;
        private final AnalysisPosition position;
        private int[] stack = new int[64];
        private int depth;

        MoveNamer(ExplorableTree tree, MoveNotation notation) {
            this.tree = tree;
            this.notation = notation;
            this.position = tree.rootPosition();
        }

        String nameOf(int node) {
            if (position == null) {
                return tree.moveName(node, notation);
            }
            int parent = tree.parent(node);
            // Unwind to the parent: stack[0] is a root (no move played), every other entry played one.
            while (depth > 0 && stack[depth - 1] != parent) {
                if (depth > 1) {
                    position.undo();
                }
                depth--;
            }
            String name = "";
            if (parent >= 0) {
                name = position.moveName(tree.move(node), notation);
                position.play(tree.move(node));
            }
            if (depth == stack.length) {
                stack = Arrays.copyOf(stack, depth * 2);
            }
            stack[depth++] = node;
            return name;
        }

        /** The name of a move the node skipped; called right after {@link #nameOf} of that node, which stands on it. */
        String skipName(int node, SkippedMove skip) {
            if (position == null) {
                return skip.savedName().isEmpty() ? Integer.toString(skip.move()) : skip.savedName();
            }
            return position.moveName(skip.move(), notation);
        }
    }

    // ---------------------------------------------------------------- reading

    /** Reads a tree written by {@link #write}; a malformed file throws {@link TreeFileException} saying why. */
    public static SavedTree read(Reader in) throws IOException {
        JsonPullReader json = new JsonPullReader(in);
        String format = null;
        String game = null;
        String rootText = "";
        String rule = null;
        int size = 15;
        String algorithm = "";
        int depth = 0;
        String evaluation = "";
        boolean truncated = false;
        long droppedEvents = 0;
        long droppedNodes = 0;
        int[] pv = new int[0];
        List<SavedTree.Iteration> iterations = new ArrayList<>();
        NodeColumns nodes = null;
        if (json.peek() != JsonPullReader.Token.BEGIN_OBJECT) {
            throw json.error("a saved tree starts with '{'");
        }
        json.beginObject();
        while (json.hasNext()) {
            String name = json.nextName();
            switch (name) {
                case "format": format = json.nextString(); break;
                case "version": {
                    int version = json.nextInt();
                    if (version > VERSION) {
                        throw new TreeFileException("written by a newer version of the workbench (format " + version + ")");
                    }
                    break;
                }
                case "game": game = json.nextString(); break;
                case "root": rootText = json.nextString(); break;
                case "rule": rule = json.nextString(); break;
                case "size": size = json.nextInt(); break;
                case "algorithm": algorithm = json.nextString(); break;
                case "depth": depth = json.nextInt(); break;
                case "evaluation": evaluation = json.nextString(); break;
                case "truncated": truncated = json.nextBoolean(); break;
                case "droppedEvents": droppedEvents = json.nextLong(); break;
                case "droppedNodes": droppedNodes = json.nextLong(); break;
                case "pv": pv = intArray(json); break;
                case "iterations": iterations = iterations(json); break;
                case "nodes": nodes = nodes(json); break;
                default: json.skipValue(); break; // fields of later versions
            }
        }
        json.endObject();
        if (!FORMAT.equals(format)) {
            throw new TreeFileException("not a saved search tree (\"format\" is not \"" + FORMAT + "\")");
        }
        if (game == null) {
            throw new TreeFileException("the field \"game\" is missing");
        }
        if (nodes == null) {
            throw new TreeFileException("the field \"nodes\" is missing");
        }
        SavedTree.Nodes columns = nodes.finish();
        check(columns, iterations);
        AnalysisPosition root = rootPosition(game, rootText, rule, size);
        if (root != null) {
            checkMoves(columns, root);
        }
        return new SavedTree(new SavedTree.Header(game, algorithm, depth, evaluation, truncated, droppedEvents,
                droppedNodes, pv), root, iterations, columns);
    }

    private static AnalysisPosition rootPosition(String game, String text, String rule, int size) {
        try {
            switch (game) {
                case "XIANGQI":
                    return new XiangqiAnalysisPosition(Fen.parse(text));
                case "GOMOKU":
                    return new GomokuAnalysisPosition(Notation.play(
                            rule == null ? Rule.FREESTYLE : Rule.valueOf(rule), size, text));
                case ExplorableTree.TEXTBOOK:
                    return null;
                default:
                    throw new TreeFileException("unknown game \"" + game + "\"");
            }
        } catch (IllegalArgumentException e) {
            throw new TreeFileException("the root position cannot be read: " + e.getMessage());
        }
    }

    private static int[] intArray(JsonPullReader json) throws IOException {
        int[] values = new int[8];
        int n = 0;
        json.beginArray();
        while (json.hasNext()) {
            if (n == values.length) {
                values = Arrays.copyOf(values, n * 2);
            }
            values[n++] = json.nextInt();
        }
        json.endArray();
        return Arrays.copyOf(values, n);
    }

    private static List<SavedTree.Iteration> iterations(JsonPullReader json) throws IOException {
        List<SavedTree.Iteration> list = new ArrayList<>();
        json.beginArray();
        while (json.hasNext()) {
            int depth = 0;
            int[] roots = new int[0];
            int[] pv = new int[0];
            json.beginObject();
            while (json.hasNext()) {
                switch (json.nextName()) {
                    case "depth": depth = json.nextInt(); break;
                    case "roots": roots = intArray(json); break;
                    case "pv": pv = intArray(json); break;
                    default: json.skipValue(); break;
                }
            }
            json.endObject();
            list.add(new SavedTree.Iteration(depth, roots, pv));
        }
        json.endArray();
        return list;
    }

    private static NodeColumns nodes(JsonPullReader json) throws IOException {
        NodeColumns columns = new NodeColumns();
        json.beginArray();
        while (json.hasNext()) {
            int id = columns.count;
            columns.grow();
            json.beginObject();
            boolean hasId = false;
            while (json.hasNext()) {
                String field = json.nextName();
                switch (field) {
                    case "id":
                        if (json.nextInt() != id) {
                            throw json.error("node ids must be 0, 1, 2, … in order (expected " + id + ")");
                        }
                        hasId = true;
                        break;
                    case "parent": columns.parent[id] = json.nextInt(); break;
                    case "name": columns.names[id] = json.nextString(); break;
                    case "move": columns.move[id] = json.nextInt(); break;
                    case "alpha": columns.alpha[id] = json.nextInt(); break;
                    case "beta": columns.beta[id] = json.nextInt(); break;
                    case "value": columns.value[id] = nullableInt(json); break;
                    case "bound": columns.bound[id] = bound(json, json.nextString()); break;
                    case "size": columns.size[id] = json.nextInt(); break;
                    case "cutoff": columns.cutoff[id] = json.nextInt(); break;
                    case "ttHit": columns.ttHit[id] = json.nextBoolean(); break;
                    case "ttUsed": columns.ttUsed[id] = json.nextBoolean(); break;
                    case "eval": columns.eval[id] = nullableInt(json); break;
                    case "nullReduction": columns.nullReduction[id] = nonNegative(json, field); break;
                    case "stage": columns.stage[id] = (byte) (stageNamed(json, json.nextString()).ordinal() + 1); break;
                    case "reduction": columns.reduction[id] = nonNegative(json, field); break;
                    case "extension": columns.extension[id] = nonNegative(json, field); break;
                    case "extendedBy": columns.extendedBy[id] = code(techniqueNamed(json, json.nextString())); break;
                    case "research": columns.research[id] = code(techniqueNamed(json, json.nextString())); break;
                    case "iir": columns.internalReduction[id] = nonNegative(json, field); break;
                    case "decidedBy": columns.decidedBy[id] = code(techniqueNamed(json, json.nextString())); break;
                    case "decidedValue": columns.decidedValue[id] = json.nextInt(); break;
                    case "skipped": columns.skips.put(id, skipped(json)); break;
                    case "proof": proof(json, columns, id); break;
                    default: json.skipValue(); break;
                }
            }
            json.endObject();
            if (!hasId) {
                throw json.error("node " + id + " has no \"id\"");
            }
        }
        json.endArray();
        return columns;
    }

    /** A node's {@code proof} object (version 3) into the columns. */
    private static void proof(JsonPullReader json, NodeColumns columns, int id) throws IOException {
        json.beginObject();
        while (json.peek() != JsonPullReader.Token.END_OBJECT) {
            String field = json.nextName();
            switch (field) {
                case "kind": {
                    String name = json.nextString();
                    columns.proofKind[id] = ProofNames.kindNamed(name);
                    if (columns.proofKind[id] < 0) {
                        throw json.error("unknown threat kind \"" + name + "\"");
                    }
                    break;
                }
                case "pnThreshold": columns.pnThreshold[id] = nonNegative(json, field); break;
                case "dnThreshold": columns.dnThreshold[id] = nonNegative(json, field); break;
                case "pn": columns.pn[id] = json.nextInt(); break;
                case "dn": columns.dn[id] = json.nextInt(); break;
                case "decision": {
                    String name = json.nextString();
                    columns.decision[id] = ProofNames.decisionNamed(name);
                    if (columns.decision[id] < 0) {
                        throw json.error("unknown proof decision \"" + name + "\"");
                    }
                    break;
                }
                default: json.skipValue(); break;
            }
        }
        json.endObject();
    }

    private static byte code(Technique technique) {
        return (byte) (technique.ordinal() + 1);
    }

    private static int nonNegative(JsonPullReader json, String field) throws IOException {
        int value = json.nextInt();
        if (value < 0) {
            throw json.error("\"" + field + "\" must not be negative, got " + value);
        }
        return value;
    }

    /** A node's "skipped" list. */
    private static List<SkippedMove> skipped(JsonPullReader json) throws IOException {
        List<SkippedMove> list = new ArrayList<>();
        json.beginArray();
        while (json.hasNext()) {
            int move = 0;
            String name = "";
            Technique by = null;
            int value = 0;
            int after = 0;
            json.beginObject();
            while (json.hasNext()) {
                String field = json.nextName();
                switch (field) {
                    case "move": move = json.nextInt(); break;
                    case "name": name = json.nextString(); break;
                    case "by": by = techniqueNamed(json, json.nextString()); break;
                    case "value": value = json.nextInt(); break;
                    case "after": after = nonNegative(json, field); break;
                    default: json.skipValue(); break;
                }
            }
            if (by == null) {
                throw json.error("a skipped move needs \"by\", the technique that skipped it");
            }
            json.endObject();
            list.add(new SkippedMove(move, by, value, after, name));
        }
        json.endArray();
        return List.copyOf(list);
    }

    private static int nullableInt(JsonPullReader json) throws IOException {
        if (json.peek() == JsonPullReader.Token.NULL) {
            json.nextNull();
            return Score.NONE;
        }
        return json.nextInt();
    }

    private static int bound(JsonPullReader json, String name) {
        switch (name) {
            case "exact": return Bound.EXACT;
            case "lower": return Bound.LOWER;
            case "upper": return Bound.UPPER;
            case "none": return 0;
            default: throw json.error("unknown bound \"" + name + "\"");
        }
    }

    /** The tree's shape must be a preorder numbering, or navigation would leave the arrays. */
    private static void check(SavedTree.Nodes nodes, List<SavedTree.Iteration> iterations) {
        int n = nodes.count();
        for (int id = 0; id < n; id++) {
            int parent = nodes.parent()[id];
            int size = nodes.size()[id];
            if (size < 1 || id + size > n) {
                throw new TreeFileException("node " + id + ": subtree size " + size + " does not fit the " + n + " nodes");
            }
            if (parent >= id || parent < -1) {
                throw new TreeFileException("node " + id + ": parent " + parent + " is not an earlier node");
            }
            if (parent >= 0 && id + size > parent + nodes.size()[parent]) {
                throw new TreeFileException("node " + id + ": its subtree runs past its parent's");
            }
            if (nodes.names()[id] == null) {
                nodes.names()[id] = "";
            }
        }
        for (var entry : nodes.decisions().skips().entrySet()) {
            int node = entry.getKey();
            int children = 0;
            for (int c = node + 1; c < node + nodes.size()[node]; c += nodes.size()[c]) {
                children++;
            }
            for (SkippedMove skip : entry.getValue()) {
                if (skip.childrenBefore() > children) {
                    throw new TreeFileException("node " + node + ": a skipped move comes after child " + skip.childrenBefore()
                            + " of its " + children);
                }
            }
        }
        for (SavedTree.Iteration iteration : iterations) {
            for (int root : iteration.roots()) {
                if (root < 0 || root >= n || nodes.parent()[root] != -1) {
                    throw new TreeFileException("iteration at depth " + iteration.depth() + ": " + root + " is not a root node");
                }
            }
        }
    }

    /**
     * Replays every node's move from the root position, walking the preorder with one position
     * and an explicit stack (no recursion: a tree may be thousands of plies deep), so a file whose
     * node carries a move that cannot be played there is refused now, with the node and its path,
     * instead of failing when that node is selected.
     */
    private static void checkMoves(SavedTree.Nodes nodes, AnalysisPosition root) {
        AnalysisPosition position = root.copy();
        int[] stack = new int[64];
        int depth = 0;
        for (int node = 0; node < nodes.count(); node++) {
            int parent = nodes.parent()[node];
            // Unwind to the parent: stack[0] is a root (no move played), every other entry played one.
            while (depth > 0 && stack[depth - 1] != parent) {
                if (depth > 1) {
                    position.undo();
                }
                depth--;
            }
            if (parent >= 0) {
                if (depth == 0) {
                    throw new TreeFileException("node " + node + ": its parent " + parent
                            + " is not on the path to it (the nodes are not in search order)");
                }
                int move = nodes.move()[node];
                boolean played;
                try {
                    position.play(move);
                    played = true;
                } catch (RuntimeException e) {
                    played = false;
                }
                if (!played) {
                    throw new TreeFileException("node " + node + " (path " + pathText(nodes, stack, depth, node)
                            + "): the move " + move + " \"" + nodes.names()[node]
                            + "\" cannot be played in its position");
                }
            }
            for (SkippedMove skip : nodes.decisions().skips().getOrDefault(node, List.of())) {
                if (!position.isLegal(skip.move())) {
                    throw new TreeFileException("node " + node + " (path " + pathText(nodes, stack, depth, node)
                            + "): the skipped move " + skip.move() + " \"" + skip.savedName() + "\" is not a move there");
                }
            }
            if (depth == stack.length) {
                stack = Arrays.copyOf(stack, depth * 2);
            }
            stack[depth++] = node;
        }
    }

    /** "0 › 3 › 57 (h2e2 h9g7 e9e7)": the node ids from the root and the moves' saved names. */
    private static String pathText(SavedTree.Nodes nodes, int[] stack, int depth, int node) {
        StringBuilder ids = new StringBuilder();
        StringBuilder names = new StringBuilder();
        int first = depth > 12 ? depth - 10 : 0; // a deep path: its root and its last ten plies
        if (first > 0) {
            ids.append(stack[0]).append(" > …");
            names.append('…');
        }
        for (int k = first; k <= depth; k++) {
            int n = k < depth ? stack[k] : node;
            ids.append(k == 0 ? "" : " > ").append(n);
            if (k > 0) {
                names.append(names.length() == 0 ? "" : " ").append(nodes.names()[n]);
            }
        }
        return ids + (names.length() == 0 ? "" : " (" + names + ")");
    }

    /** Growable columns while reading. */
    private static final class NodeColumns {
        int count;
        int[] parent = new int[0];
        int[] size = new int[0];
        int[] move = new int[0];
        String[] names = new String[0];
        int[] alpha = new int[0];
        int[] beta = new int[0];
        int[] value = new int[0];
        int[] bound = new int[0];
        int[] cutoff = new int[0];
        boolean[] ttHit = new boolean[0];
        boolean[] ttUsed = new boolean[0];
        int[] eval = new int[0];
        int[] nullReduction = new int[0];
        int[] reduction = new int[0];
        int[] extension = new int[0];
        byte[] extendedBy = new byte[0];
        byte[] research = new byte[0];
        int[] internalReduction = new int[0];
        byte[] decidedBy = new byte[0];
        int[] decidedValue = new int[0];
        byte[] stage = new byte[0];
        int[] proofKind = new int[0];
        int[] pnThreshold = new int[0];
        int[] dnThreshold = new int[0];
        int[] pn = new int[0];
        int[] dn = new int[0];
        int[] decision = new int[0];
        final java.util.Map<Integer, List<SkippedMove>> skips = new java.util.HashMap<>();

        void grow() {
            if (count == parent.length) {
                int capacity = Math.max(64, count * 2);
                parent = Arrays.copyOf(parent, capacity);
                size = Arrays.copyOf(size, capacity);
                move = Arrays.copyOf(move, capacity);
                names = Arrays.copyOf(names, capacity);
                alpha = Arrays.copyOf(alpha, capacity);
                beta = Arrays.copyOf(beta, capacity);
                value = Arrays.copyOf(value, capacity);
                bound = Arrays.copyOf(bound, capacity);
                cutoff = Arrays.copyOf(cutoff, capacity);
                ttHit = Arrays.copyOf(ttHit, capacity);
                ttUsed = Arrays.copyOf(ttUsed, capacity);
                eval = Arrays.copyOf(eval, capacity);
                nullReduction = Arrays.copyOf(nullReduction, capacity);
                reduction = Arrays.copyOf(reduction, capacity);
                extension = Arrays.copyOf(extension, capacity);
                extendedBy = Arrays.copyOf(extendedBy, capacity);
                research = Arrays.copyOf(research, capacity);
                internalReduction = Arrays.copyOf(internalReduction, capacity);
                decidedBy = Arrays.copyOf(decidedBy, capacity);
                decidedValue = Arrays.copyOf(decidedValue, capacity);
                stage = Arrays.copyOf(stage, capacity);
                proofKind = Arrays.copyOf(proofKind, capacity);
                pnThreshold = Arrays.copyOf(pnThreshold, capacity);
                dnThreshold = Arrays.copyOf(dnThreshold, capacity);
                pn = Arrays.copyOf(pn, capacity);
                dn = Arrays.copyOf(dn, capacity);
                decision = Arrays.copyOf(decision, capacity);
            }
            proofKind[count] = -1;
            pn[count] = -1;
            dn[count] = -1;
            decision[count] = -1;
            parent[count] = -1;
            size[count] = 1;
            cutoff[count] = -1;
            value[count] = Score.NONE;
            eval[count] = Score.NONE;
            count++;
        }

        SavedTree.Nodes finish() {
            return new SavedTree.Nodes(count, Arrays.copyOf(parent, count), Arrays.copyOf(size, count),
                    Arrays.copyOf(move, count), Arrays.copyOf(names, count), Arrays.copyOf(alpha, count),
                    Arrays.copyOf(beta, count), Arrays.copyOf(value, count), Arrays.copyOf(bound, count),
                    Arrays.copyOf(cutoff, count), Arrays.copyOf(ttHit, count), Arrays.copyOf(ttUsed, count),
                    Arrays.copyOf(eval, count), new SavedTree.Decisions(Arrays.copyOf(nullReduction, count),
                    Arrays.copyOf(reduction, count), Arrays.copyOf(extension, count), Arrays.copyOf(extendedBy, count),
                    Arrays.copyOf(research, count), Arrays.copyOf(internalReduction, count),
                    Arrays.copyOf(decidedBy, count), Arrays.copyOf(decidedValue, count), Arrays.copyOf(stage, count),
                    java.util.Map.copyOf(skips)), new SavedTree.Proofs(Arrays.copyOf(proofKind, count),
                    Arrays.copyOf(pnThreshold, count), Arrays.copyOf(dnThreshold, count), Arrays.copyOf(pn, count),
                    Arrays.copyOf(dn, count), Arrays.copyOf(decision, count)));
        }
    }
}
