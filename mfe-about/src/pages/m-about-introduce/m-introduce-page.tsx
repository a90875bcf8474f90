/** /m/about/introduce: the company profile on a phone. */
import { useApi } from '@site/shared-contracts/section-kit';
import { ApiContent } from '../../components/api-content';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { MobilePage } from '../../components/mobile-page';
import { useCopy } from '../../copy/copy';

export function MobileIntroducePage() {
  const copy = useCopy();
  const page = useApi('/api/web/page/detail', { key: 'introduce' });
  return (
    <MobilePage headline={copy.headlines.introduce}>
      <ApiContent result={page}>
        {(introduce) => (
          <>
            <CompanyPageArticle page={introduce} />
            <BlockGrid heading={copy.introduce.blocksHeading} blocks={introduce.blocks} imageKind="productImage" />
          </>
        )}
      </ApiContent>
    </MobilePage>
  );
}
