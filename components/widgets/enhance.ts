/**
 * The site's only client script on content pages: progressive enhancement of server-rendered
 * markup, without React (a content page ships at most half the JavaScript of a default
 * Next.js page, so these pages carry no Next.js runtime; see `scripts/strip-runtime.ts`).
 *
 * Each widget marks its root with `data-enhance="<name>"` (`./contract.ts`); the markup works, or
 * at least reads, before this runs. Enhancers only change attributes, `hidden` and text, never
 * the element structure, so React can still hydrate the same markup where it runs: form pages,
 * once a visitor reaches for the form (`./react-on-intent.ts`), and pages Next regenerates at run
 * time. Built by `scripts/build-enhance.ts` into `public/enhance.js`.
 */
import { WidgetContract } from './contract';
import { loadRuntimeOnIntent } from './react-on-intent';
import { ENHANCERS, type Enhancer } from './registry';

/** The registry looked up by any attribute value: a name no widget has finds no enhancer. */
const enhancers: Readonly<Record<string, Enhancer | undefined>> = ENHANCERS;

/** Enhances every marked root, and on form pages arms the loading of React for the forms. */
function enhanceAll(): void {
  loadRuntimeOnIntent();
  for (const root of document.querySelectorAll<HTMLElement>(WidgetContract.RootSelector)) {
    enhancers[root.getAttribute(WidgetContract.DataEnhance) ?? '']?.(root);
  }
}

// An async module can run before the parser reaches the body.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enhanceAll, { once: true });
else enhanceAll();
