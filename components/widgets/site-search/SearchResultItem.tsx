import { RESULT_CLASSES, type SearchResult } from './result-markup';

/**
 * One search result as the results page renders it on the server: a link to the page, its
 * title, and its excerpt with the matched words in `<mark>`. `./search-results.ts` builds the
 * same markup in the browser.
 */
export function SearchResultItem({ result }: { result: SearchResult }) {
  return (
    <li>
      <a href={result.url} className={RESULT_CLASSES.link}>
        <span className={RESULT_CLASSES.title}>{result.title}</span>
        <span className={RESULT_CLASSES.excerpt}>
          {result.excerpt.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}
        </span>
      </a>
    </li>
  );
}
