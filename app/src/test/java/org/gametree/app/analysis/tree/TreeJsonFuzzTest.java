package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.SearchRecording;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.fuzz.Fuzz;
import org.gametree.core.fuzz.Inputs;
import org.gametree.core.tree.TextbookTree;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;
import org.junit.jupiter.api.Test;

/**
 * Property-based fuzzing of the saved-tree reader (issue 11): trees written by {@link TreeJson}
 * (Xiangqi, Gomoku, textbook) with random edits, random text and random bytes; reading must
 * return a tree or throw {@link TreeFileException}, never another exception, within the time
 * limit. The suite runs a fixed-seed share; {@code bench/fuzz.sh} runs 100,000 cases.
 */
class TreeJsonFuzzTest {

    private static List<String> trees() throws Exception {
        List<SearchRecording> recordings = List.of(
                new SearchRecording(TextbookTree.figure74(), "alphabeta", 3),
                new SearchRecording(new XiangqiAnalysisPosition(Fen.parse("3k5/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1")),
                        "alphabeta", 2, "pst", 10_000),
                new SearchRecording(new GomokuAnalysisPosition(Notation.play(Rule.RENJU, 15, "h8,h9,i9,j10,g7")),
                        "alphabeta", 1, "line", 10_000));
        List<String> trees = new ArrayList<>();
        for (SearchRecording recording : recordings) {
            StringWriter out = new StringWriter();
            TreeJson.write(LoadedTree.of(recording.run()).tree(), MoveNotation.COORDINATE, out, null);
            trees.add(out.toString());
        }
        return trees;
    }

    @Test
    void savedTrees() throws Exception {
        List<String> valid = trees();
        for (String tree : valid) {
            assertDoesNotThrow(() -> TreeJson.read(new StringReader(tree)));
        }
        List<String> dictionary = List.of("{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "\"id\":",
                "\"parent\":", "\"move\":", "\"nodes\":", "\"game\":", "\"XIANGQI\"", "\"GOMOKU\"", "\"TEXTBOOK\"",
                "\"root\":", "\\u0000", "\\", "-", "1e5", "[[[[[[", "]]]]]]");
        Fuzz.of("tree JSON", r -> Inputs.mixed(r, valid, dictionary, 300),
                text -> TreeJson.read(new StringReader(text)), TreeFileException.class).tries(800).run();
    }
}
