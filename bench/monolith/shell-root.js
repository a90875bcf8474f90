/**
 * The shell's document with the monolith's `#shell-root`: the head, the embedded state and the
 * scripts stay the shell server's own; only the rendered body is the monolith's one React tree.
 */
const OPEN = '<div id="shell-root">';

/** `html` with the content of its `#shell-root` (which ends right before the embedded state) replaced by `markup`. */
function replaceShellRoot(html, markup, stateElementId) {
  const start = html.indexOf(OPEN);
  const end = html.indexOf(`</div><script id="${stateElementId}"`, start);
  if (start < 0 || end < 0) throw new Error(`the document has no ${OPEN}…</div> before #${stateElementId}`);
  return `${html.slice(0, start + OPEN.length)}${markup}${html.slice(end)}`;
}

module.exports = { replaceShellRoot };
