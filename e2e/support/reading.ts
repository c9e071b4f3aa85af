// Issue 15's acceptance, as a player lives it: before acting, a player reads the table — their own planets' values,
// another player's technologies and a card's text — on whatever screen they hold. Along the way the galaxy, the
// player areas and each form met are kept as screenshots (test artifacts), and each distinct state of the page is
// checked with axe once.
import { expect } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';

/** What a seat can be expected to read: a home planet with its values, a starting technology. */
export interface SeatFacts {
  /** A home planet's name and its "resources/influence" as the planet list shows them, e.g. ['Arretze', '2/0']. */
  readonly planet: readonly [string, string];
  /** A technology the faction starts with, by name. */
  readonly technology: string;
}

/** Opens a <details> by its summary, as a player taps it (unless it is open already). */
export async function openDetails(details: Locator): Promise<void> {
  if ((await details.getAttribute('open')) === null) await details.locator('summary').first().click();
  await expect(details).toHaveAttribute('open', '');
}

/** Screenshots and axe checks, each taken once per name across the test. */
export class Artifacts {
  private readonly taken = new Set<string>();

  constructor(private readonly testInfo: TestInfo) {}

  /** Keeps a screenshot of the element (or the whole page, full length) under `name`, the first time only. */
  async shoot(target: Locator | Page, name: string): Promise<void> {
    if (this.taken.has(`shot:${name}`)) return;
    this.taken.add(`shot:${name}`);
    const path = this.testInfo.outputPath(`${name}.png`);
    // A page is kept whole; an element as it is drawn.
    const body =
      'goto' in target ? await target.screenshot({ fullPage: true, path }) : await target.screenshot({ path });
    await this.testInfo.attach(name, { body, contentType: 'image/png' });
  }

  /** Runs axe on the page as it is now, the first time this state is met. */
  async axe(page: Page, state: string): Promise<void> {
    if (this.taken.has(`axe:${state}`)) return;
    this.taken.add(`axe:${state}`);
    await expectAccessible(page, state);
  }

  /** A form the player meets: its screenshot, and axe on the page that shows it (once per form and screen). */
  async form(page: Page, testId: string, screen: string): Promise<void> {
    const form = page.getByTestId(testId);
    if (!(await form.isVisible())) return;
    await this.shoot(form, `${screen}-${testId}`);
    await this.axe(page, `the game page on a ${screen} showing the ${testId}`);
  }
}

/**
 * The seat reads, before acting: its own planets with their values (ready or exhausted), another player's
 * technologies, and one card's text — an action card in its hand if it holds one, else a strategy card. Asserted
 * on the visible page, so a label, a collapsed list or a missing text fails here.
 */
export async function readTheTable(
  page: Page,
  seat: number,
  other: number,
  facts: { readonly own: SeatFacts; readonly other: SeatFacts },
): Promise<void> {
  const own = page.getByTestId(`player-${seat}-holdings`);
  await openDetails(own);
  const [planet, values] = facts.own.planet;
  const row = page.getByTestId(`player-${seat}-planets`).locator('li').filter({ hasText: planet });
  await expect(row).toBeVisible();
  await expect(row).toContainText(new RegExp(`${values.replace('/', '\\/')} (ready|exhausted)$`));

  const theirs = page.getByTestId(`player-${other}-holdings`);
  await openDetails(theirs);
  await expect(page.getByTestId(`player-${other}-technologies`)).toBeVisible();
  await expect(page.getByTestId(`player-${other}-technologies`)).toContainText(facts.other.technology);

  const actionCard = page.getByTestId('hand-action-cards').locator('details').first();
  if ((await actionCard.count()) > 0) {
    await openDetails(actionCard);
    await expect(actionCard.locator('p')).toBeVisible();
    await expect(actionCard.locator('p')).not.toBeEmpty();
  } else {
    const card = page.getByTestId('strategy-cards').locator('details').first();
    await openDetails(card);
    await expect(card).toContainText('Primary:');
    await expect(card).toContainText('Secondary:');
  }
}
