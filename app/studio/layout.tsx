import type { ReactNode } from 'react';

/** The Studio's own root layout: no site header, footer or global CSS. */
export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
