package org.gametree.app;

import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

import org.gametree.app.xiangqi.StatusMessage;

/**
 * Game → Copy board image: the board as it is shown (pieces or stones, the arrows or heat map of
 * an analysis, a preview) put on the clipboard as a picture, for a post or a document. The
 * snapshot is of the board control alone, at its size on screen.
 */
final class BoardImageCopy {

    private BoardImageCopy() {
    }

    /** Copies {@code board}'s picture and says so in the status area. */
    static WritableImage copy(Node board, GameSession session) {
        WritableImage image = board.snapshot(new SnapshotParameters(), null);
        ClipboardContent content = new ClipboardContent();
        content.putImage(image);
        Clipboard.getSystemClipboard().setContent(content);
        session.xiangqi().report(StatusMessage.info("message.boardImageCopied"));
        return image;
    }
}
