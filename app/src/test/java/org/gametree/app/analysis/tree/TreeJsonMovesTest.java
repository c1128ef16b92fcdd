package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import org.gametree.app.analysis.MoveNotation;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: a saved tree whose node carries a move that cannot be played in its position loaded,
 * then threw when that node was selected. It is refused on loading now, naming the node and path.
 */
class TreeJsonMovesTest {

    private static String node(int id, int parent, String name, int move, int size) {
        return "{\"id\":" + id + ",\"parent\":" + parent + ",\"name\":\"" + name + "\",\"move\":" + move
                + ",\"alpha\":-100,\"beta\":100,\"value\":null,\"bound\":\"none\",\"size\":" + size
                + ",\"cutoff\":-1,\"ttHit\":false,\"ttUsed\":false,\"eval\":null}";
    }

    private static String tree(List<String> nodes) {
        return "{\"format\":\"" + TreeJson.FORMAT + "\",\"version\":1,\"game\":\"XIANGQI\",\"root\":\""
                + Position.START_FEN + "\",\"algorithm\":\"alphabeta\",\"depth\":2,\"evaluation\":\"\","
                + "\"nodes\":[" + String.join(",\n", nodes) + "]}";
    }

    /** Moves of a line from the start position, as ints. */
    private static int[] moves(String... coordinates) {
        return Notation.COORDINATE.parseMoves(Position.startPosition(), List.of(coordinates));
    }

    @Test
    void aLegalTreeLoadsAndEveryNodeHasItsPosition() throws IOException {
        int[] line = moves("h2e2", "h9g7");
        SavedTree tree = TreeJson.read(new StringReader(tree(List.of(
                node(0, -1, "", 0, 3), node(1, 0, "h2e2", line[0], 2), node(2, 1, "h9g7", line[1], 1)))));
        assertEquals(3, tree.nodeCount());
        assertEquals(List.of("h2e2", "h9g7"), tree.pathNames(2, MoveNotation.COORDINATE));
        assertEquals(2, tree.positionAt(2).ply());
    }

    @Test
    void aMoveThatCannotBePlayedIsRefusedOnLoadingWithItsNodeAndPath() {
        int[] line = moves("h2e2", "h9g7");
        // node 3 repeats red's h2e2 where black is to move (its cannon is on e2 already anyway)
        String text = tree(List.of(node(0, -1, "", 0, 4), node(1, 0, "h2e2", line[0], 3),
                node(2, 1, "h9g7", line[1], 1), node(3, 1, "h2e2", line[0], 1)));
        TreeFileException e = assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(text)));
        assertEquals("node 3 (path 0 > 1 > 3 (h2e2 h2e2)): the move " + line[0]
                + " \"h2e2\" cannot be played in its position", e.getMessage());

        String garbage = tree(List.of(node(0, -1, "", 0, 2), node(1, 0, "zz", 987654321, 1)));
        assertTrue(assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(garbage)))
                .getMessage().startsWith("node 1 (path 0 > 1 (zz)): the move 987654321"));
    }

    @Test
    void aNodeWhoseParentIsNotOnItsPathIsRefused() {
        int[] line = moves("h2e2", "h9g7");
        // node 2 claims parent 0 but lies inside node 1's subtree range; node 3 then claims parent 1
        String text = tree(List.of(node(0, -1, "", 0, 4), node(1, 0, "h2e2", line[0], 3),
                node(2, 0, "h2e2", line[0], 1), node(3, 1, "h9g7", line[1], 1)));
        TreeFileException e = assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(text)));
        assertTrue(e.getMessage().startsWith("node "), e.getMessage());
    }

    @Test
    void aVeryDeepTreeIsCheckedWithoutRecursion() throws IOException {
        // rooks going back and forth: 20,000 plies in one line, each legal where it is played
        String[] cycle = {"a0a1", "a9a8", "a1a0", "a8a9"};
        int[] m = moves(cycle);
        int n = 20_001;
        StringBuilder nodes = new StringBuilder(node(0, -1, "", 0, n));
        for (int id = 1; id < n; id++) {
            nodes.append(",\n").append(node(id, id - 1, cycle[(id - 1) % 4], m[(id - 1) % 4], n - id));
        }
        String text = tree(List.of(nodes.toString()));
        Throwable[] thrown = new Throwable[1];
        SavedTree[] read = new SavedTree[1];
        Thread reader = new Thread(null, () -> {
            try {
                read[0] = TreeJson.read(new StringReader(text));
            } catch (Throwable t) {
                thrown[0] = t;
            }
        }, "small-stack-reader", 256 * 1024);
        reader.start();
        try {
            reader.join(60_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        assertEquals(null, thrown[0]);
        assertEquals(n, read[0].nodeCount());

        // and a bad move 19,000 plies down is named with the end of its path
        String before = "\"id\":19000,\"parent\":18999,\"name\":\"" + cycle[18999 % 4] + "\",\"move\":" + m[18999 % 4];
        assertTrue(text.contains(before));
        String bad = text.replace("\"id\":19000,\"parent\":18999,\"name\":\"" + cycle[18999 % 4] + "\",\"move\":" + m[18999 % 4],
                "\"id\":19000,\"parent\":18999,\"name\":\"e0e2\",\"move\":" + m[0]);
        TreeFileException e = assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(bad)));
        assertTrue(e.getMessage().startsWith("node 19000 (path 0 > … > 18990 > "), e.getMessage());
    }
}
