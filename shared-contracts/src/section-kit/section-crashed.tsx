/**
 * What a section shows when one of its components throws: a localized notice instead of an
 * empty slot. It renders outside the section's context, so it takes the language as a prop.
 */
import type { Language } from '../language';
import { kitCopy } from './copy';

export function SectionCrashed({ language, message }: { language: Language; message?: string }) {
  const copy = kitCopy.copyOf(language);
  return (
    <div className="kit-status kit-status--error" role="alert">
      <p>{message ?? copy.crashed}</p>
      <button type="button" className="kit-button" onClick={() => window.location.reload()}>
        {copy.reload}
      </button>
    </div>
  );
}
