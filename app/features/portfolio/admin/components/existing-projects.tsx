import { ExternalLink, Eye, ImageOff, MapPin, PencilRuler, Star } from "lucide-react";
import { Link } from "react-router";
import { managementDesignPath, managementPreviewPath } from "#app/config/admin-paths.ts";
import { ProjectPhoto } from "#app/features/portfolio/components/project-photo.tsx";
import { HOME_FEATURED_LIMIT, projectPath, type ProjectImage, type ProjectStatus } from "#app/features/portfolio/project.ts";
import { DeleteProjectButton } from "#app/features/portfolio/admin/components/delete-project.tsx";
import { ProjectActions } from "#app/features/portfolio/admin/components/project-actions.tsx";
import { FeatureToggle, MoveControls, useMoveFocus } from "#app/features/portfolio/admin/components/project-placement.tsx";
import type { MoveDirection } from "#app/features/portfolio/admin/schema.ts";

export interface AdminProjectCard {
  id: string;
  title: string;
  location: string;
  description: string;
  status: ProjectStatus;
  image: ProjectImage | null;
  featured: boolean;
  /** The project has a pool design (its 3-D view and "Design one like this"). */
  hasDesign: boolean;
}

const STATUS_BADGE: Record<ProjectStatus, { label: string; className: string }> = {
  published: { label: "Published", className: "bg-aqua-100 text-aqua-700 ring-aqua-700/30" },
  unlisted: { label: "Unlisted", className: "bg-pool-50 text-pool-800 ring-pool-700/30" },
  draft: { label: "Draft", className: "bg-sand-100 text-ink ring-navy-900/20" },
};

/**
 * Every project, whatever its status, in grid order (1, 2 and 3 columns like the public grid),
 * each with its position and the controls that move it and feature it on the home page.
 */
export function ExistingProjects({ projects }: { projects: AdminProjectCard[] }) {
  const onMove = useMoveFocus();
  const featured = projects.filter((project) => project.featured).length;
  const full = featured >= HOME_FEATURED_LIMIT;
  // Positions are those of the public grid: published projects only.
  const grid = projects.filter((project) => project.status === "published");
  const gridPosition = (project: AdminProjectCard) => (project.status === "published" ? grid.indexOf(project) + 1 : null);
  return (
    <>
      <p className="mt-2 max-w-3xl text-muted" data-testid="featured-summary">
        The portfolio grid and the home page show projects in this order. Featured on the home page:{" "}
        <strong className="tabular font-semibold text-ink">
          {featured} of {HOME_FEATURED_LIMIT}
        </strong>
        {full ? "; the home page is full, stop featuring one to feature another." : "."} Drafts show there once published.
      </p>
      <ol className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="existing-projects">
        {projects.map((project) => (
          <li key={project.id} className="flex">
            <ProjectCard project={project} position={gridPosition(project)} count={grid.length} full={full} onMove={onMove} />
          </li>
        ))}
      </ol>
    </>
  );
}

function ProjectCard({
  project,
  position,
  count,
  full,
  onMove,
}: {
  project: AdminProjectCard;
  position: number | null;
  count: number;
  full: boolean;
  onMove: (id: string, direction: MoveDirection) => void;
}) {
  const badge = STATUS_BADGE[project.status];
  const headingId = `admin-project-${project.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-project-id={project.id}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        {project.image ? (
          <ProjectPhoto
            image={project.image}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 46vw, 92vw"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted" data-testid="image-placeholder">
            <ImageOff aria-hidden="true" className="size-10" />
            <span className="text-sm font-medium">No image yet</span>
          </div>
        )}
        <span className={`absolute top-3 left-3 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${badge.className}`} data-testid="status-badge">
          {badge.label}
        </span>
        {project.featured ? (
          <span
            className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-semibold text-navy-900 ring-1 ring-navy-900/20"
            data-testid="featured-badge"
          >
            <Star aria-hidden="true" className="size-4 fill-current text-amber-600" />
            On home page
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-navy-900 text-balance">
            {project.title}
          </h3>
          <p className="mt-1 text-sm text-muted">/{project.id}</p>
        </div>
        {project.location ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-pool-700" />
            {project.location}
          </p>
        ) : null}
        {project.description ? <p className="line-clamp-3 text-muted">{project.description}</p> : null}
        {project.status !== "draft" ? (
          <Link
            to={projectPath(project.id)}
            className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-pool-700 underline-offset-4 hover:underline"
          >
            View page<span className="sr-only">: {project.title}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <a
            href={managementPreviewPath(project.id)}
            className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-pool-700 underline-offset-4 hover:underline"
          >
            Preview draft<span className="sr-only">: {project.title}</span>
            <Eye aria-hidden="true" className="size-4" />
          </a>
        )}
        <a
          href={managementDesignPath(project.id)}
          className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-pool-700 underline-offset-4 hover:underline"
        >
          {project.hasDesign ? "Design" : "Add a design"}
          <span className="sr-only">: {project.title}</span>
          <PencilRuler aria-hidden="true" className="size-4" />
        </a>
        <div className="mt-auto space-y-3 border-t border-navy-900/10 pt-3">
          <MoveControls id={project.id} title={project.title} position={position} count={count} onMove={onMove} />
          <FeatureToggle id={project.id} title={project.title} featured={project.featured} full={full} />
        </div>
        <div className="pt-2">
          <ProjectActions
            id={project.id}
            title={project.title}
            status={project.status}
            deleteControl={<DeleteProjectButton id={project.id} title={project.title} />}
          />
        </div>
      </div>
    </article>
  );
}
