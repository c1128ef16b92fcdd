package org.gametree.xiangqi.endgame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * The endgame databases of one cache directory: tables are read from their files there, or built
 * (the smaller sets first) and written there when missing, and kept in memory once used.
 *
 * <p>The directory is {@code ${XDG_CACHE_HOME:-~/.cache}/gametree/endgame/} unless the system
 * property {@value #DIRECTORY_PROPERTY} names another; a file is {@code SET.xqtb}.
 * Thread-safe: one table is built at a time.
 */
public final class EndgameTablebases {

    /** System property naming the cache directory (tests point it at a temporary folder). */
    public static final String DIRECTORY_PROPERTY = "gametree.endgame.dir";

    /** The sets that can be built: the catalog and every set its captures lead to, with a table. */
    public static final List<String> SUPPORTED;

    static {
        Set<String> names = new LinkedHashSet<>();
        List<MaterialSet> pending = new ArrayList<>();
        for (String name : MaterialSet.CATALOG) {
            pending.add(MaterialSet.parse(name));
        }
        while (!pending.isEmpty()) {
            MaterialSet set = pending.remove(pending.size() - 1);
            if (!set.isTriviallyDrawn() && names.add(set.name())) {
                pending.addAll(set.lowerSets());
            }
        }
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(Comparator.comparingInt((String n) -> MaterialSet.parse(n).pieceCount()).thenComparing(n -> n));
        SUPPORTED = List.copyOf(sorted);
    }

    /** The instances {@link #shared} handed out, one per directory. */
    private static final Map<Path, EndgameTablebases> SHARED = new HashMap<>();

    private final Path directory;
    private final Map<MaterialSet, EndgameTable> loaded = new HashMap<>();

    /**
     * The databases of {@code directory} as every engine of this process shares them, so a table
     * is read from disk once however many searches probe it.
     */
    public static EndgameTablebases shared(Path directory) {
        synchronized (SHARED) {
            return SHARED.computeIfAbsent(directory.toAbsolutePath().normalize(), EndgameTablebases::new);
        }
    }

    public EndgameTablebases(Path directory) {
        this.directory = directory;
    }

    /** The directory of {@value #DIRECTORY_PROPERTY}, else the user's cache directory. */
    public static Path defaultDirectory() {
        String property = System.getProperty(DIRECTORY_PROPERTY);
        if (property != null && !property.isBlank()) {
            return Paths.get(property);
        }
        String cache = System.getenv("XDG_CACHE_HOME");
        Path base = cache != null && !cache.isBlank() ? Paths.get(cache) : Paths.get(System.getProperty("user.home"), ".cache");
        return base.resolve("gametree").resolve("endgame");
    }

    public Path directory() {
        return directory;
    }

    public Path fileOf(MaterialSet set) {
        return directory.resolve(set.name() + ".xqtb");
    }

    /** Whether {@code set} is one of {@link #SUPPORTED} (trivially drawn sets need no table). */
    public static boolean isSupported(MaterialSet set) {
        return SUPPORTED.contains(set.name());
    }

    /** Whether the set's table is in memory or on disk (not checked). */
    public synchronized boolean isAvailable(MaterialSet set) {
        return loaded.containsKey(set) || Files.exists(fileOf(set));
    }

    /**
     * The table of {@code set}: from memory, from its file, or built (with the smaller sets it
     * needs) and saved.
     *
     * @throws IllegalArgumentException for a set that is trivially drawn or not supported
     * @throws EndgameFileException     if an existing file is corrupt
     */
    public synchronized EndgameTable table(MaterialSet set, int threads, BuildProgress progress) throws IOException {
        EndgameTable table = loaded.get(set);
        if (table != null) {
            return table;
        }
        requireBuildable(set);
        Path file = fileOf(set);
        if (Files.exists(file)) {
            table = EndgameTable.read(file, set);
        } else {
            table = build(set, threads, progress);
            table.write(file);
        }
        loaded.put(set, table);
        return table;
    }

    /** Builds the table of {@code set} anew (the smaller sets are loaded or built) and saves it. */
    public synchronized EndgameTable rebuild(MaterialSet set, int threads, BuildProgress progress) throws IOException {
        requireBuildable(set);
        EndgameTable table = build(set, threads, progress);
        table.write(fileOf(set));
        loaded.put(set, table);
        return table;
    }

    private static void requireBuildable(MaterialSet set) {
        if (set.isTriviallyDrawn()) {
            throw new IllegalArgumentException(set.name() + " is drawn without a table (no side has a rook, horse, cannon or pawn)");
        }
        if (!isSupported(set)) {
            throw new IllegalArgumentException("no endgame database for " + set.name() + "; supported sets: " + String.join(" ", SUPPORTED));
        }
    }

    private EndgameTable build(MaterialSet set, int threads, BuildProgress progress) throws IOException {
        SetIndex index = new SetIndex(set);
        LowerLink[] links = links(index, threads, progress);
        return new RetrogradeBuilder(index, links, threads, progress).build();
    }

    /** The capture links of every slot but the kings', loading or building the smaller sets. */
    LowerLink[] links(SetIndex index, int threads, BuildProgress progress) throws IOException {
        LowerLink[] links = new LowerLink[index.slots];
        for (int slot = 2; slot < index.slots; slot++) {
            int[][] counts = {index.set.counts(0), index.set.counts(1)};
            int kind = index.kindOfSlot[slot];
            counts[kind / Piece.TYPES][kind % Piece.TYPES]--;
            MaterialSet lower = MaterialSet.ofCounts(counts[0], counts[1]);
            EndgameTable table = lower.isTriviallyDrawn() ? null : table(lower, threads, progress);
            links[slot] = new LowerLink(index, slot, table);
        }
        return links;
    }

    // ------------------------------------------------------------------ probing

    /** The material set of a position (canonical name; possibly trivially drawn). */
    public static MaterialSet setOf(Position position) {
        int[][] counts = countPieces(position);
        return MaterialSet.ofCounts(counts[0], counts[1]);
    }

    private static int[][] countPieces(Position position) {
        int[][] counts = new int[2][Piece.TYPES];
        for (int sq = 0; sq < 256; sq++) {
            if (Squares.isOnBoard(sq) && position.pieceAt(sq) != 0) {
                int kind = Piece.kind(position.pieceAt(sq));
                counts[kind / Piece.TYPES][kind % Piece.TYPES]++;
            }
        }
        return counts;
    }

    /**
     * The entry ({@link EndgameTable#entry}) of a position for its side to move, building tables
     * as needed; {@link EndgameTable#DRAW} for a trivially drawn set.
     */
    public int entry(Position position, int threads, BuildProgress progress) throws IOException {
        int[][] counts = countPieces(position);
        MaterialSet set = MaterialSet.ofCounts(counts[0], counts[1]);
        if (set.isTriviallyDrawn()) {
            return EndgameTable.DRAW;
        }
        boolean flip = MaterialSet.isFlippedFrom(counts[0], counts[1]);
        EndgameTable table = table(set, threads, progress);
        SetIndex index = table.index();
        int[] sq = new int[index.slots];
        boolean[] used = new boolean[256];
        for (int slot = 0; slot < index.slots; slot++) {
            int kind = index.kindOfSlot[slot];
            int wanted = flip ? (kind + Piece.TYPES) % (2 * Piece.TYPES) : kind;
            for (int s = 0; s < 256; s++) {
                if (!used[s] && Squares.isOnBoard(s) && position.pieceAt(s) != 0 && Piece.kind(position.pieceAt(s)) == wanted) {
                    used[s] = true;
                    sq[slot] = flip ? Squares.flip(s) : s;
                    break;
                }
            }
        }
        int i = index.index(sq);
        if (i < 0) {
            throw new IllegalArgumentException("a piece stands on a point it can never reach; no database position");
        }
        int stm = flip ? position.sideToMove() ^ 1 : position.sideToMove();
        int entry = table.entry(stm, i);
        if (EndgameTable.value(entry) == EndgameTable.ILLEGAL) {
            throw new IllegalArgumentException("the position is not legal (the side not to move is in check)");
        }
        return entry;
    }

    /**
     * Probes a position whose material is a supported set (or trivially drawn): its value and
     * distance, and every legal move's, best first.
     *
     * @throws IllegalArgumentException if the material has no database
     */
    public EndgameProbe probe(Position position, int threads, BuildProgress progress) throws IOException {
        MaterialSet set = setOf(position);
        if (!set.isTriviallyDrawn() && !isSupported(set)) {
            throw new IllegalArgumentException("no endgame database for " + set.name() + "; supported sets: " + String.join(" ", SUPPORTED));
        }
        int entry = entry(position, threads, progress);
        List<EndgameProbe.MoveResult> results = new ArrayList<>();
        Position board = position.copy();
        for (int move : position.legalMoves()) {
            board.makeMove(move);
            int child = entry(board, threads, progress);
            board.unmakeMove();
            int value = EndgameTable.value(child);
            int distance = EndgameTable.distance(child);
            Outcome outcome = value == EndgameTable.LOSS ? Outcome.WIN : value == EndgameTable.WIN ? Outcome.LOSS : Outcome.DRAW;
            results.add(new EndgameProbe.MoveResult(move, outcome, outcome == Outcome.DRAW ? 0 : distance + 1));
        }
        results.sort(BEST_FIRST);
        return new EndgameProbe(set.name(), Outcome.ofValue(EndgameTable.value(entry)), EndgameTable.distance(entry), results);
    }

    /** Wins by shortest distance, draws, losses by longest distance; then by coordinate. */
    static final Comparator<EndgameProbe.MoveResult> BEST_FIRST = Comparator
            .comparingInt((EndgameProbe.MoveResult r) -> r.outcome().ordinal())
            .thenComparingInt(r -> r.outcome() == Outcome.LOSS ? -r.distance() : r.distance())
            .thenComparing(r -> Move.toCoordinate(r.move()));
}
