import { isMobilePath } from '@site/shared-contracts';
import { joinLanguagePrefix } from '../routing/location';
import { counterpartOf } from '../routing/page-model';
import type { GuardContext, GuardDecision } from './guard';

/** SPEC.md §2: the user-agent markers of a mobile device. */
export const MOBILE_USER_AGENT_MARKERS = ['Android', 'iPhone', 'SymbianOS', 'Windows Phone', 'iPad', 'iPod'];

/** SPEC.md §9: below this device width the layout is a phone's (CSS); routing follows the user agent. */
export const MOBILE_BREAKPOINT_PX = 560;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT_MARKERS.some((marker) => userAgent.includes(marker));
}

/**
 * A desktop page opened on a phone goes to its /m counterpart (or the mobile home when it has
 * none), and a mobile page on a desktop to its desktop counterpart (or the home page). A route
 * whose manifest says `deviceGuard: false` (the home pages) is never redirected.
 */
export function resolveDeviceRedirect(context: GuardContext): GuardDecision {
  const { path, route, userAgent, search, languagePrefix } = context;
  if (!route || route.entry.deviceGuard === false) return null;
  const mobilePage = isMobilePath(path);
  if (isMobileUserAgent(userAgent) === mobilePage) return null;
  const counterpart = counterpartOf(route);
  const target = counterpart ?? (mobilePage ? '/' : '/m');
  return { redirect: `${joinLanguagePrefix(languagePrefix, target)}${counterpart ? search : ''}` };
}
