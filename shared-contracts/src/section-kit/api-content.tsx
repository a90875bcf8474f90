/**
 * What a page shows for one API call: the content once it is there, a loading notice before,
 * and a localized error with a retry button when it failed. A 404 shows nothing: the shell's
 * 404 page takes the section's place.
 */
import type { ReactNode } from 'react';
import { kitCopy } from './copy';
import { isNotFoundError, type ApiResult } from './use-api';

export function ApiContent<T>({ result, children }: { result: ApiResult<T>; children: (data: T) => ReactNode }) {
  const copy = kitCopy.useCopy();
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.error !== undefined) {
    if (isNotFoundError(result.error)) return null;
    return (
      <div className="kit-status kit-status--error" role="alert">
        <p>{copy.error}</p>
        <button type="button" className="kit-button" onClick={result.retry}>
          {copy.retry}
        </button>
      </div>
    );
  }
  return (
    <p className="kit-status" role="status">
      <span className="kit-status__spinner" aria-hidden="true" />
      {copy.loading}
    </p>
  );
}
