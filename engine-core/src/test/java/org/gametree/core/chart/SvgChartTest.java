package org.gametree.core.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** The SVG chart: round ticks that cover the data, and a well-formed document with every point. */
class SvgChartTest {

    @Test
    void ticksAreRoundStepsCoveringTheRange() {
        double[] t = SvgChart.ticks(-37, 212);
        assertTrue(t[0] <= -37 && t[t.length - 1] >= 212, () -> java.util.Arrays.toString(t));
        double step = t[1] - t[0];
        assertEquals(50, step, 1e-9);
        for (int i = 1; i < t.length; i++) {
            assertEquals(step, t[i] - t[i - 1], 1e-9);
        }
        double[] small = SvgChart.ticks(1, 2);
        assertEquals(0.2, small[1] - small[0], 1e-9);
    }

    @Test
    void theDocumentIsWellFormedAndHasEveryPointEscapedText() throws Exception {
        SvgChart chart = new SvgChart("Depth <d+1> & d", "depth", "Elo")
                .add(new SvgChart.Series("gain", "#c0392b", List.of(
                        new SvgChart.Point(2, 250, 60), new SvgChart.Point(3, 180, 55), new SvgChart.Point(4, 90, 0))))
                .reference(0, "equal");
        String svg = chart.render();
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getTagName());
        assertEquals(3, doc.getElementsByTagName("circle").getLength());
        assertTrue(svg.contains("Depth &lt;d+1&gt; &amp; d"), svg);
        assertTrue(svg.contains("gain: 3, 180 ± 55"), "each point's tooltip: " + svg);
        assertTrue(svg.contains("stroke-dasharray"), "the reference line");
    }
}
