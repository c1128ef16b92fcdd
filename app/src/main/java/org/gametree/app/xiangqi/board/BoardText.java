package org.gametree.app.xiangqi.board;

import javafx.geometry.Bounds;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;

/** Text placed by the centre of its ink, which is what looks centred on a disc or a point. */
final class BoardText {

    private BoardText() {
    }

    /**
     * A text whose visible glyph box is centred on (x, y). Line-box centring (ascent/descent)
     * would put CJK glyphs visibly low on the discs, since the em box is not the ink box.
     */
    static Text centered(String value, Font font, double x, double y) {
        Text text = new Text(value);
        text.setFont(font);
        text.setBoundsType(TextBoundsType.VISUAL);
        Bounds ink = text.getLayoutBounds();
        text.setX(x - (ink.getMinX() + ink.getWidth() / 2));
        text.setY(y - (ink.getMinY() + ink.getHeight() / 2));
        return text;
    }
}
