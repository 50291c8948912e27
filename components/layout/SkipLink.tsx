import { useTranslations } from 'next-intl';

/**
 * "Skip to main content" link to `#main`: visually hidden until it receives keyboard focus.
 * Render it first in `<body>`; the page's `<main>` needs `id="main"`.
 *
 * @param label - the link text; defaults to `nav.skipToContent`
 */
export function SkipLink({ label }: { label?: string } = {}) {
  const t = useTranslations('nav');
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-primary-foreground focus:shadow-card"
    >
      {label ?? t('skipToContent')}
    </a>
  );
}
