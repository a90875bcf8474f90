/**
 * SPEC.md §4: switching language resets some views. Pure, so the rule is unit-tested.
 */
export type LanguageReset = { kind: 'reload' } | { kind: 'back' } | { kind: 'go'; path: string } | { kind: 'stay' };

const RULES: { test: RegExp; reset: LanguageReset }[] = [
  { test: /^\/(m\/?)?(home)?$/, reset: { kind: 'reload' } },
  { test: /^\/(m\/)?product\/view(\/|$)/, reset: { kind: 'back' } },
  { test: /^\/m\/news\/dynamic\/[^/]+$/, reset: { kind: 'go', path: '/m/news/dynamic' } },
  { test: /^\/news\/(dynamic|research)\/[^/]+$/, reset: { kind: 'go', path: '/news/dynamic' } },
  { test: /^\/honour\/organization\/partner$/, reset: { kind: 'go', path: '/honour/organization' } },
  { test: /^\/contact\/join\/(socialRecruit|postDetail)(\/|$)/, reset: { kind: 'go', path: '/contact/join' } },
];

/** What happens to the page at `path` (without the /en prefix) when the visitor switches language. */
export function languageResetOf(path: string): LanguageReset {
  return RULES.find((rule) => rule.test.test(path))?.reset ?? { kind: 'stay' };
}
