import { perService, type ServiceSlug } from "#app/content/service-slugs.ts";
import type { Catalog } from "#app/i18n/catalog.ts";
import type { home as en } from "#app/i18n/messages/en/home.ts";
import { services } from "#app/i18n/messages/es/services.ts";

/** A service's card on the home page: the services page's translation of its title and description. */
const card = (slug: ServiceSlug) => ({ title: services.cards[slug].title, description: services.cards[slug].description });

export const home: Catalog<typeof en> = {
  hero: {
    heading: "Albercas a la medida para los patios de Houston",
    typicalPrice: "La mayoría de nuestras albercas:",
    design: "Diseñe su alberca",
    callNow: "Llámenos:",
    text: "Diseñamos, construimos y cuidamos albercas y spas hechos para el suelo arcilloso de la costa del Golfo, las tormentas de verano y las largas temporadas de calor, y le mostramos cada detalle en 3-D antes de excavar.",
    perks: {
      estimates: "Cotizaciones gratis",
      reality: "Vista realista en 3-D",
      consultations: "Asesoría personalizada",
      designs: "Diseños a la medida",
    },
    consultation: "Consulta gratis",
    portfolio: "Vea nuestros proyectos",
  },
  services: {
    title: "Servicios para cada etapa de su alberca",
    intro:
      "Desde el primer boceto hasta el mantenimiento semanal, un solo equipo local diseña, construye, mejora y cuida albercas en todo el área de Houston.",
    getQuote: "Cotizar",
    getQuoteFor: " {{title}}",
    cards: perService(card),
  },
  offer: {
    heading: "Vea su alberca antes de excavar",
    text: "Cada proyecto empieza con una cotización gratis y una consulta personal en su patio, y luego una vista realista en 3-D del diseño para que pueda cambiar la forma, los acabados y el lugar del spa en la pantalla.",
    estimates: "Cotizaciones gratis",
    consultation: "Consulta personal",
    reality: "Vista realista en 3-D",
    link: "Consulta gratis y vista en 3-D",
  },
  featured: {
    title: "Proyectos destacados",
    intro:
      "Patios recientes que diseñamos y construimos en Houston, Pearland y Friendswood.",
    viewAll: "Ver todos los proyectos",
    details: "Ver detalles",
  },
  testimonials: {
    title: "Lo que dicen nuestros clientes",
    intro:
      "Familias de Pearland al condado de Fort Bend cuentan cómo construimos, remodelamos y cuidamos sus albercas. Testimonios traducidos del inglés.",
    region: "Testimonios de clientes",
    previous: "Testimonio anterior",
    next: "Testimonio siguiente",
    slide: "{{index}} de {{count}}",
    stars: "{{rating}} de 5 estrellas",
    quotes: {
      q1: "Nuestro patio se inunda cada vez que hay tormenta, y otros dos constructores solo se encogieron de hombros. Bayou Crest niveló el costado del patio, subió la base del equipo y construyó una alberca que ya pasó dos temporadas de huracanes sin un solo problema.",
      q2: "La vista en 3-D nos convenció del spa elevado. Lo movimos dos pies para que quedara frente a la ventana de la cocina antes de excavar, y ahora es lo primero que todos ven al entrar.",
      q3: "Se encargaron de todo el trámite con la asociación de vecinos (HOA), incluso de una segunda ronda de preguntas sobre la cerca. Nunca tuvimos que andar detrás de nadie, y la cuadrilla dejó la entrada más limpia de como la encontró, todos los días.",
      q4: "Cambiamos nuestra alberca vieja a sal y a una bomba de velocidad variable. El agua se siente más suave, ya no cargo galones de cloro y el recibo de luz del verano bajó bastante desde el primer mes.",
      q5: "Nuestro técnico viene cada martes, nos manda una nota con las lecturas y detectó una válvula del calentador que estaba fallando antes de que se descompusiera. Con el aviso de helada de febrero vino un domingo a revisar la bomba. Eso es servicio.",
    },
  },
  cta: {
    title: "Empiece hoy el proyecto de su alberca",
    text: "Agende una consulta gratis antes de la temporada alta de primavera. Los permisos y las revisiones de la asociación de vecinos toman tiempo, y las mejores fechas de construcción se llenan pronto.",
    contact: "Contáctenos hoy",
    estimate: "Cotización gratis",
  },
  contact: {
    badge: "Servicio de albercas y diseño a la medida",
    heading: "Hable con nuestro equipo",
    text: "Cuéntenos de su patio y de lo que tiene en mente. Le responderá un diseñador, no un centro de llamadas.",
    formHeading: "Pida su consulta gratis",
    assistance: "Atención inmediata",
    promiseHeading: "Nuestra promesa",
    promise:
      "Cuadrillas con licencia y seguro y {{experience}}, cotizaciones por escrito sin cargos escondidos, y una alberca construida tal como usted aprobó el diseño en 3-D.",
    financingHeading: "Financiamiento disponible",
    financing: "Pague su alberca nueva o su remodelación en plazos con una de nuestras dos financieras de albercas.",
    financingLink: "Solicite financiamiento",
  },
};
