import type { Catalog } from "#app/i18n/catalog.ts";
import type { errors as en } from "#app/i18n/messages/en/errors.ts";

export const errors: Catalog<typeof en> = {
  "not-found": {
    title: "Página no encontrada",
    heading: "No encontramos esa página",
    text: "Puede que la página se haya movido o que la dirección tenga un error. Estos enlaces le ayudan a seguir, o llámenos y con gusto le orientamos.",
  },
  "server-error": {
    title: "Algo salió mal",
    heading: "Algo salió mal de nuestro lado",
    text: "Lo sentimos: esta página no cargó. Vuelva a intentarlo en un momento. Si prefiere no esperar, llámenos y le atendemos de inmediato.",
  },
  "too-many-designs": {
    title: "Demasiados diseños nuevos",
    heading: "Demasiados diseños nuevos en poco tiempo",
    text: "Vuelva a intentarlo en {{seconds}} s, o llámenos al {{phone}} y cotizamos su alberca con usted.",
  },
  helpfulLinks: "Enlaces útiles",
  home: "Inicio",
  services: "Nuestros servicios",
  portfolio: "Nuestros proyectos",
  quote: "Pida su cotización gratis",
};
