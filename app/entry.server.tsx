import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, isRouteErrorResponse, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { BodyTooLargeError } from "#app/modules/http/request-body.server.ts";
import { InlineImageContext } from "#app/components/ui/inline-image.ts";
import { ServedFormTokenProvider } from "#app/features/leads/spam/served-form-token.ts";
import { servedFormTokenContext } from "#app/features/leads/spam/served-form-token.server.ts";
import { inlineImage } from "#app/utils/inline-image.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { NonceProvider, nonceContext } from "#app/utils/nonce.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext) || undefined;
  const userAgent = request.headers.get("user-agent");
  // Crawlers get the complete document in one piece (a page copy reads the whole stream anyway).
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServedFormTokenProvider value={loadContext.get(servedFormTokenContext)}>
          <InlineImageContext value={inlineImage}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </InlineImageContext>
        </ServedFormTokenProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render failed");
        },
      },
    );
  });
}

/**
 * Our faults are errors with a stack; a client's mistake (a refused cross-site POST, a body too
 * large, a wrong content type) is a warning with its status and message; an aborted request is
 * logged as aborted by the production server.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof BodyTooLargeError) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ url: request.url, method: request.method, status: error.status, reason: String(error.data).slice(0, 200) }, "client error");
    return;
  }
  logger.error({ err: error, url: request.url }, "request failed");
};
