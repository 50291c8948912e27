import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';

/** Props of {@link CompareLink}. */
export type CompareLinkProps = {
  /** The country's slug, chosen in the comparison (`/compare?c=<slug>`). */
  slug: string;
  /** The country's name, in the link text. */
  country: string;
  /** `lang` of the link: the locale's on an English fallback page, else `undefined`. */
  lang: string | undefined;
};

/**
 * The link from a country page to the comparison with this country chosen (docs/requirements.md, §2 Country
 * pages): a scale icon, "Compare {country} with …" and an arrow, marked `data-compare-link`.
 */
export function CompareLink({ slug, country, lang }: CompareLinkProps) {
  const t = useTranslations('jurisdiction');
  return (
    <AppLink
      href={`/compare?c=${encodeURIComponent(slug)}`}
      lang={lang}
      data-compare-link=""
      className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4 decoration-accent/60 hover:decoration-accent"
    >
      <Icon name="Scale" className="size-5 shrink-0 text-accent" />
      {t('compareWith', { country })}
      <span aria-hidden="true">→</span>
    </AppLink>
  );
}
