/** /news/research: research reports with the top report and the pages. */
import { DesktopPage } from '@site/shared-contracts/section-kit';
import { NewsListView } from '../../components/news-list-view';
import { NewsTabs } from '../../components/news-tabs';
import { useCopy } from '../../copy/copy';
import { researchList, researchTop } from '../../routes';

export function ResearchPage() {
  const copy = useCopy();
  return (
    <DesktopPage headline={copy.headlines.research} nav={<NewsTabs />}>
      <NewsListView type="research" list={researchList} top={researchTop} />
    </DesktopPage>
  );
}
