/**
 * The banner of a preview (decision 069): on every page of a browser whose document shows a
 * staged candidate, it names each previewed section and candidate, and links to leaving the
 * preview. Part of the chrome, so the server renders it with the page (nothing shifts) and the
 * browser hydrates it; only the server, honouring a signed cookie, puts a preview in the state.
 */
import type { Language, PreviewedRelease } from '@site/shared-contracts';
import { chromeCopy, fillTemplate } from '../copy/chrome-copy';
import { CONTENT_PREVIEW_SECTION, PREVIEW_LEAVE_PATH } from '../preview-paths';

const CONTENT_PREVIEW_TEXT: Record<Language, string> = {
  s: '预览：内容预览，含尚未发布的内容，仅本浏览器可见',
  t: '預覽：內容預覽，含尚未發佈的內容，僅本瀏覽器可見',
  e: 'Preview: previewed content, unpublished items included, in this browser only',
};

export function PreviewBanner({ previews, language }: { previews: PreviewedRelease[]; language: Language }) {
  const copy = chromeCopy(language).preview;
  return (
    <aside className="shell-preview-banner" aria-label={copy.label}>
      {previews.map(({ section, version }) => (
        <span key={section}>
          {section === CONTENT_PREVIEW_SECTION
            ? CONTENT_PREVIEW_TEXT[language]
            : fillTemplate(copy.text, { section, version })}
        </span>
      ))}
      {/* A document request, not a client navigation: the server clears the cookie. */}
      <a className="shell-preview-banner__leave" href={PREVIEW_LEAVE_PATH}>
        {copy.leave}
      </a>
    </aside>
  );
}
