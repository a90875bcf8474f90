/** /m/about/team: the management team as a one-column list of tappable rows, founder first. */
import { Link } from 'react-router';
import { ApiContent, fill, MobilePage, SectionImage, useRouteData } from '@site/shared-contracts/section-kit';
import { IMAGE_SIZES } from '../../components/image-sizes';
import { foundersFirst, memberPath } from '../../components/team';
import { useCopy } from '../../copy/copy';
import { members as membersNeed } from '../../routes';

export function MobileTeamPage() {
  const copy = useCopy();
  const members = useRouteData(membersNeed);
  return (
    <MobilePage headline={copy.headlines.team}>
      <ApiContent result={members}>
        {(list) => (
          <ul className="about-m-team">
            {foundersFirst(list).map((member, index) => (
              <li key={member.id}>
                <article className="about-m-member">
                  <SectionImage
                    className="about-m-member__photo"
                    src={member.photo}
                    alt={fill(copy.image.photoOf, { name: member.name })}
                    size={IMAGE_SIZES.teamPhoto}
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
