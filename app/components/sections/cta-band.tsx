import { Container } from "#app/components/ui/container.tsx";

/** A full-width pool-blue band with a heading, a line of text and its actions. */
export function CtaBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-pool-700 py-16 text-white sm:py-20">
      <Container className="text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-white">{text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-4 sm:flex-row sm:items-center">{children}</div>
      </Container>
    </section>
  );
}
