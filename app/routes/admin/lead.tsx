import { ArrowLeft, Mail, Phone } from "lucide-react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { FlashNotice } from "#app/components/ui/flash-notice.tsx";
import { getDb } from "#app/db/db.server.ts";
import { listTeam } from "#app/features/auth/accounts.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { PossibleSpam, ReplyClockBadge, SpamReason, StatusBadge } from "#app/features/inbox/components/badges.tsx";
import { Section, FieldList } from "#app/features/inbox/components/lead-sections.tsx";
import { leadStatusOptions } from "#app/features/inbox/filters.ts";
import { leadPath } from "#app/features/lead-records/lead-kinds.ts";
import { NOTE_MAX_LENGTH } from "#app/features/inbox/limits.ts";
import { LeadPrivacy } from "#app/features/inbox/components/lead-privacy.tsx";
import { leadNoticeSchema, type ListNotice } from "#app/features/inbox/notices.ts";
import { ADMIN_HOME } from "#app/config/admin-paths.ts";
import { addLeadNote, assignLead, releaseLead, setLeadStatus } from "#app/features/inbox/mutations.server.ts";
import { eraseLead } from "#app/features/inbox/privacy.server.ts";
import { leadActionError, leadActionSchema, leadPageView, leadRef } from "#app/features/inbox/lead-page.server.ts";
import { findLead, findNotification, listLeadActivity, listNotes, listVisitorMail } from "#app/features/inbox/queries.server.ts";
import { DesignDetails } from "#app/features/design/components/design-details.tsx";
import { findQuoteDesign } from "#app/features/design/quote-design.server.ts";
import { ROLE_REFUSAL, canOpen } from "#app/features/auth/roles.ts";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "#app/features/replies/limits.ts";
import { sendReply } from "#app/features/replies/send-reply.server.ts";
import { listTemplates } from "#app/features/replies/templates.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { controlClass } from "#app/components/ui/form-fields.tsx";
import { flashCookie, readFlash } from "#app/utils/flash.server.ts";
import type { Route } from "./+types/lead";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";
import { readForm } from "#app/modules/http/request-body.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${loaderData.lead.name} (${loaderData.lead.type})` : "Lead", "/admin/leads");
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, "leads");
  const { kind, id, table } = leadRef(params);
  const db = getDb();
  const lead = await findLead(db, table, id);
  if (!lead) throw new Response("Not found", { status: 404 });
  const [notes, notification, activity, team, visitorMail, design] = await Promise.all([
    listNotes(db, table, id),
    findNotification(db, table, id),
    listLeadActivity(db, table, id),
    listTeam(db),
    listVisitorMail(db, table, id),
    table === "quote_requests" ? findQuoteDesign(db, id) : null,
  ]);
  const templates = await listTemplates(db);
  const { notice, headers } = readFlash(request, leadNoticeSchema);
  const view = leadPageView({
    kind,
    id,
    lead,
    notes,
    notification,
    activity,
    team,
    visitorMail,
    templates,
    templateParam: new URL(request.url).searchParams.get("template"),
    design,
    role: user.role,
    notice,
  });
  return data(view, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, "leads");
  const { kind, id, table } = leadRef(params);
  const form = Object.fromEntries(await readForm(request));
  // Erasure cannot be undone: staff handle leads, only the owner answers a request to erase one.
  if (form.intent === "erase" && !canOpen(user.role, "privacy")) throw new Response(ROLE_REFUSAL, { status: 403 });
  const parsed = leadActionSchema.safeParse(form);
  if (!parsed.success) return data(leadActionError(form.intent, parsed.error), { status: 400, headers: adminHeaders });
  const db = getDb();
  const input = parsed.data;
  if (input.intent === "erase") {
    if (!(await eraseLead(db, user, table, id))) throw new Response("Not found", { status: 404 });
    throw redirect(ADMIN_HOME, { headers: { "Set-Cookie": flashCookie(request, { erased: true } satisfies ListNotice) } });
  }
  if (input.intent === "reply") {
    const sent = await sendReply(db, user, { table, id }, input, { mailConfigured: Boolean(getEnv().SMTP_URL) });
    if (sent === "no-lead") throw new Response("Not found", { status: 404 });
    if (sent === "no-email") return data({ replyError: "This lead left no e-mail address: call them instead." }, { status: 400, headers: adminHeaders });
    throw redirect(leadPath(kind, id), { headers: { "Set-Cookie": flashCookie(request, { kind: "reply" }) } });
  }
  const ok =
    input.intent === "status"
      ? await setLeadStatus(db, user, table, id, input.status)
      : input.intent === "note"
        ? await addLeadNote(db, user, table, id, input.body)
        : input.intent === "assign"
          ? await assignLead(db, user, table, id, input.member)
          : await releaseLead(db, user, table, id);
  if (!ok && input.intent !== "release") throw new Response("Not found", { status: 404 });
  const notice = { kind: input.intent === "release" ? "released" : input.intent } as const;
  throw redirect(leadPath(kind, id), { headers: { "Set-Cookie": flashCookie(request, notice) } });
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, design, notification, visitorMail, internalNotes, activity, assignees, templates, pickedTemplate, replyDraft, canEditTemplates, canErase, notice } =
    loaderData;
  const replyError = actionData && "replyError" in actionData ? actionData.replyError : undefined;
  const noteError = actionData && "noteError" in actionData ? actionData.noteError : undefined;
  const eraseError = actionData && "eraseError" in actionData ? actionData.eraseError : undefined;
  const navigation = useNavigation();
  const addingNote = navigation.state !== "idle" && navigation.formData?.get("intent") === "note";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to="/admin/leads"
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-pool-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All leads
      </Link>

      <header className="mt-2">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{lead.type}</p>
        <h1 className="mt-1 text-3xl font-bold break-words text-navy-900">{lead.name}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <StatusBadge status={lead.status} label={lead.statusLabel} />
          <span>
            Reference <span className="font-semibold text-ink tabular">{lead.reference}</span>
          </span>
          <span>Received {lead.received}</span>
          {lead.reply ? (
            <span className="inline-flex flex-wrap items-center gap-x-1.5">
              <ReplyClockBadge clock={lead.reply} />
              <span aria-hidden="true">(reply due {lead.reply.due})</span>
            </span>
          ) : null}
        </div>
      </header>

      <FlashNotice notice={notice} className="mt-5" />

      {lead.possibleSpam ? (
        <p className="mt-5 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-700/20">
          <PossibleSpam reason={lead.possibleSpam} />
        </p>
      ) : null}

      {lead.spamReason ? (
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50 p-4 ring-1 ring-red-700/20">
          <SpamReason reason={lead.spamReason} />
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="release" />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg bg-pool-700 px-4 font-semibold text-white hover:bg-pool-800"
            >
              Release to inbox
            </button>
          </Form>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-3">
        {lead.phone ? (
          <a
            href={`tel:${lead.phone}`}
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-pool-700 px-5 font-semibold text-white hover:bg-pool-800"
          >
            <Phone aria-hidden="true" className="size-5" />
            Call {lead.phone}
          </a>
        ) : null}
        {lead.email ? (
          <a
            href={`mailto:${lead.email}`}
            className="inline-flex min-h-12 max-w-full items-center gap-2 rounded-full border-2 border-pool-700 px-5 font-semibold text-pool-700 hover:bg-pool-50"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            <span className="truncate">E-mail {lead.email}</span>
          </a>
        ) : null}
      </div>

      {/* On a phone the status and assignment come first, right under the call and e-mail buttons. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          <Section title="Status">
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <CsrfInput />
              <input type="hidden" name="intent" value="status" />
              <div className="min-w-40 flex-1">
                <label htmlFor="lead-status" className="block text-sm font-semibold text-ink">
                  Lead status
                </label>
                <select id="lead-status" name="status" defaultValue={lead.status} key={lead.status} className={controlClass}>
                  {leadStatusOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-lg bg-pool-700 px-4 font-semibold text-white hover:bg-pool-800"
              >
                Save status
              </button>
            </Form>
          </Section>

          <Section title="Assigned to">
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <CsrfInput />
              <input type="hidden" name="intent" value="assign" />
              <div className="min-w-40 flex-1">
                <label htmlFor="lead-assignee" className="block text-sm font-semibold text-ink">
                  Team member
                </label>
                <select id="lead-assignee" name="member" defaultValue={lead.assignedTo ?? ""} key={lead.assignedTo ?? ""} className={controlClass}>
                  <option value="">Nobody</option>
                  {assignees.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.email}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-lg bg-pool-700 px-4 font-semibold text-white hover:bg-pool-800"
              >
                Assign
              </button>
            </Form>
          </Section>

          {lead.email ? (
            <Section title="Reply by e-mail">
              {templates.length > 0 ? (
                <Form method="get" className="flex flex-wrap items-end gap-3">
                  <div className="min-w-40 flex-1">
                    <label htmlFor="reply-template" className="block text-sm font-semibold text-ink">
                      Start from a template
                    </label>
                    <select id="reply-template" name="template" defaultValue={pickedTemplate ?? ""} className={controlClass}>
                      <option value="">None</option>
                      {templates.map((template) => (
                        <option key={template.id} value={template.id}>
                          {template.name}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="inline-flex min-h-11 items-center rounded-lg border-2 border-pool-700 px-4 font-semibold text-pool-700 hover:bg-pool-50">
                    Use template
                  </button>
                </Form>
              ) : null}
              <Form method="post" className="mt-4 space-y-3" key={`${pickedTemplate ?? "none"}-${visitorMail.length}`}>
                <CsrfInput />
                <input type="hidden" name="intent" value="reply" />
                <p className="text-sm break-all text-muted">To {lead.email}</p>
                <div>
                  <label htmlFor="reply-subject" className="block text-sm font-semibold text-ink">
                    Subject
                  </label>
                  <input id="reply-subject" name="subject" required maxLength={REPLY_SUBJECT_MAX} defaultValue={replyDraft.subject} className={controlClass} />
                </div>
                <div>
                  <label htmlFor="reply-body" className="block text-sm font-semibold text-ink">
                    Message
                  </label>
                  <textarea
                    id="reply-body"
                    name="body"
                    rows={6}
                    required
                    maxLength={REPLY_BODY_MAX}
                    defaultValue={replyDraft.body}
                    aria-invalid={replyError ? true : undefined}
                    aria-describedby={replyError ? "reply-error" : undefined}
                    className={controlClass}
                  />
                </div>
                {replyError ? (
                  <p id="reply-error" role="alert" className="text-sm font-medium text-red-700">
                    {replyError}
                  </p>
                ) : null}
                <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-pool-700 px-4 font-semibold text-white hover:bg-pool-800">
                  Send reply
                </button>
              </Form>
              {canEditTemplates ? (
                <p className="mt-3 text-sm">
                  <Link to="/admin/templates" className="inline-flex min-h-11 items-center font-semibold text-pool-800 underline underline-offset-4">
                    Edit reply templates
                  </Link>
                </p>
              ) : null}
            </Section>
          ) : null}
        </div>

        <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Section title={lead.message !== null ? "Message" : "Notes from the visitor"}>
            {lead.message ?? lead.notes ? (
              <p className="break-words whitespace-pre-wrap text-ink">{lead.message ?? lead.notes}</p>
            ) : (
              <p className="text-muted">None.</p>
            )}
          </Section>

          <Section title="Details">
            <FieldList fields={lead.fields} />
          </Section>

          {design ? (
            <Section title="Pool design">
              <DesignDetails value={design} />
            </Section>
          ) : null}
          <Section title="Internal notes">
            {internalNotes.length > 0 ? (
              <ol className="space-y-4">
                {internalNotes.map((note) => (
                  <li key={note.id} className="rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200">
                    <p className="text-sm text-muted">
                      <span className="font-semibold text-ink">{note.author}</span> · {note.at}
                    </p>
                    <p className="mt-1 break-words whitespace-pre-wrap text-ink">{note.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-muted">No notes yet. Notes are for the team only; the visitor never sees them.</p>
            )}
            {/* Keyed by the count: once the note is saved the form remounts with an empty box. */}
            <Form method="post" className="mt-5" key={internalNotes.length}>
              <CsrfInput />
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="lead-note" className="block text-sm font-semibold text-ink">
                Add a note
              </label>
              <textarea
                id="lead-note"
                name="body"
                rows={3}
                required
                maxLength={NOTE_MAX_LENGTH}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? "lead-note-error" : undefined}
                className={controlClass}
              />
              {noteError ? (
                <p id="lead-note-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                  {noteError}
                </p>
              ) : null}
              <button
                type="submit"
                disabled={addingNote}
                className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-pool-700 px-4 font-semibold text-white hover:bg-pool-800 disabled:cursor-wait disabled:opacity-80"
              >
                {addingNote ? "Adding..." : "Add note"}
              </button>
            </Form>
          </Section>
        </div>

        <div className="space-y-6 lg:col-start-3">
          <Section title="Notification e-mail">
            <p className="font-semibold text-ink">{notification.label}</p>
            {notification.detail ? <p className="mt-1 text-sm break-words text-muted">{notification.detail}</p> : null}
          </Section>

          <Section title="E-mails to the visitor">
            {visitorMail.length > 0 ? (
              <ol className="space-y-4">
                {visitorMail.map((mail) => (
                  <li key={mail.key}>
                    <p className="font-semibold text-ink">
                      {mail.title} · {mail.delivery.label}
                    </p>
                    <p className="text-sm text-muted">
                      {mail.at}
                      {mail.delivery.detail ? ` · ${mail.delivery.detail}` : ""}
                    </p>
                    <details className="mt-1 text-sm">
                      <summary className="cursor-pointer font-semibold text-pool-800">{mail.subject}</summary>
                      <p className="mt-2 break-words whitespace-pre-wrap text-ink">{mail.body}</p>
                    </details>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted">None: the visitor left no e-mail address, or the entry was flagged as spam.</p>
            )}
          </Section>

          <Section title="Attribution">
            {lead.attribution.length > 0 ? <FieldList fields={lead.attribution} /> : <p className="text-muted">No page or campaign recorded.</p>}
          </Section>

          <LeadPrivacy dataHref={`${leadPath(lead.kind, lead.id)}/data.json`} canErase={canErase} error={eraseError} />

          <Section title="Activity">
            {activity.length > 0 ? (
              <ol className="space-y-2 text-sm">
                {activity.map((entry) => (
                  <li key={entry.key}>
                    <span className="text-muted">{entry.at}</span>
                    <span className="block break-words text-ink">{entry.text}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted">No changes yet.</p>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
