import { buttonClass } from "#app/components/ui/button-style.ts";
import { Download, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { ErasureItem } from "#app/features/inbox/erasure-list.ts";

/**
 * A visitor's privacy request, handled from their lead: download everything stored about them,
 * or erase it: every lead and saved design with their e-mail address or phone, listed here before
 * the owner confirms, with the team's notes and every e-mail, text and push about them (the
 * activity log keeps only who erased which record, and when). Erasing is the owner's: staff see
 * only the download.
 */
export function LeadPrivacy({ dataHref, canErase, toErase, error }: { dataHref: string; canErase: boolean; toErase: ErasureItem[]; error?: string }) {
  return (
    <Section title="Privacy request">
      <a
        href={dataHref}
        download
        className={buttonClass({ variant: "outline", size: "md", shape: "rounded" })}
      >
        <Download aria-hidden="true" className="size-4" />
        Download all data (JSON)
      </a>
      {canErase ? (
        <Form method="post" className="mt-5 border-t border-sand-200 pt-4">
          <CsrfInput />
          <input type="hidden" name="intent" value="erase" />
          <p className="text-sm text-muted">
            Erasing deletes everything stored about this visitor for good: every record with their e-mail address or phone
            number, below, with its internal notes, e-mails, texts and pushes. Mail still waiting to go to them is
            canceled. It cannot be undone.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {toErase.map((item) => (
              <li key={item.key}>
                <a href={item.href} className="underline hover:text-pool-700">
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
          <label className="mt-3 flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "lead-erase-error" : undefined}
              className="mt-0.5 size-5 shrink-0 accent-red-700"
            />
            <span>The visitor asked for their data to be erased.</span>
          </label>
          {error ? (
            <p id="lead-erase-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
      ) : null}
        <button type="submit" className={buttonClass({ variant: "danger-solid", size: "md", shape: "rounded", className: "mt-3" })}>
          <Trash2 aria-hidden="true" className="size-4" />
          Erase this visitor
        </button>
      </Form>
      ) : null}
    </Section>
  );
}
