/** One team member's page body: photo, position, summary and biography. The name is the page's h1. */
import type { TeamMemberDetail } from '@site/shared-contracts';
import { fill, RichText, SectionImage } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { IMAGE_SIZES } from './image-sizes';

export function MemberProfile({ member }: { member: TeamMemberDetail }) {
  const copy = useCopy();
  return (
    <article className="about-profile">
      <SectionImage
        className="about-profile__photo"
        src={member.photo}
        alt={fill(copy.image.photoOf, { name: member.name })}
        size={IMAGE_SIZES.teamPhoto}
        eager
      />
      <div className="about-profile__text">
        {member.isFounder && <p className="about-badge">{copy.team.founder}</p>}
        <p className="about-profile__position">{member.position}</p>
        <p className="about-profile__summary">{member.summary}</p>
        <h2 className="kit-section-title">{copy.member.biography}</h2>
        <RichText html={member.biography} />
      </div>
    </article>
  );
}
