package org.gametree.xiangqi.book;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.core.book.GroupTally;
import org.gametree.core.book.Outcome;
import org.gametree.core.io.GameFileException;
import org.gametree.core.io.InputFiles;
import org.gametree.core.io.TextFiles;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.io.XiangqiGameCollection;
import org.gametree.xiangqi.io.XiangqiGameFile;
import org.gametree.xiangqi.io.XiangqiGameRecord;

/**
 * Builds a Xiangqi book from game files: our PGN-like files and collections, bare move lists
 * (ICCS, WXF or Chinese, one game a file) and XQStudio's binary {@code .xqf} games. Text is read
 * in whatever encoding it came (UTF-8, UTF-16, GBK/GB18030 detected) unless an encoding is given.
 * Every move of every game up to {@code maxPly} is counted with the game's result and filed under
 * the game's ECCO line (its group); rare moves are dropped afterwards
 * ({@link org.gametree.core.book.OpeningBook#pruneRarerThan}).
 */
public final class XiangqiBookBuilder {

    /** What a build read. */
    public record Summary(int files, int games, int gamesWithResult, int movesCounted) {
    }

    private final XiangqiBook book;
    private final GroupTally groups = new GroupTally();
    private final int maxPly;
    private final Charset encoding;
    private boolean oneGameALine;
    private int files;
    private int games;
    private int gamesWithResult;
    private int movesCounted;

    /**
     * @param maxPly   moves counted from each game's start (the book's depth)
     * @param encoding the text files' encoding, or null to detect it
     */
    public XiangqiBookBuilder(XiangqiBook book, int maxPly, Charset encoding) {
        if (maxPly < 1) {
            throw new IllegalArgumentException("the book depth must be at least 1 ply, got " + maxPly);
        }
        this.book = book;
        this.maxPly = maxPly;
        this.encoding = encoding;
    }

    /**
     * Reads each non-blank line of a text file as a game of its own (a move list, optionally
     * ending with a result such as {@code 1-0}; {@code #} starts a comment), instead of a file
     * being one game or a tagged collection.
     */
    public XiangqiBookBuilder oneGameALine(boolean on) {
        this.oneGameALine = on;
        return this;
    }

    /** Adds the games of a file, or of every game file in a folder and its subfolders (in name order). */
    public void add(Path input) throws IOException {
        for (Path file : InputFiles.of(input, ".pgn", ".txt", ".xqf")) {
            addFile(file);
        }
    }

    private void addFile(Path file) throws IOException {
        List<XiangqiGameRecord> records;
        try {
            if (InputFiles.hasExtension(file, ".xqf")) {
                records = List.of(XqfFile.read(Files.readAllBytes(file)));
            } else {
                String text = encoding == null ? TextFiles.readString(file) : new String(Files.readAllBytes(file), encoding);
                records = oneGameALine ? gamesByLine(text) : XiangqiGameCollection.read(text);
            }
        } catch (GameFileException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        } catch (TextFiles.UnreadableTextException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage() + " (name the encoding with --encoding)", e);
        }
        files++;
        for (XiangqiGameRecord game : records) {
            addGame(game);
        }
    }

    private static List<XiangqiGameRecord> gamesByLine(String text) throws GameFileException {
        String[] lines = text.replace("\uFEFF", "").split("\\R", -1);
        List<XiangqiGameRecord> games = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            if (line.isBlank()) {
                continue;
            }
            try {
                games.add(XiangqiGameFile.read(withFormat(line)));
            } catch (GameFileException e) {
                throw new GameFileException(i + 1, e.moveNumber(), e.token(), e.detail(), e);
            }
        }
        return games;
    }

    /**
     * A one-line move list with the Format tag its notation needs: Chinese if it has Chinese
     * characters, coordinates if its first move is a from and a to square (h2e2, H2-E2), WXF if it
     * starts with a piece letter or a tandem sign (C2.5, H8+7, +R.4). A line is one notation throughout.
     */
    private static String withFormat(String line) {
        String moves = line.strip().replaceFirst("^\\d+\\.\\s*", "");
        String format;
        if (moves.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN)) {
            format = "Chinese";
        } else if (!moves.matches("(?i)^[a-i][0-9]-?[a-i][0-9](\\s.*)?$") && moves.matches("(?i)^[KAEBHNRCP+\\-].*")) {
            format = "WXF";
        } else {
            return line;
        }
        return "[Format \"" + format + "\"]\n" + line;
    }

    /** Counts the first {@code maxPly} moves of one game with its result. */
    public void addGame(XiangqiGameRecord game) {
        Position position = game.start();
        int[] moves = game.moves();
        int group = EccoOpenings.table().classify(position, moves).map(EccoOpenings::group).orElse(0);
        boolean known = false;
        for (int ply = 0; ply < moves.length && ply < maxPly; ply++) {
            Outcome outcome = XiangqiBook.outcome(game.result(), position.sideToMove());
            known |= outcome != Outcome.UNKNOWN;
            XiangqiBook.Slot slot = book.count(position, moves[ply], outcome);
            groups.count(slot.key(), slot.move(), group);
            movesCounted++;
            GameRules.play(position, moves[ply]);
        }
        games++;
        if (known) {
            gamesWithResult++;
        }
    }

    /**
     * Files every counted move under the ECCO line most of its games were named by (the book's
     * groups). Call once the games are added (and before rare moves are pruned or not: either works).
     */
    public void assignGroups() {
        groups.applyTo(book.book());
    }

    public Summary summary() {
        return new Summary(files, games, gamesWithResult, movesCounted);
    }

    /** Builds from several inputs in order. */
    public static Summary build(XiangqiBook book, List<Path> inputs, int maxPly, Charset encoding) throws IOException {
        return build(book, inputs, maxPly, encoding, false);
    }

    /** Builds from several inputs in order, text files read one game a line if {@code oneGameALine}. */
    public static Summary build(XiangqiBook book, List<Path> inputs, int maxPly, Charset encoding, boolean oneGameALine)
            throws IOException {
        XiangqiBookBuilder builder = new XiangqiBookBuilder(book, maxPly, encoding).oneGameALine(oneGameALine);
        for (Path input : new ArrayList<>(inputs)) {
            builder.add(input);
        }
        builder.assignGroups();
        return builder.summary();
    }
}
