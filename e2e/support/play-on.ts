// Playing the small galaxy's game on to a moment a spec wants (LRR 3 the action phase, 81 the status phase, 84 the
// strategy phase): every turn that is not the spec's own takes the seat's next strategic action (a player must use
// its strategy cards before passing, 3.3) or passes; whatever else the game asks is answered the quickest way, as a
// player in a hurry would (decline secondaries, pass windows, score nothing, keep a form's own proposal).
import { expect } from './test';
import type { Page } from '@playwright/test';
import type { SmallGalaxy } from './small-galaxy';

/** The command types of the option buttons a page shows now. */
export async function optionTypes(page: Page): Promise<string[]> {
  return page
    .getByTestId('decision-option')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-command-type') ?? ''));
}

export async function phaseOf(page: Page): Promise<string> {
  return (await page.getByTestId('game-phase').textContent()) ?? '';
}

/** Taps the first option button of a command type whose label matches, and confirms it. */
export async function choose(g: SmallGalaxy, page: Page, type: string, label?: RegExp): Promise<void> {
  const buttons = page.locator(`[data-testid="decision-option"][data-command-type="${type}"]`);
  const option = (label === undefined ? buttons : buttons.filter({ hasText: label })).first();
  await option.click();
  await g.sends(page, () => page.getByTestId('decision-confirm').click());
}

/** One answer for the seat the game waits on: the quickest way through (see the module header). */
async function answer(g: SmallGalaxy, page: Page): Promise<void> {
  // A strategy card's own form (Leadership, Warfare's redistribution, the status phase's tokens): as proposed.
  for (const [form, submit] of [
    ['leadership-form', 'leadership-submit'],
    ['token-form', 'token-submit'],
  ] as const) {
    if (await page.getByTestId(form).isVisible()) return g.sends(page, () => page.getByTestId(submit).click());
  }
  const types = await optionTypes(page);
  for (const type of ['strategic-action', 'pass', 'decline-secondary', 'pass-window', 'choose-strategy-card']) {
    if (types.includes(type)) return choose(g, page, type);
  }
  const options = page.getByTestId('decision-option');
  const quick = options.filter({ hasText: /^(Score no objective|Produce nothing|Move no ships|Do not|Decline)/ });
  if ((await quick.count()) > 0) return choose(g, page, (await quick.first().getAttribute('data-command-type')) ?? '');
  const any = page.locator('[data-group]:not([data-group="Transactions"]) [data-testid="decision-option"]').first();
  expect(await any.count(), 'the page offers an answer').toBe(1);
  await any.click();
  await g.sends(page, () => page.getByTestId('decision-confirm').click());
}

/**
 * Plays the game on until `done` says so for the seat the game waits on (given that seat and its option types), e.g.
 * "Hana starts a turn". Everything asked on the way, of any seat, is answered by `answer`.
 */
export async function playOn(
  g: SmallGalaxy,
  pages: readonly Page[],
  done: (seat: number, types: readonly string[], page: Page) => boolean | Promise<boolean>,
): Promise<void> {
  for (let step = 0; step < 120; step++) {
    const seat = await g.whoActs(pages);
    const page = pages[seat]!;
    if (await done(seat, await optionTypes(page), page)) return;
    await answer(g, page);
  }
  throw new Error('the game did not get there in 120 answers');
}

/** Done when this seat may start a turn (a tactical action is among its options). */
export const turnOf =
  (who: number) =>
  (seat: number, types: readonly string[]): boolean =>
    seat === who && types.includes('tactical-action');
