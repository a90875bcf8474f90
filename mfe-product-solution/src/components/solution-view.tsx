/**
 * A solution page, on desktop and mobile: a full-screen banner with the headline and, when the
 * solution has pages, a down arrow and the detail below it (the fields, the pages, the case
 * study). Wheel, scroll, swipes and paging keys move between the two (useSolutionScroll).
 */
import type { CategoryDetail } from '@site/shared-contracts';
import { HeadlineBlock, RichText, SectionImage, useSection } from '@site/shared-contracts/section-kit';
import { useRef } from 'react';
import { useCopy } from '../copy/copy';
import { useSolutionScroll } from '../solution-scroll/use-solution-scroll';
import { useSolutionList } from '../state/use-solution-list';
import { SolutionCase } from './solution-case';
import { SolutionFields } from './solution-fields';
import { SOLUTION_BANNER_SIZE, SOLUTION_PAGE_IMAGE_SIZE } from './sizes';

export const SOLUTION_DETAIL_ID = 'solution-detail';

export function SolutionView({ solution }: { solution: CategoryDetail }) {
  const { props } = useSection();
  const copy = useCopy();
  const banner = useRef<HTMLElement>(null);
  const detail = useRef<HTMLElement>(null);
  const toDetail = useSolutionScroll(banner, detail, props.device);
  const fields = useSolutionList();
  const hasPages = solution.pages.length > 0;

  return (
    <div className={props.device === 'mobile' ? 'ps-solution ps-solution--mobile' : 'ps-solution'}>
      <section ref={banner} className="ps-solution__banner" aria-labelledby="ps-solution-title">
        <SectionImage
          className="ps-solution__backdrop"
          src={solution.banner}
          alt=""
          size={SOLUTION_BANNER_SIZE}
          eager
        />
        <div className="ps-solution__intro">
          <HeadlineBlock
            id="ps-solution-title"
            className="ps-solution__headline"
            title={solution.name}
            titleEnglish={solution.etitle}
            titleChinese={solution.ctitle}
          />
          <p className="ps-solution__summary">{solution.summary}</p>
        </div>
        {hasPages && (
          <a
            className="ps-solution__arrow"
            href={`#${SOLUTION_DETAIL_ID}`}
            onClick={(event) => {
              event.preventDefault();
              toDetail();
            }}
          >
            <span className="ps-solution__arrow-label">{copy.solution.toDetail}</span>
            <svg className="ps-solution__arrow-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </a>
        )}
      </section>
      {hasPages && (
        <section
          ref={detail}
          id={SOLUTION_DETAIL_ID}
          className="ps-solution__detail"
          tabIndex={-1}
          aria-label={copy.solution.pagesLabel}
        >
          <div className="ps-solution__inner">
            <SolutionFields fields={fields} current={solution.key} />
            {solution.pages.map((page) => (
              <article key={page.id} className="ps-solution-page">
                <SectionImage
                  className="ps-solution-page__image"
                  src={page.image}
                  alt=""
                  size={SOLUTION_PAGE_IMAGE_SIZE}
                />
                <div className="ps-solution-page__body">
                  <h2 className="ps-solution-page__title">{page.title}</h2>
                  <p className="ps-solution-page__summary">{page.summary}</p>
                  <RichText className="ps-solution-page__content" html={page.content} />
                </div>
              </article>
            ))}
            <SolutionCase story={copy.cases[solution.key]} />
          </div>
        </section>
      )}
    </div>
  );
}
