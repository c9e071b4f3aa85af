// Helpers for the draft specs (Milty, faction): a table of three (or more) with its draft started, which page is on
// the clock, every pick through the buttons, and the started game.
import { devices } from '@playwright/test';
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
  /** Hana the host (desktop), then the guests (phones): Bea and Cal unless the spec names others. */
  readonly pages: readonly [Page, ...Page[]];
  readonly names: ReadonlyMap<Page, string>;
  readonly hostEmail: string;
  readonly gameId: string;
}

/**
 * The host creates a game for 1 + guests players (the spec's `configure` sets its draft up on the new-game form,
 * turn emails at once), the guests join through the invite link, and the host starts the draft once the seats are
 * full.
 */
export async function openDraftTable(
  browser: Browser,
  testInfo: TestInfo,
  gameName: string,
  configure: (host: Page) => Promise<void>,
  guests: readonly string[] = ['Bea', 'Cal'],
): Promise<DraftTable> {
  const contexts = await threeContexts(browser, testInfo);
  // Guests past the second play on phones too.
  const { defaultBrowserType: _d, ...phone } = devices['Pixel 7'];
  while (contexts.length < guests.length + 1)
    contexts.push(await browser.newContext({ ...phone, baseURL: testInfo.project.use.baseURL }));
  const pages = (await Promise.all(contexts.slice(0, guests.length + 1).map((c) => c.newPage()))) as [Page, ...Page[]];
  const host = pages[0];
  const hostEmail = uniqueEmail('host');
  await signInByEmail(host, hostEmail, '/games/new');
  await host.getByTestId('game-name').fill(gameName);
  await host.getByTestId('host-name').fill('Hana');
  await host.getByTestId(`players-${guests.length + 1}`).click();
  await host.getByTestId('notify-delay').selectOption('0');
  await configure(host);
  await host.getByTestId('create-game').click();
  await expect(host).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
  const gameId = host.url().split('/lobby/')[1] ?? '';
  const invitePath = new URL(await host.getByTestId('invite-url').inputValue()).pathname;
  await expect(host.getByTestId('start-draft')).toBeDisabled();
  // Factions are drafted: nobody chooses one in the lobby.
  await expect(host.getByTestId('choose-faction')).toBeHidden();
  for (const [i, guest] of guests.entries()) await joinThroughLink(pages[i + 1] as Page, invitePath, guest, gameName);
  await expect(host.getByTestId('seat-count')).toHaveText(String(guests.length + 1), { timeout: 30_000 });
  await host.getByTestId('start-draft').click();
  const names = new Map<Page, string>(pages.map((p, i) => [p, i === 0 ? 'Hana' : (guests[i - 1] ?? '')]));
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
