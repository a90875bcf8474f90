/** /about and /about/introduce: the company profile. */
import { ApiContent, DesktopPage, useRouteData } from '@site/shared-contracts/section-kit';
import { AboutTabs } from '../../components/about-tabs';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { useCopy } from '../../copy/copy';
import { introducePage } from '../../routes';

export function IntroducePage() {
  const copy = useCopy();
  const page = useRouteData(introducePage);
  return (
    <DesktopPage headline={copy.headlines.introduce} nav={<AboutTabs />}>
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
