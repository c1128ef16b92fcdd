package org.gametree.app;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The workbench's version: the jar manifest's {@code Implementation-Version} when it has one,
 * else {@code version.properties}, which Maven fills with the project's version when it copies
 * the resources (so it is right when run from the classes too, in tests and {@code javafx:run}).
 */
final class AppVersion {

    private AppVersion() {
    }

    static String get() {
        String manifest = AppVersion.class.getPackage().getImplementationVersion();
        if (manifest != null && !manifest.isBlank()) {
            return manifest;
        }
        Properties properties = new Properties();
        try (InputStream in = AppVersion.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return "?";
        }
        String value = properties.getProperty("version", "?");
        return value.contains("${") ? "?" : value;
    }
}
