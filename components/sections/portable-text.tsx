import type { PortableTextComponents } from '@portabletext/react';
import { AppLink } from '@/components/ui/AppLink';

/**
 * How rich text (Sanity Portable Text) renders without a typography plugin: spaced paragraphs,
 * bulleted and numbered lists, underlined links (locale-aware for site paths) and headings
 * demoted below the section's h2 (h1–h3 -> h3, h4–h6 -> h4) so each page keeps one h1.
 */
export const portableTextComponents: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="leading-relaxed [&:not(:first-child)]:mt-4">{children}</p>,
    h1: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-primary first:mt-0">{children}</h3>,
    h2: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-primary first:mt-0">{children}</h3>,
    h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-primary first:mt-0">{children}</h3>,
    h4: ({ children }) => <h4 className="mt-6 text-lg font-semibold text-primary first:mt-0">{children}</h4>,
    h5: ({ children }) => <h4 className="mt-6 text-lg font-semibold text-primary first:mt-0">{children}</h4>,
    h6: ({ children }) => <h4 className="mt-6 text-lg font-semibold text-primary first:mt-0">{children}</h4>,
    blockquote: ({ children }) => (
      <blockquote className="mt-6 border-l-4 border-accent pl-4 text-lg italic text-primary first:mt-0">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary first:mt-0">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 marker:text-primary first:mt-0">{children}</ol>,
  },
  listItem: {
    bullet: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
    number: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-foreground">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => {
      const href = (value as { href?: string } | undefined)?.href;
      return href ? (
        <AppLink
          href={href}
          className="font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary"
        >
          {children}
        </AppLink>
      ) : (
        <>{children}</>
      );
    },
  },
};
