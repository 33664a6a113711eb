import type { Catalog } from "#app/i18n/catalog.ts";
import type { servicePages as en } from "#app/i18n/messages/en/service-pages.ts";
import { services as overview } from "#app/i18n/messages/es/services.ts";
import { generatedAlt } from "#app/utils/image-urls.ts";

// The overview's cards already say each service's name and first three features and benefits:
// the landing pages repeat them from there, so the two never disagree.
const card = overview.cards;

export const servicePages: Catalog<typeof en> = {
  badge: "Nuestros servicios",
  quote: "Pida su cotización gratis",
  design: "Diseñe su alberca",
  sectionsLabel: "Lo que incluye y sus beneficios",
  featuresHeading: "Lo que incluye nuestro servicio de {{title}}",
  benefitsHeading: "Lo que usted gana",
  aboutLabel: "Sobre nuestro servicio de {{service}}",
  consultation: "Agende su consulta gratis",
  examplesTitle: "Proyectos de ejemplo",
  examplesIntro: "Algunos de nuestros proyectos que muestran nuestro trabajo de {{service}}, cada uno con su propia página de imágenes y detalles.",
  wholePortfolio: "Vea todos nuestros proyectos",
  estimateTitle: "Pida su cotización gratis",
  estimateText: "Llámenos o pida su cotización en línea. Lo visitamos, lo escuchamos y le entregamos una cotización clara y por escrito.",
  requestQuote: "Pida una cotización gratis",
  pages: {
    "custom-pools-spas": {
      title: "Construcción de albercas y spas a la medida",
      cardTitle: card["custom-pools-spas"].title,
      summary:
        "Albercas y spas de concreto lanzado (gunita) a la medida para los patios del área de Houston: hechos para el suelo arcilloso, vistos en 3-D antes de excavar, con cotización gratis.",
      intro: [
        "No hay dos patios iguales en Pearland, Friendswood o el oeste de Houston, así que nunca empezamos con una forma de catálogo. Empezamos con una visita: dónde pega el sol de la tarde, hacia dónde escurre el agua después de un aguacero de verano y qué tan lejos puede quedar la alberca de la casa, la cerca y las servidumbres.",
        "Con lo que vemos en esa visita dibujamos una alberca y un spa a la medida de cómo los van a usar: una repisa poco profunda para que los niños jueguen, una parte honda para los clavados, largo suficiente para nadar temprano o un spa elevado con una cascada que se oye desde el patio.",
        "Usted ve el diseño en una vista realista en 3-D antes de firmar nada, así que la línea de azulejo, el color del coronamiento y la altura del spa se deciden en la pantalla y no en la obra.",
        "Cada estructura se calcula para el suelo arcilloso que se hincha y se encoge bajo los patios de Houston, con el acero y el drenaje elegidos según el estudio de su suelo y no con una regla para todos.",
      ],
      features: [
        card["custom-pools-spas"].f1,
        card["custom-pools-spas"].f2,
        card["custom-pools-spas"].f3,
        "Spas integrados o elevados con cascada y calentador propio",
        "Repisas para asolearse, bancas, nichos y entradas tipo playa",
        "Cloración salina, bombas de velocidad variable e iluminación LED a elegir",
        "Planos para el permiso y paquete para la asociación de vecinos preparados por nosotros",
        "Acabados interiores de yeso, de piedra y de perla de vidrio",
      ],
      benefits: [
        card["custom-pools-spas"].b1,
        card["custom-pools-spas"].b2,
        card["custom-pools-spas"].b3,
        "Menos gasto de operación con equipo eficiente y del tamaño justo",
        "Un solo equipo desde los planos hasta el primer chapuzón, con una sola persona de contacto",
        "Un patio que se disfruta todos los días y que vale más al vender",
      ],
      prose: [
        {
          heading: "Pensada para la vida al aire libre en Houston",
          paragraphs: [
            "Aquí la temporada de alberca va de finales de marzo hasta bien entrado octubre, y las tardes más calurosas castigan el concreto descubierto. Planeamos velarias, pérgolas y pisos frescos junto con el agua, para que el espacio se pueda usar a las tres de la tarde en agosto y no solo al atardecer.",
            "Muchas familias nos piden un spa que también puedan usar en enero. Calculamos el calentador y la plomería para que el spa se caliente rápido en las pocas noches frías que tenemos, y podemos separar los controles para que la alberca se quede a una temperatura razonable mientras el spa está bien caliente.",
          ],
        },
        {
          heading: "Ingeniería de la que usted no tiene que preocuparse",
          paragraphs: [
            "La arcilla de Houston puede hincharse varias pulgadas después de una primavera lluviosa y abrirse en un verano seco. Una alberca que no toma en cuenta ese movimiento se agrieta en el coronamiento y se despega de la terraza. Calculamos el acero, el grosor de la estructura y las juntas de la terraza según el suelo de su dirección, y agregamos alivio hidrostático donde el nivel freático está alto.",
            "La base del equipo se coloca por encima del punto más bajo del patio, con la conexión a tierra y los interruptores de protección contra fallas eléctricas que pide el código, para que una tormenta tropical que inunde el pasto no se lleve la bomba y el calentador.",
          ],
        },
        {
          heading: "Del primer boceto al primer chapuzón",
          paragraphs: [
            "Una alberca a la medida suele tardar de ocho a catorce semanas desde el permiso hasta el acabado, según el tamaño, la revisión de la asociación de vecinos y el clima. Al firmar le damos un calendario y lo actualizamos conforme se aprueban las inspecciones, para que siempre sepa qué sigue.",
            "El primer paso no le cuesta nada: agende una consulta gratis, recorremos el patio con usted, hablamos del presupuesto con franqueza y regresamos con un diseño en 3-D y una cotización por escrito.",
          ],
        },
      ],
      imageAlt: generatedAlt("service-custom-pools-spas", "es"),
    },
    "upgrades-repairs": {
      title: "Mejoras y reparaciones de albercas",
      cardTitle: card["upgrades-repairs"].title,
      summary:
        "Renovación de acabados, detección de fugas, cambio de equipo y automatización en todo el área de Houston, con cotizaciones claras por escrito y precios competitivos.",
      intro: [
        "Muchas albercas de Houston construidas en los años noventa y dos mil todavía tienen una estructura sana debajo de un yeso áspero, un azulejo opaco y una bomba que zumba como aparato de ventana. Casi siempre, una remodelación le deja una alberca que se ve y funciona como nueva por una fracción de lo que cuesta construirla otra vez.",
        "Primero averiguamos qué es lo que de verdad falla. Las pruebas de presión y de tinte y una revisión del equipo nos dicen si el nivel del agua baja por la evaporación del calor de julio o por una fuga en una línea de retorno.",
        "Luego le damos una cotización por escrito con opciones: arreglar solo lo que está fallando, o juntar las reparaciones con las mejoras que ha ido dejando para después, como la cloración salina, la iluminación LED o una nueva línea de azulejo.",
        "Programamos el trabajo según el clima y su calendario, y dejamos el patio limpio al final de cada día.",
      ],
      features: [
        card["upgrades-repairs"].f1,
        card["upgrades-repairs"].f2,
        card["upgrades-repairs"].f3,
        "Cambio de bomba, filtro y calentador por modelos eficientes",
        "Conversión a cloración salina",
        "Iluminación LED y automatización desde el celular",
        "Reparación y renovación de la terraza y cambio de juntas de expansión",
        "Evaluación y reparación de daños después de un huracán",
      ],
      benefits: [
        card["upgrades-repairs"].b1,
        card["upgrades-repairs"].b2,
        card["upgrades-repairs"].b3,
        "Cotizaciones por escrito con opciones y precios competitivos",
        "Superficies, iluminación y equipo más seguros y bien aterrizados",
        "Menos descomposturas a media temporada",
      ],
      prose: [
        {
          heading: "Reparaciones que atienden la causa, no el síntoma",
          paragraphs: [
            "Una terraza agrietada casi siempre quiere decir que el suelo de abajo se movió; tapar la grieta sin arreglar el drenaje solo mueve el problema unos pies más allá. Revisamos la nivelación, las bajadas de agua y las juntas de expansión antes de recomendar una reparación, y le explicamos las ventajas y desventajas con palabras claras.",
            "Para las fugas, hacemos prueba de presión en cada línea y prueba de tinte en conexiones, luces y bocas de desnatador. Usted recibe un reporte corto con lo que encontramos y lo que cuesta arreglarlo.",
          ],
        },
        {
          heading: "Mejoras que se pagan solas",
          paragraphs: [
            "Una bomba de velocidad variable puede bajar muchísimo el consumo de luz de una alberca comparada con un motor viejo de una sola velocidad, y muchas compañías eléctricas de Texas han dado reembolsos por ellas. Los sistemas salinos producen el cloro ahí mismo y le ahorran las vueltas semanales por garrafones. Las luces LED gastan una fracción de la energía de las viejas lámparas incandescentes y le dan color a las noches afuera.",
            "La automatización le deja revisar la temperatura del agua, prender el calentador del spa o las luces desde su celular, algo muy práctico cuando un aviso de helada temprana significa que la bomba tiene que trabajar toda la noche.",
          ],
        },
        {
          heading: "Después de la tormenta",
          paragraphs: [
            "La temporada de huracanes trae escombros, arena, equipo inundado y agua contaminada. Atendemos primero las llamadas por tormenta, vaciamos y limpiamos donde hace falta, revisamos el equipo por daños de agua y documentamos todo con fotos para su reclamo al seguro.",
            "Pida una cotización gratis para cualquier reparación o mejora: vamos, diagnosticamos la alberca y le damos opciones claras antes de empezar cualquier trabajo.",
          ],
        },
      ],
      imageAlt: generatedAlt("service-upgrades-repairs", "es"),
    },
    "pool-servicing": {
      title: "Mantenimiento y servicio de albercas",
      cardTitle: card["pool-servicing"].title,
      summary:
        "Limpieza y mantenimiento de albercas cada semana o cada dos semanas en el área de Houston: química del agua, cuidado del filtro, revisión del equipo y limpieza después de tormentas con un técnico de confianza.",
      intro: [
        "El calor, la humedad y las tormentas de la tarde en Houston pueden volver verde el agua clara en pocos días. Un plan de servicio regular mantiene la química balanceada y detecta los problemas chicos antes de que salgan caros.",
        "Elija el servicio semanal para un cuidado completo durante la larga temporada de alberca, o visitas cada dos semanas para albercas que se usan menos o dueños que desnatan entre visitas.",
        "Cada visita sigue la misma lista: analizar y balancear el agua, cepillar paredes y escalones, desnatar y aspirar, vaciar las canastas, revisar la bomba, el filtro, el calentador y la celda de sal, y dejar un reporte corto de la visita.",
        "Usted tiene un técnico fijo que conoce su alberca, el código de su portón y el nombre de su perro, con el respaldo de una oficina que sí contesta el teléfono.",
      ],
      features: [
        card["pool-servicing"].f1,
        card["pool-servicing"].f2,
        card["pool-servicing"].f3,
        "Limpieza del filtro e inspección de la celda de sal",
        "Revisión del equipo con reporte escrito de la visita",
        "Visitas por aviso de helada y limpieza después de tormentas, a petición",
        "Recuperación de albercas descuidadas, de verde a limpia",
        "Arranque de temporada y cuidado del spa",
      ],
      benefits: [
        card["pool-servicing"].b1,
        card["pool-servicing"].b2,
        card["pool-servicing"].b3,
        "Sus fines de semana para nadar, no para tallar",
        "Un técnico de confianza que conoce su alberca",
        "Un precio mensual sencillo, sin cargos sorpresa",
      ],
      prose: [
        {
          heading: "¿Cada semana o cada dos semanas?",
          paragraphs: [
            "El servicio semanal le conviene a la mayoría de las albercas de Houston de la primavera al otoño, cuando el calor y el uso intenso acaban rápido con el cloro y el polen y las hojas de los encinos llenan las canastas. También es lo indicado para las albercas salinas, cuyas celdas necesitan revisión regular.",
            "El servicio cada dos semanas funciona bien para albercas con malla, albercas con limpiador automático o los meses frescos, cuando las algas crecen más despacio. Puede cambiar de uno a otro según la temporada.",
          ],
        },
        {
          heading: "Una química que cuida las superficies de su alberca",
          paragraphs: [
            "El agua balanceada es más que cloro. Medimos el pH, la alcalinidad, la dureza de calcio, el estabilizador y la sal para que el agua no desgaste el yeso, no manche el azulejo ni corroa las piezas del calentador. Anotamos las lecturas en cada visita, así las tendencias se ven antes que el daño.",
            "Después de una lluvia fuerte, que diluye los químicos y arrastra fertilizante y basura, volvemos a balancear en la siguiente visita o vamos antes si usted lo pide.",
          ],
        },
        {
          heading: "Lista para huracanes y heladas",
          paragraphs: [
            "Antes de una tormenta con nombre podemos bajar un poco el nivel del agua, asegurar el equipo suelto y cortar la corriente en el momento indicado; después, quitamos los escombros y dejamos el sistema funcionando otra vez. Cuando se pronostica una helada fuerte, nos aseguramos de que las bombas circulen y de que las tuberías expuestas estén protegidas.",
            "Pida una cotización para el servicio semanal o cada dos semanas: visitamos, revisamos la alberca y el equipo, y le damos un precio mensual fijo.",
          ],
        },
      ],
      imageAlt: generatedAlt("service-pool-servicing", "es"),
    },
    "modern-pool-designs": {
      title: "Diseños modernos de albercas",
      cardTitle: card["modern-pool-designs"].title,
      summary:
        "Diseño de albercas contemporáneas en el área de Houston: formas geométricas, bordes infinitos, repisas para asolearse, fuegos decorativos e iluminación arquitectónica, con precio según su diseño.",
      intro: [
        "El diseño moderno es sobriedad: un rectángulo limpio, un solo material que va de la casa al agua y detalles que hacen ver la superficie sin esfuerzo. Lograrlo pide una ingeniería precisa detrás.",
        "Diseñamos albercas contemporáneas que van igual de bien con las casas nuevas del oeste de Houston que con los bungalows remodelados dentro del Loop, con geometría limpia, coronamiento de formato grande e iluminación bien colocada.",
        "Bordes infinitos, desborde perimetral, cortinas de agua, fogateros y escalones flotantes son posibles, y le mostramos cada uno en una vista realista en 3-D para que vea cómo se ve desde la ventana de la cocina.",
        "Como cada diseño moderno es único, el precio sigue al diseño: usted recibe una propuesta detallada, partida por partida, en cuanto el concepto queda definido.",
      ],
      features: [
        card["modern-pool-designs"].f1,
        card["modern-pool-designs"].f2,
        card["modern-pool-designs"].f3,
        "Fogateros, cortinas de agua y caídas tipo gárgola",
        "Coronamiento de porcelanato de formato grande y de piedra natural",
        "Iluminación LED arquitectónica y controles inteligentes",
        "Azulejo de vidrio y acabados interiores oscuros",
        "Albercas compactas para refrescarse en los terrenos chicos de la ciudad",
      ],
      benefits: [
        card["modern-pool-designs"].b1,
        card["modern-pool-designs"].b2,
        card["modern-pool-designs"].b3,
        "Buen uso del espacio en terrenos compactos",
        "Una propuesta partida por partida con el precio de su diseño exacto",
        "Un patio distinto que los compradores recuerdan",
      ],
      prose: [
        {
          heading: "Sencilla a la vista, precisa en la obra",
          paragraphs: [
            "Un borde de desborde perfectamente nivelado no deja margen de error: unos milímetros de diferencia y el agua cae dispareja. Medimos, cimbramos y colocamos los vertederos con nivel láser y construimos tanques de captación del tamaño del caudal de la bomba, para que el borde corra parejo con buen tiempo y no se desborde en un aguacero.",
            "Los acabados interiores oscuros se ven espectaculares pero se calientan con el sol de Texas; los combinamos con la química adecuada y, cuando hace falta, con un enfriador o una fuente de aireación para que el agua siga refrescante en verano.",
          ],
        },
        {
          heading: "Materiales elegidos para el calor y la humedad",
          paragraphs: [
            "Los pisos de porcelanato de formato grande se mantienen más frescos al pisarlos que muchas piedras y resisten el moho de nuestro clima húmedo. Especificamos acabados antiderrapantes y accesorios de acero inoxidable o con pintura electrostática que aguantan el agua salada.",
            "La iluminación se planea como parte de la arquitectura, no se agrega al final: lámparas de bajo deslumbramiento bañan muros y escalones, y las escenas de color se ajustan desde su celular.",
          ],
        },
        {
          heading: "Empiece con una consulta de diseño",
          paragraphs: [
            "Traiga fotos que le gusten, los planos de su arquitecto o solo una idea del estilo que busca. Recorremos el terreno, hablamos del presupuesto abiertamente y preparamos un concepto en 3-D.",
            "Agende una consulta gratis para ver su alberca moderna en 3-D y recibir un precio a la medida de su diseño.",
          ],
        },
      ],
      imageAlt: generatedAlt("service-modern-pool-designs", "es"),
    },
    "hot-tub-integration": {
      title: "Jacuzzis y spas integrados",
      cardTitle: card["hot-tub-integration"].title,
      summary:
        "Jacuzzis y spas integrados a albercas nuevas o existentes en el área de Houston: cascadas a la medida, jets de hidroterapia, calentadores rápidos y automatización, desde $25,000.",
      intro: [
        "Un spa convierte una alberca de verano en un refugio para todo el año. En una noche fresca de enero en Houston, un spa caliente bajo las estrellas es una de las mejores razones para salir al patio.",
        "Integramos spas en albercas nuevas y los agregamos a albercas existentes, igualando el yeso, el azulejo y el coronamiento para que parezca que siempre estuvo ahí.",
        "Spas elevados con cascada, spas al ras de la alberca o spas independientes cerca de la casa: todos son opciones, y cada uno se planea según la plomería, la capacidad del calentador y la vista desde su asiento.",
        "Los proyectos de jacuzzi integrado empiezan desde $25,000, y cada cotización viene partida por partida para que vea exactamente cuánto cuestan el spa, el equipo y los acabados.",
      ],
      features: [
        card["hot-tub-integration"].f1,
        card["hot-tub-integration"].f2,
        card["hot-tub-integration"].f3,
        "Calentadores de gas o bombas de calor del tamaño justo para calentar rápido",
        "Azulejo, coronamiento y acabados interiores que combinan",
        "Controles desde el celular para calentar el spa camino a casa",
        "Control de temperatura separado para la alberca y el spa",
        "Cubiertas de seguridad y barreras conforme al código",
      ],
      benefits: [
        card["hot-tub-integration"].b1,
        card["hot-tub-integration"].b2,
        card["hot-tub-integration"].b3,
        "Calor rápido cuando lo quiere y bajo consumo cuando no",
        "Más atractivo para futuros compradores",
        "Un precio partida por partida desde $25,000",
      ],
      prose: [
        {
          heading: "Agregar un spa a una alberca existente",
          paragraphs: [
            "A la mayoría de las albercas existentes se les puede agregar un spa. Revisamos la estructura, el recorrido de la plomería nueva y la capacidad de su servicio eléctrico y de su línea de gas, y diseñamos un spa que comparte la filtración con la alberca pero se calienta por separado.",
            "Los acabados se igualan o se contrastan a propósito, y si el yeso viejo ya está por terminar su vida útil podemos renovar la alberca al mismo tiempo para que todo el proyecto termine junto.",
          ],
        },
        {
          heading: "Calor a la medida de los inviernos suaves de Houston",
          paragraphs: [
            "Nuestros inviernos son cortos, pero pueden traer heladas fuertes de repente. Calculamos los calentadores para que el spa se caliente rápido en las noches frías y agregamos protección contra heladas a la automatización, para que el spa y la alberca circulen solos cuando baja la temperatura.",
            "Las bombas de calor le convienen a quien mantiene el spa caliente todos los días; los calentadores de gas, a quien lo calienta solo cuando lo va a usar. Le explicamos el costo de operación de cada uno antes de que elija.",
          ],
        },
        {
          heading: "Planee su spa con nosotros",
          paragraphs: [
            "Lo visitamos, medimos, revisamos los servicios y le mostramos el spa en una vista realista en 3-D junto a su alberca y su patio.",
            "Pida una cotización gratis y reciba una propuesta partida por partida para su jacuzzi integrado.",
          ],
        },
      ],
      imageAlt: generatedAlt("service-hot-tub-integration", "es"),
    },
    "professional-installation": {
      title: "Instalación profesional de albercas",
      cardTitle: card["professional-installation"].title,
      summary:
        "Instalación profesional de albercas en todo el área de Houston con cuadrillas con licencia y seguro: permisos, aprobación de la asociación de vecinos, excavación, acero, plomería, electricidad y limpieza final incluidos.",
      intro: [
        "En la instalación es donde un buen diseño se vuelve una buena alberca, o un dolor de cabeza caro. Nuestros propios supervisores dirigen cada etapa, desde el permiso y el trámite con la asociación de vecinos hasta el primer arranque.",
        "La instalación va incluida en cada alberca que diseñamos: no tiene que buscar otro contratista, y no hay diferencia entre lo que se dibujó y lo que se construye.",
        "Cuidamos su propiedad durante la obra con un plan de acceso para la excavadora, protección para los aspersores y la entrada de autos, y limpieza diaria.",
        "Usted recibe un calendario por escrito, fotos en cada etapa y un recorrido al arrancar, cuando le enseñamos cómo funciona todo.",
      ],
      features: [
        card["professional-installation"].f1,
        card["professional-installation"].f2,
        card["professional-installation"].f3,
        "Aplicación y curado del concreto lanzado",
        "Instalación de azulejo, coronamiento, terraza y acabado interior",
        "Arranque del equipo y de la química, y recorrido con el dueño",
        "Protección de la propiedad y limpieza diaria",
        "Fotos en cada etapa y un calendario por escrito",
      ],
      benefits: [
        card["professional-installation"].b1,
        card["professional-installation"].b2,
        card["professional-installation"].b3,
        "Siempre sabe qué sigue y cuándo",
        "Trabajo respaldado por garantías por escrito",
        "Una alberca terminada igual al diseño aprobado",
      ],
      prose: [
        {
          heading: "Permisos y aprobaciones de la asociación de vecinos, por nuestra cuenta",
          paragraphs: [
            "La mayoría de las ciudades del área de Houston y muchas asociaciones de vecinos piden planos, distancias a los linderos, detalles de la barrera y planes de drenaje antes de construir una alberca. Preparamos el paquete, lo entregamos y contestamos las preguntas de los revisores, para que la aprobación no se vuelva su trabajo de medio tiempo.",
            "También revisamos desde el principio las restricciones de la escritura y las servidumbres, antes de que usted se enamore de un diseño que no se puede construir.",
          ],
        },
        {
          heading: "Construir con el clima de la costa del Golfo",
          paragraphs: [
            "Las tormentas de primavera y verano pueden llenar una excavación abierta en una noche. Planeamos las fechas de excavación según el pronóstico, tenemos bombas en la obra y protegemos el concreto lanzado fresco de la lluvia fuerte y del calor mientras cura.",
            "En temporada de huracanes aseguramos materiales y equipo antes de las tormentas con nombre y volvemos a inspeccionar la obra antes de seguir trabajando.",
          ],
        },
        {
          heading: "Un arranque con el que puede contar",
          paragraphs: [
            "Una vez puesto el acabado interior, llenamos, arrancamos el equipo y balanceamos con cuidado el agua nueva durante el curado. Luego le explicamos los controles, el sistema salino y el cuidado de rutina.",
            "Agende una consulta gratis y le explicamos nuestro proceso de instalación y los tiempos de su proyecto.",
          ],
        },
      ],
      imageAlt: generatedAlt("service-professional-installation", "es"),
    },
  },
};
