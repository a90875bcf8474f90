/**
 * What the section shows when one of its components throws: a localized notice instead of an
 * empty slot. It renders outside the section's context, so it takes the language as a prop.
 */
import type { Language } from '@site/shared-contracts';
import { copyOf } from '../copy/copy';

export function SectionCrashed({ language }: { language: Language }) {
  const copy = copyOf(language);
  return (
    <div className="home-status home-status--error" role="alert">
      <p>{copy.status.crashed}</p>
      <button type="button" className="home-button" onClick={() => window.location.reload()}>
        {copy.status.reload}
      </button>
    </div>
  );
}
