package org.gametree.core.tune;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

import org.gametree.core.io.AtomicWrite;

/**
 * The training data of both games, labelled positions as text, one a line:
 *
 * <pre>
 * # gametree positions v1
 * POSITION;RESULT;SCORE
 * rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B2C1/9/RN1AKABNR b - - 1 1;1/2-1/2;12
 * </pre>
 *
 * POSITION the game's text of it (a Xiangqi FEN, a Gomoku move list), checked by the game's
 * {@link PositionCheck} when reading; RESULT the game's result as in PGN, from the first
 * player's side (Red; Black in Gomoku: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}); SCORE the
 * engine's score from the first player's side, an integer, or nothing when unknown. Lines
 * starting with {@code #} are comments (the header above is written first, and files may be
 * concatenated), blank lines are ignored, any other line that is not a position is an error
 * naming the file and line — a tuner must not learn from a silently shortened file. A name
 * ending in {@code .gz} is gzip-compressed.
 */
public final class PositionFile {

    /** The first line written; a later version of the format would change it. */
    public static final String HEADER = "# gametree positions v1";

    private static final Pattern SCORE = Pattern.compile("[-+]?\\d{1,9}");

    private PositionFile() {
    }

    /** The game's test of a position's text: throws IllegalArgumentException saying what is wrong. */
    @FunctionalInterface
    public interface PositionCheck {
        void check(String position);

        /** Accepts any text (the game checks it later). */
        PositionCheck ANY = position -> { };
    }

    /** One position's line, without the line break. */
    public static String format(LabelledPosition position) {
        return position.position() + ';' + position.resultText() + ';' + (position.score() == null ? "" : position.score().toString());
    }

    /**
     * Parses one position's line.
     *
     * @throws IllegalArgumentException saying which field is wrong and why
     */
    public static LabelledPosition parse(String line, PositionCheck check) {
        String[] fields = line.split(";", -1);
        if (fields.length != 3) {
            throw new IllegalArgumentException("expected POSITION;RESULT;SCORE (3 fields separated by ';'), found "
                    + fields.length + " field" + (fields.length == 1 ? "" : "s"));
        }
        String position = fields[0].strip();
        if (position.isEmpty()) {
            throw new IllegalArgumentException("no position before the first ';'");
        }
        try {
            check.check(position);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad position '" + position + "': " + e.getMessage());
        }
        String resultText = fields[1].strip();
        double result = LabelledPosition.parseResult(resultText);
        if (result < 0) {
            throw new IllegalArgumentException("bad result '" + resultText + "': expected 1-0, 0-1 or 1/2-1/2 (the first player's)");
        }
        String scoreText = fields[2].strip();
        Integer score = null;
        if (!scoreText.isEmpty()) {
            if (!SCORE.matcher(scoreText).matches()) {
                throw new IllegalArgumentException("bad score '" + scoreText
                        + "': expected a whole number from the first player's side (at most 9 digits), or nothing");
            }
            score = Integer.valueOf(scoreText);
        }
        return new LabelledPosition(position, result, score);
    }

    /**
     * Hands every position of a file to {@code sink}, in order.
     *
     * @throws PositionFileException for the first line that is not a position, comment or blank
     */
    public static void read(Path file, PositionCheck check, Consumer<LabelledPosition> sink) throws IOException {
        try (InputStream raw = Files.newInputStream(file)) {
            read(isGzip(file) ? new GZIPInputStream(raw) : raw, file.toString(), check, sink);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no position file " + file);
        }
    }

    /** As {@link #read(Path, PositionCheck, Consumer)} from a stream (left open) named {@code source} in errors. */
    public static void read(InputStream stream, String source, PositionCheck check, Consumer<LabelledPosition> sink)
            throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
        {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                LabelledPosition position;
                try {
                    position = parse(line, check);
                } catch (IllegalArgumentException e) {
                    throw new PositionFileException(source, number, e.getMessage());
                }
                sink.accept(position);
            }
        }
    }

    /** Every position of a file (see {@link #read(Path, PositionCheck, Consumer)}). */
    public static List<LabelledPosition> readAll(Path file, PositionCheck check) throws IOException {
        List<LabelledPosition> positions = new ArrayList<>();
        read(file, check, positions::add);
        return positions;
    }

    /** Writes a whole file at once, atomically, the comments after the header. */
    public static void write(Path file, Collection<LabelledPosition> positions, List<String> comments) throws IOException {
        try (Writer writer = open(file)) {
            for (String comment : comments) {
                writer.comment(comment);
            }
            for (LabelledPosition position : positions) {
                writer.add(position);
            }
            writer.commit();
        }
    }

    /** A writer to add positions to as they come; the file appears only on {@link Writer#commit}. */
    public static Writer open(Path file) throws IOException {
        return new Writer(file);
    }

    private static boolean isGzip(Path file) {
        return file.getFileName().toString().endsWith(".gz");
    }

    /**
     * Writes to a temporary file beside the target and renames it over the target on
     * {@link #commit}, so a reader — or a tuner started too early — never sees half a file, and
     * a run that fails leaves any earlier file as it was. Closing without a commit deletes the
     * temporary file. Not thread-safe.
     */
    public static final class Writer implements Closeable {
        private final Path target;
        private final Path temporary;
        private final FileChannel channel;
        private final GZIPOutputStream gzip;
        private final BufferedWriter out;
        private long count;
        private boolean closed;

        private Writer(Path file) throws IOException {
            target = file.toAbsolutePath();
            temporary = AtomicWrite.temporaryBeside(target);
            temporary.toFile().deleteOnExit(); // an interrupted run leaves no debris
            boolean opened = false;
            try {
                channel = FileChannel.open(temporary, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
                OutputStream stream = Channels.newOutputStream(channel);
                gzip = isGzip(file) ? new GZIPOutputStream(stream, 1 << 16) : null;
                out = new BufferedWriter(new OutputStreamWriter(gzip != null ? gzip : stream, StandardCharsets.UTF_8), 1 << 16);
                out.write(HEADER);
                out.newLine();
                opened = true;
            } finally {
                if (!opened) {
                    Files.deleteIfExists(temporary);
                }
            }
        }

        /** Adds a position. */
        public void add(LabelledPosition position) throws IOException {
            out.write(format(position));
            out.write('\n');
            count++;
        }

        /** Adds a comment line ("# " and the text). */
        public void comment(String text) throws IOException {
            out.write("# " + text.replace('\n', ' ').replace('\r', ' '));
            out.write('\n');
        }

        /** Positions added so far. */
        public long count() {
            return count;
        }

        /** Finishes the file, forces it to the disk and renames it over the target. */
        public void commit() throws IOException {
            if (closed) {
                throw new IllegalStateException("the position file " + target + " is already closed");
            }
            closed = true;
            try {
                out.flush();
                if (gzip != null) {
                    gzip.finish(); // the trailer, without closing the channel before it is forced
                }
                channel.force(true);
                out.close();
            } catch (IOException e) {
                discard();
                throw e;
            }
            try {
                AtomicWrite.replace(temporary, target);
            } catch (IOException e) {
                Files.deleteIfExists(temporary);
                throw e;
            }
        }

        /** Without a commit: discards what was written. */
        @Override
        public void close() throws IOException {
            if (!closed) {
                closed = true;
                discard();
            }
        }

        private void discard() throws IOException {
            try {
                out.close();
            } catch (IOException e) {
                // the data is being thrown away; what matters is that the file goes too
            } finally {
                Files.deleteIfExists(temporary);
            }
        }
    }
}
