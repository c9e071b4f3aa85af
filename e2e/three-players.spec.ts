// Three players (one desktop, two phones) create a game, share the link, join, choose factions, start, and play
// through setup and the strategy phase; each sees the others' choices appear without reloading.
import { devices } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import type { BrowserContext, Page } from '@playwright/test';
import { decide, isWaitingOnMe, joinThroughLink, signInByEmail, tryDecide, uniqueEmail } from './support/players';

const GAME = 'E2E Twilight';

test('three players create, join, choose factions, start and choose strategy cards', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  const { defaultBrowserType: _d1, ...desktop } = devices['Desktop Chrome'];
  const { defaultBrowserType: _d2, ...phone } = devices['Pixel 7'];
  const baseURL = testInfo.project.use.baseURL;
  const contexts: BrowserContext[] = [
    await browser.newContext({ ...desktop, baseURL }),
    await browser.newContext({ ...phone, baseURL }),
    await browser.newContext({ ...phone, baseURL }),
  ];
  try {
    const [host, bea, cal] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
    const pages = [host, bea, cal];

    // --- The host creates a 3-player game and gets the invite link ----------------------------------------------
    await signInByEmail(host, uniqueEmail('host'), '/games/new');
    await host.getByTestId('game-name').fill(GAME);
    await host.getByTestId('host-name').fill('Hana');
    await host.getByTestId('players-3').click();
    await host.getByTestId('create-game').click();
    await expect(host).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
    const gameId = host.url().split('/lobby/')[1] ?? '';
    const inviteUrl = await host.getByTestId('invite-url').inputValue();
    expect(inviteUrl).toMatch(/\/join\/[A-Za-z0-9_-]{22,}$/);
    const invitePath = new URL(inviteUrl).pathname;

    // --- Two players open the link on their phones, sign in, take seats -----------------------------------------
    await joinThroughLink(bea, invitePath, 'Bea', GAME);
    await joinThroughLink(cal, invitePath, 'Cal', GAME);
    // The host sees them arrive without reloading.
    await expect(host.getByTestId('seat-count')).toHaveText('3');
    await expect(host.getByTestId('seat-2')).toContainText('Cal');

    // --- Factions and colours; each choice appears on the other screens -----------------------------------------
    await choose(host, 'The Emirates of Hacan', 'red');
    await choose(bea, 'The Arborec', 'blue');
    await choose(cal, 'The Ghosts of Creuss', 'green');
    await expect(host.getByTestId('seat-1-faction')).toHaveText('The Arborec');
    await expect(host.getByTestId('seat-2-faction')).toHaveText('The Ghosts of Creuss');
    await expect(bea.getByTestId('seat-0-faction')).toHaveText('The Emirates of Hacan');
    // Factions are unique per game: Cal cannot pick Bea's.
    await expect(cal.getByTestId('choose-faction').locator('option', { hasText: 'The Arborec' })).toBeDisabled();

    await host.getByTestId('start-game').click();
    await expect(host).toHaveURL(new RegExp(`/game/${gameId}$`));
    // The others' lobby pages notice the start by polling and move on to the game.
    await expect(bea).toHaveURL(new RegExp(`/game/${gameId}$`));
    await expect(cal).toHaveURL(new RegExp(`/game/${gameId}$`));

    // --- Setup: everyone keeps a secret objective, all at once --------------------------------------------------
    // Cal's page is kept from polling, so Cal answers against the old version, after the host answered: it still
    // answers the same decision everyone answers at once, so the server applies it to the fresh state (issue 9).
    await cal.route('**/api/trpc/game.version**', (route) => route.abort());
    await decide(host, 'choose-secret-objective');
    await expect(host.getByTestId('decision-none')).toBeVisible();
    const late = await tryDecide(cal, 'choose-secret-objective');
    expect(late.status).toBe(200);
    await expect(cal.getByTestId('game-page')).not.toHaveAttribute('data-version', late.version ?? '');
    await expect(cal.getByTestId('decision-stale')).toHaveCount(0);
    await cal.unroute('**/api/trpc/game.version**');
    await decide(bea, 'choose-secret-objective');

    // --- Strategy phase: speaker first, clockwise; with three players everyone takes two cards (84.1c) ---------
    for (const page of pages) await expect(page.getByTestId('game-phase')).toContainText('Strategy phase');
    let staleShown = false;
    for (let pick = 0; pick < 6; pick++) {
      let chooser: Page | undefined;
      await expect
        .poll(async () => {
          chooser = undefined;
          for (const page of pages) if (await isWaitingOnMe(page)) chooser = page;
          return chooser !== undefined;
        })
        .toBe(true);
      if (!chooser) throw new Error('nobody is choosing');
      const seat = pages.indexOf(chooser);
      // Once: the chooser has the game open in a second tab that does not poll. After the first tab picks, a pick
      // from the second answers a decision that is gone: the game moved on, the tab says so and shows the fresh state.
      const second = staleShown ? null : await chooser.context().newPage();
      if (second) {
        await second.route('**/api/trpc/game.version**', (route) => route.abort());
        await second.goto(`/game/${gameId}`);
        await expect(second.getByTestId('decision-option').first()).toBeVisible();
      }
      const label = await decide(chooser, 'choose-strategy-card');
      const cardName = label.replace(/\s*\(.*$/, '');
      for (const page of pages) {
        await expect(page.getByTestId(`player-${seat}-strategy-cards`)).toContainText(cardName);
      }
      if (second) {
        const stale = await tryDecide(second, 'choose-strategy-card');
        expect(stale.status).toBe(409);
        await expect(second.getByTestId('decision-stale')).toBeVisible();
        await expect(second.getByTestId('game-page')).not.toHaveAttribute('data-version', stale.version ?? '');
        await second.close();
        staleShown = true;
      }
    }
    for (const page of pages) await expect(page.getByTestId('game-phase')).toContainText('Action phase');

    // --- Looking back: Bea steps through the game as she saw it; the export keeps the seed while the game goes on --
    await bea.getByTestId('history-link').click();
    await expect(bea.getByTestId('history-position')).toContainText(/Command (\d+) of \1 · Round 1 · Action phase/);
    await expectAccessible(bea, 'the history page');
    const steps = Number((await bea.getByTestId('history-page').getAttribute('data-step')) ?? '0');
    await bea.getByTestId('history-previous').click();
    await expect(bea.getByTestId('history-position')).toContainText(`Command ${steps - 1} of ${steps}`);
    await bea.getByTestId('history-first').click();
    await expect(bea.getByTestId('history-position')).toContainText(`Command 0 of ${steps} · Round 0 · Setup`);
    await expect(bea.getByTestId('history-events')).toContainText('The game as it was dealt');
    const exported = await bea.request.get(`/game/${gameId}/export`);
    expect(exported.status()).toBe(200);
    expect(await exported.json()).toMatchObject({ ended: false, config: null, log: null });
    // The standings while the game goes on: everyone at 0 points in round 1, one chart column, the same for all.
    await bea.goto(`/game/${gameId}`);
    await bea.getByTestId('record-link').click();
    await expect(bea.getByTestId('record-page')).toHaveAttribute('data-ended', 'false');
    await expect(bea.getByTestId('standings').locator('li[data-place]')).toHaveCount(3);
    await expect(bea.getByTestId('points-table').locator('thead th')).toHaveText(['Player', 'R1']);
    await expect(bea.getByTestId('standing-0-points')).toHaveText('0 points');
    await expectAccessible(bea, 'the standings page');
    await bea.goto(`/game/${gameId}`);

    // --- The phone's game page, kept as a test artifact ---------------------------------------------------------
    const shot = await bea.screenshot({ fullPage: true, path: testInfo.outputPath('phone-game-page.png') });
    await testInfo.attach('phone-game-page', { body: shot, contentType: 'image/png' });
    await host.screenshot({ fullPage: true, path: testInfo.outputPath('desktop-game-page.png') });
  } finally {
    for (const c of contexts) await c.close();
  }
});

async function choose(page: Page, faction: string, color: string) {
  await page.getByTestId('choose-faction').selectOption({ label: faction });
  await expect(page.getByTestId('choose-faction').locator('option:checked')).toHaveText(faction);
  await page.getByTestId(`choose-color-${color}`).click();
  await expect(page.getByTestId(`choose-color-${color}`)).toHaveAttribute('aria-pressed', 'true');
}
