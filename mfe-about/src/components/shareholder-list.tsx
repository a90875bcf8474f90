/** The shareholders of /api/web/shareholder/list: logo, name, kind and description. */
import { useId } from 'react';
import type { Shareholder } from '@site/shared-contracts';
import { fill, SectionImage } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { IMAGE_SIZES } from './image-sizes';

export function ShareholderList({ shareholders }: { shareholders: readonly Shareholder[] }) {
  const copy = useCopy();
  const headingId = useId();
  return (
    <section className="about-shareholders" aria-labelledby={headingId}>
      <h2 id={headingId} className="kit-section-title">
        {copy.shareholder.listHeading}
      </h2>
      <ul className="kit-grid about-shareholders__grid">
        {shareholders.map((shareholder) => (
          <li key={shareholder.id} className="about-shareholder">
            <SectionImage
              className="about-shareholder__logo"
              src={shareholder.logo}
              alt={fill(copy.image.logoOf, { name: shareholder.name })}
              size={IMAGE_SIZES.shareholderLogo}
            />
            <h3 className="about-shareholder__name">{shareholder.name}</h3>
            <p className="about-shareholder__kind">{shareholder.kind}</p>
            <p className="about-shareholder__description">{shareholder.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
