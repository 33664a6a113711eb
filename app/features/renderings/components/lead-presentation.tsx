import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import type { PresentationPicture, PresentationState } from "#app/features/renderings/presentation/presentation-state.server.ts";

export interface LeadPresentationData {
  /** Photoreal renderings run for this site (decision 040): without them no presentation can be made. */
  offered: boolean;
  /** The lead's language, the sheet's. */
  language: string;
  state: PresentationState;
  /** The lead's page: the downloads live under it. */
  base: string;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function pictureLine({ time, status, progress, position }: PresentationPicture): string {
  const name = time === "day" ? "Day picture" : "Dusk picture";
  if (status === "done") return `${name}: rendered`;
  if (status === "running") return `${name}: rendering, ${Math.round(progress * 100)}%`;
  return position === 1 ? `${name}: next in the render queue` : `${name}: number ${position ?? "?"} in the render queue`;
}

/** Loads the page again, where it was: the page holds drafts, so it never reloads by itself. */
function CheckProgress({ base }: { base: string }) {
  return (
    <Form method="get" action={base} preventScrollReset>
      <Button variant="outline">Check progress</Button>
    </Form>
  );
}

function Ask({ label }: { label: string }) {
  return (
    <Form method="post" className="mt-4">
      <CsrfInput />
      <input type="hidden" name="intent" value="presentation" />
      <Button>{label}</Button>
    </Form>
  );
}

/**
 * "Render for a presentation" on a quote's page (decision 047): the button, then the two 4K
 * pictures' progress, then the downloads or what went wrong. The page does not reload itself
 * (it holds the reply and note drafts): "Check progress" loads it again, keeping its place.
 */
export function LeadPresentation({ presentation }: { presentation: LeadPresentationData }) {
  const { offered, language, state, base } = presentation;
  return (
    <div id="presentation" data-testid="lead-presentation">
      <Section title="Presentation">
        {state.state === "none" ? (
          <p className="text-ink">
            {`4K day and dusk renderings of this design with the company’s logo, and a one-page design sheet in ${language} (the two pictures, the plan, the options and today’s ballpark price) to send or print. Each picture takes about 20 minutes.`}
          </p>
        ) : null}
        {state.state === "rendering" ? (
          <div className="grid gap-3" data-presentation-state="rendering">
            {state.pictures.map((picture) => (
              <div key={picture.time}>
                <p className="text-ink">{pictureLine(picture)}</p>
                <progress value={picture.status === "done" ? 1 : picture.progress} max={1} className="mt-1 w-full" aria-label={pictureLine(picture)} />
              </div>
            ))}
            <CheckProgress base={base} />
          </div>
        ) : null}
        {state.state === "building" ? (
          <div data-presentation-state="building">
            <p className="text-ink">Both pictures are rendered; the logo and the design sheet are being made (seconds).</p>
            <CheckProgress base={base} />
          </div>
        ) : null}
        {state.state === "done" ? (
          <ul className="grid gap-1" data-presentation-state="done">
            <li>
              <a href={`${base}/presentation/sheet.pdf`} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
                {`Design sheet in ${language} (PDF, ${megabytes(state.bytes.pdf)})`}
              </a>
            </li>
            <li>
              <a href={`${base}/presentation/day.jpg`} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
                {`Day picture, 4K (JPEG, ${megabytes(state.bytes.day)})`}
              </a>
            </li>
            <li>
              <a href={`${base}/presentation/dusk.jpg`} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
                {`Dusk picture, 4K (JPEG, ${megabytes(state.bytes.dusk)})`}
              </a>
            </li>
          </ul>
        ) : null}
        {state.state === "failed" ? (
          <p className="rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-700/20" data-presentation-state="failed">
            {`The presentation could not be made. ${state.error}`}
          </p>
        ) : null}
        {!offered ? (
          <p className="mt-3 text-muted" data-testid="presentation-off">
            Presentations need photoreal renderings, which are off on this server: Blender does not run here and no render worker is set up (RENDERINGS,
            decision 040).
          </p>
        ) : state.state === "none" ? (
          <Ask label="Render for a presentation" />
        ) : state.state === "failed" ? (
          <Ask label="Try again" />
        ) : state.state === "done" ? (
          <Ask label="Make it again with today’s prices" />
        ) : null}
      </Section>
    </div>
  );
}
