import type { ProjectTextField } from "#app/features/portfolio/project-language.ts";

/**
 * The launch projects' words in Spanish, by project id (the English is the portfolio store's, seeded
 * from ./seed-projects.ts). Facts stay in the store: place, images, design.
 */
export type ProjectWordsEs = { [F in ProjectTextField]: F extends "features" | "benefits" ? string[] : string } & {
  /** Alt text per image, in the seed's carousel order. */
  imageAlts: string[];
};

export const launchProjectsEs: Partial<Record<string, ProjectWordsEs>> = {
  "hartley-family-project": {
    title: "La alberca de la familia Hartley",
    subtitle: "Una alberca geométrica de líneas limpias con spa, un muro de cortina de agua y fogateros",
    description:
      "Los Hartley querían sentirse en la alberca de un hotel boutique sin quedarse sin patio en Pearland. Pusimos una alberca geométrica a lo largo de la cerca del fondo, levantamos un spa cuadrado en una esquina y cerramos el otro lado con un muro de cortina de agua entre dos fogateros.",
    category: "Alberca de lujo",
    size: "~15,000 gal",
    features: [
      "Alberca geométrica de concreto lanzado con una repisa para asolearse de 10 pies",
      "Spa cuadrado elevado con borde de desborde",
      "Muro de cortina de agua entre dos fogateros",
      "Terraza y coronamiento frescos al tacto",
      "Iluminación LED de colores en la alberca",
      "Bomba de velocidad variable con filtro de cartucho",
    ],
    benefits: [
      "Una alberca y un spa de resort en un terreno común de suburbio",
      "Una terraza que se puede pisar descalzo en pleno verano",
      "Recibos de luz más bajos con equipo de velocidad variable",
      "Una repisa poco profunda donde los niños chicos chapotean seguros",
    ],
    imageAlts: [
      "La alberca Hartley: una alberca geométrica con un spa cuadrado elevado, vista desde el patio",
      "Vista de cerca del spa de los Hartley desbordándose hacia la alberca",
    ],
  },
  "delgado-family-project": {
    title: "La alberca tipo resort de la familia Delgado",
    subtitle: "Una alberca en forma de L con spa elevado, una pérgola para descansar y fogateros",
    description:
      "Los Delgado pidieron un patio del que sus nietos no se quisieran ir. Esta alberca en forma de L se dibujó para su terreno de Pearland: un brazo largo para nadar, otro poco profundo para jugar, un spa elevado donde se juntan los dos y una pérgola con fogateros para los grandes.",
    category: "Alberca tipo resort",
    size: "Diseño a la medida",
    features: [
      "Alberca en forma de L con un brazo para nadar y otro para jugar",
      "Spa cuadrado elevado con borde de desborde",
      "Pérgola con sombra junto al agua",
      "Dos fogateros de gas en la orilla de la alberca",
      "Acabado interior de piedra",
      "Luces, calentador y jets controlados desde el celular",
    ],
    benefits: [
      "Diversión para todas las edades en un solo patio",
      "Un spa que sigue siendo parte de la fiesta",
      "Sombra para los abuelos mientras los niños nadan",
      "Una sola aplicación para luces, calentador y fuentes",
      "Un patio inolvidable que le da valor duradero a la casa",
    ],
    imageAlts: [
      "La alberca en forma de L de los Delgado vista desde el porche trasero",
      "El spa cuadrado elevado donde se juntan los dos brazos de la alberca Delgado",
      "Fogateros en la orilla de la alberca Delgado",
      "Vista desde arriba de toda la alberca, el spa y la pérgola de los Delgado",
      "Otro ángulo del spa de los Delgado y su desborde",
      "Vista baja y amplia de la terraza de la alberca Delgado",
      "La pérgola y los fogateros vistos desde arriba de la alberca",
      "La alberca Delgado de punta a punta desde la esquina más lejana del patio",
    ],
  },
  "whitaker-family-project": {
    title: "La alberca de la familia Whitaker",
    subtitle: "Una alberca de borde infinito con vista a los potreros abiertos del condado de Fort Bend",
    description:
      "El terreno de los Whitaker baja suavemente hacia el campo abierto, y aprovechamos esa caída para construir un borde infinito que parece derramarse en el paisaje. Un tanque de captación bajo el borde, un spa angosto del lado de la casa y una terraza de porcelanato mantienen las líneas tranquilas y modernas.",
    category: "Alberca de borde infinito",
    size: "~18,000 gal",
    features: [
      "Borde infinito de 32 pies con tanque de captación oculto",
      "Spa angosto con cascada que hace juego",
      "Terraza de porcelanato de formato grande",
      "Acabado interior de cuarzo oscuro",
      "Sistema de limpieza integrado en el piso",
      "Calentador de gas natural para nadar todo el año",
    ],
    benefits: [
      "Una vista sin cortes del patio al horizonte",
      "Un terreno en pendiente convertido en lo mejor del patio",
      "Menos tiempo desnatando y cepillando gracias a la limpieza en el piso",
      "Una temporada de alberca que llega hasta bien entrado el invierno",
    ],
    imageAlts: [
      "La alberca Whitaker vista desde el patio",
      "Vista de cerca sobre la alberca Whitaker hacia el campo abierto",
      "Las fuentes a lo largo del lado lejano de la alberca Whitaker",
      "Vista desde arriba de la alberca y la terraza de los Whitaker",
    ],
  },
  "nguyen-family-project": {
    title: "La alberca y spa de la familia Nguyen",
    subtitle: "Una alberca de forma libre con spa redondo de desborde y cascada de roca en un terreno de la ciudad de Houston",
    description:
      "Los Nguyen tenían un patio angosto dentro del Loop y una larga lista de deseos. Trazamos una alberca de forma libre que lo recorre, levantamos un spa redondo en un extremo y construimos una cascada de roca natural en el otro, para que el espacio sirva igual para nadar en la mañana que para remojarse en la noche.",
    category: "Alberca y spa a la medida",
    size: "~16,000 gal",
    features: [
      "Alberca de forma libre a la medida de un terreno angosto de la ciudad",
      "Spa redondo elevado con borde de desborde",
      "Cascada de roca natural",
      "Banca a todo lo largo de la pared de la alberca",
      "Cloración salina",
      "Calentador y jets del spa automatizados",
    ],
    benefits: [
      "Una alberca y un spa completos en un terreno que otros constructores llamaron muy chico",
      "Agua más suave gracias al sistema salino",
      "Un baño caliente listo con solo oprimir un botón",
      "El sonido del agua por encima del ruido de la ciudad",
    ],
    imageAlts: [
      "La alberca de forma libre y el spa redondo de los Nguyen llenando un patio angosto de Houston",
      "El agua cayendo del spa redondo a la alberca de los Nguyen",
      "La cascada de roca al fondo de la alberca de los Nguyen",
    ],
  },
  "brennan-family-project": {
    title: "El oasis en el patio de la familia Brennan",
    subtitle: "Una alberca en forma de riñón con cascada de roca, palmeras y una pérgola para descansar",
    description:
      "Los Brennan querían un patio para vivir, no solo para nadar. Alrededor de una alberca en forma de riñón en Friendswood construimos una cascada de roca, plantamos palmeras para darle un toque tropical y agregamos una pérgola y una cocina al aire libre para que toda la familia pase el día afuera.",
    category: "Oasis en el patio",
    size: "~22,000 gal",
    features: [
      "Alberca en forma de riñón con cascada de roca natural",
      "Pérgola con ventiladores de techo",
      "Cocina al aire libre con asador y barra",
      "Palmeras y plantas tropicales",
      "Burbujeadores en la repisa para asolearse",
      "Iluminación del jardín y de los caminos con temporizador",
    ],
    benefits: [
      "Cocinar, nadar y convivir en un solo espacio conectado",
      "Sombra bajo la pérgola en las tardes más calurosas",
      "Un patio que funciona en cualquier temporada",
      "Caminos seguros y bien iluminados de noche",
    ],
    imageAlts: [
      "La alberca en forma de riñón de los Brennan con palmeras y la pérgola",
      "Vista de cerca de la alberca de los Brennan desde un lado de la pérgola",
      "La cascada de roca cayendo a la alberca de los Brennan",
    ],
  },
  "okafor-family-project": {
    title: "La alberca de la familia Okafor",
    subtitle: "Una alberca para jugar, con entrada tipo playa, zona de voleibol y cubierta de seguridad",
    description:
      "Con cuatro hijos y muchos primos, los Okafor necesitaban una alberca hecha para jugar y para estar tranquilos. Una entrada tipo playa amplia, una zona pareja para voleibol y una cubierta de seguridad automática hacen de este patio de Pearland el favorito del vecindario, y el más fácil de cerrar en la noche.",
    category: "Alberca familiar",
    size: "~17,000 gal",
    features: [
      "Entrada tipo playa amplia con acabado texturizado",
      "Zona pareja de 4 pies para voleibol y juegos",
      "Cubierta de seguridad automática",
      "Adoquines antiderrapantes alrededor de la alberca",
      "Escalones integrados con pasamanos",
      "Iluminación LED de bajo consumo",
    ],
    benefits: [
      "Espacio para que toda la familia juegue al mismo tiempo",
      "La alberca cerrada y asegurada con una vuelta de llave",
      "Menos pérdida de calor y de agua bajo la cubierta",
      "Pisada firme para los pies mojados",
    ],
    imageAlts: [
      "La alberca familiar de los Okafor vista desde el patio trasero",
      "Vista de cerca de la parte baja de la alberca de los Okafor",
      "La alberca y la terraza de los Okafor desde el otro lado del patio",
    ],
  },
  "castillo-family-project": {
    title: "La alberca de la familia Castillo",
    subtitle: "Una alberca de estilo mediterráneo con logia, fuentes y jacuzzi",
    description:
      "La casa de los Castillo tiene fachada de estilo español, así que llevamos sus arcos, sus tonos de terracota y su azulejo hasta la alberca. Una logia techada enmarca un extremo, tres gárgolas de bronce alimentan el agua y un jacuzzi redondo elevado se mantiene caliente en las noches frescas de Houston.",
    category: "Alberca de lujo",
    size: "~19,000 gal",
    features: [
      "Alberca rectangular con detalles de azulejo pintado a mano",
      "Logia techada con ventiladores de techo",
      "Tres fuentes de gárgola de bronce",
      "Jacuzzi redondo elevado con ocho jets",
      "Adoquines en tono terracota",
      "Luz blanca cálida en la alberca y el jardín",
    ],
    benefits: [
      "Una alberca que parece construida junto con la casa",
      "Asientos con sombra a unos pasos del agua",
      "El sonido relajante del agua en todo el patio",
      "Un baño caliente cualquier noche del año",
      "Materiales elegidos para envejecer con gracia",
    ],
    imageAlts: [
      "La alberca rectangular de los Castillo con su jacuzzi redondo, vista desde la casa",
      "El jacuzzi redondo elevado junto a la alberca de los Castillo",
      "Las fuentes a lo largo de la alberca de los Castillo",
      "Vista desde arriba de la alberca y el jardín de los Castillo",
      "El jacuzzi de los Castillo desde la esquina opuesta de la alberca",
    ],
  },
  "mercer-family-project": {
    title: "La remodelación de la alberca de la familia Mercer",
    subtitle: "Una alberca cansada de los noventa, renovada con forma, acabado y equipo nuevos",
    description:
      "La alberca de los Mercer en Alvin tenía el yeso agrietado, la bomba fallando y una forma de riñón pasada de moda. Conservamos la estructura, que estaba sana, convertimos un extremo en repisa para asolearse, le pusimos acabado de piedra, cambiamos todo el equipo y agregamos automatización que manejan desde el celular.",
    category: "Remodelación de alberca",
    size: "~22,000 gal",
    features: [
      "Un extremo con forma nueva y repisa para asolearse",
      "Interior de piedra en lugar del yeso agrietado",
      "Azulejo y coronamiento nuevos en toda la alberca",
      "Bomba de velocidad variable y filtro nuevo",
      "Automatización de la alberca con control desde el celular",
      "Terraza de concreto renivelada",
    ],
    benefits: [
      "Una alberca como nueva por una fracción de lo que cuesta construir otra",
      "Un acabado que dura décadas más que el yeso",
      "Menos consumo de energía con equipo moderno",
      "Todas las funciones de la alberca en una sola aplicación",
    ],
    imageAlts: [
      "La alberca remodelada de los Mercer vista desde el porche trasero",
      "Vista de cerca de la alberca remodelada de los Mercer",
    ],
  },
  "prescott-family-project": {
    title: "La alberca de nado de la familia Prescott",
    subtitle: "Una alberca de nado de 60 pies sobre una terraza de madera, diseñada para entrenar a diario",
    description:
      "La Dra. Prescott nada todas las mañanas, así que este proyecto de Houston empezó con un carril de nado de 60 pies de verdad. Todo lo demás se diseñó alrededor de él: una terraza de madera cálida, una pérgola con regadera exterior para la sombra entre series y un jardín tranquilo que oculta la alberca de la calle.",
    category: "Diseño moderno de alberca",
    size: "Diseño a la medida",
    features: [
      "Carril de nado de 60 pies con línea de azulejo",
      "Terraza de madera de ipé a lo largo de todo el carril",
      "Pérgola con regadera exterior",
      "Cubierta automática sobre el carril de nado",
      "Bomba de calor para una temperatura del agua estable",
      "Jardín de privacidad con plantas nativas",
    ],
    benefits: [
      "Entrenamiento en serio sin salir de casa",
      "Sombra y una regadera a unos pasos del agua",
      "Agua a temperatura agradable todas las mañanas",
      "Un patio privado y tranquilo en medio de la ciudad",
      "Un jardín de poco riego que se da bien en el clima de Houston",
    ],
    imageAlts: [
      "La alberca de nado de 60 pies de los Prescott a lo largo del patio",
      "La terraza de madera y la pérgola junto a la alberca de nado de los Prescott",
      "Vista a lo largo del carril de nado desde el lado de la pérgola",
      "Vista desde arriba de la alberca de nado y el jardín de los Prescott",
      "La alberca de nado de los Prescott desde el otro extremo del carril",
    ],
  },
  "serene-escape-project": {
    title: "Refugio sereno",
    subtitle: "Una alberca de jardín en forma de riñón con spa redondo y una cascada de roca suave",
    description:
      "Este refugio en Pearland se diseñó para la calma. Una alberca en forma de riñón con spa redondo y una cascada de roca baja está rodeada de pastos ornamentales y crespones, y una luz cálida convierte el jardín en un escape por las noches.",
    category: "Oasis en el patio",
    size: "~16,000 gal",
    features: [
      "Alberca en forma de riñón integrada al jardín",
      "Spa redondo elevado con desborde",
      "Cascada baja de roca natural",
      "Pastos ornamentales y crespones",
      "Iluminación cálida de bajo voltaje en el jardín",
      "Coronamiento de piedra caliza",
    ],
    benefits: [
      "Un lugar tranquilo para descansar al final del día",
      "El sonido suave del agua en movimiento",
      "Un jardín que se ve bien en cualquier temporada",
      "Una iluminación que crea ambiente sin deslumbrar",
    ],
    imageAlts: [
      "La alberca en forma de riñón de Refugio sereno integrada al jardín",
      "El spa redondo de la alberca de Refugio sereno",
      "La cascada baja de roca en la orilla de la alberca de Refugio sereno",
    ],
  },
  "modern-retreat-project": {
    title: "Refugio moderno",
    subtitle: "Una alberca arquitectónica compacta para el patio interior de una casa adosada en Houston",
    description:
      "Un patio amurallado detrás de una casa adosada en Houston se convirtió en un refugio moderno. La alberca compacta tiene un muro de cortina de agua por el sonido, fogateros para las noches afuera y una terraza de porcelanato que va con la arquitectura limpia de la casa.",
    category: "Diseño moderno de alberca",
    size: "~10,000 gal",
    features: [
      "Alberca rectangular compacta con borde elevado para sentarse",
      "Muro de cortina de agua",
      "Terraza de porcelanato de formato grande",
      "Dos fogateros en la orilla de la alberca",
      "Tira de luz LED bajo el coronamiento",
    ],
    benefits: [
      "Una alberca de verdad en un espacio del tamaño de un patio interior",
      "El sonido del agua que tapa el ruido de la calle",
      "Líneas limpias que van con la arquitectura de la casa",
      "Poco mantenimiento gracias a los acabados duros y al tamaño compacto",
    ],
    imageAlts: [
      "La alberca de Refugio moderno llenando el patio interior de una casa adosada",
      "Vista de cerca de la alberca de Refugio moderno",
      "El muro de cortina de agua y los fogateros de la alberca de Refugio moderno",
    ],
  },
  "coastal-oasis-project": {
    title: "Oasis costero",
    subtitle: "Una alberca tipo laguna inspirada en la playa, con orilla de entrada gradual y palmeras",
    description:
      "Inspirada en la costa del Golfo, esta alberca de Friendswood empieza como una orilla poco profunda y se va haciendo honda como una laguna. Las palmeras, un acabado de piedra color aguamarina y una terraza de travertino le dan el ambiente de un día de playa en casa.",
    category: "Alberca tipo resort",
    size: "~25,000 gal",
    features: [
      "Orilla de entrada gradual",
      "Alberca tipo laguna de forma libre con una parte honda para nadar",
      "Interior de piedra color aguamarina y terraza de travertino",
      "Palmeras y plantas tropicales",
      "Palapa con sombra y ventilador de techo",
      "Cloración salina",
    ],
    benefits: [
      "Agua a la orilla, como en la playa, para todas las edades",
      "Espacio para nadar y para descansar",
      "Un ambiente tropical que aguanta los veranos de Texas",
      "Agua más suave para la piel y los ojos",
    ],
    imageAlts: [
      "La alberca tipo laguna de Oasis costero con palmeras y terraza de travertino",
      "Vista de cerca de la alberca de Oasis costero",
      "Palmeras a la orilla de la alberca de Oasis costero",
    ],
  },
  "ramirez-family-project": {
    title: "La alberca y jacuzzi de la familia Ramírez",
    subtitle: "Una alberca de rancho con jacuzzi integrado y un patio techado",
    description:
      "En un acre de terreno en Alvin, la familia Ramírez quería una alberca cerca de la casa y un jacuzzi que usaran todo el año. Unimos los dos con una cascada compartida, techamos el patio entre la alberca y la puerta de la cocina y dejamos el terreno abierto para los niños.",
    category: "Jacuzzi integrado",
    size: "~20,000 gal",
    features: [
      "Alberca y jacuzzi para ocho personas unidos por una cascada",
      "Patio techado con ventilador de techo e iluminación",
      "Terraza de concreto estampado",
      "Jacuzzi con su propio calentador y jets",
      "Cerca para la alberca con puertas de cierre automático",
    ],
    benefits: [
      "Un jacuzzi que la familia usa en todas las temporadas",
      "Sombra y resguardo a unos pasos de la puerta trasera",
      "Un área de alberca segura en un terreno de campo abierto",
      "Una terraza fácil de cuidar que aguanta el uso diario",
    ],
    imageAlts: [
      "La alberca de los Ramírez vista desde el patio techado",
      "Vista de cerca de la alberca de los Ramírez",
      "La alberca de los Ramírez desde el otro lado del terreno",
    ],
  },
  "sullivan-family-project": {
    title: "La alberca de la familia Sullivan",
    subtitle: "Una alberca salina con spa y una pérgola con sombra en el Houston Heights",
    description:
      "El bungalow de los Sullivan en el Heights pedía una alberca que se sintiera en casa entre columpios de porche y árboles viejos. Una alberca salina y un spa chico están junto a una pérgola de cedro, con un coronamiento de ladrillo que hace eco a la casa y una franja de pasto que se dejó para el perro.",
    category: "Alberca y spa a la medida",
    size: "~15,000 gal",
    features: [
      "Alberca salina con un spa chico integrado",
      "Pérgola de cedro sobre el área para descansar",
      "Coronamiento de ladrillo que combina con el bungalow",
      "Interior de piedra en un azul suave",
      "Bomba de velocidad variable y automatización",
    ],
    benefits: [
      "Una alberca que va con el carácter de un barrio histórico",
      "Sombra para descansar en la tarde",
      "Agua salina suave y menos químicos que manejar",
      "Equipo eficiente que mantiene bajo el costo de operación",
    ],
    imageAlts: [
      "La alberca salina de los Sullivan vista desde la parte de atrás de la casa",
      "Vista de cerca de la alberca de los Sullivan",
      "La alberca de los Sullivan desde la esquina más lejana del patio",
    ],
  },
};
