/**
 * A section's server build renders markup only; the browser build owns the CSS. Style imports
 * become empty modules here.
 */
module.exports = function styleFreeLoader() {
  return '';
};
