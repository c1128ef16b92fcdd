package org.gametree.app.xiangqi;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Position;

/**
 * The "Paste position" dialog's state: the text being typed, validated on every change by the
 * engine's FEN reader, so the dialog can show the exact problem and refuse OK while there is one.
 */
public final class PasteFenViewModel {

    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(this, "valid");
    private final ReadOnlyBooleanWrapper blank = new ReadOnlyBooleanWrapper(this, "blank", true);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyIntegerWrapper sideToMove = new ReadOnlyIntegerWrapper(this, "sideToMove");

    public PasteFenViewModel() {
        text.addListener((obs, old, now) -> validate(now));
        validate(text.get());
    }

    /** The FEN as typed; the dialog's text field is bound to it both ways. */
    public StringProperty textProperty() {
        return text;
    }

    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }

    /** Nothing typed yet: a hint is shown rather than an error. */
    public ReadOnlyBooleanProperty blankProperty() {
        return blank.getReadOnlyProperty();
    }

    /** The FEN reader's message for the text ("board: red has 3 rooks; at most 2"), or "". */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** Side to move of the valid position (for "valid, Red to move"). */
    public ReadOnlyIntegerProperty sideToMoveProperty() {
        return sideToMove.getReadOnlyProperty();
    }

    /** The FEN to load: the text without surrounding whitespace (pasted text often has a newline). */
    public String fen() {
        return text.get() == null ? "" : text.get().strip();
    }

    private void validate(String value) {
        boolean isBlank = value == null || value.isBlank();
        blank.set(isBlank);
        if (isBlank) {
            error.set("");
            valid.set(false);
            return;
        }
        try {
            Position position = Fen.parse(value.strip());
            sideToMove.set(position.sideToMove());
            error.set("");
            valid.set(true);
        } catch (FenException e) {
            error.set(e.getMessage());
            valid.set(false);
        }
    }
}
