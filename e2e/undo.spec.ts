// Undo with approval (issue 16) in three browsers (one desktop, two phones): a strategy card chosen by a misclick is
// undone once the player it asked approves — everyone sees the request name the command, then the game back before
// it and the audit trail; a second request is refused and changes nothing.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectPhoneFriendly } from './support/phone';
import { openTable, optionButton, seatOf, settle, tapOption, versionOf, waitedOn, type Table } from './support/table';

/** Waits until `page` shows a version newer than `before`, and records it as the table's latest. */
async function moved(table: Table, page: Page, before: number): Promise<void> {
  await expect(page.getByTestId('game-page')).not.toHaveAttribute('data-version', String(before), { timeout: 30_000 });
  table.latest = Math.max(table.latest, await versionOf(page));
}

test('a misclicked strategy card is undone once the player it asked approves; a refused request changes nothing', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(10 * 60_000);
  const table = await openTable(browser, testInfo, { gameName: 'E2E Undo' });
  const { pages } = table;
  try {
    for (const page of pages) {
      await settle(table);
      await tapOption(table, page, optionButton(page, 'choose-secret-objective'));
    }

    // --- The speaker picks Warfare by mistake (they meant Leadership) ----------------------------------------------
    const [chooser] = await waitedOn(table);
    await tapOption(table, chooser!, optionButton(chooser!, 'choose-strategy-card', 'Warfare'));
    const misclick = await versionOf(chooser!);
    const [next] = await waitedOn(table);
    const third = pages.find((p) => p !== chooser && p !== next)!;
    // It asked the next player to choose: it cannot be taken back at once, only undone with their approval.
    await expect(chooser!.getByTestId('take-back')).toBeHidden();
    await chooser!.getByTestId('undo-choices').locator('summary').click();
    await chooser!.getByTestId(`undo-ask-${misclick}`).click();
    await moved(table, chooser!, misclick);
    await settle(table);
    for (const page of pages) {
      const pending = page.getByTestId('undo-pending');
      await expect(pending).toContainText('asks to undo: 1 command');
      await expect(pending).toContainText('Warfare');
      await expect(page.getByTestId('undo-approvers')).toContainText(
        `Needs the approval of ${table.names[seatOf(table, next!)]}`,
      );
    }
    // Only the player asked approves or refuses; the asker may withdraw; the third player only reads.
    await expect(third.getByTestId('undo-approve')).toHaveCount(0);
    await expect(chooser!.getByTestId('undo-approve')).toHaveCount(0);
    await expect(chooser!.getByTestId('undo-refuse')).toHaveText('Withdraw');
    await expectPhoneFriendly(seatOf(table, next!) === 0 ? third : next!);

    const before = await versionOf(next!);
    await next!.getByTestId('undo-approve').click();
    await moved(table, next!, before);
    await settle(table);
    // The game is back before the pick: the speaker chooses again; everyone reads what was undone and who approved.
    expect(await waitedOn(table)).toEqual([chooser]);
    for (const page of pages) {
      await expect(page.getByTestId('undo-pending')).toHaveCount(0);
      await expect(page.getByTestId(`player-${seatOf(table, chooser!)}-strategy-cards`)).not.toContainText('Warfare');
      await page.getByTestId('undo-trail').locator('summary').click();
      await expect(page.getByTestId('undo-trail-entry')).toContainText(
        `approved by ${table.names[seatOf(table, next!)]}`,
      );
      await expect(page.getByTestId('undo-trail-entry')).toContainText('Warfare');
    }
    await tapOption(table, chooser!, optionButton(chooser!, 'choose-strategy-card', 'Leadership'));

    // --- The next player asks to undo their pick too; the player after them refuses: nothing changes -------------
    await settle(table);
    const [second] = await waitedOn(table);
    await tapOption(table, second!, optionButton(second!, 'choose-strategy-card', 'Politics'));
    const picked = await versionOf(second!);
    const [asked] = await waitedOn(table);
    await second!.getByTestId('undo-choices').locator('summary').click();
    await second!.getByTestId(`undo-ask-${picked}`).click();
    await moved(table, second!, picked);
    await settle(table);
    const shown = await asked!.getByTestId('undo-pending').textContent();
    expect(shown).toContain('Politics');
    const version = await versionOf(asked!);
    await asked!.getByTestId('undo-refuse').click();
    await moved(table, asked!, version);
    await settle(table);
    expect(await waitedOn(table)).toEqual([asked]);
    for (const page of pages) {
      await expect(page.getByTestId('undo-pending')).toHaveCount(0);
      await expect(page.getByTestId(`player-${seatOf(table, second!)}-strategy-cards`)).toContainText('Politics');
    }
  } finally {
    await table.close();
  }
});
