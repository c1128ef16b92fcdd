package org.gametree.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The workbench's version, as Maven built it: {@code version.properties} next to this class is
 * filtered with the project's version, so it is right in the jar, in the app image and in tests.
 */
public final class AppVersion {

    private static final String RESOURCE = "version.properties";

    private AppVersion() {
    }

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String current() {
        try (InputStream in = AppVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the class path");
            }
            Properties properties = new Properties();
            properties.load(in);
            String version = properties.getProperty("version", "");
            if (version.isBlank() || version.contains("${")) {
                throw new IllegalStateException(RESOURCE + " was not filtered by the build: " + version);
            }
            return version;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
