/**
 * Runs once when the server starts: reads every configuration variable so a wrong value stops
 * start-up with a message naming it (e.g. `supabaseKey is required. Set SUPABASE_ANON_KEY …`),
 * instead of failing on a visitor's first submit, and warns when a production server has no
 * `NEXT_PUBLIC_SITE_URL`. A production server needs `SUPABASE_URL` or, on purpose,
 * `ENQUIRY_STORE=embedded`; then it opens the embedded enquiry store (when
 * Supabase is not configured) so the first submit does not wait for it. Once the server answers,
 * it renders one page of each route segment again (`lib/startup/warm-routes.ts`). In production
 * and in `next dev` alike it checks the site search's records (`lib/search/index-pages.ts`): made
 * again only when the table is empty or was made by another record version. Before serving, it
 * sets up traces and metrics when configured (`lib/telemetry/register.ts`) and starts delivering
 * the enquiry outbox a previous process left (`lib/enquiries`).
 */
export async function register() {
  // Node.js-only code lives in its own module, imported only for the Node.js runtime, so the
  // Edge instrumentation bundle never compiles it (Next's documented pattern).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkConfigurationOrExit } = await import('./lib/startup/check-configuration');
    await checkConfigurationOrExit();
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // Traces (OTLP, when an OTEL_* endpoint is set) and metrics (METRICS_PORT): before any request.
    const { registerTelemetry } = await import('./lib/telemetry/register');
    await registerTelemetry();
    // `/api/ready` answers 503 until here.
    const { markStarted } = await import('./lib/health/started');
    markStarted();
    // Enquiries a previous process kept in the outbox are delivered without waiting for a submit.
    const [{ getEnquiryOutbox }, { reportDelivery }] = await Promise.all([import('./lib/enquiries'), import('./lib/enquiries/outbox/report')]);
    getEnquiryOutbox(reportDelivery);
    // Not awaited: the server answers meanwhile, and a search that finds no database says so.
    const { ensureSearchRecords } = await import('./lib/search/index-pages');
    void ensureSearchRecords({ always: process.env.NODE_ENV !== 'production' });
    if (process.env.NODE_ENV === 'production') {
      // Not awaited: once the server answers, it renders a page of each route segment, so the
      // first visitor does not load the rendering code.
      const { warmRoutesOnStart } = await import('./lib/startup/warm-routes');
      void warmRoutesOnStart();
    }
  }
}
