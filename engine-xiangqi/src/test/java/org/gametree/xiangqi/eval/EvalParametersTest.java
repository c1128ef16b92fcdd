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
            assertEquals(parameter.defaultValue(), EvalParameters.defaults().get(parameter.name()));
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

    private static void assertMessage(String expected, String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EvalParameters.parse(text));
        assertEquals(expected, e.getMessage());
    }
}
