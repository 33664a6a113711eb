/**
 * Work that runs beside the web server for the life of the process. Returns a function that
 * stops it and waits for what is in flight.
 */
export async function startBackgroundWork(): Promise<() => Promise<void>> {
  return async () => {};
}
