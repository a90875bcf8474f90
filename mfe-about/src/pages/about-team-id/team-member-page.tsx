/** /about/team/:id and /about/team/founder: one member's photo, position and biography. */
import { ApiContent, BackLink, DesktopPage, type RoutePageProps } from '@site/shared-contracts/section-kit';
import { useMember } from '../../api/use-member';
import { AboutTabs } from '../../components/about-tabs';
import { MemberProfile } from '../../components/member-profile';
import { TEAM_PATH } from '../../components/team';
import { useCopy } from '../../copy/copy';

export function TeamMemberPage({ params }: RoutePageProps) {
  const copy = useCopy();
  const member = useMember(params);
  const headline = params.id === undefined ? copy.headlines.founder : copy.headlines.member;
  return (
    <DesktopPage headline={{ ...headline, title: member.data?.name ?? headline.title }} nav={<AboutTabs />}>
      <ApiContent result={member}>{(detail) => <MemberProfile member={detail} />}</ApiContent>
      <BackLink to={TEAM_PATH}>{copy.member.back}</BackLink>
    </DesktopPage>
  );
}
