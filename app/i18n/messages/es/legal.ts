import { business } from "#app/config/business.ts";
import type { Catalog } from "#app/i18n/catalog.ts";
import type { legal as en } from "#app/i18n/messages/en/legal.ts";

const { address } = business;
const contactLine = `envíe un correo a ${business.email}, llame al ${business.phone.display} o escriba a ${business.name}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;

export const legal: Catalog<typeof en> = {
  updated: "Última actualización:",
  privacy: {
    title: "Aviso de privacidad",
    summary: `Qué datos recopila ${business.name} cuando usted nos contacta por este sitio web, para qué, cuánto tiempo los guardamos y cómo pedir que se borren.`,
    sections: [
      {
        heading: "En pocas palabras",
        blocks: [
          "Solo recopilamos lo que usted escribe en nuestros formularios, lo usamos para contestarle, cotizar y planear su proyecto, y nunca lo vendemos ni lo rentamos a nadie. En cualquier momento puede pedirnos ver o borrar lo que tenemos de usted.",
        ],
      },
      {
        heading: "Qué datos recopilamos",
        blocks: [
          "Cuando nos manda una solicitud de consulta, un mensaje o una solicitud de cotización, guardamos lo que usted escribe:",
          [
            "su nombre, su correo electrónico y su número de teléfono;",
            "la ubicación de su proyecto o su dirección, si nos la da;",
            "los detalles del proyecto, como el tipo de trabajo, el tamaño de la alberca, lo que le interesa incluir y sus tiempos;",
            "cómo prefiere que lo contactemos y, si pide que le llamemos, a qué hora del día;",
            "su mensaje o sus notas, y la fecha y hora en que mandó el formulario;",
            "si marca la casilla para enviarla con una solicitud de cotización, la foto de su patio de \u201cVéala en su patio\u201d, la imagen con la alberca colocada, lo que pintó como delante de la alberca, y el rectángulo y la colocación que marcó (los datos guardados en el archivo de la foto, como su ubicación, se eliminan antes de guardarla; se borra junto con su solicitud);",
            "de dónde llegó la solicitud: la página desde la que la mandó, el sitio que lo trajo y las etiquetas de campaña del enlace que siguió, para saber cuáles de nuestros anuncios y directorios funcionan.",
          ],
          "Para registrar eso, su navegador guarda la primera página a la que llegó en el almacenamiento de la sesión mientras dura su visita; se borra al cerrar la pestaña.",
          "La foto de su patio que use en \u201cVéala en su patio\u201d se queda en el almacenamiento de su navegador, en su dispositivo, no en nuestro servidor, hasta que usted la quite ahí o la envíe con una cotización.",
          "Nuestro servidor también guarda registros técnicos breves (la página pedida, la hora y el resultado) para mantener el sitio seguro y funcionando. No usamos cookies de publicidad ni de rastreo, y no armamos perfiles de los visitantes.",
        ],
      },
      {
        heading: "Para qué los usamos",
        blocks: [
          [
            "para contestar su solicitud por teléfono o por correo, como usted lo pidió;",
            "para preparar cotizaciones, diseños y calendarios para su proyecto;",
            "para tener constancia de lo acordado si usted se vuelve cliente, también para trabajos de garantía;",
            "para bloquear el spam y el abuso de nuestros formularios.",
          ],
          "No mandamos boletines de publicidad desde estos formularios. Si algún día ofrecemos uno, será aparte y solo si usted lo pide.",
        ],
      },
      {
        heading: "Avisos por correo electrónico",
        blocks: [
          "Cuando usted manda un formulario, nuestro sistema envía un aviso por correo con su solicitud a nuestro equipo de oficina para que alguien le conteste pronto. Estos avisos solo llegan a los buzones de nuestro propio personal y los maneja nuestro proveedor de correo por cuenta nuestra.",
        ],
      },
      {
        heading: "Con quién los compartimos",
        blocks: [
          "No vendemos, rentamos ni intercambiamos su información. Solo la compartimos con los proveedores que alojan nuestro sitio web, nuestra base de datos y nuestro correo, bajo contratos que limitan su uso a operar nuestros servicios, y cuando la ley lo exige.",
          "Las compañías de financiamiento a las que enlaza nuestro sitio son negocios independientes. Si usted solicita con ellas, se aplican sus propios avisos de privacidad; nosotros no les pasamos los datos de sus formularios.",
        ],
      },
      {
        heading: "Cuánto tiempo los guardamos",
        blocks: [
          "Las consultas que no terminan en un proyecto se borran 24 meses después de nuestro último contacto con usted. Si se vuelve cliente, guardamos sus datos de contacto y los registros del proyecto mientras dure la garantía de la construcción, más el plazo que exigen los registros fiscales y de contratos. Los envíos identificados como spam se borran en un plazo de 90 días.",
        ],
      },
      {
        heading: "Sus opciones y el borrado de sus datos",
        blocks: [
          `Puede pedirnos que le mostremos, corrijamos o borremos la información que tenemos de usted. Para hacerlo, ${contactLine}. Le confirmaremos su solicitud y la atenderemos en un plazo de 30 días. Si tenemos que guardar algún registro por motivos legales, por ejemplo un contrato vigente, le diremos cuál y por qué.`,
        ],
      },
      {
        heading: "Seguridad",
        blocks: [
          "Nuestro sitio se sirve por una conexión cifrada, los sistemas de nuestra oficina piden que cada empleado entre con su propia cuenta y solo el personal que lo necesita puede ver las consultas. Ningún sistema es perfectamente seguro, así que le pedimos no mandar números de tarjeta ni contraseñas por nuestros formularios.",
        ],
      },
      {
        heading: "Menores de edad",
        blocks: [
          "Este sitio es para dueños de casa y no está dirigido a menores de 13 años. No recopilamos a sabiendas información de menores.",
        ],
      },
      {
        heading: "Cambios a este aviso",
        blocks: [
          "Si cambiamos la forma en que manejamos los datos personales, actualizaremos esta página y la fecha de arriba antes de que el cambio entre en vigor.",
        ],
      },
    ],
  },
  privacyBackups: {
    scheduled:
      "Las copias de seguridad de nuestra base de datos conservan lo que borramos durante un máximo de {{days}} días: cuando se reemplaza la copia más antigua, desaparece también de ellas.",
    manual:
      "Guardamos las últimas {{copies}} copias de seguridad de nuestra base de datos, que conservan lo que borramos hasta que otras más nuevas las reemplazan.",
  },
  terms: {
    title: "Términos del servicio",
    summary: `Los términos para usar el sitio web de ${business.name}, pedir cotizaciones y seguir los enlaces a las compañías de financiamiento.`,
    sections: [
      {
        heading: "Uso de este sitio web",
        blocks: [
          `Este sitio web lo opera ${business.name}, de ${address.city}, ${address.region}. Al usarlo, usted acepta estos términos. Si no está de acuerdo, le pedimos no usar el sitio.`,
          "Puede navegar por el sitio y mandar nuestros formularios para el proyecto de su propia casa. Le pedimos no mandar información falsa, no intentar interrumpir el sitio ni entrar sin autorización, y no usar herramientas automáticas para mandar formularios o copiar el contenido.",
        ],
      },
      {
        heading: "Cotizaciones y consultas",
        blocks: [
          "Las cotizaciones gratis, las consultas y las vistas realistas en 3-D se ofrecen sin compromiso. Una solicitud de cotización por este sitio no es un contrato y no aparta una fecha de construcción.",
          "Cualquier precio que aparezca en el sitio, como un precio inicial, es una referencia general. Su precio real depende de una visita al terreno, de las condiciones del suelo y del acceso, de los requisitos del permiso y de la asociación de vecinos, y del diseño y los acabados que elija. El trabajo empieza solo cuando ambas partes firman un contrato por escrito, que es el que rige el proyecto, su precio, su calendario y sus garantías.",
        ],
      },
      {
        heading: "Contenido e imágenes",
        blocks: [
          "Procuramos que la información de este sitio esté correcta y al día, pero es de carácter general y puede cambiar sin aviso. Las imágenes de los proyectos son representaciones del diseño de cada proyecto: muestran el tipo de trabajo que hacemos y no son una copia exacta de ninguna alberca terminada en particular.",
          `Los textos, las imágenes y el diseño de este sitio son de ${business.name} y no se pueden copiar para uso comercial sin nuestro permiso por escrito.`,
        ],
      },
      {
        heading: "Financiamiento y otros enlaces a terceros",
        blocks: [
          `El financiamiento lo otorgan prestamistas independientes, no ${business.name}. Los enlaces a los prestamistas y a las redes sociales abren sitios de terceros que nosotros no controlamos. Las solicitudes, las aprobaciones, las tasas y las condiciones las decide solo el prestamista, y se aplican sus propios términos y avisos de privacidad.`,
        ],
      },
      {
        heading: "Limitación de responsabilidad",
        blocks: [
          `En la medida en que la ley lo permita, ${business.name} no es responsable de ninguna pérdida que resulte del uso de este sitio web o de confiar en su contenido general. Nada en estos términos limita los derechos que usted tiene por el contrato por escrito de su proyecto o por las leyes de Texas.`,
        ],
      },
      {
        heading: "Ley aplicable",
        blocks: [
          "Estos términos se rigen por las leyes del estado de Texas. Cualquier controversia sobre este sitio web se tratará en los tribunales del condado de Harris, Texas.",
        ],
      },
      {
        heading: "Preguntas",
        blocks: [`Si tiene preguntas sobre estos términos, ${contactLine}.`],
      },
    ],
  },
  warranty: {
    metaTitle: "Nuestra garantía",
    metaDescription: `Qué cubre la garantía por escrito de cada alberca de ${business.shortName}, por cuánto tiempo y cómo se hace un reclamo. Con licencia y seguro.`,
    badge: "Protegida por garantía",
    title: "Nuestra garantía",
    summary: "Cada alberca que construimos tiene una garantía por escrito, que se puede transferir una vez al siguiente dueño de la casa.",
    coverageHeading: "Qué cubre y por cuánto tiempo",
    coverage: [
      { part: "Estructura (acero y concreto lanzado)", term: "De por vida, mientras la casa sea suya" },
      { part: "Tuberías que instalamos, contra fugas", term: "5 años" },
      { part: "Acabado interior (yeso, piedra, cuarzo)", term: "3 años" },
      { part: "Azulejo y coronamiento, contra grietas y desprendimiento", term: "3 años" },
      { part: "Mano de obra en todo lo que instalamos", term: "2 años" },
      { part: "Equipo (bombas, calentadores, filtros, automatización)", term: "La garantía del fabricante, que nosotros registramos y reclamamos" },
    ],
    conditionsHeading: "Condiciones",
    conditions: [
      "La alberca se mantiene llena y con la química balanceada; lo demuestra nuestro plan de servicio o una bitácora por escrito.",
      "Las reparaciones de lo cubierto las hacemos nosotros; el trabajo de otros en esas partes termina su cobertura.",
      "No se cubre el movimiento del suelo por inundaciones, raíces de árboles o construcciones cercanas posteriores.",
      "Los reclamos empiezan con una llamada o un correo; inspeccionamos en un plazo de cinco días hábiles y le damos nuestro dictamen por escrito.",
    ],
    credentialsHeading: "Con licencia y seguro",
    licenceLabel: "Licencia",
    licence: "Contratista residencial de albercas registrado en la Ciudad de Houston, núm. RPC-104388",
    insuranceLabel: "Seguro",
    insurance: "$2,000,000 de responsabilidad civil general y seguro de accidentes de trabajo; certificados a petición",
    ctaTitle: "¿Preguntas sobre un reclamo o la cobertura?",
    ctaText: "Llámenos o mándenos un mensaje y le explicamos la cobertura de su alberca.",
    message: "Mándenos un mensaje",
  },
  sitemap: {
    title: "Mapa del sitio",
    description: "Todas las páginas del sitio: nuestros servicios, nuestros proyectos de albercas, financiamiento, contacto y cotizaciones.",
    groups: { Pages: "Páginas", Services: "Servicios", Portfolio: "Proyectos" },
    pages: {
      "/": "Inicio",
      "/about": "Nosotros",
      "/finance": "Financiamiento",
      "/contact": "Contacto",
      "/design": "Diseñe su alberca",
      "/get-quote": "Pida su cotización gratis",
      "/book": "Agende su visita gratuita",
      "/warranty": "Nuestra garantía",
      "/privacy": "Aviso de privacidad",
      "/terms": "Términos del servicio",
      "/sitemap": "Mapa del sitio",
      "/services": "Todos los servicios",
      "/portfolio": "Nuestros proyectos",
    },
  },
};
