/**
 * The caption on a picture rendered from a design, which stands where a photo of built work would
 * (decision 031, amended): "Design rendering", or "The design we presented" beside the job's own
 * photos. It sits in the picture box's lower-left corner (the box is `relative`), clear of the
 * pool the pictures centre on, white on solid navy so it reads over any picture. Screen readers
 * hear the same words at the start of the image's alt text (`renderingAlt`), so it is hidden from
 * them here rather than said twice. Islands use it (the project gallery): it takes its words as
 * props and imports no hook of the page, so no router code reaches an island's bundle.
 */
export function RenderingLabel({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      data-rendering-label=""
      className="pointer-events-none absolute bottom-2 left-2 max-w-[calc(100%-1rem)] rounded-md bg-navy-900 px-2 py-0.5 text-xs leading-5 font-semibold text-white shadow-card sm:bottom-3 sm:left-3"
    >
      {text}
    </span>
  );
}

/** A rendering's alt text says what it is before what it shows: "Design rendering: …". */
export function renderingAlt(label: string, alt: string): string {
  return alt ? `${label}: ${alt}` : label;
}
