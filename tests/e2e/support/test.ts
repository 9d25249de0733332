import { expect, test as base, type Page } from '@playwright/test';

/**
 * The test of every end-to-end spec: fails the test when the browser reports a
 * Content-Security-Policy violation on any page it opened (issue 11, item 4), so a policy
 * that blocks one of our own scripts, styles or frames is caught where it happens.
 */
/** The annotation of a test that provokes a violation on purpose (and must see it reported). */
export const expectsViolation = 'provokes a Content-Security-Policy violation';

export const test = base.extend<{ contentSecurityPolicyWatch: void }>({
  contentSecurityPolicyWatch: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) {
            violations.push(`${page.url()}: ${message.text()}`);
          }
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (testInfo.annotations.some(({ type }) => type === expectsViolation)) {
        expect(violations.length, 'the violation the test provokes').toBeGreaterThan(0);
      } else {
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
