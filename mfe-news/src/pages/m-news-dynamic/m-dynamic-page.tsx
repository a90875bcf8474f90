/** /m/news/dynamic: company news on a phone, one column, pages in the URL. */
import { MobilePage } from '../../components/mobile-page';
import { NewsListView } from '../../components/news-list-view';
import { useCopy } from '../../copy/copy';

export function MobileDynamicPage() {
  const copy = useCopy();
  return (
    <MobilePage headline={copy.headlines.dynamic}>
      <NewsListView type="dynamic" />
    </MobilePage>
  );
}
