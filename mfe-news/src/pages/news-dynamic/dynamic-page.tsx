/** /news and /news/dynamic: company news with the top story, the pages and the events. */
import { DesktopPage, routerPathOf, type RoutePageProps } from '@site/shared-contracts/section-kit';
import { NewsListView } from '../../components/news-list-view';
import { NewsTabs } from '../../components/news-tabs';
import { useCopy } from '../../copy/copy';
import { dynamicList, dynamicTop } from '../../routes';

export function DynamicPage({ route }: RoutePageProps) {
  const copy = useCopy();
  return (
    <DesktopPage headline={copy.headlines.dynamic} nav={<NewsTabs />}>
      {/* The pages link under the path shown: /news?page=2 on the news center root. */}
      <NewsListView type="dynamic" list={dynamicList} top={dynamicTop} basePath={routerPathOf(route.path)} withEvents />
    </DesktopPage>
  );
}
