import { ButtonLink } from '@/components/ui/Button';
import { missingPathRootAttrs } from '@/components/widgets/missing-path/contract';

/**
 * The not-found page body (docs/requirements.md, §2 Not-found page, §8): `404`, `Oops! Page not found`, a link
 * home; the attempted path goes to the console (`components/widgets/missing-path/enhance.ts`). Texts
 * come in as props from the locale's messages (`app/[locale]/_not-found/NotFoundPage.tsx`).
 */
export function NotFoundTemplate({ code, message, homeLabel }: { code: string; message: string; homeLabel: string }) {
  return (
    <section {...missingPathRootAttrs()} className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-24">
      <div className="text-center">
        <h1 className="font-display text-7xl font-bold text-primary sm:text-8xl">{code}</h1>
        <p className="mt-4 text-xl text-muted-foreground">{message}</p>
        <ButtonLink href="/" variant="default" size="lg" className="mt-8">
          {homeLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
