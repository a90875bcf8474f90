/**
 * The banner of a preview (decision 069): on every page of a browser whose document shows a
 * staged candidate, it names each previewed section and candidate, and links to leaving the
 * preview. Part of the chrome, so the server renders it with the page (nothing shifts) and the
 * browser hydrates it; only the server, honouring a signed cookie, puts a preview in the state.
 */
import type { Language, PreviewedRelease } from '@site/shared-contracts';
import { chromeCopy, fillTemplate } from '../copy/chrome-copy';
import { PREVIEW_LEAVE_PATH } from '../preview-paths';

export function PreviewBanner({ previews, language }: { previews: PreviewedRelease[]; language: Language }) {
  const copy = chromeCopy(language).preview;
  return (
    <aside className="shell-preview-banner" aria-label={copy.label}>
      {previews.map(({ section, version }) => (
        <span key={section}>{fillTemplate(copy.text, { section, version })}</span>
      ))}
      {/* A document request, not a client navigation: the server clears the cookie. */}
      <a className="shell-preview-banner__leave" href={PREVIEW_LEAVE_PATH}>
        {copy.leave}
      </a>
    </aside>
  );
}
