import type { RouteParams } from '@site/shared-contracts';
import { useListAfterLanguageSwitch, useRouteData } from '@site/shared-contracts/section-kit';
import { TEAM_PATH } from '../components/team';
import { founder, member } from '../routes';

/**
 * The member of /about/team/:id, or the founder of /about/team/founder. The founder is in both
 * language backends under the same key, so only a numeric id needs the language-switch fallback.
 */
export function useMember({ id }: RouteParams) {
  const afterLanguageSwitch = useListAfterLanguageSwitch(TEAM_PATH);
  return useRouteData(id === undefined ? founder : member, id === undefined ? {} : afterLanguageSwitch);
}
