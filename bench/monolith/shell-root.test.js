const { replaceShellRoot } = require('./shell-root');

const document = (root) =>
  `<!doctype html><html><head></head><body><div id="shell-root">${root}</div>` +
  '<script id="__STATE__" type="application/json">{}</script></body></html>';

describe('replaceShellRoot', () => {
  it('replaces the whole content of #shell-root, nested elements included, and nothing else', () => {
    const html = document('<div class="a"><div id="section-slot"></div></div>');
    expect(replaceShellRoot(html, '<main>monolith</main>', '__STATE__')).toBe(document('<main>monolith</main>'));
  });

  it('refuses a document whose #shell-root is not followed by the embedded state', () => {
    expect(() => replaceShellRoot('<div id="shell-root"></div>', 'x', '__STATE__')).toThrow(/#__STATE__/);
    expect(() => replaceShellRoot(document(''), 'x', 'OTHER')).toThrow(/#OTHER/);
  });
});
