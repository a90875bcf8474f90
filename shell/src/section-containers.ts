/**
 * The elements sections render into: one host in the section slot, one container per section and
 * URL prefix. The shell server writes them around a server-rendered section; the browser shell
 * takes them over (sections.ts), so the section hydrates in place.
 */
import { RELEASE_ATTRIBUTE, RENDERED_URL_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '@site/shared-contracts';

export const SECTION_HOST_CLASS = 'shell-section-host';
export const SECTION_CONTAINER_CLASS = 'shell-section';

/** The single-spa application of a section under one URL prefix ("", "/en", "/m", "/en/m"). */
export function applicationNameOf(section: string, basename: string): string {
  return `${section}@${basename || '/'}`;
}

export interface ServerRenderedSection {
  application: string;
  release: string;
  /** The path and query the markup was rendered for. */
  url: string;
  /** React's markup of the section. */
  html: string;
}

/** The section slot's content for a section the server rendered. */
export function serverRenderedSlotMarkup({ application, release, url, html }: ServerRenderedSection): string {
  const attribute = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    `<div class="${SECTION_HOST_CLASS}">` +
    `<div class="${SECTION_CONTAINER_CLASS}" data-application="${attribute(application)}" ` +
    `${SERVER_RENDERED_ATTRIBUTE}="1" ${RELEASE_ATTRIBUTE}="${attribute(release)}" ` +
    `${RENDERED_URL_ATTRIBUTE}="${attribute(url)}">${html}</div></div>`
  );
}
