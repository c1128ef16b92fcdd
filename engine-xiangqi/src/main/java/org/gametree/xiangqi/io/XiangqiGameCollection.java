package org.gametree.xiangqi.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.core.io.GameFileException;
import org.gametree.core.io.TextFiles;

/**
 * Files of many Xiangqi games: a match's PGN, a collection exported from another program, or a
 * single game or a bare move list (one game). A new game starts at a tag line that follows move
 * text; each game is read by {@link XiangqiGameFile#read} and checked against the rules. A
 * problem names the game and the line of the whole file.
 */
public final class XiangqiGameCollection {

    private XiangqiGameCollection() {
    }

    /** Reads a collection in whatever encoding it came (UTF-8, UTF-16, GBK/GB18030). */
    public static List<XiangqiGameRecord> load(Path file) throws IOException, GameFileException {
        return read(TextFiles.readString(file));
    }

    /**
     * The games of a text, in order.
     *
     * @throws GameFileException for the first game that cannot be read: its line in the whole
     *                           text, and "game N: " before what is wrong
     */
    public static List<XiangqiGameRecord> read(String text) throws GameFileException {
        String[] lines = text.replace("\uFEFF", "").replace("\r", "").split("\n", -1);
        List<XiangqiGameRecord> games = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int firstLine = 1;
        boolean moveText = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            boolean tag = line.startsWith("[");
            if (tag && moveText) {
                games.add(readOne(current.toString(), firstLine, games.size() + 1));
                current.setLength(0);
                firstLine = i + 1;
                moveText = false;
            }
            if (!tag && !line.isEmpty()) {
                moveText = true;
            }
            current.append(lines[i]).append('\n');
        }
        if (!current.toString().isBlank()) {
            games.add(readOne(current.toString(), firstLine, games.size() + 1));
        }
        return games;
    }

    private static XiangqiGameRecord readOne(String text, int firstLine, int number) throws GameFileException {
        try {
            return XiangqiGameFile.read(text);
        } catch (GameFileException e) {
            int line = e.line() > 0 ? firstLine - 1 + e.line() : firstLine;
            throw new GameFileException(line, e.moveNumber(), e.token(), "game " + number + ": " + e.detail(), e);
        }
    }
}
