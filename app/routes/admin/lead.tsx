import { buttonClass } from "#app/components/ui/button-style.ts";
import { ArrowLeft, Mail, Phone } from "lucide-react";
import { Form, Link, data, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FlashNotice } from "#app/components/ui/flash-notice.tsx";
import { getDb, getDbHandle } from "#app/db/db.server.ts";
import { listTeam } from "#app/features/auth/accounts.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { DesignedBadge, LanguageBadge, PossibleSpam, ReplyClockBadge, SpamReason, StatusBadge } from "#app/features/inbox/components/badges.tsx";
import { Section, FieldList } from "#app/components/ui/section.tsx";
import { leadPath } from "#app/features/lead-records/lead-kinds.ts";
import { LeadPrivacy } from "#app/features/inbox/components/lead-privacy.tsx";
import { erasureList } from "#app/features/inbox/erasure-list.ts";
import { LeadActivityLog, LeadTeamAlerts, LeadVisitorMail } from "#app/features/inbox/components/lead-history.tsx";
import { LeadNotes } from "#app/features/inbox/components/lead-notes.tsx";
import { LeadReply } from "#app/features/inbox/components/lead-reply.tsx";
import { LeadTriage } from "#app/features/inbox/components/lead-triage.tsx";
import { leadNoticeSchema, type ListNotice } from "#app/features/inbox/notices.ts";
import { LEADS_PATH } from "#app/config/admin-paths.ts";
import { addLeadNote, assignLead, releaseLead, setLeadStatus } from "#app/features/inbox/mutations.server.ts";
import { eraseVisitor, recordsToErase } from "#app/features/inbox/privacy.server.ts";
import { listTeamAlerts } from "#app/features/inbox/team-alerts.server.ts";
import { leadActionError, leadActionSchema, leadPageView, leadRef } from "#app/features/inbox/lead-page.server.ts";
import { findLead, findNotification, listLeadActivity, listNotes, listVisitorMail } from "#app/features/inbox/queries.server.ts";
import { DesignDetails } from "#app/features/design/components/design-details.tsx";
import { findQuoteDesign } from "#app/features/design/quote-design.server.ts";
import { designPath } from "#app/features/design/query.ts";
import { createYardPhotos } from "#app/features/backyard/yard-photos.server.ts";
import { projectPath } from "#app/features/portfolio/project.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { ROLE_REFUSAL, canOpen } from "#app/features/auth/roles.ts";
import { sendReply } from "#app/features/replies/send-reply.server.ts";
import { listTemplates } from "#app/features/replies/templates.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { flashCookie, readFlash } from "#app/utils/flash.server.ts";
import type { Route } from "./+types/lead";
import { leadVisit } from "#app/features/booking/lead-visit.server.ts";
import { LeadVisit } from "#app/features/booking/components/lead-visit.tsx";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";
import { parseForm } from "#app/modules/http/parse-form.server.ts";
import { mailtoHref } from "#app/utils/email-address.ts";
import { localeLabel } from "#app/features/lead-records/lead-language.ts";
import { LeadPresentation } from "#app/features/renderings/components/lead-presentation.tsx";
import { presentationState } from "#app/features/renderings/presentation/presentation-state.server.ts";
import { requestPresentation } from "#app/features/renderings/presentation/request-presentation.server.ts";
import { renderingsOffered } from "#app/features/renderings/offered.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${loaderData.lead.name} (${loaderData.lead.type})` : "Lead", LEADS_PATH);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, "leads");
  const { kind, id, table } = leadRef(params);
  const db = getDb();
  const lead = await findLead(db, table, id);
  if (!lead) throw new Response("Not found", { status: 404 });
  const [notes, notification, activity, team, visitorMail, teamAlerts, design] = await Promise.all([
    listNotes(db, table, id),
    findNotification(db, table, id),
    listLeadActivity(db, table, id),
    listTeam(db),
    listVisitorMail(db, table, id),
    listTeamAlerts(db, table, id),
    table === "quote_requests" ? findQuoteDesign(db, id) : null,
  ]);
  // The visitor's yard photo with the pool placed in it, if they sent one (issue 41).
  const yard = table === "quote_requests" ? await createYardPhotos(db).forLead(id) : undefined;
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
    teamAlerts,
    templates,
    templateParam: new URL(request.url).searchParams.get("template"),
    design,
    role: user.role,
    notice,
  });
  // The portfolio project the design started from ("Design one like this"), by its current title.
  const origin = design?.fromProject ? await createProjectRepository(db).find(design.fromProject) : undefined;
  const designOrigin = design?.fromProject ? { id: design.fromProject, title: origin?.title ?? design.fromProject } : null;
  // What erasing this visitor would remove, listed beside the button (the owner's only).
  const toErase = view.canErase ? erasureList(await recordsToErase(db, { table, id }), { table, id }) : [];
  // Its site visit, if the family booked one (issue 42): moved, assigned or closed from here.
  const visit = await leadVisit(db, { table, id }, { owner: canOpen(user.role, "team"), path: leadPath(kind, id) });
  const yardPhoto = yard ? { base: `/admin/leads/${kind}/${id}/yard`, width: yard.width, height: yard.height } : null;
  // The owner's presentation of the design (decision 047): owner and staff, as the lead itself.
  const presentation = design ? { offered: renderingsOffered(), language: localeLabel[lead.locale], state: await presentationState(db, id), base: leadPath(kind, id) } : null;
  return data({ ...view, designOrigin, toErase, visit, yardPhoto, presentation }, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, "leads");
  const { kind, id, table } = leadRef(params);
  const submission = await parseForm(request, leadActionSchema);
  const form = submission.values;
  // Erasure cannot be undone: staff handle leads, only the owner answers a request to erase one.
  if (form.intent === "erase" && !canOpen(user.role, "privacy")) throw new Response(ROLE_REFUSAL, { status: 403 });
  if (!submission.success) return data(leadActionError(form.intent, submission.message), { status: 400, headers: adminHeaders });
  const db = getDb();
  const input = submission.data;
  if (input.intent === "erase") {
    if (!(await eraseVisitor(getDbHandle(), user, { table, id }))) throw new Response("Not found", { status: 404 });
    throw redirect(LEADS_PATH, { headers: { "Set-Cookie": flashCookie(request, { erased: true } satisfies ListNotice) } });
  }
  if (input.intent === "presentation") {
    if (table !== "quote_requests" || !renderingsOffered()) throw new Response("Not found", { status: 404 });
    const outcome = await requestPresentation(db, id, getEnv().RENDER_QUALITY, new Date());
    if (outcome === "no-design") throw new Response("Not found", { status: 404 });
    if (outcome === "queued") await writeAudit(db, { actorId: user.id, actorEmail: user.email, action: "lead.presentation", entityType: table, entityId: id });
    throw redirect(`${leadPath(kind, id)}#presentation`, { headers: { "Set-Cookie": flashCookie(request, { kind: "presentation" }) } });
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
  const { lead, design, notification, visitorMail, teamAlerts, internalNotes, activity, assignees, templates, pickedTemplate, replyDraft, canEditTemplates, canErase, notice, designOrigin, toErase, visit, yardPhoto, presentation } =
    loaderData;
  const replyError = actionData && "replyError" in actionData ? actionData.replyError : undefined;
  const noteError = actionData && "noteError" in actionData ? actionData.noteError : undefined;
  const eraseError = actionData && "eraseError" in actionData ? actionData.eraseError : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={LEADS_PATH}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-pool-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All leads
      </Link>

      <header className="mt-2">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{lead.type}</p>
        <h1 className="mt-1 text-3xl font-bold break-words text-navy-900">{lead.name}</h1>
        {lead.designed ? (
          <p className="mt-2">
            <DesignedBadge ballpark={lead.designed} />
          </p>
        ) : null}
        <p className="mt-2 text-lg text-ink" data-lead-want>
          {lead.want}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <StatusBadge status={lead.status} label={lead.statusLabel} />
          {lead.language ? <LanguageBadge label={lead.language} /> : null}
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
            <Button>
              Release to inbox
            </Button>
          </Form>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-3">
        {lead.phone ? (
          <a
            href={`tel:${lead.phone}`}
            className={buttonClass()}
          >
            <Phone aria-hidden="true" className="size-5" />
            Call {lead.phone}
          </a>
        ) : null}
        {lead.email ? (
          <a
            href={mailtoHref(lead.email)}
            className={buttonClass({ variant: "outline", className: "max-w-full" })}
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            <span className="truncate">E-mail {lead.email}</span>
          </a>
        ) : null}
      </div>

      {/* On a phone the actions come first, under the call and e-mail buttons: status, assignment and
          reply, then what the visitor sent and the design (issue 37: they started 4,200 px down, after
          the estimate). On a wide screen the grid places the actions in the right-hand column. */}
      {/* The first row keeps to the actions' height: the rest of the right-hand column follows them without a gap. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          {lead.contact.length > 0 ? (
            <Section title="Contact">
              <FieldList fields={lead.contact} />
            </Section>
          ) : null}

          <LeadTriage lead={lead} assignees={assignees} />

          {lead.email ? (
            <LeadReply
              lead={lead}
              templates={templates}
              pickedTemplate={pickedTemplate}
              replyDraft={replyDraft}
              visitorMail={visitorMail}
              canEditTemplates={canEditTemplates}
              replyError={replyError}
            />
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

          {visit ? <LeadVisit visit={visit} /> : null}

          <Section title="Details">
            <FieldList fields={lead.fields} />
          </Section>

          {design ? (
            <Section title="Pool design">
              {designOrigin ? (
                <p className="mb-4 text-ink" data-testid="design-origin">
                  Started from the portfolio project{" "}
                  <a href={projectPath(designOrigin.id)} className="font-semibold text-pool-700 underline underline-offset-4">
                    {designOrigin.title}
                  </a>{" "}
                  (“Design one like this”), then changed as the visitor liked.
                </p>
              ) : null}
              <DesignDetails value={design} />
            </Section>
          ) : null}
          {yardPhoto ? (
            <Section title="The visitor's yard">
              <img
                src={`${yardPhoto.base}/picture.jpg`}
                width={yardPhoto.width}
                height={yardPhoto.height}
                alt="The visitor's photo of their yard, with the designed pool placed in it"
                className="h-auto w-full rounded-xl"
                data-testid="lead-yard"
              />
              <p className="mt-3 flex flex-wrap gap-3">
                <a
                  href={`${design ? designPath(design.design) : "/design"}#yard=${encodeURIComponent(yardPhoto.base)}`}
                  className={buttonClass({ size: "md" })}
                  data-testid="lead-yard-open"
                >
                  Open this placement in the designer
                </a>
                <a href={`${yardPhoto.base}/photo.jpg`} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
                  The photo alone
                </a>
              </p>
            </Section>
          ) : null}
          {presentation ? <LeadPresentation presentation={presentation} /> : null}
          <LeadNotes internalNotes={internalNotes} noteError={noteError} />
        </div>

        <div className="space-y-6 lg:col-start-3">
          <Section title="Notification e-mail">
            <p className="font-semibold text-ink">{notification.label}</p>
            {notification.detail ? <p className="mt-1 text-sm break-words text-muted">{notification.detail}</p> : null}
          </Section>

          <LeadTeamAlerts teamAlerts={teamAlerts} />

          <LeadVisitorMail visitorMail={visitorMail} />

          <Section title="Attribution">
            {lead.attribution.length > 0 ? <FieldList fields={lead.attribution} /> : <p className="text-muted">No page or campaign recorded.</p>}
          </Section>

          <LeadPrivacy dataHref={`${leadPath(lead.kind, lead.id)}/data.json`} canErase={canErase} toErase={toErase} error={eraseError} />

          <LeadActivityLog activity={activity} />
        </div>
      </div>
    </div>
  );
}
