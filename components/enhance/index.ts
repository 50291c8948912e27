/**
 * The site's only client script on content pages: progressive enhancement of server-rendered
 * markup, without React (issue 7: a content page ships at most half the JavaScript of a default
 * Next.js page, so these pages carry no Next.js runtime; see `scripts/strip-runtime.ts`).
 *
 * Each widget marks its root with `data-enhance="<name>"`; the markup works, or at least reads,
 * before this runs. Enhancers only change attributes, `hidden` and text, never the element
 * structure, so React can still hydrate the same markup where it runs: form pages, once a
 * visitor reaches for the form (`./runtime.ts`), and pages Next regenerates at run time.
 * Built by `scripts/build-enhance.ts` into `public/enhance.js`.
 */
import { enhanceAccordion } from './accordion';
import { enhanceDisclosure } from './disclosure';
import { enhanceLanguageLinks } from './language-links';
import { enhanceLocationSelect } from './location-select';
import { enhanceMissingPath } from './missing-path';
import { loadRuntimeOnIntent } from './runtime';
import { enhanceSlideshow } from './slideshow';
import { enhanceSiteSearch } from '../search/site-search';
import { enhanceTabs } from './tabs';

const ENHANCERS: Record<string, (root: HTMLElement) => void> = {
  accordion: enhanceAccordion,
  disclosure: enhanceDisclosure,
  'language-links': enhanceLanguageLinks,
  'location-select': enhanceLocationSelect,
  'missing-path': enhanceMissingPath,
  'site-search': enhanceSiteSearch,
  slideshow: enhanceSlideshow,
  tabs: enhanceTabs,
};

/** Enhances every marked root, and on form pages arms the loading of React for the forms. */
function enhanceAll(): void {
  loadRuntimeOnIntent();
  for (const root of document.querySelectorAll<HTMLElement>('[data-enhance]')) {
    ENHANCERS[root.dataset.enhance ?? '']?.(root);
  }
}

// An async module can run before the parser reaches the body.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enhanceAll, { once: true });
else enhanceAll();
