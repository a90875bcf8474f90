/** /m/about/team: the management team as a one-column list of tappable rows, founder first. */
import { ApiContent, LinkCard, MobilePage, useRouteData } from '@site/shared-contracts/section-kit';
import { useMemberCard } from '../../components/member-card';
import { foundersFirst } from '../../components/team';
import { useCopy } from '../../copy/copy';
import { members as membersNeed } from '../../routes';

export function MobileTeamPage() {
  const copy = useCopy();
  const members = useRouteData(membersNeed);
  const cardOf = useMemberCard();
  return (
    <MobilePage headline={copy.headlines.team}>
      <ApiContent result={members}>
        {(list) => (
          <ul className="about-m-team">
            {foundersFirst(list).map((member, index) => (
              <li key={member.id}>
                {/* The row is one large tap target. */}
                <LinkCard className="about-m-member" {...cardOf(member, index)} />
              </li>
            ))}
          </ul>
        )}
      </ApiContent>
    </MobilePage>
  );
}
