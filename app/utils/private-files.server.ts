/**
 * The database, its WAL, backups and their folders hold leads, password hashes and the app's
 * secrets. Whatever umask the process was started with, what it creates from here on is readable
 * by its own user only: files 0600, folders 0700.
 */
export function keepCreatedFilesPrivate(): void {
  process.umask(0o077);
}
