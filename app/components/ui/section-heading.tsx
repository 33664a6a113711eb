/** A section's heading with an optional eyebrow and intro, centred by default. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  level = 2,
}: {
  id?: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: "center" | "left";
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? <div className="mb-4">{eyebrow}</div> : null}
      <Heading id={id} className="text-3xl font-bold tracking-tight text-navy-900 text-balance sm:text-4xl">
        {title}
      </Heading>
      {intro ? <p className="mt-4 text-lg text-muted text-pretty">{intro}</p> : null}
    </div>
  );
}
