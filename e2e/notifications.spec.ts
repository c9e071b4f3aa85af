// Notifications end to end: a turn email reaches the real SMTP catcher (recipient, link to the game), the settings
// page saves and reloads, and after a player enables push on their phone, another player's move makes the server
// send an encrypted Web Push to a local HTTPS push endpoint, which the test decrypts with the device's keys.
// Headless Chromium has no push service to subscribe with, so the page's PushManager.subscribe is replaced by one
// returning a subscription for the local endpoint; everything else (service worker, permission, VAPID key,
// subscribePush, web-push over HTTPS) is the real path.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import {
  decryptPushBody,
  makeBrowserKeys,
  startPushEndpoint,
  type TestPushEndpoint,
} from '../server/notify/testing/push-endpoint';
import { expectAccessible } from './support/axe';
import { expectPhoneFriendly } from './support/phone';
import { openTable, optionButton, settle, tapOption, waitsOnMe } from './support/table';
import { waitForMail } from './support/turn-mail';

const GAME = 'E2E Notify';

function pushCert() {
  const dir = process.env.MECATOL_E2E_DIR ?? '';
  return {
    cert: readFileSync(path.join(dir, 'push-cert.pem'), 'utf8'),
    key: readFileSync(path.join(dir, 'push-key.pem'), 'utf8'),
  };
}

const toBase64Url = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

test('a waiting decision is emailed with a link to the game, and pushed to a subscribed phone', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop-clock',
    'drives its own desktop and phone contexts; moves the clock, so runs alone (playwright.config.ts)',
  );
  test.setTimeout(10 * 60_000);
  const endpoint: TestPushEndpoint = await startPushEndpoint(pushCert());
  const device = makeBrowserKeys();
  const deviceEndpoint = `${endpoint.url}/bea-phone`;
  const baseURL = testInfo.project.use.baseURL ?? '';
  const table = await openTable(browser, testInfo, {
    gameName: GAME,
    notifyDelayMinutes: 0,
    prepare: async (context, seat) => {
      // The start's notices go out after the start's response, when the game pages may already be open and
      // skipped as present: the host's page sends no heartbeat, so its email is always due.
      if (seat === 0) {
        await context.route(
          (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes('presence.heartbeat'),
          (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"result":{}}]' }),
        );
      }
      if (seat !== 1) return;
      await context.grantPermissions(['notifications'], { origin: baseURL });
      await context.addInitScript(
        ({ endpoint: url, p256dh, auth }) => {
          const subscription = {
            endpoint: url,
            expirationTime: null,
            toJSON: () => ({ endpoint: url, expirationTime: null, keys: { p256dh, auth } }),
            unsubscribe: async () => {
              sessionStorage.removeItem('e2e-push');
              return true;
            },
          };
          PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
            const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
            sessionStorage.setItem('e2e-push-key', btoa(String.fromCharCode(...key)));
            sessionStorage.setItem('e2e-push', '1');
            return subscription as unknown as PushSubscription;
          };
          PushManager.prototype.getSubscription = async function () {
            return (sessionStorage.getItem('e2e-push') ? subscription : null) as unknown as PushSubscription | null;
          };
        },
        { endpoint: deviceEndpoint, p256dh: device.p256dh, auth: device.auth },
      );
    },
  });
  const [host, bea, cal] = table.pages;
  try {
    // --- The start waits on everyone (secret objectives): each gets a turn email with a link to the game ------
    const gameUrl = `${baseURL}/game/${table.gameId}`;
    const mail = await waitForMail(table.emails[0]!, (m) => m.subject.includes(`Your turn in ${GAME}`));
    expect(mail.to).toContain(table.emails[0]);
    expect(mail.text).toContain(gameUrl);
    expect(mail.text).toContain('/settings');

    // --- Bea's settings, on her phone: save, reload, and enable push on this device -------------------------
    await bea.getByTestId('nav-settings').click();
    await expect(bea).toHaveURL(/\/settings$/);
    await expect(bea.getByTestId('settings-email')).toHaveValue(table.emails[1]!);
    await expectPhoneFriendly(bea);
    await expectAccessible(bea, 'the settings page on a phone');
    await bea.getByTestId('quiet-enabled').check();
    await bea.getByTestId('quiet-start').fill('23:00');
    await bea.getByTestId('quiet-end').fill('06:30');
    await bea.getByTestId('quiet-zone').selectOption('Europe/Berlin');
    await bea.getByTestId('settings-save').click();
    await expect(bea.getByTestId('settings-saved')).toBeVisible();
    await bea.reload();
    await expect(bea.getByTestId('quiet-start')).toHaveValue('23:00');
    await expect(bea.getByTestId('quiet-zone')).toHaveValue('Europe/Berlin');
    // Quiet hours would hold the push this test waits for: switch them off again.
    await bea.getByTestId('quiet-enabled').uncheck();
    await bea.getByTestId('settings-save').click();
    await expect(bea.getByTestId('settings-saved')).toBeVisible();

    await expect(bea.getByTestId('push-enable')).toBeVisible();
    await bea.getByTestId('push-enable').click();
    await expect(bea.getByTestId('push-on')).toBeVisible();
    const settingsShot = await bea.screenshot({ fullPage: true, path: testInfo.outputPath('phone-settings.png') });
    await testInfo.attach('phone-settings', { body: settingsShot, contentType: 'image/png' });
    // The page subscribed with the server's VAPID public key.
    const usedKey = await bea.evaluate(() => sessionStorage.getItem('e2e-push-key'));
    expect(toBase64Url(usedKey ?? '')).toBe(process.env.E2E_VAPID_PUBLIC_KEY);
    expect(
      await bea.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
    ).toMatch(/\/sw\.js$/);
    await bea.goto(`/game/${table.gameId}`);

    // --- Bea answers first; when another player's move makes the game wait on her, her phone gets a push -----
    await settle(table);
    await tapOption(table, bea, optionButton(bea, 'choose-secret-objective'));
    // Turn notices skip a player whose game page is open: Bea leaves it, and the test clock lets her last
    // heartbeat run out at once.
    await bea.goto('/settings');
    const moved = await bea.request.post('/api/test/clock', { data: { advanceMs: 2 * 60_000 } });
    expect(moved.ok()).toBe(true);
    // The host and Cal play on (Bea's page is not on the game: only theirs are kept up to date).
    const othersSettled = async () => {
      for (const page of [host, cal]) {
        await expect(page.getByTestId('game-page')).toHaveAttribute('data-version', String(table.latest), {
          timeout: 30_000,
        });
      }
    };
    for (const page of [host, cal]) {
      await othersSettled();
      await tapOption(table, page, optionButton(page, 'choose-secret-objective'));
    }
    for (let pick = 0; pick < 6 && !endpoint.requests.some((r) => r.path === '/bea-phone'); pick++) {
      await othersSettled();
      const page = (await waitsOnMe(host)) ? host : (await waitsOnMe(cal)) ? cal : null;
      if (!page) break; // neither of the others: the game waits on Bea
      await tapOption(table, page, optionButton(page, 'choose-strategy-card'));
    }
    await expect
      .poll(() => endpoint.requests.filter((r) => r.path === '/bea-phone').length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const request = endpoint.requests.find((r) => r.path === '/bea-phone')!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request.headers['authorization'])).toContain(`k=${process.env.E2E_VAPID_PUBLIC_KEY}`);
    const payload = JSON.parse(decryptPushBody(request.body, device)) as {
      title: string;
      body: string;
      url: string;
      tag: string;
    };
    expect(payload).toMatchObject({
      title: `${GAME}: your move`,
      url: `/game/${table.gameId}`,
      tag: `game-${table.gameId}`,
    });
    expect(payload.body.length).toBeGreaterThan(0);
    // Waited on, she also has the email about it.
    await waitForMail(
      table.emails[1]!,
      (m) => m.subject.includes(`Your turn in ${GAME}: choose a strategy card`) && m.text.includes(gameUrl),
    );

    // --- Stopping push on the device removes the subscription from the server -------------------------------
    await bea.goto('/settings');
    await bea.getByTestId('push-disable').click();
    await expect(bea.getByTestId('push-enable')).toBeVisible();
  } finally {
    await table.close();
    await endpoint.close();
  }
});
