import { createEventBus } from './events';

describe('event bus', () => {
  it('delivers typed events to every listener', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('language:changed', ({ language, previous }) => seen.push(`a:${previous}->${language}`));
    bus.on('language:changed', ({ language }) => seen.push(`b:${language}`));
    bus.emit('language:changed', { language: 'e', previous: 's' });
    expect(seen).toEqual(['a:s->e', 'b:e']);
  });

  it('keeps buses apart and stops delivering after off', () => {
    const first = createEventBus();
    const second = createEventBus();
    const colours: boolean[] = [];
    const listener = ({ isNavBlack }: { isNavBlack: boolean }) => colours.push(isNavBlack);
    first.on('nav:colour', listener);
    second.emit('nav:colour', { isNavBlack: true });
    first.emit('nav:colour', { isNavBlack: true });
    first.off('nav:colour', listener);
    first.emit('nav:colour', { isNavBlack: false });
    expect(colours).toEqual([true]);
  });
});
