// The rulebook's tile placement (LRR Complete Setup step 6) in the lobby: the host (desktop) sets a 3-player game
// up with the players placing the system tiles, two players join on phones, the host randomises factions and
// colours and deals the tiles; My games shows the placement as the turn of the player on it; from the speaker,
// clockwise then back, each places one of their own tiles where the panel offers it — some by tapping (or focusing
// and pressing Enter on) a highlighted space of the map preview and confirming the tile, the rest by the numbered
// buttons (only the player on the turn gets either) — the map preview fills in, and the last tile starts the game
// on that galaxy for everyone.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { joinThroughLink, signInByEmail, uniqueEmail } from './support/players';
import { threeContexts } from './support/table';
import { pageOnTheClock } from './support/draft';

const GAME = 'E2E Tile placement';

test('three players place the galaxy tile by tile and the last tile starts the game', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(300_000);
  const contexts = await threeContexts(browser, testInfo);
  try {
    const pages = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
    const [host, bea, cal] = pages;
    await signInByEmail(host, uniqueEmail('host'), '/games/new');
    await host.getByTestId('game-name').fill(GAME);
    await host.getByTestId('host-name').fill('Hana');
    await host.getByTestId('players-3').click();
    // Not offered with a Milty draft, which builds the galaxy itself.
    await host.getByTestId('milty-draft').check();
    await expect(host.getByTestId('tile-placement')).toBeDisabled();
    await host.getByTestId('milty-draft').uncheck();
    await host.getByTestId('tile-placement').check();
    await host.getByTestId('create-game').click();
    await expect(host).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
    const gameId = host.url().split('/lobby/')[1] ?? '';
    const invitePath = new URL(await host.getByTestId('invite-url').inputValue()).pathname;
    await expect(host.getByTestId('deal-tiles')).toBeDisabled();
    await expect(host.getByTestId('start-game')).toBeHidden();

    await joinThroughLink(bea, invitePath, 'Bea', GAME);
    await joinThroughLink(cal, invitePath, 'Cal', GAME);
    await expect(host.getByTestId('seat-count')).toHaveText('3', { timeout: 30_000 });
    await host.getByTestId('randomize').click();
    await expect(host.getByTestId('deal-tiles')).toBeEnabled({ timeout: 30_000 });
    await host.getByTestId('deal-tiles').click();
    for (const page of pages) {
      // Each player holds 6 blue and 2 red tiles; the galaxy so far is drawn beside.
      await expect(page.getByTestId('placement-tiles').locator('li')).toHaveCount(8, { timeout: 30_000 });
      await expect(page.getByTestId('map-preview')).toBeVisible();
    }

    // My games marks the placement like a game turn: "Your turn" for the player on it alone.
    const first = await pageOnTheClock(pages, { testId: 'placement-clock', yours: 'Your turn' });
    for (const page of pages) {
      const list = await page.context().newPage();
      await list.goto('/games');
      const entry = list.getByTestId(`my-game-${gameId}`);
      await expect(entry).toContainText('Placing the system tiles');
      if (page === first) await expect(entry).toContainText('Your turn');
      else await expect(entry).not.toContainText('Your turn');
      await list.close();
    }

    for (let placed = 0; placed < 24; placed++) {
      const page = await pageOnTheClock(pages, { testId: 'placement-clock', yours: 'Your turn' });
      for (const other of pages) {
        if (other !== page) {
          await expect(other.locator('[data-testid^="place-"]')).toHaveCount(0);
          await expect(other.getByTestId('placement-map')).toHaveCount(0);
        }
      }
      if (placed % 4 === 0) {
        // By the map: tap (or, every other time, focus and press Enter on) a gold-edged space, then confirm a tile.
        const legal = page.getByTestId('placement-map').locator('[data-legal]');
        const spaceNumber = Number(await legal.first().getAttribute('data-space'));
        if (placed < 6) expect(spaceNumber).toBeLessThanOrEqual(6);
        if (placed === 0) {
          // An open space not legal now (ring 2 while ring 1 is open) opens nothing.
          await page.getByTestId('placement-map').locator('[data-space="8"]').click();
          await expect(page.getByTestId('placement-sheet')).toHaveCount(0);
          await legal.first().click();
          await expect(page.getByTestId('placement-sheet')).toHaveAttribute('data-space', String(spaceNumber));
          await page.getByTestId('placement-sheet-cancel').click();
          await expect(page.getByTestId('placement-sheet')).toHaveCount(0);
        }
        if (placed % 8 === 0) await legal.first().click();
        else {
          await legal.first().focus();
          await page.keyboard.press('Enter');
        }
        const sheet = page.getByTestId('placement-sheet');
        await expect(sheet).toHaveAttribute('data-space', String(spaceNumber));
        await sheet.locator('[data-testid^="map-place-"]').first().click();
      } else {
        const button = page.locator('[data-testid^="place-"]').first();
        // Ring 1 (spaces 1–6) is filled before any other space is offered.
        const space = Number((await button.getAttribute('data-testid'))?.split('-')[2]);
        if (placed < 6) expect(space).toBeLessThanOrEqual(6);
        await button.click();
      }
      if (placed < 23) await expect(page.getByTestId('placement-count')).toHaveText(String(placed + 1));
    }

    for (const page of pages) await expect(page).toHaveURL(new RegExp(`/game/${gameId}$`), { timeout: 30_000 });
    await expect(host.getByTestId('game-phase')).toContainText('speaker');
  } finally {
    for (const c of contexts) await c.close();
  }
});
