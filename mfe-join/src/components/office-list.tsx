/**
 * The company's offices, headquarters first, each with its address and a tel: and a mailto:
 * link. On a phone the links are full-width buttons and the photos stay out of the way.
 */
import { useId } from 'react';
import type { Office } from '@site/shared-contracts';
import { SectionImage, TitledSection, fill } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { IMAGE_SIZES } from './image-sizes';
import { mailtoHref, telHref } from './linked-text';

/** Headquarters first, the others in the API's order. */
export function headquartersFirst(offices: readonly Office[]): Office[] {
  return [...offices].sort((a, b) => Number(b.isHeadquarters) - Number(a.isHeadquarters));
}

function OfficeCard({ office, mobile, eager }: { office: Office; mobile: boolean; eager: boolean }) {
  const copy = useCopy().contact;
  const nameId = useId();
  return (
    <li className={office.isHeadquarters ? 'join-office join-office--hq' : 'join-office'}>
      <article aria-labelledby={nameId}>
        {!mobile && (
          <SectionImage
            className="join-office__photo"
            src={office.image}
            alt={fill(copy.officePhoto, { name: office.name })}
            size={IMAGE_SIZES.photo}
            eager={eager}
          />
        )}
        <div className="join-office__text">
          <h3 className="join-office__name" id={nameId}>
            {office.name}
            {office.isHeadquarters && <span className="join-office__badge">{copy.headquarters}</span>}
          </h3>
          <dl className="join-office__facts">
            <div>
              <dt>{copy.address}</dt>
              <dd>{office.address}</dd>
            </div>
            <div>
              <dt>{copy.phone}</dt>
              <dd>
                <a href={telHref(office.phone)}>{office.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{copy.email}</dt>
              <dd>
                <a href={mailtoHref(office.email)}>{office.email}</a>
              </dd>
            </div>
          </dl>
          {mobile && (
            <p className="join-office__actions">
              <a
                className="join-office__action"
                href={telHref(office.phone)}
                aria-label={`${copy.call} ${office.name}`}
              >
                {copy.call}
              </a>
              <a
                className="join-office__action join-office__action--secondary"
                href={mailtoHref(office.email)}
                aria-label={`${copy.write} ${office.name}`}
              >
                {copy.write}
              </a>
            </p>
          )}
        </div>
      </article>
    </li>
  );
}

export function OfficeList({ offices, mobile = false }: { offices: readonly Office[]; mobile?: boolean }) {
  return (
    <TitledSection title={useCopy().contact.officesHeading} className="join-offices">
      <ul className="join-offices__list">
        {headquartersFirst(offices).map((office, index) => (
          <OfficeCard key={office.id} office={office} mobile={mobile} eager={index === 0} />
        ))}
      </ul>
    </TitledSection>
  );
}
