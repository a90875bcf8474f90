/**
 * `@site/shell/server/preview`: what the release command needs to hand out a preview link
 * (decision 069): the secret this site signs with, and the path of a link to one candidate. The
 * command prints `${PUBLIC_ORIGIN}${previewLinkPath(secret, grant)}`.
 */
import { PREVIEW_PATH_PREFIX } from '../../src/preview-paths';
import { signPreviewLink, type PreviewGrant } from './preview-token';

export { previewSecretOf } from './preview-secret';
/** The cookie value a browser holds for `grants`: tests make an expired one with it. */
export { signPreviewCookie } from './preview-token';
export type { PreviewGrant } from './preview-token';
export { PREVIEW_LEAVE_PATH } from '../../src/preview-paths';

/** How long a preview link stays valid unless the command is told otherwise. */
export const DEFAULT_PREVIEW_HOURS = 24;

/** The path of the link that opens a preview of `grant` (expiresAt: ms since the epoch). */
export function previewLinkPath(secret: string, grant: PreviewGrant): string {
  return `${PREVIEW_PATH_PREFIX}${signPreviewLink(secret, grant)}`;
}
