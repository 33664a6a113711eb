import type { Catalog } from "#app/i18n/catalog.ts";
import type { about as en } from "#app/i18n/messages/en/about.ts";

export const about: Catalog<typeof en> = {
  metaTitle: "Quiénes somos",
  metaDescription:
    "Desde {{year}}, {{name}} diseña, construye y cuida albercas en Pearland, Alvin, Friendswood, Houston y el condado de Fort Bend. Conozca a nuestro equipo y nuestra forma de trabajar.",
  badge: "Desde {{year}}",
  title: "Constructores de albercas en Houston que se quedan con usted a largo plazo",
  consultation: "Agende una consulta",
  work: "Vea nuestro trabajo",
  stats: {
    pools: "Albercas construidas",
    years: "Años en el negocio",
    satisfaction: "Clientes satisfechos",
    team: "Expertos en el equipo",
  },
  intro:
    "{{name}} es una empresa familiar de diseño, construcción y mantenimiento con sede en {{city}}. Construimos cada alberca como quisiéramos la nuestra: hecha para el suelo de la costa del Golfo, terminada con cuidado y respaldada por un equipo que contesta el teléfono años después de la última inspección.",
  storyHeading: "Nuestra historia",
  story1:
    "Empezamos en {{year}} con una cuadrilla, una camioneta y una frustración sencilla: demasiadas albercas en el área de Houston se agrietaban a los pocos años porque se construían como si el suelo nunca se moviera. Nuestros fundadores habían pasado su carrera en el concreto y la construcción de albercas, y sabían que la arcilla de nuestros patios se hincha después de cada primavera lluviosa y se encoge en cada agosto seco.",
  story2:
    "Así que construimos de otra manera. Cada alberca lleva un armado de acero adecuado al suelo, un drenaje planeado antes de la primera palada y el equipo instalado por encima del punto más bajo del patio para la temporada de huracanes. Las familias lo notaron, y sus recomendaciones hicieron el resto.",
  story3:
    "Hoy nuestros diseñadores, constructores y técnicos de servicio suman {{experience}}. Seguimos recorriendo cada patio en persona, seguimos mostrando cada diseño en 3-D antes de que usted firme y seguimos cuidando muchas de las albercas que construimos en nuestro primer año.",
  areasHeading: "Áreas de servicio",
  areasIntro: "Diseñamos, construimos y damos mantenimiento a albercas en el sur y el suroeste del área de Houston.",
  surrounding: "Alrededores",
  areasNote:
    "¿No sabe si llegamos a su colonia? Si está a una hora o menos de nuestra oficina en {{city}}, casi seguro que sí. Llámenos.",
};
