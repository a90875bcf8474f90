/** /m/about/team: the management team as a one-column list of tappable rows, founder first. */
import { Link } from 'react-router';
import { useApi } from '@site/shared-contracts/section-kit';
import { AboutImage } from '../../components/about-image';
import { ApiContent } from '../../components/api-content';
import { MobilePage } from '../../components/mobile-page';
import { foundersFirst, memberPath } from '../../components/team';
import { fill } from '../../copy/copy';
import { useCopy } from '../../copy/copy';

export function MobileTeamPage() {
  const copy = useCopy();
  const members = useApi('/api/web/team/list');
  return (
    <MobilePage headline={copy.headlines.team}>
      <ApiContent result={members}>
        {(list) => (
          <ul className="about-m-team">
            {foundersFirst(list).map((member, index) => (
              <li key={member.id}>
                <article className="about-m-member">
                  <AboutImage
                    className="about-m-member__photo"
                    src={member.photo}
                    alt={fill(copy.image.photoOf, { name: member.name })}
                    kind="teamPhoto"
                    eager={index === 0}
                  />
                  <div className="about-m-member__text">
                    {member.isFounder && <p className="about-badge">{copy.team.founder}</p>}
                    <h2 className="about-m-member__name">
                      {/* Stretched over the whole row by CSS, so the row is one large tap target. */}
                      <Link className="about-card__link" to={memberPath(member)}>
                        {member.name}
                      </Link>
                    </h2>
                    <p className="about-m-member__position">{member.position}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </ApiContent>
    </MobilePage>
  );
}
