/**
 * /m/automobile: the landing page of the automobile finance offering, in the automobile layout.
 * Marketing copy of the section (not content API data), so it needs no request at all.
 */
import { HeadlineBlock } from '@site/shared-contracts/section-kit';
import { useCopy } from '../../copy/copy';

const CONTACT_MAIL = 'contact@hanshufintech.cn';
const SERVICE_LINE = '4008106689';

export function AutomobilePage() {
  const copy = useCopy().automobile;
  return (
    <div className="home-auto">
      <section className="home-auto__hero" aria-labelledby="home-auto-title">
        <img
          className="home-auto__hero-image"
          src="/api/media/home/automobile-hero.svg"
          alt={copy.heroAlt}
          width={750}
          height={600}
          fetchPriority="high"
          decoding="async"
        />
        <div className="home-auto__hero-text">
          <p className="home-auto__eyebrow" lang="en" aria-hidden="true">
            {copy.headline.titleEnglish}
          </p>
          <h1 className="home-auto__title" id="home-auto-title">
            {copy.headline.title}
          </h1>
          <p className="home-auto__intro">{copy.intro}</p>
        </div>
      </section>

      <section className="home-block home-block--light" aria-labelledby="home-auto-benefits">
        <div className="home-block__inner">
          <HeadlineBlock
            level={2}
            id="home-auto-benefits"
            className="home-headline"
            title={copy.benefitsHeading}
            titleEnglish="WHY HANSHU"
            titleChinese={copy.headline.titleChinese}
          />
          <ul className="home-auto__benefits">
            {copy.benefits.map((benefit, index) => (
              <li key={benefit.title} className="home-auto__benefit">
                <img
                  className="home-auto__icon"
                  src={`/api/media/home/automobile-benefit-${index + 1}.svg`}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                />
                <h3 className="home-auto__benefit-title">{benefit.title}</h3>
                <p className="home-auto__benefit-text">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-block home-block--tinted" aria-labelledby="home-auto-steps">
        <div className="home-block__inner">
          <h2 className="home-auto__heading" id="home-auto-steps">
            {copy.stepsHeading}
          </h2>
          <ol className="home-auto__steps">
            {copy.steps.map((step, index) => (
              <li key={step.title} className="home-auto__step">
                <span className="home-auto__step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="home-auto__step-title">{step.title}</h3>
                <p className="home-auto__step-text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="home-block home-block--dark" aria-labelledby="home-auto-contact">
        <div className="home-block__inner">
          <h2 className="home-auto__heading" id="home-auto-contact">
            {copy.contactHeading}
          </h2>
          <p className="home-block__lead">{copy.contactText}</p>
          <p className="home-auto__actions">
            <a className="home-button home-button--primary" href={`tel:${SERVICE_LINE}`}>
              {copy.call}
            </a>
            <a className="home-button home-button--ghost" href={`mailto:${CONTACT_MAIL}`}>
              {copy.mail}
            </a>
          </p>
        </div>
      </section>
    </div>
  );
}
