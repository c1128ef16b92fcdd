package org.gametree.xiangqi.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gametree.core.book.Outcome;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.book.XiangqiBook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** OwnBook: go answers from the book, before any search, when the book knows the position. */
class UciBookTest {

    private static List<String> session(String... lines) throws Exception {
        return UciSession.run(lines);
    }

    @Test
    void ownBookPlaysTheBooksMoveAndOnlyThatOne(@TempDir Path dir) throws Exception {
        XiangqiBook book = XiangqiBook.create("test", 9);
        Position afterCannon = Position.startPosition();
        afterCannon.makeMove(Move.of(Squares.parse("h2", 0), Squares.parse("e2", 0)));
        // the book knows one reply, the unusual a6a5, which no search would choose at depth 1
        book.count(afterCannon, Move.of(Squares.parse("a6", 0), Squares.parse("a5", 0)), Outcome.WIN);
        Path file = dir.resolve("one.book");
        book.save(file);
        List<String> out = session("uci", "setoption name BookFile value " + file, "setoption name OwnBook value true",
                "setoption name BookSeed value 1", "position startpos moves h2e2", "go depth 1");
        assertTrue(out.contains("bestmove a6a5"), String.join("\n", out));
        assertTrue(out.stream().noneMatch(l -> l.startsWith("info depth")), String.join("\n", out));
        assertTrue(out.contains("option name OwnBook type check default false"), String.join("\n", out));
    }

    @Test
    void outOfBookAndByDefaultTheEngineSearches() throws Exception {
        List<String> off = session("position startpos", "go depth 1");
        assertTrue(off.stream().anyMatch(l -> l.startsWith("info depth 1")), String.join("\n", off));
        List<String> outOfBook = session("setoption name OwnBook value true", "position startpos moves a3a4 a6a5 a4a5", "go depth 1");
        assertTrue(outOfBook.stream().anyMatch(l -> l.startsWith("info depth 1")), String.join("\n", outOfBook));
    }

    @Test
    void theSeedRepeatsTheChoiceAndABadBookIsReported(@TempDir Path dir) throws Exception {
        String first = bookAnswer("1");
        for (int i = 0; i < 3; i++) {
            assertEquals(first, bookAnswer("1"));
        }
        Path bad = dir.resolve("bad.book");
        Files.writeString(bad, "not a book");
        List<String> out = session("setoption name BookFile value " + bad, "setoption name OwnBook value true",
                "position startpos", "go depth 1");
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string book " + bad + " not used: ")
                && l.contains("not an opening book")), String.join("\n", out));
        assertTrue(out.stream().anyMatch(l -> l.startsWith("bestmove ")), String.join("\n", out));
    }

    private static String bookAnswer(String seed) throws Exception {
        List<String> out = session("setoption name OwnBook value true", "setoption name BookSeed value " + seed,
                "position startpos", "go depth 1");
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string book move ")), String.join("\n", out));
        return out.stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow();
    }
}
