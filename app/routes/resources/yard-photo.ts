import type { Route } from "./+types/yard-photo";
import { getDb } from "#app/db/db.server.ts";
import { createYardPhotos, YARD_UPLOAD_LIMITS, YardUploadError } from "#app/features/backyard/yard-photos.server.ts";
import { admitVisitorPost } from "#app/features/leads/spam/admit-visitor-post.server.ts";
import { clientAddressContext } from "#app/modules/http/client-address.ts";
import { allowBody, clientError, declaredLength } from "#app/modules/http/request-body.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { MultipartError, isMultipart, openMultipart } from "#app/modules/media/multipart.server.ts";

const TOKEN_REFUSED = "This photo was not sent from our quote form, or the form has expired. Reload the page and tick the box again.";
const RATE_LIMITED = "Too many photos were sent from this connection just now. Send the request without it, or try again later.";

/**
 * The yard photo a visitor chose to send with a quote (issue 41): multipart with the form token
 * as its first field, then `placement`, `photo`, `picture` and, if anything was painted, `mask`;
 * answers `{ id }`, which the quote form carries in its `yardPhoto` field. The cheap refusals
 * come first and read nothing of the photos: not multipart (415), a declared length over the
 * limit (413), the per-client limit (429) or the token (403), checked from the first field while
 * the body's allowance is still the server's small default; only then may the body grow to the
 * upload limit, which the reader enforces as the bytes arrive.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = { "Cache-Control": CACHE_CONTROL.none };
  if (!isMultipart(request)) return Response.json({ message: "Send the photo as multipart/form-data." }, { status: 415, headers });
  try {
    if (declaredLength(request) > YARD_UPLOAD_LIMITS.maxRequestBytes) throw new MultipartError(413, "The photo is too large.");
    const reader = openMultipart(request, YARD_UPLOAD_LIMITS);
    const first = await reader.firstField();
    const db = getDb();
    const token = first?.name === "form-token" ? first.value : undefined;
    const admitted = await admitVisitorPost(db, { bucket: "yard-photo", token, clientAddress: context.get(clientAddressContext) });
    if (!admitted.ok && admitted.refused === "rate-limited") {
      return Response.json({ message: RATE_LIMITED }, { status: 429, headers: { ...headers, "Retry-After": String(admitted.retryAfterSeconds) } });
    }
    if (!admitted.ok) return Response.json({ message: TOKEN_REFUSED }, { status: 403, headers });
    allowBody(context, request, YARD_UPLOAD_LIMITS.maxRequestBytes);
    const body = await reader.rest();
    const file = (field: string) => body.files.find((part) => part.field === field)?.bytes;
    const [photo, picture, mask] = [file("photo"), file("picture"), file("mask")];
    if (!photo || !picture) return Response.json({ message: "The photo is missing." }, { status: 400, headers });
    const id = await createYardPhotos(db).store(photo, picture, body.fields.get("placement") ?? "", mask);
    return Response.json({ id }, { headers });
  } catch (error) {
    if (error instanceof MultipartError || error instanceof YardUploadError) return Response.json({ message: error.message }, { status: error.status, headers });
    throw error;
  }
}

export function loader() {
  throw clientError(405, "Send the photo with a POST request.", { Allow: "POST" });
}
