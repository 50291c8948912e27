import { EnhanceScript } from '@/components/layout/EnhanceScript';
import { missingPathRootAttrs } from '@/components/widgets/missing-path/contract';
import en from '@/messages/en.json';
import './globals.css';

/**
 * Not-found page for requests outside the locale routes (e.g. `/missing.txt`): same texts,
 * own `<html>` because the root layout passes children through.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main {...missingPathRootAttrs()} className="flex min-h-dvh items-center justify-center bg-muted px-4 text-center">
          <div>
            <h1 className="font-display text-7xl font-bold text-primary">{en.notFound.code}</h1>
            <p className="mt-4 text-xl text-muted-foreground">{en.notFound.message}</p>
            {/* A plain link: this page ships no client router. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="mt-8 inline-block rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground">
              {en.notFound.home}
            </a>
          </div>
        </main>
        <EnhanceScript />
      </body>
    </html>
  );
}
