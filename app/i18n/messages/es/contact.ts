import type { Catalog } from "#app/i18n/catalog.ts";
import type { contact as en } from "#app/i18n/messages/en/contact.ts";

export const contact: Catalog<typeof en> = {
  metaTitle: "Contáctenos",
  metaDescription:
    "Llame al {{phone}}, escríbanos un correo o mándele un mensaje a {{name}}. {{emergency}}; oficina en {{city}}, con servicio en {{areas}}.",
  badge: "Contacto",
  title: "Comuníquese con nosotros",
  intro:
    "¿Está pensando en una alberca nueva, necesita una reparación o quiere servicio semanal? Llámenos, escríbanos un correo o mándenos un mensaje y alguien de nuestro equipo le responderá.",
  infoHeading: "Datos de contacto",
  phone: "Teléfono",
  email: "Correo electrónico",
  replyPromise: "Respondemos {{promise}}",
  office: "Oficina y sala de exhibición",
  serving: "Con servicio en {{areas}}",
  hours: "Horario de atención",
  whyHeading: "Por qué elegirnos",
  reasons: {
    licensed: "Profesionales con licencia y seguro",
    team: "Experiencia comprobada: {{experience}}",
    estimates: "Cotizaciones gratis y una vista realista en 3-D de su diseño",
    engineered: "Albercas hechas para la arcilla y las tormentas de la costa del Golfo",
  },
  messageHeading: "Mándenos un mensaje",
  messageIntro:
    "¿Tiene preguntas sobre un proyecto, una reparación o el servicio? Escríbanos y le responderemos por correo o por teléfono.",
};
