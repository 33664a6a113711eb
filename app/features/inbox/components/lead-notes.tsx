import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { NOTE_MAX_LENGTH } from "#app/features/inbox/limits.ts";
import type { LeadPageView } from "#app/features/inbox/lead-page.server.ts";

/** The team's internal notes on a lead, and the form that adds one. */
export function LeadNotes({ internalNotes, noteError }: Pick<LeadPageView, "internalNotes"> & { noteError?: string }) {
  const navigation = useNavigation();
  const addingNote = navigation.state !== "idle" && navigation.formData?.get("intent") === "note";
  return (
    <Section title="Internal notes">
      {internalNotes.length > 0 ? (
        <ol className="space-y-4">
          {internalNotes.map((note) => (
            <li key={note.id} className="rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200">
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">{note.author}</span> · {note.at}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-ink">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">No notes yet. Notes are for the team only; the visitor never sees them.</p>
      )}
      {/* Keyed by the count: once the note is saved the form remounts with an empty box. */}
      <Form method="post" className="mt-5" key={internalNotes.length}>
        <CsrfInput />
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="lead-note" className="block text-sm font-semibold text-ink">
          Add a note
        </label>
        <textarea
          id="lead-note"
          name="body"
          rows={3}
          required
          maxLength={NOTE_MAX_LENGTH}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? "lead-note-error" : undefined}
          className={controlClass}
        />
        {noteError ? (
          <p id="lead-note-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {noteError}
          </p>
        ) : null}
        <Button disabled={addingNote} className="mt-3">
          {addingNote ? "Adding..." : "Add note"}
        </Button>
      </Form>
    </Section>
  );
}
