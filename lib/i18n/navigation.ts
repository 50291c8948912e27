import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * `getPathname({ href, locale })`: the localized path of a page (`/banking` -> `/da/banking`).
 * Links are plain `<a>` (content pages ship no client router), so the rest of next-intl's
 * navigation APIs is not used.
 */
export const { getPathname } = createNavigation(routing);
