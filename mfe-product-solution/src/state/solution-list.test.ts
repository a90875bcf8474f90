import { createEventBus } from '@site/shared-contracts';
import { solutionListOf, solutionListStateOf } from './solution-list';

const names = {
  bank: 'Banking',
  consfinance: 'Consumer Finance',
  trust: 'Trust',
  insure: 'Insurance',
  onlinefinance: 'Online Finance',
  microfinance: 'Microfinance',
};

describe('the solution list', () => {
  it('lists the six fields with the ids of the visitor’s backend', () => {
    expect(solutionListOf('s', names).map((item) => item.id)).toEqual([17, 18, 19, 20, 21, 22]);
    expect(solutionListOf('e', names).map((item) => item.id)).toEqual([48, 49, 50, 51, 52, 53]);
    expect(solutionListOf('t', names)[3]).toEqual({
      id: 20,
      title: 'Insurance',
      url: '/solution/insure',
      image: '/api/media/solutions/insure.svg',
    });
  });

  it('changes through its change-list action and announces each change on the bus', () => {
    const bus = createEventBus();
    const announced: unknown[] = [];
    bus.on('solution:list-changed', ({ list }) => announced.push(list.map((item) => item.id)));
    const state = solutionListStateOf(bus);
    expect(state.list()).toEqual([]);
    state.changeList(solutionListOf('s', names));
    state.changeList(solutionListOf('s', names));
    state.changeList(solutionListOf('e', names));
    expect(state.list().map((item) => item.id)).toEqual([48, 49, 50, 51, 52, 53]);
    expect(announced).toEqual([
      [17, 18, 19, 20, 21, 22],
      [48, 49, 50, 51, 52, 53],
    ]);
  });

  it('is one state per bus: one per page in the browser, one per render on the server', () => {
    const bus = createEventBus();
    expect(solutionListStateOf(bus)).toBe(solutionListStateOf(bus));
    expect(solutionListStateOf(createEventBus())).not.toBe(solutionListStateOf(bus));
  });
});
