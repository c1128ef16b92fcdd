package org.gametree.core.fuzz;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Generators of fuzz inputs: valid inputs with a few edits, random text and random bytes.
 * Everything is drawn from the {@link SplittableRandom} given, so a case is reproduced from its
 * seed alone.
 */
public final class Inputs {

    /** Characters and chunks that readers tend to treat specially. */
    private static final List<String> INTERESTING = List.of(
            "0", "1", "9", "10", "-1", "-0", "+1", "00", "007", "2147483647", "2147483648", "-2147483649",
            "9223372036854775807", "9223372036854775808", "99999999999999999999", "1e9", "0x10", "1.5", "NaN",
            " ", "  ", "\t", "\n", "\r", "\r\n", "\n\n", ",", ",,", ";", ":", ".", "/", "\\", "-", "+", "=", "*",
            "[", "]", "{", "}", "(", ")", "\"", "'", "#", "%", "x", "o", "X", "O", "a", "z",
            "车", "马", "炮", "兵", "卒", "将", "帅", "仕", "相", "前", "后", "中", "进", "退", "平",
            "一", "二", "五", "九", "十", "１", "２", "９", "Ｃ", "　", "红", "黑",
            "\u0000", "\u0001", "\u007f", "\u0085", "\u00a0", "\u2028", "\ufeff", "\ufffd", "\ud800", "\udc00",
            "\ud83d\ude00", "é", "ß", "İ", "ı");

    private Inputs() {
    }

    /**
     * One of {@code valid}, edited 1 to 8 times: a range deleted, duplicated or moved, two
     * characters swapped, a character replaced, a chunk inserted (an interesting one, one of
     * {@code dictionary}, or a long run of one character), a line deleted, duplicated or swapped.
     */
    public static String mutated(SplittableRandom random, List<String> valid, List<String> dictionary) {
        StringBuilder text = new StringBuilder(valid.get(random.nextInt(valid.size())));
        int edits = 1 + random.nextInt(random.nextInt(4) == 0 ? 8 : 3);
        for (int e = 0; e < edits; e++) {
            edit(random, text, dictionary);
        }
        return text.toString();
    }

    private static void edit(SplittableRandom random, StringBuilder text, List<String> dictionary) {
        int n = text.length();
        int at = n == 0 ? 0 : random.nextInt(n + 1);
        switch (random.nextInt(11)) {
            case 0: { // delete a range
                if (n > 0) {
                    int from = random.nextInt(n);
                    text.delete(from, Math.min(n, from + 1 + random.nextInt(random.nextBoolean() ? 3 : Math.max(1, n / 4))));
                }
                break;
            }
            case 1: { // duplicate a range
                if (n > 0) {
                    int from = random.nextInt(n);
                    int to = Math.min(n, from + 1 + random.nextInt(Math.max(1, n / 3)));
                    text.insert(to, text.substring(from, to).repeat(1 + (random.nextInt(8) == 0 ? random.nextInt(50) : 0)));
                }
                break;
            }
            case 2: { // swap two characters
                if (n > 1) {
                    int i = random.nextInt(n);
                    int j = random.nextInt(n);
                    char c = text.charAt(i);
                    text.setCharAt(i, text.charAt(j));
                    text.setCharAt(j, c);
                }
                break;
            }
            case 3: // replace one character
            case 4: {
                if (n > 0) {
                    int i = random.nextInt(n);
                    text.replace(i, i + 1, chunk(random, dictionary));
                }
                break;
            }
            case 5: // insert a chunk
            case 6:
                text.insert(at, chunk(random, dictionary));
                break;
            case 7: { // a long run of one character or chunk
                String unit = random.nextBoolean() ? String.valueOf(n > 0 ? text.charAt(random.nextInt(n)) : 'a')
                        : chunk(random, dictionary);
                int count = random.nextInt(4) == 0 ? 2_000 + random.nextInt(20_000) : 10 + random.nextInt(300);
                text.insert(at, unit.repeat(Math.max(1, count / Math.max(1, unit.length()))));
                break;
            }
            case 8: // line edits: delete, duplicate, swap
            case 9:
                editLines(random, text);
                break;
            default: { // replace a digit run with another number
                int i = indexOfDigit(text, at);
                if (i >= 0) {
                    int j = i;
                    while (j < text.length() && Character.isDigit(text.charAt(j))) {
                        j++;
                    }
                    text.replace(i, j, INTERESTING.get(random.nextInt(13)));
                } else {
                    text.insert(at, chunk(random, dictionary));
                }
            }
        }
    }

    private static int indexOfDigit(CharSequence text, int from) {
        for (int k = 0; k < text.length(); k++) {
            int i = (from + k) % text.length();
            if (Character.isDigit(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private static void editLines(SplittableRandom random, StringBuilder text) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.toString().split("\n", -1)));
        if (lines.size() < 2) {
            return;
        }
        int i = random.nextInt(lines.size());
        int j = random.nextInt(lines.size());
        switch (random.nextInt(3)) {
            case 0: lines.remove(i); break;
            case 1: lines.add(j, lines.get(i)); break;
            default: {
                String line = lines.get(i);
                lines.set(i, lines.get(j));
                lines.set(j, line);
            }
        }
        text.setLength(0);
        text.append(String.join("\n", lines));
    }

    private static String chunk(SplittableRandom random, List<String> dictionary) {
        int pick = random.nextInt(10);
        if (pick < 4 && !dictionary.isEmpty()) {
            return dictionary.get(random.nextInt(dictionary.size()));
        }
        if (pick < 9) {
            return INTERESTING.get(random.nextInt(INTERESTING.size()));
        }
        return String.valueOf(randomChar(random));
    }

    /** Random text up to {@code maxLength} characters, mostly printable ASCII, some CJK, controls and any UTF-16 unit. */
    public static String text(SplittableRandom random, int maxLength) {
        int length = random.nextInt(maxLength + 1);
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(randomChar(random));
        }
        return text.toString();
    }

    private static char randomChar(SplittableRandom random) {
        int kind = random.nextInt(20);
        if (kind < 12) {
            return (char) (32 + random.nextInt(95));
        }
        if (kind < 14) {
            return "\n\r\t ,;:-+./[]{}\"".charAt(random.nextInt(16));
        }
        if (kind < 16) {
            return (char) (0x4e00 + random.nextInt(0x9fff - 0x4e00));
        }
        if (kind < 17) {
            return (char) random.nextInt(32);
        }
        return (char) random.nextInt(0x10000);
    }

    /** Random bytes up to {@code maxLength}, decoded as a reader of files would (UTF-8, Latin-1 or GB18030). */
    public static String bytes(SplittableRandom random, int maxLength) {
        byte[] bytes = new byte[random.nextInt(maxLength + 1)];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) random.nextInt(256);
        }
        Charset charset = switch (random.nextInt(3)) {
            case 0 -> StandardCharsets.UTF_8;
            case 1 -> StandardCharsets.ISO_8859_1;
            default -> Charset.forName("GB18030");
        };
        return new String(bytes, charset);
    }

    /** The usual mix: 70% mutated valid input, 20% random text, 10% random bytes. */
    public static String mixed(SplittableRandom random, List<String> valid, List<String> dictionary, int maxRandomLength) {
        int pick = random.nextInt(10);
        if (pick < 7) {
            return mutated(random, valid, dictionary);
        }
        return pick < 9 ? text(random, maxRandomLength) : bytes(random, maxRandomLength);
    }
}
