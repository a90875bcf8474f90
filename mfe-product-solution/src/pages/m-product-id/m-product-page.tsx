/** /m/product/:id? : a product category on a phone. */
import { MobilePage } from '@site/shared-contracts/section-kit';
import { ProductContent } from '../../components/product-content';

export function MobileProductPage() {
  return <ProductContent Frame={MobilePage} />;
}
