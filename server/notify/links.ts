// Absolute URLs that notifications point at; the paths are the app's routes.
import { createUnsubscribeToken } from './token';

export const SETTINGS_PATH = '/settings';

export function gameUrl(baseUrl: string, gameId: string): string {
  return `${baseUrl}/game/${encodeURIComponent(gameId)}`;
}

export function settingsUrl(baseUrl: string): string {
  return `${baseUrl}${SETTINGS_PATH}`;
}

/** The page a person lands on from the email body: it asks before switching emails off. */
export function unsubscribePageUrl(baseUrl: string, secret: string, userId: string): string {
  return `${baseUrl}/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(secret, userId))}`;
}

/** The List-Unsubscribe target: mail clients POST to it (RFC 8058 one-click) or open it. */
export function unsubscribeApiUrl(baseUrl: string, secret: string, userId: string): string {
  return `${baseUrl}/api/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(secret, userId))}`;
}
