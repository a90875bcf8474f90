/**
 * Pages of a list as real links (?page=2), so the back button, sharing and the server all know
 * the page. Page 1 is the list's own URL. A click shows the link pressed in its own frame and
 * turns the page after it (decision 081).
 */
import { Link, type LinkProps } from 'react-router';
import { fill } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { usePaintFirstClick } from './paint-first';
import { pagePath } from './paths';

function PageLink(props: LinkProps & { to: string }) {
  return <Link {...props} onClick={usePaintFirstClick(props.to)} />;
}

/** The page numbers to show: all of few pages, else the ends and the neighbours of the current one. */
export function pageNumbers(current: number, count: number): (number | 'gap')[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  if (count <= 7) for (let n = 1; n <= count; n += 1) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

export interface PaginationProps {
  basePath: string;
  page: number;
  total: number;
  pageSize: number;
}

export function Pagination({ basePath, page, total, pageSize }: PaginationProps) {
  const copy = useCopy();
  const count = Math.max(1, Math.ceil(total / pageSize));
  if (count <= 1) return null;
  return (
    <nav className="news-pagination" aria-label={copy.pagination.label}>
      <ul className="news-pagination__list">
        {page > 1 && (
          <li>
            <PageLink className="news-pagination__link" to={pagePath(basePath, Math.min(page - 1, count))} rel="prev">
              {copy.pagination.previous}
            </PageLink>
          </li>
        )}
        {pageNumbers(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="news-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageLink
                className={
                  item === page ? 'news-pagination__link news-pagination__link--current' : 'news-pagination__link'
                }
                to={pagePath(basePath, item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={fill(copy.pagination.page, { page: String(item) })}
              >
                {item}
              </PageLink>
            </li>
          ),
        )}
        {page < count && (
          <li>
            <PageLink className="news-pagination__link" to={pagePath(basePath, page + 1)} rel="next">
              {copy.pagination.next}
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
