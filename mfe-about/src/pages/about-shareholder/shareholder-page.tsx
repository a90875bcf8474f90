/** /about/shareholder: the shareholding page (with its table) and the shareholders' logos. */
import { ApiContent, DesktopPage, useRouteData } from '@site/shared-contracts/section-kit';
import { AboutTabs } from '../../components/about-tabs';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { ShareholderList } from '../../components/shareholder-list';
import { useCopy } from '../../copy/copy';
import { shareholderPage, shareholders } from '../../routes';

export function ShareholderPage() {
  const copy = useCopy();
  const page = useRouteData(shareholderPage);
  const list = useRouteData(shareholders);
  return (
    <DesktopPage headline={copy.headlines.shareholder} nav={<AboutTabs />}>
      <ApiContent result={page}>
        {(shareholding) => (
          <>
            <CompanyPageArticle page={shareholding} />
            <BlockGrid heading={copy.shareholder.blocksHeading} blocks={shareholding.blocks} imageKind="cultureImage" />
          </>
        )}
      </ApiContent>
      <ApiContent result={list}>{(items) => <ShareholderList shareholders={items} />}</ApiContent>
    </DesktopPage>
  );
}
