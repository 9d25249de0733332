import { HtmlValidate } from 'html-validate';

/**
 * Validity only: the "standard" preset checks the HTML rules, not a house style. Added:
 * `aria-label-misuse`, which the W3C validator also reports — an `aria-label(ledby)` on an
 * element that cannot be named (a `div` without a role) is ignored by screen readers.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: { 'aria-label-misuse': 'error' },
});

/** The errors of a page's HTML as the server sent it: "rule: message (line n)". */
export async function validationErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `${message.ruleId}: ${message.message} (line ${message.line})`),
  );
}
