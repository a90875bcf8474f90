/**
 * What the section shows when one of its components throws: a localized notice instead of an
 * empty slot. It renders outside the section's context, so it takes the language as a prop.
 */
import type { Language } from '@site/shared-contracts';
import { copyOf } from '../copy/copy';

export function SectionCrashed({ language }: { language: Language }) {
  const copy = copyOf(language);
  return (
    <div className="news-status news-status--error" role="alert">
      <p>{copy.status.crashed}</p>
      <button type="button" className="news-button" onClick={() => window.location.reload()}>
        {copy.status.reload}
      </button>
    </div>
  );
}
