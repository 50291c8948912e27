import { RUNTIME_DATA_ID, type DeferredRuntime } from '../../lib/light-pages/runtime-data';

declare global {
  interface Window {
    /** Next's RSC payload queue, which Next's (removed) inline bootstrap would have started. */
    __next_f?: unknown[];
    /** Turbopack's chunk lists, likewise. */
    TURBOPACK?: unknown[];
  }
}

/**
 * Events that show a visitor reaching for a form: mouse over it, touch, focus, a key, or a
 * value changed without any of those (autofill, assistive technology).
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/**
 * Loads the Next.js runtime (React) on a form page the first time the visitor reaches for a
 * form, instead of with the page (mobile LCP under 1.2 s and performance 100 on every
 * template; React costs a form page about 226 KB of JavaScript).
 *
 * `scripts/strip-runtime.ts` removed the chunks, Next's inline bootstrap and the inline RSC
 * payload from the page (so it has no inline script for the strict CSP to allow) and
 * wrote the chunks and the bootstrap's data into `#next-runtime`. This does what the bootstrap
 * did (start `self.__next_f`, push Turbopack's chunk list), fetches the payload, the route's
 * prerendered `.rsc` (the same bytes Next inlined), queues it in `self.__next_f`, and adds the
 * chunks as async scripts, as Next wrote them. React then hydrates the page; the forms read
 * what the visitor typed meanwhile from the DOM.
 *
 * Until then a form is a plain HTML form that posts to its Server Action (progressive
 * enhancement), so nothing is lost if the visitor submits first or loading fails (a later
 * reach tries again). A query string (e.g. `?subject=` pre-filling the contact form) is read
 * by React only, so such a page loads the runtime at once.
 *
 * Markup: `<script type="application/json" id="next-runtime">` with a {@link DeferredRuntime};
 * pages without it (content pages, pages Next rendered at run time) are left alone.
 */
export function loadRuntimeOnIntent(): void {
  const data = document.getElementById(RUNTIME_DATA_ID);
  if (!data?.textContent) return;
  const runtime = JSON.parse(data.textContent) as DeferredRuntime;
  let state: 'waiting' | 'loading' | 'loaded' = 'waiting';

  async function load(): Promise<void> {
    if (state !== 'waiting') return;
    state = 'loading';
    try {
      // `_rsc` is Next's cache-busting parameter; without it Next answers with a redirect to it.
      const response = await fetch(`${window.location.pathname}?_rsc`, { headers: { RSC: '1' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const payload = await response.text();
      const queue = (window.__next_f ??= []);
      if (queue.length === 0) queue.push([0]);
      queue.push([1, payload]);
      (window.TURBOPACK ??= []).push(...(runtime.turbopack ?? []));
      for (const src of runtime.scripts) {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        document.head.append(script);
      }
      state = 'loaded';
      INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true));
    } catch (error) {
      console.warn('Loading the form scripts failed; the form still posts without them.', error);
      state = 'waiting';
    }
  }

  function onIntent(event: Event): void {
    if (event.target instanceof Element && event.target.closest('form')) void load();
  }

  if (window.location.search) {
    void load();
    return;
  }
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
}
