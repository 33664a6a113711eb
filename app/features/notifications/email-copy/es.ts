import { business, type DayHours } from "#app/config/business.ts";
import { describeDesign, describeYard, designSize } from "#app/features/design/description.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { lowerFirst } from "#app/features/design/designer-words.ts";
import type { EmailCopy } from "#app/features/notifications/email-copy/shape.ts";
import { optionWords } from "#app/i18n/option-words.ts";

/**
 * The e-mails in Spanish as a Houston family reads it: "alberca" (the word of Mexican and Texan
 * Spanish, where most of Houston's Spanish speakers come from; "piscina" reads as Spain's),
 * "usted" throughout, and one word per thing, the glossary's (docs/decisions/037-spanish-glossary.md).
 * Amounts, dates and lists through `Intl` with es-US.
 */

const TAG = "es-US";
const dollars = new Intl.NumberFormat(TAG, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const money = (value: number) => dollars.format(Math.round(value));
const dateFormat = new Intl.DateTimeFormat(TAG, { timeZone: business.timeZone, weekday: "long", month: "long", day: "numeric" });
const timeFormat = new Intl.DateTimeFormat(TAG, { timeZone: business.timeZone, hour: "numeric", minute: "2-digit" });
const sentFormat = new Intl.DateTimeFormat(TAG, { timeZone: business.timeZone, dateStyle: "long", timeStyle: "short" });

/** "martes, 24 de noviembre a las 3:00 p.m." ("a la 1:00": one o'clock is singular). */
function replyBy(due: Date): string {
  const time = timeFormat.format(due);
  return `${dateFormat.format(due)} ${time.startsWith("1:") ? "a la" : "a las"} ${time}`;
}

/** Opening hours from the business's own table: "Lunes a viernes, 8:00 a.m. a 6:00 p.m. · …". */
function openingHours(): string {
  const dayName = new Intl.DateTimeFormat(TAG, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday: ISO weekday n is January n.
  const name = (day: number) => dayName.format(Date.UTC(2024, 0, day));
  const clock = (time: string) => {
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    return new Intl.DateTimeFormat(TAG, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1, hour, minute));
  };
  const hours = (entry: DayHours) => (entry ? `${clock(entry.open)} a ${clock(entry.close)}` : "cerrado");
  const days = Object.entries(business.hours).map(([day, entry]) => ({ day: Number(day), text: hours(entry) }));
  const groups: { first: number; last: number; text: string }[] = [];
  for (const { day, text } of days) {
    const previous = groups.at(-1);
    if (previous && previous.text === text && previous.last === day - 1) previous.last = day;
    else groups.push({ first: day, last: day, text });
  }
  return groups
    .map(({ first, last, text }) => {
      const span = first === last ? name(first) : `${name(first)} a ${name(last)}`;
      return `${span.charAt(0).toUpperCase()}${span.slice(1)}, ${text}`;
    })
    .join(" · ");
}

/** The designer's words: the design's sentence, its size, the plan's title and the exclusions, said as on the site. */
const designer = designerText("es");

export const es: EmailCopy = {
  tag: TAG,
  money,
  moneyRange: (low, high) => `${money(low)} – ${money(high)}`,
  replyBy,
  day: (date) => dateFormat.format(date),
  hours: openingHours(),
  whyThisMail: "Recibe este correo porque alguien escribió esta dirección en nuestro sitio web. Si no fue usted, puede ignorarlo.",
  confirmation: {
    what: { quote: "solicitud de cotización", consultation: "solicitud de consulta", message: "mensaje" },
    subject: (what, reference) => `Recibimos su ${what} (${reference}) - ${business.name}`,
    // The deadline ends in "a.m." or "p.m.": never put it before a full stop.
    preview: (reference, due) => `Su número de referencia es ${reference}. Le respondemos a más tardar el ${due}`,
    heading: (what) => `Gracias por su ${what}`,
    reference: ["Su número de referencia es ", "."],
    nextHeading: "¿Qué sigue?",
    next: (due, reference) =>
      `Una persona de nuestro equipo le responderá a más tardar el ${due}, en menos de ${business.responsePromises.replyHours} horas de nuestro horario de oficina. ` +
      `Revisaremos su proyecto con usted y, si le sirve, haremos una cita para visitar su patio. ¿Lo necesita antes? Llame al ${business.phone.display} y mencione la referencia ${reference}.`,
    pickTime: "Elija la hora de su visita gratuita",
    askedHeading: "Lo que nos pidió",
    labels: {
      projectType: "Tipo de proyecto",
      poolSize: "Tamaño de la alberca",
      timeline: "Para cuándo",
      features: "Extras",
      reachYou: "Cómo nos comunicaremos con usted",
      service: "Servicio",
    },
    callback: (time) => `Le devolvemos la llamada, ${time ? time.charAt(0).toLowerCase() + time.slice(1) : "a cualquier hora"}`,
  },
  design: {
    heading: "Su diseño",
    savedHeading: "Su diseño guardado",
    linkLabel: "Abrir su diseño",
    describe: (quote) => `${describeDesign(quote.design, designer)} ${describeYard(quote.design.yard, designer)}`,
    size: (quote) => designSize(quote.design, designer),
    planAlt: (description) => `${designer.words.plan.title}: ${description}`,
    ballpark: (range) => `Precio aproximado: ${range}`,
    monthly: (low, high, years, apr) =>
      ` (unos ${money(low)} a ${money(high)} al mes con financiamiento a ${years} años a una tasa de porcentaje anual (APR) de ${apr}%, sujeto a aprobación de crédito)`,
    notQuote: (exclusions) =>
      `Es un precio aproximado, no una cotización: su terreno, el tipo de suelo, el acceso y los permisos definen el precio final. Uno de nuestros diseñadores lo confirma después de una visita gratis a su casa. Ningún precio aproximado incluye: ${exclusions}.`,
    exclusions: Object.values(designer.words.estimate.exclusions).map(lowerFirst),
  },
  savedDesign: {
    subject: `Su diseño de alberca - ${business.name}`,
    preview: (description) => `${description.replace(/\.$/, "")}. El precio aproximado y un enlace para volver a abrirlo.`,
    heading: "Su diseño de alberca",
    intro: "Aquí está la alberca que diseñó en nuestro sitio web, para que la vea cuando guste. El enlace la abre tal como la dejó.",
    reminderNotice: (date) => `Le recordaremos este diseño una sola vez, alrededor del ${date}, a menos que nos pida una cotización antes.`,
    noReminder: "No me lo recuerden, gracias",
  },
  rendering: {
    subject: `La imagen de su alberca - ${business.name}`,
    preview: "Su alberca, como en una fotografía.",
    heading: "La imagen de su alberca",
    intro: (time) => `Aquí está su diseño ${time}, con luz, agua y materiales reales. Véala en tamaño completo o descárguela desde su página.`,
    imageAlt: (description) => `Imagen fotorrealista: ${description}`,
    open: "Verla en tamaño completo",
    failedSubject: `No pudimos crear la imagen de su alberca - ${business.name}`,
    failedHeading: "No pudimos crear su imagen",
    failed: (phone) => `Nuestro programa no pudo crear la imagen de su diseño después de varios intentos. Nuestro equipo ya lo sabe. Pídala de nuevo más tarde, o llámenos al ${phone} y un diseñador se la enviará.`,
    backToDesign: "Abrir su diseño",
    time: { day: "de día", dusk: "al atardecer, con las luces encendidas" },
  },
  reminder: {
    subject: `Su diseño de alberca lo espera - ${business.name}`,
    preview: "Su diseño de alberca está tal como lo dejó.",
    heading: "¿Sigue pensando en su alberca?",
    intro: "Hace unos días guardó este diseño en nuestro sitio web. Aquí lo tiene tal como lo dejó, con su precio aproximado.",
    onlyOne: "Este es el único recordatorio que le enviamos sobre este diseño.",
    unsubscribe: "Cancele su suscripción",
    unsubscribeAfter: " para no recibir ningún otro recordatorio pendiente en esta dirección.",
  },
  reply: {
    wroteIntro: (sentAt) => `El ${sentFormat.format(sentAt)}, nos escribió:`,
    quoteRequest: (wants) => `Solicitud de cotización: ${wants}`,
  },
  askForQuote: {
    heading: "Cuando guste",
    text: (hours, phone) => `Envíenoslo como solicitud de cotización y uno de nuestros diseñadores le responde en menos de ${hours} horas hábiles. O llame al ${phone}.`,
    button: "Pedir una cotización gratis de este diseño",
  },
  options: optionWords("es"),
};
