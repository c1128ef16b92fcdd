package org.gametree.xiangqi.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.gametree.core.io.JsonWriter;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.book.EccoOpenings;
import org.gametree.xiangqi.book.XiangqiBook;
import org.gametree.xiangqi.book.XiangqiBookBuilder;
import org.gametree.xiangqi.notation.Notation;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code book build …} and {@code book probe …}: opening books from game files, and what a book
 * knows about a position (see {@code docs/opening-book.md}).
 */
@Command(name = "book", mixinStandardHelpOptions = true,
        description = "Build an opening book from game files, or show a book's moves for a position.",
        subcommands = {BookCommand.Build.class, BookCommand.Probe.class})
final class BookCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(name = "build", mixinStandardHelpOptions = true, sortOptions = false,
            description = "Count the first moves of games (PGN-like files and collections, ICCS/WXF/Chinese move lists, XQF; "
                    + "UTF-8, UTF-16 or GBK text) into a book file.")
    static final class Build implements Callable<Integer> {

        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Option(names = {"-o", "--output"}, required = true, paramLabel = "BOOK", description = "The book file to write (replaced atomically).")
        private Path output;

        @Option(names = "--max-ply", defaultValue = "20", paramLabel = "N", description = "Moves counted from each game's start (default 20).")
        private int maxPly;

        @Option(names = "--min-games", defaultValue = "1", paramLabel = "N",
                description = "Keep only moves played in at least N games (default 1: all).")
        private int minGames;

        @Option(names = "--encoding", paramLabel = "CHARSET", description = "The text files' encoding, e.g. GBK (default: detected).")
        private String encoding;

        @Option(names = "--lines", description = "Text files hold one game a line (a move list, optionally ending with its result).")
        private boolean lines;

        @Option(names = "--key-seed", paramLabel = "N", description = "Seed of the key table stored in the book (default: a fixed one).")
        private Long keySeed;

        @Option(names = "--source", paramLabel = "TEXT", description = "Where the games came from, kept in the book (default: the input names).")
        private String source;

        @Parameters(arity = "1..*", paramLabel = "GAMES", description = "Game files or folders of them.")
        private List<Path> inputs;

        @Override
        public Integer call() throws IOException {
            if (minGames < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--min-games must be at least 1, got " + minGames);
            }
            if (maxPly < 1 || maxPly > 1000) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--max-ply must be between 1 and 1000, got " + maxPly);
            }
            Charset charset = null;
            if (encoding != null) {
                try {
                    charset = Charset.forName(encoding);
                } catch (IllegalArgumentException e) {
                    throw new CommandLine.ParameterException(spec.commandLine(), "unknown --encoding '" + encoding + "'");
                }
            }
            String from = source != null ? source : "built from " + inputs + ", max ply " + maxPly + ", min games " + minGames;
            XiangqiBook book = XiangqiBook.create(from, keySeed == null ? XiangqiBook.DEFAULT_KEY_SEED : keySeed);
            XiangqiBookBuilder.Summary summary = XiangqiBookBuilder.build(book, inputs, maxPly, charset, lines);
            book.book().pruneRarerThan(minGames);
            book.save(output);
            PrintWriter out = spec.commandLine().getOut();
            out.println("read " + summary.files() + " files: " + summary.games() + " games (" + summary.gamesWithResult()
                    + " with a result), " + summary.movesCounted() + " moves counted");
            out.println("book " + output + ": " + book.book().positionCount() + " positions, " + book.book().moveCount()
                    + " moves, " + Files.size(output) + " bytes");
            return 0;
        }
    }

    @Command(name = "probe", mixinStandardHelpOptions = true, sortOptions = false,
            description = "List a book's moves for a position: weight, games, wins/draws/losses of the side to move.")
    static final class Probe implements Callable<Integer> {

        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Option(names = "--book", defaultValue = "<builtin>", paramLabel = "BOOK", description = "The book file (default: the built-in book).")
        private String bookFile;

        @Option(names = "--fen", defaultValue = "startpos", paramLabel = "FEN|startpos", description = "The position (default: the start).")
        private String fen;

        @Option(names = "--moves", paramLabel = "MOVES", description = "Moves played from that position first, in ICCS (e.g. \"h2e2 h9g7\").")
        private String moves;

        @Option(names = "--json", description = "Print one JSON object instead of text.")
        private boolean json;

        @Override
        public Integer call() throws IOException {
            XiangqiBook book = bookFile.equals("<builtin>") ? XiangqiBook.builtIn() : XiangqiBook.load(Path.of(bookFile));
            Position position = "startpos".equals(fen) ? Position.startPosition() : Fen.parse(fen);
            if (moves != null && !moves.isBlank()) {
                for (String text : moves.trim().split("[\\s,]+")) {
                    int move = Notation.COORDINATE.parse(position, text);
                    GameRules.play(position, move);
                }
            }
            List<XiangqiBook.Entry> entries = book.probe(position);
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                JsonWriter w = new JsonWriter().beginObject().field("fen", Fen.write(position)).beginArray("moves");
                for (XiangqiBook.Entry e : entries) {
                    w.beginObject().field("move", Move.toCoordinate(e.move()))
                            .field("chinese", Notation.CHINESE.format(position, e.move()))
                            .field("weight", e.stats().weight()).field("games", e.stats().games())
                            .field("wins", e.stats().wins()).field("draws", e.stats().draws()).field("losses", e.stats().losses());
                    if (e.stats().group() != 0) {
                        w.field("line", EccoOpenings.code(e.stats().group()));
                    }
                    Optional<EccoOpenings.Opening> name = openingAfter(position, e.move());
                    if (name.isPresent()) {
                        w.field("opening", name.get().code() + " " + name.get().chinese());
                    }
                    w.endObject();
                }
                out.println(w.endArray().endObject());
                return 0;
            }
            if (entries.isEmpty()) {
                out.println("the book does not know this position");
                return 0;
            }
            out.printf("%-6s %-10s %7s %7s %7s %7s %7s %5s  %s%n", "move", "", "weight", "games", "wins", "draws", "losses", "line", "opening");
            for (XiangqiBook.Entry e : entries) {
                out.printf("%-6s %-10s %7d %7d %7d %7d %7d %5s  %s%n", Move.toCoordinate(e.move()),
                        Notation.CHINESE.format(position, e.move()), e.stats().weight(), e.stats().games(),
                        e.stats().wins(), e.stats().draws(), e.stats().losses(), EccoOpenings.code(e.stats().group()),
                        openingAfter(position, e.move()).map(EccoOpenings.Opening::toString).orElse(""));
            }
            return 0;
        }

        private static Optional<EccoOpenings.Opening> openingAfter(Position position, int move) {
            Position after = position.copy();
            GameRules.play(after, move);
            return EccoOpenings.table().at(after);
        }
    }

}
