/** /about/culture: mission, vision and values, with the four value blocks. */
import { useApi } from '@site/shared-contracts/section-kit';
import { ApiContent } from '../../components/api-content';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { DesktopPage } from '../../components/desktop-page';
import { useCopy } from '../../copy/copy';

export function CulturePage() {
  const copy = useCopy();
  const page = useApi('/api/web/page/detail', { key: 'culture' });
  return (
    <DesktopPage headline={copy.headlines.culture}>
      <ApiContent result={page}>
        {(culture) => (
          <>
            <CompanyPageArticle page={culture} />
            <BlockGrid heading={copy.culture.blocksHeading} blocks={culture.blocks} imageKind="cultureImage" />
          </>
        )}
      </ApiContent>
    </DesktopPage>
  );
}
