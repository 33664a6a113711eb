import { renderToStaticMarkup } from "react-dom/server";
import { business } from "#app/config/business.ts";
import { siteOrigin } from "#app/config/site.ts";
import { DesignPlan } from "#app/features/design/components/design-plan.tsx";
import { monthlyText } from "#app/features/design/components/design-estimate.tsx";
import { describeDesign, feet } from "#app/features/design/description.ts";
import { formatRange, type Estimate } from "#app/features/design/estimate.ts";
import type { Design } from "#app/features/design/model.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import { fill } from "#app/i18n/catalog.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { LOGO_MARK_SVG } from "#app/features/renderings/presentation/logo-mark.ts";

/** The pictures' names beside the sheet in the worker's folder, where it prints it (decision 047). */
export const SHEET_IMAGES = { day: "day.jpg", dusk: "dusk.jpg" } as const;

/**
 * Letter, landscape, every box a fixed size: the sheet is one page whatever the design. The
 * fonts are the machine's (DejaVu on Debian), so nothing is fetched while printing.
 */
const STYLE = `
@page { size: 11in 8.5in; margin: 0.4in; }
* { box-sizing: border-box; margin: 0; }
html, body { width: 10.2in; height: 7.7in; overflow: hidden; }
body { font-family: "DejaVu Sans", Arial, sans-serif; color: #1c2b3a; font-size: 9.5pt; line-height: 1.35; }
header { display: flex; align-items: center; justify-content: space-between; height: 0.6in; border-bottom: 2px solid #0b2540; gap: 0.3in; }
.brand { display: flex; flex: none; align-items: center; gap: 0.12in; font-weight: 700; font-size: 13pt; color: #0b2540; white-space: nowrap; }
.brand svg { width: 0.45in; height: 0.45in; }
h1 { font-size: 20pt; color: #0b2540; text-align: right; }
.summary { margin-top: 0.08in; height: 0.36in; overflow: hidden; color: #4a5b6b; }
.renders { display: flex; gap: 0.2in; margin-top: 0.06in; }
figure { width: 5in; }
figure img { display: block; width: 5in; height: 3.125in; object-fit: cover; border-radius: 0.06in; }
figcaption { margin-top: 0.04in; font-weight: 700; color: #0b2540; }
.below { display: flex; gap: 0.25in; margin-top: 0.1in; height: 2.65in; }
h2 { font-size: 10.5pt; color: #0b2540; margin-bottom: 0.06in; }
.plan { width: 3.4in; }
.plan .drawing { height: 2.35in; background: #f7f1e6; border-radius: 0.06in; padding: 0.06in; }
.plan svg { width: 100%; height: 100%; }
.options { width: 3.6in; overflow: hidden; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.02in 0.12in; }
dt { font-weight: 700; color: #4a5b6b; }
.price { width: 2.75in; background: #0b2540; color: #fff; border-radius: 0.06in; padding: 0.14in; }
.price h2 { color: #7dd3d8; }
.price .range { font-size: 16pt; color: #fff; font-weight: 700; white-space: nowrap; }
.price p { margin-top: 0.06in; font-size: 8pt; color: #cfe3ee; }
footer { display: flex; justify-content: space-between; margin-top: 0.1in; font-size: 8.5pt; color: #4a5b6b; }
`;

/** The pool's options under the designer form's own labels, in the sheet's language (the yard, which prices nothing, shows in the pictures). */
function sheetFacts(design: Design, { words }: DesignerText<"form" | "options" | "units">): { label: string; value: string }[] {
  const { form, options: o, units } = words;
  return [
    { label: form.shape, value: o.shape[design.shape] },
    { label: form.sizeAndDepth, value: `${design.width} × ${design.length} ${units.ft}, ${feet(design.shallow)}–${feet(design.deep)} ${units.ft}` },
    { label: form.spa, value: o.spa[design.spa] },
    { label: form.shelf, value: o.shelf[design.shelf] },
    { label: form.features, value: design.features.map((feature) => o.features[feature]).join(", ") || form.none },
    { label: form.lighting, value: o.lighting[design.lighting] },
    { label: form.fireBowls, value: design.fireBowls === 0 ? form.none : String(design.fireBowls) },
    ...(design.cover ? [{ label: form.cover, value: "✓" }] : []),
    { label: form.finish, value: o.finish[design.finish] },
    { label: form.coping, value: o.coping[design.coping] },
    { label: form.deck, value: `${o.deck[design.deck]}, ${design.deckArea} ${units.sqft}` },
  ];
}

export interface SheetInput {
  design: Design;
  /** Priced with the owner's table of the day the presentation is asked for. */
  estimate: Estimate;
  locale: Locale;
  date: Date;
}

function Sheet({ design, estimate, locale, date }: SheetInput) {
  const text = designerText(locale);
  const words = text.words.presentation;
  const description = describeDesign(design, text);
  const site = siteOrigin().replace(/^https?:\/\//, "");
  const day = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: business.timeZone }).format(date);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <title>{fill(words.title, { company: business.name })}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <header>
          <div className="brand">
            <span dangerouslySetInnerHTML={{ __html: LOGO_MARK_SVG }} />
            {business.name}
          </div>
          <h1>{words.heading}</h1>
        </header>
        <p className="summary">{description}</p>
        <div className="renders">
          <figure>
            <img src={SHEET_IMAGES.day} alt={words.day} />
            <figcaption>{words.day}</figcaption>
          </figure>
          <figure>
            <img src={SHEET_IMAGES.dusk} alt={words.dusk} />
            <figcaption>{words.dusk}</figcaption>
          </figure>
        </div>
        <div className="below">
          <section className="plan">
            <h2>{words.plan}</h2>
            <div className="drawing">
              <DesignPlan design={design} description={description} text={text} id="sheet-plan" />
            </div>
          </section>
          <section className="options">
            <h2>{words.options}</h2>
            <dl>
              {sheetFacts(design, text).map((fact) => (
                <div key={fact.label} style={{ display: "contents" }}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="price">
            <h2>{text.words.estimate.label}</h2>
            <p className="range">{formatRange(estimate.low, estimate.high, locale)}</p>
            <p>{monthlyText(estimate, text)}</p>
            <p>{text.words.estimate.ballpark}</p>
          </section>
        </div>
        <footer>
          <span>{fill(words.prepared, { company: business.name, date: day })}</span>
          <span>{fill(words.contact, { phone: business.phone.display, site })}</span>
        </footer>
      </body>
    </html>
  );
}

/**
 * The design sheet as a whole HTML document in the lead's language, written by the web process
 * when the presentation is asked for (the worker runs the sources with Node, which reads no JSX):
 * the worker puts the two pictures beside it under SHEET_IMAGES' names and prints it.
 */
export function presentationSheetHtml(input: SheetInput): string {
  return `<!doctype html>${renderToStaticMarkup(<Sheet {...input} />)}`;
}
