const fs = require('node:fs');
const { convert, traditionalFileOf, traditionalOf } = require('@site/tooling/traditional-copy');
const { simplifiedFiles } = require('./hant');

describe('Traditional static copy', () => {
  it('converts nested copy and leaves ASCII alone', () => {
    expect(convert({ a: '关于我们', b: ['数据', 'Data'], n: 1 })).toEqual({ a: '關於我們', b: ['數據', 'Data'], n: 1 });
  });

  it('is up to date beside every Simplified copy file', () => {
    for (const file of simplifiedFiles()) {
      const target = traditionalFileOf(file);
      expect({ file: target, content: fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null }).toEqual({
        file: target,
        content: traditionalOf(file),
      });
    }
  });
});
