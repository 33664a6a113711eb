/**
 * A made-up year of leads, their activity and e-mails, and page views, written straight into a
 * database: what `npm run bench:dashboard` measures the dashboard against (and a way to look at
 * a full dashboard). Deterministic: the same count and `now` give the same rows.
 */
import type { Db } from "#app/db/client.server.ts";
import type { LeadSource, LeadStatus } from "#app/db/schema.ts";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";
import { siteIndex } from "#app/utils/site-index.ts";

const DAY = 86_400_000;

function random(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

/** Every public page of a freshly seeded site. */
export function publicPaths(): string[] {
  const projects = launchProjects
    .filter((project) => project.status !== "draft")
    .map((project) => ({ path: `/portfolio/${project.id}`, title: project.title, updatedAt: new Date(0) }));
  return siteIndex(projects).flatMap((group) => group.entries.map((entry) => entry.path));
}

const forms: { source: LeadSource; page: string[]; weight: number }[] = [
  { source: "get-quote", page: ["/get-quote"], weight: 0.45 },
  { source: "home-consultation", page: ["/"], weight: 0.35 },
  { source: "contact-page", page: ["/contact"], weight: 0.2 },
];
const channels: { utm: string | null; referrer: string | null }[] = [
  { utm: null, referrer: null },
  { utm: null, referrer: null },
  { utm: null, referrer: "https://www.google.com/" },
  { utm: null, referrer: "https://www.google.com/" },
  { utm: null, referrer: "https://www.bing.com/search?q=pool+builder" },
  { utm: "facebook", referrer: "https://l.facebook.com/" },
  { utm: "nextdoor", referrer: null },
  { utm: null, referrer: "https://www.yelp.com/biz/bayou-crest" },
  { utm: "newsletter", referrer: null },
];

export async function seedDashboardHistory(db: Db, { leads, now }: { leads: number; now: Date }): Promise<void> {
  const next = random(20_261_122);
  const start = now.getTime() - 365 * DAY;
  await db.transaction().execute(async (trx) => {
    const audit: { created_at: string; actor_id: null; actor_email: string; action: string; entity_type: string; entity_id: string; details: string | null }[] = [];
    const outbox: { created_at: string; lead_table: "contact_submissions" | "quote_requests"; lead_id: number; status: "sent" | "pending" | "failed"; attempts: number; next_attempt_at: string }[] = [];
    const ids = { contact_submissions: 0, quote_requests: 0 };
    const batches = { contact_submissions: [] as Record<string, unknown>[], quote_requests: [] as Record<string, unknown>[] };
    const flush = async () => {
      if (batches.contact_submissions.length) await trx.insertInto("contact_submissions").values(batches.contact_submissions as never).execute();
      if (batches.quote_requests.length) await trx.insertInto("quote_requests").values(batches.quote_requests as never).execute();
      for (let i = 0; i < audit.length; i += 1000) await trx.insertInto("audit_log").values(audit.slice(i, i + 1000)).execute();
      for (let i = 0; i < outbox.length; i += 1000) await trx.insertInto("lead_outbox").values(outbox.slice(i, i + 1000)).execute();
      batches.contact_submissions = [];
      batches.quote_requests = [];
      audit.length = 0;
      outbox.length = 0;
    };
    // Arrival times, more of them lately; stored in order, as a live site stores them.
    const times = Array.from({ length: leads }, () => start + Math.sqrt(next()) * (now.getTime() - start)).sort((a, b) => a - b);
    for (let n = 0; n < leads; n++) {
      const t = times[n]!;
      const created = new Date(t);
      const roll = next();
      const form = roll < forms[0]!.weight ? forms[0]! : roll < forms[0]!.weight + forms[1]!.weight ? forms[1]! : forms[2]!;
      const table = form.source === "get-quote" ? "quote_requests" : "contact_submissions";
      const id = ++ids[table];
      const spam = next() < 0.05;
      const age = now.getTime() - t;
      const status: LeadStatus = age < 2 * DAY && next() < 0.7 ? "new" : pick(next, ["contacted", "quoted", "won", "lost"] as const);
      const channel = pick(next, channels);
      const shared = {
        id,
        created_at: created.toISOString(),
        source: form.source,
        status: spam ? "new" : status,
        name: `Visitor ${n}`,
        phone: "713-555-0100",
        spam_reason: spam ? "honeypot" : null,
        possible_spam: !spam && next() < 0.03 ? "sent too fast" : null,
        page: form.page[0],
        referrer: channel.referrer,
        utm_source: channel.utm,
        fingerprint: null,
      };
      if (table === "quote_requests") {
        batches.quote_requests.push({
          ...shared,
          contact_method: "phone",
          email: null,
          project_type: pick(next, ["new-pool", "renovation", "maintenance", "repair", null]),
          features: "[]",
        });
      } else {
        batches.contact_submissions.push({
          ...shared,
          email: `visitor${n}@example.com`,
          message: "Please call me about a pool.",
          service_type: form.source === "home-consultation" ? pick(next, ["new", "renovation", "service", "repair", "spa"]) : null,
        });
      }
      if (!spam) {
        outbox.push({ created_at: created.toISOString(), lead_table: table, lead_id: id, status: age < DAY && next() < 0.1 ? "pending" : next() < 0.01 ? "failed" : "sent", attempts: 1, next_attempt_at: created.toISOString() });
        if (status !== "new") {
          // Answered: the first response on the lead, as the admin records it, and in the activity.
          const answered = new Date(Math.min(now.getTime(), t + next() * next() * 2 * DAY)).toISOString();
          const row = table === "quote_requests" ? batches.quote_requests.at(-1)! : batches.contact_submissions.at(-1)!;
          row.first_response_at = answered;
          const action = pick(next, ["lead.status", "lead.note", "lead.reply"]);
          audit.push({ created_at: answered, actor_id: null, actor_email: "owner@example.com", action, entity_type: table, entity_id: String(id), details: null });
        }
      }
      if (batches.contact_submissions.length + batches.quote_requests.length >= 500) await flush();
    }
    await flush();

    // A year of daily views for every public page, busier on the home page and the forms.
    const paths = publicPaths();
    const views: { day: string; path: string; views: number }[] = [];
    for (let d = 365; d >= 0; d--) {
      const day = new Date(now.getTime() - d * DAY).toISOString().slice(0, 10);
      for (const path of paths) {
        const base = path === "/" ? 400 : path === "/get-quote" || path === "/contact" ? 150 : 30;
        views.push({ day, path, views: Math.round(base * (0.5 + next())) });
      }
    }
    for (let i = 0; i < views.length; i += 1000) await trx.insertInto("page_views_daily").values(views.slice(i, i + 1000)).onConflict((c) => c.doNothing()).execute();
  });
}
