/** /contact/join: why join, and the four recruitment pages it leads to. */
import { Link } from 'react-router';
import type { SitePage } from '@site/shared-contracts';
import {
  ApiContent,
  DesktopPage,
  RichText,
  SectionImage,
  TitledSection,
  fill,
  useRouteData,
} from '@site/shared-contracts/section-kit';
import { JoinTabs } from '../../components/join-tabs';
import { IMAGE_SIZES } from '../../components/image-sizes';
import { PageLead } from '../../components/page-lead';
import { useCopy } from '../../copy/copy';
import { SOCIAL_RECRUIT_PATH, joinPage } from '../../routes';

/** The pages the join page leads to, with the picture the header's panel shows for each. */
const JOIN_PAGES = [
  { key: 'socialRecruit', to: SOCIAL_RECRUIT_PATH, image: '/api/media/environment/env-02.svg' },
  { key: 'campusRecruit', to: '/contact/join/campusRecruit', image: '/api/media/life/life-05.svg' },
  { key: 'office', to: '/contact/join/office', image: '/api/media/environment/env-01.svg' },
  { key: 'emplife', to: '/contact/join/emplife', image: '/api/media/life/life-01.svg' },
] as const;

function JoinPageLinks() {
  const copy = useCopy();
  return (
    <TitledSection title={copy.join.pagesHeading} as="nav" className="join-pages">
      <ul className="join-pages__list">
        {JOIN_PAGES.map((page) => (
          <li key={page.key} className="join-pages__item">
            <Link className="join-pages__link" to={page.to}>
              <SectionImage className="join-pages__image" src={page.image} alt="" size={IMAGE_SIZES.photo} />
              <span className="join-pages__title">{copy.nav[page.key]}</span>
              <span className="join-pages__text">{copy.join.pages[page.key]}</span>
              <span className="join-pages__more" aria-hidden="true">
                {fill(copy.join.more, { title: copy.nav[page.key] })} →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function WorkingHere({ page }: { page: SitePage }) {
  return (
    <TitledSection title={useCopy().join.highlightsHeading} className="join-highlights">
      <div className="join-highlights__grid">
        {page.blocks.map((block) => (
          <article key={block.title} className="join-highlight">
            {block.image && (
              <SectionImage className="join-highlight__image" src={block.image} alt="" size={IMAGE_SIZES.photo} />
            )}
            <h3 className="join-highlight__title">{block.title}</h3>
            <p>{block.text}</p>
          </article>
        ))}
      </div>
    </TitledSection>
  );
}

export function JoinPage() {
  const copy = useCopy();
  const page = useRouteData(joinPage);
  return (
    <DesktopPage headline={copy.headlines.join} nav={<JoinTabs />} className="join-join">
      <ApiContent result={page}>
        {(join) => (
          <>
            <div className="join-intro">
              <SectionImage className="join-intro__image" src={join.image} alt="" size={IMAGE_SIZES.photo} eager />
              <PageLead page={join} />
            </div>
            <JoinPageLinks />
            <WorkingHere page={join} />
            <RichText className="join-join__copy" html={join.content} />
          </>
        )}
      </ApiContent>
    </DesktopPage>
  );
}
