export interface Upload {
  sent: number;
  total: number;
  /** Uploading until every byte is sent; then the server checks and encodes the photos. */
  phase: "uploading" | "processing";
}

/** Screen readers hear the progress in quarters, not every percent. */
function announcement({ sent, total, phase }: Upload): string {
  if (phase === "processing") return "Upload complete. Processing the photos.";
  return `Uploading: ${Math.floor((sent / total) * 4) * 25} percent.`;
}

/** A real progress bar for the form being sent, with its percentage and a polite live region. */
export function UploadProgress({ id, upload }: { id: string; upload: Upload }) {
  const percent = Math.min(100, Math.round((upload.sent / upload.total) * 100));
  const labelId = `${id}-label`;
  return (
    <div className="rounded-lg bg-pool-50 p-4 ring-1 ring-pool-700/30" data-testid="upload-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm font-semibold text-ink">
        <span id={labelId}>{upload.phase === "processing" ? "Processing photos…" : "Uploading…"}</span>
        <span className="tabular" aria-hidden="true">
          {percent} %
        </span>
      </div>
      <progress
        id={id}
        max={100}
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={`${percent} percent`}
        className="mt-2 block h-3 w-full appearance-none overflow-hidden rounded-full bg-white ring-1 ring-pool-700/30 [&::-moz-progress-bar]:bg-pool-700 [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:bg-pool-700"
      >
        {percent} %
      </progress>
      <p role="status" className="sr-only">
        {announcement(upload)}
      </p>
    </div>
  );
}
