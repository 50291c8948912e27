'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Logs the path a visitor tried to open to the browser console (spec §2 Not-found page), as a
 * warning: the page works as intended, and an error would be counted against it by Lighthouse.
 */
export function LogMissingPath() {
  const pathname = usePathname();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return null;
}
