import type { ReactNode } from 'react';
import { Header } from './Header';

/**
 * The page-specific part of the shell (docs/requirements.md, §2 Header and footer): the header, which needs the
 * page's own path for `aria-current` and the language links, then the `<main>` landmark. The
 * locale layout renders the skip link before it and the footer after it.
 *
 * Pages render it because a Next.js layout never learns the path of the page inside it, and the
 * header must be right in the static HTML (content pages run no client router).
 *
 * @param companyName - from the site settings, shown in the header
 * @param currentPath - locale-free path of the page (`/`, `/banking`, `/global-registration/europe`);
 *   `null` on the 404 page
 */
export function PageFrame({
  companyName,
  currentPath,
  children,
}: {
  companyName: string;
  currentPath: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <Header companyName={companyName} currentPath={currentPath} />
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}
