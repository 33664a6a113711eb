/** Sends one text message; throws when the provider refuses or cannot be reached (the outbox retries). */
export interface SmsProvider {
  send(message: { to: string; body: string }): Promise<void>;
}
