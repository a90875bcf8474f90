/** What a team member's card shows on both devices: photo, founder badge, name and position. */
import type { TeamMember } from '@site/shared-contracts';
import { fill, type LinkCardProps } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { IMAGE_SIZES } from './image-sizes';
import { memberPath } from './team';

export function useMemberCard() {
  const copy = useCopy();
  return (member: TeamMember, index: number): LinkCardProps => ({
    to: memberPath(member),
    title: member.name,
    image: {
      src: member.photo,
      alt: fill(copy.image.photoOf, { name: member.name }),
      size: IMAGE_SIZES.teamPhoto,
      // The first photo is above the fold.
      eager: index === 0,
    },
    badge: member.isFounder ? copy.team.founder : undefined,
    meta: member.position,
  });
}
