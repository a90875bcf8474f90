/** /product/:id? : a product category (the first one without an id). */
import { DesktopPage } from '@site/shared-contracts/section-kit';
import { ProductContent } from '../../components/product-content';

export function ProductPage() {
  return <ProductContent Frame={DesktopPage} />;
}
