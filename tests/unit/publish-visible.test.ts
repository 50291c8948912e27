import { describe, expect, it } from 'vitest';
import { siteMetrics } from '@/lib/telemetry/metrics';
import { expectVisible, observeVisible, VISIBLE_WITHIN_MS } from '@/lib/telemetry/publish-visible';

const observed = async () =>
  (await siteMetrics().registry.getMetricsAsJSON())
    .find((metric) => metric.name === 'publish_to_visible_seconds')
    ?.values.find((value) => (value as { metricName?: string }).metricName === 'publish_to_visible_seconds_count')?.value ?? 0;

describe('publish to visible', () => {
  it('measures from the publish to the first page served that was made after it, once', async () => {
    const before = await observed();
    const published = Date.now() - 1_500;
    expectVisible(['region:europe', 'jurisdiction:malta'], published);
    // A page from before the publish (a shared-cache entry not yet replaced) shows none of it.
    observeVisible(['region:europe'], published - 10_000);
    expect(await observed()).toBe(before);
    // One another instance made after it, read from the shared cache.
    observeVisible(['siteSettings', 'region:europe'], published + 800);
    expect(await observed()).toBe(before + 1);
    observeVisible(['region:europe']);
    expect(await observed()).toBe(before + 1);
    // A later publish of a tag still waiting restarts its clock.
    const sum = async () =>
      (await siteMetrics().registry.getMetricsAsJSON())
        .find((metric) => metric.name === 'publish_to_visible_seconds')
        ?.values.find((value) => (value as { metricName?: string }).metricName === 'publish_to_visible_seconds_sum')?.value ?? 0;
    const total = await sum();
    expectVisible(['jurisdiction:malta'], Date.now());
    observeVisible(['jurisdiction:malta']);
    expect(await observed()).toBe(before + 2);
    expect((await sum()) - total).toBeLessThan(1);
  });

  it('forgets a publish no page of this instance showed within the window', async () => {
    const before = await observed();
    expectVisible(['jurisdiction:cyprus'], Date.now() - VISIBLE_WITHIN_MS - 1_000);
    observeVisible(['jurisdiction:cyprus']);
    expect(await observed()).toBe(before);
  });
});
