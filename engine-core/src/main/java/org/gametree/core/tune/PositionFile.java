package org.gametree.core.tune;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The training-data file of both games: one position per line,
 *
 * <pre>
 * # gametree positions v1
 * POSITION;RESULT;SCORE
 * </pre>
 *
 * POSITION is the game's text of it (a Xiangqi FEN, a Gomoku move list), RESULT the first
 * player's result as PGN writes it ({@code 1-0}, {@code 1/2-1/2}, {@code 0-1}), SCORE the playing
 * engine's score from the first player's side in its units, or empty. Lines starting with
 * {@code #} are comments; a name ending in {@code .gz} is gzip-compressed. Written atomically (a
 * temporary file beside it, then moved); a malformed line is an error naming the file and line,
 * never skipped.
 */
public final class PositionFile {

    /** The first line written. */
    public static final String HEADER = "# gametree positions v1";

    private PositionFile() {
    }

    /** Writes {@code positions} to {@code file} (gzip when its name ends in .gz), atomically. */
    public static void write(Path file, List<LabelledPosition> positions, List<String> comments) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Path temporary = Files.createTempFile(folder, ".positions", ".tmp");
        try {
            try (OutputStream raw = Files.newOutputStream(temporary);
                 OutputStream stream = gzipped(file) ? new GZIPOutputStream(raw) : raw;
                 BufferedWriter out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8))) {
                out.write(HEADER);
                out.write('\n');
                for (String comment : comments) {
                    out.write("# " + comment.replace('\n', ' '));
                    out.write('\n');
                }
                for (LabelledPosition p : positions) {
                    out.write(line(p));
                    out.write('\n');
                }
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** One position's line. */
    public static String line(LabelledPosition p) {
        return p.position() + ";" + p.resultText() + ";" + (p.score() == null ? "" : p.score().toString());
    }

    /**
     * Reads a file.
     *
     * @throws IllegalArgumentException naming the file and line of a malformed line, or a missing file
     * @throws IOException              if it cannot be read
     */
    public static List<LabelledPosition> read(Path file) throws IOException {
        try (InputStream raw = Files.newInputStream(file)) {
            return read(gzipped(file) ? new GZIPInputStream(raw) : raw, file.toString());
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no position file " + file);
        }
    }

    /** Reads a stream ({@code name} for the messages); the stream is left for the caller to close. */
    public static List<LabelledPosition> read(InputStream stream, String name) throws IOException {
        List<LabelledPosition> positions = new ArrayList<>();
        BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
        int number = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            number++;
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            try {
                positions.add(parse(text));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(name + ": line " + number + ": " + e.getMessage());
            }
        }
        return positions;
    }

    /** One line (see the class comment). */
    public static LabelledPosition parse(String line) {
        String[] fields = line.split(";", -1);
        if (fields.length != 3) {
            throw new IllegalArgumentException("expected 'POSITION;RESULT;SCORE', got '" + line + "'");
        }
        double result;
        switch (fields[1].strip()) {
            case "1-0": result = 1; break;
            case "0-1": result = 0; break;
            case "1/2-1/2": result = 0.5; break;
            default: throw new IllegalArgumentException("the result is 1-0, 0-1 or 1/2-1/2, not '" + fields[1] + "'");
        }
        String score = fields[2].strip();
        Integer value = null;
        if (!score.isEmpty()) {
            try {
                value = Integer.valueOf(score);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("the score is a whole number or empty, not '" + score + "'");
            }
        }
        return new LabelledPosition(fields[0].strip(), result, value);
    }

    private static boolean gzipped(Path file) {
        return file.getFileName().toString().endsWith(".gz");
    }
}
