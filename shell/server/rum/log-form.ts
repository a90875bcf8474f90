/**
 * What the log keeps of a browser's failure message (issue 41 §1): a short, sanitized form with
 * no address, query, number or control character, so a log line neither identifies a visitor
 * nor carries what an attacker typed at length. Never a metric label: those are the kind,
 * section and release only.
 */

/** The most characters of a message a log line keeps. */
export const LOGGED_MESSAGE_MAX = 120;

export function loggedMessageOf(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const sanitized = message
    .slice(0, LOGGED_MESSAGE_MAX * 4)
    // Addresses and anything that looks like one (a query may name a visitor).
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, '<url>')
    .replace(/\S*[/?#=&]\S*/g, '<path>')
    // Numbers (ids, tokens, positions) and anything outside printable text.
    .replace(/\d+/g, '0')
    .replace(/[^\p{L}\p{N}\p{P}\p{Zs}<>]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return sanitized.length > LOGGED_MESSAGE_MAX ? `${sanitized.slice(0, LOGGED_MESSAGE_MAX)}…` : sanitized;
}
