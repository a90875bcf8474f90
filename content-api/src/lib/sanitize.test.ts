import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the formatting editors use', () => {
    const html =
      '<h2>标题</h2><p><strong>粗体</strong> <em>斜体</em></p><ul><li>一</li></ul><blockquote>引用</blockquote>' +
      '<table><thead><tr><th scope="col">指标</th></tr></thead><tbody><tr><td>42.4%</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html =
      '<p>安全<script>alert(1)</script><img src="/api/media/news/cover-01.svg" onerror="alert(1)" alt="封面">' +
      '<a href="javascript:alert(1)">点我</a><a href="/news/dynamic" onclick="x()">新闻</a></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toBe(
      '<p>安全<img src="/api/media/news/cover-01.svg" alt="封面" /><a>点我</a><a href="/news/dynamic">新闻</a></p>',
    );
  });

  it('drops images that do not come from the site media and inline styles', () => {
    expect(sanitizeRichText('<p style="color:red">文字<img src="https://evil.example/x.png"></p>')).toBe('<p>文字</p>');
  });

  it('drops iframes, forms and styles with their content', () => {
    expect(sanitizeRichText('<iframe src="/x"></iframe><style>p{}</style><form><input></form><p>正文</p>')).toBe(
      '<p>正文</p>',
    );
  });

  it('keeps mail and phone links', () => {
    const html = '<p><a href="mailto:ir@hanshufintech.cn">邮件</a> <a href="tel:400-810-6689">电话</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});
