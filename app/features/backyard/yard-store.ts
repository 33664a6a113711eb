import type { YardPlacement } from "#app/features/backyard/placement.ts";

/**
 * The visitor's yard photo and its placement, kept in this browser's IndexedDB (never in the URL
 * or a cookie, never sent unless the visitor ticks the box on the quote form). One yard at a time.
 */
export interface StoredYard {
  photo: Blob;
  placement: YardPlacement | null;
  /** The painted "things in front" mask, a PNG at the photo's size, if any. */
  mask: Blob | null;
  /** The photo with the pool drawn in (≤ 1,600 px), for the quote form, which has no 3-D drawer. */
  picture: Blob | null;
}

const DATABASE = "bayou-crest-yard";
const STORE = "yard";
const KEY = "current";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB"));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB"));
    });
  } finally {
    db.close();
  }
}

export async function loadYard(): Promise<StoredYard | null> {
  if (typeof indexedDB === "undefined") return null;
  return ((await run("readonly", (store) => store.get(KEY)).catch(() => null)) as StoredYard | undefined) ?? null;
}

export async function saveYard(yard: StoredYard): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  await run("readwrite", (store) => store.put(yard, KEY)).catch(() => undefined);
}

export async function forgetYard(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  await run("readwrite", (store) => store.delete(KEY)).catch(() => undefined);
}
