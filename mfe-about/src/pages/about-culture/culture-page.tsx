/** /about/culture: mission, vision and values, with the four value blocks. */
import { ApiContent, DesktopPage, useRouteData } from '@site/shared-contracts/section-kit';
import { AboutTabs } from '../../components/about-tabs';
import { BlockGrid } from '../../components/block-grid';
import { CompanyPageArticle } from '../../components/company-page-article';
import { useCopy } from '../../copy/copy';
import { culturePage } from '../../routes';

export function CulturePage() {
  const copy = useCopy();
  const page = useRouteData(culturePage);
  return (
    <DesktopPage headline={copy.headlines.culture} nav={<AboutTabs />}>
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
