import webpush from "web-push";
import type { Db } from "#app/db/client.server.ts";
import { sharedSecret } from "#app/db/shared-secret.server.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let cached: Promise<VapidKeys> | undefined;

/**
 * The VAPID key pair that identifies this site to push services: generated once and kept in the
 * database like the other secrets, so every instance signs with it and browsers' subscriptions
 * (made for its public key) survive restarts.
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  cached ??= sharedSecret(db, "vapid", () => JSON.stringify(webpush.generateVAPIDKeys()))
    .then((value) => JSON.parse(value) as VapidKeys)
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}
