/** The root of the Product and Solution section: its routes module and the page each route renders. */
import { createSectionApp } from '@site/shared-contracts/section-kit';
import { MobileProductPage } from './pages/m-product-id/m-product-page';
import { MobileProductViewPage } from './pages/m-product-view-id/m-product-view-page';
import { MobileSolutionPage } from './pages/m-solution-id/m-solution-page';
import { ProductPage } from './pages/product-id/product-page';
import { ProductViewPage } from './pages/product-view-id/product-view-page';
import { SolutionPage } from './pages/solution-id/solution-page';
import routes from './routes';

export const ProductSolutionApp = createSectionApp(routes, {
  product: ProductPage,
  'product-view': ProductViewPage,
  solution: SolutionPage,
  'm-product': MobileProductPage,
  'm-product-view': MobileProductViewPage,
  'm-solution': MobileSolutionPage,
});
