/** Honours of one kind as cards: certificate image, title, issuer and year, what it recognises. */
import type { Honour } from '@site/shared-contracts';
import { fill, SectionImage } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';

/** The honour images' intrinsic size (content-api/media/honours). */
const HONOUR_IMAGE = { width: 480, height: 360 };

export function HonourCards({ honours, labelledBy }: { honours: readonly Honour[]; labelledBy: string }) {
  const copy = useCopy();
  if (honours.length === 0) return <p className="honour-empty">{copy.honours.empty}</p>;
  return (
    <ul className="honour-cards" aria-labelledby={labelledBy}>
      {honours.map((honour) => (
        <li key={honour.id} className="honour-card">
          <SectionImage className="honour-card__image" src={honour.image} alt="" size={HONOUR_IMAGE} />
          <div className="honour-card__text">
            <h3 className="honour-card__title">{honour.title}</h3>
            <p className="honour-card__issuer">
              {fill(copy.honours.issued, { issuer: honour.issuer, year: String(honour.year) })}
            </p>
            <p className="honour-card__description">{honour.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
