/**
 * The addresses of previews (decision 069): a link opens one at `/_preview/<token>`, and
 * `/_preview/leave` (with `?section=`, only that section's) ends it. The server answers them; the
 * banner links the second.
 */
export const PREVIEW_PATH_PREFIX = '/_preview/';
export const PREVIEW_LEAVE_PATH = `${PREVIEW_PATH_PREFIX}leave`;
