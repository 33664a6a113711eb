import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { getDbHandle } from "#app/db/db.server.ts";
import { hitRateLimit } from "#app/db/rate-limit.server.ts";
import { fill } from "#app/i18n/catalog.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locale.ts";
import { limitKeyOf } from "#app/modules/http/client-address.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { designQuery } from "#app/features/design/query.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { checkDesignMail } from "#app/features/design/check-design-mail.server.ts";
import { enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";
import { wakeOutbox } from "#app/features/notifications/outbox.server.ts";
import { visitorMailAllowed } from "#app/features/notifications/recipient-limit.server.ts";
import type { RenderTime } from "#app/features/renderings/blender.server.ts";
import { ensureJob, renderKey, VISITOR_RENDER } from "#app/features/renderings/jobs.server.ts";
import { newRenderToken } from "#app/features/renderings/render-token.server.ts";
import { renderingEmail, renderingFailedEmail } from "#app/features/renderings/rendering-email.server.tsx";
import { readDesignMail } from "#app/features/design/design-mail-form.ts";
import { renderingFields as fields, renderingPagePath, type RenderingErrors } from "#app/features/design/rendering-form.ts";

export type RenderingOutcome =
  | { kind: "stored"; token: string; locale: Locale }
  /** A filled honeypot: thanked, nothing stored or sent. */
  | { kind: "honeypot" }
  | { kind: "refused"; status: 400 | 429 | 503; errors?: RenderingErrors; message?: string; email: string; time: string; designQuery: string; retryAfterSeconds?: number };

/**
 * "Get a photoreal rendering": the address, day or dusk, and the design (priced, as a quote would
 * be). In one transaction: the per-client limit (its /64, decision 022) and the recipient's daily
 * cap (the picture's e-mail is queued now, waiting, so the cap counts it), the job found or made
 * by its key (one design at one hour is rendered once), and the request stored as a saved design
 * with its rendering, its e-mails queued with it: the picture's, released when it is done (at
 * once when it already is), and the notice that it failed, released only then. Only after the
 * commit is the visitor answered, with its status page.
 */
export async function requestRendering(body: string, clientAddress: string, locale: Locale = DEFAULT_LOCALE): Promise<RenderingOutcome> {
  const messages = designerText(locale).words.rendering;
  const params = new URLSearchParams(body);
  const { email, query, echo: mail } = readDesignMail(params);
  const time = params.get(fields.time) ?? "";
  const echo = { ...mail, time: time === "dusk" ? "dusk" : "day" };
  const handle = getDbHandle();
  const env = getEnv();
  const now = new Date();
  try {
    const checked = await checkDesignMail(handle.db, { email, query }, locale, messages);
    const errors: RenderingErrors = checked.errors;
    if (time !== "day" && time !== "dusk") errors.time = messages.timeInvalid;
    const { design } = checked;
    if (!design || errors.email || errors.time) return { kind: "refused", status: 400, errors, ...echo };
    if (params.get(fields.honeypot)) {
      logger.info({ result: "honeypot" }, "rendering request refused silently");
      return { kind: "honeypot" };
    }
    const renderTime = time as RenderTime;
    // The key is the design as drawn, without the project it started from: the same pool is the same picture.
    const canonical = designQuery(design.design);
    const token = newRenderToken();
    const pageUrl = absoluteUrl(renderingPagePath(token, locale));
    const [ready, failed] = await Promise.all([renderingEmail(design, renderTime, pageUrl, locale), renderingFailedEmail(design, pageUrl, locale)]);
    const mailConfigured = Boolean(env.SMTP_URL);
    const result = await handle.db.transaction().execute(async (trx) => {
      const limit = await hitRateLimit(trx, `rendering:${limitKeyOf(clientAddress)}`, { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000 }, now.getTime());
      if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds } as const;
      if (!(await visitorMailAllowed(trx, email, now))) return { kind: "recipient-limit" } as const;
      const job = await ensureJob(trx, { key: renderKey(canonical, renderTime, VISITOR_RENDER, env.RENDER_QUALITY), query: canonical, time: renderTime, ...VISITOR_RENDER }, now);
      const row = await trx
        .insertInto("saved_designs")
        .values({ created_at: now.toISOString(), email, design: JSON.stringify(design), remind: 0, locale, render_job_id: job.id, render_time: renderTime, render_token: token })
        .returning("id")
        .executeTakeFirstOrThrow();
      const lead = { table: "saved_designs", id: Number(row.id) } as const;
      const done = job.status === "done";
      const readyId = await enqueueVisitorMail(trx, { kind: "rendering", lead, recipient: email, subject: ready.subject, body: ready.text, html: ready.html }, { now, mailConfigured });
      if (!done && mailConfigured) await trx.updateTable("lead_outbox").set({ status: "waiting" }).where("id", "=", readyId).execute();
      if (!done) {
        const failedId = await enqueueVisitorMail(trx, { kind: "rendering-failed", lead, recipient: email, subject: failed.subject, body: failed.text, html: failed.html }, { now, mailConfigured });
        if (mailConfigured) await trx.updateTable("lead_outbox").set({ status: "waiting" }).where("id", "=", failedId).execute();
      }
      return { kind: "stored", id: lead.id, job: job.id, done } as const;
    });
    if (result.kind === "rate-limited") return { kind: "refused", status: 429, message: messages.rateLimited, retryAfterSeconds: result.retryAfterSeconds, ...echo };
    if (result.kind === "recipient-limit") return { kind: "refused", status: 429, message: messages.tooManyForAddress, ...echo };
    if (result.done) wakeOutbox();
    logger.info({ savedDesign: result.id, renderJob: result.job, time: renderTime, alreadyRendered: result.done }, "rendering requested");
    return { kind: "stored", token, locale };
  } catch (error) {
    logger.error({ err: error }, "rendering request could not be stored");
    return { kind: "refused", status: 503, message: fill(messages.notSaved, { phone: business.phone.display }), retryAfterSeconds: 60, ...echo };
  }
}
