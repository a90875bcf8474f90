/** /m/about/shareholder: the shareholding page and the shareholders on a phone. */
import { useApi } from '@site/shared-contracts/section-kit';
import { ApiContent } from '../../components/api-content';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { MobilePage } from '../../components/mobile-page';
import { ShareholderList } from '../../components/shareholder-list';
import { useCopy } from '../../copy/copy';

export function MobileShareholderPage() {
  const copy = useCopy();
  const page = useApi('/api/web/page/detail', { key: 'shareholder' });
  const shareholders = useApi('/api/web/shareholder/list');
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
      <ApiContent result={shareholders}>{(list) => <ShareholderList shareholders={list} />}</ApiContent>
    </MobilePage>
  );
}
