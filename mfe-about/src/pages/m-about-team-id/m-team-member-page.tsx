/** /m/about/team/:id and /m/about/team/founder: one member on a phone. */
import { ApiContent } from '../../components/api-content';
import { BackLink } from '../../components/back-link';
import { useListAfterLanguageSwitch } from '../../components/id-route';
import { MemberProfile } from '../../components/member-profile';
import { MobilePage } from '../../components/mobile-page';
import { TEAM_PATH } from '../../components/team';
import { useCopy } from '../../copy/copy';
import { useMember } from '../../api/use-member';

export function MobileTeamMemberPage({ memberId }: { memberId: number | 'founder' }) {
  const copy = useCopy();
  const member = useMember(memberId, useListAfterLanguageSwitch(TEAM_PATH));
  const headline = memberId === 'founder' ? copy.headlines.founder : copy.headlines.member;
  return (
    <MobilePage headline={{ ...headline, title: member.data?.name ?? headline.title }}>
      <ApiContent result={member}>{(detail) => <MemberProfile member={detail} />}</ApiContent>
      <BackLink to={TEAM_PATH}>{copy.member.back}</BackLink>
    </MobilePage>
  );
}
