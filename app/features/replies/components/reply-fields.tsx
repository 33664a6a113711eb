import { controlClass } from "#app/components/ui/input.tsx";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "#app/features/replies/limits.ts";

/**
 * A reply's subject and text, at the limits the server keeps, and a refusal tied to the text: the
 * inbox's reply to a lead and each reply template (`idPrefix` keeps a page's ids apart).
 */
export function ReplyFields({ idPrefix, bodyLabel, subject, body, error }: { idPrefix: string; bodyLabel: string; subject: string; body: string; error: string | null | undefined }) {
  const errorId = `${idPrefix}-error`;
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-subject`} className="block text-sm font-semibold text-ink">
          Subject
        </label>
        <input id={`${idPrefix}-subject`} name="subject" required maxLength={REPLY_SUBJECT_MAX} defaultValue={subject} className={controlClass} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-body`} className="block text-sm font-semibold text-ink">
          {bodyLabel}
        </label>
        <textarea
          id={`${idPrefix}-body`}
          name="body"
          rows={6}
          required
          maxLength={REPLY_BODY_MAX}
          defaultValue={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={controlClass}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
