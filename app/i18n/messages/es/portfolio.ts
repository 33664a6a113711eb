import type { Catalog } from "#app/i18n/catalog.ts";
import type { portfolio as en } from "#app/i18n/messages/en/portfolio.ts";

export const portfolio: Catalog<typeof en> = {
  metaTitle: "Nuestros proyectos",
  metaDescription:
    "Albercas, spas y patios a la medida que {{shortName}} ha construido en {{areas}}. Vea el diseño, el tamaño y lo que incluye cada proyecto.",
  title: "Nuestros proyectos",
  intro: "Cada alberca de esta página se diseñó para el patio de una familia y la construyeron nuestras propias cuadrillas en {{areas}}.",
  ctaTitle: "Imagine una de estas en su patio",
  ctaText: "Dele forma a su propia alberca en el diseñador, pida una cotización gratis o platíquelo con nosotros por teléfono.",
  design: "Diseñe su alberca",
  quote: "Pida su cotización gratis",
  card: {
    view: "Ver el proyecto",
    designLikeThis: "Diseñe una parecida",
  },
  project: {
    metaDescription: "{{subtitle}}. {{category}}, {{size}}, construida por {{name}}.",
    badge: "Proyecto destacado",
    back: "Regresar a nuestros proyectos",
    overview: "Resumen del proyecto",
    location: "Ubicación",
    category: "Tipo",
    size: "Tamaño",
    service: "Servicio",
    wantOne: "¿Quiere una así?",
    ready: "¿Listo para empezar su proyecto?",
    designIntro: "Empiece con esta alberca en nuestro diseñador, cambie lo que quiera y vea el rango de precio de su versión:",
    noDesignIntro: "Cuéntenos cómo es su patio. Las cotizaciones y las vistas previas en 3-D son gratis.",
    features: "Lo que incluye",
    benefits: "Beneficios",
    related: "Proyectos parecidos",
  },
  gallery: {
    label: "{{title}}: imágenes del proyecto",
    slide: "Imagen {{n}} de {{count}}",
    previous: "Imagen anterior",
    next: "Imagen siguiente",
    scrollHint: "{{count}} imágenes: deslice hacia los lados para verlas todas",
  },
};
