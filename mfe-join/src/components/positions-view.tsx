/**
 * The open positions with their filters, count and pages, for the URL's view (api/positions-view).
 * The form keeps the last choices the API listed while the next answer loads, so it never
 * disappears under the visitor's hands.
 */
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiContent, fill, useRouteData } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { hasFilters, positionsSearch, positionsViewOf } from '../api/positions-view';
import { positions } from '../routes';
import { PositionFiltersForm } from './position-filters';
import { PositionList } from './position-list';
import { PositionPages } from './position-pages';

interface Choices {
  cities: readonly string[];
  categories: readonly string[];
}

export function PositionsView() {
  const copy = useCopy().positions;
  const { pathname, search } = useLocation();
  const { filters, page } = positionsViewOf(new URLSearchParams(search));
  const result = useRouteData(positions);
  const headingId = useId();
  const [choices, setChoices] = useState<Choices>(() => ({
    cities: result.data?.cities ?? [],
    categories: result.data?.categories ?? [],
  }));
  useEffect(() => {
    if (result.data) setChoices({ cities: result.data.cities, categories: result.data.categories });
  }, [result.data]);

  return (
    <div className="join-positions-view">
      <PositionFiltersForm filters={filters} cities={choices.cities} categories={choices.categories} />
      {/* Always there, so a screen reader hears the count of each new search. */}
      <p className="join-results__count" role="status">
        {result.data && fill(copy.count, { total: String(result.data.total) })}
      </p>
      <ApiContent result={result}>
        {(data) => (
          <section className="join-results" aria-labelledby={headingId}>
            <h2 id={headingId} className="join-results__heading">
              {copy.listLabel}
            </h2>
            {data.list.length > 0 ? (
              <>
                <PositionList list={data.list} labelledBy={headingId} />
                <PositionPages filters={filters} page={page} total={data.total} pageSize={data.pageSize} />
              </>
            ) : (
              <div className="join-empty">
                <p>{data.total === 0 ? copy.empty : copy.emptyPage}</p>
                {data.total > 0 ? (
                  <Link to={{ pathname, search: positionsSearch(filters) }}>{copy.firstPage}</Link>
                ) : (
                  hasFilters(filters) && <Link to={pathname}>{copy.showAll}</Link>
                )}
              </div>
            )}
          </section>
        )}
      </ApiContent>
    </div>
  );
}
