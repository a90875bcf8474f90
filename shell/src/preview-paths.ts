/**
 * The addresses of previews (decision 069): a link opens one at `/_preview/<token>`, and
 * `/_preview/leave` (with `?section=`, only that section's) ends it. The server answers them; the
 * banner links the second. Also the name the server gives a content preview in the state, which the
 * banner reads: here, so the server does not reach into a browser layout for it.
 */
export const PREVIEW_PATH_PREFIX = '/_preview/';
export const PREVIEW_LEAVE_PATH = `${PREVIEW_PATH_PREFIX}leave`;

/** The entry a content preview (decision 073) adds to the previews: no section is named so. */
export const CONTENT_PREVIEW_SECTION = '@content';
