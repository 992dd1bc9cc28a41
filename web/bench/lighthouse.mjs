// Lighthouse (desktop preset, simulated throttling) on the login page and on the affiliate
// dashboard, driving Debian's Chromium headless through chrome-launcher. Prints the performance
// score, CLS, TBT and LCP of each page against the targets of issue #6 (reported, never asserted)
// and the audits Lighthouse flags. Expects a running stack (bench/run.mjs starts one).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, DEMO_PASSWORD, demoAccounts, webUrl } from './stack.mjs';

export const TARGETS = { performance: 95, cls: 0.05, tbtMs: 100 };
/** Runs per page after one unrecorded warm-up; the run with the median score is reported. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
/** Where to keep every run's full report (JSON, for the Lighthouse viewer), when set. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
let reportCount = 0;

/**
 * Signs in through the login form in the browser Lighthouse will use. The session persists in
 * localStorage, which Lighthouse keeps (its default storage reset clears caches and service
 * workers, not localStorage), so the dashboard opens signed in, from an empty HTTP cache.
 */
async function signIn(port, username) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${webUrl}/`);
    await page.getByLabel('E-mail').fill(username);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('form', { name: 'Entrar' }).getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Notificações' }).waitFor({ timeout: 30_000 });
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser chrome-launcher started stays up, signed in.
    await browser.close();
  }
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, on a busy machine) is retried. */
async function lighthouseReport(port, url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    if (!lhr.runtimeError) {
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        const name = `${String(++reportCount).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
        writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
      }
      return lhr;
    }
    if (attempt === attempts) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    console.warn(`  (Lighthouse on ${url}: ${lhr.runtimeError.code}; running it again)`);
  }
}

async function audit(port, url) {
  const lhr = await lighthouseReport(port, url);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const flagged = Object.values(lhr.audits)
    .filter(
      (item) =>
        item.score !== null &&
        item.score < 0.9 &&
        ['numeric', 'binary', 'metricSavings'].includes(item.scoreDisplayMode) &&
        !['cumulative-layout-shift', 'total-blocking-time', 'largest-contentful-paint'].includes(item.id),
    )
    .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    siMs: metric('speed-index'),
    flagged,
    // Lighthouse's own CPU benchmark of this run (higher is faster; TBT scales inversely with it).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const mark = (ok) => (ok ? 'ok' : 'MISSED');

/** Runs the audits and prints them; resolves with the median run of each page. */
export async function runLighthouse({ log = console.log } = {}) {
  const loadBefore = loadavg()[0];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const results = [];
  try {
    const pages = [
      { name: 'login (/ logged out)', url: `${webUrl}/` },
      { name: 'affiliate dashboard (/dashboard)', url: `${webUrl}/dashboard`, user: demoAccounts.affiliated },
    ];
    for (const page of pages) {
      if (page.user) await signIn(chrome.port, page.user);
      await audit(chrome.port, page.url); // warm-up: the servers' first answers are not measured
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, page.url));
      results.push({ ...page, runs, median: median(runs) });
    }
  } finally {
    await chrome.kill();
  }

  log(
    `\nLighthouse ${desktopConfig.settings.formFactor} preset, median of ${RUNS} runs (scores of every run in brackets):`,
  );
  const benchmarkIndexes = results.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex));
  log(
    `  machine: load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, ` +
      `${availableParallelism()} cores; Lighthouse benchmarkIndex ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`,
  );
  log(
    `  ${'page'.padEnd(34)} ${'perf'.padStart(5)} ${'CLS'.padStart(7)} ${'TBT'.padStart(8)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)}`,
  );
  for (const { name, runs, median: m } of results) {
    log(
      `  ${name.padEnd(34)} ${String(m.performance).padStart(5)} ${m.cls.toFixed(3).padStart(7)} ` +
        `${`${Math.round(m.tbtMs)} ms`.padStart(8)} ${`${Math.round(m.lcpMs)} ms`.padStart(8)} ` +
        `${`${Math.round(m.fcpMs)} ms`.padStart(8)}  [${runs.map((run) => run.performance).join(', ')}]`,
    );
  }
  log(
    `Targets (reported, not asserted): performance ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms`,
  );
  for (const { name, median: m } of results) {
    log(
      `  ${name}: performance ${mark(m.performance >= TARGETS.performance)}, CLS ${mark(m.cls <= TARGETS.cls)}, ` +
        `TBT ${mark(m.tbtMs <= TARGETS.tbtMs)}${m.flagged.length ? `; flagged: ${m.flagged.join(', ')}` : ''}`,
    );
  }
  return results;
}
