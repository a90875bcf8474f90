/**
 * What a qualification page shows under its headline, on desktop and phone alike: the company
 * page of its kind (subtitle, summary, key points, full text) around the honours of that kind.
 */
import type { ApiResult } from '@site/shared-contracts/section-kit';
import { ApiContent, RichText } from '@site/shared-contracts/section-kit';
import type { Honour, HonourType, SitePage } from '@site/shared-contracts';
import { useCopy } from '../copy/copy';
import { HonourCards } from './honour-cards';
import { PageBlocks } from './page-blocks';

export interface HonourBodyProps {
  kind: HonourType;
  page: ApiResult<SitePage>;
  honours: ApiResult<Honour[]>;
}

export function HonourBody({ kind, page, honours }: HonourBodyProps) {
  const copy = useCopy();
  const headingId = `honour-${kind}-list`;
  return (
    <>
      <ApiContent result={page}>
        {(data) => (
          <div className="honour-intro">
            <p className="honour-intro__subtitle">{data.subtitle}</p>
            <p className="honour-intro__summary">{data.summary}</p>
            <PageBlocks blocks={data.blocks} />
          </div>
        )}
      </ApiContent>
      <section className="honour-list" aria-labelledby={headingId}>
        <h2 className="kit-section-title" id={headingId}>
          {copy.honours.heading[kind]}
        </h2>
        <ApiContent result={honours}>{(items) => <HonourCards honours={items} labelledBy={headingId} />}</ApiContent>
      </section>
      <ApiContent result={page}>{(data) => <RichText className="honour-article" html={data.content} />}</ApiContent>
    </>
  );
}
