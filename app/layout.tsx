import type { ReactNode } from 'react';

/**
 * The root layout only passes children through: `app/[locale]/layout.tsx` and the Studio's
 * layout render their own `<html>` (next-intl's recommended setup with a root not-found page).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
