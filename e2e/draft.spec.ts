// A Milty draft to a started game: the host (desktop) sets a 3-player game up with a draft, two players join on
// phones, the host starts the draft, and the three pick a faction, a slice and a speaker position in snake order,
// each seeing only their own turn's buttons and getting a turn email; the last pick starts the game for everyone.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { joinThroughLink, signInByEmail, uniqueEmail } from './support/players';
import { threeContexts } from './support/table';
import { waitForMail } from './support/turn-mail';

const GAME = 'E2E Milty';

/** The page whose draft panel says it is that player's pick (pages refresh as the lobby's version changes). */
async function pageOnTheClock(pages: readonly Page[]): Promise<Page> {
  let found: Page | null = null;
  await expect
    .poll(
      async () => {
        for (const page of pages) {
          const text =
            (await page
              .getByTestId('draft-clock')
              .textContent()
              .catch(() => '')) ?? '';
          if (text.startsWith('Your pick')) {
            found = page;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as unknown as Page;
}

test('three players run a Milty draft to a started game', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  const contexts = await threeContexts(browser, testInfo);
  try {
    const pages = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
    const [host, bea, cal] = pages;
    const hostEmail = uniqueEmail('host');

    await signInByEmail(host, hostEmail, '/games/new');
    await host.getByTestId('game-name').fill(GAME);
    await host.getByTestId('host-name').fill('Hana');
    await host.getByTestId('players-4').click();
    await expect(host.getByTestId('draft-unavailable')).toBeVisible();
    await host.getByTestId('players-3').click();
    await host.getByTestId('notify-delay').selectOption('0');
    await host.getByTestId('milty-draft').check();
    await expect(host.getByTestId('draft-slices')).toHaveValue('4');
    await host.getByTestId('draft-factions').fill('5');
    await host.getByTestId('create-game').click();
    await expect(host).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
    const gameId = host.url().split('/lobby/')[1] ?? '';
    const invitePath = new URL(await host.getByTestId('invite-url').inputValue()).pathname;
    await expect(host.getByTestId('start-draft')).toBeDisabled();
    await expect(host.getByTestId('choose-faction')).toBeHidden();

    await joinThroughLink(bea, invitePath, 'Bea', GAME);
    await joinThroughLink(cal, invitePath, 'Cal', GAME);
    await expect(host.getByTestId('seat-count')).toHaveText('3', { timeout: 30_000 });
    await host.getByTestId('start-draft').click();
    for (const page of pages) {
      await expect(page.getByTestId('draft-slices').locator('li')).toHaveCount(4, { timeout: 30_000 });
      await expect(page.getByTestId('draft-factions').locator('li')).toHaveCount(5);
      // Every slice is drawn (the game's map renderer) with its values.
      await expect(page.getByTestId('draft-slice-0').locator('svg')).toBeVisible();
      // The galaxy so far: the homes, with slices placed as players match a slice with a position.
      await expect(page.getByTestId('map-preview')).toBeVisible();
    }

    const names = new Map<Page, string>([
      [host, 'Hana'],
      [bea, 'Bea'],
      [cal, 'Cal'],
    ]);
    const drafted = new Map<string, string>();
    let speaker = '';
    for (let pick = 0; pick < 9; pick++) {
      const page = await pageOnTheClock(pages);
      // Only the player on the clock has buttons.
      for (const other of pages) {
        if (other !== page) await expect(other.locator('[data-testid^="pick-"]')).toHaveCount(0);
      }
      const button = page.locator('[data-testid^="pick-"]').first();
      const id = (await button.getAttribute('data-testid')) ?? '';
      if (id.startsWith('pick-faction-')) drafted.set(names.get(page) ?? '', id.replace('pick-faction-', ''));
      if (id === 'pick-position-0') speaker = names.get(page) ?? '';
      await button.click();
      if (pick < 8) await expect(page.getByTestId('draft-picks').locator('li')).toHaveCount(pick + 1);
    }

    for (const page of pages) await expect(page).toHaveURL(new RegExp(`/game/${gameId}$`), { timeout: 30_000 });
    // The player who drafted the speaker position holds the speaker token.
    for (const page of pages) await expect(page.getByTestId('game-phase')).toContainText(`speaker ${speaker}`);
    expect(drafted.size).toBe(3);
    // The host was asked for a pick by email at some point of the draft (every player picks three times).
    const mail = await waitForMail(hostEmail, (m) => /Milty draft/.test(m.text));
    expect(mail.text).toContain(`/game/${gameId}`);
  } finally {
    for (const c of contexts) await c.close();
  }
});
