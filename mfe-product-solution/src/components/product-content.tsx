/** The product page and the product view page in a page frame of the device. */
import type { ProductCategory } from '@site/shared-contracts';
import {
  ApiContent,
  BackLink,
  type PageFrameProps,
  useListAfterLanguageSwitch,
  useRouteData,
} from '@site/shared-contracts/section-kit';
import type { ComponentType } from 'react';
import { useCopy } from '../copy/copy';
import { product as productNeed, productView as productViewNeed } from '../routes';
import { ProductOverview } from './product-overview';
import { ProductViewArticle } from './product-view-article';

export type PageFrame = ComponentType<PageFrameProps>;

/** The headline of SPEC.md §3: the product's name, its Chinese and its English title. */
export function productHeadline(product: ProductCategory): PageFrameProps['headline'] {
  return { title: product.name, titleChinese: product.ctitle, titleEnglish: product.etitle };
}

export function ProductContent({ Frame }: { Frame: PageFrame }) {
  const product = useRouteData(productNeed);
  return (
    <ApiContent result={product}>
      {(data) => (
        <Frame headline={productHeadline(data)} className="ps-page">
          <ProductOverview product={data} />
        </Frame>
      )}
    </ApiContent>
  );
}

/** After a language switch the shell goes back one step (SPEC.md §4); the old id is unknown in the new backend. */
const AFTER_LANGUAGE_SWITCH_PATH = '/product';

export function ProductViewContent({ Frame }: { Frame: PageFrame }) {
  const copy = useCopy();
  const view = useRouteData(productViewNeed, useListAfterLanguageSwitch(AFTER_LANGUAGE_SWITCH_PATH));
  return (
    <Frame headline={{ ...copy.view.headline, title: view.data?.title ?? copy.product.viewsTitle }} className="ps-page">
      <ApiContent result={view}>{(data) => <ProductViewArticle view={data} />}</ApiContent>
      {view.data && <BackLink to={`/product/${view.data.categoryKey}`}>{copy.view.back}</BackLink>}
    </Frame>
  );
}
