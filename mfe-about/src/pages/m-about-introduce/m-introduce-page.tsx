/** /m/about/introduce: the company profile on a phone. */
import { ApiContent, MobilePage, useRouteData } from '@site/shared-contracts/section-kit';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { useCopy } from '../../copy/copy';
import { introducePage } from '../../routes';

export function MobileIntroducePage() {
  const copy = useCopy();
  const page = useRouteData(introducePage);
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
