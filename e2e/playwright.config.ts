import { defineConfig } from '@playwright/test';

/**
 * Browser suite: Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the built app
 * served by the real server on a free port with a fresh embedded database (support/global-setup.ts).
 * One worker: the machine is small and some specs change demo users' passwords.
 */
// One output folder per run (set once here, inherited by the workers): several people may run the suite
// in the same checkout, and Playwright empties its output folder when a run starts.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/run-${process.env.E2E_RUN_ID}`,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // the update prompt's service worker would answer navigations from its cache between tests
    serviceWorkers: 'block',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The whole suite on a laptop screen; the shell, the lists and the axe scans again on a phone (the
  // specs the phone project names), so the run grows by a few tests, not twice.
  projects: [
    // The debtor portal's story, mobile first (docs/portal.md §4), on a demo citizen's debts as the demo
    // office loads them: it runs before the projects whose specs negotiate the demo's apt debts.
    {
      name: 'portal',
      testMatch: ['portal.spec.ts'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: ['portal.spec.ts'],
      dependencies: ['portal'],
      use: { viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'phone',
      testMatch: ['shell.spec.ts', 'a11y.spec.ts', 'screenshots.spec.ts', 'layout.spec.ts'],
      dependencies: ['portal'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
