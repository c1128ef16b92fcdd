package org.gametree.core.io;

/**
 * Writes one JSON object (with nested arrays and objects) for the command-line tools'
 * {@code --json} output. Fields appear in the order they are added; strings are escaped per
 * RFC 8259. Small on purpose: the tools write JSON, they never need to read it.
 */
public final class JsonWriter {

    private final StringBuilder out = new StringBuilder(128);
    /** Whether the innermost open container already has an element (so the next needs a comma). */
    private long hasElement;
    private int depth;

    public JsonWriter beginObject() {
        separate();
        out.append('{');
        open();
        return this;
    }

    /** An object as the value of field {@code name}. */
    public JsonWriter beginObject(String name) {
        name(name);
        out.append('{');
        open();
        return this;
    }

    public JsonWriter endObject() {
        close();
        out.append('}');
        return this;
    }

    /** An array as a value: at the top level, or as an element of an array. */
    public JsonWriter beginArray() {
        separate();
        out.append('[');
        open();
        return this;
    }

    public JsonWriter beginArray(String name) {
        name(name);
        out.append('[');
        open();
        return this;
    }

    public JsonWriter endArray() {
        close();
        out.append(']');
        return this;
    }

    public JsonWriter field(String name, String value) {
        name(name);
        string(value);
        return this;
    }

    public JsonWriter field(String name, long value) {
        name(name);
        out.append(value);
        return this;
    }

    public JsonWriter field(String name, double value) {
        name(name);
        out.append(Double.isFinite(value) ? Double.toString(value) : "null");
        return this;
    }

    public JsonWriter field(String name, boolean value) {
        name(name);
        out.append(value);
        return this;
    }

    /** A string element of the current array. */
    public JsonWriter value(String value) {
        separate();
        string(value);
        return this;
    }

    /** A number element of the current array. */
    public JsonWriter value(long value) {
        separate();
        out.append(value);
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private void name(String name) {
        separate();
        string(name);
        out.append(':');
    }

    private void separate() {
        if (depth > 0) {
            long bit = 1L << (depth - 1);
            if ((hasElement & bit) != 0) {
                out.append(',');
            }
            hasElement |= bit;
        }
    }

    private void open() {
        depth++;
        hasElement &= ~(1L << (depth - 1));
    }

    private void close() {
        depth--;
    }

    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }
}
