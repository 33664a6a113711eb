import { useId, useRef, type ReactNode } from "react";

/**
 * A question that must be answered before a destructive action: a native modal `<dialog>` with
 * the alertdialog role. The browser does the hard parts: it moves focus to the first control
 * inside (Cancel, placed first), keeps focus and the page behind inert while open, and closes on
 * Escape; focus then goes back to the button that opened it. Clicking outside does not close it.
 */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  triggerClassName,
  title,
  description,
  children,
}: {
  /** What the opening button shows. */
  trigger: ReactNode;
  /** The opening button's accessible name, when its text alone is not enough. */
  triggerLabel?: string;
  triggerClassName: string;
  title: ReactNode;
  description: ReactNode;
  /** The answer controls (a form), with a `DialogCancel` placed first. */
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <>
      <button ref={opener} type="button" className={triggerClassName} aria-label={triggerLabel} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {trigger}
      </button>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        onClose={() => opener.current?.focus()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-navy-950/60 focus:outline-none sm:p-8"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold text-navy-900">
          {title}
        </h2>
        <p id={`${id}-description`} className="mt-3 text-muted">
          {description}
        </p>
        {children}
      </dialog>
    </>
  );
}

/** The button that closes the dialog it sits in, changing nothing. */
export function DialogCancel({ className, children = "Cancel" }: { className: string; children?: ReactNode }) {
  return (
    <button type="button" className={className} onClick={(event) => event.currentTarget.closest("dialog")?.close()}>
      {children}
    </button>
  );
}
