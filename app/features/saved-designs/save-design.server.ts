import { business } from "#app/config/business.ts";
import { getDbHandle } from "#app/db/db.server.ts";
import { fill } from "#app/i18n/catalog.ts";
import { hitRateLimit } from "#app/db/rate-limit.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { limitKeyOf } from "#app/modules/http/client-address.ts";
import { checkDesignMail } from "#app/features/design/check-design-mail.server.ts";
import { designQuery } from "#app/features/design/query.ts";
import { withProjectOrigin } from "#app/features/design/project-origin.ts";
import { enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";
import { wakeOutbox } from "#app/features/notifications/outbox.server.ts";
import { visitorMailAllowed } from "#app/features/notifications/recipient-limit.server.ts";
import { formTokens } from "#app/features/leads/spam/issued-tokens.server.ts";
import { spendFormToken } from "#app/features/leads/spam/form-token-uses.server.ts";
import { designReminderEmail, savedDesignEmail } from "#app/features/saved-designs/saved-design-email.server.tsx";
import { unsubscribeLinks } from "#app/features/notifications/design-reminders/unsubscribe.server.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locale.ts";
import { readDesignMail } from "#app/features/design/design-mail-form.ts";
import { saveDesignFields as fields, type SaveDesignReply } from "#app/features/design/save-design-form.ts";
import { designerText } from "#app/features/design/designer-text.ts";

export type SaveDesignOutcome = { status: 200 | 400 | 429 | 503; reply: SaveDesignReply; retryAfterSeconds?: number };

/**
 * "E-mail me this design": validates the address and the design (priced now, as a quote would
 * be), then in one transaction counts the per-client limit (its /64, decision 022) and the
 * recipient's 3 a day, stores the saved design and queues its e-mail and, when ticked, its one
 * reminder (due after DESIGN_REMINDER_DELAY_SECONDS). Nothing is pushed, texted or put on the
 * reply clock: a saved design is not a request. A filled honeypot gets the same success, and
 * nothing is stored or sent. `locale`: the language of the page it was sent from (its path, never
 * a field), stored with it; its e-mail and reminder are written in it.
 */
export async function saveDesign(body: string, clientAddress: string, locale: Locale = DEFAULT_LOCALE): Promise<SaveDesignOutcome> {
  const messages = designerText(locale).words.save;
  const params = new URLSearchParams(body);
  const { email, query, echo: mail } = readDesignMail(params);
  const remind = params.has(fields.remind);
  const echo = { ...mail, remind };
  const refuse = (status: SaveDesignOutcome["status"], reply: Omit<Extract<SaveDesignReply, { ok: false }>, "ok">, retryAfterSeconds?: number): SaveDesignOutcome => ({
    status,
    reply: { ok: false, ...echo, ...reply },
    retryAfterSeconds,
  });

  const handle = getDbHandle();
  const env = getEnv();
  const now = new Date();
  try {
    const { errors, design } = await checkDesignMail(handle.db, { email, query }, locale, messages);
    if (!design || errors.email) return refuse(400, { errors });
    const canonical = withProjectOrigin(designQuery(design.design), design.fromProject);
    if (params.get(fields.honeypot)) {
      logger.info({ result: "honeypot" }, "design save refused silently");
      return { status: 200, reply: { ok: true, email, remind, designQuery: canonical } };
    }
    // The e-mail is the whole point: without mail set up, say so rather than "on its way".
    if (!env.SMTP_URL) return refuse(503, { message: messages.mailOff });
    const token = (await formTokens()).check(params.get(fields.formToken) ?? undefined, now.getTime());
    const remindAt = new Date(now.getTime() + env.DESIGN_REMINDER_DELAY_SECONDS * 1000);
    const unsubscribeUrl = await unsubscribeLinks(handle.db);
    const result = await handle.db.transaction().execute(async (trx) => {
      const limit = await hitRateLimit(trx, `save-design:${limitKeyOf(clientAddress)}`, { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000 }, now.getTime());
      if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds } as const;
      if (!(await visitorMailAllowed(trx, email, now))) return { kind: "recipient-limit" } as const;
      // A page that did carry a form token (a client that sent one) spends it like a lead would.
      if ("id" in token) await spendFormToken(trx, token.id, now);
      const row = await trx
        .insertInto("saved_designs")
        .values({ created_at: now.toISOString(), email, design: JSON.stringify(design), remind: remind ? 1 : 0, locale })
        .returning("id")
        .executeTakeFirstOrThrow();
      const lead = { table: "saved_designs", id: Number(row.id) } as const;
      const stopUrl = remind ? unsubscribeUrl(lead.id, locale) : null;
      const mail = await savedDesignEmail(design, stopUrl ? { at: remindAt, unsubscribeUrl: stopUrl } : null, locale);
      await enqueueVisitorMail(trx, { kind: "saved-design", lead, recipient: email, subject: mail.subject, body: mail.text, html: mail.html }, { now, mailConfigured: true });
      if (stopUrl) {
        const reminder = await designReminderEmail(design, stopUrl, locale);
        await enqueueVisitorMail(
          trx,
          { kind: "design-reminder", lead, recipient: email, subject: reminder.subject, body: reminder.text, html: reminder.html },
          { now, sendAt: remindAt, mailConfigured: true },
        );
      }
      return { kind: "stored", id: lead.id } as const;
    });
    if (result.kind === "rate-limited") return refuse(429, { message: messages.rateLimited }, result.retryAfterSeconds);
    if (result.kind === "recipient-limit") return refuse(429, { message: messages.tooManyForAddress });
    wakeOutbox();
    logger.info({ savedDesign: result.id, remind }, "design saved");
    return { status: 200, reply: { ok: true, email, remind, designQuery: canonical } };
  } catch (error) {
    logger.error({ err: error }, "design could not be saved");
    return refuse(503, { message: fill(messages.notSaved, { phone: business.phone.display }) }, 60);
  }
}
