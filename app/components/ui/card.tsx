/** A white surface with the site's card shadow. */
export function Card({
  children,
  className = "",
  as: Element = "div",
  ...rest
}: {
  children: React.ReactNode;
  className?: string;
  as?: "div" | "article" | "li" | "section" | "aside";
} & React.AriaAttributes) {
  return (
    <Element {...rest} className={`rounded-2xl bg-white p-6 shadow-card ring-1 ring-navy-900/5 sm:p-8 ${className}`.trim()}>
      {children}
    </Element>
  );
}
