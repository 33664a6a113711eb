import nodemailer from "nodemailer";
import type { DbHandle } from "#app/db/client.server.ts";
import type { LeadOutboxTable } from "#app/db/schema.ts";
import type { Selectable } from "kysely";
import { pruneRateLimits } from "#app/db/rate-limit.server.ts";
import { createLeadRepository } from "#app/features/lead-records/repository.server.ts";
import { NOT_CONFIGURED, SMS_NOT_CONFIGURED, VISITOR_MAIL_NOT_CONFIGURED } from "#app/features/notifications/enqueue.server.ts";
import { business } from "#app/config/business.ts";
import { DEVICE_UNREACHABLE, PushFailed, leadAlert, sendPush } from "#app/features/notifications/push/send-push.server.ts";
import { SMS_SUMMARY, smsSummaryText } from "#app/features/notifications/sms/enqueue-sms.server.ts";
import type { SmsProvider } from "#app/features/notifications/sms/sms-provider.server.ts";
import { leadSmsText } from "#app/features/notifications/sms/sms-text.ts";
import { enqueueOverduePushes } from "#app/features/notifications/push/overdue-pushes.server.ts";
import { findSavedDesign, reminderCancelReason, unsubscribeHeaders } from "#app/features/notifications/design-reminders/reminder-check.server.ts";
import { unsubscribeLinks } from "#app/features/notifications/design-reminders/unsubscribe.server.ts";
import { businessEmail, sendEmail, visitorEmail } from "#app/features/notifications/outbox-mail.server.ts";
import { finishedRendering } from "#app/features/notifications/saved-design-rendering.server.ts";

export interface OutboxConfig {
  smtpUrl?: string;
  /** Texts to the owner; without it an SMS row records "not configured". */
  sms?: { provider: SmsProvider; to: string; /** SMS_MAX_PER_HOUR, which the summary text names. */ maxPerHour: number };
  notifyTo?: string;
  mailFrom: string;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** The longest rate-limit window: older counters are pruned. */
  rateLimitWindowMs: number;
  /** Form tokens expire after this: their use records are pruned. */
  tokenMaxAgeMs: number;
}

export interface OutboxLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

type OutboxRow = Selectable<LeadOutboxTable>;

/**
 * The outbox's lanes, each with its own loop: a push service or SMS provider that hangs costs a
 * timeout in its own lane and never delays the team's e-mail (decision 034). Push rows are sent
 * together, so a batch of hanging devices costs one timeout, not one each.
 */
export type OutboxLane = "mail" | "push" | "sms";
const LANE_KINDS = { push: ["push"], sms: ["sms"] } as const;

/** A claimed row is another instance's to take over once this has passed (a crash mid-send). */
const LEASE_MS = 2 * 60 * 1000;
const CLAIM_BATCH = 10;
const PRUNE_EVERY_MS = 60 * 1000;

const wakeListeners = new Set<() => void>();

/** Tells this process's worker a new row is waiting, so the mail goes out now, not at the next poll. */
export function wakeOutbox(): void {
  for (const wake of wakeListeners) wake();
}

/** Delay before retry number `attempts` + 1: exponential, capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due rows for this worker. PostgreSQL: `FOR UPDATE SKIP LOCKED` lets several instances
 * claim disjoint rows at once. SQLite: one write transaction at a time does the same. A claim is
 * a lease (`locked_until`) and counts as an attempt, so a crash mid-send retries later.
 */
export async function claimDueRows(handle: Pick<DbHandle, "db" | "engine">, now: Date, lane?: OutboxLane): Promise<OutboxRow[]> {
  const nowIso = now.toISOString();
  const lease = { locked_until: new Date(now.getTime() + LEASE_MS).toISOString() };
  return handle.db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("lead_outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]))
      .$if(lane === "mail", (query) => query.where("kind", "not in", [...LANE_KINDS.push, ...LANE_KINDS.sms]))
      .$if(lane === "push" || lane === "sms", (query) => query.where("kind", "in", LANE_KINDS[lane as "push" | "sms"]))
      .orderBy("id")
      .limit(CLAIM_BATCH);
    if (handle.engine === "postgres") due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable("lead_outbox")
      .set((eb) => ({ ...lease, attempts: eb("attempts", "+", 1) }))
      .where("id", "in", ids)
      .returningAll()
      .execute();
  });
}

export function startOutboxWorker(handle: Pick<DbHandle, "db" | "engine">, config: OutboxConfig, logger: OutboxLogger) {
  // Visitors' e-mails need only SMTP; the business's notification also needs LEADS_NOTIFY_TO.
  const transport =
    config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : undefined;
  const repository = createLeadRepository(handle.db);
  let stopped = false;
  let lastPrune = 0;

  const rowUpdate = (row: OutboxRow) => handle.db.updateTable("lead_outbox").where("id", "=", row.id);

  async function send(outboxRow: OutboxRow, now: Date) {
    const update = rowUpdate(outboxRow);
    const table = outboxRow.lead_table;
    if (table === "saved_designs") return sendSavedDesignMail(outboxRow, now, update);
    const row = { ...outboxRow, lead_table: table };
    if (row.kind === "push") return deliver(row, now, update, async () => {
      const result = await sendPush(handle.db, row);
      // An expired device is gone: nothing is left to send to (not a failure to count), never retried.
      return result === "gone" ? { status: "not-configured", last_error: "device subscription expired or removed" } : undefined;
    });
    if (row.kind === "sms") {
      const sms = config.sms;
      if (!sms) return void (await update.set({ status: "not-configured", locked_until: null, last_error: SMS_NOT_CONFIGURED }).execute());
      return deliver(row, now, update, async () => {
        if (row.subject === SMS_SUMMARY) {
          await sms.provider.send({ to: sms.to, body: smsSummaryText(sms.maxPerHour) });
          return undefined;
        }
        const alert = await leadAlert(handle.db, row.lead_table, row.lead_id, null);
        // A visit's change is said before the lead's headline ("Site visit canceled: ...").
        await sms.provider.send({ to: sms.to, body: leadSmsText(row.subject ? { ...alert, title: `${row.subject}: ${alert.title}` } : alert) });
        return undefined;
      });
    }
    // A visit's reminder is not sent once the visit was canceled or moved (its row is then no longer booked).
    if (row.kind === "visit-reminder" && row.booking_id !== null) {
      const visit = await handle.db.selectFrom("visit_bookings").select("status").where("id", "=", row.booking_id).executeTakeFirst();
      if (visit?.status !== "booked") return void (await update.set({ status: "canceled", locked_until: null, last_error: "visit canceled or moved" }).execute());
    }
    const toVisitor = row.kind !== "notification" && row.kind !== "visit-notice";
    if (!transport || (!toVisitor && !config.notifyTo)) {
      await update
        .set({ status: "not-configured", locked_until: null, last_error: toVisitor ? VISITOR_MAIL_NOT_CONFIGURED : NOT_CONFIGURED })
        .execute();
      return;
    }
    await deliver(row, now, update, async () => {
      // A visit's change notice to the business was written when queued, like a visitor's e-mail.
      const email = toVisitor || row.kind === "visit-notice" ? await visitorEmail(handle.db, row) : await businessEmail(handle.db, repository, row);
      await sendEmail(transport, config.mailFrom, row, toVisitor ? row.recipient : config.notifyTo, email);
      return undefined;
    });
  }

  /**
   * A saved design's e-mail, or its reminder, which is first checked against what happened since
   * it was queued (canceled, never sent, when it no longer applies).
   */
  async function sendSavedDesignMail(row: OutboxRow, now: Date, update: ReturnType<typeof rowUpdate>) {
    if (!transport) {
      return void (await update.set({ status: "not-configured", locked_until: null, last_error: VISITOR_MAIL_NOT_CONFIGURED }).execute());
    }
    const saved = await findSavedDesign(handle.db, row.lead_id);
    const canceled = !saved ? "saved design erased" : row.kind === "design-reminder" ? await reminderCancelReason(handle.db, saved, now) : null;
    if (canceled || !saved) return void (await update.set({ status: "canceled", locked_until: null, last_error: canceled }).execute());
    // A rendering that failed for good: the owner's notice, plain text, to the business's address.
    if (row.kind === "rendering-notice") {
      const notifyTo = config.notifyTo;
      if (!notifyTo) return void (await update.set({ status: "not-configured", locked_until: null, last_error: NOT_CONFIGURED }).execute());
      return deliver(row, now, update, async () => {
        await sendEmail(transport, config.mailFrom, row, notifyTo, { subject: row.subject ?? "A photoreal rendering failed", text: row.body ?? "", html: null, replyTo: null, design: null, thread: [] });
        return undefined;
      });
    }
    await deliver(row, now, update, async () => {
      if (!row.recipient || row.subject === null || row.body === null) throw new Error(`outbox row ${row.id} has no recipient or text`);
      const links = saved.remind ? await unsubscribeLinks(handle.db) : null;
      const rendering = row.kind === "rendering" ? await finishedRendering(handle.db, { id: row.lead_id }) : undefined;
      if (rendering === null) throw new Error(`outbox row ${row.id}: its rendering is not done`);
      await sendEmail(transport, config.mailFrom, row, row.recipient, {
        ...(rendering ? { rendering } : {}),
        subject: row.subject,
        text: row.body,
        html: row.html,
        replyTo: business.email,
        design: saved.design,
        thread: [],
        ...(links ? { headers: unsubscribeHeaders(links(saved.id)) } : {}),
      });
      return undefined;
    });
  }

  /**
   * Runs one row's delivery and records the outcome: sent (or what `attempt` returns instead), or
   * a failure retried later with back-off until the attempts run out.
   */
  async function deliver(
    row: OutboxRow,
    now: Date,
    update: ReturnType<typeof rowUpdate>,
    attempt: () => Promise<{ status: "not-configured"; last_error: string } | undefined>,
  ) {
    try {
      const outcome = await attempt();
      await update.set({ status: "sent", sent_at: new Date().toISOString(), locked_until: null, last_error: null, ...outcome }).execute();
    } catch (error) {
      // A push's cause (an address refused, a port that did not answer) is for the log only: the
      // lead page is no probe of what a device address reaches.
      const push = error instanceof PushFailed ? error : undefined;
      const message = push ? push.detail : error instanceof Error ? error.message : String(error);
      const shown = push ? `${DEVICE_UNREACHABLE}${push.removed ? "; the device was removed" : ""}` : message;
      const giveUp = row.attempts >= config.maxAttempts || Boolean(push?.removed);
      const next = now.getTime() + retryDelayMs(row.attempts, config.retryBaseMs, config.retryMaxMs);
      await update
        .set({
          status: giveUp ? "failed" : "pending",
          next_attempt_at: new Date(next).toISOString(),
          locked_until: null,
          last_error: shown.slice(0, 1000),
        })
        .execute();
      logger[giveUp ? "error" : "warn"](
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message },
        giveUp ? `lead ${row.kind} failed for good` : `lead ${row.kind} failed; will retry`,
      );
    }
  }

  async function runOnce(lane: OutboxLane): Promise<number> {
    const now = new Date();
    if (lane === "mail" && now.getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now.getTime();
      await pruneRateLimits(handle.db, now.getTime() - config.rateLimitWindowMs);
      await handle.db.deleteFrom("form_token_uses").where("used_at", "<", new Date(now.getTime() - config.tokenMaxAgeMs).toISOString()).execute();
      await enqueueOverduePushes(handle, now);
    }
    const rows = await claimDueRows(handle, now, lane);
    if (lane === "push") await Promise.all(rows.map((row) => send(row, now)));
    else for (const row of rows) await send(row, now);
    return rows.length;
  }

  function runLane(lane: OutboxLane) {
    const state: { wake?: () => void; wakeRequested: boolean } = { wakeRequested: false };
    // A wake-up that arrives while a round is running must not be lost until the next poll.
    const onWake = () => {
      state.wakeRequested = true;
      state.wake?.();
    };
    wakeListeners.add(onWake);
    const loop = (async () => {
      while (!stopped) {
        state.wakeRequested = false;
        let worked = 0;
        try {
          worked = await runOnce(lane);
        } catch (error) {
          // The database may be briefly unavailable; the rows stay and the next round retries.
          logger.warn({ lane, err: error instanceof Error ? error.message : String(error) }, "outbox round failed");
        }
        if (worked === 0 && !stopped && !state.wakeRequested) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, config.pollMs);
            state.wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          state.wake = undefined;
        }
      }
    })();
    return {
      loop,
      stop() {
        wakeListeners.delete(onWake);
        state.wake?.();
      },
    };
  }

  const lanes = (["mail", "push", "sms"] as const).map(runLane);

  return {
    async stop() {
      stopped = true;
      for (const lane of lanes) lane.stop();
      await Promise.all(lanes.map((lane) => lane.loop));
      transport?.close();
    },
  };
}
