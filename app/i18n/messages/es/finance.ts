import type { Catalog } from "#app/i18n/catalog.ts";
import type { finance as en } from "#app/i18n/messages/en/finance.ts";

export const finance: Catalog<typeof en> = {
  metaTitle: "Financiamiento para su alberca",
  metaDescription:
    "Financie su alberca nueva, su spa o su remodelación con las dos financieras aliadas de {{name}}: aprobación rápida, tasas competitivas y plazos flexibles para familias del área de Houston.",
  badge: "Financiamiento",
  title: "Financiamiento para su alberca",
  intro:
    "La mayoría de nuestros clientes financia al menos una parte de su alberca. Trabajamos con dos financieras que conocen la construcción de albercas, así que la aprobación toma en cuenta el proyecto real y los pagos pueden empezar cuando su alberca ya está construida, no antes de la primera palada.",
  providersLabel: "Financieras",
  providers: {
    first: {
      p1: "Aprobación rápida",
      p2: "Tasas de interés competitivas",
      p3: "Plazos de pago flexibles",
      p4: "Especialistas en construcción de albercas",
    },
    second: {
      p1: "Solicitud rápida en línea",
      p2: "Varias opciones de financiamiento",
      p3: "Pagos digitales",
      p4: "Beneficios por trabajar con contratistas aliados",
    },
  },
  apply: "Solicitar con {{name}}",
  disclaimer:
    "El financiamiento lo ofrecen financieras independientes, no {{name}}. La solicitud, las tasas y los plazos los decide la financiera y están sujetos a aprobación de crédito.",
  helpHeading: "¿Necesita ayuda para elegir?",
  help: "Cuéntenos de su proyecto y su presupuesto. Le explicamos cómo maneja cada financiera los pagos durante la construcción y le ayudamos a escoger la opción que más le conviene.",
  contact: "Hable con nuestro equipo",
  quote: "Pida su cotización gratis",
};
