package org.gametree.app.xiangqi;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Position;

/**
 * The "Paste position" dialog's state: the text being typed, validated on every change by the
 * engine's FEN reader, so the dialog can show the exact problem (worded in the UI language by
 * {@link FenErrorMessages}) and refuse OK while there is one.
 */
public final class PasteFenViewModel {

    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(this, "valid");
    private final ReadOnlyBooleanWrapper blank = new ReadOnlyBooleanWrapper(this, "blank", true);
    private final ReadOnlyObjectWrapper<FenException> problem = new ReadOnlyObjectWrapper<>(this, "problem");
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

    /** What the FEN reader found wrong with the text, or null when it is valid or blank. */
    public ReadOnlyObjectProperty<FenException> problemProperty() {
        return problem.getReadOnlyProperty();
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
            problem.set(null);
            valid.set(false);
            return;
        }
        try {
            Position position = Fen.parse(value.strip());
            sideToMove.set(position.sideToMove());
            problem.set(null);
            valid.set(true);
        } catch (FenException e) {
            problem.set(e);
            valid.set(false);
        }
    }
}
