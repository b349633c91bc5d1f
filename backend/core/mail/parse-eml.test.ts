import { decodeHeaderValue, parseEml } from './parse-eml';

describe('parseEml', () => {
  it('decodes a base64 text part inside multipart/alternative', () => {
    const raw = [
      'To: ada@example.com',
      'Subject: =?UTF-8?B?Q29kZSDinJM=?=',
      'Content-Type: multipart/alternative;',
      ' boundary="--_b1"',
      '',
      '----_b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Zoë 123456').toString('base64'),
      '----_b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<p>Zo=C3=AB 123456</p>',
      '----_b1--',
      '',
    ].join('\r\n');
    const parsed = parseEml(raw);
    expect(parsed.text).toBe('Zoë 123456');
    expect(parsed.html).toBe('<p>Zoë 123456</p>');
    expect(decodeHeaderValue(parsed.headers.get('subject') ?? '')).toBe('Code ✓');
  });

  it('joins adjacent encoded words and decodes Q encoding with soft line breaks', () => {
    expect(decodeHeaderValue('=?UTF-8?Q?V=C3=A9rification?= =?UTF-8?Q?_du_code?=')).toBe('Vérification du code');
    expect(parseEml('Content-Transfer-Encoding: quoted-printable\n\nlong=\nline =3D ok').text).toBe('longline = ok');
  });
});
