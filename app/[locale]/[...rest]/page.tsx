import { notFound } from 'next/navigation';

/** Any path below a locale that no other route segment matches renders the 404 page. */
export default function CatchAll() {
  notFound();
}
