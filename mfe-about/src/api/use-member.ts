import { useApi, type ApiOptions } from '@site/shared-contracts/section-kit';

/**
 * A team member by id, or the founder. The founder is in both language backends under the same
 * key, so only a numeric id needs the language-switch fallback.
 */
export function useMember(memberId: number | 'founder', afterLanguageSwitch: ApiOptions) {
  return useApi('/api/web/team/detail', { id: String(memberId) }, memberId === 'founder' ? {} : afterLanguageSwitch);
}
