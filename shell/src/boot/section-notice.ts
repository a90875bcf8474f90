/**
 * A section whose code could not load while the document holds its server markup (issue 23): the
 * markup stays, readable, its links plain links that load whole pages, and a small notice in the
 * visitor's language offers to load the page again. The full error panel (bootstrap.tsx) is for a
 * section with nothing to show. The notice lives in the section's container, so it goes with the
 * markup when the visitor navigates elsewhere (sections.ts).
 */
import { RENDERED_URL_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE, type Language } from '@site/shared-contracts';
import { chromeCopy } from '../copy/chrome-copy';
import { SECTION_CONTAINER_CLASS } from '../section-containers';

export const SECTION_NOTICE_CLASS = 'shell-section-notice';

/**
 * The container of `application` when it holds the server's markup of the page shown now: the
 * markup's URL and the address shown are rendered as the same URL (`renderedUrlOf`, rendered-url.ts).
 */
export function serverMarkupOf(
  host: HTMLElement,
  application: string,
  location: Pick<Location, 'pathname' | 'search'>,
  renderedUrlOf: (url: string) => string,
): HTMLElement | null {
  for (const container of host.querySelectorAll<HTMLElement>(`.${SECTION_CONTAINER_CLASS}`)) {
    if (container.dataset.application !== application) continue;
    const renderedUrl = container.getAttribute(RENDERED_URL_ATTRIBUTE);
    const shown =
      renderedUrl !== null && renderedUrlOf(renderedUrl) === renderedUrlOf(`${location.pathname}${location.search}`);
    return container.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && shown ? container : null;
  }
  return null;
}

/** Puts the notice above the markup of `container`, once. */
export function showSectionNotice(container: HTMLElement, language: Language, retry: () => void): void {
  if (container.querySelector(`.${SECTION_NOTICE_CLASS}`)) return;
  const copy = chromeCopy(language).errors;
  const notice = document.createElement('div');
  notice.className = SECTION_NOTICE_CLASS;
  notice.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = copy.sectionNotice;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${SECTION_NOTICE_CLASS}__retry`;
  button.textContent = copy.retry;
  button.addEventListener('click', retry);
  notice.append(text, button);
  container.prepend(notice);
}
