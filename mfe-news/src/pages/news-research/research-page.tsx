/** /news/research: research reports with the top report and the pages. */
import { DesktopPage } from '../../components/desktop-page';
import { NewsListView } from '../../components/news-list-view';
import { useCopy } from '../../copy/copy';

export function ResearchPage() {
  const copy = useCopy();
  return (
    <DesktopPage headline={copy.headlines.research}>
      <NewsListView type="research" />
    </DesktopPage>
  );
}
