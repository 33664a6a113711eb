import type { ReactNode } from "react";
import { Body, Button, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { en } from "#app/features/notifications/email-copy/en.ts";
import type { EmailCopy } from "#app/features/notifications/email-copy/shape.ts";
import { LOCALE_TAGS } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";

/**
 * The e-mails' shared parts, built with React Email for what mail clients accept: tables for
 * layout, inline styles only, no external asset (the plan travels as an attachment referenced by
 * `cid:`), a light card whose colours stay legible when a client darkens it, and the same words
 * as plain text in the other part of `multipart/alternative`.
 */

export const colours = { navy: "#0b2540", ink: "#1f2937", muted: "#4b5563", pool: "#0e6ba8", sand: "#f5efe4", line: "#d6d3cc" } as const;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Clients that honour `prefers-color-scheme` (Apple Mail, iOS) get a dark card with light text. */
const darkCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .mail-body { background-color: #0f172a !important; }
  .mail-card { background-color: #111827 !important; }
  .mail-card p, .mail-card h1, .mail-card h2, .mail-card td, .mail-card th { color: #f3f4f6 !important; }
  .mail-card a:not(.mail-button) { color: #7fd3ff !important; }
  .mail-note { background-color: #1f2937 !important; }
}`;

/** `copy`: the language of the mail (its `lang` and the signature's hours); the business's own mail is English. */
export function MailLayout({ preview, children, after, copy = en }: { preview: string; children: ReactNode; after?: ReactNode; copy?: EmailCopy }) {
  return (
    <Html lang={copy.tag} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-body" style={{ backgroundColor: colours.sand, margin: 0, padding: "16px 8px", fontFamily: font }}>
        <Container className="mail-card" style={{ backgroundColor: "#ffffff", borderRadius: 12, maxWidth: 600, padding: "24px 20px" }}>
          <Text style={{ color: colours.navy, fontSize: 18, fontWeight: 700, margin: "0 0 16px" }}>{business.name}</Text>
          {children}
          <Hr style={{ borderColor: colours.line, margin: "24px 0 16px" }} />
          <Signature hours={copy.hours} home={localizedPath("/", copy.tag === LOCALE_TAGS.es ? "es" : "en")} />
          {after}
        </Container>
      </Body>
    </Html>
  );
}

/** The business's signature, from its one source of facts: name, phone, address, hours, website (its home page in the mail's language). */
export function Signature({ hours, home = "/" }: { hours: string; home?: string }) {
  const { address } = business;
  return (
    <Section>
      <Text style={small}>
        <strong>{business.name}</strong>
        <br />
        <Link href={business.phone.href} style={link}>
          {business.phone.display}
        </Link>
        {" · "}
        <Link href={`mailto:${business.email}`} style={link}>
          {business.email}
        </Link>
        <br />
        {address.street}, {address.city}, {address.region} {address.postalCode}
        <br />
        {hours}
        <br />
        <Link href={absoluteUrl(home)} style={link}>
          {absoluteUrl(home)}
        </Link>
      </Text>
    </Section>
  );
}

const small = { color: colours.muted, fontSize: 13, lineHeight: "20px", margin: 0 } as const;
const link = { color: colours.pool, textDecoration: "underline" } as const;

export function MailHeading({ children }: { children: ReactNode }) {
  return <Heading as="h1" style={{ color: colours.navy, fontSize: 22, lineHeight: "28px", margin: "0 0 12px" }}>{children}</Heading>;
}

export function MailSubheading({ children }: { children: ReactNode }) {
  return <Heading as="h2" style={{ color: colours.navy, fontSize: 17, lineHeight: "24px", margin: "24px 0 8px" }}>{children}</Heading>;
}

export function MailText({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <Text style={{ color: muted ? colours.muted : colours.ink, fontSize: muted ? 13 : 15, lineHeight: muted ? "20px" : "23px", margin: "0 0 12px" }}>{children}</Text>;
}

/** A note set apart on a tinted background (the estimate's "not a quote"). */
export function MailNote({ children }: { children: ReactNode }) {
  return (
    <Text className="mail-note" style={{ backgroundColor: colours.sand, borderRadius: 8, color: colours.ink, fontSize: 13, lineHeight: "20px", margin: "0 0 12px", padding: "8px 12px" }}>
      {children}
    </Text>
  );
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button href={href} className="mail-button" style={{ backgroundColor: colours.pool, borderRadius: 999, color: "#ffffff", display: "inline-block", fontSize: 15, fontWeight: 600, padding: "12px 20px", textDecoration: "none" }}>
      {children}
    </Button>
  );
}

/** Label and value pairs as a two-column table; empty values left out. */
export function Facts({ rows }: { rows: readonly (readonly [string, string | null | undefined])[] }) {
  const shown = rows.filter((row): row is readonly [string, string] => Boolean(row[1]));
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} width="100%" style={{ borderCollapse: "collapse", margin: "0 0 12px" }}>
      <tbody>
        {shown.map(([label, value]) => (
          <tr key={label}>
            <th align="left" style={{ verticalAlign: "top", borderBottom: `1px solid ${colours.line}`, color: colours.muted, fontSize: 13, fontWeight: 600, padding: "6px 12px 6px 0", width: "38%" }}>
              {label}
            </th>
            <td style={{ verticalAlign: "top", borderBottom: `1px solid ${colours.line}`, color: colours.ink, fontSize: 14, padding: "6px 0", whiteSpace: "pre-line" }}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The content id a finished photoreal rendering is attached under (a 1600-px JPEG from its job's row; decision 040). */
export const RENDERING_CID = "rendering@bayou-crest";

/** The content id the design's plan is attached under. */
export const PLAN_CID = "design-plan@bayou-crest";

/** The to-scale plan, attached as a PNG (most clients show no SVG and no remote image by default). */
export function PlanImage({ alt }: { alt: string }) {
  return <Img src={`cid:${PLAN_CID}`} alt={alt} width="560" style={{ border: `1px solid ${colours.line}`, borderRadius: 8, display: "block", height: "auto", margin: "0 0 12px", maxWidth: "100%", width: "100%" }} />;
}

export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * How the text part reads the markup: headings as written (not upper-cased), a fact per line as
 * "Label: value", phone and e-mail links as their text alone.
 */
/** The part of html-to-text's block builder a formatter here uses (the package ships no types). */
interface TextBuilder {
  addInline(text: string): void;
}

const textOptions: Parameters<typeof toPlainText>[1] = {
  formatters: {
    factLabel: (element: { children: unknown[] }, walk: (nodes: unknown[], builder: TextBuilder) => void, builder: TextBuilder) => {
      walk(element.children, builder);
      builder.addInline(": ");
    },
  },
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "table", format: "block" },
    { selector: "tr", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "th", format: "factLabel" },
    { selector: "td", format: "inline" },
    { selector: 'a[href^="tel:"]', format: "anchor", options: { ignoreHref: true } },
    { selector: 'a[href^="mailto:"]', format: "anchor", options: { ignoreHref: true } },
    { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: false } },
  ],
};

/** The HTML part and, from the same markup, the text part. */
export async function renderMail(element: ReactNode): Promise<RenderedMail> {
  // React adds a preload <link> for every image to the head: of no use in a mail, and a tag
  // some clients refuse; the plan is an attachment already.
  const html = (await render(element)).replace(/<link rel="preload" as="image"[^>]*>/g, "");
  return { html, text: toPlainText(html, textOptions) };
}

/** Earlier words quoted under a reply, set off as mail clients set off a quotation. */
export function MailQuote({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <Section style={{ marginTop: 24 }}>
      <Text style={{ ...small, margin: "0 0 8px" }}>{intro}</Text>
      <blockquote style={{ borderLeft: `3px solid ${colours.line}`, color: colours.muted, fontSize: 14, lineHeight: "21px", margin: 0, padding: "0 0 0 12px", whiteSpace: "pre-line" }}>
        {children}
      </blockquote>
    </Section>
  );
}
