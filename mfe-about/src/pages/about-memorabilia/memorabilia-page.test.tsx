/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { requestKey } from '@site/shared-contracts';
import { milestones } from '../../test-support/fixtures';
import { renderAboutAt } from '../../test-support/render-about';

const MILESTONES = requestKey('/api/web/memorabilia/list', {});

describe('MemorabiliaPage', () => {
  it('shows the milestones by year, oldest first, with their month', () => {
    renderAboutAt('/about/memorabilia', { answers: { [MILESTONES]: milestones }, embedded: [MILESTONES] });
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
