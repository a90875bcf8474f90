const fs = require('node:fs');
const path = require('node:path');
const { convert, simplifiedFilesUnder, traditionalFileOf, traditionalOf } = require('./traditional-copy');

/** The checkout this package is a workspace of. */
const root = path.resolve(__dirname, '..');

describe('Traditional static copy', () => {
  it('converts nested copy and leaves ASCII alone', () => {
    expect(convert({ a: '关于我们', b: ['数据', 'Data'], n: 1 })).toEqual({ a: '關於我們', b: ['數據', 'Data'], n: 1 });
  });

  it('is up to date beside every Simplified copy file of the checkout', () => {
    const files = simplifiedFilesUnder(root);
    expect(files.length).toBeGreaterThan(6);
    for (const file of files) {
      const target = traditionalFileOf(file);
      expect({ file: target, content: fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null }).toEqual({
        file: target,
        content: traditionalOf(file),
      });
    }
  });
});
