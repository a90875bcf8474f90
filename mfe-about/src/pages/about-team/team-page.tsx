/** /about/team: the management team, founder first, each card leading to the member's page. */
import { Link } from 'react-router';
import { ApiContent, DesktopPage, fill, SectionImage, useRouteData } from '@site/shared-contracts/section-kit';
import { AboutTabs } from '../../components/about-tabs';
import { IMAGE_SIZES } from '../../components/image-sizes';
import { foundersFirst, memberPath } from '../../components/team';
import { useCopy } from '../../copy/copy';
import { members as membersNeed } from '../../routes';

export function TeamPage() {
  const copy = useCopy();
  const members = useRouteData(membersNeed);
  return (
    <DesktopPage headline={copy.headlines.team} nav={<AboutTabs />}>
      <ApiContent result={members}>
        {(list) => (
          <ul className="about-team">
            {foundersFirst(list).map((member, index) => (
              <li key={member.id} className={member.isFounder ? 'about-team__founder' : undefined}>
                <article className="about-card about-member-card">
                  <SectionImage
                    className="about-member-card__photo"
                    src={member.photo}
                    alt={fill(copy.image.photoOf, { name: member.name })}
                    size={IMAGE_SIZES.teamPhoto}
                    eager={index === 0}
                  />
                  <div className="about-card__body">
                    {member.isFounder && <p className="about-badge">{copy.team.founder}</p>}
                    <h2 className="about-card__title">
                      {/* Stretched over the whole card by CSS: the card is the link, its name the member's. */}
                      <Link className="about-card__link" to={memberPath(member)}>
                        {member.name}
                      </Link>
                    </h2>
                    <p className="about-card__meta">{member.position}</p>
                    <p className="about-card__text">{member.summary}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </ApiContent>
    </DesktopPage>
  );
}
