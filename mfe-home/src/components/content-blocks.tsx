/**
 * The home blocks after the hero, one component per block type of /api/getHomeCopms. Each takes
 * its data from its route's data need (the embedded state first) and links on the visitor's device.
 */
import { formatDate, SOLUTION_KEYS, type HomeComponent } from '@site/shared-contracts';
import {
  ApiContent,
  fill,
  SiteLink,
  useInvestorHref,
  useLanguage,
  useRouteData,
  useSection,
} from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import {
  categories as categoriesNeed,
  honours as honoursNeed,
  news as newsNeed,
  partners as partnersNeed,
} from '../routes';
import { BlockFrame } from './block-frame';
import { pathOnDevice } from './paths';

/** How many items of each list the home page shows. */
const HOME_LIMITS = { news: 3, partners: 12, honours: 4 } as const;

interface BlockProps {
  block: HomeComponent;
}

/** The block's own "more" link on this device, if the device has that page. */
function useMore(block: HomeComponent, label: string) {
  const { device } = useSection().props;
  const to = block.link ? pathOnDevice(device, block.link) : null;
  return to ? { to, label } : null;
}

export function ProductsBlock({ block }: BlockProps) {
  const copy = useCopy();
  const { device } = useSection().props;
  const categories = useRouteData(categoriesNeed);
  return (
    <BlockFrame block={block} headline={copy.headlines.products} more={useMore(block, copy.more.products)}>
      <ApiContent result={categories}>
        {(items) => (
          <ul className="kit-grid home-cards home-cards--products">
            {items.map((item) => {
              const to = pathOnDevice(device, item.url);
              return (
                <li key={item.id} className="home-card">
                  <img className="home-card__image" src={item.image} alt="" width={480} height={320} loading="lazy" />
                  <h3 className="home-card__title">
                    {to ? (
                      <SiteLink to={to} className="home-card__link">
                        {item.title}
                      </SiteLink>
                    ) : (
                      item.title
                    )}
                  </h3>
                </li>
              );
            })}
          </ul>
        )}
      </ApiContent>
    </BlockFrame>
  );
}

export function SolutionsBlock({ block }: BlockProps) {
  const copy = useCopy();
  const { device } = useSection().props;
  return (
    <BlockFrame
      block={block}
      headline={copy.headlines.solutions}
      more={useMore(block, copy.more.solutions)}
      tone="tinted"
    >
      <ul className="kit-grid home-cards home-cards--solutions">
        {SOLUTION_KEYS.map((key) => {
          const solution = copy.solutions[key];
          return (
            <li key={key} className="home-card home-card--solution">
              <img
                className="home-card__image"
                src={`/api/media/solutions/${key}-01.svg`}
                alt=""
                width={800}
                height={500}
                loading="lazy"
              />
              <h3 className="home-card__title">
                <SiteLink
                  to={pathOnDevice(device, `/solution/${key}`) ?? `/solution/${key}`}
                  className="home-card__link"
                >
                  {solution.name}
                </SiteLink>
              </h3>
              <p className="home-card__text">{solution.text}</p>
            </li>
          );
        })}
      </ul>
    </BlockFrame>
  );
}

export function NewsBlock({ block }: BlockProps) {
  const copy = useCopy();
  const language = useLanguage();
  const { device } = useSection().props;
  const news = useRouteData(newsNeed);
  return (
    <BlockFrame block={block} headline={copy.headlines.news} more={useMore(block, copy.more.news)}>
      <ApiContent result={news}>
        {(page) =>
          page.list.length === 0 ? (
            <p className="home-empty">{copy.news.empty}</p>
          ) : (
            <ul className="kit-grid home-cards home-cards--news">
              {page.list.slice(0, HOME_LIMITS.news).map((item) => (
                <li key={item.id} className="home-card home-card--news">
                  <img className="home-card__image" src={item.cover} alt="" width={800} height={450} loading="lazy" />
                  <p className="home-card__meta">
                    <time dateTime={item.publishedAt}>
                      {fill(copy.news.published, { date: formatDate(item.publishedAt, language) })}
                    </time>
                  </p>
                  <h3 className="home-card__title">
                    <SiteLink
                      to={pathOnDevice(device, `/news/dynamic/${item.id}`) ?? `/news/dynamic/${item.id}`}
                      className="home-card__link"
                    >
                      {item.title}
                    </SiteLink>
                  </h3>
                  <p className="home-card__text">{item.summary}</p>
                </li>
              ))}
            </ul>
          )
        }
      </ApiContent>
    </BlockFrame>
  );
}

export function PartnersBlock({ block }: BlockProps) {
  const copy = useCopy();
  const partners = useRouteData(partnersNeed);
  return (
    <BlockFrame
      block={block}
      headline={copy.headlines.partners}
      more={useMore(block, copy.more.partners)}
      tone="tinted"
    >
      <ApiContent result={partners}>
        {(items) =>
          items.length === 0 ? (
            <p className="home-empty">{copy.partners.empty}</p>
          ) : (
            <ul className="home-logos" aria-label={copy.partners.label}>
              {items.slice(0, HOME_LIMITS.partners).map((partner) => (
                <li key={partner.id} className="home-logos__item">
                  <img src={partner.logo} alt={partner.name} width={320} height={160} loading="lazy" />
                </li>
              ))}
            </ul>
          )
        }
      </ApiContent>
    </BlockFrame>
  );
}

export function HonoursBlock({ block }: BlockProps) {
  const copy = useCopy();
  const honours = useRouteData(honoursNeed);
  return (
    <BlockFrame block={block} headline={copy.headlines.honours} more={useMore(block, copy.more.honours)}>
      <ApiContent result={honours}>
        {(items) =>
          items.length === 0 ? (
            <p className="home-empty">{copy.honours.empty}</p>
          ) : (
            <ul className="kit-grid home-cards home-cards--honours">
              {items.slice(0, HOME_LIMITS.honours).map((honour) => (
                <li key={honour.id} className="home-card home-card--honour">
                  <img className="home-card__image" src={honour.image} alt="" width={480} height={360} loading="lazy" />
                  <h3 className="home-card__title">{honour.title}</h3>
                  <p className="home-card__meta">
                    {fill(copy.honours.issuer, { issuer: honour.issuer, year: String(honour.year) })}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </ApiContent>
    </BlockFrame>
  );
}

export function InvestBlock({ block }: BlockProps) {
  const copy = useCopy();
  const href = useInvestorHref();
  return (
    <BlockFrame block={block} headline={copy.headlines.invest} more={null} tone="dark">
      <div className="home-invest">
        {block.image && (
          <img className="home-invest__image" src={block.image} alt="" width={800} height={450} loading="lazy" />
        )}
        <div className="home-invest__text">
          <p className="home-invest__code">
            {copy.invest.stock} <strong lang="en">{copy.invest.code}</strong>
          </p>
          <p className="home-invest__exchange">{copy.invest.exchange}</p>
        </div>
        <p className="home-block__more">
          <a className="home-button home-button--primary" href={href} target="_blank" rel="noopener noreferrer">
            {copy.more.invest}
            <span className="home-visually-hidden">{copy.more.newWindow}</span>
          </a>
        </p>
      </div>
    </BlockFrame>
  );
}
