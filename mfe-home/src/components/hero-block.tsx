/**
 * The full-screen hero: the company's promise over the hero image, two ways in, three facts.
 * The image is the page's largest paint, so it loads first and has its size before it arrives.
 */
import type { HomeComponent } from '@site/shared-contracts';
import { SiteLink, useSection } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { pathOnDevice } from './paths';

export function HeroBlock({ block, productPath }: { block: HomeComponent; productPath: string }) {
  const copy = useCopy();
  const { device } = useSection().props;
  const about = pathOnDevice(device, block.link ?? '/about/introduce');
  const products = pathOnDevice(device, productPath);
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      {block.image && (
        <img
          className="home-hero__image"
          src={block.image}
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className="home-hero__content">
        <p className="home-hero__eyebrow" lang="en">
          {copy.hero.eyebrow}
        </p>
        <h1 className="home-hero__title" id="home-hero-title">
          {block.title}
        </h1>
        <p className="home-hero__subtitle">{block.subtitle}</p>
        <div className="home-hero__actions">
          {about && (
            <SiteLink to={about} className="home-button home-button--primary">
              {copy.hero.primary}
            </SiteLink>
          )}
          {products && (
            <SiteLink to={products} className="home-button home-button--ghost">
              {copy.hero.secondary}
            </SiteLink>
          )}
        </div>
        <ul className="home-hero__facts">
          {copy.hero.facts.map((fact) => (
            <li key={fact.value} className="home-hero__fact">
              <strong className="home-hero__fact-value">{fact.value}</strong>
              <span className="home-hero__fact-label">{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <a className="home-hero__next" href="#home-content">
        <span className="home-visually-hidden">{copy.hero.next}</span>
        <span className="home-hero__arrow" aria-hidden="true" />
      </a>
    </section>
  );
}
