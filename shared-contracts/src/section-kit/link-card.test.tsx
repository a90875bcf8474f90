/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LinkCard } from './link-card';
import { createSectionProps, SectionHarness } from './testing';

function renderCard(ui: React.ReactElement) {
  render(
    <SectionHarness props={createSectionProps({ language: 'e', basename: '/en' })} path="/news">
      {ui}
    </SectionHarness>,
  );
}

describe('LinkCard', () => {
  it('is one article whose title links inside the router, with badge, meta and text in order', () => {
    renderCard(
      <LinkCard
        className="news-top"
        to="/news/dynamic/29"
        title="Conference"
        image={{ src: '/api/media/c.svg', alt: 'Cover', size: { width: 800, height: 450 }, eager: true }}
        badge="Top story"
        meta="October 28, 2026"
        text="Summary."
      />,
    );
    const card = screen.getByRole('article');
    expect(card.className).toBe('kit-card news-top');
    expect(screen.getByRole('heading', { level: 2, name: 'Conference' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conference' }).getAttribute('href')).toBe('/news/dynamic/29');
    expect([...card.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Top story',
      'October 28, 2026',
      'Summary.',
    ]);
    const image = screen.getByRole('img', { name: 'Cover' });
    expect([image.getAttribute('width'), image.getAttribute('loading')]).toEqual(['800', null]);
  });

  it('leaves out what it is not given, and takes a level 3 title under a list heading', () => {
    renderCard(<LinkCard to="/about/team/2" title="Member" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Member' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('article').querySelectorAll('p')).toHaveLength(0);
  });
});
