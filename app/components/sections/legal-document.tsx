import { Container } from "#app/components/ui/container.tsx";
import type { Messages } from "#app/i18n/resources.ts";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { LOCALE_TAGS } from "#app/i18n/locale.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";

/**
 * A plain-language policy page: title, last-updated date and its sections, in the page's
 * language (the words from the `legal` catalog, the date from content/legal.ts).
 */
export function LegalDocumentView({ document, updated }: { document: Messages<"legal">["privacy" | "terms"]; updated: string }) {
  const locale = useLocale();
  const t = useT("legal");
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(updated));
  return (
    <>
      <PageHero title={document.title}>
        <p>{document.summary}</p>
        <p className="text-base">
          {t("updated")} <time dateTime={updated}>{date}</time>
        </p>
      </PageHero>
      <Container className="py-16 sm:py-20">
        <div className="max-w-3xl space-y-10">
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-2xl font-semibold text-navy-900">{section.heading}</h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
                {section.blocks.map((block, index) =>
                  Array.isArray(block) ? (
                    <ul key={index} className="list-disc space-y-2 pl-6 marker:text-pool-700">
                      {block.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p key={index}>{block}</p>
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
