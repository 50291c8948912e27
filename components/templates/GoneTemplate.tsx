import { ButtonLink } from '@/components/ui/Button';

/** Texts of {@link GoneTemplate}, from the locale's messages (`gone`). */
export type GoneTexts = { heading: string; message: string; home: string; search: string };

/**
 * The body of the page answering the old address of a deleted page (status 410): a heading
 * saying the page was removed, a line pointing on, and links to the home page and the search.
 * Rendered by the prerendered route `/[locale]/page-gone`.
 */
export function GoneTemplate({ texts }: { texts: GoneTexts }) {
  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-24">
      <div className="max-w-xl text-center">
        <h1 className="font-display text-4xl font-bold text-primary sm:text-5xl">{texts.heading}</h1>
        <p className="mt-4 text-xl text-muted-foreground">{texts.message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/" variant="default" size="lg">
            {texts.home}
          </ButtonLink>
          <ButtonLink href="/search" variant="outline" size="lg">
            {texts.search}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
