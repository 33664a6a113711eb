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
