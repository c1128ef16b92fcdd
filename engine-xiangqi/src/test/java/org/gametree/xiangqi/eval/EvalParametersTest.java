package org.gametree.xiangqi.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** The parameter table: well-formed definitions, range checks, and the text form the tuning lab will use. */
class EvalParametersTest {

    @Test
    void definitionsAreUniqueIndexedInOrderAndHoldTheirDefaults() {
        Set<String> names = new HashSet<>();
        int index = 0;
        for (EvalParameters.Parameter parameter : EvalParameters.definitions()) {
            assertEquals(index++, parameter.index());
            assertTrue(names.add(parameter.name()), "unique: " + parameter.name());
            assertTrue(parameter.name().matches("[a-z][a-zA-Z]*(\\.[a-zA-Z]+)*"), parameter.name());
            assertTrue(parameter.min() <= parameter.defaultValue() && parameter.defaultValue() <= parameter.max(),
                    parameter.name());
            assertTrue(!parameter.description().isBlank(), parameter.name());
            assertEquals(parameter, EvalParameters.parameter(parameter.name()));
            assertEquals(parameter.defaultValue(), EvalParameters.handSet().get(parameter.name()));
        }
        assertEquals(EvalParameters.size(), index);
        assertEquals("tempo", EvalParameters.definitions().get(EvalParameters.TEMPO).name());
    }

    @Test
    void everyGroupHasAParameter() {
        Set<EvalParameters.Group> groups = new HashSet<>();
        for (EvalParameters.Parameter parameter : EvalParameters.definitions()) {
            groups.add(parameter.group());
        }
        assertEquals(Set.of(EvalParameters.Group.values()), groups);
    }

    @Test
    void vectorsAreCheckedAndCopied() {
        int[] vector = EvalParameters.defaults().toArray();
        EvalParameters parameters = EvalParameters.of(vector);
        vector[EvalParameters.TEMPO] = 40;
        assertEquals(EvalParameters.defaults().get(EvalParameters.TEMPO), parameters.get(EvalParameters.TEMPO),
                "the vector was copied");
        assertEquals(EvalParameters.defaults(), parameters);
        IllegalArgumentException length = assertThrows(IllegalArgumentException.class,
                () -> EvalParameters.of(new int[3]));
        assertTrue(length.getMessage().contains("got 3"), length.getMessage());
        vector[EvalParameters.TEMPO] = 51;
        IllegalArgumentException range = assertThrows(IllegalArgumentException.class, () -> EvalParameters.of(vector));
        assertTrue(range.getMessage().contains("tempo = 51"), range.getMessage());
        assertThrows(IllegalArgumentException.class, () -> EvalParameters.defaults().with("tempo", -1));
        assertThrows(IllegalArgumentException.class, () -> EvalParameters.defaults().with("no.such", 1));
        assertEquals(9, EvalParameters.defaults().with("tempo", 9).get("tempo"));
    }

    @Test
    void theTextFormRoundTrips() {
        EvalParameters changed = EvalParameters.defaults().with("mobility.rook", 7).with("cannon.emptyHead", 55);
        EvalParameters read = EvalParameters.parse(changed.format());
        assertEquals(changed, read);
        assertArrayEquals(changed.toArray(), read.toArray());
        assertNotEquals(EvalParameters.defaults(), read);
        EvalParameters partial = EvalParameters.parse("# only one\n\n  tempo =  12 \n");
        assertEquals(12, partial.get("tempo"));
        assertEquals(EvalParameters.defaults().get("mobility.rook"), partial.get("mobility.rook"));
    }

    @Test
    void badTextNamesItsLine() {
        assertMessage("line 2: expected 'name = value', got 'tempo 5'", "tempo = 5\ntempo 5");
        assertMessage("line 1: unknown evaluation parameter 'tempi'", "tempi = 5");
        assertMessage("line 3: tempo is given twice", "tempo = 5\n\ntempo = 6");
        assertMessage("line 1: tempo: 'five' is not a whole number", "tempo = five");
        assertMessage("line 1: tempo = 99 is outside its range 0..50", "tempo = 99");
    }

    @Test
    void theShippedFileIsTheDefaultsInTheirCanonicalForm() throws Exception {
        String shipped;
        try (java.io.InputStream in = EvalParameters.class.getResourceAsStream(EvalParameters.SHIPPED)) {
            shipped = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        // every parameter is named in it (a new one must be added there), in the order format() writes
        assertEquals(shipped, EvalParameters.defaults().format());
        assertTrue(shipped.startsWith("# gametree parameters v1\n# evaluation rich\n"), shipped);
    }

    @Test
    void filesOfANewerFormatOrAnotherEvaluationAreRefused() {
        assertMessage("line 1: a parameter file of format v2, newer than this program's v1",
                "# gametree parameters v2\ntempo = 5");
        assertMessage("line 2: parameters of the evaluation 'pattern', not 'rich'",
                "# gametree parameters v1\n# evaluation pattern\ntempo = 5");
        assertEquals(5, EvalParameters.parse("# gametree parameters v1\n# evaluation rich\ntempo = 5").get("tempo"));
    }

    @Test
    void aSavedFileLoadsBackAndABadOneNamesTheFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder)
            throws Exception {
        EvalParameters changed = EvalParameters.defaults().with("tempo", 17);
        java.nio.file.Path file = folder.resolve("tuned.params");
        changed.save(file);
        assertEquals(changed, EvalParameters.read(file));
        java.nio.file.Files.writeString(file, "tempo = 17\nrook = 3\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EvalParameters.read(file));
        assertEquals(file + ": line 2: unknown evaluation parameter 'rook'", e.getMessage());
    }

    @Test
    void theTunersSpaceHasEveryParameterWithItsRangeAndGroup() {
        org.gametree.core.tune.ParameterSpace space = EvalParameters.space();
        assertEquals(EvalParameters.size(), space.size());
        for (EvalParameters.Parameter p : EvalParameters.definitions()) {
            org.gametree.core.tune.ParameterSpace.Parameter q = space.get(p.index());
            assertEquals(p.name(), q.name());
            assertEquals(p.min(), q.min());
            assertEquals(p.max(), q.max());
            assertEquals(p.group().name().toLowerCase(java.util.Locale.ROOT), q.group());
        }
        space.check(EvalParameters.defaults().toArray());
    }

    private static void assertMessage(String expected, String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EvalParameters.parse(text));
        assertEquals(expected, e.getMessage());
    }
}
