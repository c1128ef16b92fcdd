package org.gametree.gomoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.gametree.core.io.JsonWriter;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.book.GomokuBook;
import org.gametree.gomoku.book.GomokuBookBuilder;
import org.gametree.gomoku.book.RenjuOpenings;
import org.gametree.gomoku.notation.Notation;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code book build …} and {@code book probe …}: Gomoku opening books from game records, and what
 * a book knows about a position (see {@code docs/opening-book.md}).
 */
@Command(name = "book", mixinStandardHelpOptions = true,
        description = "Build an opening book from game records, or show a book's moves for a position.",
        subcommands = {BookCommand.Build.class, BookCommand.Probe.class})
final class BookCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(name = "build", mixinStandardHelpOptions = true, sortOptions = false,
            description = "Count the first moves of games (.psq files or folders, text files of move lists one game a line) into a book file.")
    static final class Build implements Callable<Integer> {

        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Option(names = {"-o", "--output"}, required = true, paramLabel = "BOOK", description = "The book file to write (replaced atomically).")
        private Path output;

        @Option(names = "--size", defaultValue = "15", paramLabel = "N", description = "Board size of the book, 15-20 (default 15).")
        private int size;

        @Option(names = "--rule", defaultValue = "freestyle", paramLabel = "RULE",
                description = "The rule the games are replayed under: freestyle (default), standard or renju.")
        private String rule;

        @Option(names = "--max-ply", defaultValue = "12", paramLabel = "N", description = "Moves counted from each game's start (default 12).")
        private int maxPly;

        @Option(names = "--min-games", defaultValue = "1", paramLabel = "N",
                description = "Keep only moves played in at least N games (default 1: all).")
        private int minGames;

        @Option(names = "--renju-openings", description = "Also count the 26 standard Renju openings, one game each.")
        private boolean renjuOpenings;

        @Option(names = "--key-seed", paramLabel = "N", description = "Seed of the key table stored in the book (default: a fixed one).")
        private Long keySeed;

        @Option(names = "--source", paramLabel = "TEXT", description = "Where the games came from, kept in the book.")
        private String source;

        @Parameters(arity = "0..*", paramLabel = "GAMES", description = "Game files or folders of them.")
        private List<Path> inputs = List.of();

        @Override
        public Integer call() throws IOException {
            if (minGames < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--min-games must be at least 1, got " + minGames);
            }
            if (size < GomokuPosition.MIN_SIZE || size > GomokuPosition.MAX_SIZE) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--size must be between "
                        + GomokuPosition.MIN_SIZE + " and " + GomokuPosition.MAX_SIZE + ", got " + size);
            }
            if (inputs.isEmpty() && !renjuOpenings) {
                throw new CommandLine.ParameterException(spec.commandLine(), "name game files, or --renju-openings");
            }
            String from = source != null ? source
                    : "built from " + inputs + (renjuOpenings ? " and the 26 Renju openings" : "") + ", max ply " + maxPly + ", min games " + minGames;
            GomokuBook book = GomokuBook.create(size, from, keySeed == null ? GomokuBook.DEFAULT_KEY_SEED : keySeed);
            GomokuBookBuilder builder = new GomokuBookBuilder(book, GameOptions.parseRule(rule), maxPly);
            if (renjuOpenings) {
                builder.addRenjuOpenings();
            }
            for (Path input : inputs) {
                builder.add(input);
            }
            builder.assignGroups();
            book.book().pruneRarerThan(minGames);
            book.save(output);
            GomokuBookBuilder.Summary summary = builder.summary();
            PrintWriter out = spec.commandLine().getOut();
            out.println("read " + summary.files() + " files: " + summary.games() + " games (" + summary.gamesWithResult()
                    + " with a result, " + summary.otherSize() + " on another board size skipped), "
                    + summary.movesCounted() + " moves counted");
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

        @Mixin
        private RuledBoardOptions game;

        @Option(names = "--json", description = "Print one JSON object instead of text.")
        private boolean json;

        @Override
        public Integer call() throws IOException {
            GomokuBook book = bookFile.equals("<builtin>") ? GomokuBook.builtIn() : GomokuBook.load(Path.of(bookFile));
            GomokuPosition position = game.position();
            List<GomokuBook.Entry> entries = book.probe(position);
            int size = position.size();
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                JsonWriter w = new JsonWriter().beginObject().field("moves", Notation.formatMoves(position));
                RenjuOpenings.of(position).ifPresent(o -> w.field("opening", o.number() + " " + o.chinese()));
                w.beginArray("book");
                for (GomokuBook.Entry e : entries) {
                    w.beginObject().field("move", Notation.name(size, e.point()))
                            .field("weight", e.stats().weight()).field("games", e.stats().games())
                            .field("wins", e.stats().wins()).field("draws", e.stats().draws()).field("losses", e.stats().losses());
                    if (e.stats().group() != 0) {
                        w.field("line", RenjuOpenings.label(e.stats().group()));
                    }
                    openingAfter(position, e.point()).ifPresent(o -> w.field("opening", o.number() + " " + o.chinese()));
                    w.endObject();
                }
                out.println(w.endArray().endObject());
                return 0;
            }
            RenjuOpenings.of(position).ifPresent(o -> out.println("opening " + o));
            if (entries.isEmpty()) {
                out.println("the book does not know this position");
                return 0;
            }
            out.printf("%-5s %7s %7s %7s %7s %7s %5s  %s%n", "move", "weight", "games", "wins", "draws", "losses", "line", "opening");
            for (GomokuBook.Entry e : entries) {
                out.printf("%-5s %7d %7d %7d %7d %7d %5s  %s%n", Notation.name(size, e.point()), e.stats().weight(), e.stats().games(),
                        e.stats().wins(), e.stats().draws(), e.stats().losses(), RenjuOpenings.label(e.stats().group()),
                        openingAfter(position, e.point()).map(RenjuOpenings.Opening::toString).orElse(""));
            }
            return 0;
        }

        private static Optional<RenjuOpenings.Opening> openingAfter(GomokuPosition position, int point) {
            GomokuPosition after = position.copy();
            after.makeMove(point);
            return RenjuOpenings.of(after);
        }
    }
}
