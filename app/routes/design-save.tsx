import { buttonClass } from "#app/components/ui/button-style.ts";
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
import { SAVE_DESIGN_PATH, savedDesignSentText, type SaveDesignReply } from "#app/features/design/save-design-form.ts";
import { requestLocale } from "#app/features/leads/capture/lead-guard.server.ts";
import { localeFromPath, type Locale } from "#app/i18n/locale.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { DesignPlan } from "#app/features/design/components/design-plan.tsx";
import { describeDesign } from "#app/features/design/description.ts";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { SaveDesignForm } from "#app/features/design/components/save-design-form.tsx";
import { designerText } from "#app/features/design/designer-text.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const { words } = designerText(locale);
  return pageMeta({ title: words.save.heading, description: words.savePage.metaDescription, path: localizedPath(SAVE_DESIGN_PATH, locale), noIndex: true });
};

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
  // The language is the path's: the Spanish designer's form posts to this page's Spanish twin.
  const locale = requestLocale(request);
  const body = await readBodyText(context, request, getEnv().LEADS_MAX_BODY_BYTES);
  if (body === "too-large" || body === "aborted") {
    return Response.json({ ok: false, message: designerText(locale).words.save.unreadable }, { status: body === "too-large" ? 413 : 400 });
  }
  if ((request.headers.get("Accept") ?? "").includes("text/html")) {
    context.set(bodyContext, body);
    return next();
  }
  const outcome = await saveDesign(body, context.get(clientAddressContext), locale);
  return Response.json(outcome.reply, { status: outcome.status, headers: headersOf(outcome) });
};

export const middleware = [saveGuard];

export async function action({ context, request }: Route.ActionArgs) {
  const body = context.get(bodyContext);
  const locale = requestLocale(request);
  const outcome = body === null ? null : await saveDesign(body, context.get(clientAddressContext), locale);
  if (!outcome) {
    return data<SaveDesignReply>({ ok: false, message: designerText(locale).words.save.unreadable }, { status: 400, headers: { "Cache-Control": CACHE_CONTROL.none } });
  }
  return data(outcome.reply, { status: outcome.status, headers: headersOf(outcome) });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/** The design that went out, drawn as the e-mail shows it. */
function SentPlan({ query, locale }: { query: string; locale: Locale }) {
  const { design } = parseDesignQuery(new URLSearchParams(query));
  const text = designerText(locale);
  const description = describeDesign(design, text);
  return (
    <figure className="mt-5 rounded-xl p-2 ring-1 ring-slate-200">
      <DesignPlan design={design} description={description} text={text} id="sent-plan" />
      <figcaption className="mt-2 text-sm text-ink text-pretty">{description}</figcaption>
    </figure>
  );
}

/** The no-JavaScript answer: sent (with the way back to the design), or the form again with what to fix. */
export default function DesignSave({ actionData }: Route.ComponentProps) {
  const reply = actionData;
  const locale = useLocale();
  const text = designerText(locale);
  const t = text.words.savePage;
  const designer = localizedPath("/design", locale);
  const back = reply?.designQuery ? `${designer}?${reply.designQuery}` : designer;
  return (
    <>
      <PageHero badge={t.badge} title={reply?.ok ? t.sentTitle : text.words.save.heading}>
        <p>{reply?.ok ? t.sentIntro : t.fixIntro}</p>
      </PageHero>
      <div className="bg-sand-50 py-10 sm:py-14">
        <Container>
          <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6">
            {!reply ? (
              <p className="text-lg text-ink">{t.empty}</p>
            ) : reply.ok ? (
              <>
                <p role="status" className="text-lg text-ink" data-testid="design-saved">
                  {savedDesignSentText(reply.email, reply.remind, text)}
                </p>
                <SentPlan query={reply.designQuery} locale={locale} />
              </>
            ) : (
              <SaveDesignForm designQuery={reply.designQuery ?? ""} refused={reply} inline={false} text={text} action={localizedPath(SAVE_DESIGN_PATH, locale)} />
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={back} className={buttonClass({ size: "md" })}>
                {t.back}
              </a>
              {reply?.ok ? (
                <a
                  href={localizedPath(`/get-quote?${new URLSearchParams({ design: reply.designQuery })}`, locale)}
                  className={buttonClass({ variant: "outline", size: "md" })}
                >
                  {text.words.estimate.requestQuote}
                </a>
              ) : null}
            </div>
          </div>
        </Container>
      </div>
    </>
  );
}
