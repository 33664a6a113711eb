import { ImagePlus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/components/layout/use-hydrated.ts";
import { UPLOAD_LIMITS, formatMegabytes } from "#app/modules/media/limits.ts";
import { controlClass } from "#app/features/portfolio/admin/components/form-fields.tsx";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

type Pending = { file: File; url: string; key: string };

/**
 * The multiple-image picker. Without JavaScript it is a plain multiple file input. With it,
 * every pick adds to a list of previews (object URLs, nothing uploaded yet) that can be removed
 * one by one and given alt text; the input's file list is rebuilt from that list, so the form
 * sends exactly the previewed images, in order, each with its `newAlt` field.
 */
export function NewImagesPicker({ id, label, disabled }: { id: string; label: string; disabled?: boolean }) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useRef(new Set<string>());

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const sync = (list: Pending[]) => {
    const transfer = new DataTransfer();
    for (const item of list) transfer.items.add(item.file);
    if (inputRef.current) inputRef.current.files = transfer.files;
    setPending(list);
  };

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const next = [...pending];
    const refused: string[] = [];
    let total = next.reduce((sum, item) => sum + item.file.size, 0);
    for (const file of chosen) {
      if (!file.type.startsWith("image/")) refused.push(`${file.name} is not an image.`);
      else if (file.size > UPLOAD_LIMITS.maxFileBytes) refused.push(`${file.name} is larger than ${formatMegabytes(UPLOAD_LIMITS.maxFileBytes)}.`);
      else if (total + file.size > UPLOAD_LIMITS.maxRequestBytes) refused.push(`${file.name} would take the upload over ${formatMegabytes(UPLOAD_LIMITS.maxRequestBytes)}.`);
      else if (next.length >= UPLOAD_LIMITS.maxFiles) refused.push(`${file.name}: at most ${UPLOAD_LIMITS.maxFiles} images at a time.`);
      else {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        next.push({ file, url, key: `${file.name}-${file.size}-${file.lastModified}-${url}` });
        total += file.size;
      }
    }
    setProblem(refused.length ? refused.join(" ") : null);
    sync(next);
  };

  const remove = (index: number) => {
    const item = pending[index];
    if (item) {
      URL.revokeObjectURL(item.url);
      urls.current.delete(item.url);
    }
    sync(pending.filter((_, i) => i !== index));
  };

  const hint = `JPEG, PNG, WebP, AVIF or GIF; up to ${formatMegabytes(UPLOAD_LIMITS.maxFileBytes)} each and ${formatMegabytes(UPLOAD_LIMITS.maxRequestBytes)} in total. Location data (GPS) is removed.`;
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <ImagePlus aria-hidden="true" className="size-4 text-pool-700" />
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="images"
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        onChange={hydrated ? onChange : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
        className={`${controlClass} cursor-pointer file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-full file:border-0 file:bg-pool-700 file:px-4 file:font-semibold file:text-white`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {pending.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Images to upload" data-testid={`${id}-previews`}>
          {pending.map((item, index) => (
            <li key={item.key} className="flex gap-3 rounded-xl bg-sand-50 p-3 ring-1 ring-navy-900/10">
              <img src={item.url} alt="" className="size-20 shrink-0 rounded-lg object-cover" />
              <div className="min-w-0 flex-1">
                <label htmlFor={`${id}-alt-${index}`} className="block text-sm font-semibold text-ink">
                  Alt text for image {index + 1}
                </label>
                <input
                  id={`${id}-alt-${index}`}
                  name="newAlt"
                  type="text"
                  maxLength={250}
                  placeholder="What the photo shows"
                  className={controlClass}
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  <X aria-hidden="true" className="size-4" />
                  Remove<span className="sr-only"> image {index + 1} ({item.file.name})</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
