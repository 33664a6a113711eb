import { Container } from "#app/components/ui/container.tsx";
import type { LegalDocument } from "#app/content/legal.ts";
import { PageHero } from "#app/components/sections/page-hero.tsx";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A plain-language policy page: title, last-updated date and its sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero title={document.title}>
        <p>{document.summary}</p>
        <p className="text-base">
          Last updated: <time dateTime={document.updated}>{dateFormat.format(new Date(document.updated))}</time>
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
