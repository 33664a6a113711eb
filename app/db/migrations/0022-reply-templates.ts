import type { Generated, Kysely } from "kysely";

type Templates = { reply_templates: { id: Generated<number>; name: string; subject: string; body: string; created_at: string; updated_at: string } };

/**
 * Reply templates name the lead's details and the company's apart (issue 37, point 11). Until now
 * `{phone}` was the company's number and `{company}` its name; from here `{phone}` is the lead's
 * and the company's facts are `{companyPhone}` and `{companyName}`. A template already written
 * meant the company by `{phone}` (the editor said so), so it is renamed to keep saying what its
 * author wrote: left alone, "call us at {phone}" would start giving the lead their own number.
 *
 * A new install starts with three replies in each language (point 15), the team's to edit or
 * delete; an install that already has templates keeps exactly its own.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Templates>;
  const existing = await db.selectFrom("reply_templates").select(["id", "subject", "body"]).execute();
  for (const template of existing) {
    const subject = renamePlaceholders(template.subject);
    const body = renamePlaceholders(template.body);
    if (subject !== template.subject || body !== template.body) {
      await db.updateTable("reply_templates").set({ subject, body }).where("id", "=", template.id).execute();
    }
  }
  if (existing.length > 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("reply_templates")
    .values(defaultTemplates.map((template) => ({ ...template, created_at: now, updated_at: now })))
    .execute();
}

function renamePlaceholders(text: string): string {
  return text.replaceAll("{phone}", "{companyPhone}").replaceAll("{company}", "{companyName}");
}

const defaultTemplates = [
  {
    name: "First reply: we will call you (English)",
    subject: "Your pool project with {companyName} ({reference})",
    body: `Hello {first name},

Thank you for contacting {companyName}. I have your request ({reference}) in front of me and would like to talk it through with you.

I will call you at {phone} within 2 hours during office hours. If another time suits you better, just reply to this e-mail and tell me when.

Best regards,
{companyName}
{companyPhone}`,
  },
  {
    name: "Book a backyard visit (English)",
    subject: "A visit to your backyard ({reference})",
    body: `Hello {first name},

Thank you for your interest in building with {companyName}. The best next step is a free consultation at your home: we measure the space, check access and drainage, and go through the design and budget with you. It takes about an hour.

Which days and times would suit you this week or next? Reply to this e-mail or call us at {companyPhone}.

Best regards,
{companyName}`,
  },
  {
    name: "Estimate follow-up (English)",
    subject: "Your estimate ({reference})",
    body: `Hello {first name},

I am following up on the estimate we sent for your project ({reference}). Do you have any questions about it, or anything you would like to change: size, finishes, equipment or timing?

We are glad to go through it with you by phone or in person. Reply to this e-mail or call us at {companyPhone}; we answer within 2 hours during office hours.

Best regards,
{companyName}`,
  },
  {
    name: "Primera respuesta: le llamamos (español)",
    subject: "Su proyecto de alberca con {companyName} ({reference})",
    body: `Hola, {first name}:

Gracias por comunicarse con {companyName}. Ya tengo su solicitud ({reference}) y me gustaría platicarla con usted.

Le llamaré al {phone} en menos de 2 horas en horario de oficina. Si prefiere otro momento, responda a este correo y dígame cuándo le conviene.

Saludos cordiales,
{companyName}
{companyPhone}`,
  },
  {
    name: "Visita a su patio (español)",
    subject: "Visita a su patio ({reference})",
    body: `Hola, {first name}:

Gracias por su interés en construir su alberca con {companyName}. El siguiente paso es una consulta gratis en su casa: medimos el espacio, revisamos el acceso y el drenaje, y vemos con usted el diseño y el presupuesto. La visita dura aproximadamente una hora.

¿Qué días y horarios le convienen esta semana o la próxima? Responda a este correo o llámenos al {companyPhone}.

Saludos cordiales,
{companyName}`,
  },
  {
    name: "Seguimiento de cotización (español)",
    subject: "Su cotización ({reference})",
    body: `Hola, {first name}:

Le escribo para dar seguimiento a la cotización que le enviamos para su proyecto ({reference}). ¿Tiene alguna pregunta o hay algo que quiera cambiar: tamaño, acabados, equipo o fechas?

Con gusto la revisamos con usted por teléfono o en persona. Responda a este correo o llámenos al {companyPhone}; le respondemos en menos de 2 horas en horario de oficina.

Saludos cordiales,
{companyName}`,
  },
];
