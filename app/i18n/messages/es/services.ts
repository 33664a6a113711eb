import { business } from "#app/config/business.ts";
import type { Catalog } from "#app/i18n/catalog.ts";
import type { services as en } from "#app/i18n/messages/en/services.ts";

export const services: Catalog<typeof en> = {
  metaTitle: "Servicios para albercas",
  metaDescription:
    "Albercas y spas a la medida, mejoras y reparaciones, mantenimiento semanal, diseños modernos, jacuzzis integrados e instalación profesional de {{name}} en todo el área de Houston.",
  badge: "Nuestros servicios",
  title: `La diferencia de ${business.name}`,
  quote: "Pida su cotización gratis",
  intro:
    "Diseño, construcción, remodelación y mantenimiento con un solo equipo local. Esté donde esté su proyecto, usted trata con gente que conoce el suelo, las tormentas y los veranos de la costa del Golfo, y que seguirá aquí la próxima temporada.",
  listLabel: "Todos los servicios",
  features: "Lo que incluye",
  benefits: "Beneficios",
  professional: "Servicio profesional",
  getQuote: "Cotizar",
  getQuoteFor: " {{title}}",
  cards: {
    "custom-pools-spas": {
      title: "Albercas y spas a la medida",
      priceLabel: "Cotización gratis",
      description:
        "Albercas y spas de concreto lanzado (gunita) diseñados según su terreno, su sombra y la forma en que su familia de verdad disfruta el agua, hechos para el suelo arcilloso de la costa del Golfo.",
      f1: "Consulta de diseño en su casa con estudio de sol y drenaje",
      f2: "Vista realista en 3-D de la alberca, el spa y la terraza antes de firmar",
      f3: "Estructura de concreto lanzado con armado de acero calculado para suelos arcillosos",
      b1: "Una alberca hecha a la forma de su patio, no de un catálogo",
      b2: "Sin sorpresas: usted aprueba el diseño en 3-D y el alcance por escrito",
      b3: "Una estructura hecha para no agrietarse cuando se mueve el suelo",
    },
    "upgrades-repairs": {
      title: "Mejoras y reparaciones",
      priceLabel: "Precios competitivos",
      description:
        "Renovación del acabado, detección de fugas, equipo nuevo y automatización que le devuelven la vida a una alberca cansada sin empezar de cero.",
      f1: "Detección de fugas con pruebas de presión y de tinte",
      f2: "Nuevo acabado de yeso, de piedra o de cuarzo",
      f3: "Cambio de azulejo y de coronamiento",
      b1: "Una alberca como nueva sin el costo de construirla otra vez",
      b2: "Recibos más bajos de agua, químicos y luz",
      b3: "El problema se diagnostica antes de gastar en piezas",
    },
    "pool-servicing": {
      title: "Mantenimiento de albercas",
      priceLabel: "Servicio semanal",
      description:
        "Visitas semanales o cada dos semanas que mantienen el agua balanceada, el equipo funcionando y la alberca lista cuando usted quiera.",
      f1: "Visitas programadas cada semana o cada dos semanas",
      f2: "Análisis del agua y balance de químicos en cada visita",
      f3: "Cepillado, desnatado, aspirado y limpieza de canastas",
      b1: "Agua limpia y balanceada toda la temporada",
      b2: "Más vida para bombas, calentadores y celdas de sal",
      b3: "Los problemas se detectan a tiempo, cuando salen baratos",
    },
    "modern-pool-designs": {
      title: "Diseños modernos",
      priceLabel: "Precio a la medida",
      description:
        "Albercas geométricas de líneas limpias, bordes infinitos y de desborde perimetral, fuegos decorativos e iluminación para un patio contemporáneo.",
      f1: "Formas geométricas y arquitectónicas",
      f2: "Bordes infinitos, de desborde y perimetrales",
      f3: "Repisas amplias para asolearse con camastros dentro del agua",
      b1: "Una alberca que va con la arquitectura de su casa",
      b2: "Líneas limpias que se mantienen así con materiales de poco mantenimiento",
      b3: "Vistas espectaculares de noche con luces y fuegos decorativos",
    },
    "hot-tub-integration": {
      title: "Jacuzzis integrados",
      priceLabel: "Desde $25,000",
      description:
        "Spas integrados a una alberca nueva o existente, o independientes, con jets de hidroterapia, calentamiento rápido y una cascada que lo une todo.",
      f1: "Spas elevados, al ras o independientes",
      f2: "Cascadas y caídas de agua hacia la alberca",
      f3: "Jets de hidroterapia con control de aire ajustable",
      b1: "Un patio que se disfruta los doce meses del año",
      b2: "Alivio para los músculos cansados y un lugar para relajarse",
      b3: "Un acabado que combina con su alberca actual",
    },
    "professional-installation": {
      title: "Instalación profesional",
      priceLabel: "Incluida",
      description:
        "Cuadrillas con licencia y seguro que se encargan de permisos, excavación, acero, plomería, electricidad y limpieza, incluidos en cada alberca que diseñamos.",
      f1: "Trámite de permisos y paquetes para la aprobación de la asociación de vecinos",
      f2: "Localización de servicios, trazo y excavación",
      f3: "Acero, plomería y electricidad según el código e inspeccionados",
      b1: "Instalación incluida: un contrato y un solo equipo responsable",
      b2: "Inspecciones aprobadas a la primera",
      b3: "Respeto por su patio, su entrada y sus vecinos",
    },
  },
};
