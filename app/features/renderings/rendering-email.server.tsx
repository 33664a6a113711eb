import { Img, Section } from "@react-email/components";
import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { designQuery } from "#app/features/design/query.ts";
import type { RenderTime } from "#app/features/renderings/blender.server.ts";
import { emailCopy } from "#app/features/notifications/email-copy/email-copy.ts";
import { MailButton, MailHeading, MailLayout, MailText, RENDERING_CID, renderMail, type RenderedMail } from "#app/features/notifications/mail-layout.server.tsx";

type RenderingMail = RenderedMail & { subject: string };

function designUrl(design: QuoteDesign, locale: Locale): string {
  return absoluteUrl(localizedPath(`/design?${designQuery(design.design)}`, locale));
}

/**
 * The finished rendering: the picture inline (its bytes attached when the e-mail goes out) and
 * the link to its page. Written when the request is stored, from the parsed design only: nothing
 * the visitor typed is quoted (decision 022).
 */
export async function renderingEmail(design: QuoteDesign, time: RenderTime, pageUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<RenderingMail> {
  const copy = emailCopy(locale);
  const t = copy.rendering;
  const mail = await renderMail(
    <MailLayout copy={copy} preview={t.preview}>
      <MailHeading>{t.heading}</MailHeading>
      <MailText>{t.intro(t.time[time])}</MailText>
      <a href={pageUrl}>
        <Img src={`cid:${RENDERING_CID}`} alt={t.imageAlt(copy.design.describe(design))} width="560" style={{ borderRadius: 8, display: "block", height: "auto", margin: "0 0 16px", maxWidth: "100%", width: "100%" }} />
      </a>
      <Section style={{ margin: "0 0 20px" }}>
        <MailButton href={pageUrl}>{t.open}</MailButton>
      </Section>
      <MailText>
        <a href={designUrl(design, locale)}>{t.backToDesign}</a>
      </MailText>
      <MailText muted>{copy.whyThisMail}</MailText>
    </MailLayout>,
  );
  return { subject: t.subject, ...mail };
}

/** The visitor's notice that their rendering failed for good (queued with the request, sent only then). */
export async function renderingFailedEmail(design: QuoteDesign, pageUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<RenderingMail> {
  const copy = emailCopy(locale);
  const t = copy.rendering;
  const mail = await renderMail(
    <MailLayout copy={copy} preview={t.failedHeading}>
      <MailHeading>{t.failedHeading}</MailHeading>
      <MailText>{t.failed(business.phone.display)}</MailText>
      <Section style={{ margin: "0 0 20px" }}>
        <MailButton href={designUrl(design, locale)}>{t.backToDesign}</MailButton>
      </Section>
      <MailText muted>
        <a href={pageUrl}>{pageUrl}</a>
      </MailText>
      <MailText muted>{copy.whyThisMail}</MailText>
    </MailLayout>,
  );
  return { subject: t.failedSubject, ...mail };
}
