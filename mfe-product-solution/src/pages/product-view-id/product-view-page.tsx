/** /product/view/:id? : one product view with its video (the first product's first view without an id). */
import { DesktopPage } from '@site/shared-contracts/section-kit';
import { ProductViewContent } from '../../components/product-content';

export function ProductViewPage() {
  return <ProductViewContent Frame={DesktopPage} />;
}
