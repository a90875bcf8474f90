/** /m/product/view/:id? : one product view on a phone. */
import { MobilePage } from '@site/shared-contracts/section-kit';
import { ProductViewContent } from '../../components/product-content';

export function MobileProductViewPage() {
  return <ProductViewContent Frame={MobilePage} />;
}
