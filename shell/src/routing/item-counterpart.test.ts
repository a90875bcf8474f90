import type { RouteEntry } from '@site/shared-contracts';
import { counterpartPathOf, itemReadOf } from './item-counterpart';

const member: RouteEntry = {
  path: '/m/about/team/:id',
  name: 'm-about-team-id',
  layout: 'm-detail',
  data: [{ key: 'member', endpoint: '/api/web/team/detail', params: { id: ':id' } }],
  item: 'member',
  itemList: '/m/about/team',
};
const view: RouteEntry = {
  path: '/product/view/:id?',
  name: 'product-view-id',
  layout: 'detail',
  data: [{ key: 'view', endpoint: '/api/web/category/page/detail', params: { id: ':id?' } }],
  item: 'view',
};

describe('item counterparts (issue 25 §6, §7)', () => {
  it("reads a route's item through its declared data need", () => {
    expect(itemReadOf({ entry: member, params: { id: '502' } }, new URLSearchParams())).toEqual({
      endpoint: '/api/web/team/detail',
      query: { id: '502' },
    });
    const { item: _item, ...noItem } = member;
    expect(itemReadOf({ entry: noItem, params: { id: '502' } }, new URLSearchParams())).toBeNull();
  });

  it("puts the counterpart's id in the route's path, keeping the device", () => {
    expect(counterpartPathOf({ entry: member, params: { id: '502' } }, { id: 502, counterpart: 2 })).toBe(
      '/m/about/team/2',
    );
    expect(counterpartPathOf({ entry: view, params: { id: '13' } }, { id: 13, counterpart: 44 })).toBe(
      '/product/view/44',
    );
  });

  it('has no path for an item without a counterpart', () => {
    expect(counterpartPathOf({ entry: member, params: { id: '502' } }, { id: 502 })).toBeNull();
    expect(counterpartPathOf({ entry: member, params: { id: '502' } }, undefined)).toBeNull();
  });
});
