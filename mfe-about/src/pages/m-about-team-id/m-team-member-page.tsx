/** /m/about/team/:id and /m/about/team/founder: one member on a phone. */
import { ApiContent, BackLink, MobilePage, type RoutePageProps } from '@site/shared-contracts/section-kit';
import { useMember } from '../../api/use-member';
import { MemberProfile } from '../../components/member-profile';
import { TEAM_PATH } from '../../components/team';
import { useCopy } from '../../copy/copy';

export function MobileTeamMemberPage({ params }: RoutePageProps) {
  const copy = useCopy();
  const member = useMember(params);
  const headline = params.id === undefined ? copy.headlines.founder : copy.headlines.member;
  return (
    <MobilePage headline={{ ...headline, title: member.data?.name ?? headline.title }}>
      <ApiContent result={member}>{(detail) => <MemberProfile member={detail} />}</ApiContent>
      <BackLink to={TEAM_PATH}>{copy.member.back}</BackLink>
    </MobilePage>
  );
}
