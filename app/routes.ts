import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { serviceSlugs } from "#app/content/service-slugs.ts";
import { spanishFormTwins, spanishTwinPrefixes, spanishTwins, type TwinnedPath } from "#app/i18n/route-table.ts";

/** A page's Spanish twin (decision 032): the same module, its language read from the path. */
const spanish = (englishPath: TwinnedPath, file: string) =>
  route({ ...spanishTwins, ...spanishFormTwins }[englishPath].slice(1), file, { id: `es-${englishPath.slice(1) || "home"}` });

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  // One data-driven layout serves the six service landing pages.
  ...serviceSlugs.map((slug) => route(slug, "routes/service-page.tsx", { id: `service-${slug}` })),
  route("finance", "routes/finance.tsx"),
  route("contact", "routes/contact.tsx"),
  route("get-quote", "routes/get-quote.tsx"),
  route("design", "routes/design.tsx"),
  // "E-mail me this design": its no-JavaScript answer, and the reminder's one-press unsubscribe.
  route("design/save", "routes/design-save.tsx"),
  route("design/unsubscribe", "routes/design-unsubscribe.tsx"),
  // "Get a photoreal rendering": the request, its status page (by its secret), its state and picture.
  route("design/rendering", "routes/design-rendering.tsx"),
  route("design/rendering/:token", "routes/design-rendering-status.tsx"),
  route("design/rendering/:token/status.json", "routes/resources/rendering-state.ts"),
  route("design/rendering/:token/image.jpg", "routes/resources/rendering-image.ts"),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:id", "routes/portfolio-project.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("warranty", "routes/warranty.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("book", "routes/book.tsx"),
  route("book/visit", "routes/book-visit.tsx"),
  spanish("/", "routes/home.tsx"),
  spanish("/about", "routes/about.tsx"),
  spanish("/contact", "routes/contact.tsx"),
  spanish("/finance", "routes/finance.tsx"),
  spanish("/services", "routes/services.tsx"),
  spanish("/design", "routes/design.tsx"),
  spanish("/design/save", "routes/design-save.tsx"),
  spanish("/design/card.jpg", "routes/resources/design-card.ts"),
  spanish("/design/unsubscribe", "routes/design-unsubscribe.tsx"),
  spanish("/design/rendering", "routes/design-rendering.tsx"),
  spanish("/get-quote", "routes/get-quote.tsx"),
  ...serviceSlugs.map((slug) => spanish(`/${slug}`, "routes/service-page.tsx")),
  spanish("/portfolio", "routes/portfolio.tsx"),
  spanish("/privacy", "routes/privacy.tsx"),
  spanish("/terms", "routes/terms.tsx"),
  spanish("/warranty", "routes/warranty.tsx"),
  spanish("/sitemap", "routes/sitemap.tsx"),
  spanish("/book", "routes/book.tsx"),
  spanish("/book/visit", "routes/book-visit.tsx"),
  route(`${spanishTwinPrefixes["/portfolio/"].slice(1)}:id`, "routes/portfolio-project.tsx", { id: "es-portfolio-project" }),
  route(`${spanishTwinPrefixes["/design/rendering/"].slice(1)}:token`, "routes/design-rendering-status.tsx", { id: "es-design-rendering-status" }),
  // Resource routes
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
  route("form-token", "routes/resources/form-token.ts"),
  route("yard-photo", "routes/resources/yard-photo.ts"),
  route("form-proof", "routes/resources/form-proof.ts"),
  // A team member's secret iCalendar feed of their site visits (issue 42).
  route("calendar/:file", "routes/resources/calendar-feed.ts"),
  route("design/card.jpg", "routes/resources/design-card.ts"),
  // Admin: every page under the layout requires a session and a role that may open it (each loader
  // and action checks both itself).
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  // The installable admin: its service worker, manifest and icons (public files, no session).
  route("admin/service-worker.js", "routes/admin/service-worker.ts"),
  route("admin/manifest.webmanifest", "routes/admin/manifest.ts"),
  route("admin/icons/:file", "routes/admin/app-icon.ts"),
  route("admin/leads.csv", "routes/admin/leads-csv.ts"),
  route("admin/leads/:kind/:id/data.json", "routes/admin/lead-data.ts"),
  route("admin/leads/:kind/:id/yard/:file", "routes/admin/lead-yard.ts"),
  route("admin/leads/:kind/:id/presentation/:file", "routes/admin/lead-presentation.ts"),
  // A draft's page in the public frame, for the owner only; the project forms' XHR uploads.
  route("portfolio-management/preview/:id", "routes/admin/portfolio-preview.tsx"),
  route("portfolio-management/upload", "routes/admin/portfolio-upload.ts"),
  layout("routes/admin/layout.tsx", { id: "admin" }, [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/leads/saved-designs", "routes/admin/saved-designs.tsx"),
    route("admin/leads/:kind/:id", "routes/admin/lead.tsx"),
    route("admin/pricing", "routes/admin/pricing.tsx"),
    route("admin/team", "routes/admin/team.tsx"),
    route("admin/visits", "routes/admin/visits.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/templates", "routes/admin/templates.tsx"),
    route("portfolio-management", "routes/admin/portfolio.tsx"),
    route("portfolio-management/design/:id", "routes/admin/portfolio-design.tsx"),
  ]),
  // Uploaded images, served from the database.
  route("media/:file", "routes/resources/media-variant.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
