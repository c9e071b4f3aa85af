// Players answering one simultaneous decision at the same moment all get through (issue 9, finding 15): every player
// keeps a secret objective with one click at once, and later two players answer a strategic secondary at once —
// no "The game moved on", every answer applied.
import { expect, test } from './support/test';
import type { Page, Response } from '@playwright/test';
import {
  openTable,
  optionButton,
  readOptions,
  seatOf,
  settle,
  tapOption,
  versionOf,
  waitedOn,
  type Table,
} from './support/table';

const PREFERRED = ['Leadership', 'Politics', 'Trade', 'Imperial', 'Warfare', 'Construction', 'Diplomacy'];

const isSubmit = (r: Response) => r.url().includes('/api/trpc/game.submit') && r.request().method() === 'POST';

/**
 * Selects `type`'s first option on each page, then confirms on all of them at the same moment; returns the HTTP
 * statuses once the game shows all of those answers applied (`before` + one version each).
 */
async function confirmTogether(table: Table, pages: readonly Page[], type: string, before: number): Promise<number[]> {
  for (const page of pages) {
    const option = optionButton(page, type);
    const label = ((await option.textContent()) ?? '').trim();
    await option.click();
    await expect(page.getByTestId('decision-confirm')).toContainText(label);
  }
  const responses = await Promise.all(
    pages.map(async (page) => {
      const [response] = await Promise.all([
        page.waitForResponse(isSubmit),
        page.getByTestId('decision-confirm').click(),
      ]);
      return response;
    }),
  );
  for (const page of pages) {
    await expect(page.getByTestId('decision-stale')).toHaveCount(0);
    await expect(page.getByTestId('decision-error')).toHaveCount(0);
  }
  table.latest = before + pages.length;
  await settle(table);
  return responses.map((r) => r.status());
}

test('players answering one simultaneous decision at the same moment all succeed', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(10 * 60_000);
  const table = await openTable(browser, testInfo, { gameName: 'E2E Simultaneous' });
  const { pages } = table;
  try {
    // --- Setup: all three keep a secret objective with one click at the same moment -------------------------
    await settle(table);
    const start = await versionOf(pages[0]);
    expect(await confirmTogether(table, pages, 'choose-secret-objective', start)).toEqual([200, 200, 200]);
    for (const page of pages) await expect(page.getByTestId('game-phase')).toContainText('Strategy phase');

    // --- Strategy phase, one at a time ---------------------------------------------------------------------
    for (let pick = 0; pick < 6; pick++) {
      const [page] = await waitedOn(table);
      if (!page) throw new Error('the strategy phase waits on nobody');
      const options = await readOptions(page);
      const card = PREFERRED.find((c) => options.some((o) => o.type === 'choose-strategy-card' && o.label.includes(c)));
      await tapOption(table, page, optionButton(page, 'choose-strategy-card', card));
    }

    // --- The first player uses a strategic action; the other two answer its secondary at the same moment ------
    const [active] = await waitedOn(table);
    if (!active) throw new Error('the action phase waits on nobody');
    const primary = (await readOptions(active)).find(
      (o) => o.type === 'strategic-action' && !o.label.startsWith('Technology'),
    );
    expect(primary, 'a strategic action without the research form').toBeDefined();
    await tapOption(table, active, optionButton(active, 'strategic-action', primary?.label));
    let others: Page[] = [];
    for (let guard = 0; guard < 10; guard++) {
      const waiting = await waitedOn(table);
      others = waiting.filter((p) => p !== active);
      if (others.length === 2 && (await readOptions(others[0]!)).some((o) => o.type === 'decline-secondary')) break;
      // The primary's own choices first (a new speaker, a planet...): the active player answers them.
      const page = waiting[0];
      if (!page) throw new Error('the game waits on nobody');
      const options = await readOptions(page);
      const answer = options.find((o) => o.group !== 'Transactions');
      if (!answer) throw new Error(`nothing to answer on seat ${seatOf(table, page)}`);
      await tapOption(table, page, optionButton(page, answer.type, answer.label));
    }
    expect(others).toHaveLength(2);
    expect(await confirmTogether(table, others, 'decline-secondary', table.latest)).toEqual([200, 200]);
    // Neither is asked again: both answers were applied.
    for (const page of others) {
      expect((await readOptions(page)).some((o) => o.type === 'decline-secondary')).toBe(false);
    }
  } finally {
    await table.close();
  }
});
