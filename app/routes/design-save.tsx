import { data, createContext, type MiddlewareFunction } from "react-router";
import type { Route } from "./+types/design-save";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { clientAddressContext } from "#app/modules/http/client-address.ts";
import { readBodyText } from "#app/modules/http/request-body.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { saveDesign, type SaveDesignOutcome } from "#app/features/saved-designs/save-design.server.ts";
import { savedDesignSentText, type SaveDesignReply } from "#app/features/design/save-design-form.ts";
import { DesignPlan } from "#app/features/design/components/design-plan.tsx";
import { describeDesign } from "#app/features/design/description.ts";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { SaveDesignForm } from "#app/features/design/components/save-design-form.tsx";

export function meta() {
  return pageMeta({ title: "E-mail me this design", description: "Your pool design, sent to your e-mail address.", path: "/design/save", noIndex: true });
}

const bodyContext = createContext<string | null>(null);

function headersOf(outcome: SaveDesignOutcome): HeadersInit {
  return { "Cache-Control": CACHE_CONTROL.none, ...(outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {}) };
}

/**
 * Reads the body once within the lead forms' size limit. A browser's document POST (no
 * JavaScript) goes on to the action and its page; the designer's `fetch` is answered here in JSON.
 */
const saveGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "POST") return next();
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return Response.json({ ok: false, message: "Send the form as application/x-www-form-urlencoded." }, { status: 400 });
  const body = await readBodyText(context, request, getEnv().LEADS_MAX_BODY_BYTES);
  if (body === "too-large" || body === "aborted") return Response.json({ ok: false, message: "The form could not be read." }, { status: body === "too-large" ? 413 : 400 });
  if ((request.headers.get("Accept") ?? "").includes("text/html")) {
    context.set(bodyContext, body);
    return next();
  }
  const outcome = await saveDesign(body, context.get(clientAddressContext));
  return Response.json(outcome.reply, { status: outcome.status, headers: headersOf(outcome) });
};

export const middleware = [saveGuard];

export async function action({ context }: Route.ActionArgs) {
  const body = context.get(bodyContext);
  const outcome = body === null ? null : await saveDesign(body, context.get(clientAddressContext));
  if (!outcome) return data<SaveDesignReply>({ ok: false, message: "The form could not be read." }, { status: 400, headers: { "Cache-Control": CACHE_CONTROL.none } });
  return data(outcome.reply, { status: outcome.status, headers: headersOf(outcome) });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/** The design that went out, drawn as the e-mail shows it. */
function SentPlan({ query }: { query: string }) {
  const { design } = parseDesignQuery(new URLSearchParams(query));
  const description = describeDesign(design);
  return (
    <figure className="mt-5 rounded-xl p-2 ring-1 ring-slate-200">
      <DesignPlan design={design} description={description} id="sent-plan" />
      <figcaption className="mt-2 text-sm text-ink text-pretty">{description}</figcaption>
    </figure>
  );
}

/** The no-JavaScript answer: sent (with the way back to the design), or the form again with what to fix. */
export default function DesignSave({ actionData }: Route.ComponentProps) {
  const reply = actionData;
  const back = reply?.designQuery ? `/design?${reply.designQuery}` : "/design";
  return (
    <>
      <PageHero badge="Your pool design" title={reply?.ok ? "Your design is on its way" : "E-mail me this design"}>
        <p>{reply?.ok ? "Check your inbox in a minute. The link in the e-mail opens the design just as you left it." : "One thing to fix, and it goes out."}</p>
      </PageHero>
      <div className="bg-sand-50 py-10 sm:py-14">
        <Container>
          <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6">
            {!reply ? (
              <p className="text-lg text-ink">Open the designer, draw your pool and press &ldquo;E-mail me this design&rdquo;.</p>
            ) : reply.ok ? (
              <>
                <p role="status" className="text-lg text-ink" data-testid="design-saved">
                  {savedDesignSentText(reply.email, reply.remind)}
                </p>
                <SentPlan query={reply.designQuery} />
              </>
            ) : (
              <SaveDesignForm designQuery={reply.designQuery ?? ""} refused={reply} inline={false} />
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={back} className="inline-flex min-h-11 items-center rounded-full bg-pool-700 px-5 font-semibold text-white hover:bg-pool-800">
                Back to your design
              </a>
              {reply?.ok ? (
                <a
                  href={`/get-quote?${new URLSearchParams({ design: reply.designQuery })}`}
                  className="inline-flex min-h-11 items-center rounded-full border-2 border-pool-700 px-5 font-semibold text-pool-700 hover:bg-pool-50"
                >
                  Request a quote for this design
                </a>
              ) : null}
            </div>
          </div>
        </Container>
      </div>
    </>
  );
}
