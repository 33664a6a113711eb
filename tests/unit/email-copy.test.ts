import { describe, expect, it } from "vitest";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { quoteDesignOf } from "#app/features/design/quote-design.ts";
import type { LeadRecord } from "#app/features/lead-records/repository.server.ts";
import { confirmationEmail } from "#app/features/notifications/confirmation-email.server.tsx";
import { designReminderEmail, savedDesignEmail } from "#app/features/saved-designs/saved-design-email.server.tsx";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * The visitor's e-mails in each language (issue 25, point 3): the same facts, the words of the
 * lead's language, amounts and dates formatted for es-US. English stays as it was.
 */
const design = quoteDesignOf(defaultDesign, estimateDesign(defaultDesign, defaultPricing, designerText("en")), 0);
const quote: LeadRecord = {
  table: "quote_requests",
  values: {
    source: "get-quote",
    contactMethod: "callback",
    name: "Rosa Garza",
    email: "rosa@example.com",
    phone: "713-555-0111",
    preferredCallbackTime: "evening",
    address: null,
    projectType: "new-pool",
    poolSize: null,
    timeline: "3-6months",
    features: ["Hot Tub Integration", "LED Lighting"],
    notes: "Tenemos dos perros.",
    design,
  },
};
// A Tuesday at 5:30 PM in Houston: the answer is due the next morning.
const received = new Date("2026-11-24T23:30:00Z");

describe("the visitor's e-mails in Spanish", () => {
  it("writes a quote's confirmation in Spanish: subject, facts, design, ballpark and dates for es-US", async () => {
    const mail = await confirmationEmail(quote, "Q-2611-0042", received, "es");
    expect(mail.subject).toBe("Recibimos su solicitud de cotización (Q-2611-0042) - Bayou Crest Pools & Spas");
    expect(mail.html).toContain('lang="es-US"');
    const text = mail.text.replace(/\s+/g, " ");
    expect(text).toContain("Gracias por su solicitud de cotización");
    expect(text).toContain("Su número de referencia es Q-2611-0042.");
    expect(text).toMatch(/le responderá a más tardar el miércoles, 25 de noviembre a las 9:\d\d a\.\s?m\., en menos de 2 horas/);
    expect(text).not.toContain("..");
    expect(text).toContain("Tipo de proyecto: Construcción de alberca nueva");
    expect(text).toContain("Extras: Jacuzzi integrado, Luces LED");
    expect(text).toContain("Cómo nos comunicaremos con usted: Le devolvemos la llamada, en la noche (5 p.m.-8 p.m.)");
    expect(text).toMatch(/Alberca \S.* de \d+ × \d+ pies, de [\d.]+ a [\d.]+ pies de profundidad, con .+;/);
    expect(text).toMatch(/Precio aproximado: \$\d{2,3},\d{3} – \$\d{2,3},\d{3}/);
    expect(text).toMatch(/\(unos \$\d+ a \$\d+ al mes con financiamiento a \d+ años a una tasa de porcentaje anual \(APR\) de [\d.]+%, sujeto a aprobación de crédito\)/);
    expect(text).toContain("Lunes a viernes, 8:00");
    // Decision 022 holds in every language: nothing the visitor typed.
    expect(text).not.toContain("perros");
    expect(text).not.toContain("Rosa");
    for (const english of ["Thank you", "Ballpark", "What happens next", "Monday", "Project type", "Hot Tub"]) expect(text).not.toContain(english);
  });

  it("keeps the English confirmation as it was", async () => {
    const mail = await confirmationEmail(quote, "Q-2611-0042", received);
    expect(mail.subject).toBe("We received your quote request (Q-2611-0042) - Bayou Crest Pools & Spas");
    expect(mail.html).toContain('lang="en-US"');
    const text = mail.text.replace(/\s+/g, " ");
    expect(text).toContain("We have it, under reference Q-2611-0042.");
    expect(text).toContain("by Wednesday, November 25 at 9:");
    expect(text).toContain("Features: Hot Tub Integration, LED Lighting");
    expect(text).toContain("How we'll reach you: Callback, Evening (5PM-8PM)");
    expect(text).toContain(`${design.description}`);
    expect(text).toMatch(/Ballpark: \$\d{2,3},\d{3} – \$\d{2,3},\d{3} \(about \$[\d,]+–[\d,]+ a month over/);
    expect(text).toContain("Monday-Friday 8:00 AM-6:00 PM");
  });

  it("writes a saved design's e-mail and its reminder in Spanish", async () => {
    const at = new Date("2026-11-27T16:00:00Z");
    const saved = await savedDesignEmail(design, { at, unsubscribeUrl: "https://example.test/stop" }, "es");
    expect(saved.subject).toBe("Su diseño de alberca - Bayou Crest Pools & Spas");
    const savedText = saved.text.replace(/\s+/g, " ");
    expect(savedText).toContain("Aquí está la alberca que diseñó");
    expect(savedText).toContain("Le recordaremos este diseño una sola vez, alrededor del viernes, 27 de noviembre");
    expect(savedText).toContain("Pedir una cotización gratis de este diseño");
    const reminder = await designReminderEmail(design, "https://example.test/stop", "es");
    expect(reminder.subject).toBe("Su diseño de alberca lo espera - Bayou Crest Pools & Spas");
    expect(reminder.html).toContain('lang="es-US"');
    const reminderText = reminder.text.replace(/\s+/g, " ");
    expect(reminderText).toContain("¿Sigue pensando en su alberca?");
    expect(reminderText).toContain("Este es el único recordatorio que le enviamos sobre este diseño. Cancele su suscripción");
    expect(reminderText).toContain("para no recibir ningún otro recordatorio pendiente en esta dirección.");
    for (const english of ["Your pool design", "Ballpark", "Unsubscribe"]) expect(reminderText + savedText).not.toContain(english);
  });
});
