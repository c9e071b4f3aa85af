// Helpers for the draft specs (Milty, faction): a table of three with its draft started, which page is on the
// clock, every pick through the buttons, and the started game.
import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './test';
import { joinThroughLink, signInByEmail, uniqueEmail } from './players';
import { threeContexts } from './table';

/**
 * The page whose panel says it is that player's turn (pages refresh as the lobby's version changes): by default
 * the draft's clock; the tile placement passes its own.
 */
export async function pageOnTheClock(
  pages: readonly Page[],
  clock = { testId: 'draft-clock', yours: 'Your pick' },
): Promise<Page> {
  let found: Page | null = null;
  await expect
    .poll(
      async () => {
        for (const page of pages) {
          const text =
            (await page
              .getByTestId(clock.testId)
              .textContent()
              .catch(() => '')) ?? '';
          if (text.startsWith(clock.yours)) {
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

export interface DraftTable {
  readonly contexts: BrowserContext[];
  /** Hana the host (desktop), Bea and Cal (phones). */
  readonly pages: readonly [Page, Page, Page];
  readonly names: ReadonlyMap<Page, string>;
  readonly hostEmail: string;
  readonly gameId: string;
}

/**
 * The host creates a 3-player game (the spec's `configure` sets its draft up on the new-game form, turn emails at
 * once), Bea and Cal join through the invite link, and the host starts the draft once the seats are full.
 */
export async function openDraftTable(
  browser: Browser,
  testInfo: TestInfo,
  gameName: string,
  configure: (host: Page) => Promise<void>,
): Promise<DraftTable> {
  const contexts = await threeContexts(browser, testInfo);
  const pages = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
  const [host, bea, cal] = pages;
  const hostEmail = uniqueEmail('host');
  await signInByEmail(host, hostEmail, '/games/new');
  await host.getByTestId('game-name').fill(gameName);
  await host.getByTestId('host-name').fill('Hana');
  await host.getByTestId('players-3').click();
  await host.getByTestId('notify-delay').selectOption('0');
  await configure(host);
  await host.getByTestId('create-game').click();
  await expect(host).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
  const gameId = host.url().split('/lobby/')[1] ?? '';
  const invitePath = new URL(await host.getByTestId('invite-url').inputValue()).pathname;
  await expect(host.getByTestId('start-draft')).toBeDisabled();
  // Factions are drafted: nobody chooses one in the lobby.
  await expect(host.getByTestId('choose-faction')).toBeHidden();
  await joinThroughLink(bea, invitePath, 'Bea', gameName);
  await joinThroughLink(cal, invitePath, 'Cal', gameName);
  await expect(host.getByTestId('seat-count')).toHaveText('3', { timeout: 30_000 });
  await host.getByTestId('start-draft').click();
  const names = new Map<Page, string>([
    [host, 'Hana'],
    [bea, 'Bea'],
    [cal, 'Cal'],
  ]);
  return { contexts, pages, names, hostEmail, gameId };
}

/**
 * Makes every pick of the draft through the pages' buttons: each turn, only the page on the clock has buttons;
 * `button` chooses one of them (pick index, page). Returns each player's drafted faction and the speaker's name.
 */
export async function runDraftPicks(
  table: DraftTable,
  picks: number,
  button: (pick: number, page: Page) => Promise<Locator> = async (_, page) =>
    page.locator('[data-testid^="pick-"]').first(),
): Promise<{ drafted: Map<string, string>; speaker: string }> {
  const drafted = new Map<string, string>();
  let speaker = '';
  for (let pick = 0; pick < picks; pick++) {
    const page = await pageOnTheClock(table.pages);
    for (const other of table.pages) {
      if (other !== page) await expect(other.locator('[data-testid^="pick-"]')).toHaveCount(0);
    }
    const chosen = await button(pick, page);
    const id = (await chosen.getAttribute('data-testid')) ?? '';
    const name = table.names.get(page) ?? '';
    if (id.startsWith('pick-faction-')) drafted.set(name, id.replace('pick-faction-', ''));
    if (id === 'pick-position-0') speaker = name;
    await chosen.click();
    if (pick < picks - 1) await expect(page.getByTestId('draft-picks').locator('li')).toHaveCount(pick + 1);
  }
  return { drafted, speaker };
}

/** After the last pick: every page is in the game, and the drafted speaker holds the speaker token. */
export async function expectDraftedGame(table: DraftTable, speaker: string): Promise<void> {
  for (const page of table.pages)
    await expect(page).toHaveURL(new RegExp(`/game/${table.gameId}$`), { timeout: 30_000 });
  expect(speaker).not.toBe('');
  for (const page of table.pages) await expect(page.getByTestId('game-phase')).toContainText(`speaker ${speaker}`);
}
