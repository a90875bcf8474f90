/**
 * The pages of the positions list as real links that keep the filters (?city=…&page=2), so
 * the server, the back button and a shared link all show the same page. The first page is the
 * list's URL without ?page.
 */
import { Link } from 'react-router';
import { fill } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { positionsSearch, type PositionFilters } from '../api/positions-view';

/** Every page up to nine of them; beyond that the first, the last and the current one's neighbours. */
export function shownPages(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page += 1) {
    const near = Math.abs(page - current) <= 1 || page === 1 || page === count;
    if (count <= 9 || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export interface PositionPagesProps {
  filters: PositionFilters;
  page: number;
  total: number;
  pageSize: number;
}

export function PositionPages({ filters, page, total, pageSize }: PositionPagesProps) {
  const copy = useCopy().pagination;
  const count = Math.ceil(total / pageSize);
  if (count < 2) return null;
  const to = (target: number) => ({ search: positionsSearch(filters, target) });
  return (
    <nav className="join-pager" aria-label={copy.label}>
      {page > 1 && (
        <Link className="join-pager__step" to={to(Math.min(page - 1, count))} rel="prev">
          {copy.previous}
        </Link>
      )}
      <ol className="join-pager__pages">
        {shownPages(page, count).map((target, index) =>
          target === null ? (
            <li key={`gap${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                className="join-pager__page"
                to={to(target)}
                aria-label={fill(copy.page, { page: String(target) })}
                aria-current={target === page ? 'page' : undefined}
              >
                {target}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < count && (
        <Link className="join-pager__step" to={to(page + 1)} rel="next">
          {copy.next}
        </Link>
      )}
    </nav>
  );
}
