/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { requestKey } from '@site/shared-contracts';
import { storyList } from '../../test-support/fixtures';
import { renderAboutAt } from '../../test-support/render-about';

const STORIES = requestKey('/api/web/story/list', {});

describe('StoryListPage', () => {
  it('shows each story as a card with cover, date and summary, linking to its page', () => {
    renderAboutAt('/about/story', { answers: { [STORIES]: storyList }, embedded: [STORIES], language: 'e' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Stories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '敲钟的那一天' }).getAttribute('href')).toBe('/about/story/5');
    expect(screen.getByText('July 26, 2021').getAttribute('datetime')).toBe('2021-07-26');
    const cover = screen.getByRole('img', { name: 'Cover image: 敲钟的那一天' });
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['800', '450']);
  });
});
