// Issue 9 in a real browser: a crafted sign-in link cannot send a signed-in player to another site, a form on another
// site cannot change anything through the API, pages carry their security headers, and a new address for turn
// emails is used only once its owner confirms it. (Every spec also fails on any Content-Security-Policy violation:
// e2e/support/test.ts.)
import type { Page } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/players';
import { expect, test } from './support/test';
import { waitForMail } from './support/turn-mail';

const EVIL = 'http://evil.example';

/** Requests to the attacker's site are answered locally (no network), and recorded. */
async function attackerSite(page: Page, html = '<p>evil</p>'): Promise<string[]> {
  const visits: string[] = [];
  await page.route(`${EVIL}/**`, (route) => {
    visits.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: html });
  });
  return visits;
}

test('a signed-in player sent to a crafted sign-in link stays on Mecatol', async ({ page, baseURL }) => {
  const visits = await attackerSite(page);
  await signInByEmail(page, uniqueEmail('redirect'));
  for (const crafted of ['%2F%5Cevil.example', '%2F%09%2Fevil.example', '%2F%2Fevil.example', `${EVIL}/x`]) {
    await page.goto(`/signin?callbackUrl=${crafted.startsWith('%') ? crafted : encodeURIComponent(crafted)}`);
    await expect(page).toHaveURL(`${baseURL}/games`);
  }
  expect(visits).toEqual([]);
});

test('a form on another site cannot change anything through the API', async ({ page, baseURL }) => {
  await signInByEmail(page, uniqueEmail('csrf'), '/games/new');
  await page.getByTestId('game-name').fill('E2E CSRF');
  await page.getByTestId('host-name').fill('Hana');
  await page.getByTestId('create-game').click();
  await expect(page).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
  const gameId = page.url().split('/lobby/')[1] ?? '';
  const invite = await page.getByTestId('invite-url').inputValue();

  const action = `${baseURL}/api/trpc/lobby.regenerateInvite`;
  // Multipart, urlencoded, and text/plain shaped to look like JSON: the three bodies a cross-site form can send.
  await attackerSite(
    page,
    `<form id="multipart" method="post" enctype="multipart/form-data" action="${action}">
       <input name="gameId" value="${gameId}"><button>multipart</button></form>
     <form id="urlencoded" method="post" action="${action}">
       <input name="gameId" value="${gameId}"><button>urlencoded</button></form>
     <form id="text" method="post" enctype="text/plain" action="${action}">
       <input name='{"gameId":"${gameId}","x":"' value='"}'><button>text</button></form>`,
  );
  for (const form of ['multipart', 'urlencoded', 'text']) {
    await page.goto(`${EVIL}/prize`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().startsWith(action)),
      page.locator(`#${form} button`).click(),
    ]);
    expect(response.status(), form).toBe(403);
  }

  await page.goto(`/lobby/${gameId}`);
  await expect(page.getByTestId('invite-url')).toHaveValue(invite);
});

test('pages send a nonce policy, refuse framing and are never cached; API answers neither', async ({ page }) => {
  await signInByEmail(page, uniqueEmail('headers'));
  const response = await page.goto('/games');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  const api = await page.request.get('/api/trpc/lobby.mine');
  expect(api.headers()['cache-control']).toBe('private, no-store');
});

test('a new address for turn emails is used only after the link sent to it is confirmed', async ({ page }) => {
  const signIn = uniqueEmail('owner');
  const other = uniqueEmail('other');
  await signInByEmail(page, signIn, '/settings');
  await expect(page.getByTestId('settings-email')).toHaveValue(signIn);
  await page.getByTestId('settings-email').fill(other);
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-email-pending')).toContainText(other);
  await expect(page.getByTestId('settings-email-pending')).toContainText(`turn emails go to ${signIn}`);

  const mail = await waitForMail(other, (m) => m.subject.includes('Confirm your address'));
  const link = /https?:\/\/\S+confirm-email\?token=[\w.%-]+/.exec(mail.text)?.[0] ?? '';
  // Opening the link (as a mail scanner would) changes nothing; the button does.
  await page.goto(link);
  await expect(page.getByTestId('confirm-email-address')).toHaveText(other);
  await page.goto('/settings');
  await expect(page.getByTestId('settings-email-pending')).toBeVisible();
  await page.goto(link);
  await page.getByTestId('confirm-email-submit').click();
  await expect(page.getByTestId('confirm-email-done')).toContainText(other);
  await page.goto('/settings');
  await expect(page.getByTestId('settings-email')).toHaveValue(other);
  await expect(page.getByTestId('settings-email-pending')).toHaveCount(0);
});
