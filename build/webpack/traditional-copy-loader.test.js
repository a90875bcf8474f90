/** Builds take Traditional copy from the Simplified file, converted when they run (DESIGN.md §4). */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const traditionalCopyLoader = require('./traditional-copy-loader');

test('a Traditional copy module is the conversion of the Simplified file beside it, not the file itself', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'traditional-copy-'));
  try {
    fs.writeFileSync(path.join(folder, 'copy.s.json'), JSON.stringify({ title: '关于我们', items: ['数据'] }));
    fs.writeFileSync(path.join(folder, 'copy.t.json'), JSON.stringify({ title: 'stale' }));
    const dependencies = [];
    const source = traditionalCopyLoader.call({
      resourcePath: path.join(folder, 'copy.t.json'),
      addDependency: (file) => dependencies.push(file),
    });
    expect(JSON.parse(source)).toEqual({ title: '關於我們', items: ['數據'] });
    expect(dependencies).toEqual([path.join(folder, 'copy.s.json')]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
