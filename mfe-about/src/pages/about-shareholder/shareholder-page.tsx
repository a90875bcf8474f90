/** /about/shareholder: the shareholding page (with its table) and the shareholders' logos. */
import { useApi } from '@site/shared-contracts/section-kit';
import { ApiContent } from '../../components/api-content';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { DesktopPage } from '../../components/desktop-page';
import { ShareholderList } from '../../components/shareholder-list';
import { useCopy } from '../../copy/copy';

export function ShareholderPage() {
  const copy = useCopy();
  const page = useApi('/api/web/page/detail', { key: 'shareholder' });
  const shareholders = useApi('/api/web/shareholder/list');
  return (
    <DesktopPage headline={copy.headlines.shareholder}>
      <ApiContent result={page}>
        {(shareholding) => (
          <>
            <CompanyPageArticle page={shareholding} />
            <BlockGrid heading={copy.shareholder.blocksHeading} blocks={shareholding.blocks} imageKind="cultureImage" />
          </>
        )}
      </ApiContent>
      <ApiContent result={shareholders}>{(list) => <ShareholderList shareholders={list} />}</ApiContent>
    </DesktopPage>
  );
}
