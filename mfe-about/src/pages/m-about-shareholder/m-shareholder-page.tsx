/** /m/about/shareholder: the shareholding page and the shareholders on a phone. */
import { ApiContent, MobilePage, useRouteData } from '@site/shared-contracts/section-kit';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { ShareholderList } from '../../components/shareholder-list';
import { useCopy } from '../../copy/copy';
import { shareholderPage, shareholders } from '../../routes';

export function MobileShareholderPage() {
  const copy = useCopy();
  const page = useRouteData(shareholderPage);
  const list = useRouteData(shareholders);
  return (
    <MobilePage headline={copy.headlines.shareholder}>
      <ApiContent result={page}>
        {(shareholding) => (
          <>
            <CompanyPageArticle page={shareholding} />
            <BlockGrid heading={copy.shareholder.blocksHeading} blocks={shareholding.blocks} imageKind="cultureImage" />
          </>
        )}
      </ApiContent>
      <ApiContent result={list}>{(items) => <ShareholderList shareholders={items} />}</ApiContent>
    </MobilePage>
  );
}
