// Asynchronous pace in three browsers (issue 11): a timing window that all three answer at the same moment (no
// conflict, each answer applied once), a Sabotage of a played card, a deadline that passes a window for a player who
// is away (test clock) and says so in the feed, and a rider in the agenda phase. The hands and the jump to the agenda
// phase are prepared through the tests-only seed route (app/api/test/seed; refused unless the test clock is on).
import { expect, test } from './support/test';
import type { Locator, Page, Response } from '@playwright/test';
import { openTable, optionButton, settle, tapOption, versionOf, waitsOnMe, type Table } from './support/table';

const HOUR = 3_600_000;
const isSubmit = (r: Response) => r.url().includes('/api/trpc/game.submit') && r.request().method() === 'POST';

async function seed(page: Page, body: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/test/seed', { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { version: number }).version;
}

async function advanceClock(page: Page, ms: number): Promise<void> {
  const response = await page.request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(response.status()).toBe(200);
}

/** The event feed's lines as `page` shows them (newest first). */
async function feed(page: Page): Promise<string[]> {
  const details = page.getByTestId('event-feed');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return details.getByTestId('event').allTextContents();
}

/** Picks each page's option, then confirms on all pages at the same moment; the HTTP statuses, in page order. */
async function confirmTogether(table: Table, picks: readonly (readonly [Page, Locator])[]): Promise<number[]> {
  for (const [page, option] of picks) {
    const label = ((await option.textContent()) ?? '').trim();
    await option.click();
    await expect(page.getByTestId('decision-confirm')).toContainText(label);
  }
  const responses = await Promise.all(
    picks.map(async ([page]) => {
      const [response] = await Promise.all([
        page.waitForResponse(isSubmit),
        page.getByTestId('decision-confirm').click(),
      ]);
      return response;
    }),
  );
  for (const [page] of picks) table.latest = Math.max(table.latest, await versionOf(page).catch(() => 0));
  return responses.map((r) => r.status());
}

/** Everyone the game waits on passes the window on their page, until `done` holds. */
async function passUntil(table: Table, done: () => Promise<boolean>): Promise<void> {
  for (let guard = 0; guard < 12 && !(await done()); guard++) {
    await settle(table);
    if (await done()) return;
    for (const page of table.pages) {
      if (await waitsOnMe(page)) {
        await tapOption(table, page, optionButton(page, 'pass-window'));
        break;
      }
    }
  }
  expect(await done()).toBe(true);
}

test('three players answer a window at once; a Sabotage, a deadline for an absent player, a rider', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop-clock',
    'drives its own three contexts; moves the clock, so runs alone (playwright.config.ts)',
  );
  test.setTimeout(12 * 60_000);
  const table = await openTable(browser, testInfo, { gameName: 'E2E Pace' });
  const [hana, bea, cal] = table.pages;
  try {
    // --- Hands: Hana holds Summit, Bea and Cal each hold Sabotage; everyone keeps a secret objective ----------
    table.latest = await seed(hana, {
      gameId: table.gameId,
      hands: { 0: ['summit'], 1: ['sabotage'], 2: ['sabotage'] },
    });
    await settle(table);
    for (const page of table.pages) {
      await settle(table);
      await tapOption(table, page, optionButton(page, 'choose-secret-objective'));
    }

    // --- The start of the strategy phase asks all three; they answer at the same moment -----------------------
    await settle(table);
    for (const page of table.pages) await expect(optionButton(page, 'pass-window')).toBeVisible();
    const before = table.latest;
    const statuses = await confirmTogether(table, [
      [hana, optionButton(hana, 'use-ability', /Summit/)],
      [bea, optionButton(bea, 'pass-window')],
      [cal, optionButton(cal, 'pass-window')],
    ]);
    expect(statuses).toEqual([200, 200, 200]);
    // Each answer applied once: three versions, and none of the pages was told the game moved on.
    await expect.poll(() => versionOf(hana)).toBe(before + 3);
    table.latest = before + 3;
    await settle(table);
    for (const page of table.pages) await expect(page.getByTestId('decision-stale')).toHaveCount(0);

    // --- Summit was played: Bea sabotages it; Cal is away -------------------------------------------------------
    await expect(optionButton(bea, 'use-ability', /Sabotage/)).toBeVisible();
    await tapOption(table, bea, optionButton(bea, 'use-ability', /Sabotage/));
    expect(await waitsOnMe(cal)).toBe(true);

    // --- Twelve hours later the window's deadline has passed: the game passes for Cal and says so --------------
    await cal.goto('/settings');
    await advanceClock(hana, 12 * HOUR + 60_000);
    await hana.reload();
    await expect(hana.getByTestId('game-page')).not.toHaveAttribute('data-version', String(table.latest));
    table.latest = await versionOf(hana);
    await cal.goto(`/game/${table.gameId}`);
    await settle(table);
    // Cal reads why the window went on without him; who passed a window stays his own business (1.19), so the
    // others see only what resolved.
    const timedOut = "Cal's time ran out: passed the 'when action card played' window.";
    expect(await feed(cal)).toContain(timedOut);
    const lines = await feed(hana);
    expect(lines).toContain('Summit was cancelled by Sabotage.');
    expect(lines).not.toContain(timedOut);

    // --- The agenda phase: Bea plays a rider through the rider form -------------------------------------------
    table.latest = await seed(hana, {
      gameId: table.gameId,
      hands: { 1: ['trade-rider'] },
      agendaPhase: { agendas: ['regulated-conscription'] },
    });
    await settle(table);
    for (const page of table.pages) await expect(page.getByTestId('game-phase')).toContainText('Agenda phase');
    await passUntil(table, () => bea.getByTestId('rider-form').isVisible());
    await bea.getByTestId('rider-outcome').selectOption('for');
    const [response] = await Promise.all([bea.waitForResponse(isSubmit), bea.getByTestId('rider-submit').click()]);
    expect(response.status()).toBe(200);
    await expect(bea.getByTestId('game-page')).not.toHaveAttribute('data-version', String(table.latest));
    table.latest = await versionOf(bea);
    // Cal may answer the rider with his Sabotage: he lets it stand.
    await passUntil(table, async () => (await feed(hana)).some((l) => l.startsWith('Bea predicted')));
    expect(await feed(cal)).toContainEqual(expect.stringMatching(/^Bea predicted For \(Trade Rider\)/));
  } finally {
    await table.close();
  }
});
