import { business } from "#app/config/business.ts";
import type { Catalog } from "#app/i18n/catalog.ts";
import type { common as en } from "#app/i18n/messages/en/common.ts";

const areas = "Pearland, Alvin, Friendswood, Houston, el condado de Fort Bend y sus alrededores";

export const common: Catalog<typeof en> = {
  skipLink: "Saltar al contenido principal",
  brandHome: "{{name}}, inicio",
  mainNav: "Principal",
  servicesMenu: "Menú de {{label}}",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  freeQuote: "Cotice gratis",
  callNow: "Llámenos",
  call: "Llame al",
  newTab: " (se abre en otra pestaña)",
  nav: {
    home: "Inicio",
    about: "Nosotros",
    services: "Servicios",
    allServices: "Todos los servicios",
    portfolio: "Proyectos",
    contact: "Contacto",
    // Short enough that the desktop row keeps the wordmark on two lines at 1280 px, as in English.
    design: "Diseñador",
    getQuote: "Cotizar",
  },
  services: {
    "custom-pools-spas": "Albercas y spas a la medida",
    "upgrades-repairs": "Mejoras y reparaciones",
    "pool-servicing": "Mantenimiento de albercas",
    "modern-pool-designs": "Diseños modernos",
    "hot-tub-integration": "Jacuzzis integrados",
    "professional-installation": "Instalación profesional",
  },
  bottomBar: {
    label: "Acciones rápidas",
    home: "Inicio",
    quote: "Cotizar",
    finance: "Financiar",
    call: "Llamar",
    email: "Correo",
  },
  footer: {
    aboutHeading: "Acerca de {{name}}",
    blurb:
      "Albercas, spas y mantenimiento a la medida en {{areas}}. Con licencia y seguro, cotizaciones gratis y una vista en 3-D de su diseño antes de excavar.",
    servicesHeading: "Servicios",
    workHeading: "Nuestro trabajo",
    contactHeading: "Contacto",
    applyFinancing: "Solicite financiamiento",
    rights: "© {{year}} {{name}}. Todos los derechos reservados.",
    portfolio: "Nuestros proyectos",
    delgado: "Proyecto de la familia Delgado",
    castillo: "Proyecto de la familia Castillo",
    prescott: "Proyecto de la familia Prescott",
    design: "Diseñe su alberca",
    quote: "Pida su cotización gratis",
    about: "Quiénes somos",
    contact: "Contacto",
    warranty: "Garantía",
    privacy: "Aviso de privacidad",
    terms: "Términos del servicio",
    sitemap: "Mapa del sitio",
    credit: "Sitio web hecho por Bayou Crest Digital",
  },
  languageSwitch: {
    label: "English",
    short: "EN",
  },
  serviceAreasSummary: areas,
  serviceAreas: { pearland: "Pearland", alvin: "Alvin", friendswood: "Friendswood", houston: "Houston", fortBend: "Condado de Fort Bend" },
  experienceClaim: "más de 25 años de experiencia combinada en el equipo",
  roles: { carousel: "carrusel", slide: "diapositiva", breadcrumb: "Ruta de navegación" },
  imageLabel: {
    rendering: "Representación del diseño",
    presented: "El diseño que le presentamos",
  },
  closed: "Cerrado",
  officeDays: "{{first}} a {{last}}",
  replyPromise: "en menos de {{hours}} horas en horario de oficina",
  phoneAvailability: "Oficina de {{days}}; línea de emergencias {{availability}} para nuestros clientes",
  emergencyService: "Servicio de emergencia {{availability}} para nuestros clientes",
  site: {
    defaultTitle: `${business.name} | Albercas y spas a la medida en el área de Houston`,
    defaultDescription: `${business.name} diseña, construye, remodela y da mantenimiento a albercas y spas a la medida en ${areas}. Cotizaciones gratis y diseños en 3-D.`,
  },
};
