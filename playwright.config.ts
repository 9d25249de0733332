import { execSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { e2eStripeEnv } from './tests/e2e/support/payments';

/** Debian's chromium, launched with the flags this machine needs (see ARCHITECTURE.md). */
const executablePath = execSync('command -v chromium', {
  shell: '/bin/sh',
  encoding: 'utf8',
}).trim();
const port = Number(process.env.E2E_PORT ?? 3100);
const launchOptions = {
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A fake microphone that needs no prompt: chat's voice messages (tests/e2e/chat.spec.ts).
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that fails once is a bug to find, in the product or in the test.
  retries: 0,
  reporter: [['list']],
  use: { baseURL: `http://localhost:${port}`, trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/web-settings`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // Stripe with test keys and a stand-in API (tests/e2e/payments.spec.ts starts it).
    env: { E2E_PORT: String(port), ...e2eStripeEnv() },
  },
});
