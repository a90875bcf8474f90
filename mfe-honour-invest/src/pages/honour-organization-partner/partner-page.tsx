/**
 * /honour/organization/partner and /honour/organization/strategypartner: the partners of a kind
 * in the partner page's coloured container (SPEC.md §2).
 */
import type { PartnerType } from '@site/shared-contracts';
import { ApiContent, DesktopPage, fill, SectionImage, useRouteData } from '@site/shared-contracts/section-kit';
import { HonourTabs } from '../../components/honour-tabs';
import { useCopy } from '../../copy/copy';
import { partners, strategyPartners } from '../../routes';

const NEEDS = { partner: partners, strategy: strategyPartners } as const;
const HEADLINES = { partner: 'partner', strategy: 'strategypartner' } as const;

/** The partner logos' intrinsic size (content-api/media/partners). */
const LOGO = { width: 320, height: 160 };

export function PartnerPage({ type }: { type: PartnerType }) {
  const copy = useCopy();
  const list = useRouteData(NEEDS[type]);
  const headingId = `honour-${type}-list`;
  return (
    <DesktopPage className="honour-page" headline={copy.headlines[HEADLINES[type]]} nav={<HonourTabs />}>
      <div className={`honour-partners honour-partners--${type}`}>
        <ApiContent result={list}>
          {(items) =>
            items.length === 0 ? (
              <p className="honour-empty">{copy.partners.empty}</p>
            ) : (
              <>
                <h2 className="honour-partners__title" id={headingId}>
                  {copy.partners.listLabel[type]}
                </h2>
                <p className="honour-partners__intro">
                  {fill(copy.partners.intro[type], { count: String(items.length) })}
                </p>
                <ul className="honour-partners__list" aria-labelledby={headingId}>
                  {items.map((partner) => (
                    <li key={partner.id} className="honour-partner">
                      {/* The name under the logo says whose it is. */}
                      <SectionImage className="honour-partner__logo" src={partner.logo} alt="" size={LOGO} />
                      <h3 className="honour-partner__name">{partner.name}</h3>
                      <p className="honour-partner__industry">{partner.industry}</p>
                      <p className="honour-partner__description">{partner.description}</p>
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </ApiContent>
      </div>
    </DesktopPage>
  );
}
