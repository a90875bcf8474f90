import menuT from './menu.t.json';

describe('the Traditional menu copy', () => {
  // OpenCC splits "办公区里正在" as 办公区 / 里正 and leaves 里 (inside) as 里 instead of 裡.
  it('never reads 里 where the text means "inside" (區里, 里正在)', () => {
    expect(JSON.stringify(menuT)).not.toMatch(/區里|里[正長]/);
  });
});
