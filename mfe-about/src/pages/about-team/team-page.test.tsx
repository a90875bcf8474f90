/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { requestKey } from '@site/shared-contracts';
import { teamList } from '../../test-support/fixtures';
import { renderAboutAt } from '../../test-support/render-about';

const TEAM = requestKey('/api/web/team/list', {});

describe('TeamPage', () => {
  it('shows every member with photo, name, position and summary, founder first', async () => {
    renderAboutAt('/about/team', { answers: { [TEAM]: teamList } });
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '陈立言',
      '周慕远',
    ]);
    const [founderItem] = items;
    expect(within(founderItem!).getByText('创始人')).toBeTruthy();
    expect(within(founderItem!).getByText('创始人、董事长兼首席执行官')).toBeTruthy();
    expect(within(founderItem!).getByText('瀚数科技创始人。')).toBeTruthy();

    const photo = within(founderItem!).getByRole('img', { name: '陈立言的照片' });
    expect(photo.getAttribute('src')).toBe('/api/media/team/member-01.svg');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['400', '480']);
    expect(photo.getAttribute('loading')).toBeNull();
    expect(screen.getByRole('img', { name: '周慕远的照片' }).getAttribute('loading')).toBe('lazy');
  });

  it('links each member to their page and the founder to /about/team/founder', async () => {
    const props = renderAboutAt('/about/team', { answers: { [TEAM]: teamList }, embedded: [TEAM] });
    expect(screen.getByRole('link', { name: '陈立言' }).getAttribute('href')).toBe('/about/team/founder');
    expect(screen.getByRole('link', { name: '周慕远' }).getAttribute('href')).toBe('/about/team/2');
    expect(props.api.get).not.toHaveBeenCalled();
  });
});
