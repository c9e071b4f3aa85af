// Helpers for specs that play a game with three browsers (one desktop, two phones): create and start a game,
// know which page the game waits on, read the option buttons, and answer through buttons or forms.
import { devices, expect } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page, Response, TestInfo } from '@playwright/test';
import { completeEmailSignIn, lookAgain, signInByEmail, uniqueEmail } from './players';

export interface Table {
  readonly contexts: BrowserContext[];
  /** Host (desktop), Bea (phone), Cal (phone) — seats 0, 1, 2. */
  readonly pages: [Page, Page, Page];
  readonly names: readonly string[];
  readonly emails: readonly string[];
  readonly gameId: string;
  /** The newest game version any page has shown. */
  latest: number;
  close(): Promise<void>;
}

export interface TableOptions {
  readonly gameName: string;
  /** Tick the custodians-removed house rule when creating the game. */
  readonly custodiansRemoved?: boolean;
  /** The quiet delay of turn emails, in minutes (the form's default is 5: a test reading mail sets 0). */
  readonly notifyDelayMinutes?: number;
  /** The three seats' factions, by their names in the lobby (default: Hacan, Arborec, Letnev). */
  readonly factions?: readonly [string, string, string];
  /** Called with each context before its first page opens (grant permissions, add init scripts). */
  readonly prepare?: (context: BrowserContext, seat: number) => Promise<void>;
}

const FACTIONS = ['The Emirates of Hacan', 'The Arborec', 'The Barony of Letnev'] as const;
const COLORS = ['red', 'blue', 'green'] as const;
const NAMES = ['Hana', 'Bea', 'Cal'] as const;

/** Three players' browsers: the host on a desktop, the two guests on Pixel 7 phones. */
export async function threeContexts(browser: Browser, testInfo: TestInfo): Promise<BrowserContext[]> {
  const { defaultBrowserType: _d1, ...desktop } = devices['Desktop Chrome'];
  const { defaultBrowserType: _d2, ...phone } = devices['Pixel 7'];
  const baseURL = testInfo.project.use.baseURL;
  return [
    await browser.newContext({ ...desktop, baseURL }),
    await browser.newContext({ ...phone, baseURL }),
    await browser.newContext({ ...phone, baseURL }),
  ];
}

export async function openTable(browser: Browser, testInfo: TestInfo, opts: TableOptions): Promise<Table> {
  const contexts = await threeContexts(browser, testInfo);
  for (const [i, c] of contexts.entries()) await opts.prepare?.(c, i);
  const pages = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
  const [host, bea, cal] = pages;
  const hostEmail = uniqueEmail('host');

  await signInByEmail(host, hostEmail, '/games/new');
  await host.getByTestId('game-name').fill(opts.gameName);
  await host.getByTestId('host-name').fill(NAMES[0]);
  await host.getByTestId('players-3').click();
  if (opts.notifyDelayMinutes !== undefined) {
    await host.getByTestId('notify-delay').selectOption(String(opts.notifyDelayMinutes));
  }
  if (opts.custodiansRemoved) {
    await host.getByTestId('house-rules').locator('summary').click();
    await host.getByTestId('custodians-removed').check();
  }
  await host.getByTestId('create-game').click();
  await expect(host).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
  const gameId = host.url().split('/lobby/')[1] ?? '';
  const invitePath = new URL(await host.getByTestId('invite-url').inputValue()).pathname;

  const beaEmail = await joinAs(bea, invitePath, NAMES[1], opts.gameName);
  const calEmail = await joinAs(cal, invitePath, NAMES[2], opts.gameName);
  const factions = opts.factions ?? FACTIONS;
  for (const [i, page] of pages.entries()) {
    await page.getByTestId('choose-faction').selectOption({ label: factions[i]! });
    await expect(page.getByTestId('choose-faction').locator('option:checked')).toHaveText(factions[i]!);
    await page.getByTestId(`choose-color-${COLORS[i]}`).click();
    await expect(page.getByTestId(`choose-color-${COLORS[i]}`)).toHaveAttribute('aria-pressed', 'true');
  }
  if (opts.custodiansRemoved) await expect(bea.getByTestId('lobby-house-rule')).toBeVisible();
  await expect(host.getByTestId('seat-2-faction')).toHaveText(factions[2]);
  await host.getByTestId('start-game').click();
  for (const page of pages) await expect(page).toHaveURL(new RegExp(`/game/${gameId}$`));
  // The game page holds the seat's hidden information (hand, secret objectives): no cache may keep it.
  const cacheControl = (await host.request.get(`/game/${gameId}`)).headers()['cache-control'] ?? '';
  expect(cacheControl).toMatch(/\bprivate\b.*\bno-store\b|\bno-store\b.*\bprivate\b/);

  const table: Table = {
    contexts,
    pages,
    names: NAMES,
    emails: [hostEmail, beaEmail, calEmail],
    gameId,
    latest: 0,
    close: async () => {
      for (const c of contexts) await c.close();
    },
  };
  table.latest = Math.max(...(await Promise.all(pages.map(versionOf))));
  return table;
}

async function joinAs(page: Page, invitePath: string, name: string, gameName: string): Promise<string> {
  // Like joinThroughLink, but the address is kept: the notification test reads this player's mail.
  const email = uniqueEmail(name);
  await page.goto(invitePath);
  await expect(page.getByTestId('join-game-name')).toHaveText(gameName);
  await page.getByTestId('join-sign-in').click();
  await completeEmailSignIn(page, email, invitePath);
  await page.getByTestId('join-name').fill(name);
  await page.getByTestId('join-submit').click();
  await expect(page).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
  return email;
}

export async function versionOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('game-page').getAttribute('data-version'));
}

/** Waits until every page shows the newest version (they poll every few seconds; one behind is looked at again). */
export async function settle(table: Table): Promise<void> {
  for (const page of table.pages) {
    if ((await versionOf(page)) < table.latest) await lookAgain(page);
    await expect(page.getByTestId('game-page')).toHaveAttribute('data-version', String(table.latest), {
      timeout: 30_000,
    });
  }
}

export async function waitsOnMe(page: Page): Promise<boolean> {
  return ((await page.getByTestId('waiting-on').textContent()) ?? '').includes('The game waits on you');
}

/** The pages the game waits on now (after every page caught up). */
export async function waitedOn(table: Table): Promise<Page[]> {
  await settle(table);
  const out: Page[] = [];
  for (const page of table.pages) if (await waitsOnMe(page)) out.push(page);
  return out;
}

export interface OptionInfo {
  readonly type: string;
  readonly label: string;
  readonly group: string;
}

export async function readOptions(page: Page): Promise<OptionInfo[]> {
  return page.getByTestId('decision-option').evaluateAll((els) =>
    els.map((el) => ({
      type: el.getAttribute('data-command-type') ?? '',
      label: (el.textContent ?? '').trim(),
      group: el.closest('[data-group]')?.getAttribute('data-group') ?? '',
    })),
  );
}

const isSubmit = (r: Response) => r.url().includes('/api/trpc/game.submit') && r.request().method() === 'POST';

/** Sends what `trigger` starts (a confirm or a form's submit) and waits for the page to show the next version. */
export async function sent(table: Table, page: Page, trigger: () => Promise<void>): Promise<void> {
  const before = await versionOf(page);
  // A bounded wait: a click that sends nothing fails here, with a screenshot, instead of at the test's timeout.
  const response = page.waitForResponse(isSubmit, { timeout: 60_000 });
  // Observed below; this keeps a trigger that throws first from leaving the wait's rejection unhandled.
  response.catch(() => undefined);
  await trigger();
  expect((await response).status(), 'the command was accepted').toBe(200);
  await expect(page.getByTestId('game-page')).not.toHaveAttribute('data-version', String(before));
  table.latest = Math.max(table.latest, await versionOf(page));
}

/**
 * Taps the option button and confirms it. A refresh that lands between the tap and the confirm (the poller catching
 * up) may clear the selection and leave the confirm disabled; the tap is then made again, up to three times, so the
 * test checks the game rather than the poller's timing.
 */
export async function tapOption(table: Table, page: Page, option: Locator): Promise<string> {
  const label = ((await option.textContent()) ?? '').trim();
  const confirm = page.getByTestId('decision-confirm');
  await option.click();
  await expect(confirm).toContainText(label);
  await sent(table, page, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await confirm.click({ timeout: 10_000 });
        return;
      } catch (error) {
        const cleared = !((await confirm.textContent()) ?? '').includes(label);
        if (attempt >= 3 || !cleared) throw error;
        await option.click();
        await expect(confirm).toContainText(label);
      }
    }
  });
  return label;
}

/** The first option button of a command type whose label matches. */
export function optionButton(page: Page, type: string, label?: RegExp | string): Locator {
  const buttons = page.locator(`[data-testid="decision-option"][data-command-type="${type}"]`);
  return (label === undefined ? buttons : buttons.filter({ hasText: label })).first();
}

export const seatOf = (table: Table, page: Page): number => table.pages.indexOf(page);
