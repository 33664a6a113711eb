const TONES = {
  light: "bg-white ring-1 ring-navy-900/5",
  dark: "bg-navy-900 text-white",
} as const;

/** A rounded surface with the site's card shadow; `dark` is navy with white text. */
export function Card({
  children,
  className = "",
  tone = "light",
  as: Element = "div",
  ...aria
}: {
  children: React.ReactNode;
  className?: string;
  tone?: keyof typeof TONES;
  as?: "div" | "article" | "li" | "section" | "aside";
} & React.AriaAttributes) {
  return (
    <Element {...aria} className={`rounded-2xl p-6 shadow-card sm:p-8 ${TONES[tone]} ${className}`.trim()}>
      {children}
    </Element>
  );
}

/**
 * A card that is a section of its page, named by its heading: `level` is the heading's rank on the
 * page, `headingClassName` its size and weight, `icon` an icon drawn before it.
 */
export function CardSection({
  headingId,
  title,
  level = 2,
  headingClassName,
  icon,
  tone,
  className,
  children,
}: {
  headingId: string;
  title: React.ReactNode;
  level?: 2 | 3;
  headingClassName: string;
  icon?: React.ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
  children: React.ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card as="section" aria-labelledby={headingId} tone={tone} className={className}>
      <Heading id={headingId} className={headingClassName}>
        {icon}
        {title}
      </Heading>
      {children}
    </Card>
  );
}
