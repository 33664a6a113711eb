/** What the render worker and the presentation builder log through (pino's logger, or a test's). */
export interface RenderWorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
