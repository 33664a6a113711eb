/**
 * Upload limits, enforced by the server while the request streams in and shown next to the
 * file picker. A phone photo is 2-8 MB; four of them fit in one request.
 */
export const UPLOAD_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxRequestBytes: 40 * 1024 * 1024,
  maxFiles: 12,
} as const;

export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
