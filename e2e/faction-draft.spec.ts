// A faction and speaker draft to a started game: the host (desktop) sets a 3-player game up on the standard board
// with a faction draft, two players join on phones, the host starts the draft, and the three pick a faction and a
// speaker position in snake order (no slices), each seeing only their own turn's buttons and getting a turn email;
// the last pick starts the game with the drafted factions and speaker.
import { expect, test } from './support/test';
import { waitForMail } from './support/turn-mail';
import { expectDraftedGame, openDraftTable, runDraftPicks } from './support/draft';

test('three players run a faction and speaker draft to a started game', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  const table = await openDraftTable(browser, testInfo, 'E2E Faction draft', async (host) => {
    await host.getByTestId('faction-draft').check();
    // The faction draft deals no slices: only the number of factions is asked.
    await expect(host.getByTestId('draft-slices')).toBeHidden();
    await expect(host.getByTestId('milty-draft')).not.toBeChecked();
    await host.getByTestId('draft-factions').fill('4');
  });
  try {
    await expect(table.pages[0].getByTestId('draft-panel')).toContainText('Faction draft');
    for (const page of table.pages) {
      await expect(page.getByTestId('draft-factions').locator('li')).toHaveCount(4, { timeout: 30_000 });
      await expect(page.getByTestId('draft-positions').locator('li')).toHaveCount(3);
      await expect(page.getByTestId('draft-slices')).toHaveCount(0);
    }
    // Alternate kinds, so that the first round uses both the position and the faction buttons; never a slice.
    const { drafted, speaker } = await runDraftPicks(table, 6, async (pick, page) => {
      await expect(page.locator('[data-testid^="pick-slice-"]')).toHaveCount(0);
      const mine = page.locator(`[data-testid^="pick-${pick % 2 === 0 ? 'position' : 'faction'}-"]`);
      return (await mine.count()) > 0 ? mine.first() : page.locator('[data-testid^="pick-"]').first();
    });
    await expectDraftedGame(table, speaker);
    expect(drafted.size).toBe(3);
    // The host was asked for a pick by email at some point of the draft (every player picks twice).
    const mail = await waitForMail(table.hostEmail, (m) => /faction draft/.test(m.text));
    expect(mail.text).toContain(`/game/${table.gameId}`);
  } finally {
    for (const c of table.contexts) await c.close();
  }
});
