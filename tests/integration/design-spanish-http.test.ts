import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { estimateDesign, formatRange } from "#app/features/design/estimate.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { designCardJpeg } from "#app/features/design/design-card.server.tsx";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designQuery } from "#app/features/design/query.ts";
import { post, testServerEnv } from "#tests/integration/leads-helpers.ts";
import { freePort, startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";
import { mailText, startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";
import { alternates, pageText } from "#tests/support/page-html.ts";

/**
 * The designer in Spanish (issue 25) as a browser without JavaScript and a crawler get it: its
 * own page `/es/disena-tu-alberca` with Spanish words, description and estimate, the `hreflang`
 * pair with `/design`, its own kept pages (the English ones are never served for it, decision
 * 029), and "Envíeme este diseño" stored with `es` and mailed in Spanish.
 */

const SPANISH = "/es/disena-tu-alberca";
const kidney: Design = { ...defaultDesign, shape: "kidney", length: 36, width: 18, spa: "raised", fireBowls: 2, lighting: "violet", deckArea: 1200 };

describe("the designer in Spanish, over HTTP", () => {
  const inbox: Mail[] = [];
  let smtp: SMTPServer;
  let server: RunningServer;
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);
    server = await startServer({ env: { ...testServerEnv, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_NOTIFY_TO: "office@bayoucrest.example" } });
    // Designer pages are kept once the page copies are built (server/design-pages.ts).
    await waitForReady(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await stopSmtp(smtp);
  });

  it("shares a Spanish card: og:image is the Spanish twin of the design's card, a JPEG of its own", async () => {
    const query = designQuery(kidney);
    const html = await get(`${SPANISH}?${query}`);
    const image = new URL((/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "").replaceAll("&amp;", "&"));
    expect(image.pathname).toBe(`${SPANISH}/tarjeta.jpg`);
    const card = async (path: string) => {
      const response = await fetch(`${server.url}${path}?${query}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      return Buffer.from(await response.arrayBuffer());
    };
    const [spanish, english] = await Promise.all([card(image.pathname), card("/design/card.jpg")]);
    expect(spanish).toEqual(await designCardJpeg(kidney, "es"));
    expect(spanish).not.toEqual(english);
  });

  it("renders in Spanish: lang, labels, the description, the estimate, and forms that stay in Spanish", async () => {
    const html = await get(SPANISH);
    expect(html).toMatch(/<html lang="es-US"/);
    const page = pageText(html);
    for (const words of ["Diseñe su alberca", "Sus opciones", "Tamaño y profundidad", "Forma libre", "Plataforma de asoleo", "Tazones de fuego", "Rango de precio aproximado", "Cómo se calcula el precio aproximado", "Envíeme este diseño por correo", "Pida una cotización de este diseño"]) {
      expect(page).toContain(words);
    }
    expect(page).toContain("Alberca rectangular de 16 × 32 pies, de 3.5 a 6 pies de profundidad, con luces LED blanco frío; acabado de yeso blanco, borde de concreto en voladizo y 600 pies cuadrados de terraza de concreto con acabado de escoba.");
    const { low, high } = estimateDesign(defaultDesign, defaultPricing, designerText("es"));
    expect(page).toContain(formatRange(low, high, "es"));
    expect(page).toContain("Estructura de concreto lanzado, rectangular");
    expect(html).toContain('<title id="plan-title">Plano de su alberca, a escala</title>');
    // Without JavaScript the form reloads this page, and the e-mail form posts to its Spanish twin.
    expect(html).toMatch(/<form(?=[^>]*id="design-form")(?=[^>]*action="\/es\/disena-tu-alberca#estimate-panel")[^>]*>/);
    expect(html).toContain('action="/es/disena-tu-alberca/enviar"');
    // No English sentence of the designer is left.
    for (const english of ["Your options", "Estimated price range", "Plan of your pool", "Request a quote for this design", "sq ft of", "Update plan and price"]) {
      expect(page).not.toContain(english);
    }
  });

  it("pairs with /design by hreflang, both ways", async () => {
    const expected = { "en-US": "/design", "es-US": SPANISH, "x-default": "/design" };
    expect(alternates(await get(SPANISH))).toEqual(expected);
    expect(alternates(await get("/design"))).toEqual(expected);
  });

  it("keeps its own pages per design: the English copy is never served for the Spanish path, nor the reverse", async () => {
    const query = designQuery(kidney);
    // Twice each, in turns: a design is kept when it is asked for a second time (server/design-pages.ts).
    for (let round = 0; round < 3; round += 1) {
      const english = pageText(await get(`/design?${query}`));
      const spanish = pageText(await get(`${SPANISH}?${query}`));
      expect(english).toContain("An 18 × 36 ft kidney pool, 3.5–6 ft deep, with a raised spa with spillover");
      expect(english).not.toContain("Alberca");
      expect(spanish).toContain("Alberca en forma de riñón de 18 × 36 pies, de 3.5 a 6 pies de profundidad, con un spa elevado con desborde");
      expect(spanish).toContain("dos tazones de fuego");
      expect(spanish).toContain("1,200 pies cuadrados de terraza");
      expect(spanish).not.toContain("kidney pool");
    }
    // A query without a shape on the Spanish path is that design, in Spanish (not the kept bare page).
    const spa = pageText(await get(`${SPANISH}?spa=detached`));
    expect(spa).toContain("con un spa aparte");
  });

  it("says a refused value in Spanish, with its limits", async () => {
    const response = await fetch(`${server.url}${SPANISH}?shape=kidney&length=80`);
    expect(response.status).toBe(400);
    const page = pageText(await response.text());
    expect(page).toContain("El largo de una alberca en forma de riñón debe estar entre 20 y 45 pies. El plano y el precio usan 45 pies, el valor permitido más cercano.");
  });

  it("a no-JavaScript 'Envíeme este diseño' is answered in Spanish, stored with es and mailed in Spanish", async () => {
    const address = "familia-garza@example.com";
    const response = await post(server.url, { design: designQuery(kidney), email: address, remind: "on" }, { path: `${SPANISH}/enviar`, accept: "text/html" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es-US"/);
    const page = pageText(html);
    expect(page).toContain(`Su diseño va en camino a ${address}.`);
    expect(page).toContain("Volver a su diseño");
    expect(html).toContain(`href="${SPANISH}?${designQuery(kidney).replaceAll("&", "&amp;")}"`);

    const handle = openDb({ dataDir: server.dataDir });
    try {
      const rows = await handle.db.selectFrom("saved_designs").select(["email", "locale"]).where("email", "=", address).execute();
      expect(rows).toEqual([{ email: address, locale: "es" }]);
    } finally {
      await handle.close();
    }
    await expect.poll(() => inbox.filter((mail) => mail.to.includes(address)).length, { timeout: 10_000 }).toBe(1);
    const mail = inbox.find((item) => item.to.includes(address))!;
    const body = Buffer.from(mailText(mail.raw.slice(mail.raw.indexOf("\r\n\r\n"))), "latin1").toString("utf8");
    expect(body).toContain("Alberca en forma de riñón de 18 × 36 pies");
    // Its links open the Spanish pages: the design, and the reminder's one-press stop.
    expect(body).toContain(`${SPANISH}/sin-recordatorio?d=`);
  });
});
