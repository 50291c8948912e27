import { AccordionContract } from './accordion/contract';
import { enhanceAccordion } from './accordion/enhance';
import { WidgetContract } from './contract';
import { DisclosureContract } from './disclosure/contract';
import { enhanceDisclosure } from './disclosure/enhance';
import { LanguageLinksContract } from './language-links/contract';
import { enhanceLanguageLinks } from './language-links/enhance';
import { LocationSelectContract } from './location-select/contract';
import { enhanceLocationSelect } from './location-select/enhance';
import { MissingPathContract } from './missing-path/contract';
import { enhanceMissingPath } from './missing-path/enhance';
import { SiteSearchContract } from './site-search/contract';
import { enhanceSiteSearch } from './site-search/enhance';
import { SlideshowContract } from './slideshow/contract';
import { enhanceSlideshow } from './slideshow/enhance';
import { TabsContract } from './tabs/contract';
import { enhanceTabs } from './tabs/enhance';

/** Every widget's name, as its contract (`./<name>/contract.ts`) defines it. */
export type WidgetName =
  | AccordionContract.Name
  | DisclosureContract.Name
  | LanguageLinksContract.Name
  | LocationSelectContract.Name
  | MissingPathContract.Name
  | SiteSearchContract.Name
  | SlideshowContract.Name
  | TabsContract.Name;

/** What runs on a widget's root once the page has it. */
export type Enhancer = (root: HTMLElement) => void;

/**
 * Each widget's enhancer, keyed by its name: a widget without an enhancer, or an enhancer under
 * a name no contract defines, fails type-checking. `./enhance.ts` runs them.
 */
export const ENHANCERS: { readonly [K in WidgetName]: Enhancer } = {
  [AccordionContract.Name]: enhanceAccordion,
  [DisclosureContract.Name]: enhanceDisclosure,
  [LanguageLinksContract.Name]: enhanceLanguageLinks,
  [LocationSelectContract.Name]: enhanceLocationSelect,
  [MissingPathContract.Name]: enhanceMissingPath,
  [SiteSearchContract.Name]: enhanceSiteSearch,
  [SlideshowContract.Name]: enhanceSlideshow,
  [TabsContract.Name]: enhanceTabs,
};

declare module 'react' {
  // The type parameter must be React's own, unused here, for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /**
     * The widget a root element is (`./contract.ts`). Only a {@link WidgetName} type-checks, and
     * that is an enum member, so markup names a widget through its contract
     * (`accordionRootAttrs()`, …): neither a bare string nor a widget without an enhancer
     * compiles.
     */
    [WidgetContract.DataEnhance]?: WidgetName;
  }
}
