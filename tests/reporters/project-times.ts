import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** What {@link ProjectTimes} writes for one Playwright project. */
export type ProjectTime = {
  /** Tests that ran (not skipped), counted once whatever their retries. */
  tests: number;
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  /** Seconds from Playwright's start to the project's first test start: what it waited for (servers, dependencies, a free worker). */
  startSeconds: number;
  /** Seconds from the project's first test start to its last test end (projects overlap). */
  spanSeconds: number;
  /** Seconds of all its test runs added up, retries included. */
  testSeconds: number;
  /** The same span per spec file, for a project that runs a few files one after another. */
  files: Record<string, number>;
};

/** The file `npm test` reads to print its timing table (`scripts/test/run.mjs`). */
export const PROJECT_TIMES_FILE = process.env.E2E_TIMES_FILE ?? '.data/test-times/e2e.json';

/**
 * A Playwright reporter that writes, per project, how many tests passed, failed, were flaky or
 * skipped and how long the project ran, to {@link PROJECT_TIMES_FILE} as
 * `{ projects: Record<string, ProjectTime>, firstTestSeconds, wallSeconds, status }` (seconds
 * from Playwright's start; builds and servers come first): the browser part of the
 * timing table `npm test` ends with, so the suite's cost stays visible.
 */
export default class ProjectTimes implements Reporter {
  private readonly runs = new Map<string, { start: number; end: number; seconds: number }>();
  private readonly fileRuns = new Map<string, Map<string, { start: number; end: number }>>();
  private readonly started = Date.now();
  private readonly outcomes = new Map<TestCase, string>();
  private firstTest?: number;

  onTestBegin(): void {
    this.firstTest ??= Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? 'unknown';
    this.outcomes.set(test, project);
    if (result.status === 'skipped') return;
    const start = result.startTime.getTime();
    const run = this.runs.get(project) ?? { start, end: start, seconds: 0 };
    run.start = Math.min(run.start, start);
    run.end = Math.max(run.end, start + result.duration);
    run.seconds += result.duration / 1000;
    this.runs.set(project, run);
    const file = path.basename(test.location.file);
    const files = this.fileRuns.get(project) ?? new Map<string, { start: number; end: number }>();
    const fileRun = files.get(file) ?? { start, end: start };
    fileRun.start = Math.min(fileRun.start, start);
    fileRun.end = Math.max(fileRun.end, start + result.duration);
    files.set(file, fileRun);
    this.fileRuns.set(project, files);
  }

  onEnd(result: FullResult): void {
    const projects: Record<string, ProjectTime> = {};
    for (const [test, project] of this.outcomes) {
      const entry = (projects[project] ??= { tests: 0, passed: 0, failed: 0, flaky: 0, skipped: 0, startSeconds: 0, spanSeconds: 0, testSeconds: 0, files: {} });
      const outcome = test.outcome();
      if (outcome === 'skipped') entry.skipped++;
      else {
        entry.tests++;
        if (outcome === 'expected') entry.passed++;
        else if (outcome === 'flaky') entry.flaky++;
        else entry.failed++;
      }
    }
    for (const [project, run] of this.runs) {
      const entry = projects[project];
      if (!entry) continue;
      entry.startSeconds = Math.round((run.start - this.started) / 1000);
      entry.spanSeconds = Math.round((run.end - run.start) / 1000);
      entry.testSeconds = Math.round(run.seconds);
      for (const [file, fileRun] of this.fileRuns.get(project) ?? []) entry.files[file] = Math.round((fileRun.end - fileRun.start) / 1000);
    }
    mkdirSync(path.dirname(PROJECT_TIMES_FILE), { recursive: true });
    const seconds = (from: number, to: number) => Math.round((to - from) / 1000);
    const times = { projects, firstTestSeconds: this.firstTest === undefined ? undefined : seconds(this.started, this.firstTest), wallSeconds: seconds(this.started, Date.now()), status: result.status };
    writeFileSync(PROJECT_TIMES_FILE, `${JSON.stringify(times, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
