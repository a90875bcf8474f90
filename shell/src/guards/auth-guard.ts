import type { GuardContext, GuardDecision } from './guard';

/** SPEC.md §6: there are no roles and no login; every page is open. */
export function authGuard(_context: GuardContext): GuardDecision {
  return null;
}
