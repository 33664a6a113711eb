/**
 * Every island: a component that the public pages hydrate on its own, without React Router
 * in the browser (see docs/decisions/005-islands.md); pages without one load no React at all.
 * `module` is relative to the project root; the build plugin generates the browser's import
 * table from this list.
 */
export const islandCatalog = {
  testimonials: { module: "app/components/sections/testimonials-carousel.tsx", export: "TestimonialsCarousel" },
  "project-gallery": { module: "app/features/portfolio/components/project-gallery.tsx", export: "ProjectGallery" },
  "consultation-form": { module: "app/features/leads/components/consultation-form.tsx", export: "ConsultationForm" },
  "contact-form": { module: "app/features/leads/components/contact-form.tsx", export: "ContactForm" },
  "quote-request": { module: "app/features/leads/components/quote-request.tsx", export: "QuoteRequest" },
  designer: { module: "app/features/design/components/designer.tsx", export: "Designer" },
  "rendering-status": { module: "app/features/renderings/components/rendering-status.tsx", export: "RenderingStatus" },
  backyard: { module: "app/features/backyard/components/backyard-tool.tsx", export: "BackyardTool" },
  "design-3d": { module: "app/features/design/three/pool-scene.tsx", export: "PoolScene" },
} as const satisfies Record<string, { module: string; export: string }>;

export type IslandName = keyof typeof islandCatalog;
