/**
 * A product category's page body, on desktop and mobile: its banner, summary, features and
 * the product views, each linking to its page.
 */
import type { ProductCategory } from '@site/shared-contracts';
import { SectionImage } from '@site/shared-contracts/section-kit';
import { Link } from 'react-router';
import { useCopy } from '../copy/copy';
import { PRODUCT_BANNER_SIZE, PRODUCT_VIEW_IMAGE_SIZE } from './sizes';

export function productViewPath(id: number): string {
  return `/product/view/${id}`;
}

export function ProductOverview({ product }: { product: ProductCategory }) {
  const copy = useCopy();
  return (
    <div className="ps-product">
      {/* The headline above names the product: the banner is decoration. */}
      <SectionImage className="ps-product__banner" src={product.banner} alt="" size={PRODUCT_BANNER_SIZE} eager />
      <p className="ps-product__summary">{product.summary}</p>
      <h2 className="kit-section-title">{copy.product.featuresTitle}</h2>
      <ul className="ps-features">
        {product.features.map((feature) => (
          <li key={feature.title} className="ps-feature">
            <h3 className="ps-feature__title">{feature.title}</h3>
            <p className="ps-feature__text">{feature.text}</p>
          </li>
        ))}
      </ul>
      {product.views.length > 0 && (
        <>
          <h2 className="kit-section-title">{copy.product.viewsTitle}</h2>
          <ul className="ps-views">
            {product.views.map((view) => (
              <li key={view.id} className="ps-view-card">
                <SectionImage className="ps-view-card__image" src={view.image} alt="" size={PRODUCT_VIEW_IMAGE_SIZE} />
                <div className="ps-view-card__body">
                  <h3 className="ps-view-card__title">
                    <Link className="ps-view-card__link" to={productViewPath(view.id)}>
                      {view.title}
                    </Link>
                  </h3>
                  <p className="ps-view-card__summary">{view.summary}</p>
                  <p className="ps-view-card__more" aria-hidden="true">
                    {copy.product.viewLink} →
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
