// The small galaxy that the tactical, exploration and leaders specs play on: a map string where the three home systems
// touch each other, Wellon (19) and Vefut II (20) beside them. By default the Hacan, Mentak and L1Z1X pick strategy
// cards so that the seats act in seat order (LRR 83: the lowest initiative number acts first); a spec may seat other
// factions and hand out other cards. One `SmallGalaxy` per game: it remembers the newest version any page has shown,
// so a page catches up (pages poll) before it acts.
import { expect } from './test';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { completeEmailSignIn, decide, isWaitingOnMe, lookAgain, signInByEmail, uniqueEmail } from './players';

/** Positions 1, 7 and 8 are homes (each next to the other two); Wellon (19) at 2, Vefut II (20) at 18. */
export const MAP = '0 19 -1 -1 -1 -1 0 0 -1 -1 -1 -1 -1 -1 -1 -1 -1 20';
/** Home system hex keys by seat (the 0 positions in map order). */
export const HOME = ['0,-1', '0,-2', '1,-2'] as const;
/** Three seats' factions, by their names in the lobby. */
export type Factions = readonly [string, string, string];
/** Each seat's two strategy cards, by their button labels ("1 Leadership"). */
export type Cards = readonly [readonly [string, string], readonly [string, string], readonly [string, string]];
/** No starting technology choice; Cal's L1Z1X fleet (a dreadnought) against Bea's Mentak fleet and PDS. */
export const FACTIONS = ['The Emirates of Hacan', 'The Mentak Coalition', 'The L1Z1X Mindnet'] as const;
/** Strategy cards by seat, so that initiative order is seat order. */
const CARDS: Cards = [
  ['1 Leadership', '4 Construction'],
  ['2 Diplomacy', '5 Trade'],
  ['3 Politics', '6 Warfare'],
];
const COLORS = ['red', 'blue', 'green'] as const;
export const NAMES = ['Hana', 'Bea', 'Cal'] as const;

const isPost = (procedure: string) => (r: Response) =>
  r.url().includes(`/api/trpc/${procedure}`) && r.request().method() === 'POST';

export async function versionOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('game-page').getAttribute('data-version'));
}

/** Taps a system on the map; it must be one the player may activate, so the activation sheet opens. */
export async function tapToActivate(page: Page, system: string): Promise<void> {
  await page.locator(`[data-testid="galaxy-map"] [data-system="${system}"]`).click();
  await expect(page.getByTestId('map-activate')).toHaveAttribute('data-system', system);
}

/** The same with the keyboard: the system is a focusable button named by its contents; Enter opens the sheet. */
export async function keyToActivate(page: Page, system: string, name: RegExp): Promise<void> {
  const hex = page.locator(`[data-testid="galaxy-map"] [data-system="${system}"]`);
  await expect(hex).toHaveAttribute('role', 'button');
  await expect(hex).toHaveAccessibleName(name);
  await hex.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('map-activate')).toHaveAttribute('data-system', system);
}

export class SmallGalaxy {
  /** The newest game version any page has shown. */
  private latest = 0;

  /** The seats' factions and strategy cards default to the tactical spec's (seat order is initiative order). */
  constructor(
    private readonly gameName: string,
    private readonly factions: Factions = FACTIONS,
    private readonly cards: Cards = CARDS,
  ) {}

  /** Waits until the page shows the newest version (pages poll every few seconds; one behind is looked at again). */
  async caughtUp(page: Page): Promise<void> {
    if ((await versionOf(page)) < this.latest) await lookAgain(page);
    await expect.poll(() => versionOf(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(this.latest);
  }

  /**
   * Runs `trigger` (a tap that sends a command, or another procedure that makes a version, e.g. game.takeBack) and
   * waits until the page shows the next version.
   */
  async sends(page: Page, trigger: () => Promise<void>, procedure = 'game.submit'): Promise<void> {
    const before = await versionOf(page);
    // A bounded wait: a tap that sends nothing fails here rather than at the test's timeout.
    const [response] = await Promise.all([page.waitForResponse(isPost(procedure), { timeout: 60_000 }), trigger()]);
    expect(response.status(), 'the command was accepted').toBe(200);
    await expect.poll(() => versionOf(page)).toBeGreaterThan(before);
    this.latest = Math.max(this.latest, await versionOf(page));
  }

  /** The seat whose turn it is, once every page caught up. */
  async whoActs(pages: readonly Page[]): Promise<number> {
    for (const page of pages) await this.caughtUp(page);
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

  /**
   * Another player's leader may answer an activation (e.g. the L1Z1X agent I48S after a system is activated):
   * every other seat the game waits on passes, so the active player goes on. `answers` are the command types that
   * say no (add 'decline-secondary' after a strategic action).
   */
  async othersPass(pages: readonly Page[], actor: number, answers: readonly string[] = ['pass-window']): Promise<void> {
    const no = answers.map((type) => `[data-testid="decision-option"][data-command-type="${type}"]`).join(', ');
    for (let round = 0; round < 3; round++) {
      let answered = false;
      for (const [i, page] of pages.entries()) {
        if (i === actor) continue;
        await this.caughtUp(page);
        if (!(await isWaitingOnMe(page))) continue;
        const pass = page.locator(no).first();
        if ((await pass.count()) === 0) continue;
        await pass.click();
        await this.sends(page, () => page.getByTestId('decision-confirm').click());
        answered = true;
      }
      if (!answered) return;
    }
  }

  /** The map string the game is made from: a subclass may put other systems around the same three homes. */
  protected readonly map: string = MAP;

  /** Host creates the game from the map string, two guests join by the invite link, factions and colours, start. */
  async startGame(contexts: BrowserContext[]): Promise<Page[]> {
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    const [host, ...guests] = pages as [Page, Page, Page];
    await signInByEmail(host, uniqueEmail('host'), '/games/new');
    await host.getByTestId('game-name').fill(this.gameName);
    await host.getByTestId('host-name').fill(NAMES[0]);
    await host.getByTestId('players-3').click();
    await host.getByTestId('custom-map').locator('summary').click();
    await host.getByTestId('map-string').fill(this.map);
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
      await page.getByTestId('choose-faction').selectOption({ label: this.factions[i] ?? '' });
      await expect(page.getByTestId('choose-faction').locator('option:checked')).toHaveText(this.factions[i] ?? '');
      await page.getByTestId(`choose-color-${COLORS[i]}`).click();
      await expect(page.getByTestId(`choose-color-${COLORS[i]}`)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(host.getByTestId('seat-2-faction')).toHaveText(this.factions[2]);
    await host.getByTestId('start-game').click();
    for (const page of pages) await expect(page).toHaveURL(new RegExp(`/game/${gameId}$`));
    return pages;
  }

  /** Setup and the strategy phase through the option buttons, as the three-player spec does. */
  async toActionPhase(pages: Page[]): Promise<void> {
    for (const page of pages) {
      // A page that refreshes between tapping an option and confirming it forgets the option: catch up first.
      await this.caughtUp(page);
      await decide(page, 'choose-secret-objective');
      this.latest = Math.max(this.latest, await versionOf(page));
    }
    const picked = [0, 0, 0];
    for (let pick = 0; pick < 6; pick++) {
      const seat = await this.whoActs(pages);
      const page = pages[seat]!;
      const card = this.cards[seat]?.[picked[seat] ?? 0] ?? '';
      picked[seat] = (picked[seat] ?? 0) + 1;
      await page
        .locator('[data-testid="decision-option"][data-command-type="choose-strategy-card"]', { hasText: card })
        .click();
      await this.sends(page, () => page.getByTestId('decision-confirm').click());
    }
    for (const page of pages) await expect(page.getByTestId('game-phase')).toContainText('Action phase');
    for (const page of pages) this.latest = Math.max(this.latest, await versionOf(page));
  }
}
