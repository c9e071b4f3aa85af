// Absolute URLs that notifications point at; the paths are the app's routes.

export const SETTINGS_PATH = '/settings';

export function gameUrl(baseUrl: string, gameId: string): string {
  return `${baseUrl}/game/${encodeURIComponent(gameId)}`;
}

/** A waiting decision: its game's page, naming the decision (the page brings its decision panel into view). */
export function decisionUrl(baseUrl: string, gameId: string, decisionId: number | null | undefined): string {
  const base = gameUrl(baseUrl, gameId);
  return decisionId === null || decisionId === undefined ? base : `${base}?decision=${decisionId}`;
}

export function settingsUrl(baseUrl: string): string {
  return `${baseUrl}${SETTINGS_PATH}`;
}

export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/** The page a person lands on from the email body: it asks before switching emails off. */
export function unsubscribePageUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The List-Unsubscribe target: mail clients POST to it (RFC 8058 one-click); opening it shows the page above. */
export function unsubscribeApiUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Where the owner of an address confirms that turn emails may go to it (a page that asks before it confirms). */
export function confirmEmailUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/settings/confirm-email?token=${encodeURIComponent(token)}`;
}
