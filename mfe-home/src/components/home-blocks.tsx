/**
 * The home page as content editors arranged it: the blocks of /api/getHomeCopms in their order,
 * each drawn by the component of its type. The phone adds the automobile finance entry after the
 * solutions.
 */
import type { HomeComponent, HomeComponentType } from '@site/shared-contracts';
import { ApiContent, SiteLink, useRouteData, useSection } from '@site/shared-contracts/section-kit';
import type { ComponentType } from 'react';
import { useCopy } from '../copy/copy';
import { blocks as blocksNeed, categories as categoriesNeed } from '../routes';
import { HonoursBlock, InvestBlock, NewsBlock, PartnersBlock, ProductsBlock, SolutionsBlock } from './content-blocks';
import { HeroBlock } from './hero-block';

const CONTENT_BLOCKS: Record<Exclude<HomeComponentType, 'hero'>, ComponentType<{ block: HomeComponent }>> = {
  products: ProductsBlock,
  solutions: SolutionsBlock,
  news: NewsBlock,
  partners: PartnersBlock,
  honours: HonoursBlock,
  invest: InvestBlock,
};

function AutomobileEntry() {
  const copy = useCopy().mobile.automobile;
  return (
    <section className="home-block home-block--automobile home-block--dark" aria-labelledby="home-block-automobile">
      <div className="home-block__inner">
        <h2 className="home-automobile-entry__title" id="home-block-automobile">
          {copy.title}
        </h2>
        <p className="home-block__lead">{copy.text}</p>
        <p className="home-block__more">
          <SiteLink to="/m/automobile" className="home-button home-button--primary">
            {copy.link}
          </SiteLink>
        </p>
      </div>
    </section>
  );
}

export function HomeBlocks() {
  const { device } = useSection().props;
  const blocks = useRouteData(blocksNeed);
  const categories = useRouteData(categoriesNeed);
  const productPath = categories.data?.[0]?.url ?? '/product/DataAnalysis';
  return (
    <div className={`home-page home-page--${device}`}>
      <ApiContent result={blocks}>
        {(items) => {
          const hero = items.find((block) => block.type === 'hero');
          const rest = items.filter((block) => block.type !== 'hero');
          return (
            <>
              {hero && <HeroBlock block={hero} productPath={productPath} />}
              <div id="home-content" className="home-page__content">
                {rest.map((block) => {
                  const Block = CONTENT_BLOCKS[block.type as Exclude<HomeComponentType, 'hero'>];
                  return (
                    <div key={block.id} className="home-page__block">
                      <Block block={block} />
                      {device === 'mobile' && block.type === 'solutions' && <AutomobileEntry />}
                    </div>
                  );
                })}
              </div>
            </>
          );
        }}
      </ApiContent>
    </div>
  );
}
