/** /news and /news/dynamic: company news with the top story, the pages and the events. */
import { DesktopPage } from '../../components/desktop-page';
import { NewsListView } from '../../components/news-list-view';
import { useCopy } from '../../copy/copy';

export function DynamicPage({ basePath = '/news/dynamic' }: { basePath?: string }) {
  const copy = useCopy();
  return (
    <DesktopPage headline={copy.headlines.dynamic}>
      <NewsListView type="dynamic" basePath={basePath} withEvents />
    </DesktopPage>
  );
}
