import { FileWarning, ImagePlus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { IMAGE_ACCEPT } from "#app/modules/images/image-types.ts";
import { UPLOAD_HINT, fileProblem, selectionProblem } from "#app/modules/media/upload-checks.ts";
import { controlClass } from "#app/components/ui/input.tsx";

type Pending = { file: File; url: string; key: string; problem: string | null };

/** The picker's problems as one message, or null: shown next to it and next to the submit button. */
function problemsOf(list: Pending[]): string | null {
  const problems = list.flatMap((item) => (item.problem ? [item.problem] : []));
  const whole = selectionProblem(list.map((item) => item.file));
  if (whole) problems.push(whole);
  if (problems.length === 0) return null;
  const marked = list.filter((item) => item.problem).length;
  return marked > 0 ? `${problems.join(" ")} Remove the marked ${marked === 1 ? "file" : "files"} to continue.` : problems.join(" ");
}

/**
 * The multiple-image picker. Without JavaScript it is a plain multiple file input and the server
 * checks what arrives. With it, every pick adds to a list of previews (object URLs, nothing
 * uploaded yet) that can be removed one by one and given alt text; each file is checked first
 * (type by content, size, count, total), and a file that fails stays in the list, marked, until
 * removed: `onProblem` reports the message so the form can hold its submission. The input's file
 * list is rebuilt from the list, so the form sends exactly the previewed images, in order, each
 * with its `newAlt` field.
 */
export function NewImagesPicker({
  id,
  label,
  disabled,
  problemId,
  onProblem,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  /** The id the problem message carries, for the submit button's aria-describedby. */
  problemId: string;
  onProblem: (problem: string | null) => void;
}) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const urls = useRef(new Set<string>());
  const problem = problemsOf(pending);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  useEffect(() => onProblem(problem), [problem, onProblem]);

  const sync = (list: Pending[]) => {
    const transfer = new DataTransfer();
    for (const item of list) transfer.items.add(item.file);
    if (inputRef.current) inputRef.current.files = transfer.files;
    setPending(list);
  };

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The input now holds only the new pick; keep what was listed until the checks are done.
    const before = pending;
    const added = await Promise.all(
      chosen.map(async (file) => {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        return { file, url, key: `${file.name}-${file.size}-${file.lastModified}-${url}`, problem: await fileProblem(file) };
      }),
    );
    sync([...before, ...added]);
  };

  const remove = (index: number) => {
    const item = pending[index];
    if (item) {
      URL.revokeObjectURL(item.url);
      urls.current.delete(item.url);
    }
    sync(pending.filter((_, i) => i !== index));
  };

  const hintId = `${id}-hint`;
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
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        onChange={hydrated ? (event) => void onChange(event) : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${hintId}${problem ? ` ${problemId}` : ""}`}
        className={`${controlClass} cursor-pointer file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-full file:border-0 file:bg-pool-700 file:px-4 file:font-semibold file:text-white`}
      />
      <p id={hintId} className="mt-1 text-sm text-muted">
        {UPLOAD_HINT} Location data (GPS) is removed.
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="mt-1.5 text-sm font-medium text-red-700" data-testid="picker-problem">
          {problem}
        </p>
      ) : null}
      {pending.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Images to upload" data-testid={`${id}-previews`}>
          {pending.map((item, index) => (
            <li
              key={item.key}
              className={`flex gap-3 rounded-xl p-3 ring-1 ${item.problem ? "bg-red-50 ring-red-700/40" : "bg-sand-50 ring-navy-900/10"}`}
            >
              {item.problem ? (
                <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-white text-red-700">
                  <FileWarning aria-hidden="true" className="size-8" />
                </div>
              ) : (
                <img src={item.url} alt="" className="size-20 shrink-0 rounded-lg object-cover" />
              )}
              <div className="min-w-0 flex-1">
                {item.problem ? (
                  <p className="text-sm font-medium break-words text-red-800">{item.problem}</p>
                ) : (
                  <>
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
                  </>
                )}
                <button
                  type="button"
                  onClick={() => remove(index)}
                  className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-100"
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
