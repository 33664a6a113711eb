import { formatMegabytes } from "#app/modules/media/limits.ts";

/**
 * A streaming multipart/form-data reader with limits. `request.formData()` would buffer any
 * body whole before a limit could be checked; this reader counts bytes as they arrive and stops
 * at the first file or request over its limit, so an oversized upload is refused after at most
 * one limit's worth of bytes.
 */

export interface MultipartLimits {
  maxFileBytes: number;
  maxRequestBytes: number;
  maxFiles: number;
  /** Text fields: per field and how many. */
  maxFieldBytes?: number;
  maxFields?: number;
}

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: URLSearchParams;
  files: UploadedFile[];
}

/** A request the reader refuses, with the status and a message a person can act on. */
export class MultipartError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.name = "MultipartError";
    this.status = status;
  }
}

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 16 * 1024;

type Part = { name: string; filename: string | null; chunks: Buffer[]; size: number };

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

export interface MultipartReader {
  /**
   * The first field, read on its own (at most one field's worth of bytes), so a token it
   * carries can be checked before the rest of the body is read; null when the body starts
   * with a file. Call before `rest()`.
   */
  firstField(): Promise<{ name: string; value: string } | null>;
  /** Every field and file, the first field included. */
  rest(): Promise<MultipartBody>;
}

/** Refuses a wrong content type or a declared length over the limit before reading anything. */
export function openMultipart(request: Request, limits: MultipartLimits): MultipartReader {
  const maxFieldBytes = limits.maxFieldBytes ?? 64 * 1024;
  const maxFields = limits.maxFields ?? 200;
  const boundary = boundaryOf(request.headers.get("Content-Type"));
  const tooLarge = `The upload is larger than ${formatMegabytes(limits.maxRequestBytes)} in total. Send fewer or smaller images at a time.`;
  if (Number(request.headers.get("Content-Length") ?? 0) > limits.maxRequestBytes) throw new MultipartError(413, tooLarge);
  if (!request.body) throw new MultipartError(400, "The form arrived empty. Please send it again.");
  const reader = request.body.getReader();

  // The body is read as "\r\n" + body, so the first boundary has the same shape as every other.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields = new URLSearchParams();
  const files: UploadedFile[] = [];
  let first: { name: string; value: string } | null | undefined;
  let partCount = 0;
  let buffer: Buffer = CRLF;
  let state: "preamble" | "boundary" | "headers" | "body" | "done" = "preamble";
  let part: Part | null = null;
  let total = 0;

  const append = (bytes: Buffer) => {
    if (!part || bytes.length === 0) return;
    part.size += bytes.length;
    if (part.filename !== null && part.size > limits.maxFileBytes) {
      throw new MultipartError(413, `${part.filename} is larger than ${formatMegabytes(limits.maxFileBytes)}. Please choose a smaller image.`);
    }
    if (part.filename === null && part.size > maxFieldBytes) {
      throw new MultipartError(413, `The field ${part.name} is too long.`);
    }
    part.chunks.push(bytes);
  };

  const finish = (done: Part) => {
    const bytes = Buffer.concat(done.chunks);
    if (++partCount > maxFields + limits.maxFiles) throw new MultipartError(413, "The form has too many fields.");
    if (done.filename === null) {
      const value = bytes.toString("utf8");
      first ??= { name: done.name, value };
      fields.append(done.name, value);
      return;
    }
    first ??= null;
    // A file input left empty still sends a part with no name and no bytes.
    if (done.filename === "" && bytes.length === 0) return;
    if (files.length >= limits.maxFiles) {
      throw new MultipartError(413, `Upload at most ${limits.maxFiles} images at a time.`);
    }
    files.push({ field: done.name, filename: done.filename || "image", bytes });
  };

  /** Consumes as much of `buffer` as the state machine can; returns when it needs more bytes. */
  const advance = () => {
    for (;;) {
      if (state === "preamble" || state === "body") {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          // Keep a tail that could be the start of a delimiter split across chunks.
          const safe = buffer.length - (delimiter.length - 1);
          if (safe > 0) {
            if (state === "body") append(buffer.subarray(0, safe));
            buffer = buffer.subarray(safe);
          }
          return;
        }
        if (state === "body") {
          append(buffer.subarray(0, at));
          finish(part!);
          part = null;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = "boundary";
      } else if (state === "boundary") {
        if (buffer.length < 2) return;
        const marker = buffer.toString("latin1", 0, 2);
        if (marker === "--") {
          state = "done";
          return;
        }
        if (marker !== "\r\n") throw new MultipartError(400, "The form data is malformed.");
        buffer = buffer.subarray(2);
        state = "headers";
      } else if (state === "headers") {
        const end = buffer.indexOf(HEADER_END);
        if (end === -1) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError(400, "The form data is malformed.");
          return;
        }
        part = parsePartHeaders(buffer.toString("utf8", 0, end));
        buffer = buffer.subarray(end + HEADER_END.length);
        state = "body";
      } else {
        return;
      }
    }
  };

  /** Reads chunks until `enough()` or the end of the body. */
  const pump = async (enough: () => boolean) => {
    try {
      while (state !== "done" && !enough()) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > limits.maxRequestBytes) throw new MultipartError(413, tooLarge);
        buffer = buffer.length === 0 ? Buffer.from(value) : Buffer.concat([buffer, value]);
        advance();
      }
    } catch (error) {
      // Released, not canceled: cancelling would destroy the socket before the refusal is
      // sent; the HTTP server drains what is left of the body instead.
      reader.releaseLock();
      if (error instanceof MultipartError) throw error;
      throw new MultipartError(400, "The upload did not arrive completely. Please send it again.");
    }
  };

  return {
    async firstField() {
      await pump(() => first !== undefined);
      return first ?? null;
    },
    async rest() {
      await pump(() => false);
      reader.releaseLock();
      if (state !== "done") throw new MultipartError(400, "The upload did not arrive completely. Please send it again.");
      return { fields, files };
    },
  };
}

function boundaryOf(contentType: string | null): string {
  const type = contentType ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new MultipartError(415, "Send the form as multipart/form-data.");
  }
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(type);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MultipartError(400, "The form data has no boundary.");
  return boundary;
}

function parsePartHeaders(block: string): Part {
  const disposition = block
    .split("\r\n")
    .find((line) => line.toLowerCase().startsWith("content-disposition:"));
  const name = disposition && parameter(disposition, "name");
  if (!disposition || name === null || name === undefined) throw new MultipartError(400, "The form data is malformed.");
  return { name, filename: parameter(disposition, "filename"), chunks: [], size: 0 };
}

/** A quoted or bare parameter of a Content-Disposition header; null when absent. */
function parameter(header: string, key: string): string | null {
  const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, "i").exec(header);
  if (!match) return null;
  // Browsers percent-encode quotes and line breaks in names (WHATWG "multipart/form-data encoding").
  const raw = match[1] ?? match[2] ?? "";
  return raw.replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}
