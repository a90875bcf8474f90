/** /m/news/dynamic: company news on a phone, one column, pages in the URL. */
import { MobilePage } from '@site/shared-contracts/section-kit';
import { NewsListView } from '../../components/news-list-view';
import { useCopy } from '../../copy/copy';
import { dynamicList, dynamicTop } from '../../routes';

export function MobileDynamicPage() {
  const copy = useCopy();
  return (
    <MobilePage headline={copy.headlines.dynamic}>
      <NewsListView type="dynamic" list={dynamicList} top={dynamicTop} />
    </MobilePage>
  );
}
