import { TriangleAlert } from "lucide-react";

export interface BackupAlertData {
  failedAt: string;
  error: string;
  lastSuccessAt: string | null;
}

/** Shown across the admin while the latest backup attempt has failed. */
export function BackupAlert({ alert }: { alert: BackupAlertData }) {
  return (
    <div role="alert" className="bg-red-50 ring-1 ring-red-700/20">
      <div className="mx-auto flex max-w-7xl gap-3 px-4 py-3 text-sm text-ink sm:px-6 lg:px-8">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <p className="min-w-0 break-words">
          <strong className="font-semibold text-red-800">The last backup failed</strong> ({alert.failedAt}): {alert.error}{" "}
          {alert.lastSuccessAt ? `The last good backup was taken ${alert.lastSuccessAt}.` : "There is no good backup yet."} Check the
          server's log and BACKUP_DIR.
        </p>
      </div>
    </div>
  );
}
