/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('is a region named by its h2', () => {
    render(<TitledSection title="办公地点">{'北京总部'}</TitledSection>);
    const region = screen.getByRole('region', { name: '办公地点' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: '办公地点' }).className).toBe('kit-section-title');
    expect(region.textContent).toBe('办公地点北京总部');
  });

  it('can be a navigation or an aside, with the section class', () => {
    render(
      <>
        <TitledSection title="了解更多" as="nav" className="join-pages">
          <a href="/contact/join">加入我们</a>
        </TitledSection>
        <TitledSection title="其他职位" as="aside">
          <p>风控模型科学家</p>
        </TitledSection>
      </>,
    );
    expect(screen.getByRole('navigation', { name: '了解更多' }).className).toBe('join-pages');
    expect(screen.getByRole('complementary', { name: '其他职位' })).toBeTruthy();
  });
});
