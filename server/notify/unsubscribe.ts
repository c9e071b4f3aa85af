// Unsubscribe: opening a link (GET) never changes anything, because mail scanners open links on their own; it leads
// to the page that asks. A POST changes: the page's form, or a mail client's RFC 8058 one-click POST to the
// List-Unsubscribe address (cross-site by nature; the signed token in the URL is its authority).
import { STATIC_HTML_POLICY } from '@/server/http/security-headers';
import type { GameStore } from '@/server/store/types';
import { escapeHtml } from './templates';
import { getNotificationSettings, updateNotificationSettings } from './settings';
import { checkUnsubscribeToken, retireUnsubscribeTokens, type TokenCheck } from './token';
import { SETTINGS_PATH, UNSUBSCRIBE_PAGE_PATH } from './links';

/** Checks the token, switches email off for its user and retires the token; already-off is fine. */
export async function unsubscribeEmail(
  store: GameStore,
  secret: string,
  token: string | null,
  now: number,
): Promise<TokenCheck> {
  const check = await checkUnsubscribeToken(store, secret, token, now);
  if (!check.ok) return check;
  const settings = await getNotificationSettings(store, check.userId);
  if (settings.emailEnabled) await updateNotificationSettings(store, check.userId, { emailEnabled: false });
  await retireUnsubscribeTokens(store, check.userId, now);
  return check;
}

export interface UnsubscribeDeps {
  readonly store: GameStore;
  readonly secret: string;
  readonly now: () => number;
}

function page(status: number, title: string, message: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Mecatol</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;
line-height:1.5;color:#0f172a;">
<h1 style="font-size:1.5rem;">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${SETTINGS_PATH}">Notification settings</a></p>
</body></html>`;
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': STATIC_HTML_POLICY,
  };
  return new Response(html, { status, headers });
}

/** The same answer as JSON (for clients that ask for it) or as a small page. */
function answer(json: boolean, status: number, title: string, message: string, body: object): Response {
  return json ? Response.json(body, { status }) : page(status, title, message);
}

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

async function tokenFrom(request: Request): Promise<{ token: string | null; fromForm: boolean }> {
  const fromQuery = new URL(request.url).searchParams.get('token');
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) {
    return { token: fromQuery, fromForm: false };
  }
  try {
    const form = await request.formData();
    const field = form.get('token');
    // RFC 8058 one-click posts "List-Unsubscribe=One-Click" with the token in the URL; our page posts a field.
    return typeof field === 'string' ? { token: field, fromForm: true } : { token: fromQuery, fromForm: false };
  } catch {
    return { token: fromQuery, fromForm: false };
  }
}

/** GET: to the confirmation page, changing nothing. POST (one-click or the page's form): emails off. */
export async function handleUnsubscribeRequest(request: Request, deps: UnsubscribeDeps): Promise<Response> {
  if (request.method !== 'POST') {
    const target = new URL(UNSUBSCRIBE_PAGE_PATH, request.url);
    const token = new URL(request.url).searchParams.get('token');
    if (token) target.searchParams.set('token', token);
    return Response.redirect(target, 303);
  }
  const { token, fromForm } = await tokenFrom(request);
  const json = wantsJson(request);
  let result: TokenCheck;
  try {
    result = await unsubscribeEmail(deps.store, deps.secret, token, deps.now());
  } catch (error) {
    console.error('[notify] unsubscribe failed', error);
    const message = 'We could not save the change just now. Please try the link again in a few minutes.';
    return answer(json, 503, 'Please try again', message, { ok: false, error: message });
  }
  if (!result.ok) {
    const message = `${result.reason} You can switch emails off in your notification settings instead.`;
    return answer(json, 400, 'Link not valid', message, { ok: false, error: message });
  }
  if (fromForm) return Response.redirect(new URL(`${UNSUBSCRIBE_PAGE_PATH}?done=1`, request.url), 303);
  const message =
    'You will get no more turn or reminder emails. You can switch them back on in your notification settings.';
  return answer(json, 200, 'Turn emails are off', message, { ok: true, emailEnabled: false });
}
