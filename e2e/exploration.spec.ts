// Exploration in real Chromium (LRR 35, 12): three players (one desktop, two phones) on the small galaxy of the
// tactical spec, where Wellon (tile 19, industrial) lies beside Hana's home. Hana invades Wellon with a carrier and
// two infantry; gaining control of it explores it (35.1), and the seeded industrial deck (MECATOL_TEST_SEED and this
// game's name, picked so) has the Propulsion Research Facility on top: it is attached to Wellon (12.1), which shows
// on every player's map and in the feed. Wellon's new values could be seen in a spend form only once it is readied
// in the next round, and gaining a relic needs three fragments: neither is shown here (see the report of issue 12).
import { expect, test } from './support/test';
import type { BrowserContext, Page, Response, TestInfo } from '@playwright/test';
import { completeEmailSignIn, decide, isWaitingOnMe, signInByEmail, uniqueEmail } from './support/players';
import { threeContexts } from './support/table';

const GAME = 'E2E Explore 7';
/** Positions 1, 7 and 8 are homes (each next to the other two); Wellon (19) at 2, Vefut II (20) at 18. */
const MAP = '0 19 -1 -1 -1 -1 0 0 -1 -1 -1 -1 -1 -1 -1 -1 -1 20';
/** Home system hex keys by seat (the 0 positions in map order). */
const HOME = ['0,-1', '0,-2', '1,-2'] as const;
const WELLON = { system: '1,-1', planet: 'wellon' } as const;
const FACTIONS = ['The Emirates of Hacan', 'The Mentak Coalition', 'The L1Z1X Mindnet'] as const;
/** Strategy cards by seat, so that initiative order is seat order (LRR 83: the lowest number acts first). */
const CARDS = [
  ['1 Leadership', '4 Construction'],
  ['2 Diplomacy', '5 Trade'],
  ['3 Politics', '6 Warfare'],
] as const;
const COLORS = ['red', 'blue', 'green'] as const;
const NAMES = ['Hana', 'Bea', 'Cal'] as const;

test.use({ actionTimeout: 60_000 });

const isSubmit = (r: Response) => r.url().includes('/api/trpc/game.submit') && r.request().method() === 'POST';

async function versionOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('game-page').getAttribute('data-version'));
}

/** The newest game version any page has shown: pages catch up by polling before they act. */
let latest = 0;

async function caughtUp(page: Page): Promise<void> {
  await expect.poll(() => versionOf(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(latest);
}

/** Runs `trigger` (a tap that sends a command) and waits until the page shows the next version. */
async function sends(page: Page, trigger: () => Promise<void>): Promise<void> {
  const before = await versionOf(page);
  const [response] = await Promise.all([page.waitForResponse(isSubmit), trigger()]);
  expect(response.status(), 'the command was accepted').toBe(200);
  await expect.poll(() => versionOf(page)).toBeGreaterThan(before);
  latest = Math.max(latest, await versionOf(page));
}

async function whoActs(pages: readonly Page[]): Promise<number> {
  for (const page of pages) await caughtUp(page);
  let seat = -1;
  await expect
    .poll(
      async () => {
        seat = -1;
        for (const [i, page] of pages.entries()) if (await isWaitingOnMe(page)) seat = i;
        return seat;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(0);
  return seat;
}

/** Taps a system on the map; it must be one the player may activate, so the activation sheet opens. */
async function tapToActivate(page: Page, system: string): Promise<void> {
  await page.locator(`[data-testid="galaxy-map"] [data-system="${system}"]`).click();
  await expect(page.getByTestId('map-activate')).toHaveAttribute('data-system', system);
}

async function startGame(contexts: BrowserContext[]): Promise<Page[]> {
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  const [host, ...guests] = pages as [Page, Page, Page];
  await signInByEmail(host, uniqueEmail('host'), '/games/new');
  await host.getByTestId('game-name').fill(GAME);
  await host.getByTestId('host-name').fill(NAMES[0]);
  await host.getByTestId('players-3').click();
  await host.getByTestId('custom-map').locator('summary').click();
  await host.getByTestId('map-string').fill(MAP);
  await host.getByTestId('create-game').click();
  await expect(host).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
  // Setup 6: the lobby previews the map string, one marker and one slice row per home position.
  await expect(host.getByTestId('map-preview').locator('[data-home]')).toHaveCount(3);
  await expect(host.getByTestId('slice-table').locator('tbody tr')).toHaveCount(3);
  const gameId = host.url().split('/lobby/')[1] ?? '';
  const invitePath = new URL(await host.getByTestId('invite-url').inputValue()).pathname;
  for (const [i, page] of guests.entries()) {
    await page.goto(invitePath);
    await page.getByTestId('join-sign-in').click();
    await completeEmailSignIn(page, uniqueEmail(NAMES[i + 1] ?? 'guest'), invitePath);
    await page.getByTestId('join-name').fill(NAMES[i + 1] ?? 'Guest');
    await page.getByTestId('join-submit').click();
    await expect(page).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
  }
  for (const [i, page] of pages.entries()) {
    await page.getByTestId('choose-faction').selectOption({ label: FACTIONS[i] ?? '' });
    await expect(page.getByTestId('choose-faction').locator('option:checked')).toHaveText(FACTIONS[i] ?? '');
    await page.getByTestId(`choose-color-${COLORS[i]}`).click();
    await expect(page.getByTestId(`choose-color-${COLORS[i]}`)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(host.getByTestId('seat-2-faction')).toHaveText(FACTIONS[2]);
  await host.getByTestId('start-game').click();
  for (const page of pages) await expect(page).toHaveURL(new RegExp(`/game/${gameId}$`));
  return pages;
}

/** Setup and the strategy phase through the option buttons, as the three-player spec does. */
async function toActionPhase(pages: Page[]): Promise<void> {
  for (const page of pages) {
    // A page that refreshes between tapping an option and confirming it forgets the option: catch up first.
    await caughtUp(page);
    await decide(page, 'choose-secret-objective');
    latest = Math.max(latest, await versionOf(page));
  }
  const picked = [0, 0, 0];
  for (let pick = 0; pick < 6; pick++) {
    const seat = await whoActs(pages);
    const page = pages[seat]!;
    const card = CARDS[seat]?.[picked[seat] ?? 0] ?? '';
    picked[seat] = (picked[seat] ?? 0) + 1;
    await page
      .locator('[data-testid="decision-option"][data-command-type="choose-strategy-card"]', { hasText: card })
      .click();
    await sends(page, () => page.getByTestId('decision-confirm').click());
  }
  for (const page of pages) await expect(page.getByTestId('game-phase')).toContainText('Action phase');
  for (const page of pages) latest = Math.max(latest, await versionOf(page));
}

test('35.1 invading a planet explores it; 12.1 the Propulsion Research Facility drawn is attached to it on the map', async ({
  browser,
}, testInfo: TestInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(420_000);
  const contexts = await threeContexts(browser, testInfo);
  try {
    const pages = await startGame(contexts);
    await toActionPhase(pages);
    const pa = pages[0]!;
    expect(await whoActs(pages)).toBe(0);
    await tapToActivate(pa, WELLON.system);
    await sends(pa, () => pa.getByTestId('map-activate-confirm').click());
    await expect(pa.getByTestId('movement-form')).toBeVisible();
    await pa.getByTestId(`move-ship-${HOME[0]}-carrier-more`).click();
    const infantry = pa.locator(`[data-testid^="move-cargo-${HOME[0]}-"][data-testid$="-infantry-more"]`).first();
    await infantry.click();
    await infantry.click();
    await sends(pa, () => pa.getByTestId('movement-submit').click());
    await expect(pa.getByTestId('commit-form')).toBeVisible();
    await pa.getByTestId(`commit-${WELLON.planet}-infantry-more`).click();
    await pa.getByTestId(`commit-${WELLON.planet}-infantry-more`).click();
    await sends(pa, () => pa.getByTestId('commit-submit').click());
    // Every player sees Wellon taken and the facility attached to it (12.3: attachments are public).
    for (const page of pages) {
      await caughtUp(page);
      const wellon = page.locator(`[data-testid="galaxy-map"] [data-planet="${WELLON.planet}"]`);
      await expect(wellon).toHaveAttribute('data-owner', '0');
      await expect(wellon).toHaveAttribute('data-attachments', /propulsion/);
      await expect(wellon).toContainText('+ Propulsion');
    }
    await pa.getByTestId('event-feed').locator('summary').click();
    await expect(pa.getByTestId('event-feed')).toContainText('attached to Wellon');
  } finally {
    for (const ctx of contexts) await ctx.close();
  }
});
