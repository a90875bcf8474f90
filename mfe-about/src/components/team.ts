/** Where team members and stories live, and the order the team is shown in. */
import type { TeamMember } from '@site/shared-contracts';

export const TEAM_PATH = '/about/team';
export const STORY_PATH = '/about/story';

/** The founder has a page of their own, /about/team/founder; everyone else is found by id. */
export function memberPath(member: Pick<TeamMember, 'id' | 'isFounder'>): string {
  return member.isFounder ? `${TEAM_PATH}/founder` : `${TEAM_PATH}/${member.id}`;
}

export function storyPath(id: number): string {
  return `${STORY_PATH}/${id}`;
}

/** The API lists the founder first already; a stable sort keeps that true whatever it sends. */
export function foundersFirst<T extends Pick<TeamMember, 'isFounder'>>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => Number(b.isFounder) - Number(a.isFounder));
}
