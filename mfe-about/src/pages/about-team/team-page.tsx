/** /about/team: the management team, founder first, each card leading to the member's page. */
import { Link } from 'react-router';
import { useApi } from '@site/shared-contracts/section-kit';
import { AboutImage } from '../../components/about-image';
import { ApiContent } from '../../components/api-content';
import { DesktopPage } from '../../components/desktop-page';
import { foundersFirst, memberPath } from '../../components/team';
import { fill } from '../../copy/copy';
import { useCopy } from '../../copy/copy';

export function TeamPage() {
  const copy = useCopy();
  const members = useApi('/api/web/team/list');
  return (
    <DesktopPage headline={copy.headlines.team}>
      <ApiContent result={members}>
        {(list) => (
          <ul className="about-team">
            {foundersFirst(list).map((member, index) => (
              <li key={member.id} className={member.isFounder ? 'about-team__founder' : undefined}>
                <article className="about-card about-member-card">
                  <AboutImage
                    className="about-member-card__photo"
                    src={member.photo}
                    alt={fill(copy.image.photoOf, { name: member.name })}
                    kind="teamPhoto"
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
