package org.gametree.core.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A line chart as a stand-alone SVG document: series of points with optional error bars,
 * linear axes with round ticks, a title, axis labels, a legend and an optional horizontal
 * reference line (such as "equal strength"). Made for the experiment reports under
 * {@code docs/experiments/}, which the command-line runners write without any UI library.
 */
public final class SvgChart {

    /** One point; {@code error} is the half-width of its error bar (0 or NaN: none). */
    public record Point(double x, double y, double error) {
    }

    /** A named series drawn in one colour. */
    public record Series(String name, String colour, List<Point> points) {
        public Series {
            points = List.copyOf(points);
        }
    }

    private static final int WIDTH = 720;
    private static final int HEIGHT = 440;
    private static final int LEFT = 70;
    private static final int RIGHT = 24;
    private static final int TOP = 64;
    private static final int BOTTOM = 60;

    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final List<Series> series = new ArrayList<>();
    private double reference = Double.NaN;
    private String referenceLabel = "";

    public SvgChart(String title, String xLabel, String yLabel) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
    }

    /** Adds a series (drawn in the order added). */
    public SvgChart add(Series s) {
        series.add(s);
        return this;
    }

    /** A dashed horizontal line at {@code y}, labelled. */
    public SvgChart reference(double y, String label) {
        this.reference = y;
        this.referenceLabel = label;
        return this;
    }

    /** The document. */
    public String render() {
        double[] xr = range(true);
        double[] yr = range(false);
        double[] xt = ticks(xr[0], xr[1]);
        double[] yt = ticks(yr[0], yr[1]);
        // half a tick step of room left and right, so no point or error bar sits on the frame
        double room = xt.length > 1 ? (xt[1] - xt[0]) / 2 : 0.5;
        xr = new double[] {Math.min(xr[0], xt[0]) - room, Math.max(xr[1], xt[xt.length - 1]) + room};
        yr = new double[] {Math.min(yr[0], yt[0]), Math.max(yr[1], yt[yt.length - 1])};
        Scale sx = new Scale(xr[0], xr[1], LEFT, WIDTH - RIGHT);
        Scale sy = new Scale(yr[0], yr[1], HEIGHT - BOTTOM, TOP);
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                        + "font-family=\"sans-serif\" font-size=\"13\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, HEIGHT));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"24\" text-anchor=\"middle\" font-size=\"16\" "
                + "font-weight=\"bold\">%s</text>%n", WIDTH / 2, escape(title)));
        for (double t : yt) {
            double y = sy.at(t);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#e4e4e4\"/>%n",
                    LEFT, y, WIDTH - RIGHT, y));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n",
                    LEFT - 6, y + 4, number(t)));
        }
        for (double t : xt) {
            double x = sx.at(t);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#e4e4e4\"/>%n",
                    x, TOP, x, HEIGHT - BOTTOM));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    x, HEIGHT - BOTTOM + 18, number(t)));
        }
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#555\"/>%n",
                LEFT, TOP, WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                (LEFT + WIDTH - RIGHT) / 2, HEIGHT - 16, escape(xLabel)));
        svg.append(String.format(Locale.ROOT, "<text transform=\"translate(18 %d) rotate(-90)\" text-anchor=\"middle\">%s</text>%n",
                (TOP + HEIGHT - BOTTOM) / 2, escape(yLabel)));
        if (!Double.isNaN(reference) && reference >= yr[0] && reference <= yr[1]) {
            double y = sy.at(reference);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#888\" "
                    + "stroke-dasharray=\"6 4\"/>%n", LEFT, y, WIDTH - RIGHT, y));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" fill=\"#666\">%s</text>%n",
                    WIDTH - RIGHT - 6, y - 5, escape(referenceLabel)));
        }
        int legendX = LEFT;
        for (Series s : series) {
            StringBuilder path = new StringBuilder();
            for (Point p : s.points()) {
                path.append(path.length() == 0 ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", sx.at(p.x()), sy.at(p.y())));
                if (p.error() > 0) {
                    double x = sx.at(p.x());
                    svg.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1f L%.1f %.1f M%.1f %.1f L%.1f %.1f M%.1f %.1f L%.1f %.1f\" "
                                    + "stroke=\"%s\" stroke-opacity=\"0.6\"/>%n",
                            x, sy.at(p.y() - p.error()), x, sy.at(p.y() + p.error()),
                            x - 5, sy.at(p.y() - p.error()), x + 5, sy.at(p.y() - p.error()),
                            x - 5, sy.at(p.y() + p.error()), x + 5, sy.at(p.y() + p.error()), s.colour()));
                }
            }
            svg.append(String.format(Locale.ROOT, "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>%n", path, s.colour()));
            for (Point p : s.points()) {
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s: %s, %s%s</title></circle>%n",
                        sx.at(p.x()), sy.at(p.y()), s.colour(), escape(s.name()), number(p.x()), number(p.y()),
                        p.error() > 0 ? " ± " + number(p.error()) : ""));
            }
            // the legend: one row under the title, series side by side
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"/>%n",
                    legendX, TOP - 16, legendX + 24, TOP - 16, s.colour()));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", legendX + 30, TOP - 12, escape(s.name())));
            legendX += 50 + 7 * s.name().length();
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    /** The data's range on one axis, error bars and the reference line included; never empty. */
    private double[] range(boolean xAxis) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            for (Point p : s.points()) {
                double e = xAxis || !(p.error() > 0) ? 0 : p.error();
                double v = xAxis ? p.x() : p.y();
                if (Double.isFinite(v)) {
                    lo = Math.min(lo, v - e);
                    hi = Math.max(hi, v + e);
                }
            }
        }
        if (!xAxis && !Double.isNaN(reference)) {
            lo = Math.min(lo, reference);
            hi = Math.max(hi, reference);
        }
        if (lo > hi) {
            return new double[] {0, 1};
        }
        if (lo == hi) {
            return new double[] {lo - 1, hi + 1};
        }
        return new double[] {lo, hi};
    }

    /** Round tick values covering [lo, hi]: steps of 1, 2 or 5 times a power of ten, about six of them. */
    static double[] ticks(double lo, double hi) {
        double raw = (hi - lo) / 6;
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = raw / power < 1.5 ? power : raw / power < 3.5 ? 2 * power : raw / power < 7.5 ? 5 * power : 10 * power;
        double first = Math.floor(lo / step) * step;
        double last = Math.ceil(hi / step) * step;
        int n = (int) Math.round((last - first) / step) + 1;
        double[] ticks = new double[n];
        for (int i = 0; i < n; i++) {
            ticks[i] = first + i * step;
        }
        return ticks;
    }

    private static String number(double v) {
        if (Math.abs(v - Math.rint(v)) < 1e-9) {
            return String.format(Locale.ROOT, "%d", (long) Math.rint(v));
        }
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** Data to pixels on one axis. */
    private record Scale(double lo, double hi, double from, double to) {
        double at(double v) {
            return from + (v - lo) / (hi - lo) * (to - from);
        }
    }
}
