/** /about/team/:id and /about/team/founder: one member's photo, position and biography. */
import { ApiContent } from '../../components/api-content';
import { BackLink } from '../../components/back-link';
import { DesktopPage } from '../../components/desktop-page';
import { useListAfterLanguageSwitch } from '../../components/id-route';
import { MemberProfile } from '../../components/member-profile';
import { TEAM_PATH } from '../../components/team';
import { useCopy } from '../../copy/copy';
import { useMember } from '../../api/use-member';

export function TeamMemberPage({ memberId }: { memberId: number | 'founder' }) {
  const copy = useCopy();
  const member = useMember(memberId, useListAfterLanguageSwitch(TEAM_PATH));
  const headline = memberId === 'founder' ? copy.headlines.founder : copy.headlines.member;
  return (
    <DesktopPage headline={{ ...headline, title: member.data?.name ?? headline.title }}>
      <ApiContent result={member}>{(detail) => <MemberProfile member={detail} />}</ApiContent>
      <BackLink to={TEAM_PATH}>{copy.member.back}</BackLink>
    </DesktopPage>
  );
}
