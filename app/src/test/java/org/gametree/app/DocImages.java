package org.gametree.app;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

/**
 * Where the view tests put their pictures. A normal test run writes them under
 * {@code target/docs-images/} so the work tree stays as it was; {@code mvn -B verify -Pdocs-images}
 * points the system property {@code docs.images.dir} at {@code docs/images/} to refresh the
 * README's pictures on purpose.
 */
public final class DocImages {

    private DocImages() {
    }

    /** The file a picture called {@code name} (e.g. {@code tree.png}) is written to. */
    public static Path path(String name) {
        String configured = System.getProperty("docs.images.dir");
        Path dir = configured == null || configured.isBlank() || configured.startsWith("${")
                ? Path.of(System.getProperty("user.dir"), "target", "docs-images")
                : Path.of(configured);
        return dir.resolve(name).toAbsolutePath().normalize();
    }

    /** Writes {@code image} as the PNG called {@code name}; returns where it went. */
    public static Path write(BufferedImage image, String name) throws IOException {
        Path target = path(name);
        Files.createDirectories(target.getParent());
        ImageIO.write(image, "png", target.toFile());
        return target;
    }
}
