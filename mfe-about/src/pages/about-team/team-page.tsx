/** /about/team: the management team, founder first, each card leading to the member's page. */
import { ApiContent, DesktopPage, LinkCard, useRouteData } from '@site/shared-contracts/section-kit';
import { AboutTabs } from '../../components/about-tabs';
import { useMemberCard } from '../../components/member-card';
import { foundersFirst } from '../../components/team';
import { useCopy } from '../../copy/copy';
import { members as membersNeed } from '../../routes';

export function TeamPage() {
  const copy = useCopy();
  const members = useRouteData(membersNeed);
  const cardOf = useMemberCard();
  return (
    <DesktopPage headline={copy.headlines.team} nav={<AboutTabs />}>
      <ApiContent result={members}>
        {(list) => (
          <ul className="kit-grid about-team">
            {foundersFirst(list).map((member, index) => (
              <li key={member.id} className={member.isFounder ? 'about-team__founder' : undefined}>
                <LinkCard className="about-card" {...cardOf(member, index)} text={member.summary} />
              </li>
            ))}
          </ul>
        )}
      </ApiContent>
    </DesktopPage>
  );
}
