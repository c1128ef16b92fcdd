package org.gametree.app.analysis.tree;

import java.io.IOException;
import java.io.Reader;

/**
 * A small pull reader for JSON (RFC 8259): the caller asks for the value it expects next, so a
 * saved tree of a million nodes is read straight into arrays, without an object per value.
 * Every mismatch throws {@link TreeFileException} naming the line and column.
 */
final class JsonPullReader {

    /** What comes next. */
    enum Token { BEGIN_OBJECT, END_OBJECT, BEGIN_ARRAY, END_ARRAY, NAME, STRING, NUMBER, BOOLEAN, NULL, END }

    private final Reader in;
    private final char[] buffer = new char[8192];
    private int length;
    private int pos;
    private int line = 1;
    private int column = 1;
    /** Whether the next value in the current container must be preceded by a comma. */
    private boolean[] needsComma = new boolean[32];
    /** Whether each open container is an object (names expected) rather than an array. */
    private boolean[] inObject = new boolean[32];
    private int depth;
    /** In an object: a name has been read and its value is due. */
    private boolean valueDue;

    JsonPullReader(Reader in) {
        this.in = in;
    }

    Token peek() throws IOException {
        int c = skipSpace();
        if (c < 0) {
            return Token.END;
        }
        if (depth > 0 && (c == '}' || c == ']')) {
            if (valueDue) {
                throw error("expected a value but found '" + (char) c + "'");
            }
            return c == '}' ? Token.END_OBJECT : Token.END_ARRAY;
        }
        if (depth > 0 && needsComma[depth - 1] && !valueDue) {
            if (c != ',') {
                throw error("expected ',' but found '" + (char) c + "'");
            }
            advance();
            needsComma[depth - 1] = false; // consumed: peeking again must not ask for another
            c = skipSpace();
        }
        if (depth > 0 && inObject[depth - 1] && !valueDue) {
            if (c != '"') {
                throw error("expected a field name");
            }
            return Token.NAME;
        }
        switch (c) {
            case '{': return Token.BEGIN_OBJECT;
            case '[': return Token.BEGIN_ARRAY;
            case '"': return Token.STRING;
            case 't': case 'f': return Token.BOOLEAN;
            case 'n': return Token.NULL;
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return Token.NUMBER;
                }
                throw error("unexpected '" + (char) c + "'");
        }
    }

    void beginObject() throws IOException {
        open(Token.BEGIN_OBJECT, true);
    }

    void endObject() throws IOException {
        close(Token.END_OBJECT);
    }

    void beginArray() throws IOException {
        open(Token.BEGIN_ARRAY, false);
    }

    void endArray() throws IOException {
        close(Token.END_ARRAY);
    }

    boolean hasNext() throws IOException {
        Token token = peek();
        return token != Token.END_OBJECT && token != Token.END_ARRAY && token != Token.END;
    }

    String nextName() throws IOException {
        expect(Token.NAME);
        String name = readString();
        if (skipSpace() != ':') {
            throw error("expected ':' after \"" + name + "\"");
        }
        advance();
        valueDue = true;
        return name;
    }

    String nextString() throws IOException {
        expect(Token.STRING);
        String value = readString();
        valueDone();
        return value;
    }

    long nextLong() throws IOException {
        expect(Token.NUMBER);
        StringBuilder digits = new StringBuilder();
        int c = current();
        while (c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' || (c >= '0' && c <= '9')) {
            digits.append((char) c);
            advance();
            c = current();
        }
        valueDone();
        try {
            return Long.parseLong(digits.toString());
        } catch (NumberFormatException e) {
            throw error("expected a whole number but found " + digits);
        }
    }

    int nextInt() throws IOException {
        long value = nextLong();
        if (value != (int) value) {
            throw error("number out of range: " + value);
        }
        return (int) value;
    }

    boolean nextBoolean() throws IOException {
        expect(Token.BOOLEAN);
        boolean value = current() == 't';
        literal(value ? "true" : "false");
        valueDone();
        return value;
    }

    void nextNull() throws IOException {
        expect(Token.NULL);
        literal("null");
        valueDone();
    }

    /** Skips one value of any kind (objects and arrays whole). */
    void skipValue() throws IOException {
        // A loop with a count of open containers, not recursion: a file nested 10,000 deep must
        // end in a clean error or a result, never a StackOverflowError.
        int open = 0;
        do {
            switch (peek()) {
                case BEGIN_OBJECT: beginObject(); open++; break;
                case BEGIN_ARRAY: beginArray(); open++; break;
                case END_OBJECT: endObject(); open--; break;
                case END_ARRAY: endArray(); open--; break;
                case NAME: nextName(); break;
                case STRING: nextString(); break;
                case NUMBER: nextLong(); break;
                case BOOLEAN: nextBoolean(); break;
                case NULL: nextNull(); break;
                default: throw error("expected a value");
            }
        } while (open > 0);
    }

    /** An error at the current place in the text. */
    TreeFileException error(String message) {
        return new TreeFileException("line " + line + ", column " + column + ": " + message);
    }

    // ---------------------------------------------------------------- internals

    private void open(Token token, boolean object) throws IOException {
        expect(token);
        advance();
        if (depth == inObject.length) {
            inObject = java.util.Arrays.copyOf(inObject, depth * 2);
            needsComma = java.util.Arrays.copyOf(needsComma, depth * 2);
        }
        inObject[depth] = object;
        needsComma[depth] = false;
        depth++;
        valueDue = false;
    }

    private void close(Token token) throws IOException {
        expect(token);
        advance();
        depth--;
        valueDone();
    }

    private void valueDone() {
        valueDue = false;
        if (depth > 0) {
            needsComma[depth - 1] = true;
        }
    }

    private void expect(Token token) throws IOException {
        Token found = peek();
        if (found != token) {
            throw error("expected " + describe(token) + " but found " + describe(found));
        }
    }

    private static String describe(Token token) {
        switch (token) {
            case BEGIN_OBJECT: return "'{'";
            case END_OBJECT: return "'}'";
            case BEGIN_ARRAY: return "'['";
            case END_ARRAY: return "']'";
            case NAME: return "a field name";
            case STRING: return "a string";
            case NUMBER: return "a number";
            case BOOLEAN: return "true or false";
            case NULL: return "null";
            default: return "the end of the text";
        }
    }

    private void literal(String word) throws IOException {
        for (int i = 0; i < word.length(); i++) {
            if (current() != word.charAt(i)) {
                throw error("expected " + word);
            }
            advance();
        }
    }

    private String readString() throws IOException {
        advance(); // the opening quote
        StringBuilder out = new StringBuilder();
        while (true) {
            int c = current();
            if (c < 0) {
                throw error("unterminated string");
            }
            advance();
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append((char) c);
                continue;
            }
            int e = current();
            advance();
            switch (e) {
                case '"': out.append('"'); break;
                case '\\': out.append('\\'); break;
                case '/': out.append('/'); break;
                case 'b': out.append('\b'); break;
                case 'f': out.append('\f'); break;
                case 'n': out.append('\n'); break;
                case 'r': out.append('\r'); break;
                case 't': out.append('\t'); break;
                case 'u': {
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int h = Character.digit(current(), 16);
                        if (h < 0) {
                            throw error("bad \\u escape");
                        }
                        code = code * 16 + h;
                        advance();
                    }
                    out.append((char) code);
                    break;
                }
                default: throw error("bad escape in string");
            }
        }
    }

    private int skipSpace() throws IOException {
        int c = current();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
            advance();
            c = current();
        }
        return c;
    }

    /** The current character, -1 at the end. */
    private int current() throws IOException {
        if (pos == length) {
            length = in.read(buffer, 0, buffer.length);
            pos = 0;
            if (length <= 0) {
                length = 0;
                return -1;
            }
        }
        return buffer[pos];
    }

    private void advance() throws IOException {
        if (current() == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        pos++;
    }
}
