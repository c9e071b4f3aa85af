// Mobile-first checks shared by specs: no sideways scrolling and every visible control at least 44 px. A checkbox or
// radio button is tapped through the label that wraps it, so the label is the control measured.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export async function expectPhoneFriendly(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
  const small = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), nav a, a[class*="btn"], label:has(> input[type="checkbox"]), label:has(> input[type="radio"]), summary',
    );
    return Array.from(controls)
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        el: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
        h: Math.round(el.getBoundingClientRect().height),
        w: Math.round(el.getBoundingClientRect().width),
      }))
      .filter((c) => c.h < 44 || c.w < 44);
  });
  expect(small, 'controls smaller than 44 px').toEqual([]);
}
