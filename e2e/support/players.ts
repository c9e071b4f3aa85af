// Helpers the e2e specs share: signing in through the emailed magic link, joining, and deciding on a game page.
import { expect } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { waitForSignInLink } from './mailbox';

export const uniqueEmail = (name: string) =>
  `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** On the sign-in page: ask for a link, open it from the mailbox, land on the callback page. */
export async function completeEmailSignIn(page: Page, email: string, landsOn: string): Promise<void> {
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-email-submit').click();
  await expect(page.getByTestId('check-email')).toBeVisible();
  await page.goto(await waitForSignInLink(email));
  await expect(page).toHaveURL(new RegExp(`${escape(landsOn)}$`));
}

export async function signInByEmail(page: Page, email: string, callbackUrl = '/games'): Promise<void> {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await completeEmailSignIn(page, email, callbackUrl);
}

/** Opens the invite link signed out, signs in from there, takes a seat under `name`, lands in the lobby. */
export async function joinThroughLink(page: Page, invitePath: string, name: string, gameName: string): Promise<void> {
  await page.goto(invitePath);
  await expect(page.getByTestId('join-game-name')).toHaveText(gameName);
  await page.getByTestId('join-sign-in').click();
  await completeEmailSignIn(page, uniqueEmail(name), invitePath);
  await page.getByTestId('join-name').fill(name);
  await page.getByTestId('join-submit').click();
  await expect(page).toHaveURL(/\/lobby\/[A-Za-z0-9_-]+$/);
}

const isSubmit = (r: Response) => r.url().includes('/api/trpc/game.submit') && r.request().method() === 'POST';

/**
 * The player looks at the page again: the browser tells it it is visible (a `visibilitychange` event), and the page
 * asks the server for the game's version at once, as it does whenever a player comes back to the tab, instead of at
 * its next poll (every 3 s). Used where a spec waits for every page to catch up after another player's command:
 * the catching up is still the page's own (the same query and refresh as its poll), only sooner.
 */
export async function lookAgain(page: Page): Promise<void> {
  // A page that is loading anew has no document to tell; it loads the newest version anyway.
  await page
    .evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
    .catch(() => undefined);
}

/** Taps the first option of `commandType` and confirms; returns the option's label and the HTTP status. */
export async function tryDecide(
  page: Page,
  commandType: string,
): Promise<{ label: string; status: number; version: string | null }> {
  const version = await page.getByTestId('game-page').getAttribute('data-version');
  const option = page.locator(`[data-testid="decision-option"][data-command-type="${commandType}"]`).first();
  const label = (await option.textContent())?.trim() ?? '';
  const confirm = page.getByTestId('decision-confirm');
  const submitted = page.waitForResponse(isSubmit);
  // A refresh landing between the tap and the confirm (the poller catching up) may clear the selection and leave the
  // confirm disabled: tap again, up to three times (as tapOption in table.ts does).
  for (let attempt = 1; ; attempt++) {
    await option.click();
    try {
      await expect(confirm).toContainText(label, { timeout: 5_000 });
      await confirm.click({ timeout: 10_000 });
      break;
    } catch (error) {
      const cleared = !((await confirm.textContent()) ?? '').includes(label);
      if (attempt >= 3 || !cleared) throw error;
    }
  }
  const response = await submitted;
  return { label, status: response.status(), version };
}

/** Decides, retrying if the page was a step behind (409); waits until the page shows the new state. */
export async function decide(page: Page, commandType: string): Promise<string> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const { label, status, version } = await tryDecide(page, commandType);
    await expect(page.getByTestId('game-page')).not.toHaveAttribute('data-version', version ?? '');
    if (status === 200) return label;
    if (status !== 409) throw new Error(`submitting "${label}" answered ${status}`);
  }
  throw new Error('gave up after repeated conflicts');
}

export async function isWaitingOnMe(page: Page): Promise<boolean> {
  const text = await page
    .getByTestId('waiting-on')
    .textContent({ timeout: 1_000 })
    .catch(() => null);
  return text?.includes('The game waits on you') ?? false;
}
