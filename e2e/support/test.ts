// The `test` every spec uses: Playwright's, plus a guard that fails the spec on any Content-Security-Policy
// violation in any page of any browser context it opens (the `context` fixture and contexts made with
// browser.newContext alike). Chromium reports a violation twice: a `securitypolicyviolation` event in the page and a
// console error "Refused to ..."; either one counts.
import { test as base } from '@playwright/test';
import type { Browser, BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

const BINDING = '__mecatolCspViolation';

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    if (message.type() === 'error' && /^Refused to /.test(message.text())) {
      violations.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  await context.exposeBinding(BINDING, ({ page }, text: string) => violations.push(`${page.url()}: ${text}`));
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
      },
      true,
    );
  }, BINDING);
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (options) => {
        const made = await newContext(options);
        await watch(made, violations);
        return made;
      };
      browser.newContext = patched;
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      if (violations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${[...new Set(violations)].join('\n')}`);
      }
    },
    { auto: true },
  ],
});
