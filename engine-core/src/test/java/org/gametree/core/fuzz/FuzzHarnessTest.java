package org.gametree.core.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The fuzzer itself: it tells documented errors from others, shrinks, and catches hangs. */
class FuzzHarnessTest {

    private static final List<String> VALID = List.of("12,34", "5,6", "700,8");

    private static void parsePair(String text) {
        String[] parts = text.split(",");
        if (parts.length != 2) {
            throw new IllegalArgumentException("expected x,y");
        }
        Integer.parseInt(parts[0]); // a NumberFormatException is not the documented error here
        Integer.parseInt(parts[1]);
    }

    @Test
    void anUndocumentedExceptionIsAFailureShrunkToASmallInput() {
        Fuzz fuzz = Fuzz.of("pairs", r -> Inputs.mutated(r, VALID, List.of()), FuzzHarnessTest::parsePair,
                IllegalArgumentException.class).tries(200);
        // NumberFormatException is an IllegalArgumentException: allowed as documented
        assertEquals(List.of(), Fuzz.failuresOf(fuzz));

        Fuzz strict = Fuzz.of("pairs", r -> Inputs.mutated(r, VALID, List.of()), text -> {
            try {
                parsePair(text);
            } catch (NumberFormatException e) {
                throw new IllegalStateException("not a number", e);
            }
        }, IllegalArgumentException.class).tries(200);
        List<String> failures = Fuzz.failuresOf(strict);
        assertTrue(failures.size() >= 2, failures.toString());
        assertTrue(failures.get(1).contains("java.lang.IllegalStateException"), failures.get(1));
        // shrunk: one comma and at most one character around it
        assertTrue(failures.get(1).matches("(?s).*shrunk input \\([0-2] chars.*"), failures.get(1));
    }

    @Test
    void aHangAndAStackOverflowAreFailures() {
        Fuzz hang = Fuzz.of("hang", r -> "x", text -> Thread.sleep(60_000)).tries(1).timeoutMillis(200);
        assertTrue(Fuzz.failuresOf(hang).get(1).contains("no answer in time"));

        Fuzz deep = Fuzz.of("deep", r -> "(".repeat(100_000), FuzzHarnessTest::nest, IllegalArgumentException.class).tries(1);
        assertTrue(Fuzz.failuresOf(deep).get(1).contains("StackOverflowError"));
    }

    private static void nest(String text) {
        nest(text, 0);
    }

    private static int nest(String text, int at) {
        return at == text.length() ? 0 : 1 + nest(text, at + 1);
    }
}
