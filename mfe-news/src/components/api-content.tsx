/**
 * What a page shows for one API call: the content once it is there, a loading notice before,
 * and a localized error with a retry button when it failed. A 404 shows nothing: the shell's
 * 404 page takes the section's place.
 */
import type { ReactNode } from 'react';
import { isNotFoundError, type ApiResult } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';

export function ApiContent<T>({ result, children }: { result: ApiResult<T>; children: (data: T) => ReactNode }) {
  const copy = useCopy();
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.error !== undefined) {
    if (isNotFoundError(result.error)) return null;
    return (
      <div className="news-status news-status--error" role="alert">
        <p>{copy.status.error}</p>
        <button type="button" className="news-button" onClick={result.retry}>
          {copy.status.retry}
        </button>
      </div>
    );
  }
  return (
    <p className="news-status" role="status">
      <span className="news-status__spinner" aria-hidden="true" />
      {copy.status.loading}
    </p>
  );
}
