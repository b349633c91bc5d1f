import { sanitizeRichText } from './sanitize-html';

describe('sanitizing a brief', () => {
  it('keeps paragraphs, headings, lists, quotes and links', () => {
    const html = '<h2>Why</h2><p>A <strong>bold</strong> <a href="https://example.com">link</a></p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Why</h2><p>A <strong>bold</strong> <a href="https://example.com" rel="noopener noreferrer nofollow">link</a></p><ul><li>one</li></ul><blockquote>q</blockquote>',
    );
  });
  it('removes script tags with their content', () => {
    expect(sanitizeRichText('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
  });
  it('removes event handlers', () => {
    expect(sanitizeRichText('<p onclick="steal()">hi</p><img src="https://x.test/a.png" onerror="steal()">')).toBe('<p>hi</p><img src="https://x.test/a.png" />');
  });
  it('removes javascript: and data: URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a><a rel="noopener noreferrer nofollow">y</a>');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
  });
  it('removes styles and iframes', () => {
    expect(sanitizeRichText('<p style="color:red">a</p><iframe src="https://evil.test"></iframe>')).toBe('<p>a</p>');
  });
});
