/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { requestKey } from '@site/shared-contracts';
import { createSectionProps, SectionHarness } from '@site/shared-contracts/section-kit/testing';
import { milestones } from '../../test-support/fixtures';
import { MemorabiliaPage } from './memorabilia-page';

const MILESTONES = requestKey('/api/web/memorabilia/list', {});

describe('MemorabiliaPage', () => {
  it('shows the milestones by year, oldest first, with their month', () => {
    const props = createSectionProps({ answers: { [MILESTONES]: milestones }, embedded: [MILESTONES] });
    render(
      <SectionHarness props={props} path="/about/memorabilia">
        <MemorabiliaPage />
      </SectionHarness>,
    );
    const years = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(years).toEqual(['2014', '2016']);
    const timeline = screen.getByRole('list', { name: '瀚数科技发展大事记' });
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['瀚数科技在北京成立', '完成A轮融资', '发布智能风控决策引擎']);
    expect(screen.getByText('2016年10月').getAttribute('datetime')).toBe('2016-10');
  });
});
