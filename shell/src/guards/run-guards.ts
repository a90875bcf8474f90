import { authGuard } from './auth-guard';
import { resolveDeviceRedirect } from './device-guard';
import type { Guard, GuardContext, GuardDecision } from './guard';
import { resolveLanguageRedirect } from './lang-guard';

export const GUARDS: Readonly<Record<string, Guard>> = {
  auth: authGuard,
  device: resolveDeviceRedirect,
  lang: resolveLanguageRedirect,
};

/** SPEC.md §2: auth, device and lang run on every navigation, in that order. */
export const NAVIGATION_GUARDS = ['auth', 'device', 'lang'];

export class UnknownGuardError extends Error {
  readonly statusCode = 500;
  constructor(name: string) {
    super(`Unknown middleware ${name}`);
  }
}

/** The first redirect any guard decides, or null. An unknown guard name is a 500 (SPEC.md §8). */
export function runGuards(context: GuardContext, names: readonly string[] = NAVIGATION_GUARDS): GuardDecision {
  for (const name of names) {
    const guard = GUARDS[name];
    if (!guard) throw new UnknownGuardError(name);
    const decision = guard(context);
    if (decision) return decision;
  }
  return null;
}
