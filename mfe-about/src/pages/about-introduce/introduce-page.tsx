/** /about and /about/introduce: the company profile. */
import { useApi } from '@site/shared-contracts/section-kit';
import { ApiContent } from '../../components/api-content';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { DesktopPage } from '../../components/desktop-page';
import { useCopy } from '../../copy/copy';

export function IntroducePage() {
  const copy = useCopy();
  const page = useApi('/api/web/page/detail', { key: 'introduce' });
  return (
    <DesktopPage headline={copy.headlines.introduce}>
      <ApiContent result={page}>
        {(introduce) => (
          <>
            <CompanyPageArticle page={introduce} />
            <BlockGrid heading={copy.introduce.blocksHeading} blocks={introduce.blocks} imageKind="productImage" />
          </>
        )}
      </ApiContent>
    </DesktopPage>
  );
}
