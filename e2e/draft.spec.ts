// A Milty draft to a started game: the host (desktop) sets a 3-player game up with a draft, two players join on
// phones, the host starts the draft, and the three pick a faction, a slice and a speaker position in snake order,
// each seeing only their own turn's buttons and getting a turn email; the last pick starts the game for everyone.
import { expect, test } from './support/test';
import { waitForMail } from './support/turn-mail';
import { expectDraftedGame, openDraftTable, runDraftPicks } from './support/draft';

test('three players run a Milty draft to a started game', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  const table = await openDraftTable(browser, testInfo, 'E2E Milty', async (host) => {
    // Offered for every table of 3 to 8 players, each on its own board.
    await host.getByTestId('players-8').click();
    await expect(host.getByTestId('draft-unavailable')).toBeHidden();
    await expect(host.getByText('the eight-player hyperlane board')).toBeVisible();
    await host.getByTestId('players-3').click();
    await host.getByTestId('milty-draft').check();
    await expect(host.getByTestId('draft-slices')).toHaveValue('4');
    await host.getByTestId('draft-factions').fill('5');
  });
  try {
    for (const page of table.pages) {
      await expect(page.getByTestId('draft-slices').locator('li')).toHaveCount(4, { timeout: 30_000 });
      await expect(page.getByTestId('draft-factions').locator('li')).toHaveCount(5);
      // Every slice is drawn (the game's map renderer) with its values.
      await expect(page.getByTestId('draft-slice-0').locator('svg')).toBeVisible();
      // The galaxy so far: the homes, with slices placed as players match a slice with a position.
      await expect(page.getByTestId('map-preview')).toBeVisible();
    }
    const { drafted, speaker } = await runDraftPicks(table, 9);
    await expectDraftedGame(table, speaker);
    expect(drafted.size).toBe(3);
    // The host was asked for a pick by email at some point of the draft (every player picks three times).
    const mail = await waitForMail(table.hostEmail, (m) => /Milty draft/.test(m.text));
    expect(mail.text).toContain(`/game/${table.gameId}`);
  } finally {
    for (const c of table.contexts) await c.close();
  }
});

test('four players run a Milty draft on the six-player board with two hyperlane wedges', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(240_000);
  const table = await openDraftTable(
    browser,
    testInfo,
    'E2E Milty four',
    async (host) => {
      await host.getByTestId('milty-draft').check();
      await expect(host.getByText('the six-player board with two hyperlane wedges')).toBeVisible();
      await expect(host.getByTestId('draft-slices')).toHaveValue('5');
    },
    ['Bea', 'Cal', 'Dee'],
  );
  try {
    // The lobby names the board the draft builds (it records the four-player game's layout, 4p).
    await expect(table.pages[0].getByText(/galaxy from a Milty draft on the six-player board with two/)).toBeVisible();
    for (const page of table.pages) {
      await expect(page.getByTestId('draft-slices').locator('li')).toHaveCount(5, { timeout: 30_000 });
      await expect(page.getByTestId('draft-positions').locator('li')).toHaveCount(4);
    }
    const { drafted, speaker } = await runDraftPicks(table, 12);
    await expectDraftedGame(table, speaker);
    expect(drafted.size).toBe(4);
  } finally {
    for (const c of table.contexts) await c.close();
  }
});
