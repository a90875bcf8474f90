/**
 * What a block shows for one API call: the content once it is there, a loading notice before,
 * and a localized error with a retry button when it failed.
 */
import type { ReactNode } from 'react';
import type { ApiResult } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';

export function ApiContent<T>({ result, children }: { result: ApiResult<T>; children: (data: T) => ReactNode }) {
  const copy = useCopy();
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.error !== undefined) {
    return (
      <div className="home-status home-status--error" role="alert">
        <p>{copy.status.error}</p>
        <button type="button" className="home-button" onClick={result.retry}>
          {copy.status.retry}
        </button>
      </div>
    );
  }
  return (
    <p className="home-status" role="status">
      <span className="home-status__spinner" aria-hidden="true" />
      {copy.status.loading}
    </p>
  );
}
