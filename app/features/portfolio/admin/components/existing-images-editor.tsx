import type { ProjectImage } from "#app/features/portfolio/project.ts";
import { ProjectPhoto } from "#app/features/portfolio/components/project-photo.tsx";
import { ALT_MAX, imageRef } from "#app/features/portfolio/admin/schema.ts";
import { controlClass } from "#app/components/ui/input.tsx";

/**
 * The project's current images in the edit panel: each with its alt text and a Remove box.
 * A ticked image is dropped when the changes are saved, so Cancel still keeps it.
 */
export function ExistingImagesEditor({ formId, images }: { formId: string; images: ProjectImage[] }) {
  if (images.length === 0) return <p className="text-sm text-muted">This project has no images yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Current images" data-testid="existing-images">
      {images.map((image, index) => {
        const ref = imageRef(image);
        const altId = `${formId}-alt-${index}`;
        return (
          <li
            key={ref}
            className="flex gap-3 rounded-xl bg-sand-50 p-3 ring-1 ring-navy-900/10 has-[input[type=checkbox]:checked]:bg-red-50 has-[input[type=checkbox]:checked]:ring-red-700/40"
          >
            <div className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-navy-900">
              <ProjectPhoto image={image} sizes="80px" className="size-full object-cover" />
            </div>
            <div className="min-w-0 flex-1">
              <label htmlFor={altId} className="block text-sm font-semibold text-ink">
                Alt text for image {index + 1}
              </label>
              <input
                id={altId}
                name={`alt:${ref}`}
                type="text"
                defaultValue={image.alt}
                maxLength={ALT_MAX}
                className={controlClass}
              />
              <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50">
                <input type="checkbox" name="remove" value={ref} className="size-5 accent-red-700" />
                Remove<span className="sr-only"> image {index + 1}</span>
              </label>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
