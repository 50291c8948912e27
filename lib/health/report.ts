import { logger } from '../log/logger';
import { readinessChecks } from './checks';
import { readinessLog, runReadinessChecks, sharedReports, type ReadinessReport } from './readiness';

/** The time limit of each check, in ms: a probe every few seconds must not pile up behind a slow service. */
const CHECK_TIMEOUT_MS = 2000;
/** The shortest time between two rounds of checks, in ms; callers within it share one report. */
const REPORT_INTERVAL_MS = 2000;

const logChanges = readinessLog(({ check, scope, ok, ms, error }) => {
  if (ok) logger.info({ event: 'readiness-check', check, scope, ok, ms }, `readiness: ${check} works again`);
  else logger.warn({ event: 'readiness-check', check, scope, ok, ms, error }, `readiness: ${check} failed (${error})`);
});

/**
 * This instance's readiness (`readinessChecks`): each check within 2 s, at most one round per
 * 2 s shared by every caller, and a log line (event `readiness-check`) each time a check's state
 * changes, so that why it failed is in the log, never in the public answer.
 * @returns the full report, with each check's error; `publicReadiness` is what may be shown
 */
export const readinessReport: () => Promise<ReadinessReport> = sharedReports(async () => {
  const made = await runReadinessChecks(readinessChecks(), CHECK_TIMEOUT_MS);
  logChanges(made);
  return made;
}, REPORT_INTERVAL_MS);
